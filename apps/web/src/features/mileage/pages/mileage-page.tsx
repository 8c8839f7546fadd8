import { useState } from 'react';
import { Button, Group, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  MILEAGE_AGGREGATE_SORT_FIELDS,
  MILEAGE_READING_SORT_FIELDS,
  MILEAGE_SOURCES,
  type MileageAggregate,
  type MileageReading,
} from '@fleetwatt/shared';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { ExportButton } from '../../../components/ui/export-button.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { MonthYearFilter } from '../../../components/ui/month-year-filter.tsx';
import { EMPTY_VALUE, monthNames } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { PAGE_PARAM, SORT_DIR_PARAM, SORT_FIELD_PARAM, useListParams } from '../../../lib/use-list-params.ts';
import { useMonthYear } from '../../../lib/use-month-year.ts';
import type { MileageFilterQuery } from '../api/keys.ts';
import { MILEAGE_AGGREGATES_EXPORT_PATH, useMileageAggregates } from '../api/get-mileage-aggregates.ts';
import { MILEAGE_READINGS_EXPORT_PATH, useMileageReadings } from '../api/get-mileage-readings.ts';
import { MileageFlagBadge, MileageSourceBadge } from '../components/mileage-badges.tsx';
import { MILEAGE_FILTERS, MileageFilters, type MileageFilterName } from '../components/mileage-filters.tsx';
import { MileagePlanEditDialog, type MileagePlanTarget } from '../components/mileage-plan-edit-dialog.tsx';
import { timeAgo } from '../../../lib/relative-time.ts';
import { DriverLink } from '../../../components/ui/entity-links.tsx';
import { driverColumn } from '../../../components/ui/entity-columns.tsx';

const VIEW_PARAM = 'view';
type View = 'all' | 'aggregated';

export interface MileagePageProps {
  /** Administrators see and filter by company. */
  isAdministrator?: boolean;
}

/** Only values the server takes leave the page; a hand-edited URL falls back to "all". */
function apiFilters(filters: Record<MileageFilterName, string>): MileageFilterQuery {
  const out: MileageFilterQuery = {};
  if (filters.driverId) out.driverId = filters.driverId;
  if (filters.companyId) out.companyId = filters.companyId;
  if ((MILEAGE_SOURCES as readonly string[]).includes(filters.source)) out.source = filters.source as 'CAR' | 'DRIVER';
  if (filters.flagged === 'true' || filters.flagged === 'false') out.flagged = filters.flagged;
  return out;
}

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * /dashboard/mileage: every odometer reading of the month with its source, age and plausibility,
 * or per driver and month with the driven km against the plan (the view is kept in the URL).
 */
export default function MileagePage({ isAdministrator = false }: MileagePageProps) {
  const { t } = useTranslation('mileage');
  const [params, setParams] = useSearchParams();
  const view: View = params.get(VIEW_PARAM) === 'aggregated' ? 'aggregated' : 'all';
  const switchView = (next: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (next === 'aggregated') p.set(VIEW_PARAM, next);
      else p.delete(VIEW_PARAM);
      // Each view sorts by its own columns.
      p.delete(PAGE_PARAM);
      p.delete(SORT_FIELD_PARAM);
      p.delete(SORT_DIR_PARAM);
      return p;
    });

  return (
    <Stack gap="md">
      <SegmentedControl
        value={view}
        onChange={switchView}
        data={[
          { value: 'all', label: t('views.all') },
          { value: 'aggregated', label: t('views.aggregated') },
        ]}
        w="fit-content"
        aria-label={t('views.label')}
      />
      {view === 'all' ? <ReadingsView isAdministrator={isAdministrator} /> : <AggregatesView isAdministrator={isAdministrator} />}
    </Stack>
  );
}

function ReadingsView({ isAdministrator }: { isAdministrator: boolean }) {
  const { t } = useTranslation('mileage');
  const format = useFormat();
  const monthYear = useMonthYear();
  const list = useListParams({ sortFields: MILEAGE_READING_SORT_FIELDS, defaultSort: { field: 'readAt', dir: 'DESC' }, filters: MILEAGE_FILTERS });
  const filters = apiFilters(list.filters);
  const { pageNumber, pageSize, sortField, sortDir } = list.query;
  const readings = useMileageReadings({ pageNumber, pageSize, sortField, sortDir, ...filters, ...monthYear.query });
  const now = new Date();

  const columns: DataTableColumn<MileageReading>[] = [
    driverColumn({ key: 'driverName', header: t('columns.driver'), id: (r) => r.driverId, name: (r) => r.driverName }),
    ...(isAdministrator ? [{ key: 'companyName', sortable: true, header: t('columns.company'), cell: (r: MileageReading) => r.companyName }] : []),
    { key: 'odometerKm', sortable: true, align: 'right', header: t('columns.odometer'), cell: (r) => <Text span size="sm" style={numeric}>{format.km(r.odometerKm)}</Text> },
    { key: 'source', sortable: true, header: t('columns.source'), cell: (r) => <MileageSourceBadge source={r.source} /> },
    {
      key: 'readAt',
      sortable: true,
      header: t('columns.readAt'),
      cell: (r) => (
        <Stack gap={0}>
          <Text size="sm">{format.dateTime(r.readAt)}</Text>
          <Text size="xs" c="dimmed">
            {timeAgo(r.readAt, format.lang, now)}
          </Text>
        </Stack>
      ),
    },
    { key: 'flag', header: t('columns.plausibility'), cell: (r) => <MileageFlagBadge flag={r.flag} /> },
    { key: 'note', header: t('columns.note'), cell: (r) => <Text size="sm" c={r.note ? undefined : 'dimmed'}>{r.note ?? EMPTY_VALUE}</Text> },
  ];

  return (
    <Stack gap="md">
      <Toolbar
        list={list}
        isAdministrator={isAdministrator}
        driverName={readings.data?.results[0]?.driverName}
        exportPath={MILEAGE_READINGS_EXPORT_PATH}
        exportQuery={{ sortField, sortDir, ...filters, ...monthYear.query }}
      />
      <ListTable label={t('table.readings')} columns={columns} rowKey={(r) => r.id} emptyText={t('table.empty')} list={list} query={readings} />
    </Stack>
  );
}

