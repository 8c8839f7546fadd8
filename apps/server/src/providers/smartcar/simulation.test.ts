import { describe, expect, it } from 'vitest';
import { accountCars, accountIdOf, carOf, odometerAt, stateAt, telemetryOf, vehicleIdOf, type SimCar } from './simulation.ts';

const car: SimCar = {
  model: 4,
  modelYear: 2024,
  yearlyKm: 25_000,
  odometerKm: 18_000,
  at: Date.UTC(2026, 0, 1) / 1000,
  lat: 52.52,
  lon: -13.405,
  utcOffset: 1,
  seed: '00c0ffee1234',
};
const DAY = 86_400_000;

describe('the sandbox’s simulated car', () => {
  it('keeps its description in its id', () => {
    const id = vehicleIdOf(car);
    expect(id.length).toBeLessThan(100);
    expect(carOf(id)).toEqual(car);
    expect(carOf('veh_not-a-car')).toBeNull();
  });

  it('starts at its anchor odometer and drives a plausible yearly distance, never backwards', () => {
    const start = car.at * 1000;
    expect(odometerAt(car, start)).toBe(18_000);
    let last = 0;
    for (let t = start; t < start + 60 * DAY; t += 15 * 60_000) {
      const km = odometerAt(car, t);
      expect(km).toBeGreaterThanOrEqual(last);
      last = km;
    }
    const year = odometerAt(car, start + 365 * DAY) - 18_000;
    expect(year).toBeGreaterThan(18_000);
    expect(year).toBeLessThan(32_000);
  });

  it('sleeps at home plugged in on most nights, drives by day, and charges up to its target', () => {
    let pluggedNights = 0;
    for (let d = 10; d < 40; d++) {
      const night = car.at * 1000 + d * DAY + 2 * 3_600_000; // 03:00 local
      const noon = car.at * 1000 + d * DAY + 11 * 3_600_000;
      const s = stateAt(car, night);
      if (s.pluggedIn) pluggedNights++;
      expect([car.lat, Number(car.lat.toFixed(5))]).toContain(s.latitude);
      expect(s.chargingStatus === 'NOT_CHARGING').toBe(!s.pluggedIn);
      expect(stateAt(car, noon).pluggedIn).toBe(false);
      expect(s.batteryPercent).toBeGreaterThan(0);
      expect(s.batteryPercent).toBeLessThanOrEqual(100);
    }
    expect(pluggedNights).toBeGreaterThan(8);
  });

  it('reports in five-minute steps, and an offline car keeps its last report', () => {
    const id = vehicleIdOf(car);
    const now = new Date(car.at * 1000 + 5 * DAY + 9 * 3_600_000 + 7 * 60_000);
    expect(telemetryOf(id, car, now).recordedAt).toBe(new Date(now.getTime() - 2 * 60_000).toISOString());
    const since = new Date(now.getTime() - 3 * 3_600_000);
    const stale = telemetryOf(id, car, now, since);
    expect(new Date(stale.recordedAt).getTime()).toBeLessThanOrEqual(since.getTime());
  });

  it('gives a sign-in name the same account and cars every time', () => {
    expect(accountIdOf('Ada@Example.test')).toBe(accountIdOf('ada@example.test'));
    expect(accountCars(accountIdOf('ada@example.test'))).toEqual(accountCars(accountIdOf('ada@example.test')));
    expect(accountCars(accountIdOf('ada@example.test')).every((id) => carOf(id) !== null)).toBe(true);
  });
});
