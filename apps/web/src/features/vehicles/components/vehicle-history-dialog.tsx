import { useState } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VehicleTelemetry } from '@fleetwatt/shared';
import { ItemDialog } from '../../../components/ui/item-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useVehicleHistory } from '../api/get-vehicle-history.ts';
import { ChargingBadge } from './vehicle-badges.tsx';

export interface HistoryTarget {
  id: string;
  name: string;
}

/**
 * The vehicle history: what the car reported whenever something changed, newest first, 20 a page,
 * with what the company keeps of positions (coordinates for some days, or only whether at home).
 */
export function VehicleHistoryDialog({ vehicle, onClose }: { vehicle: HistoryTarget | null; onClose: () => void }) {
  const { t } = useTranslation('vehicles');
  return (
    <ItemDialog item={vehicle} onClose={onClose} title={t('history.title', { vehicle: vehicle?.name ?? '' })} size={1100}>
      {(vehicle) => <History vehicleId={vehicle.id} />}
    </ItemDialog>
  );
}

function History({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation('vehicles');
  const format = useFormat();
  const [pageNumber, setPageNumber] = useState(0);
  const history = useVehicleHistory(vehicleId, pageNumber);
  const yesNo = (v: boolean | null) => (v === null ? EMPTY_VALUE : v ? t('history.yes') : t('history.no'));

  const columns: DataTableColumn<VehicleTelemetry>[] = [
    { key: 'changedAt', header: t('history.changedAt'), cell: (r) => format.dateTime(r.changedAt) },
    {
      key: 'location',
      header: t('history.location'),
      cell: (r) =>
        r.latitude !== null && r.longitude !== null ? (
          <Anchor
            size="sm"
            href={`https://www.openstreetmap.org/?mlat=${r.latitude}&mlon=${r.longitude}#map=15/${r.latitude}/${r.longitude}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('history.openMap', { lat: r.latitude.toFixed(5), lon: r.longitude.toFixed(5) })}
          >
            {`${r.latitude.toFixed(5)}, ${r.longitude.toFixed(5)}`}
          </Anchor>
        ) : (
          EMPTY_VALUE
        ),
    },
    { key: 'atHome', header: t('history.atHome'), cell: (r) => <Text size="sm">{yesNo(r.atHome)}</Text> },
    { key: 'battery', header: t('history.batteryPercent'), align: 'right', cell: (r) => (r.batteryPercent === null ? EMPTY_VALUE : `${r.batteryPercent} %`) },
    { key: 'range', header: t('history.batteryRange'), align: 'right', cell: (r) => format.km(r.batteryRangeKm) },
    { key: 'charging', header: t('history.charging'), cell: (r) => <ChargingBadge status={r.chargingStatus} /> },
    { key: 'plugged', header: t('history.pluggedIn'), cell: (r) => <Text size="sm">{yesNo(r.pluggedIn)}</Text> },
    { key: 'odometer', header: t('history.odometer'), align: 'right', cell: (r) => format.km(r.odometerKm) },
  ];

  const locationDays = history.data?.locationDays;
  return (
    <Stack gap="sm">
      {locationDays !== undefined && (
        <Text size="sm" c="dimmed">
          {locationDays === 0 ? t('history.keptNone') : t('history.keptDays', { count: locationDays })}
        </Text>
      )}
      <DataTable
      label={t('history.tableLabel')}
      columns={columns}
      rows={history.data?.results}
      rowKey={(r) => r.id}
      loading={history.isFetching}
      error={history.error}
      emptyText={t('history.empty')}
      paging={{
        pageNumber,
        pageSize: 20,
        totalCount: history.data?.totalCount ?? 0,
        totalPages: history.data?.totalPages ?? 0,
        onPageChange: setPageNumber,
      }}
      />
    </Stack>
  );
}
