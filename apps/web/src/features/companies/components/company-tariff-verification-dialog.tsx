import { useTranslation } from 'react-i18next';
import { TARIFF_VERIFICATION_FREQUENCIES, ZCompanySettings, type Company } from '@fleetwatt/shared';
import { useUpdateCompanySettings } from '../api/update-company-settings.ts';
import { CompanyFormDialog } from './company-form-dialog.tsx';
import { RadioField } from './form-fields.tsx';

const ZForm = ZCompanySettings.pick({ tariffVerificationFrequency: true });

/** How often a validated tariff has to be verified again. */
export function CompanyTariffVerificationDialog({ company, opened, onClose }: { company: Company; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('companies');
  const update = useUpdateCompanySettings(company.id);
  return (
    <CompanyFormDialog
      opened={opened}
      onClose={onClose}
      title={t('settings.tariffVerification.title')}
      schema={ZForm}
      defaultValues={{ tariffVerificationFrequency: company.tariffVerificationFrequency }}
      save={(values) => update.mutateAsync(values)}
      failureTitle={t('dialogs.tariffVerification.failed')}
      successMessage={t('dialogs.settingsSaved')}
    >
      {(form) => (
        <RadioField
          control={form.control}
          name="tariffVerificationFrequency"
          label={t('settings.tariffVerification.description')}
          options={TARIFF_VERIFICATION_FREQUENCIES.map((f) => ({ value: f, label: t(`tariffFrequencies.${f}`) }))}
        />
      )}
    </CompanyFormDialog>
  );
}
