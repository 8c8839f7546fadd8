import { isAtHome, mileageFlagOf, PRIVACY_DEFAULTS, type VehicleDataState } from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import type { ConnectionTokenBox } from '../../lib/secrets/connection-token-box.ts';
import { CarDataError, type CarDataFailure, type CarDataProvider, type CarDataSignals } from '../../providers/car-data/index.ts';
import { carDataAccess } from './car-data-access.ts';
import { connectionsRepository, type LockedVehicleRow, type TelemetryValues } from './connections.repository.ts';

export interface PollContext {
  database: Database;
  client: CarDataProvider;
  /** Seals and opens the stored tokens. */
  tokens: ConnectionTokenBox;
  now: Date;
  log: { warn(obj: object, msg?: string): void };
}

/**
 * POLLED: every connected car was asked (a car the provider no longer knows is skipped).
 * EXPIRED: the provider no longer accepts the driver's tokens; the connection ended.
 * UNAVAILABLE: the provider failed or timed out; nothing was written for the car it failed on.
 */
export type PollOutcome = 'POLLED' | 'EXPIRED' | 'UNAVAILABLE' | 'NO_CONNECTION';

/** Failures about one car, not the connection: the car keeps its last reading, the other cars are still asked. */
const CAR_TROUBLES: Partial<Record<CarDataFailure, (err: CarDataError) => VehicleDataState>> = {
  vehicle_state: (err) => (err.details.code === 'ASLEEP' ? 'ASLEEP' : 'UNREACHABLE'),
  permission: () => 'PERMISSION_MISSING',
  incompatible: () => 'NOT_CAPABLE',
  upstream: () => 'UPSTREAM_ERROR',
  account: () => 'ACCOUNT_ISSUE',
};
/** How long a rate-limited car waits when the platform names no time. */
const RETRY_AFTER_DEFAULT_S = 60;
/** At most one car reading per car and hour. */
const READING_EVERY_MS = 3_600_000;

/**
 * What is stored of a report: whether the car is at the driver's home charging place is computed
 * from the position on arrival; the coordinates themselves only when the company keeps them
 * (location setting above 0 days, docs/privacy.md).
 */
function valuesOf(t: CarDataSignals, vehicle: LockedVehicleRow): TelemetryValues {
  const home = vehicle.home_latitude !== null && vehicle.home_longitude !== null ? { latitude: vehicle.home_latitude, longitude: vehicle.home_longitude } : null;
  const keep = vehicle.location_days > 0;
  return {
    changedAt: new Date(t.recordedAt),
    odometerKm: t.odometerKm,
    batteryPercent: t.batteryPercent,
    batteryRangeKm: t.batteryRangeKm,
    chargingStatus: t.chargingStatus,
    pluggedIn: t.pluggedIn,
    latitude: keep ? (t.location?.latitude ?? null) : null,
    longitude: keep ? (t.location?.longitude ?? null) : null,
    atHome: isAtHome(home, t.location ?? null),
  };
}

const near = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) < 1e-6);

function changed(current: LockedVehicleRow, next: TelemetryValues): boolean {
  return (
    (next.odometerKm !== null && next.odometerKm !== current.odometer_km) ||
    next.batteryPercent !== current.battery_percent ||
    next.batteryRangeKm !== current.battery_range_km ||
    next.chargingStatus !== current.charging_status ||
    next.pluggedIn !== current.plugged_in ||
    next.atHome !== current.at_home ||
    !near(next.latitude, current.latitude) ||
    !near(next.longitude, current.longitude)
  );
}

/**
 * Stores one report of a car in one transaction: a history row and the latest values when
 * anything changed, a car reading when the odometer moved (at most hourly), else only the time it
 * was asked. A report older than the last one seen (an offline car) changes nothing but that.
 */
