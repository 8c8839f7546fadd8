import { describe, expect, it } from 'vitest';
import { addDaysIso, addYearsIso } from '@fleetwatt/shared';
import { useTestServer } from '../../test/harness.ts';
import { DEMO_IDS } from '../demo/seed-demo.ts';
import { licenseStatesJob } from './license-states.job.ts';
import { runDueJobs, type JobContext } from './scheduler.ts';

const server = useTestServer();
let serial = 0;
const quiet = { info() {}, warn() {}, error() {} };
const { parent } = DEMO_IDS.companies;


const at = (day: string) => new Date(`${day}T00:15:00Z`);
const ctx = (day: string): JobContext => ({ database: server.database, config: server.config, now: at(day), log: quiet });
const runOn = (day: string) => licenseStatesJob.run(ctx(day));

async function license(expirationDate: string, status = 'ACTIVE') {
  const rows = await server.database.query<{ id: string }>(
    `insert into licenses (company_id, user_id, type, status, license_key, start_date, expiration_date, price_minor, currency)
     values ($1, $2, 'HOME_CHARGING', $3, $4, $5, $6, 11900, 'EUR') returning id`,
    [parent, DEMO_IDS.users.driver, status, `FW-JOB-${++serial}`, addYearsIso(expirationDate, -1), expirationDate],
  );
  return rows[0]!.id;
}

async function scheduledRenewal(licenseId: string, periodStart: string) {
  await server.database.query(
    `insert into license_renewals (company_id, license_id, status, period_start, period_end, price_minor, currency)
     values ($1, $2, 'SCHEDULED', $3, $4, 11900, 'EUR')`,
    [parent, licenseId, periodStart, addDaysIso(addYearsIso(periodStart, 1), -1)],
  );
}

async function stateOf(licenseId: string) {
  const [l] = await server.database.query<{ status: string; expiration_date: string }>(
    'select status, expiration_date::text as expiration_date from licenses where id = $1',
    [licenseId],
  );
  const renewals = await server.database.query<{ status: string; period_start: string; period_end: string }>(
    `select status, period_start::text as period_start, period_end::text as period_end
       from license_renewals where license_id = $1 order by period_start, created_at`,
    [licenseId],
  );
  return { ...l!, renewals };
}

describe('the daily license job', () => {
  it('moves a license to EXPIRING_SOON 30 days ahead and EXPIRED on its expiration date, opening one renewal', async () => {
    const D = '2031-06-15';
    const id = await license(D);
    const cancelled = await license(D, 'CANCELLED');

    await runOn(addDaysIso(D, -31));
    expect(await stateOf(id)).toEqual({ status: 'ACTIVE', expiration_date: D, renewals: [] });

    await runOn(addDaysIso(D, -30));
    const pending = { status: 'PENDING', period_start: D, period_end: '2032-06-14' };
    expect(await stateOf(id)).toEqual({ status: 'EXPIRING_SOON', expiration_date: D, renewals: [pending] });

    await runOn(addDaysIso(D, -29));
    await runOn(addDaysIso(D, -29));
    expect(await stateOf(id)).toEqual({ status: 'EXPIRING_SOON', expiration_date: D, renewals: [pending] });

    await runOn(D);
    expect(await stateOf(id)).toEqual({ status: 'EXPIRED', expiration_date: D, renewals: [pending] });
    expect(await stateOf(cancelled)).toEqual({ status: 'CANCELLED', expiration_date: D, renewals: [] });
  });

  it('does not open a renewal again for a period whose renewal was declined', async () => {
    const D = '2032-03-10';
    const id = await license(D);
    await runOn(addDaysIso(D, -10));
    await server.database.query(`update license_renewals set status = 'CANCELLED' where license_id = $1`, [id]);
    await runOn(addDaysIso(D, -9));
    await runOn(addDaysIso(D, 1));
    const state = await stateOf(id);
    expect(state.status).toBe('EXPIRED');
    expect(state.renewals.map((r) => r.status)).toEqual(['CANCELLED']);
  });

  it('a run after five missed days ends where the five daily runs would have', async () => {
    const D = '2033-09-20';
    const daily = { plain: await license(addDaysIso(D, 28)), expiring: await license(D), scheduled: await license(D) };
    await scheduledRenewal(daily.scheduled, D);
    // Running every day from three days before D to two days after it...
    for (let day = -3; day <= 2; day++) await runOn(addDaysIso(D, day));
    // ...versus the same licenses created later, with the server down until two days after D.
    const missed = { plain: await license(addDaysIso(D, 28)), expiring: await license(D), scheduled: await license(D) };
    await scheduledRenewal(missed.scheduled, D);
    await runOn(addDaysIso(D, 2));

    for (const key of ['plain', 'expiring', 'scheduled'] as const) {
      expect(await stateOf(missed[key]), key).toEqual(await stateOf(daily[key]));
    }
    expect(await stateOf(daily.expiring)).toMatchObject({ status: 'EXPIRED', renewals: [{ status: 'PENDING', period_start: D }] });
    expect(await stateOf(daily.plain)).toMatchObject({ status: 'EXPIRING_SOON', renewals: [{ status: 'PENDING' }] });
    // A scheduled renewal takes effect on its first day: the license runs a year longer.
    expect(await stateOf(daily.scheduled)).toEqual({
      status: 'ACTIVE',
      expiration_date: addYearsIso(D, 1),
      renewals: [{ status: 'RENEWED', period_start: D, period_end: addDaysIso(addYearsIso(D, 1), -1) }],
    });
  });

  it('runs once when two server instances look for due jobs at the same moment', async () => {
    const D = '2034-01-31';
    const id = await license(D);
    const now = at(addDaysIso(D, -20));
    const [first, second] = await Promise.all([
      runDueJobs({ database: server.database, config: server.config, log: quiet, now }, [licenseStatesJob]),
      runDueJobs({ database: server.database, config: server.config, log: quiet, now }, [licenseStatesJob]),
    ]);
    expect([...first!, ...second!]).toEqual(['license-states']);
    expect((await stateOf(id)).renewals).toHaveLength(1);
    // Not due again until the next day's run.
    expect(await runDueJobs({ database: server.database, config: server.config, log: quiet, now }, [licenseStatesJob])).toEqual([]);
    const [job] = await server.database.query<{ next_run_at: Date }>(`select next_run_at from scheduled_jobs where name = 'license-states'`);
    expect(new Date(job!.next_run_at).toISOString()).toBe(`${addDaysIso(D, -19)}T00:15:00.000Z`);
  });
});
