import { describe, expect, it } from 'vitest';
import {
  REIMBURSEMENT_RECEIPT_SORT_FIELDS,
  REIMBURSEMENT_RECEIPT_STATES,
  type Paged,
  type ReimbursementReceipt,
  type ReimbursementReceiptState,
} from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { ADMIN, call } from './reimbursements.test-helpers.ts';

const server = useTestServer();

type SortField = (typeof REIMBURSEMENT_RECEIPT_SORT_FIELDS)[number];

/** Each sort field and state over every receipt in force joined with its latest reimbursement item. */
const REFERENCE_KEY: Record<SortField, string> = {
  receiptNumber: 'rc.number',
  driver: `lower(trim(u.first_name || ' ' || u.last_name))`,
  company: 'lower(c.name)',
  expense: 'rc.expense_minor',
  submittedAt: 'rc.submitted_at',
};
const REFERENCE_STATE: Record<ReimbursementReceiptState, string> = {
  all: 'true',
  open: `rc.status = 'SUBMITTED' and (li.status is null or li.status = 'CANCELLED')`,
  inReimbursement: `li.status in ('PENDING', 'APPROVED', 'BANK_REIMBURSEMENT_FAIL')`,
  paid: `li.status in ('P2P_REIMBURSED', 'BANK_REIMBURSED')`,
};

async function referenceIds(field: SortField, dir: 'ASC' | 'DESC', state: ReimbursementReceiptState): Promise<string[]> {
  const rows = await server.database.query<{ id: string }>(
    `select rc.id from receipts rc join companies c on c.id = rc.company_id join users u on u.id = rc.user_id
       left join lateral (select i.status from reimbursement_items i where i.receipt_id = rc.id
                           order by (i.status <> 'CANCELLED') desc, i.created_at desc limit 1) li on true
      where rc.superseded_at is null and ${REFERENCE_STATE[state]}
      order by ${REFERENCE_KEY[field]} ${dir} nulls last, rc.id ${dir}`,
  );
  return rows.map((r) => r.id);
}

describe("the reimbursements' receipts view pages", () => {
  it('are the slices of a plain ordering by each sort field and state, both directions, first and later pages', async () => {
    const size = 5;
    for (const state of REIMBURSEMENT_RECEIPT_STATES) {
      for (const field of REIMBURSEMENT_RECEIPT_SORT_FIELDS) {
        for (const dir of ['ASC', 'DESC'] as const) {
          const expected = await referenceIds(field, dir, state);
          expect(expected.length, state).toBeGreaterThan(0);
          for (const pageNumber of [0, 1]) {
            const { status, body } = await call<Paged<ReimbursementReceipt>>(
              server,
              'GET',
              `/reimbursements/receipts?state=${state}&sortField=${field}&sortDir=${dir}&pageSize=${size}&pageNumber=${pageNumber}`,
              { as: ADMIN },
            );
            expect(status).toBe(200);
            expect(body.totalCount).toBe(expected.length);
            const page = expected.slice(pageNumber * size, (pageNumber + 1) * size);
            expect(body.results.map((r) => r.receiptId), `${state} ${field} ${dir} page ${pageNumber}`).toEqual(page);
          }
        }
      }
    }
  });
});
