import { useState } from 'react';
import { ActionIcon, Button, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconChartLine } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FLEET_MILEAGE_SORT_FIELDS, type FleetMileageRow } from '@fleetwatt/shared';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { EMPTY_VALUE, monthNames } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useMonthYear } from '../../../lib/use-month-year.ts';
import { useFleetMileage } from '../api/get-fleet-mileage.ts';
import { FleetMonitorGate } from '../components/fleet-monitor-gate.tsx';
import { FleetMonitorMileageTableDialog, type ChartDriver } from '../components/fleet-monitor-mileage-table-dialog.tsx';
import { FleetFilters } from '../components/fleet-filters.tsx';
import { driverColumn } from '../../../components/ui/entity-columns.tsx';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** /dashboard/fleet-monitor/mileage: km per driver and month of the year, with the plan; a row opens the driver's table and chart. */
export default function FleetMonitorMileagePage({ isAdministrator = false }: { isAdministrator?: boolean }) {
  return (
    <FleetMonitorGate isAdministrator={isAdministrator}>
      <MileageTable isAdministrator={isAdministrator} />
    </FleetMonitorGate>
  );
}

function MileageTable({ isAdministrator }: { isAdministrator: boolean }) {
  const { t } = useTranslation('fleet-monitor');
  const format = useFormat();
  const { year } = useMonthYear();
  const list = useListParams({ sortFields: FLEET_MILEAGE_SORT_FIELDS, defaultSort: { field: 'driverName', dir: 'ASC' }, filters: ['search'] as const });
  const rows = useFleetMileage({ ...list.query, year }, true);
  const [chartFor, setChartFor] = useState<ChartDriver | null>(null);
  const months = monthNames(format.lang);

  const columns: DataTableColumn<FleetMileageRow>[] = [
    driverColumn({ key: 'driverName', header: t('columns.driver'), id: (r) => r.driverId, name: (r) => r.driverName, fw: 500 }),
    ...(isAdministrator ? [{ key: 'companyName', choosable: 'shown' as const, sortable: true, header: t('columns.company'), cell: (r: FleetMileageRow) => r.companyName }] : []),
    ...months.map((name, i) => ({
      key: `m${i + 1}`,
      align: 'right' as const,
      header: name.slice(0, 3),
      cell: (r: FleetMileageRow) => (
        <Text span size="sm" c={r.months[i] === null ? 'dimmed' : undefined} style={numeric}>
          {r.months[i] === null ? EMPTY_VALUE : format.number(r.months[i])}
        </Text>
      ),
    })),
    { key: 'totalKm', sortable: true, align: 'right', header: t('columns.total'), cell: (r) => <Text span size="sm" fw={600} style={numeric}>{format.km(r.totalKm)}</Text> },
    { key: 'plannedKm', sortable: true, align: 'right', header: t('columns.planned'), cell: (r) => <Text span size="sm" style={numeric}>{format.km(r.plannedYearlyKm)}</Text> },
    {
      key: 'open',
      align: 'right',
      header: <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>,
      cell: (r) => (
        <Tooltip label={t('actions.chartOf', { name: r.driverName })}>
          <ActionIcon variant="subtle" aria-label={t('actions.chartOf', { name: r.driverName })} onClick={() => setChartFor({ id: r.driverId, name: r.driverName })}>
            <IconChartLine size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <FleetFilters search={list.filters.search} onSearch={(v) => list.setFilter('search', v)}>
        <Button component={Link} to={`/dashboard/fleet-monitor?y=${year}`} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {t('actions.back')}
        </Button>
      </FleetFilters>
      <Text size="sm" c="dimmed">
        {t('mileageTable.explain')}
      </Text>
      <ListTable columnsKey="fleet-mileage" label={t('mileageTable.label')} columns={columns} rowKey={(r) => r.driverId} emptyText={t('table.empty')} list={list} query={rows} />
      <FleetMonitorMileageTableDialog driver={chartFor} year={year} onClose={() => setChartFor(null)} />
    </Stack>
  );
}
