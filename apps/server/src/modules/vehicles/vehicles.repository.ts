import type { SortDir, VehicleSearch, VehicleSortField } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { ColumnOf, RowOf } from '../../db/rows.ts';
import type { companies, companyPrivacySettings, vehicles, vehicleTelemetry } from '../../db/schema/index.ts';
import { keysetRows } from '../../lib/export/index.ts';
import { likePattern, Params } from '../../lib/sql.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';

export type VehicleRow = RowOf<
  typeof vehicles,
  | 'id'
  | 'make'
  | 'model'
  | 'model_year'
  | 'vin'
  | 'company_id'
  | 'connection_status'
  | 'charging_status'
  | 'data_state'
  | 'odometer_km'
  | 'battery_percent'
  | 'battery_range_km'
  | 'plugged_in'
  | 'last_seen_at'
  | 'connected_at'
  | 'disconnected_at'
> & {
  driver_id: ColumnOf<typeof vehicles, 'user_id'>;
  driver_name: string | null;
  company_name: ColumnOf<typeof companies, 'name'>;
  connection_expired: boolean;
};

export type TelemetryRow = RowOf<
  typeof vehicleTelemetry,
  'id' | 'changed_at' | 'latitude' | 'longitude' | 'at_home' | 'battery_percent' | 'battery_range_km' | 'charging_status' | 'plugged_in' | 'odometer_km'
>;

export type VehicleFilter = Pick<VehicleSearch, 'search' | 'companyId' | 'driverId' | 'connectionStatus' | 'chargingStatus'>;

// Sort keys are never null, so that exports can page by them (keyset); nulls sort as the lowest value.
const SORT_SQL: Record<VehicleSortField, string> = {
  make: 'lower(v.make)',
  model: 'lower(v.model)',
  modelYear: 'coalesce(v.model_year, 0)',
  driver: `lower(coalesce(u.last_name || ' ' || u.first_name, ''))`,
  company: 'lower(c.name)',
  connectionStatus: 'v.connection_status',
  chargingStatus: 'v.charging_status',
  odometerKm: 'coalesce(v.odometer_km, -1)',
  batteryPercent: 'coalesce(v.battery_percent, -1)',
  lastSeenAt: `coalesce(v.last_seen_at, 'epoch'::timestamptz)`,
};

const COLUMNS = `v.id, v.make, v.model, v.model_year, v.vin, v.user_id as driver_id,
  nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as driver_name,
  v.company_id, c.name as company_name, v.connection_status, coalesce(pc.status = 'EXPIRED', false) as connection_expired,
  v.charging_status, v.data_state, v.odometer_km, v.battery_percent, v.battery_range_km, v.plugged_in, v.last_seen_at,
  v.connected_at, v.disconnected_at`;

const FROM = `from vehicles v
  join companies c on c.id = v.company_id
  left join users u on u.id = v.user_id
  left join provider_connections pc
    on pc.company_id = v.company_id and pc.user_id = v.user_id and pc.provider = v.provider`;

function whereOf(scope: TenantScope, filter: VehicleFilter, p: Params): string {
  const where: string[] = [];
  if (scope.companyId) where.push(`v.company_id = ${p.add(scope.companyId)}`);
  if (filter.companyId) where.push(`v.company_id = ${p.add(filter.companyId)}`);
  if (filter.driverId) where.push(`v.user_id = ${p.add(filter.driverId)}`);
  if (filter.connectionStatus) where.push(`v.connection_status = ${p.add(filter.connectionStatus)}`);
  if (filter.chargingStatus) where.push(`v.charging_status = ${p.add(filter.chargingStatus)}`);
  if (filter.search) {
    const like = p.add(likePattern(filter.search));
    where.push(`(v.make ilike ${like} escape '\\' or v.model ilike ${like} escape '\\' or v.vin ilike ${like} escape '\\'
      or (coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) ilike ${like} escape '\\')`);
  }
  return where.length ? `where ${where.join(' and ')}` : '';
}

