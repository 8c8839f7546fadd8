import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged, Receipt, ReimbursementReceipt } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { drift as tableDrift } from '../../../test/drift.ts';
import { caller, PARENT } from './receipts.test-helpers.ts';

/*
 * receipt_counts must equal the receipts counted afresh after every kind of write: the demo load,
 * new receipts, a status, sent, a correction that supersedes a receipt, deletes, and two writers of
 * the same company and month at once. The receipt lists' counts for the filters the counts know
 * equal a count of the receipts.
 */
const server = useTestServer();
let call: ReturnType<typeof caller>;
beforeAll(() => {
  call = caller(server);
});
const ADMIN = 'admin@demo.test';
const MANAGER = 'manager@demo.test';

/** Keys where the kept counts and a fresh count disagree; none when they hold. */
function drift() {
  return tableDrift(server.database, 'receipt_counts', {
    fresh: `select company_id, period_year, period_month, status, sent, superseded_at is null as current, count(*)::int as n
              from receipts group by 1, 2, 3, 4, 5, 6`,
    kept: 'select company_id, period_year, period_month, status, sent, current, receipts as n from receipt_counts where receipts <> 0',
  });
}

/** Receipts of a far period for a company's drivers (one per driver, the number after their last). */
const insertReceipts = (year: number, month: number, limit: number) =>
  server.database.query<{ id: string }>(
    `insert into receipts (company_id, user_id, number, period_year, period_month, status, version, session_count, energy_wh, expense_minor, base_fee_minor, currency)
     select u.company_id, u.id, coalesce((select max(number) from receipts r where r.user_id = u.id), 0) + 1, $2, $3, 'DRAFT', 1, 0, 0, 0, 0, 'EUR'
       from (select id, company_id from users where company_id = $1 and role = 'USER' order by id limit $4) u
     returning id`,
    [PARENT, year, month, limit],
  );

describe('receipt counts', () => {
  it('equal the demo receipts counted afresh', async () => {
    const [row] = await server.database.query<{ n: number }>('select count(*)::int as n from receipt_counts');
    expect(row!.n).toBeGreaterThan(0);
    expect(await drift()).toEqual([]);
  });

  it('follow new receipts, a status, sent, a correction, and deletes', async () => {
    const ids = (await insertReceipts(2019, 3, 3)).map((r) => r.id);
    expect(ids.length).toBe(3);
    expect(await drift()).toEqual([]);
    await server.database.query(`update receipts set status = 'SUBMITTED', submitted_at = now() where id = any($1::uuid[])`, [ids]);
    expect(await drift()).toEqual([]);
    await server.database.query(`update receipts set sent = true, sent_at = now() where id = $1`, [ids[0]]);
    expect(await drift()).toEqual([]);
    await server.database.query(`update receipts set superseded_at = now() where id = $1`, [ids[1]]);
    expect(await drift()).toEqual([]);
    await server.database.query(`update receipts set expense_minor = 500 where id = $1`, [ids[2]]);
    await server.database.query(`delete from receipts where id = any($1::uuid[])`, [ids.slice(1)]);
    expect(await drift()).toEqual([]);
  });

  it('hold when two writers add receipts of the same company and month at once', async () => {
    await Promise.all(
      [0, 1].map((half) =>
        server.database.transaction((tx) =>
          tx.query(
            `insert into receipts (company_id, user_id, number, period_year, period_month, status, version, session_count, energy_wh, expense_minor, base_fee_minor, currency)
             select u.company_id, u.id, 900 + $2::int, 2019, 5, 'DRAFT', 1, 0, 0, 0, 0, 'EUR'
               from (select id, company_id, row_number() over (order by id) as i from users where company_id = $1 and role = 'USER') u
              where u.i % 2 = $2::int and u.i <= 6`,
            [PARENT, half],
          ),
        ),
      ),
    );
    const [row] = await server.database.query<{ n: number }>(
      `select receipts as n from receipt_counts where company_id = $1 and period_year = 2019 and period_month = 5 and status = 'DRAFT' and not sent and current`,
      [PARENT],
    );
    expect(row!.n).toBe(6);
    expect(await drift()).toEqual([]);
  });

  it("give the lists' counts for every filter they know, one company and all", async () => {
    const [period] = await server.database.query<{ y: number; m: number }>(
      `select period_year as y, period_month as m from receipts group by 1, 2 order by count(*) desc limit 1`,
    );
    const { y, m } = period!;
    const listFilters: { query: string; sql: string }[] = [
      { query: '', sql: 'true' },
      { query: `year=${y}`, sql: `r.period_year = ${y}` },
      { query: `year=${y}&month=${m}`, sql: `r.period_year = ${y} and r.period_month = ${m}` },
      { query: 'month=1', sql: 'true' },
      { query: 'status=SUBMITTED&sent=false', sql: `r.status = 'SUBMITTED' and not r.sent` },
      { query: 'status=DRAFT', sql: `r.status = 'DRAFT'` },
    ];
    for (const [as, companyId] of [[ADMIN, null], [MANAGER, PARENT], [ADMIN, PARENT]] as const) {
      for (const f of listFilters) {
        const [expected] = await server.database.query<{ n: number }>(
          `select count(*)::int as n from receipts r where ($1::uuid is null or r.company_id = $1) and ${f.sql}`,
          [companyId],
        );
        const scope = as === ADMIN && companyId ? `&companyId=${companyId}` : '';
        const { status, body } = await call<Paged<Receipt>>(as, `/receipts/search?${f.query}${scope}&pageSize=5`);
        expect(status).toBe(200);
        expect(body.totalCount, `${as} ${f.query}`).toBe(expected!.n);
      }
    }
    const viewFilters: { query: string; sql: string }[] = [
      { query: '', sql: 'true' },
      { query: `year=${y}&month=${m}`, sql: `r.period_year = ${y} and r.period_month = ${m}` },
      { query: `month=${m}`, sql: `r.period_month = ${m}` },
    ];
    for (const companyId of [null, PARENT]) {
      for (const f of viewFilters) {
        const [expected] = await server.database.query<{ n: number }>(
          `select count(*)::int as n from receipts r where r.superseded_at is null and ($1::uuid is null or r.company_id = $1) and ${f.sql}`,
          [companyId],
        );
        const scope = companyId ? `&companyId=${companyId}` : '';
        const { body } = await call<Paged<ReimbursementReceipt>>(ADMIN, `/reimbursements/receipts?${f.query}${scope}&pageSize=5`);
        expect(body.totalCount, `view ${f.query} ${companyId ?? 'every company'}`).toBe(expected!.n);
        expect(expected!.n).toBeGreaterThan(0);
      }
    }
  });
});
