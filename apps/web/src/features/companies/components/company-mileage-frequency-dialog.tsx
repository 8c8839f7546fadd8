import { useTranslation } from 'react-i18next';
import { MILEAGE_QUERY_FREQUENCIES, ZCompanySettings } from '@fleetwatt/shared';
import { CompanySettingDialog, type CompanySettingDialogProps } from './company-setting-dialog.tsx';
import { RadioField } from './form-fields.tsx';

const ZForm = ZCompanySettings.pick({ mileageQueryFrequency: true });

/** How often drivers are asked for their odometer (the spec's mileage query, or fraud-detection, frequency). */
export function CompanyMileageFrequencyDialog({ company, ...dialog }: CompanySettingDialogProps) {
  const { t } = useTranslation('companies');
  return (
    <CompanySettingDialog
      {...dialog}
      company={company}
      group="mileageQuery"
      schema={ZForm}
      defaultValues={{ mileageQueryFrequency: company.mileageQueryFrequency }}
    >
      {(form) => (
        <RadioField
          control={form.control}
          name="mileageQueryFrequency"
          label={t('settings.mileageQuery.description')}
          options={MILEAGE_QUERY_FREQUENCIES.map((f) => ({ value: f, label: t(`mileageFrequencies.${f}`) }))}
        />
      )}
    </CompanySettingDialog>
  );
}
