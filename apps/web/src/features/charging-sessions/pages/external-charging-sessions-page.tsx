import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChargingSession } from '@fleetwatt/shared';
import { ExportButton } from '../../../components/ui/export-button.tsx';
import { SessionsTable } from '../components/sessions-table.tsx';
import { MonthYearFilter } from '../../../components/ui/month-year-filter.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useMonthYear } from '../../../lib/use-month-year.ts';
import { CHARGING_SESSIONS_EXPORT_PATH, useChargingSessions } from '../api/search-charging-sessions.ts';
import { ChargingSessionStatusDialog } from '../components/charging-session-status-dialog.tsx';
import { ExternalSessionsImportDialog } from '../components/external-sessions-import-dialog.tsx';
import { sessionColumns } from '../components/session-columns.tsx';
import { CompanyFilter, DriverFilter } from '../components/session-pickers.tsx';
import { SessionRowActions } from '../components/session-row-actions.tsx';
import { useSessionList } from '../components/use-session-list.ts';

/**
 * /dashboard/charging-sessions/external: public charging that did not happen on the company's
 * cables, imported with the operator and its own price (source EXTERNAL).
 */
export default function ExternalChargingSessionsPage({ isAdministrator = false }: { isAdministrator?: boolean }) {
  const { t } = useTranslation('charging-sessions');
  const format = useFormat();
  const monthYear = useMonthYear();
  const { list, filters, paging } = useSessionList();
  const sessions = useChargingSessions({ ...paging, ...filters, ...monthYear.query, source: 'EXTERNAL' });
  const [importing, setImporting] = useState(false);
  const [reviewing, setReviewing] = useState<ChargingSession | null>(null);
  const columns = sessionColumns({
    t,
    format,
    isAdministrator,
    external: true,
    actions: isAdministrator ? (s) => <SessionRowActions session={s} onAction={(_, session) => setReviewing(session)} /> : undefined,
  });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('list.externalIntro')}
      </Text>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <MonthYearFilter />
          <DriverFilter value={filters.driverId ?? null} onChange={(id) => list.setFilter('driverId', id)} />
          {isAdministrator && <CompanyFilter value={filters.companyId ?? null} onChange={(id) => list.setFilter('companyId', id)} />}
          <SearchInput value={list.filters.search} onSearch={(v) => list.setFilter('search', v)} placeholder={t('list.externalSearchPlaceholder')} w={300} />
        </Group>
        <Group gap="sm" wrap="wrap">
          {isAdministrator && (
            <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setImporting(true)}>
              {t('import.button')}
            </Button>
          )}
          <ExportButton path={CHARGING_SESSIONS_EXPORT_PATH} query={{ ...list.filterQuery, currency: undefined, ...monthYear.query, source: 'EXTERNAL' }} zip />
        </Group>
      </Group>
      <SessionsTable
        columnsKey="external-charging-sessions"
        label={t('list.externalTableLabel')}
        columns={columns}
        emptyText={t('list.externalEmpty')}
        list={list}
        query={sessions}
      />
      {isAdministrator && (
        <>
          <ExternalSessionsImportDialog opened={importing} onClose={() => setImporting(false)} />
          <ChargingSessionStatusDialog session={reviewing} onClose={() => setReviewing(null)} />
        </>
      )}
    </Stack>
  );
}
