import { Alert, Anchor, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconShieldX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The user's role does not allow this page (spec section 6). */
export function PermissionDenied({ onSignOut, driver = false }: { onSignOut?: () => void; driver?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih="50dvh" p="md">
      <Paper withBorder radius="md" p="xl" maw={560} w="100%">
        <Stack gap="md">
          <Title order={2}>{t('guards.permissionDenied.title')}</Title>
          <Alert color="red" variant="light" icon={<IconShieldX size={20} />}>
            {t('guards.permissionDenied.message')}
          </Alert>
          {driver && <Text>{t('guards.permissionDenied.driverApp')}</Text>}
          {onSignOut ? (
            <Button variant="default" onClick={onSignOut}>
              {t('nav.signOut')}
            </Button>
          ) : (
            <Anchor component={Link} to="/dashboard/home">
              {t('guards.permissionDenied.back')}
            </Anchor>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}

/** The user has not finished onboarding yet (spec section 2). */
export function AccessDenied() {
  const { t } = useTranslation();
  return (
    <Center mih="50dvh" p="md">
      <Paper withBorder radius="md" p="xl" maw={560} w="100%">
        <Stack gap="md">
          <Title order={2}>{t('guards.accessDenied.title')}</Title>
          <Alert color="orange" variant="light" icon={<IconLock size={20} />}>
            {t('guards.accessDenied.message')}
          </Alert>
          <Text>
            <Anchor component={Link} to="/onboarding/home" fw={600}>
              {t('guards.accessDenied.link')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
