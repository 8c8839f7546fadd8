import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentTransaction } from '@fleetwatt/shared';
import { ItemDialog } from '../../../components/ui/item-dialog.tsx';
import { ChooseOneForm } from '../../../components/ui/choose-one-form.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useAttachToReimbursement } from '../api/attach-to-reimbursement.ts';
import { useReimbursementOptions } from '../api/search-reimbursement-options.ts';

/** Attaches a payment transaction to one of its company's reimbursements. */
export function PaymentTransactionAttachDialog({ transaction, onClose }: { transaction: PaymentTransaction | null; onClose: () => void }) {
  const { t } = useTranslation('payment-transactions');
  return (
    <ItemDialog item={transaction} onClose={onClose} title={t('attach.title')}>
      {(transaction) => <AttachForm transaction={transaction} onClose={onClose} />}
    </ItemDialog>
  );
}

function AttachForm({ transaction, onClose }: { transaction: PaymentTransaction; onClose: () => void }) {
  const { t } = useTranslation('payment-transactions');
  const format = useFormat();
  const options = useReimbursementOptions(transaction.companyId);
  const attach = useAttachToReimbursement();
  const linked = new Set(transaction.reimbursements.map((r) => r.id));
  const rows = options.data?.filter((r) => !linked.has(r.id));
  const amount = `${transaction.side === 'DEBIT' ? '−' : ''}${format.money(transaction.amountMinor, transaction.currency)}`;
  return (
    <ChooseOneForm
      options={rows?.map((r) => ({
        value: r.id,
        label: t('attach.option', {
          number: r.number,
          period: `${r.periodYear}-${String(r.periodMonth).padStart(2, '0')}`,
          amount: format.money(r.expenseMinor, r.currency),
        }),
      }))}
      label={t('attach.reimbursement')}
      placeholder={t('attach.placeholder')}
      requiredMessage={t('attach.required')}
      emptyMessage={t('attach.none')}
      before={
        <Text size="sm">
          {t('attach.transaction', { date: format.date(transaction.bookedAt), counterparty: transaction.counterpartyName ?? transaction.companyName, amount })}
        </Text>
      }
      cancelLabel={t('attach.cancel')}
      submitLabel={t('attach.submit')}
      choose={(reimbursementId) => attach.mutateAsync({ reimbursementId, transactionId: transaction.id })}
      failureTitle={t('attach.failed')}
      successMessage={(reimbursementId) => t('attach.done', { number: rows?.find((r) => r.id === reimbursementId)?.number ?? '' })}
      onClose={onClose}
    />
  );
}
