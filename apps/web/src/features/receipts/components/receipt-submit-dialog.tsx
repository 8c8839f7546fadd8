import { useTranslation } from 'react-i18next';
import type { Receipt } from '@fleetwatt/shared';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSubmitReceipt } from '../api/submit-receipt.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useLastValue } from '../../../lib/use-last-value.ts';

/** Submit a draft: its sessions are frozen and its PDF is kept as it is. */
export function ReceiptSubmitDialog({ receipt, onClose }: { receipt: Receipt | null; onClose: () => void }) {
  const { t } = useTranslation('receipts');
  const shown = useLastValue(receipt);
  const submit = useSubmitReceipt();
  const confirm = async () => {
    if (!receipt) return;
    try {
      await submit.mutateAsync(receipt.id);
      notifySuccess(t('submit.success', { number: receipt.number }));
      onClose();
    } catch (error) {
      notifyError(error, t('submit.failed'));
    }
  };
  return (
    <ConfirmDialog
      opened={!!receipt}
      title={t('submit.title')}
      text={t('submit.confirm', { number: shown?.number ?? '', name: shown?.driverName ?? '' })}
      confirmLabel={t('submit.submit')}
      loading={submit.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
