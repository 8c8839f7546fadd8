import type { ComponentType, ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChartLine, IconGauge, IconHome, IconRoad, IconUsers, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ConnectSummary } from '@fleetwatt/shared';
import { useFormat } from '../../../lib/use-format.ts';

interface Card {
  key: string;
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: ComponentType<{ size?: number }>;
}

/** Spec section 9's summary: forecast, driven km, average per driver, home charging, and who reports. */
export function ConnectSummaryCards({ summary, loading }: { summary: ConnectSummary | undefined; loading: boolean }) {
  const { t } = useTranslation('fleet-monitor');
  const format = useFormat();
  const s = summary;
  const cards: Card[] = [
    { key: 'forecast', label: t('summary.forecast'), value: format.km(s?.forecastKm), hint: s && t('summary.planned', { km: format.km(s.plannedKm) }), icon: IconChartLine },
    { key: 'driven', label: t('summary.driven'), value: format.km(s?.drivenKm), hint: s && t('summary.year', { year: s.year }), icon: IconRoad },
    { key: 'average', label: t('summary.average'), value: format.km(s?.averageKmPerDriver), hint: s && t('summary.withData', { withData: s.driversWithData, count: s.driversCount }), icon: IconUsers },
    { key: 'home', label: t('summary.home'), value: format.percent(s?.homeChargingAveragePercent), hint: t('summary.homeHint'), icon: IconHome },
    { key: 'noData', label: t('summary.noCarData'), value: format.number(s?.noCarDataCount), hint: t('summary.noCarDataHint'), icon: s?.noCarDataCount ? IconWifiOff : IconGauge },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="md" aria-label={t('summary.label')}>
      {cards.map(({ key, label, value, hint, icon: Icon }) => (
        <Paper key={key} withBorder radius="md" p="md" role="group" aria-label={label}>
          <Stack gap={6}>
            <Group gap={8} wrap="nowrap">
              <ThemeIcon variant="light" size={26} radius="md" aria-hidden>
                <Icon size={16} />
              </ThemeIcon>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase" lh={1.2}>
                {label}
              </Text>
            </Group>
            {loading && !s ? (
              <Skeleton h={28} w={90} />
            ) : (
              <Text fw={700} fz={22} lh={1.15} data-testid={`connect-summary-${key}`} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {value}
              </Text>
            )}
            {hint && (
              <Text size="xs" c="dimmed">
                {hint}
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
