import { SimpleGrid, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  VAT_NUMBER_EXAMPLES,
  ZUpdateBillingData,
  companyMessage,
  isValidVatNumber,
  type Company,
  type UpdateBillingDataInput,
} from '@fleetwatt/shared';
import { useFormat } from '../../../lib/use-format.ts';
import { useUpdateBillingData } from '../api/update-billing-data.ts';
import { textOf } from './company-fields.tsx';
import { CompanyFormDialog } from './company-form-dialog.tsx';

type TextField = keyof UpdateBillingDataInput;

/** Billing data: who receives the invoices, where, and the VAT number (its shape checked for the company's country). */
export function CompanyBillingDialog({ company, opened, onClose }: { company: Company; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('companies');
  const { lang } = useFormat();
  const update = useUpdateBillingData(company.id);
  const b = company.billing;
  const example = VAT_NUMBER_EXAMPLES[company.country];
  return (
    <CompanyFormDialog
      opened={opened}
      onClose={onClose}
      title={t('dialogs.billing.title')}
      schema={ZUpdateBillingData}
      defaultValues={{
        contactName: textOf(b.contactName),
        contactEmail: textOf(b.contactEmail),
        street: textOf(b.street),
        zip: textOf(b.zip),
        city: textOf(b.city),
        vatNumber: textOf(b.vatNumber),
      }}
      save={async (values, form) => {
        if (values.vatNumber && !isValidVatNumber(company.country, values.vatNumber)) {
          form.setError('vatNumber', { type: 'format', message: companyMessage('vatNumber', lang, { example }) }, { shouldFocus: true });
          return false;
        }
        return update.mutateAsync(values);
      }}
      failureTitle={t('dialogs.billing.failed')}
      successMessage={t('dialogs.billing.saved')}
    >
      {(form) => {
        const field = (name: TextField, label: string, placeholder?: string) => (
          <Controller
            control={form.control}
            name={name}
            render={({ field: f, fieldState }) => (
              <TextInput
                label={label}
                placeholder={placeholder}
                value={textOf(f.value)}
                onChange={(e) => f.onChange(e.currentTarget.value)}
                onBlur={f.onBlur}
                name={f.name}
                ref={f.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        );
        return (
          <>
            {field('contactName', t('fields.contactName'))}
            {field('contactEmail', t('fields.contactEmail'))}
            {field('street', t('fields.street'))}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {field('zip', t('fields.zip'))}
              {field('city', t('fields.city'))}
            </SimpleGrid>
            {field('vatNumber', t('fields.vatNumber'), example)}
          </>
        );
      }}
    </CompanyFormDialog>
  );
}