function baseQuery(scope: TenantScope, filter: VehicleFilter, field: VehicleSortField, p: Params) {
  return `select ${COLUMNS}, ${SORT_SQL[field]} as sort_key ${FROM} ${whereOf(scope, filter, p)}`;
}

function strip(row: VehicleRow & { sort_key?: unknown }): VehicleRow {
  const { sort_key: _, ...rest } = row;
  return rest;
}

export function vehiclesRepository(db: SqlClient) {
  return {
    /** One page of the scope's vehicles and how many match. */
    async search(scope: TenantScope, filter: VehicleFilter, sort: { field: VehicleSortField; dir: SortDir }, page: { number: number; size: number }) {
      const p = new Params();
      const sql = baseQuery(scope, filter, sort.field, p);
      const dir = sort.dir === 'DESC' ? 'desc' : 'asc';
      const countParams = new Params();
      const [rows, counted] = await Promise.all([
        db.query<VehicleRow & { sort_key: unknown }>(
          `select k.* from (${sql}) k order by k.sort_key ${dir}, k.id ${dir} limit ${p.add(page.size)} offset ${p.add(page.number * page.size)}`,
          p.values,
        ),
        db.query<{ n: number }>(`select count(*)::int as n ${FROM} ${whereOf(scope, filter, countParams)}`, countParams.values),
      ]);
      return { rows: rows.map(strip), total: Number(counted[0]?.n ?? 0) };
    },

    /** Every matching vehicle in list order, read in batches (for exports). */
    async *all(scope: TenantScope, filter: VehicleFilter, sort: { field: VehicleSortField; dir: SortDir }): AsyncGenerator<VehicleRow> {
      const p = new Params();
      const source = keysetRows<VehicleRow & Record<string, unknown>>(db, {
        sql: baseQuery(scope, filter, sort.field, p),
        params: p.values,
        keys: ['sort_key', 'id'],
        direction: sort.dir,
        batchSize: 2000,
      });
      for await (const row of source) yield strip(row);
    },

    async find(scope: TenantScope, id: string): Promise<VehicleRow | undefined> {
      const p = new Params();
      const scoped = scope.companyId ? `and v.company_id = ${p.add(scope.companyId)}` : '';
      const [row] = await db.query<VehicleRow>(`select ${COLUMNS} ${FROM} where v.id = ${p.add(id)} ${scoped}`, p.values);
      return row;
    },

    /** The driver's vehicles, connected first. */
    async ofDriver(companyId: string, driverId: string): Promise<VehicleRow[]> {
      return db.query<VehicleRow>(
        `select ${COLUMNS} ${FROM} where v.company_id = $1 and v.user_id = $2
          order by v.connection_status = 'CONNECTED' desc, v.connected_at desc nulls last, v.id`,
        [companyId, driverId],
      );
    },

    /** A page of the vehicle's history, newest first, on the (company, vehicle, changed_at) index. */
    async history(companyId: string, vehicleId: string, page: { number: number; size: number }) {
      const [rows, counted] = await Promise.all([
        db.query<TelemetryRow>(
          `select id, changed_at, latitude, longitude, at_home, battery_percent, battery_range_km, charging_status, plugged_in, odometer_km
             from vehicle_telemetry where company_id = $1 and vehicle_id = $2
            order by changed_at desc limit $3 offset $4`,
          [companyId, vehicleId, page.size, page.number * page.size],
        ),
        db.query<{ n: number }>('select count(*)::int as n from vehicle_telemetry where company_id = $1 and vehicle_id = $2', [
          companyId,
          vehicleId,
        ]),
      ]);
      return { rows, total: Number(counted[0]?.n ?? 0) };
    },

    /** How many days the company keeps coordinates (null: no setting, the default applies). */
    async locationDays(companyId: string): Promise<number | null> {
      const [row] = await db.query<RowOf<typeof companyPrivacySettings, 'location_days'>>('select location_days from company_privacy_settings where company_id = $1', [
        companyId,
      ]);
      return row ? Number(row.location_days) : null;
    },
  };
}

export type VehiclesRepository = ReturnType<typeof vehiclesRepository>;
