import { useEffect, useRef } from 'react';
import { Alert, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CAR_API_CALLBACK_ERRORS } from '@fleetwatt/shared';
import { CallbackCard } from '../../../components/ui/callback-card.tsx';
import { errorMessage } from '../../../lib/notify.ts';
import { useCompleteCarApiCallback } from '../api/complete-car-api-callback.ts';

/**
 * /public/car-api/callback: the provider sends the browser here after the consent. The page hands
 * code and state to the backend once, which links the car to the driver, and says how it went.
 */
export default function CarApiCallbackPage() {
  const { t } = useTranslation('vehicles');
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const error = params.get('error');
  const complete = useCompleteCarApiCallback();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || error || !code || !state) return;
    sent.current = true;
    complete.mutate({ code, state });
  }, [code, state, error, complete]);

  let content;
  if (error || !code || !state) {
    const known = (CAR_API_CALLBACK_ERRORS as readonly string[]).includes(error ?? '');
    content = <Failure title={t('callback.failedTitle')} message={known ? t(`callback.${error}`) : t('callback.missing')} />;
  } else if (complete.isError) {
    content = <Failure title={t('callback.failedTitle')} message={errorMessage(complete.error)} />;
  } else if (complete.data) {
    const result = complete.data;
    const vehicles = result.vehicles.map((v) => `${v.make} ${v.model}`).join(', ');
    content = (
      <Stack gap="md" align="flex-start">
        <ThemeIcon color="teal" variant="light" size={48} radius="xl">
          <IconCircleCheck size={30} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('callback.successTitle')}
        </Title>
        <Text>{t('callback.success', { vehicles, driver: result.driverName, company: result.companyName })}</Text>
        <Text c="dimmed">{t('callback.close')}</Text>
      </Stack>
    );
  } else {
    content = (
      <Center py="xl">
        <Stack align="center" gap="sm">
          <Loader role="status" aria-label={t('callback.working')} />
          <Text>{t('callback.working')}</Text>
        </Stack>
      </Center>
    );
  }

  return (
    <CallbackCard title={t('callback.title')}>
      {content}
    </CallbackCard>
  );
}

function Failure({ title, message }: { title: string; message: string }) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {message}
    </Alert>
  );
}
