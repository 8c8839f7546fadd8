import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDisconnectConnection } from '../api/disconnect-connection.ts';
import { ConfirmActions } from '../../../components/ui/dialog-actions.tsx';

/** Disconnect the driver's car after a confirmation; a failure shows the spec's vehicle deletion words. */
export function VehicleDisconnectDialog({ driver, onClose }: { driver: { id: string; name: string } | null; onClose: () => void }) {
  const { t } = useTranslation('vehicles');
  const disconnect = useDisconnectConnection();
  const confirm = async () => {
    if (!driver) return;
    try {
      await disconnect.mutateAsync(driver.id);
      notifySuccess(t('disconnect.success'));
      onClose();
    } catch (error) {
      notifyError(error, t('disconnect.failed'));
    }
  };
  return (
    <AppModal opened={!!driver} onClose={onClose} title={t('disconnect.title')}>
      <Stack gap="md">
        <Text size="sm">{t('disconnect.confirm', { name: driver?.name ?? '' })}</Text>
        <ConfirmActions onCancel={onClose} cancelLabel={t('disconnect.cancel')} confirmLabel={t('disconnect.submit')} color="red" loading={disconnect.isPending} onConfirm={() => void confirm()} />
      </Stack>
    </AppModal>
  );
}
