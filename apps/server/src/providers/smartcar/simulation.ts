import type { VehicleChargingStatus } from '@fleetwatt/shared';
import type { CarDataSignals, CarDataVehicle } from '../car-data/car-data-provider.ts';

/*
 * The sandbox's simulated cars. A car is a pure function of its description and the clock: the
 * description travels inside its id (so the sandbox keeps no car table and any number of servers
 * agree), and every value at an instant follows from it. Days run in the car's local time: it is
 * driven between 07:00 and 19:00 (more on weekdays, a week off now and then), parked at the office
 * on weekdays, home at night, plugged in on most nights and charged up to its target.
 */

export const SIM_MODELS: readonly { make: string; model: string; wh: number; wmi: string }[] = [
  { make: 'Volkswagen', model: 'ID.4 Pro', wh: 77_000, wmi: 'WVG' },
  { make: 'Volkswagen', model: 'ID.3 Pro', wh: 58_000, wmi: 'WVW' },
  { make: 'Tesla', model: 'Model 3 Long Range', wh: 75_000, wmi: 'LRW' },
  { make: 'Tesla', model: 'Model Y Long Range', wh: 75_000, wmi: 'XP7' },
  { make: 'BMW', model: 'i4 eDrive40', wh: 80_700, wmi: 'WBY' },
  { make: 'Audi', model: 'Q4 45 e-tron', wh: 77_000, wmi: 'WAU' },
  { make: 'Skoda', model: 'Enyaq 85', wh: 77_000, wmi: 'TMB' },
  { make: 'Mercedes-Benz', model: 'EQA 250+', wh: 70_500, wmi: 'W1N' },
  { make: 'Hyundai', model: 'Ioniq 5', wh: 77_400, wmi: 'KMH' },
  { make: 'Kia', model: 'EV6', wh: 77_400, wmi: 'KNA' },
  { make: 'Polestar', model: '2 Long Range', wh: 78_000, wmi: 'LPS' },
  { make: 'Cupra', model: 'Born', wh: 58_000, wmi: 'VSS' },
];

/** What a simulated car is; encoded into its id. */
export interface SimCar {
  /** Index into SIM_MODELS. */
  model: number;
  modelYear: number;
  yearlyKm: number;
  /** The odometer (km) at the anchor instant `at` (epoch seconds). */
  odometerKm: number;
  at: number;
  /** Home, where it sleeps. */
  lat: number;
  lon: number;
  /** Hours from UTC of the car's local time. */
  utcOffset: number;
  /** Hex seed of every random choice. */
  seed: string;
}

const PREFIX = 'veh_';
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** A car reports every five minutes. */
export const REPORT_EVERY_MS = 5 * 60_000;

const b36 = (n: number) => (n < 0 ? '-' : '') + Math.abs(Math.round(n)).toString(36);
const fromB36 = (text: string) => (text.startsWith('-') ? -parseInt(text.slice(1), 36) : parseInt(text, 36));

/** A short id (base-36 fields), short enough for any URL path segment. */
export function vehicleIdOf(car: SimCar): string {
  const fields = [car.model, car.modelYear, car.yearlyKm, car.odometerKm, car.at, car.lat * 10_000, car.lon * 10_000, car.utcOffset];
  return `${PREFIX}${fields.map(b36).join('.')}.${car.seed}`;
}

/** The car of an id, or null for an id the sandbox never made. */
export function carOf(vehicleId: string): SimCar | null {
  if (!vehicleId.startsWith(PREFIX) || vehicleId.length > 100) return null;
  const parts = vehicleId.slice(PREFIX.length).split('.');
  if (parts.length !== 9 || !parts.slice(0, 8).every((p) => /^-?[0-9a-z]+$/.test(p)) || !/^[0-9a-f]{1,32}$/.test(parts[8]!)) return null;
  const [model, modelYear, yearlyKm, odometerKm, at, lat, lon, utcOffset] = parts.slice(0, 8).map(fromB36) as number[];
  if (!SIM_MODELS[model!]) return null;
  return { model: model!, modelYear: modelYear!, yearlyKm: yearlyKm!, odometerKm: odometerKm!, at: at!, lat: lat! / 10_000, lon: lon! / 10_000, utcOffset: utcOffset!, seed: parts[8]! };
}

/** A number in [0, 1) drawn from the parts, the same every time. */
export function unit(...parts: (string | number)[]): number {
  let h = 2166136261;
  const text = parts.join(':');
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  // One round of mixing so that neighbouring days differ.
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}

const hex = (...parts: (string | number)[]) =>
  Array.from({ length: 3 }, (_, i) => Math.floor(unit(...parts, i) * 0xffffffff).toString(16).padStart(8, '0')).join('');

