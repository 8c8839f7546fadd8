import { isAtHome, type MileageQueryFrequency, type VehicleChargingStatus } from '@fleetwatt/shared';
import type * as schema from '../db/schema/index.ts';
import { HOUR_MS, addDays, addHours, addMinutes, maxDate, monthOf, utcDate } from './calendar.ts';
import { idSequence } from './ids.ts';
import type { DemoContext, DemoDriver, Row } from './model.ts';
import { Odometer } from './odometer.ts';
import { REGIONS } from './places.ts';
import type { Random } from './random.ts';
import { SIM_MODELS, vehicleIdOf, vehicleInfoOf, carOf } from '../providers/smartcar/simulation.ts';
import { SMARTCAR_SCOPE } from '../providers/smartcar/api.ts';
import { REFRESH_TOKEN_SECONDS, mintSandboxToken } from '../providers/smartcar/sandbox-tokens.ts';

/** The cars the demo hands out are the sandbox's models, so the sandbox can go on simulating them. */
const MODELS = SIM_MODELS;

export interface DemoVehicle {
  id: string;
  driver: DemoDriver;
  capacityWh: number;
  connectedAt: Date;
  disconnectedAt: Date | null;
}

export interface VehiclesResult {
  vehicles: DemoVehicle[];
  byDriver: Map<string, DemoVehicle>;
  vehicleRows: Row<typeof schema.vehicles>[];
  telemetryRows: Row<typeof schema.vehicleTelemetry>[];
  mileageRows: Row<typeof schema.mileageReadings>[];
  connectionRows: Row<typeof schema.providerConnections>[];
}

const TELEMETRY_STEP_HOURS = 4;
const TELEMETRY_DAYS = 30;

/** Days between two odometer reports a driver is asked for. */
const READING_STEP_DAYS: Record<MileageQueryFrequency, number | null> = {
  NOT_REQUIRED: null,
  DAILY: 1,
  WEEKLY: 7,
  BIWEEKLY: 14,
  MONTHLY: 30,
  BIMONTHLY: 61,
};

const jitter = (rng: Random, value: number, spread: number) => Number((value + rng.float(-spread, spread)).toFixed(5));

