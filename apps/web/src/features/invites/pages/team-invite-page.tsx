import type { ReactNode } from 'react';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconClockExclamation, IconLinkOff, IconUsers } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicTeamInvite } from '@fleetwatt/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { InviteOutcome } from '../components/invite-outcome.tsx';
import { formatDate, uiLanguage } from '../../../lib/format.ts';
import { useAcceptTeamInvite } from '../api/accept-team-invite.ts';
import { useTeamInvite } from '../api/get-team-invite.ts';

/** What the page needs of the sign-in, given by the app. */
export interface TeamInviteSignIn {
  signedIn: boolean;
  login(options: { returnTo: string; signup?: boolean; teamInvite?: string }): void;
}

/**
 * /public/team-invite/:token: the link of a team invite mail. A new person creates their account
 * through the sign-in provider's invite form (the address, company and role are the invite's); someone
 * with an account signs in and joins. Joining signs in again, so the app sees the new role.
 */
export default function TeamInvitePage({ signIn }: { signIn: TeamInviteSignIn }) {
  const { token = '' } = useParams();
  const invite = useTeamInvite(token);
  const lang = invite.data ? (invite.data.language === 'GERMAN' ? 'de' : 'en') : uiLanguage();
  const { t, ready } = useTranslation('invites', { lng: lang });

  let content: ReactNode;
  if (invite.isPending || !ready) {
    content = (
      <Center py="xl">
        <Loader role="status" aria-label={t('team.loading')} />
      </Center>
    );
  } else if (invite.error instanceof ApiError && invite.error.status === 404) {
    content = <InviteOutcome icon={<IconLinkOff />} color="red" title={t('team.invalidTitle')} message={t('team.invalidMessage')} />;
  } else if (invite.error || !invite.data) {
    content = (
      <Alert color="red" role="alert">
        {invite.error instanceof ApiError ? invite.error.message : t('team.failed')}
      </Alert>
    );
  } else {
    content = <TeamInviteState invite={invite.data} token={token} lang={lang} signIn={signIn} />;
  }
  return (
    <Paper withBorder shadow="sm" radius="md" p="xl" maw={560} w="100%" lang={lang}>
      {content}
    </Paper>
  );
}

function TeamInviteState({ invite, token, lang, signIn }: { invite: PublicTeamInvite; token: string; lang: 'en' | 'de'; signIn: TeamInviteSignIn }) {
  const { t } = useTranslation('invites', { lng: lang });
  const accept = useAcceptTeamInvite(token);
  const company = invite.companyName;

  if (invite.status === 'ACCEPTED') {
    return <InviteOutcome icon={<IconCircleCheck />} color="teal" title={t('team.acceptedTitle')} message={t('team.acceptedMessage')} />;
  }
  if (invite.status === 'WITHDRAWN') {
    return <InviteOutcome icon={<IconLinkOff />} color="gray" title={t('team.withdrawnTitle')} message={t('team.withdrawnMessage')} />;
  }
  if (invite.expired) {
    return <InviteOutcome icon={<IconClockExclamation />} color="orange" title={t('team.expiredTitle')} message={t('team.expiredMessage')} />;
  }
  const here = `/public/team-invite/${encodeURIComponent(token)}`;
  const join = () =>
    accept.mutate(undefined, { onSuccess: () => signIn.login({ returnTo: '/dashboard/home' }) });
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="xl" radius="xl">
          <IconUsers />
        </ThemeIcon>
        <Title order={1} size="h2">
          {company && invite.role === 'FLEETMANAGER' ? t('team.managerTitle', { company }) : t('team.adminTitle')}
        </Title>
      </Group>
      <Text>{t('team.message', { email: invite.email })}</Text>
      <Text size="sm" c="dimmed">
        {t('team.validUntil', { date: formatDate(invite.expiresAt, lang) })}
      </Text>
      {accept.error && (
        <Alert color="red" role="alert">
          {accept.error instanceof ApiError ? accept.error.message : t('team.failed')}
        </Alert>
      )}
      {signIn.signedIn ? (
        <Group justify="flex-end">
          <Button onClick={join} loading={accept.isPending}>
            {t('team.join')}
          </Button>
        </Group>
      ) : (
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => signIn.login({ returnTo: here })}>
            {t('team.signIn')}
          </Button>
          <Button onClick={() => signIn.login({ signup: true, teamInvite: token, returnTo: '/dashboard/home' })}>{t('team.createAccount')}</Button>
        </Group>
      )}
    </Stack>
  );
}
