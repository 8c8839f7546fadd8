import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RECEIPT_DUE_DAY_MAX, RECEIPT_DUE_DAY_MIN, ZCompanySettings } from '@fleetwatt/shared';
import { CompanySettingDialog, type CompanySettingDialogProps } from './company-setting-dialog.tsx';
import { WholeNumberField } from './form-fields.tsx';

// An emptied field holds null (undefined would bring the old value back); the schema reads it as missing.
const ZForm = z.object({
  receiptDueDay: z.preprocess((v) => (v === null ? undefined : v), ZCompanySettings.shape.receiptDueDay),
});

/** The day of the month (1 to 31) the receipts of the previous month are due; shorter months use their last day. */
export function CompanyReceiptDueDateDialog({ company, ...dialog }: CompanySettingDialogProps) {
  const { t } = useTranslation('companies');
  return (
    <CompanySettingDialog
      {...dialog}
      company={company}
      group="receiptDueDate"
      schema={ZForm}
      defaultValues={{ receiptDueDay: company.receiptDueDay }}
    >
      {(form) => (
        <WholeNumberField
          control={form.control}
          name="receiptDueDay"
          label={t('settings.receiptDueDate.label')}
          description={t('settings.receiptDueDate.description', { min: RECEIPT_DUE_DAY_MIN, max: RECEIPT_DUE_DAY_MAX })}
          required
        />
      )}
    </CompanySettingDialog>
  );
}
