import { addDaysIso } from '../common/calendar-days.ts';
import type { LicenseStatus } from '../common/enums.ts';

/** A license turns EXPIRING_SOON this many days before its expiration date. */
export const EXPIRING_SOON_DAYS = 30;

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
