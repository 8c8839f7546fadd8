import { useTranslation } from 'react-i18next';
import { TARIFF_VERIFICATION_FREQUENCIES, ZCompanySettings } from '@fleetwatt/shared';
import { CompanySettingDialog, type CompanySettingDialogProps } from './company-setting-dialog.tsx';
import { RadioField } from './form-fields.tsx';

const ZForm = ZCompanySettings.pick({ tariffVerificationFrequency: true });

/** How often a validated tariff has to be verified again. */
export function CompanyTariffVerificationDialog({ company, ...dialog }: CompanySettingDialogProps) {
  const { t } = useTranslation('companies');
  return (
    <CompanySettingDialog
      {...dialog}
      company={company}
      group="tariffVerification"
      schema={ZForm}
      defaultValues={{ tariffVerificationFrequency: company.tariffVerificationFrequency }}
    >
      {(form) => (
        <RadioField
          control={form.control}
          name="tariffVerificationFrequency"
          label={t('settings.tariffVerification.description')}
          options={TARIFF_VERIFICATION_FREQUENCIES.map((f) => ({ value: f, label: t(`tariffFrequencies.${f}`) }))}
        />
      )}
    </CompanySettingDialog>
  );
}