export async function recordTelemetry(database: Database, vehicleId: string, report: CarDataSignals, now: Date): Promise<'CHANGED' | 'UNCHANGED' | 'STALE'> {
  return database.transaction(async (tx) => {
    const repo = connectionsRepository(tx);
    const current = await repo.lockVehicle(vehicleId, PRIVACY_DEFAULTS.locationDays);
    if (!current) return 'STALE';
    // The car answered: whatever kept it from answering before is over, even when the report is not newer.
    if (current.data_state || current.data_retry_at) await repo.setDataState(vehicleId, null, null);
    const next = valuesOf(report, current);
    const lastSeen = current.last_seen_at ? new Date(current.last_seen_at) : null;
    if (lastSeen && next.changedAt.getTime() <= lastSeen.getTime()) {
      await repo.markPolled(vehicleId, now);
      return 'STALE';
    }
    const moved = changed(current, next);
    if (moved) await repo.insertTelemetry(current, next);
    // A newer report refreshes "last seen" even when the values stayed the same.
    await repo.updateLatest(vehicleId, next, now);

    if (next.odometerKm !== null) {
      const last = await repo.lastCarReading(current.company_id, current.user_id, current.id);
      const due = !last || next.changedAt.getTime() - last.read_at.getTime() >= READING_EVERY_MS;
      if (due && (!last || last.odometer_km !== next.odometerKm)) {
        const previous = await repo.readingBefore(current.company_id, current.user_id, next.changedAt);
        const flag = mileageFlagOf(
          { odometerKm: next.odometerKm, readAt: next.changedAt },
          previous ? { odometerKm: previous.odometer_km, readAt: previous.read_at } : null,
        );
        await repo.insertCarReading(current, next.odometerKm, next.changedAt, flag);
      }
    }
    return moved ? 'CHANGED' : 'UNCHANGED';
  });
}

/**
 * Asks the provider for every connected car of one driver: refreshes the tokens when they run
 * out (or always, when told), optionally takes the list of shared cars again, then stores each
 * car's report. A refused refresh ends the connection as EXPIRED.
 */
export async function pollDriver(
  ctx: PollContext,
  companyId: string,
  userId: string,
  options: { forceRefresh?: boolean; relist?: boolean } = {},
): Promise<PollOutcome> {
  const { database, client, now } = ctx;
  const repo = connectionsRepository(database);
  const connection = await repo.connectionOf(companyId, userId);
  if (!connection || connection.status !== 'CONNECTED' || !connection.refresh_token) {
    // Cars without a usable connection are not asked again until someone connects them.
    for (const vehicle of await repo.connectedVehicles(companyId, userId)) await repo.markPolled(vehicle.id, now);
    return 'NO_CONNECTION';
  }
  const access = carDataAccess(ctx, connection);
  const withToken = access.call;

  try {
    await access.ready(options.forceRefresh);
    if (options.relist) {
      const shared = await withToken((token) => client.listVehicles(token));
      await database.transaction((tx) => connectionsRepository(tx).linkVehicles(companyId, userId, shared, now));
    }
    for (const vehicle of await repo.connectedVehicles(companyId, userId)) {
      // A car the platform told us to leave alone for a while is not asked before then.
      if (vehicle.data_retry_at && new Date(vehicle.data_retry_at).getTime() > now.getTime()) continue;
      let report: CarDataSignals;
      try {
        report = await withToken((token) => client.signals(token, vehicle.provider_vehicle_id));
      } catch (err) {
        if (!(err instanceof CarDataError)) throw err;
        // A car the platform no longer knows for this account waits for the next list of shared cars.
        if (err.kind === 'refused') {
          ctx.log.warn({ vehicleId: vehicle.id, reason: err.message }, 'car data platform refused a vehicle');
          continue;
        }
        const trouble = CAR_TROUBLES[err.kind];
        if (trouble) {
          // The car cannot answer now: it keeps its last reading and says why.
          await repo.setDataState(vehicle.id, trouble(err), null);
          await repo.markPolled(vehicle.id, now);
          continue;
        }
        if (err.kind === 'rate_limited') {
          const wait = (err.details.retryAfterSeconds ?? RETRY_AFTER_DEFAULT_S) * 1000;
          await repo.setDataState(vehicle.id, 'RATE_LIMITED', new Date(now.getTime() + wait));
        }
        throw err;
      }
      await recordTelemetry(database, vehicle.id, report, now);
    }
    return 'POLLED';
  } catch (err) {
    if (!(err instanceof CarDataError)) throw err;
    if (err.kind === 'unauthorized') {
      await database.transaction((tx) => connectionsRepository(tx).endConnection(companyId, userId, 'EXPIRED', now));
      return 'EXPIRED';
    }
    ctx.log.warn({ companyId, userId, reason: err.message }, 'car data service unavailable');
    return 'UNAVAILABLE';
  }
}
