import { useTranslation } from 'react-i18next';
import type { Receipt } from '@fleetwatt/shared';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCorrectReceipt } from '../api/correct-receipt.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useLastValue } from '../../../lib/use-last-value.ts';

/** Resend as correction: a new draft version replaces the submitted receipt; submit and send it to resend. */
export function ReceiptCorrectionDialog({ receipt, onClose }: { receipt: Receipt | null; onClose: () => void }) {
  const { t } = useTranslation('receipts');
  const shown = useLastValue(receipt);
  const correct = useCorrectReceipt();
  const confirm = async () => {
    if (!receipt) return;
    try {
      const correction = await correct.mutateAsync(receipt.id);
      notifySuccess(t('correct.success', { number: correction.number, old: receipt.number }));
      onClose();
    } catch (error) {
      notifyError(error, t('save.failed'));
    }
  };
  return (
    <ConfirmDialog
      opened={!!receipt}
      title={t('correct.title')}
      text={t('correct.confirm', { number: shown?.number ?? '' })}
      confirmLabel={t('correct.submit')}
      loading={correct.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
