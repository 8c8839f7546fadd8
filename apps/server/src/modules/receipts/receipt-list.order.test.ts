import { beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_SORT_FIELDS, type Paged, type Receipt, type ReceiptSortField } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { caller, PARENT } from './receipts.test-helpers.ts';

const server = useTestServer();
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  call = caller(server);
});

const ADMIN = 'admin@demo.test';
const MANAGER = 'manager@demo.test';

/** Each sort field as a plain ordering of every receipt joined with its company and driver. */
const REFERENCE_KEY: Record<ReceiptSortField, string> = {
  number: 'r.number',
  companyName: 'lower(c.name)',
  driverName: `lower(trim(u.first_name || ' ' || u.last_name))`,
  period: 'r.period_year * 100 + r.period_month',
  createdAt: 'r.created_at',
  status: 'r.status',
  expense: 'r.expense_minor',
  energy: 'r.energy_wh',
};

async function referenceIds(field: ReceiptSortField, dir: 'ASC' | 'DESC', companyId: string | null): Promise<string[]> {
  const rows = await server.database.query<{ id: string }>(
    `select r.id from receipts r join companies c on c.id = r.company_id join users u on u.id = r.user_id
      where $1::uuid is null or r.company_id = $1
      order by ${REFERENCE_KEY[field]} ${dir}, r.id ${dir}`,
    [companyId],
  );
  return rows.map((r) => r.id);
}

describe('the receipts list pages', () => {
  it('are the slices of a plain ordering by each sort field, both directions, first and later pages', async () => {
    const size = 7;
    for (const [as, companyId] of [[ADMIN, null], [MANAGER, PARENT]] as const) {
      for (const field of RECEIPT_SORT_FIELDS) {
        for (const dir of ['ASC', 'DESC'] as const) {
          const expected = await referenceIds(field, dir, companyId);
          expect(expected.length).toBeGreaterThan(3 * size);
          for (const pageNumber of [0, 2]) {
            const { status, body } = await call<Paged<Receipt>>(as, `/receipts/search?sortField=${field}&sortDir=${dir}&pageSize=${size}&pageNumber=${pageNumber}`);
            expect(status).toBe(200);
            expect(body.totalCount).toBe(expected.length);
            expect(body.results.map((r) => r.id), `${field} ${dir} page ${pageNumber}`).toEqual(expected.slice(pageNumber * size, (pageNumber + 1) * size));
          }
        }
      }
    }
  });
});
