import type { ComponentType } from 'react';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { EMPTY_VALUE } from '../../lib/format.ts';
import { useFormat } from '../../lib/use-format.ts';

export interface StatCard {
  /** Stable key; the card's test id is `${testIdPrefix}-${key}`. */
  key: string;
  label: string;
  value: number | undefined;
  icon: ComponentType<{ size?: number }>;
}

/** A row of counts, each a labelled card (the home indicators, a company in numbers). */
export function StatCards({
  cards,
  loading,
  label,
  testIdPrefix = 'stat',
}: {
  cards: readonly StatCard[];
  loading: boolean;
  label?: string;
  testIdPrefix?: string;
}) {
  const format = useFormat();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" aria-label={label}>
      {cards.map(({ key, label: cardLabel, value, icon: Icon }) => (
        <Paper key={key} withBorder radius="md" p="lg" role="group" aria-label={cardLabel}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={6}>
              <Text size="sm" c="dimmed" fw={600} tt="uppercase">
                {cardLabel}
              </Text>
              {loading ? (
                <Skeleton h={30} w={60} />
              ) : (
                <Text size="xl" fw={700} fz={28} lh={1.1} data-testid={`${testIdPrefix}-${key}`}>
                  {value === undefined ? EMPTY_VALUE : format.number(value)}
                </Text>
              )}
            </Stack>
            <ThemeIcon variant="light" size={44} radius="md" aria-hidden>
              <Icon size={24} />
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
