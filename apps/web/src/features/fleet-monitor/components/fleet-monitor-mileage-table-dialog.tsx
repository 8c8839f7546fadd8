import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Alert, Center, Loader, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DriverChart } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { EMPTY_VALUE, monthNames } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useDriverChart } from '../api/get-driver-chart.ts';

export interface ChartDriver {
  id: string;
  name: string;
}

/**
 * The spec's "fleet monitor mileage table" modal for one driver: cumulative km of the year against
 * the plan line and the forecast, and the same month by month.
 */
export function FleetMonitorMileageTableDialog({ driver, year, onClose }: { driver: ChartDriver | null; year: number; onClose: () => void }) {
  const { t } = useTranslation('fleet-monitor');
  return (
    <AppModal opened={!!driver} onClose={onClose} title={driver ? t('chart.title', { name: driver.name, year }) : ''} size="xl">
      {driver && <ChartContent driverId={driver.id} year={year} />}
    </AppModal>
  );
}

function ChartContent({ driverId, year }: { driverId: string; year: number }) {
  const { t } = useTranslation('fleet-monitor');
  const format = useFormat();
  const chart = useDriverChart(driverId, year);
  if (chart.error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(chart.error)}
      </Alert>
    );
  }
  if (!chart.data) {
    return (
      <Center py="xl">
        <Loader role="status" size="sm" aria-label={t('loading')} />
      </Center>
    );
  }
  const c = chart.data;
  const months = monthNames(format.lang);
  const data = c.points.map((p) => ({
    month: months[p.month - 1]!.slice(0, 3),
    actual: p.actualKm,
    plan: p.planKm,
    forecast: p.forecastKm,
  }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label={t('chart.driven')} value={format.km(c.drivenKm)} />
        <Figure label={t('chart.daysObserved')} value={c.daysObserved === null ? EMPTY_VALUE : format.number(c.daysObserved)} />
        <Figure label={t('chart.forecast')} value={format.km(c.forecastKm)} />
        <Figure label={t('chart.plan')} value={c.plannedYearlyKm === null ? t('chart.noPlan') : format.km(c.plannedYearlyKm)} />
      </SimpleGrid>
      <LineChart
        h={280}
        data={data}
        dataKey="month"
        aria-label={t('chart.label')}
        withLegend
        connectNulls={false}
        curveType="linear"
        valueFormatter={(v) => format.km(v)}
        series={[
          { name: 'actual', label: t('chart.seriesActual'), color: 'teal.6' },
          { name: 'plan', label: t('chart.seriesPlan'), color: 'gray.6', strokeDasharray: '6 4' },
          { name: 'forecast', label: t('chart.seriesForecast'), color: 'orange.6', strokeDasharray: '2 3' },
        ]}
      />
      <MonthTable chart={c} months={months} />
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fw={700} size="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Paper>
  );
}

function MonthTable({ chart, months }: { chart: DriverChart; months: string[] }) {
  const { t } = useTranslation('fleet-monitor');
  const format = useFormat();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped verticalSpacing={4} aria-label={t('chart.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('chart.month')}</Table.Th>
            <Table.Th ta="right">{t('chart.monthKm')}</Table.Th>
            <Table.Th ta="right">{t('chart.seriesActual')}</Table.Th>
            <Table.Th ta="right">{t('chart.seriesPlan')}</Table.Th>
            <Table.Th ta="right">{t('chart.seriesForecast')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {chart.points.map((p, i) => {
            const before = i === 0 ? 0 : chart.points[i - 1]!.actualKm;
            const monthKm = p.actualKm !== null && before !== null ? p.actualKm - before : null;
            return (
              <Table.Tr key={p.month}>
                <Table.Td>{months[p.month - 1]}</Table.Td>
                <Table.Td ta="right">{format.km(monthKm)}</Table.Td>
                <Table.Td ta="right">{format.km(p.actualKm)}</Table.Td>
                <Table.Td ta="right">{format.km(p.planKm)}</Table.Td>
                <Table.Td ta="right">{format.km(p.forecastKm)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

