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
  const declined = params.get('error');
  const done = useCompleteBankConnection(declined ? '' : code, state);

  let content;
  if (declined || !code || !state) {
    // What the bank sent back decides what went wrong: a refusal, no code, or a code without the sign-in's check.
    content = (
      <Alert color="yellow" role="alert">
        {declined ? t('callback.declined') : !code ? t('callback.missing') : t('callback.noState')}
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
        {done.data ? (
          <Button component={Link} to={`/dashboard/company/${done.data.companyId}`} variant="light" w="fit-content">
            {t('callback.backToCompany', { company: done.data.companyName })}
          </Button>
        ) : (
          <Button component={Link} to="/dashboard/home" variant="light" w="fit-content">
            {t('callback.backHome')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
