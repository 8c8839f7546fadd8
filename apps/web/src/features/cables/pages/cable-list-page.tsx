import { useState } from 'react';
import { Anchor, Badge, Button, Group, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CABLE_SORT_FIELDS, CABLE_STATUSES, type CableListItem, type CableStatus } from '@fleetwatt/shared';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useCables } from '../api/search-cables.ts';
import { CableAssignDriverDialog } from '../components/cable-assign-driver-dialog.tsx';
import { CableStatusBadge, PincodeBadges } from '../components/cable-status-badge.tsx';

const ASSIGNED_VALUES = ['true', 'false'] as const;

const isStatus = (v: string | undefined): v is CableStatus => (CABLE_STATUSES as readonly string[]).includes(v ?? '');
const isAssigned = (v: string | undefined): v is (typeof ASSIGNED_VALUES)[number] => v === 'true' || v === 'false';

export interface CableListPageProps {
  isAdministrator?: boolean;
}

/** /dashboard/cable: the scope's cables with status, assignment, driver, firmware and pincode flags. */
export default function CableListPage({ isAdministrator = false }: CableListPageProps) {
  const { t } = useTranslation('cables');
  const format = useFormat();
  const [assigning, setAssigning] = useState<CableListItem | null>(null);
  const list = useListParams({
    sortFields: CABLE_SORT_FIELDS,
    defaultSort: { field: 'hardwareId', dir: 'ASC' },
    filters: ['hardwareId', 'status', 'assigned'] as const,
  });
  // Only values the server takes leave the page; a hand-edited URL falls back to "all".
  const { status, assigned, ...rest } = list.query;
  const cables = useCables({
    ...rest,
    ...(isStatus(status) ? { status } : {}),
    ...(isAssigned(assigned) ? { assigned } : {}),
  });

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
      header: t('columns.assigned'),
      cell: (c) => (
        <Badge variant="dot" color={c.userId ? 'blue' : 'gray'}>
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
              <Anchor component={Link} to={`/dashboard/company/${c.companyId}`} size="sm">
                {c.companyName}
              </Anchor>
            ),
          },
        ]
      : []),
    {
      key: 'driver',
      header: t('columns.driver'),
      cell: (c) =>
        c.userId ? (
          <Anchor component={Link} to={`/dashboard/driver/${c.userId}`} size="sm">
            {c.userName ?? t('driver.unnamed')}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('driver.none')}
          </Text>
        ),
    },
    { key: 'firmware', header: t('columns.firmwareVersion'), cell: (c) => c.firmwareVersion ?? EMPTY_VALUE },
    { key: 'createdAt', sortField: 'createdAt', sortable: true, header: t('columns.createdAt'), cell: (c) => format.date(c.createdAt) },
    {
      key: 'pincode',
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
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconUserPlus size={14} aria-hidden />}
          aria-label={t('assignDriver.rowAction', { hardwareId: c.hardwareId })}
          onClick={() => setAssigning(c)}
        >
          {t('assignDriver.button')}
        </Button>
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
      </Group>
      <ListTable
        label={t('list.tableLabel')}
        columns={columns}
        rowKey={(c) => c.id}
        emptyText={t('list.empty')}
        list={list}
        query={cables}
      />
      <CableAssignDriverDialog cable={assigning} onClose={() => setAssigning(null)} />
    </Stack>
  );
}
