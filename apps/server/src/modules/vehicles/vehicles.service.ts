import {
  PRIVACY_DEFAULTS,
  totalPages,
  type Language,
  type Paged,
  type VehicleExport,
  type VehicleHistoryPage,
  type VehicleHistoryQuery,
  type VehicleListItem,
  type VehicleSearch,
  utcDay,
} from '@fleetwatt/shared';
import { notFound } from '../../lib/errors.ts';
import type { ExportSpec } from '../../lib/export/index.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import type { AccessLog } from '../audit/access-log.ts';
import { VEHICLES_SHEET_NAME, vehicleExportColumns } from './vehicles.export.ts';
import type { VehicleFilter, VehicleRow, VehiclesRepository } from './vehicles.repository.ts';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const num = (n: number | string | null) => (n === null ? null : Number(n));

export function toVehicleItem(r: VehicleRow): VehicleListItem {
  return {
    id: r.id,
    make: r.make,
    model: r.model,
    modelYear: num(r.model_year),
    vin: r.vin,
    driverId: r.driver_id,
    driverName: r.driver_name,
    companyId: r.company_id,
    companyName: r.company_name,
    connectionStatus: r.connection_status,
    connectionExpired: !!r.connection_expired,
    dataState: r.data_state ?? null,
    chargingStatus: r.charging_status,
    odometerKm: num(r.odometer_km),
    batteryPercent: num(r.battery_percent),
    batteryRangeKm: num(r.battery_range_km),
    pluggedIn: r.plugged_in,
    lastSeenAt: iso(r.last_seen_at),
    connectedAt: iso(r.connected_at),
    disconnectedAt: iso(r.disconnected_at),
  };
}

const filterOf = (q: VehicleSearch): VehicleFilter => ({
  search: q.search || undefined,
  companyId: q.companyId,
  driverId: q.driverId,
  connectionStatus: q.connectionStatus,
  chargingStatus: q.chargingStatus,
});

export function vehiclesService(repo: VehiclesRepository, access: AccessLog) {
  return {
    async search(scope: TenantScope, query: VehicleSearch): Promise<Paged<VehicleListItem>> {
      const { rows, total } = await repo.search(scope, filterOf(query), { field: query.sortField, dir: query.sortDir }, {
        number: query.pageNumber,
        size: query.pageSize,
      });
      return { results: rows.map(toVehicleItem), totalCount: total, totalPages: totalPages(total, query.pageSize) };
    },

    exportSpec(scope: TenantScope, query: VehicleExport, lang: Language, today = new Date()): ExportSpec<VehicleRow> {
      return {
        fileName: `vehicles-${utcDay(today)}`,
        sheetName: VEHICLES_SHEET_NAME[lang],
        columns: vehicleExportColumns(lang),
        rows: repo.all(scope, filterOf(query), { field: query.sortField, dir: query.sortDir }),
        lang,
      };
    },

    async get(scope: TenantScope, id: string): Promise<VehicleListItem> {
      const row = await repo.find(scope, id);
      if (!row) throw notFound('vehicle');
      return toVehicleItem(row);
    },

    /**
     * The vehicle's history, newest first; a vehicle outside the scope answers 404. Looking at a
     * driver's car data is a line in the audit trail (who looked, at whose car, which page).
     */
    async history(scope: TenantScope, id: string, query: VehicleHistoryQuery): Promise<VehicleHistoryPage> {
      const vehicle = await repo.find(scope, id);
      if (!vehicle) throw notFound('vehicle');
      const [{ rows, total }, locationDays] = await Promise.all([
        repo.history(vehicle.company_id, vehicle.id, { number: query.pageNumber, size: query.pageSize }),
        repo.locationDays(vehicle.company_id),
      ]);
      await access.record({
        companyId: vehicle.company_id,
        entity: 'vehicles',
        entityId: vehicle.id,
        action: 'read',
        details: { view: 'history', driverId: vehicle.driver_id, pageNumber: query.pageNumber },
      });
      return {
        locationDays: locationDays ?? PRIVACY_DEFAULTS.locationDays,
        results: rows.map((r) => ({
          id: r.id,
          changedAt: new Date(r.changed_at).toISOString(),
          latitude: r.latitude === null ? null : Number(r.latitude),
          longitude: r.longitude === null ? null : Number(r.longitude),
          atHome: r.at_home,
          batteryPercent: num(r.battery_percent),
          batteryRangeKm: num(r.battery_range_km),
          chargingStatus: r.charging_status,
          pluggedIn: r.plugged_in,
          odometerKm: num(r.odometer_km),
        })),
        totalCount: total,
        totalPages: totalPages(total, query.pageSize),
      };
    },
  };
}
