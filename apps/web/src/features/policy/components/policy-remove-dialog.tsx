import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useUpdatePolicy } from '../api/update-policy.ts';

/** Asks before the policy is removed. */
export function PolicyRemoveDialog({ companyId, opened, onClose }: { companyId: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('policy');
  const update = useUpdatePolicy(companyId);
  const remove = async () => {
    try {
      await update.mutateAsync({ policy: null });
      notifySuccess(t('remove.done'));
      onClose();
    } catch (error) {
      notifyError(error, t('remove.failed'));
    }
  };
  return (
    <AppModal opened={opened} onClose={onClose} title={t('remove.title')}>
      <Stack gap="md">
        <Text size="sm">{t('remove.question')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" onClick={() => void remove()} loading={update.isPending}>
            {t('remove.confirm')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
