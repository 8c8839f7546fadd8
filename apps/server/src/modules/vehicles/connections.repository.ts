import type { VehicleChargingStatus, VehicleDataState } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { ColumnOf, LeftJoined, Present, RowOf } from '../../db/rows.ts';
import type { carApiAuthFlows, companies, mileageReadings, providerConnections, users, vehicles } from '../../db/schema/index.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import type { CarDataTokens, CarDataVehicle } from '../../providers/car-data/index.ts';

export type DriverRow = RowOf<typeof users, 'id' | 'email' | 'first_name' | 'last_name' | 'preferred_language' | 'company_id'> & {
  company_name: ColumnOf<typeof companies, 'name'> | null;
  company_language: ColumnOf<typeof companies, 'language'> | null;
  company_features: ColumnOf<typeof companies, 'features'> | null;
  connect_trial_started_at: ColumnOf<typeof companies, 'connect_trial_started_at'>;
};

export type ConnectionRow = RowOf<
  typeof providerConnections,
  'id' | 'company_id' | 'user_id' | 'status' | 'external_account_id' | 'access_token' | 'refresh_token' | 'expires_at' | 'connected_at' | 'disconnected_at'
>;

export type FlowRow = RowOf<typeof carApiAuthFlows, 'id' | 'company_id' | 'user_id' | 'purpose' | 'link_expires_at' | 'link_used_at' | 'state_expires_at' | 'completed_at'>;

/** A car with a driver: the queries that read these take only cars whose user_id is set (a connected car is a driver's). */
type DrivenCar = Present<RowOf<typeof vehicles, 'company_id' | 'user_id'>, 'user_id'>;

/** A mileage reading as the job compares a new odometer value with it. */
type CarReading = RowOf<typeof mileageReadings, 'odometer_km' | 'read_at'>;

/** What the job compares a new report with: the vehicle's latest values. */
export type PolledVehicleRow = DrivenCar & RowOf<
  typeof vehicles,
  | 'id'
  | 'provider_vehicle_id'
  | 'odometer_km'
  | 'battery_percent'
  | 'battery_range_km'
  | 'charging_status'
  | 'plugged_in'
  | 'latitude'
  | 'longitude'
  | 'last_seen_at'
  | 'data_state'
  | 'data_retry_at'
>;

/** The vehicle as a report is stored: its latest values, the driver's home place and what the company keeps of positions. */
export type LockedVehicleRow = PolledVehicleRow &
  RowOf<typeof vehicles, 'at_home'> &
  LeftJoined<RowOf<typeof users, 'home_latitude' | 'home_longitude'>> & { location_days: number };

export interface TelemetryValues {
  changedAt: Date;
  odometerKm: number | null;
  batteryPercent: number | null;
  batteryRangeKm: number | null;
  chargingStatus: VehicleChargingStatus;
  pluggedIn: boolean | null;
  latitude: number | null;
  longitude: number | null;
  atHome: boolean | null;
}

const CONNECTION_COLUMNS = `id, company_id, user_id, status, external_account_id, access_token, refresh_token, expires_at,
  connected_at, disconnected_at`;

