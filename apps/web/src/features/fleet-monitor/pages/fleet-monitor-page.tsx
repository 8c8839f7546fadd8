import { useState } from 'react';
import { ActionIcon, Button, Menu, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconChartLine, IconDots, IconTable, IconTarget } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FLEET_MONITOR_SORT_FIELDS, type ConnectRow } from '@fleetwatt/shared';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useMonthYear } from '../../../lib/use-month-year.ts';
import { useConnectRows } from '../api/get-connect-rows.ts';
import { useConnectSummary } from '../api/get-connect-summary.ts';
import { ConnectStatusBadge } from '../components/connect-status-badge.tsx';
import { ConnectSummaryCards } from '../components/connect-summary-cards.tsx';
import { FleetMonitorGate } from '../components/fleet-monitor-gate.tsx';
import { FleetMonitorMileageTableDialog, type ChartDriver } from '../components/fleet-monitor-mileage-table-dialog.tsx';
import type { PlanDialogComponent } from '../components/plan-dialog.ts';
import { FleetFilters } from '../components/fleet-filters.tsx';
import { driverColumn } from '../../../components/ui/entity-columns.tsx';

export interface FleetMonitorPageProps {
  isAdministrator?: boolean;
  /** The mileage plan dialog, composed in by the app. */
  PlanDialog?: PlanDialogComponent;
}

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** /dashboard/fleet-monitor: the Connect summary and rows of the year (y in the URL). */
export default function FleetMonitorPage({ isAdministrator = false, PlanDialog }: FleetMonitorPageProps) {
  return (
    <FleetMonitorGate isAdministrator={isAdministrator}>
      <ConnectRows isAdministrator={isAdministrator} PlanDialog={PlanDialog} />
    </FleetMonitorGate>
  );
}

function ConnectRows({ isAdministrator, PlanDialog }: { isAdministrator: boolean; PlanDialog?: PlanDialogComponent }) {
  const { t } = useTranslation('fleet-monitor');
  const format = useFormat();
  const { year } = useMonthYear();
  const list = useListParams({ sortFields: FLEET_MONITOR_SORT_FIELDS, defaultSort: { field: 'driverName', dir: 'ASC' }, filters: ['search'] as const });
  const search = list.filters.search || undefined;
  const rows = useConnectRows({ ...list.query, year }, true);
  const summary = useConnectSummary({ year, search }, true);
  const [chartFor, setChartFor] = useState<ChartDriver | null>(null);
  const [planFor, setPlanFor] = useState<ConnectRow | null>(null);

  const columns: DataTableColumn<ConnectRow>[] = [
    driverColumn({ key: 'driverName', header: t('columns.driver'), id: (r) => r.driverId, name: (r) => r.driverName, fw: 500 }),
    ...(isAdministrator ? [{ key: 'companyName', sortable: true, header: t('columns.company'), cell: (r: ConnectRow) => r.companyName }] : []),
    { key: 'status', sortable: true, header: t('columns.status'), cell: (r) => <ConnectStatusBadge status={r.status} carDataAt={r.carDataAt} dataState={r.vehicle?.dataState} /> },
    {
      key: 'vehicle', choosable: 'shown',
      header: t('columns.vehicle'),
      cell: (r) =>
        r.vehicle ? (
          <Stack gap={0}>
            <Text size="sm">{`${r.vehicle.make} ${r.vehicle.model}`}</Text>
            {r.vehicle.modelYear && (
              <Text size="xs" c="dimmed">
                {r.vehicle.modelYear}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {EMPTY_VALUE}
          </Text>
        ),
    },
    {
      key: 'latestKm', choosable: 'shown',
      sortable: true,
      align: 'right',
      header: t('columns.latest'),
      cell: (r) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm" style={numeric}>{format.km(r.latestKm)}</Text>
          {r.latestSource && r.latestReadAt && (
            <Text size="xs" c="dimmed">
              {t(`source.${r.latestSource}`, { date: format.date(r.latestReadAt) })}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'homeChargingPercent', choosable: 'shown', sortable: true, align: 'right', header: t('columns.home'), cell: (r) => <Text span size="sm" style={numeric}>{format.percent(r.homeChargingPercent)}</Text> },
    { key: 'drivenKm', choosable: 'hidden', sortable: true, align: 'right', header: t('columns.driven'), cell: (r) => <Text span size="sm" style={numeric}>{format.km(r.drivenKm)}</Text> },
    {
      key: 'forecastKm',
      sortable: true,
      align: 'right',
      header: t('columns.forecast'),
      cell: (r) => (
        <Tooltip label={t('columns.forecastHint', { count: r.daysObserved ?? 0 })} disabled={r.daysObserved === null}>
          <Text span size="sm" fw={600} style={numeric}>
            {format.km(r.forecastKm)}
          </Text>
        </Tooltip>
      ),
    },
    { key: 'plannedKm', sortable: true, align: 'right', header: t('columns.planned'), cell: (r) => <Text span size="sm" style={numeric}>{format.km(r.plannedKm)}</Text> },
    {
      key: 'deviationPercent',
      sortable: true,
      align: 'right',
      header: t('columns.deviation'),
      cell: (r) => (
        <Text span size="sm" fw={600} c={r.deviationPercent === null ? 'dimmed' : Math.abs(r.deviationPercent) > 10 ? 'orange' : 'teal'} style={numeric}>
          {format.percentChange(r.deviationPercent)}
        </Text>
      ),
    },
    {
      key: 'actions',
      align: 'right',
      header: <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>,
      cell: (r) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={t('actions.menu', { name: r.driverName })}>
              <IconDots size={16} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconChartLine size={14} aria-hidden />} onClick={() => setChartFor({ id: r.driverId, name: r.driverName })}>
              {t('actions.chart')}
            </Menu.Item>
            {PlanDialog && (
              <Menu.Item leftSection={<IconTarget size={14} aria-hidden />} onClick={() => setPlanFor(r)}>
                {t('actions.plan')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <ConnectSummaryCards summary={summary.data} loading={summary.isFetching} />
      <Stack gap="md">
        <FleetFilters search={list.filters.search} onSearch={(v) => list.setFilter('search', v)}>
          <Button component={Link} to={`/dashboard/fleet-monitor/mileage?y=${year}`} variant="light" leftSection={<IconTable size={16} aria-hidden />}>
            {t('actions.mileageTable')}
          </Button>
        </FleetFilters>
        <ListTable columnsKey="fleet-monitor" label={t('table.label')} columns={columns} rowKey={(r) => r.driverId} emptyText={t('table.empty')} list={list} query={rows} />
      </Stack>
      <FleetMonitorMileageTableDialog driver={chartFor} year={year} onClose={() => setChartFor(null)} />
      {PlanDialog && (
        <PlanDialog
          driver={planFor ? { id: planFor.driverId, name: planFor.driverName, plannedYearlyKm: planFor.plannedKm } : null}
          onClose={() => setPlanFor(null)}
        />
      )}
    </Stack>
  );
}
