import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REIMBURSEMENT_MODES, ZCompanySettings, type Company } from '@fleetwatt/shared';
import { useUpdateCompanySettings } from '../api/update-company-settings.ts';
import { CompanyFormDialog } from './company-form-dialog.tsx';
import { RadioField, SwitchField } from './form-fields.tsx';
import { REQUIRE_FLAGS } from './settings-labels.ts';

const ZForm = ZCompanySettings.pick({
  requireCarPlate: true,
  requireCompanyName: true,
  requireCostCenter: true,
  requireEmployeeId: true,
  reimbursementMode: true,
});

/** Which driver fields a receipt needs before it can be submitted, and how receipts are reimbursed. */
export function CompanyReceiptOptionsDialog({ company, opened, onClose }: { company: Company; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('companies');
  const update = useUpdateCompanySettings(company.id);
  const hasPaymentPlus = company.features.includes('PaymentPlus');
  return (
    <CompanyFormDialog
      opened={opened}
      onClose={onClose}
      title={t('settings.receiptOptions.title')}
      schema={ZForm}
      defaultValues={{
        requireCarPlate: company.requireCarPlate,
        requireCompanyName: company.requireCompanyName,
        requireCostCenter: company.requireCostCenter,
        requireEmployeeId: company.requireEmployeeId,
        reimbursementMode: company.reimbursementMode,
      }}
      save={(values) => update.mutateAsync(values)}
      failureTitle={t('dialogs.receiptOptions.failed')}
      successMessage={t('dialogs.settingsSaved')}
    >
      {(form) => (
        <>
          <Stack gap="xs">
            <Text fw={500} size="sm">
              {t('settings.receiptOptions.requires')}
            </Text>
            {REQUIRE_FLAGS.map(({ key, field }) => (
              <SwitchField key={key} control={form.control} name={key} label={t(`customFields.${field}`)} />
            ))}
          </Stack>
          <RadioField
            control={form.control}
            name="reimbursementMode"
            label={t('settings.receiptOptions.reimbursementMode')}
            options={REIMBURSEMENT_MODES.map((m) => ({
              value: m,
              label: t(`reimbursementModes.${m}`),
              disabled: m === 'PAYMENT_PLUS' && !hasPaymentPlus && company.reimbursementMode !== 'PAYMENT_PLUS',
              ...(m === 'PAYMENT_PLUS' && !hasPaymentPlus ? { description: t('settings.receiptOptions.paymentPlusMissing') } : {}),
            }))}
          />
        </>
      )}
    </CompanyFormDialog>
  );
}
