/**
 * Calendar days as the API, the database and the files write them: `YYYY-MM-DD`, in UTC. The one
 * place a moment becomes a day and days are counted.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: string): [number, number, number] {
  const m = DAY.exec(day);
  if (!m) throw new RangeError(`Not a calendar day: ${day}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** The UTC calendar day of a moment, YYYY-MM-DD. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Today in UTC, YYYY-MM-DD. */
export const utcToday = (): string => utcDay(new Date());

/** The first day of a month (1–12; months beyond 12 or below 1 roll over the year), YYYY-MM-DD. */
export const firstOfMonth = (year: number, month: number): string => utcDay(new Date(Date.UTC(year, month - 1, 1)));

export function addDaysIso(day: string, days: number): string {
  const [y, m, d] = parts(day);
  return utcDay(new Date(Date.UTC(y, m - 1, d + days)));
}

/** The same day `years` later; 29 February becomes 28 February in a common year. */
export function addYearsIso(day: string, years: number): string {
  const [y, m, d] = parts(day);
  const target = new Date(Date.UTC(y + years, m - 1, d));
  return target.getUTCMonth() === m - 1 ? utcDay(target) : utcDay(new Date(Date.UTC(y + years, m, 0)));
}
