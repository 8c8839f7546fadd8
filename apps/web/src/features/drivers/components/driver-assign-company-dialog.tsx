import { Stack, Text } from '@mantine/core';
import { zAssignCompanyForm, type CompanyRef } from '@fleetwatt/shared';
import { ItemDialog } from '../../../components/ui/item-dialog.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useAssignDriverCompany } from '../api/assign-driver-company.ts';
import { CompanyPickerField } from '../../../components/pickers/company-picker-field.tsx';
import { useDriverDetailsTranslation } from './use-driver-details-translation.ts';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { useLanguageForm } from '../../../lib/use-language-form.ts';

export interface DriverAssignTarget {
  id: string;
  name: string;
  company: CompanyRef | null;
}

/** Assign a driver to a company (administrators): 'Please select a company' when none is picked. */
export function DriverAssignCompanyDialog({ driver, onClose }: { driver: DriverAssignTarget | null; onClose: () => void }) {
  const { t } = useDriverDetailsTranslation();
  return (
    <ItemDialog item={driver} onClose={onClose} title={t('assignCompany.title')}>
      {(driver) => <AssignCompanyForm driver={driver} onDone={onClose} />}
    </ItemDialog>
  );
}

function AssignCompanyForm({ driver, onDone }: { driver: DriverAssignTarget; onDone: () => void }) {
  const { t } = useDriverDetailsTranslation();
  const assign = useAssignDriverCompany();
  const form = useLanguageForm<{ companyId: string }>(zAssignCompanyForm, { companyId: '' });

  const submit = form.handleSubmit(async ({ companyId }) => {
    try {
      await assign.mutateAsync({ id: driver.id, companyId });
      notifySuccess(t('assignCompany.success'));
      onDone();
    } catch (error) {
      notifyError(error, t('assignCompany.failed'));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {driver.company
            ? t('assignCompany.current', { name: driver.name, company: driver.company.name })
            : t('assignCompany.none', { name: driver.name })}
        </Text>
        <CompanyPickerField
          control={form.control}
          name="companyId"
          label={t('assignCompany.company')}
          required
          placeholder={t('companyPicker.placeholder')}
          nothingFound={t('companyPicker.nothingFound')}
        />
        <DialogActions onCancel={onDone} cancelLabel={t('actions.cancel')} submitLabel={t('assignCompany.submit')} submitting={assign.isPending} />
      </Stack>
    </form>
  );
}
