import { useState } from 'react';
import { Badge, Button, Group, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconFileImport, IconPlus, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CABLE_SORT_FIELDS, CABLE_STATUSES, type CableListItem, type CableStatus } from '@fleetwatt/shared';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { ExportButton } from '../../../components/ui/export-button.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { CABLES_EXPORT_PATH, useCables } from '../api/search-cables.ts';
import { CableAssignDriverDialog } from '../components/cable-assign-driver-dialog.tsx';
import { CableCreateDialog } from '../components/cable-create-dialog.tsx';
import { CableEditDialog } from '../components/cable-edit-dialog.tsx';
import { CableHistoryDialog } from '../components/cable-history-dialog.tsx';
import { CableImportDialog } from '../components/cable-import-dialog.tsx';
import { CableRowActions, type CableRowAction } from '../components/cable-row-actions.tsx';
import { CableUserHistoryDialog } from '../components/cable-user-history-dialog.tsx';
import { CableStatusBadge, FULL, PincodeBadges } from '../components/cable-status-badge.tsx';
import { CompanyLink, DriverLink } from '../../../components/ui/entity-links.tsx';

const ASSIGNED_VALUES = ['true', 'false'] as const;

const isStatus = (v: string | undefined): v is CableStatus => (CABLE_STATUSES as readonly string[]).includes(v ?? '');
const isAssigned = (v: string | undefined): v is (typeof ASSIGNED_VALUES)[number] => v === 'true' || v === 'false';

export interface CableListPageProps {
  isAdministrator?: boolean;
}

/**
 * /dashboard/cable: the scope's cables with status, assignment, driver, firmware and pincode flags;
 * edit, histories and export for everyone, registering and importing cables for administrators.
 */
