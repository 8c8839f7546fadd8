import { Text } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZUpdateCompany, type Company, type UpdateCompanyInput } from '@fleetwatt/shared';
import { useUpdateCompany } from '../api/update-company.ts';
import { CompanyFields, textOf } from './company-fields.tsx';
import { CompanyFormDialog } from './company-form-dialog.tsx';

// Fleet managers change name, email and address; the server refuses anything else from them.
const ZManagerForm = ZUpdateCompany.pick({ name: true, email: true, address: true });

/** Edit company: the company body, all of it for administrators. */
export function CompanyEditDialog({
  company,
  administrator,
  opened,
  onClose,
}: {
  company: Company;
  administrator: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('companies');
  const update = useUpdateCompany(company.id);
  const address = { street: textOf(company.address.street), zip: textOf(company.address.zip), city: textOf(company.address.city) };
  const defaults: UpdateCompanyInput = administrator
    ? {
        name: company.name,
        email: textOf(company.email),
        domain: textOf(company.domain),
        country: company.country,
        language: company.language,
        subscriptionType: company.subscriptionType,
        features: company.features,
        paymentPlusStartDate: company.paymentPlusStartDate,
        address,
      }
    : { name: company.name, email: textOf(company.email), address };

  return (
    <CompanyFormDialog
      opened={opened}
      onClose={onClose}
      title={t('dialogs.edit.title')}
      schema={administrator ? ZUpdateCompany : (ZManagerForm as unknown as typeof ZUpdateCompany)}
      defaultValues={defaults}
      save={(values) => update.mutateAsync(values)}
      failureTitle={t('dialogs.edit.failed')}
      successMessage={t('dialogs.edit.saved')}
    >
      {(form) => (
        <>
          {!administrator && (
            <Text size="sm" c="dimmed">
              {t('dialogs.edit.managerNote')}
            </Text>
          )}
          <CompanyFields control={form.control as unknown as Control<UpdateCompanyInput, unknown, unknown>} administrator={administrator} />
        </>
      )}
    </CompanyFormDialog>
  );
}
