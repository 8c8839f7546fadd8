import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Control } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZCreateCompany, type CreateCompanyInput, type UpdateCompanyInput } from '@fleetwatt/shared';
import { useCreateCompany } from '../api/create-company.ts';
import { CompanyFields } from './company-fields.tsx';
import { CompanyFormDialog } from './company-form-dialog.tsx';
import { ParentCompanyPickerField } from './parent-company-picker-field.tsx';

const EMPTY: CreateCompanyInput = {
  name: '',
  email: '',
  domain: '',
  // No country until one is chosen: the schema says it is missing.
  country: undefined as unknown as CreateCompanyInput['country'],
  subscriptionType: 'LIGHT',
  features: [],
  parentId: null,
  paymentPlusStartDate: null,
  address: { street: '', zip: '', city: '' },
};

/** Create company (administrators): opens the new company's page once it is saved. */
export function CompanyCreateDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('companies');
  const create = useCreateCompany();
  const navigate = useNavigate();
  return (
    <CompanyFormDialog
      opened={opened}
      onClose={onClose}
      title={t('dialogs.create.title')}
      schema={ZCreateCompany}
      defaultValues={EMPTY}
      save={async (values) => {
        const company = await create.mutateAsync(values);
        void navigate(`/dashboard/company/${company.id}`);
      }}
      failureTitle={t('dialogs.create.failed')}
      successMessage={t('dialogs.create.saved')}
      submitLabel={t('actions.create')}
    >
      {(form) => (
        <>
          <CompanyFields control={form.control as unknown as Control<UpdateCompanyInput, unknown, unknown>} administrator />
          <ParentCompanyPickerField
            control={form.control}
            name="parentId"
            label={t('fields.parent')}
          />
        </>
      )}
    </CompanyFormDialog>
  );
}

/** The list page's button that opens the dialog. */
export function CreateCompanyButton() {
  const { t } = useTranslation('companies');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('list.create')}
      </Button>
      <CompanyCreateDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
