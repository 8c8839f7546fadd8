export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

export interface MonthRef {
  year: number;
  /** 1 to 12 */
  month: number;
  start: Date;
  /** Exclusive: the first instant of the next month. */
  end: Date;
  days: number;
}

export const utcDate = (y: number, m1: number, d = 1, h = 0, min = 0) => new Date(Date.UTC(y, m1 - 1, d, h, min));

export function monthRef(year: number, month: number): MonthRef {
  const start = utcDate(year, month);
  const end = new Date(Date.UTC(year, month, 1));
  return { year, month, start, end, days: Math.round((end.getTime() - start.getTime()) / DAY_MS) };
}

/** The month `offset` months away from the month containing `d`. */
export function monthOf(d: Date, offset = 0): MonthRef {
  const index = d.getUTCFullYear() * 12 + d.getUTCMonth() + offset;
  return monthRef(Math.floor(index / 12), (index % 12) + 1);
}

export const addMs = (d: Date, ms: number) => new Date(d.getTime() + ms);
export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);
export const addHours = (d: Date, hours: number) => new Date(d.getTime() + hours * HOUR_MS);
export const addMinutes = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);

/** Same day and time `months` later, the last day of the month where that day does not exist. */
export function addMonths(d: Date, months: number): Date {
  const r = new Date(d.getTime());
  r.setUTCDate(1);
  r.setUTCMonth(r.getUTCMonth() + months);
  const last = new Date(Date.UTC(r.getUTCFullYear(), r.getUTCMonth() + 1, 0)).getUTCDate();
  r.setUTCDate(Math.min(d.getUTCDate(), last));
  return r;
}

/** Same day and time `years` later, the 28th where the 29th of February does not exist. */
export function addYears(d: Date, years: number): Date {
  const r = new Date(d.getTime());
  r.setUTCFullYear(d.getUTCFullYear() + years);
  if (r.getUTCDate() !== d.getUTCDate()) r.setUTCDate(0);
  return r;
}

export const startOfUtcDay = (d: Date) => utcDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());

export const minDate = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);
export const maxDate = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);