export function connectionsRepository(db: SqlClient) {
  return {
    /** A driver (role USER) of the scope, with the company facts the connect rules need. */
    async findDriver(scope: TenantScope, id: string): Promise<DriverRow | undefined> {
      const params: unknown[] = [id];
      const scoped = scope.companyId ? `and u.company_id = $${params.push(scope.companyId)}` : '';
      const [row] = await db.query<DriverRow>(
        `select u.id, u.email, u.first_name, u.last_name, u.preferred_language, u.company_id, c.name as company_name,
                c.language as company_language, c.features as company_features, c.connect_trial_started_at
           from users u left join companies c on c.id = u.company_id
          where u.id = $1 and u.role = 'USER' ${scoped}`,
        params,
      );
      return row;
    },

    async connectionOf(companyId: string, userId: string, lock = false): Promise<ConnectionRow | undefined> {
      const [row] = await db.query<ConnectionRow>(
        `select ${CONNECTION_COLUMNS} from provider_connections
          where company_id = $1 and user_id = $2 and provider = 'CAR_API' ${lock ? 'for update' : ''}`,
        [companyId, userId],
      );
      return row;
    },

    async insertFlow(flow: {
      companyId: string;
      userId: string;
      requestedBy: string | null;
      purpose: ColumnOf<typeof carApiAuthFlows, 'purpose'>;
      linkTokenHash: string;
      linkExpiresAt: Date;
    }): Promise<void> {
      await db.query(
        `insert into car_api_auth_flows (company_id, user_id, requested_by, purpose, link_token_hash, link_expires_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [flow.companyId, flow.userId, flow.requestedBy, flow.purpose, flow.linkTokenHash, flow.linkExpiresAt],
      );
    },

    async flowByLink(linkTokenHash: string): Promise<FlowRow | undefined> {
      const [row] = await db.query<FlowRow>(
        `select id, company_id, user_id, purpose, link_expires_at, link_used_at, state_expires_at, completed_at
           from car_api_auth_flows where link_token_hash = $1 for update`,
        [linkTokenHash],
      );
      return row;
    },

    /** Opening the link hands out a new state; an older state of the same link stops counting. */
    async startFlow(id: string, stateHash: string, stateExpiresAt: Date, now: Date): Promise<void> {
      await db.query(
        `update car_api_auth_flows set link_used_at = coalesce(link_used_at, $4), state_hash = $2, state_expires_at = $3 where id = $1`,
        [id, stateHash, stateExpiresAt, now],
      );
    },

    async flowByState(stateHash: string): Promise<FlowRow | undefined> {
      const [row] = await db.query<FlowRow>(
        `select id, company_id, user_id, purpose, link_expires_at, link_used_at, state_expires_at, completed_at
           from car_api_auth_flows where state_hash = $1`,
        [stateHash],
      );
      return row;
    },

    /** Marks the flow completed; false when someone else did first (a replayed state). */
    async completeFlow(id: string, now: Date): Promise<boolean> {
      const rows = await db.query(`update car_api_auth_flows set completed_at = $2 where id = $1 and completed_at is null returning id`, [id, now]);
      return rows.length === 1;
    },

    async saveConnection(companyId: string, userId: string, accountId: string, tokens: CarDataTokens, now: Date): Promise<void> {
      await db.query(
        `insert into provider_connections (company_id, user_id, provider, status, external_account_id, access_token, refresh_token,
                                           scope, expires_at, connected_at, disconnected_at, updated_at)
         values ($1, $2, 'CAR_API', 'CONNECTED', $3, $4, $5, $6, $7, $8, null, $8)
         on conflict (company_id, user_id, provider) where user_id is not null do update set
           status = 'CONNECTED', external_account_id = excluded.external_account_id, access_token = excluded.access_token,
           refresh_token = excluded.refresh_token, scope = excluded.scope, expires_at = excluded.expires_at,
           connected_at = excluded.connected_at, disconnected_at = null, updated_at = excluded.updated_at`,
        [companyId, userId, accountId, tokens.accessToken, tokens.refreshToken, tokens.scope, tokens.expiresAt, now],
      );
    },

    /** New tokens after a refresh, kept only while the connection is still connected. */
    async saveTokens(connectionId: string, tokens: CarDataTokens, now: Date): Promise<void> {
      await db.query(
        `update provider_connections set access_token = $2, refresh_token = $3, expires_at = $4, updated_at = $5
          where id = $1 and status = 'CONNECTED'`,
        [connectionId, tokens.accessToken, tokens.refreshToken, tokens.expiresAt, now],
      );
    },

    /**
     * Ends the connection: EXPIRED when the provider stopped accepting it, DISCONNECTED when staff
     * ended it. The tokens are forgotten and the driver's cars stop being connected.
     */
    async endConnection(companyId: string, userId: string, status: 'EXPIRED' | 'DISCONNECTED', now: Date): Promise<void> {
      await db.query(
        `update provider_connections set status = $3, access_token = null, refresh_token = null, expires_at = null,
                disconnected_at = $4, updated_at = $4
          where company_id = $1 and user_id = $2 and provider = 'CAR_API' and status <> $3`,
        [companyId, userId, status, now],
      );
      await db.query(
        `update vehicles set connection_status = 'DISCONNECTED', disconnected_at = $3, updated_at = $3
          where company_id = $1 and user_id = $2 and provider = 'CAR_API' and connection_status = 'CONNECTED'`,
        [companyId, userId, now],
      );
    },

    /**
     * Links the shared cars to the driver (a car that changed hands within the company moves to
     * them) and disconnects the driver's cars the owner no longer shares.
     */
    async linkVehicles(companyId: string, userId: string, vehicles: CarDataVehicle[], now: Date): Promise<void> {
      for (const v of vehicles) {
        await db.query(
          `insert into vehicles (company_id, user_id, provider, provider_vehicle_id, vin, make, model, model_year,
                                 battery_capacity_wh, connection_status, connected_at, disconnected_at, updated_at)
           values ($1, $2, 'CAR_API', $3, $4, $5, $6, $7, $8, 'CONNECTED', $9, null, $9)
           on conflict (company_id, provider, provider_vehicle_id) do update set
             user_id = excluded.user_id, vin = excluded.vin, make = excluded.make, model = excluded.model,
             model_year = excluded.model_year, battery_capacity_wh = excluded.battery_capacity_wh,
             connection_status = 'CONNECTED', connected_at = excluded.connected_at, disconnected_at = null,
             updated_at = excluded.updated_at`,
          [companyId, userId, v.id, v.vin, v.make, v.model, v.year, v.batteryCapacityWh, now],
        );
      }
      await db.query(
        `update vehicles set connection_status = 'DISCONNECTED', disconnected_at = $4, updated_at = $4
          where company_id = $1 and user_id = $2 and provider = 'CAR_API' and connection_status = 'CONNECTED'
            and not (provider_vehicle_id = any($3::text[]))`,
        [companyId, userId, `{${vehicles.map((v) => `"${v.id.replace(/["\\]/g, '\\$&')}"`).join(',')}}`, now],
      );
    },

    /** The driver's connected cars as the job compares them. */
    async connectedVehicles(companyId: string, userId: string): Promise<PolledVehicleRow[]> {
      return db.query<PolledVehicleRow>(
        `select id, company_id, user_id, provider_vehicle_id, odometer_km, battery_percent, battery_range_km, charging_status,
                plugged_in, latitude, longitude, last_seen_at, data_state, data_retry_at
           from vehicles where company_id = $1 and user_id = $2 and provider = 'CAR_API' and connection_status = 'CONNECTED'
          order by id`,
        [companyId, userId],
      );
    },

    /** Drivers with a connected car not asked since `before`, oldest first, across all companies. */
    /** The drivers whose connected cars carry these platform ids. */
    async driversOfVehicles(providerVehicleIds: string[]) {
      return db.query<DrivenCar>(
        `select distinct company_id, user_id from vehicles
          where provider = 'CAR_API' and connection_status = 'CONNECTED' and user_id is not null and provider_vehicle_id = any($1)`,
        [providerVehicleIds],
      );
    },

    /** Why the car gave no reading (null: it did), and when it may be asked again. */
    async setDataState(vehicleId: string, state: VehicleDataState | null, retryAt: Date | null): Promise<void> {
      await db.query('update vehicles set data_state = $2, data_retry_at = $3 where id = $1', [vehicleId, state, retryAt]);
    },

    async dueDrivers(before: Date, limit: number, now: Date) {
      return db.query<DrivenCar>(
        `select company_id, user_id from (
           select v.company_id, v.user_id, min(coalesce(v.polled_at, 'epoch'::timestamptz)) as due
             from vehicles v
            where v.connection_status = 'CONNECTED' and v.provider = 'CAR_API' and v.user_id is not null
              and (v.polled_at is null or v.polled_at <= $1) and (v.data_retry_at is null or v.data_retry_at <= $3)
            group by v.company_id, v.user_id
         ) d order by due, company_id, user_id limit $2`,
        [before, limit, now],
      );
    },

    async lockVehicle(id: string, defaultLocationDays: number): Promise<LockedVehicleRow | undefined> {
      const [row] = await db.query<LockedVehicleRow>(
        `select v.id, v.company_id, v.user_id, v.provider_vehicle_id, v.odometer_km, v.battery_percent, v.battery_range_km,
                v.charging_status, v.plugged_in, v.latitude, v.longitude, v.at_home, v.last_seen_at, v.data_state, v.data_retry_at,
                u.home_latitude, u.home_longitude, coalesce(ps.location_days, $2)::int as location_days
           from vehicles v
           left join users u on u.id = v.user_id
           left join company_privacy_settings ps on ps.company_id = v.company_id
          where v.id = $1 and v.connection_status = 'CONNECTED' for update of v`,
        [id, defaultLocationDays],
      );
      return row;
    },

    async markPolled(id: string, now: Date): Promise<void> {
      await db.query('update vehicles set polled_at = $2 where id = $1', [id, now]);
    },

    /** A history row; false when the same report was stored already. */
    async insertTelemetry(vehicle: PolledVehicleRow, t: TelemetryValues): Promise<boolean> {
      const rows = await db.query(
        `insert into vehicle_telemetry (company_id, vehicle_id, changed_at, latitude, longitude, at_home, battery_percent, battery_range_km,
                                        charging_status, plugged_in, odometer_km)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         on conflict (company_id, vehicle_id, changed_at) do nothing returning id`,
        [vehicle.company_id, vehicle.id, t.changedAt, t.latitude, t.longitude, t.atHome, t.batteryPercent, t.batteryRangeKm, t.chargingStatus, t.pluggedIn, t.odometerKm],
      );
      return rows.length === 1;
    },

    async updateLatest(id: string, t: TelemetryValues, now: Date): Promise<void> {
      await db.query(
        `update vehicles set odometer_km = coalesce($2, odometer_km), battery_percent = $3, battery_range_km = $4, charging_status = $5,
                plugged_in = $6, latitude = $7, longitude = $8, last_seen_at = $9, polled_at = $10, updated_at = $10, at_home = $11
          where id = $1`,
        [id, t.odometerKm, t.batteryPercent, t.batteryRangeKm, t.chargingStatus, t.pluggedIn, t.latitude, t.longitude, t.changedAt, now, t.atHome],
      );
    },

    /** The driver's latest reading at or before an instant (any source), for the plausibility flag. */
    async readingBefore(companyId: string, userId: string, at: Date): Promise<CarReading | undefined> {
      const [row] = await db.query<CarReading>(
        `select odometer_km, read_at from mileage_readings where company_id = $1 and user_id = $2 and read_at <= $3
          order by read_at desc limit 1`,
        [companyId, userId, at],
      );
      return row;
    },

    /** The car's latest reading (source CAR) for this driver. */
    async lastCarReading(companyId: string, userId: string, vehicleId: string): Promise<CarReading | undefined> {
      const [row] = await db.query<CarReading>(
        `select odometer_km, read_at from mileage_readings
          where company_id = $1 and user_id = $2 and vehicle_id = $3 and source = 'CAR'
          order by read_at desc limit 1`,
        [companyId, userId, vehicleId],
      );
      return row;
    },

    async insertCarReading(vehicle: PolledVehicleRow, odometerKm: number, readAt: Date, flag: string | null): Promise<void> {
      await db.query(
        `insert into mileage_readings (company_id, user_id, vehicle_id, source, odometer_km, read_at, flag)
         values ($1, $2, $3, 'CAR', $4, $5, $6)`,
        [vehicle.company_id, vehicle.user_id, vehicle.id, odometerKm, readAt, flag],
      );
    },
  };
}

export type ConnectionsRepository = ReturnType<typeof connectionsRepository>;
