import { Fragment, useState, type ReactNode } from 'react';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Company, CompanySettingGroup } from '@fleetwatt/shared';
import { CompanyExportOptionsDialog } from './company-export-options-dialog.tsx';
import { CompanyMileageFrequencyDialog } from './company-mileage-frequency-dialog.tsx';
import { CompanyReceiptDueDateDialog } from './company-receipt-due-date-dialog.tsx';
import { CompanyReceiptLayoutDialog, CompanyReportingOptionsDialog } from './company-display-flags-dialogs.tsx';
import { CompanyReceiptOptionsDialog } from './company-receipt-options-dialog.tsx';
import { CompanyTariffVerificationDialog } from './company-tariff-verification-dialog.tsx';
import type { CompanySettingDialogProps } from './company-setting-dialog.tsx';
import { EditButton, Section } from './detail-parts.tsx';
import { LAYOUT_FLAGS, REPORTING_FLAGS } from './settings-labels.ts';

const GROUPS: CompanySettingGroup[] = [
  'mileageQuery',
  'tariffVerification',
  'receiptDueDate',
  'receiptOptions',
  'receiptLayout',
  'reportingOptions',
  'exportOptions',
];

const DIALOGS: Record<CompanySettingGroup, (props: CompanySettingDialogProps) => ReactNode> = {
  mileageQuery: CompanyMileageFrequencyDialog,
  tariffVerification: CompanyTariffVerificationDialog,
  receiptDueDate: CompanyReceiptDueDateDialog,
  receiptOptions: CompanyReceiptOptionsDialog,
  receiptLayout: CompanyReceiptLayoutDialog,
  reportingOptions: CompanyReportingOptionsDialog,
  exportOptions: CompanyExportOptionsDialog,
};

/** The company's settings, one row per options dialog, each with its current value. */
export function CompanySettingsSection({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const [open, setOpen] = useState<CompanySettingGroup | null>(null);
  const list = (items: string[]) => (items.length ? items.join(', ') : t('settings.none'));

  const value = (group: CompanySettingGroup): string => {
    switch (group) {
      case 'mileageQuery':
        return t(`mileageFrequencies.${company.mileageQueryFrequency}`);
      case 'tariffVerification':
        return t(`tariffFrequencies.${company.tariffVerificationFrequency}`);
      case 'receiptDueDate':
        return t('settings.receiptDueDate.value', { day: company.receiptDueDay });
      case 'receiptOptions':
        return t(`reimbursementModes.${company.reimbursementMode}`);
      case 'receiptLayout':
        return t('settings.shown', { list: list(LAYOUT_FLAGS.filter(({ key }) => company[key]).map(({ label }) => t(`layout.${label}`))) });
      case 'reportingOptions':
        return t('settings.shown', { list: list(REPORTING_FLAGS.filter(({ key }) => company[key]).map(({ label }) => t(`layout.${label}`))) });
      case 'exportOptions': {
        const formats = company.exportZipEnabled
          ? t('settings.exportOptions.valueWithZip', { format: t(`exportFormats.${company.exportDefaultFormat}`) })
          : t(`exportFormats.${company.exportDefaultFormat}`);
        if (company.datevConsultantNumber === null || company.datevClientNumber === null) return formats;
        return t('settings.exportOptions.valueWithDatev', {
          value: formats,
          consultant: company.datevConsultantNumber,
          client: company.datevClientNumber,
          chart: company.datevChartOfAccounts,
        });
      }
    }
  };

  return (
    <Section title={t('detail.sections.settings')}>
      <Stack gap={0}>
        {GROUPS.map((group, index) => (
          <Fragment key={group}>
            {index > 0 && <Divider />}
            <Group justify="space-between" wrap="nowrap" py="sm" gap="md">
              <Stack gap={2} miw={0} flex={1}>
                <Text fw={500} size="sm">
                  {t(`settings.${group}.title`)}
                </Text>
                <Text size="sm" c="dimmed" data-testid={`setting-${group}`}>
                  {value(group)}
                </Text>
              </Stack>
              <EditButton label={`${t(`settings.${group}.title`)}: ${t('actions.edit')}`} onClick={() => setOpen(group)}>
                {t('actions.edit')}
              </EditButton>
            </Group>
          </Fragment>
        ))}
      </Stack>
      {GROUPS.map((group) => {
        const Dialog = DIALOGS[group];
        return <Dialog key={group} company={company} opened={open === group} onClose={() => setOpen(null)} />;
      })}
    </Section>
  );
}
