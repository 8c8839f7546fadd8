import type { LicenseStatus } from '../common/enums.ts';

/** A license turns EXPIRING_SOON this many days before its expiration date. */
export const EXPIRING_SOON_DAYS = 30;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: string): [number, number, number] {
  const m = DAY.exec(day);
  if (!m) throw new RangeError(`Not a calendar day: ${day}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The UTC calendar day of a moment, YYYY-MM-DD. */
export const utcDay = (at: Date) => iso(at);

export function addDaysIso(day: string, days: number): string {
  const [y, m, d] = parts(day);
  return iso(new Date(Date.UTC(y, m - 1, d + days)));
}

/** The same day `years` later; 29 February becomes 28 February in a common year. */
export function addYearsIso(day: string, years: number): string {
  const [y, m, d] = parts(day);
  const target = new Date(Date.UTC(y + years, m - 1, d));
  return target.getUTCMonth() === m - 1 ? iso(target) : iso(new Date(Date.UTC(y + years, m, 0)));
}

/**
 * The status a live license has on a day, from its dates alone: EXPIRED from the expiration date
 * on (the next period starts that day), EXPIRING_SOON from 30 days before it, ACTIVE before that.
 * CANCELLED is a decision, never a date, so it is not computed here.
 */
export function licenseStatusOn(expirationDate: string, today: string): Exclude<LicenseStatus, 'CANCELLED'> {
  if (today >= expirationDate) return 'EXPIRED';
  if (today >= addDaysIso(expirationDate, -EXPIRING_SOON_DAYS)) return 'EXPIRING_SOON';
  return 'ACTIVE';
}
