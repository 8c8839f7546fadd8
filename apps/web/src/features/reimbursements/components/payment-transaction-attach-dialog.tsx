import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ReimbursementDetail } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useAttachPaymentTransaction } from '../api/attach-payment-transaction.ts';
import { useTransactionOptions } from '../api/search-transaction-options.ts';

/** Attach payment transaction (spec section 2): one of the company's transactions not attached yet. */
export function PaymentTransactionAttachDialog({ reimbursement, opened, onClose }: { reimbursement: ReimbursementDetail; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('reimbursements');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('attach.title')} size="lg">
      {opened && <AttachForm reimbursement={reimbursement} onClose={onClose} />}
    </AppModal>
  );
}

function AttachForm({ reimbursement, onClose }: { reimbursement: ReimbursementDetail; onClose: () => void }) {
  const { t } = useTranslation('reimbursements');
  const format = useFormat();
  const options = useTransactionOptions(reimbursement.companyId, true);
  const attach = useAttachPaymentTransaction();
  const form = useForm<{ transactionId: string }>({
    resolver: zodResolver(z.object({ transactionId: z.string().min(1, t('attach.required')) })),
    defaultValues: { transactionId: '' },
  });

  const submit = form.handleSubmit(async ({ transactionId }) => {
    try {
      await attach.mutateAsync({ reimbursementId: reimbursement.id, transactionId });
      notifySuccess(t('attach.done'));
      onClose();
    } catch (error) {
      notifyError(error, t('attach.failed'));
    }
  });

  const rows = options.data ?? [];
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {options.isSuccess && rows.length === 0 ? (
          <Alert color="gray" variant="light">
            {t('attach.none')}
          </Alert>
        ) : (
          <Controller
            control={form.control}
            name="transactionId"
            render={({ field, fieldState }) => (
              <Select
                label={t('attach.transaction')}
                placeholder={t('attach.placeholder')}
                withAsterisk
                searchable
                data={rows.map((tx) => ({
                  value: tx.id,
                  label: `${format.date(tx.bookedAt)} · ${tx.counterpartyName ?? '–'} · ${tx.side === 'DEBIT' ? '−' : '+'}${format.money(tx.amountMinor, tx.currency)} · ${t(`transactionStatus.${tx.status}`)}`,
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
        <Text size="sm" c="dimmed">
          {t('attach.hint')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting} disabled={options.isSuccess && rows.length === 0}>
            {t('attach.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
