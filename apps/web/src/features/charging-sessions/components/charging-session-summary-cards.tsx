import type { ComponentType } from 'react';
import { Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBolt, IconCoin, IconReceipt2, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChargingSessionSummary, Currency } from '@fleetwatt/shared';
import { useFormat } from '../../../lib/use-format.ts';

interface Card {
  key: string;
  label: string;
  value: string;
  change: number | null;
  icon: ComponentType<{ size?: number }>;
}

/**
 * The indicators of spec section 3 for the period: energy, expenses, average price per kWh and
 * average expense per driver, each with the change against the previous month (or year).
 */
export function ChargingSessionSummaryCards({
  summary,
  loading,
  onCurrencyChange,
}: {
  summary: ChargingSessionSummary | undefined;
  loading: boolean;
  onCurrencyChange: (currency: Currency) => void;
}) {
  const { t } = useTranslation('charging-sessions');
  const format = useFormat();
  const currency = summary?.currency ?? 'EUR';
  const versus = summary?.month === null ? t('summary.vsPreviousYear') : t('summary.vsPreviousMonth');
  const cards: Card[] = [
    {
      key: 'energyConsumption',
      label: t('summary.energyConsumption'),
      value: format.energy(summary?.current.energyConsumption),
      change: summary?.energyConsumptionPercentage ?? null,
      icon: IconBolt,
    },
    {
      key: 'expenses',
      label: t('summary.expenses'),
      value: format.money(summary?.current.expenses, currency),
      change: summary?.expensesPercentage ?? null,
      icon: IconReceipt2,
    },
    {
      key: 'avgPricePerKWh',
      label: t('summary.avgPricePerKWh'),
      value: format.tariff(summary?.avgPricePerKWh, currency),
      change: summary?.avgPricePerKWhPercentage ?? null,
      icon: IconCoin,
    },
    {
      key: 'avgExpensePerUser',
      label: t('summary.avgExpensePerUser'),
      value: format.money(summary?.avgExpensePerUser, currency),
      change: summary?.avgExpensePerUserPercentage ?? null,
      icon: IconUser,
    },
  ];

  return (
    <Stack gap="xs">
      {summary && summary.currencies.length > 1 && (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('summary.currency')}
          </Text>
          <SegmentedControl
            size="xs"
            data={summary.currencies}
            value={currency}
            onChange={(v) => onCurrencyChange(v as Currency)}
            aria-label={t('summary.currency')}
          />
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" aria-label={t('summary.label')}>
        {cards.map(({ key, label, value, change, icon: Icon }) => (
          <Paper key={key} withBorder radius="md" p="md" role="group" aria-label={label}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={4}>
                <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                  {label}
                </Text>
                {loading && !summary ? (
                  <Skeleton h={28} w={120} />
                ) : (
                  <Text fw={700} fz={22} lh={1.2} data-testid={`summary-${key}`} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {value}
                  </Text>
                )}
                {summary && (
                  <Text size="xs" c="dimmed" data-testid={`summary-${key}-change`}>
                    {change === null ? t('summary.noComparison') : `${format.percentChange(change)} ${versus}`}
                  </Text>
                )}
              </Stack>
              <ThemeIcon variant="light" size={34} radius="md" aria-hidden>
                <Icon size={20} />
              </ThemeIcon>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
