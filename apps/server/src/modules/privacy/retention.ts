import { HOME_RADIUS_METERS, PRIVACY_DEFAULTS, RETENTION_KINDS, utcDay, type PrivacySettings } from '@fleetwatt/shared';
import type { Database, SqlClient } from '../../db/database.ts';
import type { RowOf } from '../../db/rows.ts';
import type { documents } from '../../db/schema/index.ts';

/** Rows changed per statement, so a large history is worked through without one huge transaction. */
const BATCH = 20_000;

/** The counts of one run, per kind of data (rows removed, or coordinates dropped). */
export type RetentionCounts = Record<
  'coordinates' | 'telemetry' | 'mileageReadings' | 'mileageRequests' | 'chargingSessions' | 'auditEvents' | 'emails' | 'notifications' | 'invites' | 'tariffDocuments',
  number
>;

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Whether (lat, lon) lies within the home radius of the driver's home place (u.home_*), in SQL. */
export const AT_HOME_SQL = (lat: string, lon: string) => `case when u.home_latitude is null or ${lat} is null then null else
  2 * 6371000 * asin(least(1, sqrt(power(sin(radians(${lat} - u.home_latitude) / 2), 2)
    + cos(radians(u.home_latitude)) * cos(radians(${lat})) * power(sin(radians(${lon} - u.home_longitude) / 2), 2)))) <= ${HOME_RADIUS_METERS} end`;

/** Runs `statement` (which must change at most BATCH rows and return them) until nothing is left; the number changed. */
async function inBatches(db: SqlClient, statement: string, params: unknown[]): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await db.query(statement, [...params, BATCH]);
    total += rows.length;
    if (rows.length < BATCH) return total;
  }
}

interface CompanySettings extends PrivacySettings {
  company_id: string;
}

/** Every company with its settings, the defaults where it has none. */
async function companies(db: SqlClient): Promise<CompanySettings[]> {
  const cols = RETENTION_KINDS.map((k) => `coalesce(ps.${k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}, ${PRIVACY_DEFAULTS[k]})::int as "${k}"`);
  return db.query<CompanySettings>(
    `select c.id as company_id, ${cols.join(', ')} from companies c left join company_privacy_settings ps on ps.company_id = c.id order by c.id`,
  );
}

/**
 * Removes what has expired under each company's settings (docs/privacy.md): coordinates past the
 * location setting (keeping whether the car was at home), the vehicle history, odometer readings
 * and requests, charging sessions on no receipt, audit events, mails and notifications, answered or
 * expired invites, tariff bills of tariffs that ended. Receipts and invoices, and the sessions,
 * files and payouts they consist of, are never touched. Safe to run again: a second run finds
 * nothing.
 */
