import { describe, expect, it } from 'vitest';
import { PRIVACY_DEFAULTS } from '@fleetwatt/shared';
import { useTestServer } from '../../test/harness.ts';
import { retentionJob } from './retention.job.ts';
import { runDueJobs } from './scheduler.ts';

const server = useTestServer();

const quiet = { info() {}, warn() {}, error() {} };
const NOW = new Date('2026-06-30T03:30:00Z');
/** `n` days before the run. */
const ago = (n: number, hours = 0) => new Date(NOW.getTime() - n * 86_400_000 - hours * 3_600_000);

async function one<T>(sql: string, params: unknown[]): Promise<T> {
  const [row] = await server.database.query<T>(sql, params);
  return row!;
}
const ids = async (table: string, companyId: string) =>
  (await server.database.query<{ id: string }>(`select id::text from ${table} where company_id = $1 order by id`, [companyId])).map((r) => r.id).sort();

/**
 * A company of its own with settings of 10 days of coordinates, 100 of history, readings and
 * sessions, 400 of audit, 30 of mails and invites, 365 of tariff bills; rows on both sides of
 * each limit. Answers the ids of the rows that must stay and those that must go.
 */
async function companyWithData() {
  const { id: company } = await one<{ id: string }>(`insert into companies (name, country) values ('Retention GmbH', 'GERMANY') returning id`, []);
  await server.database.query(
    `insert into company_privacy_settings (company_id, location_days, telemetry_days, mileage_days, session_days, audit_days,
                                           outbox_days, invite_days, tariff_document_days)
     values ($1, 10, 100, 100, 100, 400, 30, 30, 365)`,
    [company],
  );
  const { id: driver } = await one<{ id: string }>(
    `insert into users (company_id, role, email, first_name, last_name, home_latitude, home_longitude)
     values ($1, 'USER', 'rita@retention.example', 'Rita', 'Rest', 52.5, 13.4) returning id`,
    [company],
  );
  const { id: vehicle } = await one<{ id: string }>(
    `insert into vehicles (company_id, user_id, provider_vehicle_id, make, model, latitude, longitude, last_seen_at)
     values ($1, $2, 'ret-1', 'Tesla', 'Model 3', 52.5, 13.4, $3) returning id`,
    [company, driver, ago(11)],
  );
  const telemetry = async (days: number, lat: number | null) =>
    (
      await one<{ id: string }>(
        `insert into vehicle_telemetry (company_id, vehicle_id, changed_at, latitude, longitude) values ($1, $2, $3, $4::float8, $4::float8 - 39.1) returning id`,
        [company, vehicle, ago(days), lat],
      )
    ).id;
  const located = { recentAtHome: await telemetry(9, 52.5), oldAtHome: await telemetry(11, 52.5001), oldAway: await telemetry(12, 52.6) };
  const historyGone = await telemetry(101, null);

  const reading = async (days: number) =>
    (await one<{ id: string }>(`insert into mileage_readings (company_id, user_id, source, odometer_km, read_at) values ($1, $2, 'DRIVER', 1000, $3) returning id`, [company, driver, ago(days)])).id;
  const readings = { kept: await reading(99), gone: await reading(101) };

  // A receipt of long ago: its session is locked with it, a session on no receipt is not.
  const { id: receipt } = await one<{ id: string }>(
    `insert into receipts (company_id, user_id, number, period_year, period_month, status, currency, created_at)
     values ($1, $2, 1, 2025, 1, 'SUBMITTED', 'EUR', $3) returning id`,
    [company, driver, ago(500)],
  );
  const session = async (days: number, receiptId: string | null) =>
    (
      await one<{ id: string }>(
        `insert into charging_sessions (company_id, user_id, start_date, duration_seconds, watt_hours, expense_minor, currency, reimbursable, source, receipt_id)
         values ($1, $2, $3, 3600, 10000, 300, 'EUR', true, 'MANUAL', $4) returning id`,
        [company, driver, ago(days), receiptId],
      )
    ).id;
  const sessions = { onReceipt: await session(500, receipt), recent: await session(99, null), gone: await session(101, null) };

  const audit = async (days: number) =>
    (await one<{ id: string }>(`insert into audit_events (occurred_at, company_id, entity, action) values ($1, $2, 'tariffs', 'update') returning id::text`, [ago(days), company])).id;
  const audits = { kept: await audit(399), gone: await audit(401) };

  const mail = async (days: number) =>
    (await one<{ id: string }>(`insert into email_outbox (company_id, to_address, subject, body_text, created_at) values ($1, 'rita@retention.example', 'Hi', 'Hi', $2) returning id`, [company, ago(days)])).id;
  const mails = { kept: await mail(29), gone: await mail(31) };
  const note = async (days: number) =>
    (await one<{ id: string }>(`insert into notifications (company_id, user_id, title, message, created_at) values ($1, $2, 'T', 'M', $3) returning id`, [company, driver, ago(days)])).id;
  const notes = { kept: await note(29), gone: await note(31) };

  const invite = async (token: string, status: string, expiresDays: number, respondedDays: number | null) =>
    (
      await one<{ id: string }>(
        `insert into invites (company_id, token, email, status, expires_at, responded_at) values ($1, $2, 'x@retention.example', $3, $4, $5) returning id`,
        [company, token, status, ago(expiresDays), respondedDays === null ? null : ago(respondedDays)],
      )
    ).id;
  const invites = {
    pendingOpen: await invite('ret-a', 'PENDING', -5, null),
    expiredRecently: await invite('ret-b', 'PENDING', 29, null),
    expiredLongAgo: await invite('ret-c', 'PENDING', 31, null),
    acceptedLongAgo: await invite('ret-d', 'ACCEPTED', -10, 40),
  };

  const doc = async (kind: string) =>
    (
      await one<{ id: string }>(
        `insert into documents (company_id, user_id, kind, file_name, content_type, size_bytes, sha256, content) values ($1, $2, $3, 'bill.pdf', 'application/pdf', 1, 'x', '\\x00') returning id`,
        [company, driver, kind],
      )
    ).id;
  const docs = { endedLongAgo: await doc('TARIFF'), endedRecently: await doc('TARIFF'), receiptPdf: await doc('RECEIPT') };
  await server.database.query(`update receipts set document_id = $2 where id = $1`, [receipt, docs.receiptPdf]);
  const tariff = async (n: number, start: string, end: string, documentId: string) =>
    server.database.query(
      `insert into tariffs (company_id, user_id, number, start_date, end_date, price_per_kwh, currency, document_id) values ($1, $2, $3, $4, $5, 3000, 'EUR', $6)`,
      [company, driver, n, start, end, documentId],
    );
  await tariff(1, '2024-01-01', '2025-06-01', docs.endedLongAgo);
  await tariff(2, '2025-06-02', '2025-12-31', docs.endedRecently);

  return { company, vehicle, located, historyGone, readings, receipt, sessions, audits, mails, notes, invites, docs };
}

