import { useState } from 'react';
import { Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMPANY_LANGUAGES, STAFF_ROLES, type StaffRole } from '@fleetwatt/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { uiLanguage } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCreateTeamInvite } from '../api/create-team-invite.ts';

type Language = (typeof COMPANY_LANGUAGES)[number];

/**
 * Invites one person to the team; it mails someone outside, so it says first who gets which link:
 * the address, the mail's language and, for administrators, the role (a fleet manager of `company`,
 * or another administrator). Without a company an administrator invites administrators.
 */
export function TeamInviteDialog({
  opened,
  onClose,
  isAdministrator,
  company,
  chooseRole = isAdministrator,
}: {
  opened: boolean;
  onClose: () => void;
  isAdministrator: boolean;
  /** The company whose fleet manager is invited (for a fleet manager: their company in scope). */
  company: { id: string; name: string } | null;
  /** Administrators choose the role unless the place invites only fleet managers (the company page). */
  chooseRole?: boolean;
}) {
  const { t } = useTranslation('team');
  const create = useCreateTeamInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>(isAdministrator && !company ? 'ADMINISTRATOR' : 'FLEETMANAGER');
  const [language, setLanguage] = useState<Language>(uiLanguage() === 'de' ? 'GERMAN' : 'ENGLISH');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setEmail('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    setError(null);
    try {
      // An administrator names the company; a fleet manager's is the one in scope.
      const companyId = isAdministrator && role === 'FLEETMANAGER' ? company?.id : undefined;
      const sent = await create.mutateAsync({ email, role, language, ...(companyId ? { companyId } : {}) });
      if (sent.emailSent) notifySuccess(t('invite.sent', { email: sent.email }));
      else notifyError(t('invite.notDelivered', { email: sent.email }));
      close();
    } catch (err) {
      if (err instanceof ApiError) setError(err.message);
      else notifyError(err, t('invite.failed'));
    }
  };

  const text =
    role === 'ADMINISTRATOR' ? t('invite.textAdministrator') : t('invite.textManager', { company: company?.name ?? '' });

  return (
    <ConfirmDialog
      opened={opened}
      onClose={close}
      title={t('invite.title')}
      text={text}
      confirmLabel={t('invite.submit')}
      loading={create.isPending}
      onConfirm={() => void submit()}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('invite.email')}
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
          {chooseRole && (
            <Select
              label={t('invite.role')}
              value={role}
              allowDeselect={false}
              data={STAFF_ROLES.filter((r) => r === 'ADMINISTRATOR' || company).map((r) => ({ value: r, label: t(`roles.${r}`) }))}
              onChange={(value) => value && setRole(value as StaffRole)}
            />
          )}
          <Select
            label={t('invite.language')}
            value={language}
            allowDeselect={false}
            data={COMPANY_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
            onChange={(value) => value && setLanguage(value as Language)}
          />
        </Stack>
      </form>
    </ConfirmDialog>
  );
}
