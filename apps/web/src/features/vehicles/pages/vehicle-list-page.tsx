import { useState } from 'react';
import { Button, CloseButton, Group, Pill, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  VEHICLE_CHARGING_STATUSES,
  VEHICLE_CONNECTION_STATUSES,
  VEHICLE_SORT_FIELDS,
  type VehicleChargingStatus,
  type VehicleConnectionStatus,
  type VehicleListItem,
} from '@fleetwatt/shared';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { ExportButton } from '../../../components/ui/export-button.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { VEHICLES_EXPORT_PATH, useVehicles } from '../api/search-vehicles.ts';
import { CarDataState } from '../../../components/ui/car-data-state.tsx';
import { ChargingBadge, ConnectionBadge, LastSeen, connectionOf, vehicleName } from '../components/vehicle-badges.tsx';
import { VehicleHistoryDialog, type HistoryTarget } from '../components/vehicle-history-dialog.tsx';
import { CompanyLink, DriverLink } from '../../../components/ui/entity-links.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isConnection = (v: string | undefined): v is VehicleConnectionStatus => (VEHICLE_CONNECTION_STATUSES as readonly string[]).includes(v ?? '');
const isCharging = (v: string | undefined): v is VehicleChargingStatus => (VEHICLE_CHARGING_STATUSES as readonly string[]).includes(v ?? '');

/**
 * /dashboard/vehicles (administrators): every connected car with driver, company, connection and
 * charging status, mileage, battery and when it last reported; searchable, filterable, sortable,
 * exportable; each car's history. `?driverId=` narrows it to one driver's cars.
 */
export default function VehicleListPage() {
  const { t } = useTranslation('vehicles');
  const format = useFormat();
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  const list = useListParams({
    sortFields: VEHICLE_SORT_FIELDS,
    defaultSort: { field: 'lastSeenAt', dir: 'DESC' },
    filters: ['search', 'connectionStatus', 'chargingStatus', 'driverId'] as const,
  });
  const { connectionStatus, chargingStatus, driverId, ...rest } = list.query;
  const query = {
    ...rest,
    ...(isConnection(connectionStatus) ? { connectionStatus } : {}),
    ...(isCharging(chargingStatus) ? { chargingStatus } : {}),
    ...(driverId && UUID.test(driverId) ? { driverId } : {}),
  };
  const vehicles = useVehicles(query);
  const { pageNumber: _p, pageSize: _s, ...exportQuery } = query;
  const driverName = driverId ? vehicles.data?.results.find((v) => v.driverId === driverId)?.driverName : undefined;

  const columns: DataTableColumn<VehicleListItem>[] = [
    {
      key: 'make',
      sortable: true,
      header: t('columns.vehicle'),
      cell: (v) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>{`${v.make} ${v.model}`}</Text>
          {v.vin && (
            <Text size="xs" c="dimmed" ff="monospace">
              {v.vin}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'modelYear', choosable: 'shown', sortable: true, header: t('columns.year'), cell: (v) => v.modelYear ?? EMPTY_VALUE },
    {
      key: 'driver',
      sortable: true,
      header: t('columns.driver'),
      cell: (v) =>
        v.driverId ? (
          <DriverLink id={v.driverId} size="sm">{v.driverName ?? v.driverId}</DriverLink>
        ) : (
          <Text size="sm" c="dimmed">
            {t('noDriver')}
          </Text>
        ),
    },
    {
      key: 'company',
      sortable: true,
      header: t('columns.company'),
      cell: (v) => (
        <CompanyLink id={v.companyId} size="sm">{v.companyName}</CompanyLink>
      ),
    },
    { key: 'connectionStatus', sortable: true, header: t('columns.connection'), cell: (v) => <ConnectionBadge status={connectionOf(v)} /> },
    { key: 'chargingStatus', choosable: 'shown', sortable: true, header: t('columns.charging'), cell: (v) => <ChargingBadge status={v.chargingStatus} /> },
    { key: 'odometerKm', sortable: true, align: 'right', header: t('columns.mileage'), cell: (v) => format.km(v.odometerKm) },
    {
      key: 'batteryPercent',
      choosable: 'shown',
      sortable: true,
      align: 'right',
      header: t('columns.battery'),
      cell: (v) =>
        v.batteryPercent === null ? (
          EMPTY_VALUE
        ) : (
          <Stack gap={0} align="flex-end">
            <Text size="sm">{`${v.batteryPercent} %`}</Text>
            {v.batteryRangeKm !== null && (
              <Text size="xs" c="dimmed">
                {t('range', { km: format.km(v.batteryRangeKm) })}
              </Text>
            )}
          </Stack>
        ),
    },
    { key: 'lastSeenAt', sortable: true, header: t('columns.lastSeen'), cell: (v) => (
        <>
          <LastSeen at={v.lastSeenAt} />
          <CarDataState state={v.dataState} />
        </>
      ),
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>,
      align: 'right',
      cell: (v) => (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconHistory size={14} aria-hidden />}
          aria-label={t('history.rowAction', { vehicle: vehicleName(v) })}
          onClick={() => setHistory({ id: v.id, name: vehicleName(v) })}
        >
          {t('history.button')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group align="flex-end" wrap="wrap" gap="sm" flex={1}>
          <SearchInput
            value={list.filters.search}
            onSearch={(search) => list.setFilter('search', search)}
            placeholder={t('list.searchPlaceholder')}
            maw={360}
            flex={1}
            miw={220}
          />
          <Select
            label={t('filters.connection')}
            placeholder={t('filters.all')}
            data={VEHICLE_CONNECTION_STATUSES.map((s) => ({ value: s, label: t(`connection.${s}`) }))}
            value={isConnection(list.filters.connectionStatus) ? list.filters.connectionStatus : null}
            onChange={(v) => list.setFilter('connectionStatus', v)}
            clearable
            w={180}
          />
          <Select
            label={t('filters.charging')}
            placeholder={t('filters.all')}
            data={VEHICLE_CHARGING_STATUSES.map((s) => ({ value: s, label: t(`charging.${s}`) }))}
            value={isCharging(list.filters.chargingStatus) ? list.filters.chargingStatus : null}
            onChange={(v) => list.setFilter('chargingStatus', v)}
            clearable
            w={200}
          />
          {driverId && (
            <Pill size="lg" withRemoveButton={false}>
              <Group gap={4} wrap="nowrap">
                {`${t('filters.driver')}: ${driverName ?? driverId.slice(0, 8)}`}
                <CloseButton size="xs" aria-label={t('filters.clearDriver')} onClick={() => list.setFilter('driverId', null)} />
              </Group>
            </Pill>
          )}
        </Group>
        <ExportButton path={VEHICLES_EXPORT_PATH} query={exportQuery} zip />
      </Group>
      <ListTable
        columnsKey="vehicles"
        label={t('list.tableLabel')}
        columns={columns}
        rowKey={(v) => v.id}
        emptyText={t('list.empty')}
        list={list}
        query={vehicles}
        pageSizeOptions={[25, 50, 100, 200]}
      />
      <VehicleHistoryDialog vehicle={history} onClose={() => setHistory(null)} />
    </Stack>
  );
}
