import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChargingSession } from '@fleetwatt/shared';
import { ExportButton } from '../../../components/ui/export-button.tsx';
import { SessionsTable } from '../components/sessions-table.tsx';
import { MonthYearFilter } from '../../../components/ui/month-year-filter.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useMonthYear } from '../../../lib/use-month-year.ts';
import { useChargingSessionSummary } from '../api/get-charging-session-summary.ts';
import { CHARGING_SESSIONS_EXPORT_PATH, useChargingSessions } from '../api/search-charging-sessions.ts';
import { ChargingSessionFormDialog } from '../components/charging-session-form-dialog.tsx';
import { ChargingSessionStatusDialog } from '../components/charging-session-status-dialog.tsx';
import { ChargingSessionSummaryCards } from '../components/charging-session-summary-cards.tsx';
import { sessionColumns } from '../components/session-columns.tsx';
import { ErrorCodeFilter, ReimbursableFilter, ReviewStatusFilter } from '../components/session-filter-selects.tsx';
import { CompanyFilter, DriverFilter } from '../components/session-pickers.tsx';
import { SessionRowActions, type SessionAction } from '../components/session-row-actions.tsx';
import { useSessionList } from '../components/use-session-list.ts';

export interface ChargingSessionsPageProps {
  isAdministrator?: boolean;
}

/**
 * /dashboard/charging-sessions: the month's home-charging sessions (y, m in the URL) with the
 * summary indicators, filters by driver (`?driverId=` from the driver page), company
 * (administrators), search, review status, error and reimbursable, and the export.
 */
export default function ChargingSessionsPage({ isAdministrator = false }: ChargingSessionsPageProps) {
  const { t } = useTranslation('charging-sessions');
  const format = useFormat();
  const monthYear = useMonthYear();
  const { list, filters, currency, paging } = useSessionList();
  const sessions = useChargingSessions({ ...paging, ...filters, ...monthYear.query, source: 'HOME' });
  const summary = useChargingSessionSummary({
    ...monthYear.query,
    source: 'HOME',
    ...(filters.driverId ? { driverId: filters.driverId } : {}),
    ...(filters.companyId ? { companyId: filters.companyId } : {}),
    ...(filters.reimbursable ? { reimbursable: filters.reimbursable } : {}),
    ...(currency ? { currency } : {}),
  });
  const [editing, setEditing] = useState<ChargingSession | null>(null);
  const [adding, setAdding] = useState(false);
  const [reviewing, setReviewing] = useState<ChargingSession | null>(null);
  const onAction = (action: SessionAction, session: ChargingSession) => (action === 'edit' ? setEditing(session) : setReviewing(session));

  const columns = sessionColumns({
    t,
    format,
    isAdministrator,
    actions: isAdministrator ? (s) => <SessionRowActions session={s} onAction={onAction} /> : undefined,
  });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('list.intro')}
      </Text>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <MonthYearFilter />
          <DriverFilter value={filters.driverId ?? null} onChange={(id) => list.setFilter('driverId', id)} />
          {isAdministrator && <CompanyFilter value={filters.companyId ?? null} onChange={(id) => list.setFilter('companyId', id)} />}
        </Group>
        <Group gap="sm" wrap="wrap">
          {isAdministrator && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              {t('list.add')}
            </Button>
          )}
          <ExportButton path={CHARGING_SESSIONS_EXPORT_PATH} query={{ ...list.filterQuery, currency: undefined, ...monthYear.query, source: 'HOME' }} zip />
        </Group>
      </Group>
      <ChargingSessionSummaryCards summary={summary.data} loading={summary.isFetching} onCurrencyChange={(c) => list.setFilter('currency', c)} />
      <Group align="flex-end" wrap="wrap" gap="sm">
        <SearchInput value={list.filters.search} onSearch={(v) => list.setFilter('search', v)} placeholder={t('list.searchPlaceholder')} maw={320} flex={1} miw={200} />
        <ReimbursableFilter value={filters.reimbursable} onChange={(v) => list.setFilter('reimbursable', v)} />
        <ReviewStatusFilter value={filters.reviewStatus} onChange={(v) => list.setFilter('reviewStatus', v)} />
        <ErrorCodeFilter value={filters.errorCode === undefined ? undefined : String(filters.errorCode)} onChange={(v) => list.setFilter('errorCode', v)} />
      </Group>
      <SessionsTable
        columnsKey="charging-sessions"
        label={t('list.tableLabel')}
        columns={columns}
        emptyText={t('list.empty')}
        list={list}
        query={sessions}
      />
      {isAdministrator && (
        <>
          <ChargingSessionFormDialog opened={adding || !!editing} session={editing} onClose={() => (setAdding(false), setEditing(null))} />
          <ChargingSessionStatusDialog session={reviewing} onClose={() => setReviewing(null)} />
        </>
      )}
    </Stack>
  );
}