export default function CableListPage({ isAdministrator = false }: CableListPageProps) {
  const { t } = useTranslation('cables');
  const format = useFormat();
  const [assigning, setAssigning] = useState<CableListItem | null>(null);
  const [editing, setEditing] = useState<CableListItem | null>(null);
  const [historyOf, setHistoryOf] = useState<CableListItem | null>(null);
  const [driverHistory, setDriverHistory] = useState<{ id: string; name: string } | null>(null);
  const [adding, setAdding] = useState<'one' | 'import' | null>(null);
  const list = useListParams({
    sortFields: CABLE_SORT_FIELDS,
    defaultSort: { field: 'hardwareId', dir: 'ASC' },
    filters: ['hardwareId', 'status', 'assigned'] as const,
  });
  // Only values the server takes leave the page; a hand-edited URL falls back to "all".
  const { status, assigned, ...rest } = list.query;
  const filters = { ...(isStatus(status) ? { status } : {}), ...(isAssigned(assigned) ? { assigned } : {}) };
  const cables = useCables({ ...rest, ...filters });
  const { status: _s, assigned: _a, ...exportFilters } = list.filterQuery;
  const onAction = (cable: CableListItem, action: CableRowAction) => {
    if (action === 'edit') setEditing(cable);
    if (action === 'history') setHistoryOf(cable);
    if (action === 'userHistory' && cable.userId) setDriverHistory({ id: cable.userId, name: cable.userName ?? t('driver.unnamed') });
  };

  const columns: DataTableColumn<CableListItem>[] = [
    {
      key: 'hardwareId',
      sortField: 'hardwareId',
      sortable: true,
      header: t('columns.hardwareId'),
      cell: (c) => (
        <Text size="sm" fw={500} ff="monospace">
          {c.hardwareId}
        </Text>
      ),
    },
    { key: 'status', sortField: 'status', sortable: true, header: t('columns.status'), cell: (c) => <CableStatusBadge status={c.status} /> },
    {
      key: 'assigned',
      choosable: 'shown',
      header: t('columns.assigned'),
      cell: (c) => (
        <Badge variant="dot" color={c.userId ? 'blue' : 'gray'} style={FULL}>
          {c.userId ? t('assigned.true') : t('assigned.false')}
        </Badge>
      ),
    },
    ...(isAdministrator
      ? [
          {
            key: 'company',
            header: t('columns.company'),
            cell: (c: CableListItem) => (
              <CompanyLink id={c.companyId} size="sm">{c.companyName}</CompanyLink>
            ),
          },
        ]
      : []),
    {
      key: 'driver',
      header: t('columns.driver'),
      cell: (c) =>
        c.userId ? (
          <DriverLink id={c.userId} size="sm">{c.userName ?? t('driver.unnamed')}</DriverLink>
        ) : (
          <Text size="sm" c="dimmed">
            {t('driver.none')}
          </Text>
        ),
    },
    { key: 'firmware', choosable: 'shown', header: t('columns.firmwareVersion'), cell: (c) => c.firmwareVersion ?? EMPTY_VALUE },
    { key: 'createdAt', choosable: 'shown', sortField: 'createdAt', sortable: true, header: t('columns.createdAt'), cell: (c) => format.date(c.createdAt) },
    {
      key: 'pincode',
      choosable: 'shown',
      header: t('columns.pincode'),
      cell: (c) => (
        <Group gap={4} wrap="wrap">
          <PincodeBadges resetRequired={c.pincodeResetRequired} masterOverride={c.pincodeMasterOverride} />
        </Group>
      ),
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>,
      align: 'right',
      cell: (c) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconUserPlus size={14} aria-hidden />}
            aria-label={t('assignDriver.rowAction', { hardwareId: c.hardwareId })}
            onClick={() => setAssigning(c)}
          >
            {t('assignDriver.button')}
          </Button>
          <CableRowActions cable={c} onAction={(action) => onAction(c, action)} />
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <SearchInput
          value={list.filters.hardwareId}
          onSearch={(hardwareId) => list.setFilter('hardwareId', hardwareId)}
          placeholder={t('list.searchPlaceholder')}
          maw={360}
          flex={1}
          miw={200}
        />
        <Select
          label={t('filters.status')}
          placeholder={t('filters.all')}
          data={CABLE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={isStatus(list.filters.status) ? list.filters.status : null}
          onChange={(v) => list.setFilter('status', v)}
          clearable
          w={180}
        />
        <Select
          label={t('filters.assigned')}
          placeholder={t('filters.all')}
          data={ASSIGNED_VALUES.map((v) => ({ value: v, label: t(`assigned.${v}`) }))}
          value={isAssigned(list.filters.assigned) ? list.filters.assigned : null}
          onChange={(v) => list.setFilter('assigned', v)}
          clearable
          w={180}
        />
        <Group gap="sm" wrap="wrap" ml="auto">
          {isAdministrator && (
            <>
              <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setAdding('import')}>
                {t('import.button')}
              </Button>
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding('one')}>
                {t('create.button')}
              </Button>
            </>
          )}
          <ExportButton path={CABLES_EXPORT_PATH} query={{ ...exportFilters, ...filters }} zip />
        </Group>
      </Group>
      <ListTable
        columnsKey="cables"
        label={t('list.tableLabel')}
        columns={columns}
        rowKey={(c) => c.id}
        emptyText={t('list.empty')}
        list={list}
        query={cables}
      />
      <CableAssignDriverDialog cable={assigning} onClose={() => setAssigning(null)} />
      <CableEditDialog cable={editing} isAdministrator={isAdministrator} onClose={() => setEditing(null)} />
      <CableHistoryDialog cable={historyOf} onClose={() => setHistoryOf(null)} />
      <CableUserHistoryDialog driver={driverHistory} onClose={() => setDriverHistory(null)} />
      <CableCreateDialog opened={adding === 'one'} onClose={() => setAdding(null)} />
      <CableImportDialog opened={adding === 'import'} onClose={() => setAdding(null)} />
    </Stack>
  );
}
