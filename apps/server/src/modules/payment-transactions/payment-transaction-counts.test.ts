import { describe, expect, it } from 'vitest';
import type { Paged, PaymentTransaction } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { drift as tableDrift } from '../../../test/drift.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { call } from '../invites/test-api.ts';

/*
 * payment_transaction_counts must equal the transactions counted afresh after every kind of write:
 * the demo load, a bank sync (new and known transactions), an insert by hand, a status, a booking
 * date moved to another month, a delete, and two writers of the same company and month at once.
 * The list's count for the filters the counts know equals a count of the transactions.
 */
const server = useTestServer();
const ADMIN = 'admin@demo.test';
const MUNICH = DEMO_IDS.companies.childMunich;

/** Keys where the kept counts and a fresh count disagree; none when they hold. */
function drift() {
  return tableDrift(server.database, 'payment_transaction_counts', {
    fresh: `select company_id, (date_trunc('month', booked_at at time zone 'UTC'))::date as month, side, source, method, status, count(*)::int as n
              from payment_transactions group by 1, 2, 3, 4, 5, 6`,
    kept: 'select company_id, month, side, source, method, status, transactions as n from payment_transaction_counts where transactions <> 0',
  });
}

const insertTransactions = (companyId: string, count: number, bookedAt: string, status = 'MONEY_OUT_SUCCESS') =>
  server.database.query<{ id: string }>(
    `insert into payment_transactions (company_id, source, method, status, side, amount_minor, currency, booked_at, note, created_at, updated_at)
     select $1, 'MANUAL', 'SEPA_TRANSFER', $4, 'DEBIT', 100 * g, 'EUR', $3, 'Counted ' || g, now(), now() from generate_series(1, $2::int) g
     returning id`,
    [companyId, count, bookedAt, status],
  );

describe('payment transaction counts', () => {
  it('equal the demo transactions counted afresh', async () => {
    const [row] = await server.database.query<{ n: number }>('select count(*)::int as n from payment_transaction_counts');
    expect(row!.n).toBeGreaterThan(0);
    expect(await drift()).toEqual([]);
  });

  it('follow a bank sync, inserts, a status, a booking date moved to another month and deletes', async () => {
    const synced = await call(server, 'POST', '/payment-transactions/sync', { as: ADMIN, body: {}, headers: { 'x-child-company-id': MUNICH } });
    expect(synced.status).toBe(200);
    expect(await drift()).toEqual([]);
    const ids = (await insertTransactions(MUNICH, 4, '2025-05-31T23:30:00Z')).map((r) => r.id);
    expect(await drift()).toEqual([]);
    await server.database.query(`update payment_transactions set status = 'MONEY_OUT_ERROR' where id = $1`, [ids[0]]);
    expect(await drift()).toEqual([]);
    await server.database.query(`update payment_transactions set booked_at = booked_at + interval '1 hour' where id = any($1::uuid[])`, [ids.slice(1, 3)]);
    expect(await drift()).toEqual([]);
    await server.database.query(`update payment_transactions set note = 'a note changes no count' where id = $1`, [ids[3]]);
    await server.database.query(`delete from payment_transactions where id = any($1::uuid[])`, [ids.slice(0, 2)]);
    expect(await drift()).toEqual([]);
  });

  it('hold when two writers add transactions of the same company and month at once', async () => {
    await Promise.all([0, 1].map(() => server.database.transaction((tx) => tx.query(
      `insert into payment_transactions (company_id, source, method, status, side, amount_minor, currency, booked_at, created_at, updated_at)
       select $1, 'MANUAL', 'SEPA_TRANSFER', 'MONEY_IN_SUCCESS', 'CREDIT', 500, 'EUR', '2025-07-10T08:00:00Z', now(), now() from generate_series(1, 5)`,
      [MUNICH],
    ))));
    const [row] = await server.database.query<{ n: number }>(
      `select transactions as n from payment_transaction_counts
        where company_id = $1 and month = '2025-07-01' and side = 'CREDIT' and source = 'MANUAL' and status = 'MONEY_IN_SUCCESS'`,
      [MUNICH],
    );
    expect(row!.n).toBe(10);
    expect(await drift()).toEqual([]);
  });

  it("give the list's count for every filter they know, one company and all", async () => {
    await insertTransactions(MUNICH, 3, '2025-12-31T23:59:59Z', 'MONEY_OUT_PENDING');
    const filters: { query: string; sql: string }[] = [
      { query: '', sql: 'true' },
      { query: 'year=2025', sql: `t.booked_at >= '2025-01-01' and t.booked_at < '2026-01-01'` },
      { query: 'year=2025&month=12', sql: `t.booked_at >= '2025-12-01' and t.booked_at < '2026-01-01'` },
      { query: 'side=CREDIT&source=MANUAL', sql: `t.side = 'CREDIT' and t.source = 'MANUAL'` },
      { query: 'method=SEPA_TRANSFER&status=MONEY_OUT_PENDING', sql: `t.method = 'SEPA_TRANSFER' and t.status = 'MONEY_OUT_PENDING'` },
    ];
    for (const companyId of [null, MUNICH]) {
      for (const f of filters) {
        const [expected] = await server.database.query<{ n: number }>(
          `select count(*)::int as n from payment_transactions t where ($1::uuid is null or t.company_id = $1) and ${f.sql}`,
          [companyId],
        );
        const scope = companyId ? `&companyId=${companyId}` : '';
        const { body } = await call<Paged<PaymentTransaction>>(server, 'GET', `/payment-transactions/search?${f.query}${scope}&pageSize=5`, { as: ADMIN });
        expect(body.totalCount, `${f.query} ${companyId ?? 'every company'}`).toBe(expected!.n);
        expect(expected!.n, f.query).toBeGreaterThan(0);
      }
    }
  });
});
