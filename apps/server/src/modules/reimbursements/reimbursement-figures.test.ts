import { describe, expect, it } from 'vitest';
import type { ReimbursementDetail } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { ADMIN, call, candidates, MUNICH, openPeriod } from './reimbursements.test-helpers.ts';

/*
 * A reimbursement's item figures (item_count, driver_count, sole_driver_id) must equal its items
 * counted afresh after every kind of write: the demo load, a new reimbursement, a cancelled item,
 * an item moved to another reimbursement or driver, deleted items, a deleted reimbursement, and
 * two writers adding items to the same reimbursement at once.
 */
const server = useTestServer();

/** Reimbursements whose kept figures and a fresh count of their items disagree; none when they hold. */
async function drift() {
  return server.database.query(
    `select r.id, r.item_count, r.driver_count, r.sole_driver_id, f.item_count as fresh_count, f.driver_count as fresh_drivers, f.sole_driver_id as fresh_driver
       from reimbursements r
       cross join lateral (
         select count(*)::int as item_count, count(distinct i.user_id)::int as driver_count,
                case when count(distinct i.user_id) = 1 then min(i.user_id::text)::uuid end as sole_driver_id
           from reimbursement_items i where i.reimbursement_id = r.id) f
      where (r.item_count, r.driver_count, r.sole_driver_id) is distinct from (f.item_count, f.driver_count, f.sole_driver_id)`,
  );
}

async function bundle(count: number): Promise<ReimbursementDetail> {
  const period = await openPeriod(server, MUNICH);
  const offered = (await candidates(server, MUNICH, period)).slice(0, count);
  const res = await call<ReimbursementDetail>(server, 'POST', '/reimbursements', {
    as: ADMIN,
    body: { companyId: MUNICH, ...period, receiptIds: offered.map((c) => c.receiptId) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const auditEventsOf = (id: string) =>
  server.database.query<{ action: string; after: Record<string, unknown> | null }>(
    `select action, after from audit_events where entity = 'reimbursements' and entity_id = $1 order by occurred_at, id`,
    [id],
  );

describe("a reimbursement's item figures", () => {
  it('equal the demo items counted afresh', async () => {
    const [row] = await server.database.query<{ n: number }>('select count(*)::int as n from reimbursements where item_count > 0');
    expect(row!.n).toBeGreaterThan(0);
    expect(await drift()).toEqual([]);
  });

  it('follow a new reimbursement, a cancelled item, an item moved to another reimbursement or driver, and deletes', async () => {
    const a = await bundle(3);
    expect(a.itemCount).toBe(3);
    expect(await drift()).toEqual([]);

    const cancelled = await call<ReimbursementDetail>(server, 'POST', `/reimbursements/${a.id}/items/${a.items[0]!.id}/cancel`, { as: ADMIN });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.itemCount).toBe(3);
    expect(await drift()).toEqual([]);

    // Every item one driver's: the reimbursement names that driver.
    const driver = a.items[1]!.userId;
    await server.database.query(`update reimbursement_items set user_id = $2 where reimbursement_id = $1`, [a.id, driver]);
    const [sole] = await server.database.query<{ sole_driver_id: string; driver_count: number }>(
      'select sole_driver_id, driver_count from reimbursements where id = $1',
      [a.id],
    );
    expect(sole).toEqual({ sole_driver_id: driver, driver_count: 1 });
    expect(await drift()).toEqual([]);

    const b = await bundle(2);
    await server.database.query(`update reimbursement_items set reimbursement_id = $2 where id = $1`, [a.items[2]!.id, b.id]);
    expect(await drift()).toEqual([]);

    await server.database.query(`delete from reimbursement_items where id = $1`, [a.items[0]!.id]);
    expect(await drift()).toEqual([]);
    await server.database.query(`delete from reimbursement_items where reimbursement_id = $1`, [a.id]);
    const [empty] = await server.database.query<{ item_count: number; sole_driver_id: string | null }>(
      'select item_count, sole_driver_id from reimbursements where id = $1',
      [a.id],
    );
    expect(empty).toEqual({ item_count: 0, sole_driver_id: null });
    await server.database.query(`delete from reimbursements where id = $1`, [b.id]);
    expect(await drift()).toEqual([]);
  });

  it('leave the audit trail as it was: no event of their own, and none in the insert event', async () => {
    const r = await bundle(2);
    const events = await auditEventsOf(r.id);
    expect(events.map((e) => e.action)).toEqual(['insert']);
    expect(events[0]!.after).not.toHaveProperty('item_count');
    expect(events[0]!.after).not.toHaveProperty('sole_driver_id');
  });

  it('hold when two writers add items to the same reimbursement at once', async () => {
    const r = await bundle(1);
    const period = await openPeriod(server, MUNICH);
    const more = (await candidates(server, MUNICH, period)).slice(0, 6);
    expect(more.length).toBe(6);
    await Promise.all(
      [more.slice(0, 3), more.slice(3)].map((receipts) =>
        server.database.transaction(async (tx) => {
          await tx.query(
            `insert into reimbursement_items (company_id, reimbursement_id, receipt_id, user_id, amount_minor, currency)
             select rc.company_id, $2, rc.id, rc.user_id, rc.expense_minor, rc.currency from receipts rc where rc.company_id = $1 and rc.id = any($3::uuid[])`,
            [MUNICH, r.id, receipts.map((c) => c.receiptId)],
          );
        }),
      ),
    );
    const [row] = await server.database.query<{ item_count: number }>('select item_count from reimbursements where id = $1', [r.id]);
    expect(row!.item_count).toBe(7);
    expect(await drift()).toEqual([]);
  });
});
