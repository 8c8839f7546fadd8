import { useState } from 'react';
import { Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUDIT_SORT_FIELDS, type AuditEvent } from '@fleetwatt/shared';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { ExportButton } from '../../../components/ui/export-button.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { AUDIT_EVENTS_EXPORT_PATH, useAuditEvents } from '../api/get-audit-events.ts';
import { AuditActionBadge } from '../components/audit-action-badge.tsx';
import { AuditChanges } from '../components/audit-changes.tsx';
import { AuditEventDetailsDialog } from '../components/audit-event-details-dialog.tsx';
import { AUDIT_FILTERS, AuditFilters, auditFilterValues } from '../components/audit-filters.tsx';
import { shorten, useAuditDisplay } from '../components/use-audit-display.ts';
import { CompanyLink } from '../../../components/ui/entity-links.tsx';

export interface AuditPageProps {
  isAdministrator?: boolean;
}

/**
 * /dashboard/audit: who changed what and when, newest first, with the values before and after;
 * administrators see every company's changes (or the selected one's), fleet managers their own.
 */
export default function AuditPage({ isAdministrator = false }: AuditPageProps) {
  const { t } = useTranslation('audit');
  const format = useFormat();
  const display = useAuditDisplay();
  const [open, setOpen] = useState<AuditEvent | null>(null);
  const list = useListParams({
    sortFields: AUDIT_SORT_FIELDS,
    defaultSort: { field: 'occurredAt', dir: 'DESC' },
    filters: AUDIT_FILTERS,
  });
  // Only values the server takes leave the page.
  const filters = auditFilterValues(list.filters);
  const { pageNumber, pageSize, sortField, sortDir } = list.query;
  const events = useAuditEvents({ pageNumber, pageSize, sortField, sortDir, ...filters });

  const columns: DataTableColumn<AuditEvent>[] = [
    {
      key: 'occurredAt',
      sortField: 'occurredAt',
      sortable: true,
      header: t('columns.occurredAt'),
      width: 150,
      cell: (e) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {format.dateTime(e.occurredAt)}
        </Text>
      ),
    },
    ...(isAdministrator
      ? [
          {
            key: 'company',
            header: t('columns.company'),
            cell: (e: AuditEvent) =>
              e.companyId ? (
                <CompanyLink id={e.companyId} size="sm">{e.companyName ?? e.companyId}</CompanyLink>
              ) : (
                EMPTY_VALUE
              ),
          },
        ]
      : []),
    {
      key: 'actor',
      header: t('columns.actor'),
      cell: (e) => (
        // A long address breaks only when it cannot fit, so the column keeps the width of a usual one.
        <Text size="sm" c={e.actor && !e.actor.startsWith('job:') ? undefined : 'dimmed'} style={{ overflowWrap: 'break-word' }}>
          {display.actorName(e.actor)}
        </Text>
      ),
    },
    {
      key: 'entity',
      header: t('columns.entity'),
      cell: (e) => (
        <Stack gap={0}>
          <Text size="sm">{display.entityName(e.entity)}</Text>
          {e.entityId && (
            <Tooltip label={t('record.filter')} openDelay={400}>
              <UnstyledButton
                onClick={() => list.setFilter('entityId', e.entityId)}
                aria-label={t('record.filterLabel', { id: shorten(e.entityId, 13) })}
                fz="xs"
                c="dimmed"
                ff="monospace"
              >
                {shorten(e.entityId, 13)}
              </UnstyledButton>
            </Tooltip>
          )}
        </Stack>
      ),
    },
    { key: 'action', header: t('columns.action'), width: 120, cell: (e) => <AuditActionBadge action={e.action} /> },
    {
      key: 'changes',
      header: t('columns.changes'),
      cell: (e) => (
        <AuditChanges
          event={e}
          onDetails={() => setOpen(e)}
          detailsLabel={t('changes.detailsLabel', { what: display.entityName(e.entity), when: format.dateTime(e.occurredAt) })}
        />
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <AuditFilters values={filters} onChange={(name, value) => list.setFilter(name, value)} />
        <Group gap="sm" ml="auto">
          <ExportButton path={AUDIT_EVENTS_EXPORT_PATH} query={{ sortField, sortDir, ...filters }} zip />
        </Group>
      </Group>
      <ListTable
        label={t('list.tableLabel')}
        columns={columns}
        rowKey={(e) => String(e.id)}
        emptyText={t('list.empty')}
        list={list}
        query={events}
        pageSizeOptions={[25, 50, 100, 200]}
      />
      <AuditEventDetailsDialog event={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
