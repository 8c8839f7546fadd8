import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Shown when a page cannot be loaded, for example a stale chunk after a release. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error('route failed', error);
  return (
    <Center mih="60dvh" p="md">
      <Paper withBorder radius="md" p="xl" maw={520} w="100%">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('routeError.title')}
          </Title>
          <Text>{t('routeError.message')}</Text>
          <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
