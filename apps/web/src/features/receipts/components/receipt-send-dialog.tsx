import { useTranslation } from 'react-i18next';
import type { Receipt } from '@fleetwatt/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useLastValue } from '../../../lib/use-last-value.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useSendReceipt } from '../api/send-receipt.ts';

/** Send mails the receipt's PDF outside the company: it says to whom, and what, before it goes. */
export function ReceiptSendDialog({ receipt, onClose }: { receipt: Receipt | null; onClose: () => void }) {
  const { t } = useTranslation('receipts');
  const format = useFormat();
  const shown = useLastValue(receipt);
  const send = useSendReceipt();
  const confirm = async () => {
    if (!receipt) return;
    try {
      const result = await send.mutateAsync(receipt.id);
      notifySuccess(t('send.success', { number: receipt.number, to: result.to }));
      onClose();
    } catch (error) {
      notifyError(error, t('send.failed'));
    }
  };
  const to = shown?.recipientEmail ?? '';
  const values = { number: shown?.number ?? '', name: shown?.driverName ?? '', amount: shown ? format.money(shown.expenseMinor, shown.currency) : '', to };
  return (
    <ConfirmDialog
      opened={!!receipt}
      title={t('send.title')}
      text={shown?.sent ? t('send.confirmAgain', values) : t('send.confirm', values)}
      confirmLabel={t('send.submit', { to })}
      loading={send.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
