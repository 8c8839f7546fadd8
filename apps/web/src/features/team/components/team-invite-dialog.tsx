import { useState } from 'react';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMPANY_LANGUAGES, STAFF_ROLES, type StaffRole } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { uiLanguage } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCreateTeamInvite } from '../api/create-team-invite.ts';

type Language = (typeof COMPANY_LANGUAGES)[number];

/**
 * Invites one person to the team: the address, the mail's language and, for administrators, the role
 * (a fleet manager of the selected company, or another administrator).
 */
export function TeamInviteDialog({
  opened,
  onClose,
  isAdministrator,
  companySelected,
}: {
  opened: boolean;
  onClose: () => void;
  isAdministrator: boolean;
  companySelected: boolean;
}) {
  const { t } = useTranslation('team');
  const create = useCreateTeamInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>(isAdministrator && !companySelected ? 'ADMINISTRATOR' : 'FLEETMANAGER');
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
      const sent = await create.mutateAsync({ email, role, language });
      if (sent.emailSent) notifySuccess(t('invite.sent', { email: sent.email }));
      else notifyError(t('invite.notDelivered', { email: sent.email }));
      close();
    } catch (err) {
      if (err instanceof ApiError) setError(err.message);
      else notifyError(err, t('invite.failed'));
    }
  };

  return (
    <AppModal opened={opened} onClose={close} title={t('invite.title')}>
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
          {isAdministrator && (
            <Select
              label={t('invite.role')}
              value={role}
              allowDeselect={false}
              data={STAFF_ROLES.filter((r) => r === 'ADMINISTRATOR' || companySelected).map((r) => ({ value: r, label: t(`roles.${r}`) }))}
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
