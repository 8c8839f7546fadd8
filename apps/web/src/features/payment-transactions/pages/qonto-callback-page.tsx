import { Alert, Button, Center, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CallbackCard } from '../../../components/ui/callback-card.tsx';
import { errorMessage } from '../../../lib/notify.ts';
import { bankReturn } from '../api/bank-return.ts';
import { useCompleteBankConnection } from '../api/complete-bank-connection.ts';

/**
 * /public/qonto/callback: the bank sends the browser back here with a code; this page finishes the
 * connection and leads back to the page it was started on (the company page or a reimbursement, which
 * the user's role may see). Without that page: the connected company's page, or after a failure the
 * dashboard, which every role has.
 */
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
    <CallbackCard title={t('callback.title')}>
      {content}
      <BackLink companyId={done.data?.companyId} companyName={done.data?.companyName} failed={!done.data} />
    </CallbackCard>
  );
}

function BackLink({ companyId, companyName, failed }: { companyId?: string; companyName?: string; failed: boolean }) {
  const { t } = useTranslation('payment-transactions');
  const started = bankReturn();
  const toReimbursement = started?.startsWith('/dashboard/receipt-reimbursements');
  let to: string;
  let label: string;
  if (started) {
    to = started;
    label = failed ? t('callback.tryAgain') : toReimbursement ? t('callback.backToReimbursement') : companyName ? t('callback.backToCompany', { company: companyName }) : t('callback.back');
  } else if (companyId && companyName) {
    to = `/dashboard/company/${companyId}`;
    label = t('callback.backToCompany', { company: companyName });
  } else {
    to = '/dashboard/home';
    label = t('callback.backHome');
  }
  return (
    <Button component={Link} to={to} variant="light" w="fit-content">
      {label}
    </Button>
  );
}
