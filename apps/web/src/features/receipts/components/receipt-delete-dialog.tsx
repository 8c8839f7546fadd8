import { useTranslation } from 'react-i18next';
import type { Receipt } from '@fleetwatt/shared';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteReceipt } from '../api/delete-receipt.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useLastValue } from '../../../lib/use-last-value.ts';

/** Delete a draft after a confirmation; its sessions are free again, its number is not given again. */
export function ReceiptDeleteDialog({ receipt, onClose }: { receipt: Receipt | null; onClose: () => void }) {
  const { t } = useTranslation('receipts');
  const shown = useLastValue(receipt);
  const remove = useDeleteReceipt();
  const confirm = async () => {
    if (!receipt) return;
    try {
      await remove.mutateAsync(receipt.id);
      notifySuccess(t('delete.success', { number: receipt.number }));
      onClose();
    } catch (error) {
      notifyError(error, t('delete.failed'));
    }
  };
  return (
    <ConfirmDialog
      opened={!!receipt}
      title={t('delete.title')}
      text={t('delete.confirm', { number: shown?.number ?? '', name: shown?.driverName ?? '' })}
      confirmLabel={t('delete.submit')}
      color="red"
      loading={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
