import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Provider, VehicleChargingStatus, VehicleDataState, VehicleConnectionStatus } from '@fleetwatt/shared';
import { timestamps, utc } from './columns.ts';
import { users } from './users.ts';
import { companyIdColumn } from './tenant-columns.ts';

/**
 * A driver's connected car. The latest telemetry is kept on the row for lists; every change is a
 * vehicle_telemetry row.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    userId: uuid('user_id').references(() => users.id),
    provider: text('provider').$type<Provider>().notNull().default('CAR_API'),
    providerVehicleId: text('provider_vehicle_id').notNull(),
    vin: text('vin'),
    make: text('make').notNull(),
    model: text('model').notNull(),
    modelYear: smallint('model_year'),
    batteryCapacityWh: integer('battery_capacity_wh'),
    connectionStatus: text('connection_status').$type<VehicleConnectionStatus>().notNull().default('CONNECTED'),
    chargingStatus: text('charging_status').$type<VehicleChargingStatus>().notNull().default('UNKNOWN'),
    odometerKm: integer('odometer_km'),
    batteryPercent: smallint('battery_percent'),
    batteryRangeKm: integer('battery_range_km'),
    pluggedIn: boolean('plugged_in'),
    /** Kept only while the company's location setting allows (docs/privacy.md). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Whether the last reported position was at the driver's home charging place; null when unknown. */
    atHome: boolean('at_home'),
    lastSeenAt: utc('last_seen_at'),
    connectedAt: utc('connected_at'),
    disconnectedAt: utc('disconnected_at'),
    /** When the telemetry job last asked the provider, whether or not anything had changed. */
    polledAt: utc('polled_at'),
    /** Why the last poll gave no reading (asleep, a permission missing, ...); null when it did. */
    dataState: text('data_state').$type<VehicleDataState>(),
    /** Not asked again before this time (the platform's Retry-After). */
    dataRetryAt: utc('data_retry_at'),
    ...timestamps,
  },
  (t) => [
    index('vehicles_company_user_idx').on(t.companyId, t.userId),
    uniqueIndex('vehicles_provider_vehicle_key').on(t.companyId, t.provider, t.providerVehicleId),
    // The telemetry job's question "which connected cars are due?", across all companies.
    index('vehicles_due_poll_idx')
      .on(t.polledAt)
      .where(sql`${t.connectionStatus} = 'CONNECTED'`),
  ],
);

/** The vehicle history: one row per polled change; a report is stored once (unique per vehicle and time). */
export const vehicleTelemetry = pgTable(
  'vehicle_telemetry',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    changedAt: utc('changed_at').notNull(),
    /** Kept only while the company's location setting allows; the retention job drops them after. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Whether the car was at the driver's home charging place, computed from the position on arrival. */
    atHome: boolean('at_home'),
    batteryPercent: smallint('battery_percent'),
    batteryRangeKm: integer('battery_range_km'),
    chargingStatus: text('charging_status').$type<VehicleChargingStatus>(),
    pluggedIn: boolean('plugged_in'),
    odometerKm: integer('odometer_km'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vehicle_telemetry_company_vehicle_idx').on(t.companyId, t.vehicleId, t.changedAt),
    // The retention job's question "which rows of a company are older than its setting?".
    index('vehicle_telemetry_company_changed_idx').on(t.companyId, t.changedAt),
  ],
);
