import { useState } from 'react';
import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WALLBOX_CONNECTION_STATES, WALLBOX_SORT_FIELDS, type WallboxConnectionState, type WallboxListItem } from '@fleetwatt/shared';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useWallboxes } from '../api/search-wallboxes.ts';
import { WallboxDetailDialog } from '../components/wallbox-detail-dialog.tsx';
import { WallboxRegisterDialog } from '../components/wallbox-register-dialog.tsx';
import { WallboxStatusBadge } from '../components/wallbox-status-badge.tsx';
import { DriverLink } from '../../../components/ui/entity-links.tsx';

const isConnection = (v: string | undefined): v is WallboxConnectionState => (WALLBOX_CONNECTION_STATES as readonly string[]).includes(v ?? '');

/**
 * /dashboard/wallboxes: the drivers' wallboxes that send their sessions over OCPP, with status,
 * last seen and driver; registering one shows its password once and what to enter in the wallbox
 * (decision 0044); the detail lists its sessions and whether the meter's signature verified (0045).
 */
export default function WallboxesPage({ isAdministrator = false }: { isAdministrator?: boolean }) {
  const { t } = useTranslation('wallboxes');
  const format = useFormat();
  const [registering, setRegistering] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useListParams({ sortFields: WALLBOX_SORT_FIELDS, defaultSort: { field: 'identity', dir: 'ASC' }, filters: ['search', 'connection'] as const });
  const { connection, ...rest } = list.query;
  const wallboxes = useWallboxes({ ...rest, ...(isConnection(connection) ? { connection } : {}) });

  const columns: DataTableColumn<WallboxListItem>[] = [
    {
      key: 'identity',
      sortField: 'identity',
      sortable: true,
      header: t('columns.identity'),
      cell: (w) => (
        <Anchor component="button" type="button" size="sm" fw={500} ff="monospace" onClick={() => setOpenId(w.id)} aria-label={t('list.open', { identity: w.identity })}>
          {w.identity}
        </Anchor>
      ),
    },
    { key: 'status', header: t('columns.status'), cell: (w) => <WallboxStatusBadge wallbox={w} /> },
    {
      key: 'driver',
      sortField: 'driverName',
      sortable: true,
      header: t('columns.driver'),
      cell: (w) => (
        <DriverLink id={w.driverId} size="sm">{w.driverName}</DriverLink>
      ),
    },
    ...(isAdministrator ? [{ key: 'company', header: t('columns.company'), cell: (w: WallboxListItem) => w.companyName }] : []),
    {
      key: 'lastSeen',
      sortField: 'lastSeenAt',
      sortable: true,
      header: t('columns.lastSeen'),
      cell: (w) => (w.lastSeenAt ? format.dateTime(w.lastSeenAt) : <Text size="sm" c="dimmed">{t('values.never')}</Text>),
    },
    { key: 'device', header: t('columns.device'), cell: (w) => [w.vendor, w.model].filter(Boolean).join(' ') || <Text size="sm" c="dimmed">{t('values.notBooted')}</Text> },
  ];

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('list.intro')}
      </Text>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <SearchInput value={list.filters.search} onSearch={(search) => list.setFilter('search', search)} placeholder={t('list.searchPlaceholder')} maw={360} flex={1} miw={200} />
        <Select
          label={t('filters.connection')}
          placeholder={t('filters.all')}
          data={WALLBOX_CONNECTION_STATES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={isConnection(list.filters.connection) ? list.filters.connection : null}
          onChange={(v) => list.setFilter('connection', v)}
          clearable
          w={180}
        />
        <Button ml="auto" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setRegistering(true)}>
          {t('register.button')}
        </Button>
      </Group>
      <ListTable label={t('list.tableLabel')} columns={columns} rowKey={(w) => w.id} emptyText={t('list.empty')} list={list} query={wallboxes} />
      <WallboxRegisterDialog opened={registering} onClose={() => setRegistering(false)} />
      <WallboxDetailDialog id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
