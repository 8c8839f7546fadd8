import { Divider, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  COMPANY_EXPORT_FORMATS,
  DATEV_ACCOUNT_LENGTH_MAX,
  DATEV_ACCOUNT_LENGTH_MIN,
  DATEV_CHART_ACCOUNTS,
  DATEV_CHARTS,
  DATEV_CLIENT_MAX,
  DATEV_CLIENT_MIN,
  DATEV_CONSULTANT_MAX,
  DATEV_CONSULTANT_MIN,
  ZCompanySettings,
  ZUpdateCompanySettings,
  datevAccountAt,
} from '@fleetwatt/shared';
import { CompanySettingDialog, type CompanySettingDialogProps } from './company-setting-dialog.tsx';
import { RadioField, SwitchField, WholeNumberField } from './form-fields.tsx';

// An emptied number field holds null: consultant and client numbers may be cleared, the account length is required.
const ZForm = ZCompanySettings.pick({ exportDefaultFormat: true, exportZipEnabled: true, datevChartOfAccounts: true }).extend({
  datevConsultantNumber: ZCompanySettings.shape.datevConsultantNumber,
  datevClientNumber: ZCompanySettings.shape.datevClientNumber,
  datevAccountLength: z.preprocess((v) => (v === null ? undefined : v), ZCompanySettings.shape.datevAccountLength),
  datevExpenseAccount: ZUpdateCompanySettings.shape.datevExpenseAccount.unwrap(),
  datevPayableAccount: ZUpdateCompanySettings.shape.datevPayableAccount.unwrap(),
});

function AccountField<T extends FieldValues>(props: { control: Control<T, unknown, unknown>; name: FieldPath<T>; label: string; placeholder: string; description: string }) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <TextInput
          label={props.label}
          description={props.description}
          placeholder={props.placeholder}
          value={(field.value as string | null) ?? ''}
          onChange={(e) => field.onChange(e.currentTarget.value || null)}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          inputMode="numeric"
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * The file type export dialogs preselect, whether they also offer ZIP (Excel and CSV together), and
 * what the DATEV month-close file needs: the numbers the tax consultant uses in DATEV, the chart of
 * accounts with its account length, and the accounts the bookings use.
 */
export function CompanyExportOptionsDialog({ company, ...dialog }: CompanySettingDialogProps) {
  const { t } = useTranslation('companies');
  return (
    <CompanySettingDialog
      {...dialog}
      company={company}
      group="exportOptions"
      schema={ZForm}
      defaultValues={{
        exportDefaultFormat: company.exportDefaultFormat,
        exportZipEnabled: company.exportZipEnabled,
        datevConsultantNumber: company.datevConsultantNumber,
        datevClientNumber: company.datevClientNumber,
        datevChartOfAccounts: company.datevChartOfAccounts,
        datevAccountLength: company.datevAccountLength,
        datevExpenseAccount: company.datevExpenseAccount,
        datevPayableAccount: company.datevPayableAccount,
      }}
    >
      {(form) => {
        const chart = form.watch('datevChartOfAccounts');
        const length = Number(form.watch('datevAccountLength')) || DATEV_ACCOUNT_LENGTH_MIN;
        const defaults = DATEV_CHART_ACCOUNTS[chart] ?? DATEV_CHART_ACCOUNTS.SKR03;
        return (
          <Stack gap="md">
            <RadioField
              control={form.control}
              name="exportDefaultFormat"
              label={t('settings.exportOptions.defaultFormat')}
              options={COMPANY_EXPORT_FORMATS.map((f) => ({ value: f, label: t(`exportFormats.${f}`) }))}
            />
            <SwitchField
              control={form.control}
              name="exportZipEnabled"
              label={t('settings.exportOptions.zip')}
              description={t('settings.exportOptions.zipDescription')}
            />
            <Divider />
            <div>
              <Title order={5}>{t('settings.exportOptions.datev.title')}</Title>
              <Text size="sm" c="dimmed">
                {t('settings.exportOptions.datev.explanation')}
              </Text>
            </div>
            <WholeNumberField
              control={form.control}
              name="datevConsultantNumber"
              label={t('settings.exportOptions.datev.consultant')}
              description={t('settings.exportOptions.datev.consultantDescription', { min: DATEV_CONSULTANT_MIN, max: DATEV_CONSULTANT_MAX })}
            />
            <WholeNumberField
              control={form.control}
              name="datevClientNumber"
              label={t('settings.exportOptions.datev.client')}
              description={t('settings.exportOptions.datev.clientDescription', { min: DATEV_CLIENT_MIN, max: DATEV_CLIENT_MAX })}
            />
            <RadioField
              control={form.control}
              name="datevChartOfAccounts"
              label={t('settings.exportOptions.datev.chart')}
              options={DATEV_CHARTS.map((c) => ({
                value: c,
                label: t(`settings.exportOptions.datev.charts.${c}`),
                description: t('settings.exportOptions.datev.chartAccounts', { expense: DATEV_CHART_ACCOUNTS[c].expense, payable: DATEV_CHART_ACCOUNTS[c].payable }),
              }))}
            />
            <WholeNumberField
              control={form.control}
              name="datevAccountLength"
              label={t('settings.exportOptions.datev.accountLength')}
              description={t('settings.exportOptions.datev.accountLengthDescription', { min: DATEV_ACCOUNT_LENGTH_MIN, max: DATEV_ACCOUNT_LENGTH_MAX })}
              required
            />
            <AccountField
              control={form.control}
              name="datevExpenseAccount"
              label={t('settings.exportOptions.datev.expenseAccount')}
              description={t('settings.exportOptions.datev.expenseAccountDescription')}
              placeholder={datevAccountAt(defaults.expense, length)}
            />
            <AccountField
              control={form.control}
              name="datevPayableAccount"
              label={t('settings.exportOptions.datev.payableAccount')}
              description={t('settings.exportOptions.datev.payableAccountDescription')}
              placeholder={datevAccountAt(defaults.payable, length)}
            />
          </Stack>
        );
      }}
    </CompanySettingDialog>
  );
}