export async function runRetention(database: Database, now: Date): Promise<{ removed: RetentionCounts; total: number }> {
  const removed: RetentionCounts = {
    coordinates: 0,
    telemetry: 0,
    mileageReadings: 0,
    mileageRequests: 0,
    chargingSessions: 0,
    auditEvents: 0,
    emails: 0,
    notifications: 0,
    invites: 0,
    tariffDocuments: 0,
  };
  for (const s of await companies(database)) {
    const c = s.company_id;
    const location = daysBefore(now, s.locationDays);
    removed.coordinates += await inBatches(
      database,
      `update vehicle_telemetry t set latitude = null, longitude = null,
              at_home = coalesce(t.at_home, (select ${AT_HOME_SQL('t.latitude', 't.longitude')}
                                                from vehicles v left join users u on u.id = v.user_id where v.id = t.vehicle_id))
        where t.id in (select id from vehicle_telemetry where company_id = $1 and latitude is not null and changed_at < $2 limit $3)
        returning t.id`,
      [c, location],
    );
    await database.query(
      `update vehicles v set latitude = null, longitude = null,
              at_home = coalesce(v.at_home, (select ${AT_HOME_SQL('v.latitude', 'v.longitude')} from users u where u.id = v.user_id))
        where v.company_id = $1 and v.latitude is not null and coalesce(v.last_seen_at, v.updated_at) < $2`,
      [c, location],
    );
    removed.telemetry += await inBatches(
      database,
      `delete from vehicle_telemetry where id in (select id from vehicle_telemetry where company_id = $1 and changed_at < $2 limit $3) returning id`,
      [c, daysBefore(now, s.telemetryDays)],
    );
    const mileage = daysBefore(now, s.mileageDays);
    removed.mileageReadings += await inBatches(
      database,
      `delete from mileage_readings where id in (select id from mileage_readings where company_id = $1 and read_at < $2 limit $3) returning id`,
      [c, mileage],
    );
    removed.mileageRequests += await inBatches(
      database,
      `delete from mileage_requests where id in (select id from mileage_requests where company_id = $1 and period_end < $2 limit $3) returning id`,
      [c, mileage],
    );
    // Sessions on a receipt belong to it and are kept as long as it is.
    removed.chargingSessions += await inBatches(
      database,
      `delete from charging_sessions where id in (
         select id from charging_sessions where company_id = $1 and start_date < $2 and receipt_id is null limit $3) returning id`,
      [c, daysBefore(now, s.sessionDays)],
    );
    removed.auditEvents += await inBatches(
      database,
      `delete from audit_events where id in (select id from audit_events where company_id = $1 and occurred_at < $2 limit $3) returning id`,
      [c, daysBefore(now, s.auditDays)],
    );
    const messages = daysBefore(now, s.outboxDays);
    await database.query(
      `update mileage_requests set email_id = null where company_id = $1 and email_id in (select id from email_outbox where company_id = $1 and created_at < $2)`,
      [c, messages],
    );
    await database.query(
      `update mileage_requests set notification_id = null
        where company_id = $1 and notification_id in (select id from notifications where company_id = $1 and created_at < $2)`,
      [c, messages],
    );
    removed.emails += await inBatches(
      database,
      `delete from email_outbox where id in (select id from email_outbox where company_id = $1 and created_at < $2 limit $3) returning id`,
      [c, messages],
    );
    removed.notifications += await inBatches(
      database,
      `delete from notifications where id in (select id from notifications where company_id = $1 and created_at < $2 limit $3) returning id`,
      [c, messages],
    );
    // An invite is done when answered or expired; it is kept for the setting's days after that.
    removed.invites += await inBatches(
      database,
      `delete from invites where id in (
         select id from invites where company_id = $1
            and (case when status = 'PENDING' then expires_at else coalesce(responded_at, updated_at) end) < $2 limit $3) returning id`,
      [c, daysBefore(now, s.inviteDays)],
    );
    removed.tariffDocuments += await removeTariffDocuments(database, c, daysBefore(now, s.tariffDocumentDays));
  }
  // Mails and audit events of no company (to administrators, reference data) keep the defaults.
  removed.auditEvents += await inBatches(
    database,
    `delete from audit_events where id in (select id from audit_events where company_id is null and occurred_at < $1 limit $2) returning id`,
    [daysBefore(now, PRIVACY_DEFAULTS.auditDays)],
  );
  removed.emails += await inBatches(
    database,
    `delete from email_outbox where id in (select id from email_outbox where company_id is null and created_at < $1 limit $2) returning id`,
    [daysBefore(now, PRIVACY_DEFAULTS.outboxDays)],
  );
  const total = Object.values(removed).reduce((a, b) => a + b, 0);
  await database.query('insert into retention_runs (ran_at, removed, total) values ($1, $2, $3)', [now, JSON.stringify(removed), total]);
  return { removed, total };
}

/** Tariff bills of tariffs that ended before `before`: the tariff keeps its price, the file goes. */
async function removeTariffDocuments(database: Database, companyId: string, before: Date): Promise<number> {
  return database.transaction(async (tx) => {
    const docs = await tx.query<RowOf<typeof documents, 'id'>>(
      `with ended as (
         select id, document_id from tariffs
          where company_id = $1 and document_id is not null and end_date is not null and end_date < $2::date for update)
       update tariffs t set document_id = null from ended where t.id = ended.id returning ended.document_id as id`,
      [companyId, utcDay(before)],
    );
    if (!docs.length) return 0;
    const ids = docs.map((d) => d.id);
    // A file still named elsewhere (another tariff, a mail) stays.
    const rows = await tx.query(
      `delete from documents d where d.company_id = $1 and d.kind = 'TARIFF' and d.id = any($2::uuid[])
          and not exists (select 1 from tariffs t where t.document_id = d.id)
          and not exists (select 1 from email_outbox o where o.document_id = d.id)
        returning d.id`,
      [companyId, `{${ids.join(',')}}`],
    );
    return rows.length;
  });
}