function vin(rng: Random, wmi: string): string {
  return wmi + rng.letters(14, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789');
}

/**
 * Connected cars for drivers of companies with the CarApi feature (about four in five), telemetry
 * every four hours over the last 30 days up to now (up to the disconnection for a disconnected
 * car), and odometer readings from cars and from drivers up to now.
 */
export function buildVehicles(ctx: DemoContext, drivers: DemoDriver[]): VehiclesResult {
  const rng = ctx.random('vehicles');
  const { now, monthStart, currentMonth, windowStart } = ctx;
  const nextVehicle = idSequence('vehicle');
  const nextTelemetry = idSequence('telemetry');
  const nextMileage = idSequence('mileage');
  const nextConnection = idSequence('connection', 100);
  const result: VehiclesResult = {
    vehicles: [],
    byDriver: new Map(),
    vehicleRows: [],
    telemetryRows: [],
    mileageRows: [],
    connectionRows: [],
  };
  let disconnectedLeft = 2;
  // Rows of the current month, from streams of their own: what comes before the month then comes out
  // the same whatever the day, and a later `now` in the same month adds to an earlier one's rows.
  const currentTelemetry: Row<typeof schema.vehicleTelemetry>[] = [];
  const currentMileage: Row<typeof schema.mileageReadings>[] = [];

  for (const driver of drivers) {
    const company = driver.company;
    const odometer = new Odometer(rng, ctx, driver);
    const hasCarApi = company.features.includes('CarApi');
    const connected = hasCarApi && (driver.isDemoDriver || rng.chance(0.8));
    if (connected) {
      const spec = rng.pick(MODELS);
      const earliest = maxDate(addDays(driver.joinedAt, rng.int(7, 30)), addDays(windowStart, 40));
      const latest = addDays(monthStart, -60);
      const connectedAt =
        earliest.getTime() < latest.getTime()
          ? new Date(earliest.getTime() + rng.float(0, 1) * (latest.getTime() - earliest.getTime()))
          : addDays(driver.joinedAt, 7);
      const disconnectedAt =
        !driver.isDemoDriver && disconnectedLeft > 0 && rng.chance(0.15)
          ? (disconnectedLeft--, addHours(addDays(monthStart, -rng.int(8, 20)), rng.int(0, 23)))
          : null;
      const vehicle: DemoVehicle = { id: nextVehicle(), driver, capacityWh: spec.wh, connectedAt, disconnectedAt };
      result.vehicles.push(vehicle);
      result.byDriver.set(driver.id, vehicle);

      const offset = REGIONS[company.region].utcOffsetWinter;
      const consumption = rng.float(0.165, 0.21); // kWh per km
      const target = rng.pick([80, 90, 100]);
      const powerKw = rng.pick([11, 11, 7.4]);
      let soc = rng.int(40, 90);
      let plugged = false;
      const end = disconnectedAt ?? monthStart;
      let t = addMinutes(maxDate(connectedAt, addDays(monthStart, -TELEMETRY_DAYS)), rng.int(0, 59));
      let lastOdo = odometer.at(t);
      let last: Row<typeof schema.vehicleTelemetry> | null = null;
      /** The poll at t, drawn from `r`; moves t on to the next poll. */
      const poll = (r: Random, id: string): Row<typeof schema.vehicleTelemetry> => {
        const odo = odometer.at(t);
        const winter = [11, 12, 1, 2, 3].includes(t.getUTCMonth() + 1) ? 1.15 : 1;
        soc -= ((odo - lastOdo) * consumption * winter * 1000 * 100) / spec.wh;
        lastOdo = odo;
        const localHour = (t.getUTCHours() + offset + 24) % 24;
        const weekday = t.getUTCDay();
        const weekend = weekday === 0 || weekday === 6;
        const atHome = localHour >= 18 || localHour < 7 || (weekend && r.chance(0.6));
        const atOffice = !atHome && !weekend && localHour >= 8 && localHour < 17;
        plugged = atHome && (plugged || soc < 50 || r.chance(0.25));
        let status: VehicleChargingStatus = 'NOT_CHARGING';
        if (plugged) {
          // Hours the car actually drew power since the last poll.
          const hours = r.float(0.3, TELEMETRY_STEP_HOURS * 0.6);
          soc = Math.min(target, soc + (powerKw * hours * 100_000) / spec.wh);
          status = soc >= target ? 'FULLY_CHARGED' : 'CHARGING';
        }
        if (r.chance(0.01)) status = 'UNKNOWN';
        soc = Math.max(3, Math.min(100, soc));
        const [lat, lon] = atHome
          ? [jitter(r, driver.home.lat, 0.0003), jitter(r, driver.home.lon, 0.0003)]
          : atOffice
            ? [jitter(r, company.hq.lat, 0.002), jitter(r, company.hq.lon, 0.002)]
            : [jitter(r, driver.home.lat, 0.06), jitter(r, driver.home.lon, 0.08)];
        const percent = Math.round(soc);
        const row: Row<typeof schema.vehicleTelemetry> = {
          id,
          companyId: company.id,
          vehicleId: vehicle.id,
          changedAt: t,
          // The demo companies keep the default: no coordinates, only whether the car was at home.
          latitude: null,
          longitude: null,
          atHome: isAtHome({ latitude: driver.home.lat, longitude: driver.home.lon }, { latitude: lat, longitude: lon }),
          batteryPercent: percent,
          batteryRangeKm: Math.round((percent / 100) * (spec.wh / 1000 / (consumption * winter))),
          chargingStatus: status,
          pluggedIn: plugged,
          odometerKm: odo,
          createdAt: addMinutes(t, 1),
        };
        t = addMinutes(addHours(t, TELEMETRY_STEP_HOURS), r.int(-6, 6));
        return row;
      };
      // The polls are simulated from 30 days before the current month, whatever the day, but a
      // connected car keeps only the last 30 days up to now: the rows stay as many all month long.
      // A poll keeps its id whether it is kept or not. A disconnected car keeps all it reported.
      const keepFrom = disconnectedAt ? null : addDays(now, -TELEMETRY_DAYS);
      while (t.getTime() < end.getTime()) {
        last = poll(rng, nextTelemetry());
        if (!keepFrom || last.changedAt >= keepFrom) result.telemetryRows.push(last);
      }
      // A connected car goes on reporting through the current month, as far as now.
      if (!disconnectedAt) {
        const live = ctx.random(`telemetry:${currentMonth.year}-${currentMonth.month}:${vehicle.id}`);
        while (addMinutes(t, 1).getTime() <= now.getTime()) {
          last = poll(live, '');
          currentTelemetry.push(last);
        }
      }

      const modelYear = monthStart.getUTCFullYear() - rng.int(0, 3);
      // The sandbox's car continues from the demo's last report: its id carries that odometer and time.
      const anchor = last ?? { changedAt: connectedAt, odometerKm: odometer.at(connectedAt) };
      const providerVehicleId = vehicleIdOf({
        model: MODELS.indexOf(spec),
        modelYear,
        yearlyKm: driver.plannedYearlyKm ?? 15_000,
        odometerKm: anchor.odometerKm ?? odometer.at(connectedAt),
        at: Math.floor(anchor.changedAt.getTime() / 1000),
        lat: Number(driver.home.lat.toFixed(4)),
        lon: Number(driver.home.lon.toFixed(4)),
        utcOffset: offset,
        seed: rng.hex(12),
      });
      vin(rng, spec.wmi); // drawn as before, so the rest of the demo stays the same
      result.vehicleRows.push({
        id: vehicle.id,
        companyId: company.id,
        userId: driver.id,
        provider: 'CAR_API',
        providerVehicleId,
        vin: vehicleInfoOf(providerVehicleId, carOf(providerVehicleId)!).vin,
        make: spec.make,
        model: spec.model,
        modelYear,
        batteryCapacityWh: spec.wh,
        connectionStatus: disconnectedAt ? 'DISCONNECTED' : 'CONNECTED',
        chargingStatus: last?.chargingStatus ?? 'UNKNOWN',
        odometerKm: last?.odometerKm ?? odometer.at(connectedAt),
        batteryPercent: last?.batteryPercent ?? null,
        batteryRangeKm: last?.batteryRangeKm ?? null,
        pluggedIn: last?.pluggedIn ?? null,
        latitude: last?.latitude ?? null,
        longitude: last?.longitude ?? null,
        atHome: last?.atHome ?? null,
        lastSeenAt: last?.changedAt ?? connectedAt,
        connectedAt,
        disconnectedAt,
        createdAt: connectedAt,
        updatedAt: last?.changedAt ?? connectedAt,
      });
      // Tokens the sandbox accepts: they name the account, the shared car and the grant.
      const accountId = `acct_${rng.hex(10)}`;
      let grantId = '';
      const token = (kind: 'access' | 'refresh', hex: string, expiresAt: number) => {
        grantId ||= `grant_${hex}`;
        return mintSandboxToken({ kind, accountId, vehicleIds: [providerVehicleId], grantId, expiresAt: Math.floor(expiresAt) });
      };
      result.connectionRows.push({
        id: nextConnection(),
        companyId: company.id,
        userId: driver.id,
        provider: 'CAR_API',
        status: disconnectedAt ? 'DISCONNECTED' : 'CONNECTED',
        externalAccountId: accountId,
        accessToken: disconnectedAt ? null : token('access', rng.hex(24), (end.getTime() - HOUR_MS) / 1000),
        refreshToken: disconnectedAt ? null : token('refresh', rng.hex(24), now.getTime() / 1000 + REFRESH_TOKEN_SECONDS),
        scope: SMARTCAR_SCOPE.join(' '),
        expiresAt: disconnectedAt ? null : addHours(end, -1),
        connectedAt,
        disconnectedAt,
        createdAt: connectedAt,
        updatedAt: disconnectedAt ?? connectedAt,
      });

      // Car readings: the first of every month since connecting, then weekly over the last month.
      const readings: Date[] = [];
      for (let m = monthOf(connectedAt, 1); m.start.getTime() < end.getTime(); m = monthOf(m.start, 1)) {
        readings.push(addHours(m.start, 2));
      }
      for (let d = 28; d > 0; d -= 7) {
        const at = addHours(addDays(monthStart, -d), 3);
        if (at.getTime() > connectedAt.getTime() && at.getTime() < end.getTime()) readings.push(at);
      }
      readings.sort((a, b) => a.getTime() - b.getTime());
      const carReading = (id: string, at: Date): Row<typeof schema.mileageReadings> => ({
        id,
        companyId: company.id,
        userId: driver.id,
        vehicleId: vehicle.id,
        source: 'CAR',
        odometerKm: odometer.at(at),
        readAt: at,
        createdAt: addMinutes(at, 2),
      });
      for (const at of readings) result.mileageRows.push(carReading(nextMileage(), at));
      // And in the current month: its first, then weekly, as far as now.
      if (!disconnectedAt) {
        for (let d = 0; d < currentMonth.days; d += 7) {
          const at = addHours(addDays(monthStart, d), d === 0 ? 2 : 3);
          if (at > connectedAt && addMinutes(at, 2).getTime() <= now.getTime()) currentMileage.push(carReading('', at));
        }
      }
    }

    // Driver readings where the company asks for them and no car reports instead.
    const step = READING_STEP_DAYS[company.mileageFrequency];
    if (step && !connected) {
      const first = monthOf(windowStart, 0);
      let at = utcDate(first.year, first.month, rng.int(1, 4), rng.int(16, 19), rng.int(0, 59));
      at = maxDate(at, addDays(driver.joinedAt, 14));
      const driverReading = (r: Random, id: string, at: Date): Row<typeof schema.mileageReadings> => ({
        id,
        companyId: company.id,
        userId: driver.id,
        vehicleId: null,
        source: 'DRIVER',
        odometerKm: odometer.at(at),
        readAt: at,
        note: r.chance(0.05) ? 'Photo of the odometer on file' : null,
        createdAt: addMinutes(at, 1),
      });
      while (at.getTime() < monthStart.getTime()) {
        if (rng.chance(0.92)) result.mileageRows.push(driverReading(rng, nextMileage(), at));
        at = addMinutes(addDays(at, step), rng.int(-120, 120));
      }
      const live = ctx.random(`mileage:${currentMonth.year}-${currentMonth.month}:${driver.id}`);
      while (addMinutes(at, 1).getTime() <= now.getTime()) {
        if (live.chance(0.92)) currentMileage.push(driverReading(live, '', at));
        at = addMinutes(addDays(at, step), live.int(-120, 120));
      }
    }
  }

  // The current month's rows take the ids after those of the ended months.
  for (const row of currentTelemetry) row.id = nextTelemetry();
  for (const row of currentMileage) row.id = nextMileage();
  result.telemetryRows.push(...currentTelemetry);
  result.mileageRows.push(...currentMileage);
  return result;
}

