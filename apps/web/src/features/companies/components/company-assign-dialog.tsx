import { useTranslation } from 'react-i18next';
import { ZAssignCompany, companyMessage, type Company } from '@fleetwatt/shared';
import { useFormat } from '../../../lib/use-format.ts';
import { useAssignCompany } from '../api/assign-company.ts';
import { CompanyFormDialog } from './company-form-dialog.tsx';
import { ParentCompanyPickerField } from './parent-company-picker-field.tsx';

/** Assign company (administrators): makes the company a child of a PRO company. */
export function CompanyAssignDialog({ company, opened, onClose }: { company: Company; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('companies');
  const { lang } = useFormat();
  const assign = useAssignCompany(company.id);
  return (
    <CompanyFormDialog
      opened={opened}
      onClose={onClose}
      title={t('dialogs.assign.title')}
      schema={ZAssignCompany}
      defaultValues={{ parentId: company.parent?.id ?? null }}
      save={async ({ parentId }, form) => {
        if (!parentId) {
          form.setError('parentId', { type: 'required', message: companyMessage('selectCompany', lang) });
          return false;
        }
        return assign.mutateAsync(parentId);
      }}
      failureTitle={t('dialogs.assign.failed')}
      successMessage={t('dialogs.assign.saved')}
    >
      {(form) => (
        <ParentCompanyPickerField
          control={form.control}
          name="parentId"
          label={t('fields.parent')}
          current={company.parent}
          excludeId={company.id}
          required
        />
      )}
    </CompanyFormDialog>
  );
}
