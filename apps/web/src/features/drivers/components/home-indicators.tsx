import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCertificate, IconPlug, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CompanySummary } from '@fleetwatt/shared';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useCompanySummary } from '../api/get-company-summary.ts';

const INDICATORS = [
  { key: 'drivers', field: 'userCount', icon: IconUsers },
  { key: 'cables', field: 'cableCount', icon: IconPlug },
  { key: 'licenses', field: 'subscriptionCount', icon: IconCertificate },
] as const satisfies readonly { key: string; field: keyof CompanySummary; icon: unknown }[];

/** Drivers, cables and licenses of the selected company (or all, for administrators). */
export function HomeIndicators() {
  const { t } = useTranslation('home');
  const format = useFormat();
  const summary = useCompanySummary();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {INDICATORS.map(({ key, field, icon: Icon }) => {
        const value = summary.data?.[field];
        return (
          <Paper key={key} withBorder radius="md" p="lg" role="group" aria-label={t(`indicators.${key}`)} data-testid={`indicator-${key}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={6}>
                <Text size="sm" c="dimmed" fw={600} tt="uppercase">
                  {t(`indicators.${key}`)}
                </Text>
                {summary.isPending ? (
                  <Skeleton h={30} w={60} aria-label={t('indicators.loading')} />
                ) : (
                  <Text size="xl" fw={700} fz={28} lh={1.1}>
                    {value === undefined ? EMPTY_VALUE : format.number(value)}
                  </Text>
                )}
              </Stack>
              <ThemeIcon variant="light" size={44} radius="md" aria-hidden>
                <Icon size={24} />
              </ThemeIcon>
            </Group>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
