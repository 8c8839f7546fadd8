import { DAY_MS, HOUR_MS } from './calendar.ts';
import type { DemoContext, DemoDriver } from './model.ts';
import { REGIONS } from './places.ts';
import type { Random } from './random.ts';

/**
 * A driver's odometer over the demo window and the whole current month: a plausible amount of
 * driving per day (more on weekdays, a holiday now and then), so that car readings, driver readings
 * and telemetry agree.
 */
export class Odometer {
  private readonly origin: number;
  private readonly cumulative: number[];
  private readonly dailyKm: number[];
  private readonly offsetHours: number;

  constructor(rng: Random, ctx: DemoContext, driver: DemoDriver) {
    this.origin = ctx.windowStart.getTime() - 40 * DAY_MS;
    this.offsetHours = REGIONS[driver.company.region].utcOffsetWinter;
    const yearly = (driver.plannedYearlyKm ?? rng.int(12, 35) * 1000) * rng.float(0.75, 1.25);
    const perDay = yearly / 365;
    const days = Math.ceil((ctx.monthStart.getTime() - this.origin) / DAY_MS) + 1;
    const holidays = new Set<number>();
    for (let h = 0; h < 2; h++) {
      const from = rng.int(0, days - 14);
      for (let d = from; d < from + rng.int(7, 14); d++) holidays.add(d);
    }
    this.dailyKm = [];
    this.cumulative = [rng.int(3_000, 60_000)];
    const drive = (d: number, r: Random) => {
      const weekday = new Date(this.origin + d * DAY_MS).getUTCDay();
      const weekend = weekday === 0 || weekday === 6;
      const factor = holidays.has(d) ? 0.1 : weekend ? 0.55 : 1.18;
      const km = Math.max(0, perDay * factor * r.float(0.3, 1.7));
      this.dailyKm.push(km);
      this.cumulative.push(this.cumulative[d]! + km);
    };
    for (let d = 0; d < days; d++) drive(d, rng);
    // The rest of the current month from a stream of its own, so that the days before it come out
    // the same whatever the day of the month.
    const { year, month, end } = ctx.currentMonth;
    const current = ctx.random(`odometer:${year}-${month}:${driver.id}`);
    const allDays = Math.ceil((end.getTime() - this.origin) / DAY_MS) + 1;
    for (let d = days; d < allDays; d++) drive(d, current);
  }

  /** Kilometres on the clock at t (whole km, never decreasing). */
  at(t: Date): number {
    // Days run from local midnight to local midnight, so the reading never goes back.
    const local = t.getTime() - this.origin + this.offsetHours * HOUR_MS;
    const day = Math.floor(local / DAY_MS);
    if (day < 0) return Math.floor(this.cumulative[0]!);
    if (day >= this.dailyKm.length) return Math.floor(this.cumulative[this.dailyKm.length]!);
    const localHour = (local - day * DAY_MS) / HOUR_MS;
    const share = Math.min(Math.max((localHour - 7) / 12, 0), 1);
    return Math.floor(this.cumulative[day]! + this.dailyKm[day]! * share);
  }
}
