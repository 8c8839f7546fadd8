import { useEffect, useMemo, useState } from 'react';
import { Button, Checkbox, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCheck, IconEyeOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ChargingSession } from '@fleetwatt/shared';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { SessionsTable } from '../components/sessions-table.tsx';
import { MonthYearFilter } from '../../../components/ui/month-year-filter.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useMonthYear } from '../../../lib/use-month-year.ts';
import { useReviewSessions } from '../api/search-review-sessions.ts';
import { ChargingSessionFormDialog } from '../components/charging-session-form-dialog.tsx';
import { ChargingSessionStatusDialog } from '../components/charging-session-status-dialog.tsx';
import { ChargingSessionsReviewDialog, type BulkStatus } from '../components/charging-sessions-review-dialog.tsx';
import { sessionColumns } from '../components/session-columns.tsx';
import { ReviewStatusFilter, ReviewTagFilter, ReviewTypeFilter } from '../components/session-filter-selects.tsx';
import { CompanyFilter, DriverFilter } from '../components/session-pickers.tsx';
import { SessionRowActions, type SessionAction } from '../components/session-row-actions.tsx';
import { useSessionList } from '../components/use-session-list.ts';

const PERIOD_PARAM = 'period';

/**
 * /dashboard/charging-sessions-review (administrators): the sessions flagged for review, of any
 * time or one month, filtered by driver, company, type and tag; reviewed or ignored one by one
 * (review status dialog) or many at once.
 */
export default function ChargingSessionsReviewPage() {
  const { t } = useTranslation('charging-sessions');
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const monthYear = useMonthYear();
  const byMonth = params.get(PERIOD_PARAM) === 'month';
  const { list, filters, paging } = useSessionList();
  const query = { ...paging, ...filters, ...(byMonth ? monthYear.query : {}) };
  const sessions = useReviewSessions(query);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulk, setBulk] = useState<BulkStatus | null>(null);
  const [editing, setEditing] = useState<ChargingSession | null>(null);
  const [reviewing, setReviewing] = useState<ChargingSession | null>(null);

  // A selection belongs to the rows on screen: another page or filter starts afresh.
  const queryKey = JSON.stringify(query);
  useEffect(() => setSelected(new Set()), [queryKey]);

  const rows = useMemo(() => sessions.data?.results ?? [], [sessions.data]);
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const leading: DataTableColumn<ChargingSession> = {
    key: 'select',
    width: 40,
    header: (
      <Checkbox
        aria-label={t('columns.selectAll')}
        checked={allSelected}
        indeterminate={!allSelected && rows.some((r) => selected.has(r.id))}
        onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.id)))}
      />
    ),
    cell: (s) => (
      <Checkbox
        aria-label={t('columns.selectRow', { driver: s.userName ?? t('values.noDriver'), start: format.dateTime(s.startDate) })}
        checked={selected.has(s.id)}
        onChange={() => toggle(s.id)}
      />
    ),
  };
  const onAction = (action: SessionAction, session: ChargingSession) => (action === 'edit' ? setEditing(session) : setReviewing(session));
  const columns = sessionColumns({ t, format, isAdministrator: true, reviewFirst: true, leading, actions: (s) => <SessionRowActions session={s} onAction={onAction} /> });

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('filters.period')}
          </Text>
          <SegmentedControl
            value={byMonth ? 'month' : 'any'}
            onChange={(v) =>
              setParams(
                (prev) => {
                  const next = new URLSearchParams(prev);
                  if (v === 'month') next.set(PERIOD_PARAM, 'month');
                  else next.delete(PERIOD_PARAM);
                  next.delete('page');
                  return next;
                },
                { replace: true },
              )
            }
            data={[
              { value: 'any', label: t('filters.anyTime') },
              { value: 'month', label: t('filters.oneMonth') },
            ]}
          />
        </Stack>
        {byMonth && <MonthYearFilter />}
        <DriverFilter value={filters.driverId ?? null} onChange={(id) => list.setFilter('driverId', id)} />
        <CompanyFilter value={filters.companyId ?? null} onChange={(id) => list.setFilter('companyId', id)} />
      </Group>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <SearchInput value={list.filters.search} onSearch={(v) => list.setFilter('search', v)} placeholder={t('list.searchPlaceholder')} maw={320} flex={1} miw={200} />
        <ReviewStatusFilter value={filters.reviewStatus ?? 'TO_BE_REVIEWED'} onChange={(v) => list.setFilter('reviewStatus', v)} clearable={false} />
        <ReviewTypeFilter value={filters.reviewType} onChange={(v) => list.setFilter('reviewType', v)} />
        <ReviewTagFilter value={filters.reviewTag} onChange={(v) => list.setFilter('reviewTag', v)} />
      </Group>
      {selected.size > 0 && (
        <Paper withBorder p="sm" radius="md" role="region" aria-label={t('bulk.selected', { count: selected.size })}>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" fw={500}>
              {t('bulk.selected', { count: selected.size })}
            </Text>
            <Group gap="sm">
              <Button variant="default" onClick={() => setSelected(new Set())}>
                {t('bulk.clear')}
              </Button>
              <Button color="gray" leftSection={<IconEyeOff size={16} aria-hidden />} onClick={() => setBulk('IGNORED')}>
                {t('bulk.markIgnored')}
              </Button>
              <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={() => setBulk('REVIEWED')}>
                {t('bulk.markReviewed')}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      <SessionsTable
        columnsKey="charging-sessions-review"
        label={t('list.reviewTableLabel')}
        columns={columns}
        emptyText={t('list.reviewEmpty')}
        list={list}
        query={sessions}
      />
      <ChargingSessionsReviewDialog
        ids={[...selected]}
        status={bulk}
        onClose={() => setBulk(null)}
        onDone={() => {
          setBulk(null);
          setSelected(new Set());
        }}
      />
      <ChargingSessionFormDialog opened={!!editing} session={editing} onClose={() => setEditing(null)} />
      <ChargingSessionStatusDialog session={reviewing} onClose={() => setReviewing(null)} />
    </Stack>
  );
}
