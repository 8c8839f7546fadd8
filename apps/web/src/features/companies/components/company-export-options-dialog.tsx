import { useTranslation } from 'react-i18next';
import { COMPANY_EXPORT_FORMATS, ZCompanySettings, type Company } from '@fleetwatt/shared';
import { useUpdateCompanySettings } from '../api/update-company-settings.ts';
import { CompanyFormDialog } from './company-form-dialog.tsx';
import { RadioField, SwitchField } from './form-fields.tsx';

const ZForm = ZCompanySettings.pick({ exportDefaultFormat: true, exportZipEnabled: true });

/** The file type export dialogs preselect, and whether they also offer ZIP (Excel and CSV together). */
export function CompanyExportOptionsDialog({ company, opened, onClose }: { company: Company; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('companies');
  const update = useUpdateCompanySettings(company.id);
  return (
    <CompanyFormDialog
      opened={opened}
      onClose={onClose}
      title={t('settings.exportOptions.title')}
      schema={ZForm}
      defaultValues={{ exportDefaultFormat: company.exportDefaultFormat, exportZipEnabled: company.exportZipEnabled }}
      save={(values) => update.mutateAsync(values)}
      failureTitle={t('dialogs.exportOptions.failed')}
      successMessage={t('dialogs.settingsSaved')}
    >
      {(form) => (
        <>
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
        </>
      )}
    </CompanyFormDialog>
  );
}
