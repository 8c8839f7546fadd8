import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** /unauthorized: a title, a message and the way to dashboard onboarding (spec section 2). */
export default function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <Paper withBorder shadow="sm" radius="md" p="xl" maw={520} w="100%">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('unauthorized.title')}
        </Title>
        <Text>{t('unauthorized.message')}</Text>
        <Anchor component={Link} to="/onboarding/home" fw={600}>
          {t('unauthorized.link')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
