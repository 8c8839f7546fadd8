import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invite } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteInvite } from '../api/delete-invite.ts';
import { ConfirmActions } from '../../../components/ui/dialog-actions.tsx';

/** Spec section 5: deleting an invite needs a confirmation. Nothing is deleted until it is given. */
export function InviteDeleteDialog({ invite, onClose }: { invite: Invite | null; onClose: () => void }) {
  const { t } = useTranslation('invites');
  const remove = useDeleteInvite();

  const confirm = async () => {
    if (!invite) return;
    try {
      await remove.mutateAsync(invite.token);
      notifySuccess(t('delete.deleted'));
      onClose();
    } catch (err) {
      notifyError(err, t('delete.failed'));
    }
  };

  return (
    <AppModal opened={!!invite} onClose={onClose} title={t('delete.title')}>
      <Stack gap="md">
        <Text>{t('delete.message', { email: invite?.email ?? '' })}</Text>
        <ConfirmActions onCancel={onClose} cancelLabel={t('delete.cancel')} confirmLabel={t('delete.confirm')} color="red" loading={remove.isPending} onConfirm={() => void confirm()} />
      </Stack>
    </AppModal>
  );
}
