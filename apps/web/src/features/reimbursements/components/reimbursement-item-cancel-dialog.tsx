import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReimbursementItem } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useCancelReimbursementItem } from '../api/cancel-reimbursement-item.ts';

/** Asks before cancelling one item of a reimbursement. */
export function ReimbursementItemCancelDialog({ reimbursementId, item, onClose }: { reimbursementId: string; item: ReimbursementItem | null; onClose: () => void }) {
  const { t } = useTranslation('reimbursements');
  const format = useFormat();
  const cancel = useCancelReimbursementItem();

  const confirm = async (target: ReimbursementItem) => {
    try {
      await cancel.mutateAsync({ reimbursementId, itemId: target.id });
      notifySuccess(t('cancelItem.done', { name: target.userName }));
      onClose();
    } catch (error) {
      notifyError(error, t('cancelItem.failed'));
    }
  };

  return (
    <AppModal opened={!!item} onClose={onClose} title={t('cancelItem.title')}>
      {item && (
        <Stack gap="md">
          <Text>{t('cancelItem.text', { name: item.userName, receipt: item.receiptNumber, amount: format.money(item.amountMinor, item.currency) })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancelItem.keep')}
            </Button>
            <Button color="red" onClick={() => void confirm(item)} loading={cancel.isPending}>
              {t('cancelItem.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
