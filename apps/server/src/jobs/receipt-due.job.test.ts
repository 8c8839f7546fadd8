import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/harness.ts';
import { DEMO_IDS } from '../demo/seed-demo.ts';
import { receiptDueJob } from './receipt-due.job.ts';
import { runDueJobs } from './scheduler.ts';

const server = useTestServer();

const quiet = { info() {}, warn() {}, error() {} };
const runAt = (iso: string) => receiptDueJob.run({ database: server.database, config: server.config, log: quiet, now: new Date(iso) });

const ALPENSTROM = DEMO_IDS.companies.light;
const NEULAND = DEMO_IDS.companies.newcomer;

async function receiptsOf(userId: string, year: number, month: number) {
  return server.database.query<{ id: string; number: number; status: string; session_count: number; expense_minor: number }>(
    `select id, number, status, session_count, expense_minor from receipts where user_id = $1 and period_year = $2 and period_month = $3`,
    [userId, year, month],
  );
}

/** A new driver of the company with two reimbursable sessions on the given days, in no receipt. */
async function driverWithSessions(companyId: string, email: string, days: string[]) {
  const [user] = await server.database.query<{ id: string }>(
    `insert into users (company_id, role, email, first_name, last_name, next_receipt_number)
     values ($1, 'USER', $2, 'Nora', 'Neu', 41) returning id`,
    [companyId, email],
  );
  for (const [i, day] of days.entries()) {
    await server.database.query(
      `insert into charging_sessions (company_id, user_id, start_date, duration_seconds, watt_hours, tariff_price, price_basis,
                                      expense_minor, currency, reimbursable, source)
       values ($1, $2, $3, 3600, $4, 3000, 'TARIFF', $5, 'EUR', true, 'MANUAL')`,
      [companyId, user!.id, `${day}T1${i}:00:00Z`, 10_000 + i, 300 + i],
    );
  }
  return user!.id;
}

describe('the receipt due-day job', () => {
  it('a due day of 31 falls on the last day of February: nothing the day before, the drafts on the 28th', async () => {
    await server.database.query('update companies set receipt_due_day = 31 where id = $1', [ALPENSTROM]);
    const nora = await driverWithSessions(ALPENSTROM, 'nora.neu@alpenstrom.example', ['2026-01-10', '2026-01-31']);

    await runAt('2026-02-27T01:00:00Z');
    expect(await receiptsOf(nora, 2026, 1)).toEqual([]);

    await runAt('2026-02-28T01:00:00Z');
    const [draft, ...more] = await receiptsOf(nora, 2026, 1);
    expect(more).toEqual([]);
    expect(draft).toMatchObject({ number: 41, status: 'DRAFT', session_count: 2, expense_minor: 601 });
    const [counter] = await server.database.query<{ n: number }>('select next_receipt_number as n from users where id = $1', [nora]);
    expect(counter!.n).toBe(42);
  });

  it('is idempotent: a second run, or a run after someone deleted a draft, makes no second draft', async () => {
    const [nora] = await server.database.query<{ id: string }>(`select id from users where email = 'nora.neu@alpenstrom.example'`);
    await runAt('2026-02-28T13:00:00Z');
    await runAt('2026-03-01T01:00:00Z');
    expect(await receiptsOf(nora!.id, 2026, 1)).toHaveLength(1);

    // Deleted by a fleet manager: the job does not bring it back later in the month.
    const [draft] = await receiptsOf(nora!.id, 2026, 1);
    await server.database.query('update charging_sessions set receipt_id = null, receipt_status = null where receipt_id = $1', [draft!.id]);
    await server.database.query('delete from receipts where id = $1', [draft!.id]);
    await runAt('2026-02-28T23:00:00Z');
    expect(await receiptsOf(nora!.id, 2026, 1)).toEqual([]);
  });

  it("catches up a due day missed while the servers were down, and leaves driver-months that have a receipt alone", async () => {
    await server.database.query('update companies set receipt_due_day = 3 where id = $1', [NEULAND]);
    const lena = await driverWithSessions(NEULAND, 'lena@neuland.example', ['2026-03-05', '2026-03-20']);
    const before = await server.database.query<{ n: number }>(
      `select count(*)::int as n from receipts where company_id = $1 and period_year = 2026 and period_month = 3`,
      [NEULAND],
    );
    // The due day was the 3rd; the first run of the month is on the 9th.
    await runAt('2026-04-09T01:00:00Z');
    const drafts = await receiptsOf(lena, 2026, 3);
    expect(drafts).toHaveLength(1);
    const after = await server.database.query<{ n: number }>(
      `select count(*)::int as n from receipts where company_id = $1 and period_year = 2026 and period_month = 3`,
      [NEULAND],
    );
    expect(after[0]!.n).toBe(before[0]!.n + 1);
    const [run] = await server.database.query<{ created_count: number }>(
      `select created_count from receipt_runs where company_id = $1 and period_year = 2026 and period_month = 3`,
      [NEULAND],
    );
    expect(run!.created_count).toBe(1);
  });

  it('is one of the scheduled jobs and runs once when several instances ask at the same time', async () => {
    const mia = await driverWithSessions(NEULAND, 'mia@neuland.example', ['2026-05-11']);
    const ctx = { database: server.database, config: server.config, log: quiet, now: new Date('2026-06-03T02:00:00Z') };
    await server.database.query(`update scheduled_jobs set next_run_at = $1 where name = 'receipt-due'`, [ctx.now]);
    const runs = await Promise.all([runDueJobs(ctx, [receiptDueJob]), runDueJobs(ctx, [receiptDueJob])]);
    expect(runs.flat()).toEqual(['receipt-due']);
    expect(await receiptsOf(mia, 2026, 5)).toHaveLength(1);
  });
});
