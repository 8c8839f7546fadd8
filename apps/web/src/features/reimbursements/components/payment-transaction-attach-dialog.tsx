import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReimbursementDetail } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { ChooseOneForm } from '../../../components/ui/choose-one-form.tsx';
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
  return (
    <ChooseOneForm
      options={options.data?.map((tx) => ({
        value: tx.id,
        label: `${format.date(tx.bookedAt)} · ${tx.counterpartyName ?? '–'} · ${tx.side === 'DEBIT' ? '−' : '+'}${format.money(tx.amountMinor, tx.currency)} · ${t(`transactionStatus.${tx.status}`)}`,
      }))}
      label={t('attach.transaction')}
      placeholder={t('attach.placeholder')}
      requiredMessage={t('attach.required')}
      emptyMessage={t('attach.none')}
      after={
        <Text size="sm" c="dimmed">
          {t('attach.hint')}
        </Text>
      }
      cancelLabel={t('actions.cancel')}
      submitLabel={t('attach.submit')}
      choose={(transactionId) => attach.mutateAsync({ reimbursementId: reimbursement.id, transactionId })}
      failureTitle={t('attach.failed')}
      successMessage={() => t('attach.done')}
      onClose={onClose}
    />
  );
}
