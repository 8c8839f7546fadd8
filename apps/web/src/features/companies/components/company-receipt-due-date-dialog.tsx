import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RECEIPT_DUE_DAY_MAX, RECEIPT_DUE_DAY_MIN, ZCompanySettings, type Company } from '@fleetwatt/shared';
import { useUpdateCompanySettings } from '../api/update-company-settings.ts';
import { CompanyFormDialog } from './company-form-dialog.tsx';
import { WholeNumberField } from './form-fields.tsx';

// An emptied field holds null (undefined would bring the old value back); the schema reads it as missing.
const ZForm = z.object({
  receiptDueDay: z.preprocess((v) => (v === null ? undefined : v), ZCompanySettings.shape.receiptDueDay),
});

/** The day of the month (1 to 31) the receipts of the previous month are due; shorter months use their last day. */
export function CompanyReceiptDueDateDialog({ company, opened, onClose }: { company: Company; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('companies');
  const update = useUpdateCompanySettings(company.id);
  return (
    <CompanyFormDialog
      opened={opened}
      onClose={onClose}
      title={t('settings.receiptDueDate.title')}
      schema={ZForm}
      defaultValues={{ receiptDueDay: company.receiptDueDay }}
      save={(values) => update.mutateAsync(values)}
      failureTitle={t('dialogs.receiptDueDate.failed')}
      successMessage={t('dialogs.settingsSaved')}
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
    </CompanyFormDialog>
  );
}
