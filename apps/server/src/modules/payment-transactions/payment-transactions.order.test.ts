import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TRANSACTION_SORT_FIELDS, type Paged, type PaymentTransaction, type PaymentTransactionSortField } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { call } from '../invites/test-api.ts';

const server = useTestServer();
const ADMIN = 'admin@demo.test';
const MUNICH = DEMO_IDS.companies.childMunich;
const VIENNA = DEMO_IDS.companies.childVienna;
const TIED_AT = '2024-03-15T10:00:00Z';

/** Each sort field as a plain ordering of the transactions, with the list's tie-breakers. */
const REFERENCE_KEY: Record<PaymentTransactionSortField, string> = {
  bookedAt: 't.booked_at',
  amount: 't.amount_minor',
  status: 't.status',
  source: 't.source',
  method: 't.method',
  counterparty: "lower(coalesce(t.counterparty_name, ''))",
};

/** The filters of the list as plain SQL over the transactions. */
const FILTERS: { query: string; sql: string }[] = [
  { query: '', sql: 'true' },
  { query: 'side=CREDIT&linked=false', sql: `t.side = 'CREDIT' and t.id not in (select payment_transaction_id from payment_transaction_reimbursements)` },
  { query: 'linked=true', sql: 't.id in (select payment_transaction_id from payment_transaction_reimbursements)' },
  { query: 'side=DEBIT&year=2024', sql: `t.side = 'DEBIT' and t.booked_at >= '2024-01-01' and t.booked_at < '2025-01-01'` },
  { query: `q=${encodeURIComponent('tied transfer')}`, sql: `(t.counterparty_name ilike '%tied transfer%' or t.note ilike '%tied transfer%' or t.comment ilike '%tied transfer%')` },
  { query: 'q=Reimb', sql: `(t.counterparty_name ilike '%Reimb%' or t.note ilike '%Reimb%' or t.comment ilike '%Reimb%')` },
];

async function referenceIds(field: PaymentTransactionSortField, dir: 'ASC' | 'DESC', filterSql: string, companyId: string | null): Promise<string[]> {
  const rows = await server.database.query<{ id: string }>(
    `select t.id from payment_transactions t join companies c on c.id = t.company_id
      where ($1::uuid is null or t.company_id = $1) and ${filterSql}
      order by ${REFERENCE_KEY[field]} ${dir}, t.booked_at ${dir}, t.id ${dir}`,
    [companyId],
  );
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  // Ties in every sort key: the same amount, date, status, source, method and counterparty, in two companies.
  for (const companyId of [MUNICH, VIENNA]) {
    await server.database.query(
      `insert into payment_transactions (company_id, source, method, status, side, amount_minor, currency, booked_at, note, comment, counterparty_name, created_at, updated_at)
       select $1, 'BANK', 'SEPA_TRANSFER', 'MONEY_IN_SUCCESS', case when g % 2 = 0 then 'CREDIT' else 'DEBIT' end, 12345, 'EUR', $2, 'Tied transfer',
              case when g % 3 = 0 then 'a comment' end, case when g % 4 = 0 then null else 'Tied Transfer GmbH' end, now(), now()
         from generate_series(1, 9) g`,
      [companyId, TIED_AT],
    );
  }
});

describe('the payment transactions list pages', () => {
  it('are the slices of a plain ordering by each sort field and filter, both directions, first and later pages, one company and all', async () => {
    const size = 4;
    for (const companyId of [null, MUNICH]) {
      for (const filter of FILTERS) {
        for (const field of PAYMENT_TRANSACTION_SORT_FIELDS) {
          for (const dir of ['ASC', 'DESC'] as const) {
            const expected = await referenceIds(field, dir, filter.sql, companyId);
            for (const pageNumber of [0, 2]) {
              const scope = companyId ? `&companyId=${companyId}` : '';
              const { status, body } = await call<Paged<PaymentTransaction>>(
                server,
                'GET',
                `/payment-transactions/search?${filter.query}${scope}&sortField=${field}&sortDir=${dir}&pageSize=${size}&pageNumber=${pageNumber}`,
                { as: ADMIN },
              );
              const what = `${filter.query || 'all'} ${companyId ?? 'every company'} ${field} ${dir} page ${pageNumber}`;
              expect(status, what).toBe(200);
              expect(body.totalCount, what).toBe(expected.length);
              expect(body.results.map((t) => t.id), what).toEqual(expected.slice(pageNumber * size, (pageNumber + 1) * size));
            }
          }
        }
      }
    }
  });

  it('the filters and the ties are exercised: every filter finds rows, and the tied rows fill more than a page', async () => {
    for (const filter of FILTERS) expect((await referenceIds('bookedAt', 'DESC', filter.sql, null)).length, filter.query).toBeGreaterThan(0);
    const tied = await referenceIds('amount', 'ASC', `t.amount_minor = 12345 and t.booked_at = '${TIED_AT}'`, MUNICH);
    expect(tied.length).toBeGreaterThan(8);
  });
});
