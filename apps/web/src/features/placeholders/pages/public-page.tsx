import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An open page (invite, provider callbacks) whose handling comes in later work. */
export function PublicComingSoonPage({ page }: { page: 'qontoCallback' | 'carApiCallback' }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder shadow="sm" radius="md" p="xl" maw={560} w="100%">
      <Stack gap="md" align="flex-start">
        <Badge variant="light" color="gray" size="lg">
          {t('comingSoon.badge')}
        </Badge>
        <Title order={1} size="h2">
          {t(`pages.${page}.title`)}
        </Title>
        <Text>{t(`pages.${page}.description`)}</Text>
      </Stack>
    </Paper>
  );
}
