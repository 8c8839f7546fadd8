import { beforeAll, describe, expect, it } from 'vitest';
import { REIMBURSEMENT_FILTERS, REIMBURSEMENT_SORT_FIELDS, type Paged, type ReimbursementFilter, type ReimbursementListItem, type ReimbursementSortField } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { ADMIN, call, MUNICH } from './reimbursements.test-helpers.ts';

const server = useTestServer();
type SortField = ReimbursementSortField;

/** Each sort field as a plain ordering of the reimbursements, with the list's tie-breaker. */
const REFERENCE_KEY: Record<SortField, (dir: string) => string> = {
  number: (d) => `r.number ${d}`,
  period: (d) => `r.period_year ${d}, r.period_month ${d}`,
  company: (d) => `lower(c.name) ${d}, r.number ${d}`,
  expense: (d) => `r.expense_minor ${d}`,
  sentAt: (d) => `r.sent_at ${d} nulls last`,
  createdAt: (d) => `r.created_at ${d}`,
};
const REFERENCE_FILTER: Record<ReimbursementFilter, string> = {
  all: 'true',
  pending: `r.status = 'PENDING'`,
  approved: `r.status = 'APPROVED'`,
  requiresAction: `(exists (select 1 from reimbursement_items i where i.reimbursement_id = r.id and i.status = 'BANK_REIMBURSEMENT_FAIL')
    or exists (select 1 from payment_transaction_reimbursements l join payment_transactions t on t.id = l.payment_transaction_id
                where l.reimbursement_id = r.id and t.status in ('MONEY_IN_VALIDATION_PENDING', 'MONEY_OUT_VALIDATION_PENDING')))`,
};

async function reference(field: SortField, dir: 'ASC' | 'DESC', filter: ReimbursementFilter, companyId: string | null) {
  return server.database.query<{ id: string; item_count: number; driver_count: number; driver_id: string | null }>(
    `select r.id, f.item_count, f.driver_count, f.driver_id
       from reimbursements r join companies c on c.id = r.company_id
       cross join lateral (
         select count(*)::int as item_count, count(distinct i.user_id)::int as driver_count,
                case when count(distinct i.user_id) = 1 then min(i.user_id::text)::uuid end as driver_id
           from reimbursement_items i where i.reimbursement_id = r.id) f
      where ($1::uuid is null or r.company_id = $1) and ${REFERENCE_FILTER[filter]}
      order by ${REFERENCE_KEY[field](dir)}, r.id ${dir}`,
    [companyId],
  );
}

beforeAll(async () => {
  // Ties in the sort keys: copies of a reimbursement with the same creation time, expense and period,
  // pending and approved ones among them; an item with a failed transfer, so "requiring action" finds one.
  await server.database.query(
    `insert into reimbursements (company_id, number, period_year, period_month, status, payment_status, expense_minor, currency, sent_at, created_at, updated_at)
     select r.company_id, r.number * 100 + g, r.period_year, r.period_month,
            case when g <= 2 then 'PENDING' when g <= 4 then 'APPROVED' else r.status end, r.payment_status, r.expense_minor, r.currency, r.sent_at, r.created_at, r.updated_at
       from (select * from reimbursements where company_id = $1 order by number limit 1) r, generate_series(1, 6) g`,
    [MUNICH],
  );
  await server.database.query(
    `update reimbursement_items set status = 'BANK_REIMBURSEMENT_FAIL'
      where id = (select id from reimbursement_items where company_id = $1 order by id limit 1)`,
    [MUNICH],
  );
});

describe('the reimbursement list pages', () => {
  it('are the slices of a plain ordering by each sort field and filter, both directions, first and later pages, one company and all', async () => {
    const size = 3;
    for (const companyId of [null, MUNICH]) {
      for (const filter of REIMBURSEMENT_FILTERS) {
        for (const field of REIMBURSEMENT_SORT_FIELDS) {
          for (const dir of ['ASC', 'DESC'] as const) {
            const expected = await reference(field, dir, filter, companyId);
            expect(expected.length, filter).toBeGreaterThan(0);
            for (const pageNumber of [0, 2]) {
              const scope = companyId ? `&companyId=${companyId}` : '';
              const { status, body } = await call<Paged<ReimbursementListItem>>(
                server,
                'GET',
                `/reimbursements/search?filter=${filter}${scope}&sortField=${field}&sortDir=${dir}&pageSize=${size}&pageNumber=${pageNumber}`,
                { as: ADMIN },
              );
              const what = `${filter} ${companyId ?? 'every company'} ${field} ${dir} page ${pageNumber}`;
              expect(status, what).toBe(200);
              expect(body.totalCount, what).toBe(expected.length);
              const page = expected.slice(pageNumber * size, (pageNumber + 1) * size);
              expect(body.results.map((r) => r.id), what).toEqual(page.map((r) => r.id));
              expect(body.results.map((r) => [r.itemCount, r.driverCount, r.driverId]), what).toEqual(page.map((r) => [r.item_count, r.driver_count, r.driver_id]));
            }
          }
        }
      }
    }
  });

  it("a driver's reimbursements sorted by the driver's share are a plain ordering of those shares", async () => {
    const [driver] = await server.database.query<{ user_id: string }>(
      `select user_id from reimbursement_items where company_id = $1 group by user_id order by count(distinct reimbursement_id) desc, user_id limit 1`,
      [MUNICH],
    );
    for (const dir of ['ASC', 'DESC'] as const) {
      const expected = await server.database.query<{ id: string }>(
        `select r.id from reimbursements r
          cross join lateral (select coalesce(sum(i.amount_minor) filter (where i.status <> 'CANCELLED'), 0) as share
                                from reimbursement_items i where i.reimbursement_id = r.id and i.user_id = $1) s
          where exists (select 1 from reimbursement_items i where i.reimbursement_id = r.id and i.user_id = $1)
          order by s.share ${dir}, r.id ${dir}`,
        [driver!.user_id],
      );
      const { body } = await call<Paged<ReimbursementListItem>>(server, 'GET', `/reimbursements/search?driverId=${driver!.user_id}&sortField=expense&sortDir=${dir}&pageSize=200`, {
        as: ADMIN,
      });
      expect(body.totalCount).toBe(expected.length);
      expect(body.results.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    }
  });
});
