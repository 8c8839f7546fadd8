import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZCompanySettings, type Company } from '@fleetwatt/shared';
import { useUpdateCompanySettings } from '../api/update-company-settings.ts';
import { CompanyFormDialog } from './company-form-dialog.tsx';
import { SwitchField } from './form-fields.tsx';
import { REPORTING_FLAGS } from './settings-labels.ts';

const ZForm = ZCompanySettings.pick({
  reportingShowAddress: true,
  reportingShowCarPlate: true,
  reportingShowCompanyName: true,
  reportingShowCostCenter: true,
  reportingShowEmployeeId: true,
  reportingShowEmbeddedTariff: true,
});

/** What the reporting export contains. */
export function CompanyReportingOptionsDialog({ company, opened, onClose }: { company: Company; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('companies');
  const update = useUpdateCompanySettings(company.id);
  const defaults = Object.fromEntries(REPORTING_FLAGS.map(({ key }) => [key, company[key]]));
  return (
    <CompanyFormDialog
      opened={opened}
      onClose={onClose}
      title={t('settings.reportingOptions.title')}
      schema={ZForm}
      defaultValues={defaults}
      save={(values) => update.mutateAsync(values)}
      failureTitle={t('dialogs.reportingOptions.failed')}
      successMessage={t('dialogs.settingsSaved')}
    >
      {(form) => (
        <Stack gap="xs">
          {REPORTING_FLAGS.map(({ key, label }) => (
            <SwitchField key={key} control={form.control} name={key} label={t(`layout.${label}`)} />
          ))}
        </Stack>
      )}
    </CompanyFormDialog>
  );
}