function profile(car: SimCar) {
  const spec = SIM_MODELS[car.model]!;
  return {
    spec,
    capacityKwh: spec.wh / 1000,
    consumption: 0.165 + 0.045 * unit(car.seed, 'consumption'), // kWh per km
    target: [80, 90, 100][Math.floor(unit(car.seed, 'target') * 3)]!,
    powerKw: unit(car.seed, 'power') < 0.67 ? 11 : 7.4,
    office: {
      lat: car.lat + (unit(car.seed, 'office-lat') - 0.5) * 0.16,
      lon: car.lon + (unit(car.seed, 'office-lon') - 0.5) * 0.22,
    },
  };
}

/** Local day number and hour of an instant. */
function localOf(car: SimCar, ms: number): { day: number; hour: number } {
  const local = ms + car.utcOffset * HOUR_MS;
  const day = Math.floor(local / DAY_MS);
  return { day, hour: (local - day * DAY_MS) / HOUR_MS };
}

const weekdayOf = (day: number) => (day + 4) % 7; // 1970-01-01 was a Thursday; 0 is Sunday.
const isWeekend = (day: number) => weekdayOf(day) === 0 || weekdayOf(day) === 6;
const onHoliday = (car: SimCar, day: number) => unit(car.seed, 'holiday', Math.floor((day + 3) / 7)) < 0.04;

/** Kilometres driven on a local day. */
function kmOn(car: SimCar, day: number): number {
  const factor = onHoliday(car, day) ? 0.1 : isWeekend(day) ? 0.55 : 1.18;
  return (car.yearlyKm / 365) * factor * (0.3 + 1.4 * unit(car.seed, 'km', day));
}

/** Share of the day's driving done by a local hour: none before 07:00, all by 19:00. */
const shareAt = (hour: number) => Math.min(Math.max((hour - 7) / 12, 0), 1);

/** Kilometres driven between two instants (from <= to). */
function drivenBetween(car: SimCar, fromMs: number, toMs: number): number {
  if (toMs <= fromMs) return 0;
  const a = localOf(car, fromMs);
  const b = localOf(car, toMs);
  if (a.day === b.day) return kmOn(car, a.day) * (shareAt(b.hour) - shareAt(a.hour));
  let km = kmOn(car, a.day) * (1 - shareAt(a.hour));
  // Over a century the car has long been scrapped; the cap keeps a strange id from looping for ever.
  const last = Math.min(b.day, a.day + 40_000);
  for (let d = a.day + 1; d < last; d++) km += kmOn(car, d);
  return km + kmOn(car, b.day) * shareAt(b.hour);
}

/** Whole kilometres on the clock at an instant; never decreasing. */
export function odometerAt(car: SimCar, ms: number): number {
  const anchor = car.at * 1000;
  if (ms >= anchor) return Math.floor(car.odometerKm + drivenBetween(car, anchor, ms));
  return Math.max(0, Math.floor(car.odometerKm - drivenBetween(car, ms, anchor)));
}

/** The battery over the days before `day`: state of charge in the evening and whether it charged overnight. */
function batteryDays(car: SimCar, day: number) {
  const p = profile(car);
  const perKm = (p.consumption * 100) / p.capacityKwh;
  let morning = p.target;
  let evening = p.target;
  let pluggedLastNight = true;
  const nights: { morning: number; evening: number; plugged: boolean }[] = [];
  for (let d = day - 10; d <= day; d++) {
    morning = pluggedLastNight ? p.target : evening;
    evening = Math.max(5, morning - kmOn(car, d) * perKm);
    const plugged = evening < 50 || unit(car.seed, 'plug', d) < 0.35;
    nights.push({ morning, evening, plugged });
    pluggedLastNight = plugged;
  }
  return { p, perKm, today: nights[nights.length - 1]!, yesterday: nights[nights.length - 2]! };
}

