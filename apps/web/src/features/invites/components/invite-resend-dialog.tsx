import { useTranslation } from 'react-i18next';
import type { Invite } from '@fleetwatt/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useLastValue } from '../../../lib/use-last-value.ts';
import { useResendInvite } from '../api/resend-invite.ts';

/** Sending an invite again mails someone outside the company, and revives an expired one with a new link: it asks first. */
export function InviteResendDialog({ invite: current, onClose }: { invite: Invite | null; onClose: () => void }) {
  const { t } = useTranslation('invites');
  const invite = useLastValue(current);
  const resend = useResendInvite();
  const values = { email: invite?.email ?? '', company: invite?.companyName ?? '' };
  const confirm = async () => {
    if (!invite) return;
    try {
      const sent = await resend.mutateAsync(invite.token);
      if (sent.emailSent) notifySuccess(t('actions.resent', { email: invite.email }));
      else notifyError(t('actions.notDelivered', { email: invite.email }));
      onClose();
    } catch (err) {
      notifyError(err, t('actions.resendFailed'));
    }
  };
  return (
    <ConfirmDialog
      opened={!!current}
      title={t('resend.title')}
      text={invite?.status === 'EXPIRED' ? t('resend.expired', values) : t('resend.pending', values)}
      confirmLabel={t('resend.confirm', values)}
      loading={resend.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
