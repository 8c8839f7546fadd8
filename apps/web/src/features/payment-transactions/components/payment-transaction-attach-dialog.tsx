import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { PaymentTransaction } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useAttachToReimbursement } from '../api/attach-to-reimbursement.ts';
import { useReimbursementOptions } from '../api/search-reimbursement-options.ts';

/** Attaches a payment transaction to one of its company's reimbursements. */
export function PaymentTransactionAttachDialog({ transaction, onClose }: { transaction: PaymentTransaction | null; onClose: () => void }) {
  const { t } = useTranslation('payment-transactions');
  return (
    <AppModal opened={!!transaction} onClose={onClose} title={t('attach.title')}>
      {transaction && <AttachForm key={transaction.id} transaction={transaction} onClose={onClose} />}
    </AppModal>
  );
}

function AttachForm({ transaction, onClose }: { transaction: PaymentTransaction; onClose: () => void }) {
  const { t } = useTranslation('payment-transactions');
  const format = useFormat();
  const options = useReimbursementOptions(transaction.companyId);
  const attach = useAttachToReimbursement();
  const linked = new Set(transaction.reimbursements.map((r) => r.id));
  const rows = (options.data ?? []).filter((r) => !linked.has(r.id));
  const form = useForm<{ reimbursementId: string }>({
    resolver: zodResolver(z.object({ reimbursementId: z.string().min(1, t('attach.required')) })),
    defaultValues: { reimbursementId: '' },
  });

  const submit = form.handleSubmit(async ({ reimbursementId }) => {
    try {
      await attach.mutateAsync({ reimbursementId, transactionId: transaction.id });
      notifySuccess(t('attach.done', { number: rows.find((r) => r.id === reimbursementId)?.number ?? '' }));
      onClose();
    } catch (error) {
      notifyError(error, t('attach.failed'));
    }
  });

  const amount = `${transaction.side === 'DEBIT' ? '−' : ''}${format.money(transaction.amountMinor, transaction.currency)}`;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t('attach.transaction', { date: format.date(transaction.bookedAt), counterparty: transaction.counterpartyName ?? transaction.companyName, amount })}
        </Text>
        {options.isSuccess && rows.length === 0 ? (
          <Alert color="gray" variant="light">
            {t('attach.none')}
          </Alert>
        ) : (
          <Controller
            control={form.control}
            name="reimbursementId"
            render={({ field, fieldState }) => (
              <Select
                label={t('attach.reimbursement')}
                placeholder={t('attach.placeholder')}
                withAsterisk
                searchable
                data={rows.map((r) => ({
                  value: r.id,
                  label: t('attach.option', {
                    number: r.number,
                    period: `${r.periodYear}-${String(r.periodMonth).padStart(2, '0')}`,
                    amount: format.money(r.expenseMinor, r.currency),
                  }),
                }))}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={fieldState.error?.message}
                comboboxProps={{ withinPortal: false }}
                maxDropdownHeight={300}
              />
            )}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('attach.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('attach.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
