import { utcDay } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import { STATUS_ON } from './licenses.repository.ts';
import type { RowOf } from '../../db/rows.ts';
import type { licenseRenewals, licenses } from '../../db/schema/index.ts';

export interface LicenseStateChanges {
  renewed: number;
  statusChanged: number;
  renewalsOpened: number;
}

/**
 * Brings every company's licenses to the state their dates give on the day of `now`, so a run after
 * missed days ends where daily runs would have: SCHEDULED renewals whose period has begun become
 * RENEWED and extend their license; live licenses become ACTIVE, EXPIRING_SOON (30 days before
 * expiration) or EXPIRED (from the expiration date); a license that is expiring soon or expired gets
 * one PENDING renewal for the period after its expiration, unless that period has a renewal already
 * (a cancelled one included: a declined renewal is not opened again). Safe to run any number of times.
 */
export async function applyLicenseStates(db: SqlClient, now: Date): Promise<LicenseStateChanges> {
  const today = utcDay(now);
  const renewed = await db.query<{ n: number }>(
    `with renewed as (
       update license_renewals r set status = 'RENEWED', updated_at = $2
         from licenses l
        where l.company_id = r.company_id and l.id = r.license_id and l.status <> 'CANCELLED'
          and r.status = 'SCHEDULED' and r.period_start <= $1::date
        returning r.company_id, r.license_id, r.period_end
     ), extended as (
       update licenses l set expiration_date = greatest(l.expiration_date, x.period_end + 1), updated_at = $2
         from (select company_id, license_id, max(period_end) as period_end from renewed group by company_id, license_id) x
        where l.company_id = x.company_id and l.id = x.license_id
        returning l.id
     )
     select count(*)::int as n from extended`,
    [today, now],
  );
  const changed = await db.query<RowOf<typeof licenses, 'id'>>(
    `update licenses set status = ${STATUS_ON('expiration_date', '$1::date')}, updated_at = $2
      where status <> 'CANCELLED' and status <> ${STATUS_ON('expiration_date', '$1::date')}
      returning id`,
    [today, now],
  );
  const opened = await db.query<RowOf<typeof licenseRenewals, 'id'>>(
    `insert into license_renewals (company_id, license_id, status, period_start, period_end, price_minor, currency, created_at, updated_at)
     select l.company_id, l.id, 'PENDING', l.expiration_date, (l.expiration_date + interval '1 year')::date - 1,
            l.price_minor, l.currency, $1, $1
       from licenses l
      where l.status in ('EXPIRING_SOON', 'EXPIRED')
        and not exists (
          select 1 from license_renewals r
           where r.company_id = l.company_id and r.license_id = l.id and r.period_start >= l.expiration_date
        )
     on conflict do nothing
     returning id`,
    [now],
  );
  return { renewed: Number(renewed[0]?.n ?? 0), statusChanged: changed.length, renewalsOpened: opened.length };
}