function AggregatesView({ isAdministrator }: { isAdministrator: boolean }) {
  const { t } = useTranslation('mileage');
  const format = useFormat();
  const monthYear = useMonthYear();
  const [planFor, setPlanFor] = useState<MileagePlanTarget | null>(null);
  const list = useListParams({ sortFields: MILEAGE_AGGREGATE_SORT_FIELDS, defaultSort: { field: 'period', dir: 'DESC' }, filters: MILEAGE_FILTERS });
  const filters = apiFilters(list.filters);
  const { pageNumber, pageSize, sortField, sortDir } = list.query;
  const aggregates = useMileageAggregates({ pageNumber, pageSize, sortField, sortDir, ...filters, ...monthYear.query });
  const months = monthNames(format.lang);

  const columns: DataTableColumn<MileageAggregate>[] = [
    { key: 'period', sortable: true, header: t('columns.month'), cell: (a) => `${months[a.month - 1]} ${a.year}` },
    {
      key: 'driverName',
      sortable: true,
      header: t('columns.driver'),
      cell: (a) => (
        <DriverLink id={a.driverId} size="sm">{a.driverName}</DriverLink>
      ),
    },
    ...(isAdministrator ? [{ key: 'companyName', sortable: true, header: t('columns.company'), cell: (a: MileageAggregate) => a.companyName }] : []),
    {
      key: 'first',
      header: t('columns.first'),
      cell: (a) => <Reading km={a.firstKm} at={a.firstReadAt} />,
    },
    {
      key: 'last',
      header: t('columns.last'),
      cell: (a) => <Reading km={a.lastKm} at={a.lastReadAt} />,
    },
    { key: 'drivenKm', sortable: true, align: 'right', header: t('columns.driven'), cell: (a) => <Text span size="sm" fw={600} style={numeric}>{format.km(a.drivenKm)}</Text> },
    {
      key: 'readingsCount',
      sortable: true,
      align: 'right',
      header: t('columns.readings'),
      cell: (a) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          <Text span size="sm" style={numeric}>{format.number(a.readingsCount)}</Text>
          {a.flaggedCount > 0 && (
            <Tooltip label={t('aggregated.flagged', { count: a.flaggedCount })}>
              <Text span size="xs" c="red" fw={600}>
                {t('aggregated.flaggedShort', { count: a.flaggedCount })}
              </Text>
            </Tooltip>
          )}
        </Group>
      ),
    },
    {
      key: 'plan',
      align: 'right',
      header: t('columns.planShare'),
      cell: (a) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Stack gap={0} align="flex-end">
            <Text size="sm" style={numeric}>{format.percent(a.plannedSharePercent)}</Text>
            <Text size="xs" c="dimmed">
              {a.plannedKm === null ? t('aggregated.noPlan') : t('aggregated.ofPlan', { km: format.km(a.plannedKm) })}
            </Text>
          </Stack>
          <Tooltip label={t('plan.edit', { name: a.driverName })}>
            <Button
              variant="subtle"
              size="compact-sm"
              aria-label={t('plan.edit', { name: a.driverName })}
              onClick={() => setPlanFor({ id: a.driverId, name: a.driverName, plannedYearlyKm: a.plannedYearlyKm })}
            >
              <IconTarget size={16} aria-hidden />
            </Button>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Toolbar
        list={list}
        isAdministrator={isAdministrator}
        driverName={aggregates.data?.results[0]?.driverName}
        exportPath={MILEAGE_AGGREGATES_EXPORT_PATH}
        exportQuery={{ sortField, sortDir, ...filters, ...monthYear.query }}
      />
      <ListTable
        label={t('table.aggregated')}
        columns={columns}
        rowKey={(a) => `${a.driverId}-${a.year}-${a.month}`}
        emptyText={t('table.empty')}
        list={list}
        query={aggregates}
      />
      <MileagePlanEditDialog driver={planFor} onClose={() => setPlanFor(null)} />
    </Stack>
  );
}

function Reading({ km, at }: { km: number | null; at: string | null }) {
  const format = useFormat();
  if (km === null) return <Text size="sm" c="dimmed">{EMPTY_VALUE}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm" style={numeric}>{format.km(km)}</Text>
      <Text size="xs" c="dimmed">
        {format.date(at)}
      </Text>
    </Stack>
  );
}

interface ToolbarProps {
  list: { filters: Record<MileageFilterName, string>; setFilter: (name: MileageFilterName, value: string | null) => void };
  isAdministrator: boolean;
  driverName?: string;
  exportPath: string;
  exportQuery: Record<string, string | number | undefined>;
}

function Toolbar({ list, isAdministrator, driverName, exportPath, exportQuery }: ToolbarProps) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap" flex={1}>
        <MonthYearFilter />
        <MileageFilters filters={list.filters} setFilter={list.setFilter} isAdministrator={isAdministrator} driverName={driverName} />
      </Group>
      <ExportButton path={exportPath} query={exportQuery} zip />
    </Group>
  );
}
