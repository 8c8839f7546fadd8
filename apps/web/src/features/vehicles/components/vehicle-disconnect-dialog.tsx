import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDisconnectConnection } from '../api/disconnect-connection.ts';

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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('disconnect.cancel')}
          </Button>
          <Button color="red" loading={disconnect.isPending} onClick={() => void confirm()}>
            {t('disconnect.submit')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
