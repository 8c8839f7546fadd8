import { Anchor, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth-context.tsx';

/** /logout: where sign-out ends. It never moves on by itself; the button leads back in. */
export default function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = useAuth();
  return (
    <Center mih="60dvh" p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" maw={520} w="100%">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('logout.title')}
          </Title>
          <Text>{t('logout.message')}</Text>
          <Button size="md" leftSection={<IconLogin size={18} />} onClick={() => void navigate('/dashboard/home')}>
            {t('logout.button')}
          </Button>
          <Text size="sm" c="dimmed" ta="center">
            {t('logout.newHere')}{' '}
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => void auth.login({ signup: true, returnTo: '/dashboard/home' })}
            >
              {t('logout.createAccount')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
