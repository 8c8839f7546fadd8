import { useTranslation } from 'react-i18next';
import { REIMBURSEMENT_MODES, ZCompanySettings, type Company } from '@fleetwatt/shared';
import { useUpdateCompanySettings } from '../api/update-company-settings.ts';
import { CompanyFormDialog } from './company-form-dialog.tsx';
import { RadioField } from './form-fields.tsx';

const ZForm = ZCompanySettings.pick({ reimbursementMode: true });

/** How receipts are reimbursed (the driver fields a receipt needs have their own section). */
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
      defaultValues={{ reimbursementMode: company.reimbursementMode }}
      save={(values) => update.mutateAsync(values)}
      failureTitle={t('dialogs.receiptOptions.failed')}
      successMessage={t('dialogs.settingsSaved')}
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
    </CompanyFormDialog>
  );
}
