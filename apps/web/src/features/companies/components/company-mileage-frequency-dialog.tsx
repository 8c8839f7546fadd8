import { useTranslation } from 'react-i18next';
import { MILEAGE_QUERY_FREQUENCIES, ZCompanySettings, type Company } from '@fleetwatt/shared';
import { useUpdateCompanySettings } from '../api/update-company-settings.ts';
import { CompanyFormDialog } from './company-form-dialog.tsx';
import { RadioField } from './form-fields.tsx';

const ZForm = ZCompanySettings.pick({ mileageQueryFrequency: true });

/** How often drivers are asked for their odometer (the spec's mileage query, or fraud-detection, frequency). */
export function CompanyMileageFrequencyDialog({ company, opened, onClose }: { company: Company; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('companies');
  const update = useUpdateCompanySettings(company.id);
  return (
    <CompanyFormDialog
      opened={opened}
      onClose={onClose}
      title={t('settings.mileageQuery.title')}
      schema={ZForm}
      defaultValues={{ mileageQueryFrequency: company.mileageQueryFrequency }}
      save={(values) => update.mutateAsync(values)}
      failureTitle={t('dialogs.mileageQuery.failed')}
      successMessage={t('dialogs.settingsSaved')}
    >
      {(form) => (
        <RadioField
          control={form.control}
          name="mileageQueryFrequency"
          label={t('settings.mileageQuery.description')}
          options={MILEAGE_QUERY_FREQUENCIES.map((f) => ({ value: f, label: t(`mileageFrequencies.${f}`) }))}
        />
      )}
    </CompanyFormDialog>
  );
}
