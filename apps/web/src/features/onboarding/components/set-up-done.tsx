import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** What a manager whose company is set up sees on /onboarding/home. */
export function SetUpDone() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" maw={760}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('onboarding:done.title')}
        </Title>
        <Text c="dimmed">{t('onboarding:done.text')}</Text>
        <Anchor component={Link} to="/dashboard/home">
          {t('onboarding:done.home')}
        </Anchor>
        <Anchor component={Link} to="/dashboard/driver">
          {t('onboarding:done.drivers')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
