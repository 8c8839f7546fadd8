import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChargingSessionBulkReview } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useReviewChargingSessions } from '../api/review-charging-sessions.ts';

export type BulkStatus = ChargingSessionBulkReview['reviewStatus'];

/** Confirms marking the selected sessions REVIEWED or IGNORED; all or nothing on the server. */
export function ChargingSessionsReviewDialog({
  ids,
  status,
  onClose,
  onDone,
}: {
  ids: string[];
  status: BulkStatus | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('charging-sessions');
  const review = useReviewChargingSessions();
  const count = ids.length;
  return (
    <AppModal opened={!!status} onClose={onClose} title={status ? t(`bulk.confirmTitle_${status}`) : ''}>
      {status && (
        <Stack gap="md">
          <Text size="sm">{t(`bulk.confirm_${status}`, { count })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button
              color={status === 'IGNORED' ? 'gray' : undefined}
              loading={review.isPending}
              onClick={async () => {
                try {
                  const result = await review.mutateAsync({ ids, reviewStatus: status });
                  notifySuccess(t(`bulk.done_${status}`, { count: result.updated }));
                  onDone();
                } catch (error) {
                  notifyError(error, t('form.failed'));
                  onClose();
                }
              }}
            >
              {status === 'REVIEWED' ? t('bulk.markReviewed') : t('bulk.markIgnored')}
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
