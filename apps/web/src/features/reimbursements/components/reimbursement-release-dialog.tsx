import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReimbursementDetail } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useApproveReimbursement } from '../api/approve-reimbursement.ts';

/** Release for payment: every pending item becomes approved and can be paid out. */
export function ReimbursementReleaseDialog({ reimbursement, opened, onClose }: { reimbursement: ReimbursementDetail; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('reimbursements');
  const format = useFormat();
  const approve = useApproveReimbursement();
  const pending = reimbursement.items.filter((i) => i.status === 'PENDING');
  const total = pending.reduce((s, i) => s + i.amountMinor, 0);

  const release = async () => {
    try {
      await approve.mutateAsync(reimbursement.id);
      notifySuccess(t('release.done', { number: reimbursement.number }));
      onClose();
    } catch (error) {
      notifyError(error, t('release.failed'));
    }
  };

  return (
    <AppModal opened={opened} onClose={onClose} title={t('release.title')}>
      <Stack gap="md">
        <Text>{t('release.text', { count: pending.length, number: reimbursement.number, total: format.money(total, reimbursement.currency) })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={() => void release()} loading={approve.isPending}>
            {t('release.submit')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