/** Everything the car reports at an instant. */
export function stateAt(car: SimCar, ms: number) {
  const { day, hour } = localOf(car, ms);
  const { p, perKm, today, yesterday } = batteryDays(car, day);
  let soc: number;
  let plugged: boolean;
  if (hour < 7) {
    plugged = yesterday.plugged;
    soc = plugged ? Math.min(p.target, yesterday.evening + (p.powerKw * (hour + 5) * 100) / p.capacityKwh) : yesterday.evening;
  } else if (hour < 19) {
    plugged = false;
    soc = today.morning - kmOn(car, day) * shareAt(hour) * perKm;
  } else {
    plugged = today.plugged;
    soc = plugged ? Math.min(p.target, today.evening + (p.powerKw * (hour - 19) * 100) / p.capacityKwh) : today.evening;
  }
  const chargingStatus: VehicleChargingStatus = plugged ? (soc >= p.target - 0.5 ? 'FULLY_CHARGED' : 'CHARGING') : 'NOT_CHARGING';

  const atHome = hour < 7 || hour >= 19;
  const atOffice = !atHome && !isWeekend(day) && !onHoliday(car, day) && hour >= 8.5 && hour < 17;
  let lat = car.lat;
  let lon = car.lon;
  if (atOffice) {
    lat = p.office.lat;
    lon = p.office.lon;
  } else if (!atHome) {
    // On the road: somewhere around home, a new place every quarter of an hour.
    const slot = Math.floor(ms / (15 * 60_000));
    lat = car.lat + (unit(car.seed, 'road-lat', slot) - 0.5) * 0.2;
    lon = car.lon + (unit(car.seed, 'road-lon', slot) - 0.5) * 0.28;
  }
  const percent = Math.round(Math.max(3, Math.min(100, soc)));
  return {
    odometerKm: odometerAt(car, ms),
    batteryPercent: percent,
    batteryRangeKm: Math.round(((percent / 100) * p.capacityKwh) / p.consumption),
    chargingStatus,
    pluggedIn: plugged,
    latitude: Number(lat.toFixed(5)),
    longitude: Number(lon.toFixed(5)),
  };
}

/** The car's latest report at `now`; an offline car's stops at `offlineSince`. */
export function telemetryOf(vehicleId: string, car: SimCar, now: Date, offlineSince?: Date | null): CarDataSignals {
  let reported = Math.floor(now.getTime() / REPORT_EVERY_MS) * REPORT_EVERY_MS;
  if (offlineSince) reported = Math.min(reported, Math.floor(offlineSince.getTime() / REPORT_EVERY_MS) * REPORT_EVERY_MS);
  const s = stateAt(car, reported);
  return {
    vehicleId,
    recordedAt: new Date(reported).toISOString(),
    odometerKm: s.odometerKm,
    batteryPercent: s.batteryPercent,
    batteryRangeKm: s.batteryRangeKm,
    chargingStatus: s.chargingStatus,
    pluggedIn: s.pluggedIn,
    location: { latitude: s.latitude, longitude: s.longitude },
  };
}

export function vehicleInfoOf(vehicleId: string, car: SimCar): CarDataVehicle {
  const spec = SIM_MODELS[car.model]!;
  const vinChars = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  const vin = spec.wmi + Array.from({ length: 14 }, (_, i) => vinChars[Math.floor(unit(car.seed, 'vin', i) * vinChars.length)]).join('');
  return { id: vehicleId, make: spec.make, model: spec.model, year: car.modelYear, vin, batteryCapacityWh: spec.wh };
}

const HOMES = [
  { lat: 52.52, lon: 13.405, utcOffset: 1 },
  { lat: 48.137, lon: 11.575, utcOffset: 1 },
  { lat: 48.208, lon: 16.373, utcOffset: 1 },
  { lat: 47.377, lon: 8.541, utcOffset: 1 },
  { lat: 30.267, lon: -97.743, utcOffset: -6 },
];

/** The simulated account behind a sign-in name at the provider. */
export function accountIdOf(loginHint: string | undefined): string {
  const name = (loginHint ?? '').trim().toLowerCase() || 'anonymous';
  return `acct_${hex('account', name).slice(0, 16)}`;
}

/** The cars of a simulated account: one, sometimes two, on the road since 2024. */
export function accountCars(accountId: string): string[] {
  const count = unit(accountId, 'cars') < 0.8 ? 1 : 2;
  return Array.from({ length: count }, (_, i) => {
    const home = HOMES[Math.floor(unit(accountId, 'home') * HOMES.length)]!;
    const car: SimCar = {
      model: Math.floor(unit(accountId, i, 'model') * SIM_MODELS.length),
      modelYear: 2021 + Math.floor(unit(accountId, i, 'year') * 5),
      yearlyKm: (12 + Math.floor(unit(accountId, i, 'yearly') * 24)) * 1000,
      odometerKm: 3000 + Math.floor(unit(accountId, i, 'odometer') * 40_000),
      at: Date.UTC(2024, 0, 1) / 1000,
      lat: Number((home.lat + (unit(accountId, 'lat') - 0.5) * 0.1).toFixed(4)),
      lon: Number((home.lon + (unit(accountId, 'lon') - 0.5) * 0.14).toFixed(4)),
      utcOffset: home.utcOffset,
      seed: hex(accountId, i, 'seed'),
    };
    return vehicleIdOf(car);
  });
}
