import type { MileageQueryFrequency } from '../common/enums.ts';

const DAY_MS = 86_400_000;
/** A Monday: two-week periods count from here, so every instance and every run agrees on them. */
const BIWEEKLY_ANCHOR = Date.UTC(1970, 0, 5);

export interface MileagePeriod {
  /** First instant, UTC. */
  start: Date;
  /** First instant of the next period, UTC. */
  end: Date;
}

/**
 * The period of the company's mileage query frequency that contains `at` (UTC): the day, the
 * week from Monday, two weeks from Monday (counted from a fixed Monday), the calendar month, or
 * two calendar months (January and February, March and April, ...). NOT_REQUIRED has none.
 */
export function mileagePeriodOf(frequency: MileageQueryFrequency, at: Date): MileagePeriod | null {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  const day = Date.UTC(y, m, at.getUTCDate());
  switch (frequency) {
    case 'NOT_REQUIRED':
      return null;
    case 'DAILY':
      return { start: new Date(day), end: new Date(day + DAY_MS) };
    case 'WEEKLY': {
      const start = day - ((at.getUTCDay() + 6) % 7) * DAY_MS;
      return { start: new Date(start), end: new Date(start + 7 * DAY_MS) };
    }
    case 'BIWEEKLY': {
      const start = BIWEEKLY_ANCHOR + Math.floor((day - BIWEEKLY_ANCHOR) / (14 * DAY_MS)) * 14 * DAY_MS;
      return { start: new Date(start), end: new Date(start + 14 * DAY_MS) };
    }
    case 'MONTHLY':
      return { start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m + 1, 1)) };
    case 'BIMONTHLY': {
      const first = m - (m % 2);
      return { start: new Date(Date.UTC(y, first, 1)), end: new Date(Date.UTC(y, first + 2, 1)) };
    }
  }
}

/** Days of a year: 366 in a leap year. */
export function daysInYear(year: number): number {
  return (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / DAY_MS;
}
