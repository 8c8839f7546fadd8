import { useTranslation } from 'react-i18next';
import { REIMBURSEMENT_MODES, ZCompanySettings } from '@fleetwatt/shared';
import { CompanySettingDialog, type CompanySettingDialogProps } from './company-setting-dialog.tsx';
import { RadioField } from './form-fields.tsx';

const ZForm = ZCompanySettings.pick({ reimbursementMode: true });

/** How receipts are reimbursed (the driver fields a receipt needs have their own section). */
export function CompanyReceiptOptionsDialog({ company, ...dialog }: CompanySettingDialogProps) {
  const { t } = useTranslation('companies');
  const hasPaymentPlus = company.features.includes('PaymentPlus');
  return (
    <CompanySettingDialog
      {...dialog}
      company={company}
      group="receiptOptions"
      schema={ZForm}
      defaultValues={{ reimbursementMode: company.reimbursementMode }}
    >
      {(form) => (
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
      )}
    </CompanySettingDialog>
  );
}
