import { Alert, Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/notify.ts';
import { useCompleteBankConnection } from '../api/complete-bank-connection.ts';

/** /public/qonto/callback: the bank sends the browser back here with a code; this page finishes the connection. */
export default function QontoCallbackPage() {
  const { t } = useTranslation('payment-transactions');
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const done = useCompleteBankConnection(code, state);

  let content;
  if (!code || !state) {
    content = (
      <Alert color="yellow" role="alert">
        {t('callback.missing')}
      </Alert>
    );
  } else if (done.isPending) {
    content = (
      <Center py="md">
        <Stack align="center" gap="sm">
          <Loader />
          <Text>{t('callback.working')}</Text>
        </Stack>
      </Center>
    );
  } else if (done.error) {
    content = (
      <Alert color="red" role="alert" title={t('callback.failed')}>
        {errorMessage(done.error)}
      </Alert>
    );
  } else {
    content = (
      <Stack gap="xs" align="flex-start">
        <ThemeIcon color="teal" variant="light" size="xl" radius="xl">
          <IconCircleCheck />
        </ThemeIcon>
        <Text fw={600}>{t('callback.done', { company: done.data.companyName })}</Text>
        {done.data.accountIban && <Text size="sm">{t('callback.account', { iban: done.data.accountIban })}</Text>}
      </Stack>
    );
  }

  return (
    <Paper withBorder shadow="sm" radius="md" p="xl" maw={560} w="100%">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('callback.title')}
        </Title>
        {content}
        <Button component={Link} to="/dashboard/payment-transactions" variant="light" w="fit-content">
          {t('callback.back')}
        </Button>
      </Stack>
    </Paper>
  );
}
