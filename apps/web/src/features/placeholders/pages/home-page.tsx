import { Badge, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCertificate, IconPlug, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/coming-soon.tsx';

const INDICATORS = [
  { key: 'drivers', icon: IconUsers },
  { key: 'cables', icon: IconPlug },
  { key: 'licenses', icon: IconCertificate },
] as const;

/** /dashboard/home: the three indicators and the drivers table, both still to come. */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {INDICATORS.map(({ key, icon: Icon }) => (
          <Paper key={key} withBorder radius="md" p="lg" aria-label={t(`home.indicators.${key}`)}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={6}>
                <Text size="sm" c="dimmed" fw={600} tt="uppercase">
                  {t(`home.indicators.${key}`)}
                </Text>
                <Text size="xl" fw={700} c="dimmed" aria-hidden>
                  –
                </Text>
                <Badge variant="light" color="gray" size="sm">
                  {t('comingSoon.badge')}
                </Badge>
              </Stack>
              <ThemeIcon variant="light" size={44} radius="md" aria-hidden>
                <Icon size={24} />
              </ThemeIcon>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      <ComingSoon page="home" />
    </Stack>
  );
}
