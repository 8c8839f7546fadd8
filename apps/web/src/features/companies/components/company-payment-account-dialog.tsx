import { TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZPaymentAccountId, type Company } from '@fleetwatt/shared';
import { useLinkPaymentAccount } from '../api/link-payment-account.ts';
import { CompanyFormDialog } from './company-form-dialog.tsx';

const ZForm = z.object({ accountId: ZPaymentAccountId });

/** Payment account (administrators): links the company to its account at the payment institution. */
export function CompanyPaymentAccountDialog({ company, opened, onClose }: { company: Company; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('companies');
  const link = useLinkPaymentAccount(company.id);
  return (
    <CompanyFormDialog
      opened={opened}
      onClose={onClose}
      title={t('dialogs.paymentAccount.title')}
      schema={ZForm}
      defaultValues={{ accountId: company.paymentAccountId ?? '' }}
      save={({ accountId }) => link.mutateAsync(accountId)}
      failureTitle={t('dialogs.paymentAccount.failed')}
      successMessage={t('dialogs.paymentAccount.saved')}
    >
      {(form) => (
        <Controller
          control={form.control}
          name="accountId"
          render={({ field, fieldState }) => (
            <TextInput
              label={t('fields.paymentAccountId')}
              value={field.value}
              onChange={(e) => field.onChange(e.currentTarget.value)}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              withAsterisk
              // The spec's own words when nothing is entered.
              error={
                fieldState.error && !field.value.trim() ? t('dialogs.paymentAccount.required') : fieldState.error?.message
              }
            />
          )}
        />
      )}
    </CompanyFormDialog>
  );
}
