import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Tariff } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteTariff } from '../api/delete-tariff.ts';
import { useTariffText } from './use-tariff-text.ts';
import { ConfirmActions } from '../../../components/ui/dialog-actions.tsx';

/** Delete a tariff after a confirmation naming what happens to its sessions. */
export function TariffDeleteDialog({ tariff, onClose }: { tariff: Tariff | null; onClose: () => void }) {
  const { t } = useTranslation('tariffs');
  const text = useTariffText();
  const remove = useDeleteTariff();

  async function confirm() {
    if (!tariff) return;
    try {
      await remove.mutateAsync(tariff.id);
      notifySuccess(t('deleteDialog.done', { number: tariff.number }));
      onClose();
    } catch (error) {
      notifyError(error, t('deleteDialog.failed'));
    }
  }

  return (
    <AppModal opened={!!tariff} onClose={onClose} title={tariff ? t('deleteDialog.title', { number: tariff.number }) : ''}>
      {tariff && (
        <Stack gap="md">
          <Text size="sm">
            {t('deleteDialog.message', { number: tariff.number, driver: tariff.driverName, period: text.period(tariff), sessions: text.sessions(tariff.sessionCount) })}
          </Text>
          <ConfirmActions onCancel={onClose} cancelLabel={t('actions.cancel')} confirmLabel={t('deleteDialog.submit')} color="red" loading={remove.isPending} onConfirm={() => void confirm()} />
        </Stack>
      )}
    </AppModal>
  );
}
