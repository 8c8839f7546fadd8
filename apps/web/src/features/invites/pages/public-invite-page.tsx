import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, Paper, SegmentedControl, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockExclamation, IconLinkOff, IconMail } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, type PublicInvite } from '@fleetwatt/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { InviteOutcome } from '../components/invite-outcome.tsx';
import { formatDate, uiLanguage } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useAnswerInvite, type InviteResponse } from '../api/answer-invite.ts';
import { usePublicInvite } from '../api/get-public-invite.ts';

type Fixed = ReturnType<typeof useTranslation>['t'];

const codeOf = (err: unknown) => (err instanceof ApiError ? err.code : undefined);

/**
 * /public/invite/:token: a driver accepts or declines a company's invitation without signing in.
 * It speaks the invite's language unless the reader picks the other one.
 */
export default function PublicInvitePage() {
  const { token = '' } = useParams();
  const invite = usePublicInvite(token);
  const answer = useAnswerInvite(token);
  const [chosen, setChosen] = useState<Language | null>(null);
  const [accountMissing, setAccountMissing] = useState(false);

  const inviteLang: Language | null = invite.data ? (invite.data.language === 'GERMAN' ? 'de' : 'en') : null;
  const lang = chosen ?? inviteLang ?? uiLanguage();
  // The page's language may not be the one the app shows: it loads on demand, behind the loader.
  const { t, ready } = useTranslation('invites', { lng: lang });

  const respond = (response: InviteResponse) => {
    setAccountMissing(false);
    answer.mutate(response, {
      onError: (err) => {
        const code = codeOf(err);
        if (code === 'ACCOUNT_NOT_FOUND') setAccountMissing(true);
        // Expired, answered meanwhile or gone: the invite is read again and shows why.
        else if (code !== 'INVITE_EXPIRED' && code !== 'INVITE_ALREADY_ANSWERED' && code !== 'INVALID_TOKEN') {
          notifyError(t('public.failed'));
        }
      },
    });
  };

  const answerCode = codeOf(answer.error);
  let content;
  if (invite.isPending || !ready) {
    content = (
      <Center py="xl">
        <Loader role="status" aria-label={t('public.loading')} />
      </Center>
    );
  } else if (answerCode === 'INVALID_TOKEN' || (invite.error && (codeOf(invite.error) === 'INVALID_TOKEN' || (invite.error as ApiError).status === 404))) {
    content = <InviteOutcome icon={<IconLinkOff />} color="red" title={t('public.invalidTitle')} message={t('public.invalidMessage')} />;
  } else if (invite.error || !invite.data) {
    content = (
      <Alert color="red" role="alert">
        {invite.error instanceof ApiError ? invite.error.message : t('public.failed')}
      </Alert>
    );
  } else {
    content = (
      <InviteState
        invite={invite.data}
        status={answer.data?.status ?? invite.data.status}
        expired={answerCode === 'INVITE_EXPIRED' || invite.data.expired}
        accountMissing={accountMissing}
        pending={answer.isPending ? answer.variables : undefined}
        onRespond={respond}
        lang={lang}
        t={t}
      />
    );
  }

  return (
    <Paper withBorder shadow="sm" radius="md" p="xl" maw={560} w="100%" lang={lang}>
      <Stack gap="lg">
        <Group justify="flex-end">
          <SegmentedControl
            size="xs"
            aria-label={t('public.language')}
            value={lang}
            onChange={(value) => setChosen(value as Language)}
            data={LANGUAGES.map((l) => ({ value: l, label: t(`common:languages.${l}`) }))}
          />
        </Group>
        {content}
      </Stack>
    </Paper>
  );
}

interface InviteStateProps {
  invite: PublicInvite;
  status: PublicInvite['status'];
  expired: boolean;
  accountMissing: boolean;
  pending: InviteResponse | undefined;
  onRespond: (response: InviteResponse) => void;
  lang: Language;
  t: Fixed;
}

function InviteState({ invite, status, expired, accountMissing, pending, onRespond, lang, t }: InviteStateProps) {
  const company = invite.companyName;
  if (status === 'ACCEPTED') {
    return <InviteOutcome icon={<IconCircleCheck />} color="teal" title={t('public.acceptedTitle')} message={t('public.acceptedMessage', { company })} />;
  }
  if (status === 'DECLINED') {
    return <InviteOutcome icon={<IconCircleX />} color="gray" title={t('public.declinedTitle')} message={t('public.declinedMessage', { company })} />;
  }
  if (expired) {
    return <InviteOutcome icon={<IconClockExclamation />} color="orange" title={t('public.expiredTitle')} message={t('public.expiredMessage', { company })} />;
  }
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="xl" radius="xl">
          <IconMail />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('public.title', { company })}
        </Title>
      </Group>
      <Text>{t('public.message', { company, email: invite.email })}</Text>
      <Text size="sm" c="dimmed">
        {t('public.validUntil', { date: formatDate(invite.expiresAt, lang) })}
      </Text>
      {accountMissing && (
        <Alert color="yellow" title={t('public.accountNotFoundTitle')} role="alert">
          {t('public.accountNotFoundMessage', { email: invite.email })}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => onRespond('reject')} loading={pending === 'reject'} disabled={!!pending}>
          {t('public.decline')}
        </Button>
        <Button onClick={() => onRespond('accept')} loading={pending === 'accept'} disabled={!!pending}>
          {t('public.accept')}
        </Button>
      </Group>
    </Stack>
  );
}