describe('the retention job', () => {
  it("removes exactly what expired under the company's settings, and nothing of a receipt", async () => {
    const d = await companyWithData();
    const before = await one<{ n: number }>('select count(*)::int as n from retention_runs', []);

    await retentionJob.run({ database: server.database, config: server.config, log: quiet, now: NOW });

    // Coordinates older than 10 days are gone; whether the car was at home stays, computed before.
    const located = await server.database.query<{ id: string; latitude: number | null; at_home: boolean | null }>(
      'select id, latitude, at_home from vehicle_telemetry where company_id = $1 order by changed_at desc',
      [d.company],
    );
    expect(located).toEqual([
      { id: d.located.recentAtHome, latitude: 52.5, at_home: null },
      { id: d.located.oldAtHome, latitude: null, at_home: true },
      { id: d.located.oldAway, latitude: null, at_home: false },
    ]);
    expect(await one('select latitude, longitude, at_home from vehicles where id = $1', [d.vehicle])).toEqual({ latitude: null, longitude: null, at_home: true });

    expect(await ids('mileage_readings', d.company)).toEqual([d.readings.kept]);
    expect(await ids('charging_sessions', d.company)).toEqual([d.sessions.onReceipt, d.sessions.recent].sort());
    expect(await ids('receipts', d.company)).toEqual([d.receipt]);
    expect(await ids('email_outbox', d.company)).toEqual([d.mails.kept]);
    expect(await ids('notifications', d.company)).toEqual([d.notes.kept]);
    expect(await ids('invites', d.company)).toEqual([d.invites.pendingOpen, d.invites.expiredRecently].sort());
    expect(await ids('documents', d.company)).toEqual([d.docs.endedRecently, d.docs.receiptPdf].sort());
    const audits = await server.database.query<{ id: string }>(
      `select id::text from audit_events where company_id = $1 and id = any($2::bigint[])`,
      [d.company, `{${d.audits.kept},${d.audits.gone}}`],
    );
    expect(audits).toEqual([{ id: d.audits.kept }]);

    // The run is recorded with what it removed.
    const runs = await server.database.query<{ removed: Record<string, number>; total: number }>('select removed, total from retention_runs order by id');
    expect(runs).toHaveLength(before.n + 1);
    const run = runs.at(-1)!;
    expect(run.removed).toMatchObject({ coordinates: expect.any(Number), telemetry: expect.any(Number) });
    expect(run.removed.coordinates).toBeGreaterThanOrEqual(2);
    expect(run.removed.chargingSessions).toBeGreaterThanOrEqual(1);
    expect(run.removed.invites).toBeGreaterThanOrEqual(2);
    expect(run.removed.tariffDocuments).toBeGreaterThanOrEqual(1);
    expect(run.total).toBe(Object.values(run.removed).reduce((a, b) => a + b, 0));

    // A second run finds nothing more of this company.
    await retentionJob.run({ database: server.database, config: server.config, log: quiet, now: NOW });
    expect(await ids('charging_sessions', d.company)).toEqual([d.sessions.onReceipt, d.sessions.recent].sort());
    expect(await ids('vehicle_telemetry', d.company)).toEqual(Object.values(d.located).sort());
  });

  it('a company without settings keeps the defaults: no coordinates at all, the history for 400 days', async () => {
    const { id: company } = await one<{ id: string }>(`insert into companies (name, country) values ('Default AG', 'AUSTRIA') returning id`, []);
    const { id: vehicle } = await one<{ id: string }>(
      `insert into vehicles (company_id, provider_vehicle_id, make, model) values ($1, 'def-1', 'VW', 'ID.3') returning id`,
      [company],
    );
    for (const days of [0, PRIVACY_DEFAULTS.telemetryDays - 1, PRIVACY_DEFAULTS.telemetryDays + 1])
      await server.database.query(`insert into vehicle_telemetry (company_id, vehicle_id, changed_at, latitude, longitude) values ($1, $2, $3, 48.2, 16.3)`, [
        company,
        vehicle,
        ago(days, 1),
      ]);
    await retentionJob.run({ database: server.database, config: server.config, log: quiet, now: NOW });
    const rows = await server.database.query<{ latitude: number | null }>('select latitude from vehicle_telemetry where company_id = $1', [company]);
    expect(rows).toEqual([{ latitude: null }, { latitude: null }]);
  });

  it('runs once across instances through the scheduler', async () => {
    const ctx = { database: server.database, config: server.config, log: quiet, now: new Date('2026-07-01T04:00:00Z') };
    const [a, b] = await Promise.all([runDueJobs(ctx, [retentionJob]), runDueJobs(ctx, [retentionJob])]);
    expect([...a, ...b]).toEqual(['retention']);
  });
});
