import { Alert, Button, Center, Code, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AuthError } from '../auth.ts';
import { useAuth } from '../auth-context.tsx';

/** One identity error of spec section 8, with the way back in. */
export function AuthErrorView({ error, returnTo }: { error: AuthError; returnTo?: string }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const retry =
    error.kind === 'config_unavailable'
      ? () => window.location.reload()
      : () => void auth.login({ returnTo });
  return (
    <Center mih="70dvh" p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" maw={520} w="100%">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t(`auth.errors.${error.kind}.title`)}
          </Title>
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
            {t(`auth.errors.${error.kind}.message`)}
          </Alert>
          {error.detail && error.kind === 'unknown' && (
            <Text size="xs" c="dimmed">
              {t('auth.errorDetail')} <Code>{error.detail}</Code>
            </Text>
          )}
          <Button onClick={retry} size="md">
            {error.kind === 'config_unavailable' ? t('auth.tryAgain') : t('auth.signInAgain')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
