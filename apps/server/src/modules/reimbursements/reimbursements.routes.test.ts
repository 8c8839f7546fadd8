import { describe, expect, it } from 'vitest';
import type { Paged, ReimbursementDetail, ReimbursementListItem, ReimbursementReceipt } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { ADMIN, call, candidates, MUNICH, openPeriod } from './reimbursements.test-helpers.ts';

const server = useTestServer();

const list = (query = '', as = ADMIN, headers: Record<string, string> = {}) =>
  call<Paged<ReimbursementListItem>>(server, 'GET', `/reimbursements/search?${query}`, { as, headers });
const detail = (id: string) => call<ReimbursementDetail>(server, 'GET', `/reimbursements/${id}`, { as: ADMIN });

describe('the reimbursement list', () => {
  it('shows every reimbursement newest first, with company, driver count, status, payment status and expense', async () => {
    const { status, body } = await list('pageSize=200');
    expect(status).toBe(200);
    const [count] = await server.database.query<{ n: number }>('select count(*)::int as n from reimbursements');
    expect(body.totalCount).toBe(count!.n);
    const created = body.results.map((r) => r.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const first = body.results[0]!;
    expect(first.companyName).toBeTruthy();
    expect(['PENDING', 'APPROVED', 'REJECTED']).toContain(first.status);
    expect(['PENDING', 'ACCEPTED', 'RECEIVED']).toContain(first.paymentStatus);
  });

  it('filters pending, approved and those requiring action', async () => {
    const pending = await list('filter=pending&pageSize=200');
    expect(pending.body.totalCount).toBeGreaterThan(0);
    expect(pending.body.results.every((r) => r.status === 'PENDING')).toBe(true);
    const approved = await list('filter=approved&pageSize=200');
    expect(approved.body.results.every((r) => r.status === 'APPROVED')).toBe(true);
    const action = await list('filter=requiresAction&pageSize=200');
    expect(action.body.totalCount).toBeGreaterThan(0);
    expect(action.body.results.every((r) => r.requiresAction)).toBe(true);
    // The Vienna item returned by the bank needs someone to act.
    expect(action.body.results.some((r) => r.companyId === DEMO_IDS.companies.childVienna)).toBe(true);
  });

  it("narrows to a driver's reimbursements and to the selected company", async () => {
    // A driver paid in a bundle with others.
    const [item] = await server.database.query<{ user_id: string }>(
      `select i.user_id from reimbursement_items i
        where (select count(distinct o.user_id) from reimbursement_items o where o.reimbursement_id = i.reimbursement_id) > 1
        order by i.user_id limit 1`,
    );
    const byDriver = await list(`driverId=${item!.user_id}&pageSize=200`);
    expect(byDriver.body.totalCount).toBeGreaterThan(0);
    for (const r of byDriver.body.results) {
      const items = (await detail(r.id)).body.items;
      expect(items.some((i) => i.userId === item!.user_id)).toBe(true);
    }
    // Each row carries the driver's part: their items and the sum of the live ones, never the bundle's.
    for (const r of byDriver.body.results) {
      const mine = (await detail(r.id)).body.items.filter((i) => i.userId === item!.user_id);
      expect(r.driverShare).toEqual({
        driverId: item!.user_id,
        driverName: mine[0]!.userName,
        itemCount: mine.length,
        amountMinor: mine.filter((i) => i.status !== 'CANCELLED').reduce((s, i) => s + i.amountMinor, 0),
        itemStatuses: [...new Set(mine.map((i) => i.status))].sort(),
      });
    }
    const bundle = byDriver.body.results.find((r) => r.driverCount > 1);
    if (bundle) expect(bundle.driverShare!.amountMinor).toBeLessThan(bundle.expenseMinor);
    const byAmount = await list(`driverId=${item!.user_id}&pageSize=200&sortField=expense&sortDir=ASC`);
    const amounts = byAmount.body.results.map((r) => r.driverShare!.amountMinor);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect((await list('pageSize=5')).body.results.every((r) => r.driverShare === undefined)).toBe(true);
    const vienna = await list('pageSize=200', ADMIN, { 'x-child-company-id': DEMO_IDS.companies.childVienna });
    expect(vienna.body.results.every((r) => r.companyId === DEMO_IDS.companies.childVienna)).toBe(true);
  });

  it('a reimbursement equals the sum of its live items, and every item its receipt', async () => {
    const wrong = await server.database.query(
      `select r.id from reimbursements r
        where r.expense_minor <> (select coalesce(sum(i.amount_minor), 0) from reimbursement_items i where i.reimbursement_id = r.id and i.status <> 'CANCELLED')`,
    );
    expect(wrong).toEqual([]);
    const { body } = await list('filter=approved&pageSize=1');
    const d = (await detail(body.results[0]!.id)).body;
    expect(d.expenseMinor).toBe(d.items.filter((i) => i.status !== 'CANCELLED').reduce((s, i) => s + i.amountMinor, 0));
    const receipts = await server.database.query<{ id: string; expense_minor: number }>('select id, expense_minor from receipts where id = any($1::uuid[])', [
      d.items.map((i) => i.receiptId),
    ]);
    for (const item of d.items) expect(item.amountMinor).toBe(receipts.find((r) => r.id === item.receiptId)!.expense_minor);
  });

  it('shows the items with receipt number and status, and the payment transactions with the reimbursement numbers', async () => {
    const { body } = await list('filter=approved&pageSize=200');
    const paid = body.results.find((r) => r.paymentStatus === 'RECEIVED')!;
    const d = (await detail(paid.id)).body;
    expect(d.items.length).toBe(paid.itemCount);
    expect(d.items.every((i) => i.receiptNumber > 0 && i.receiptStatus === 'SUBMITTED')).toBe(true);
    expect(d.paymentTransactions.length).toBeGreaterThan(0);
    expect(d.paymentTransactions.every((t) => t.reimbursementNumbers.includes(paid.number))).toBe(true);
  });
});

describe('creating a reimbursement', () => {
  it('offers the SUBMITTED receipts of the company and period that are in no open reimbursement', async () => {
    const period = await openPeriod(server, MUNICH);
    const offered = await candidates(server, MUNICH, period);
    expect(offered.length).toBeGreaterThan(0);
    const ids = await server.database.query<{ id: string }>(
      `select id from receipts where company_id = $1 and period_year = $2 and period_month = $3 and status = 'SUBMITTED' and superseded_at is null`,
      [MUNICH, period.year, period.month],
    );
    expect(offered.map((c) => c.receiptId).sort()).toEqual(ids.map((r) => r.id).sort());
  });

  it('bundles the chosen receipts: one item per receipt at its expense, numbered after the last one', async () => {
    const period = await openPeriod(server, MUNICH);
    const offered = await candidates(server, MUNICH, period);
    const chosen = offered.slice(0, 2);
    const [last] = await server.database.query<{ n: number }>('select coalesce(max(number), 0)::int as n from reimbursements where company_id = $1', [MUNICH]);
    const res = await call<ReimbursementDetail>(server, 'POST', '/reimbursements', {
      as: ADMIN,
      body: { companyId: MUNICH, ...period, receiptIds: chosen.map((c) => c.receiptId) },
    });
    expect(res.status).toBe(201);
    expect(res.body.number).toBe(last!.n + 1);
    expect(res.body.status).toBe('PENDING');
    expect(res.body.paymentStatus).toBe('PENDING');
    expect(res.body.items.map((i) => i.status)).toEqual(['PENDING', 'PENDING']);
    expect(res.body.expenseMinor).toBe(chosen[0]!.expenseMinor + chosen[1]!.expenseMinor);
    expect(res.body.items.map((i) => i.amountMinor).sort()).toEqual(chosen.map((c) => c.expenseMinor).sort());
    // They are no longer offered.
    const after = await candidates(server, MUNICH, period);
    expect(after.map((c) => c.receiptId)).not.toContain(chosen[0]!.receiptId);

    // The same receipt a second time is refused with its number, and nothing is made.
    const again = await call<{ detail: string }>(server, 'POST', '/reimbursements', {
      as: ADMIN,
      body: { companyId: MUNICH, ...period, receiptIds: [chosen[0]!.receiptId] },
    });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(`Receipt ${chosen[0]!.receiptNumber} is already in reimbursement ${res.body.number}.`);
  });

  it('refuses a DRAFT receipt, a receipt of another period, and another company’s receipt', async () => {
    const [draft] = await server.database.query<{ id: string; number: number; period_year: number; period_month: number; company_id: string }>(
      `select id, number, period_year, period_month, company_id from receipts where status = 'DRAFT' limit 1`,
    );
    const draftRes = await call<{ detail: string }>(server, 'POST', '/reimbursements', {
      as: ADMIN,
      headers: { 'accept-language': 'de' },
      body: { companyId: draft!.company_id, year: draft!.period_year, month: draft!.period_month, receiptIds: [draft!.id] },
    });
    expect(draftRes.status).toBe(409);
    expect(draftRes.body.detail).toBe(`Beleg ${draft!.number} ist nicht eingereicht.`);

    const period = await openPeriod(server, MUNICH);
    const [one] = await candidates(server, MUNICH, period);
    const otherMonth = period.month === 1 ? 2 : period.month - 1;
    const wrongPeriod = await call<{ detail: string }>(server, 'POST', '/reimbursements', {
      as: ADMIN,
      body: { companyId: MUNICH, year: period.year, month: otherMonth, receiptIds: [one!.receiptId] },
    });
    expect(wrongPeriod.status).toBe(409);
    expect(wrongPeriod.body.detail).toBe(`Receipt ${one!.receiptNumber} does not belong to this company and period.`);

    const foreign = await call(server, 'POST', '/reimbursements', {
      as: ADMIN,
      body: { companyId: DEMO_IDS.companies.light, ...period, receiptIds: [one!.receiptId] },
    });
    expect(foreign.status).toBe(404);
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const [before] = await server.database.query<{ n: number }>('select count(*)::int as n from reimbursements');
    const res = await call<{ errors: { field: string; message: string }[] }>(server, 'POST', '/reimbursements', {
      as: ADMIN,
      body: { companyId: MUNICH, year: 1999, month: 13, receiptIds: [] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e) => e.field).sort()).toEqual(['month', 'receiptIds', 'year']);
    expect(res.body.errors.find((e) => e.field === 'receiptIds')!.message).toBe('Receipt ids: Must have at least 1 item');
    const [after] = await server.database.query<{ n: number }>('select count(*)::int as n from reimbursements');
    expect(after!.n).toBe(before!.n);
  });
});

describe('release for payment and cancelling', () => {
  async function fresh(count = 3) {
    const period = await openPeriod(server, MUNICH);
    const offered = (await candidates(server, MUNICH, period)).slice(0, count);
    return (
      await call<ReimbursementDetail>(server, 'POST', '/reimbursements', {
        as: ADMIN,
        body: { companyId: MUNICH, ...period, receiptIds: offered.map((c) => c.receiptId) },
      })
    ).body;
  }

  it('releases every pending item, once', async () => {
    const r = await fresh(2);
    const approved = await call<ReimbursementDetail>(server, 'POST', `/reimbursements/${r.id}/approve`, { as: ADMIN, body: {} });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('APPROVED');
    expect(approved.body.approvedAt).not.toBeNull();
    expect(approved.body.items.every((i) => i.status === 'APPROVED')).toBe(true);
    const again = await call<{ detail: string }>(server, 'POST', `/reimbursements/${r.id}/approve`, { as: ADMIN, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('This reimbursement has already been released for payment.');
  });

  it('cancels an item: the expense drops by it; cancelling every item rejects the reimbursement', async () => {
    const r = await fresh(2);
    const [a, b] = r.items;
    const cancelled = await call<ReimbursementDetail>(server, 'POST', `/reimbursements/${r.id}/items/${a!.id}/cancel`, { as: ADMIN });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.items.find((i) => i.id === a!.id)!.status).toBe('CANCELLED');
    expect(cancelled.body.expenseMinor).toBe(b!.amountMinor);
    const twice = await call<{ detail: string }>(server, 'POST', `/reimbursements/${r.id}/items/${a!.id}/cancel`, { as: ADMIN });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe('This item is already cancelled.');
    const last = await call<ReimbursementDetail>(server, 'POST', `/reimbursements/${r.id}/items/${b!.id}/cancel`, { as: ADMIN });
    expect(last.body.status).toBe('REJECTED');
    expect(last.body.expenseMinor).toBe(0);
    // A rejected reimbursement cannot be released, and its receipts may be bundled again.
    const approve = await call<{ detail: string }>(server, 'POST', `/reimbursements/${r.id}/approve`, { as: ADMIN, body: {} });
    expect(approve.status).toBe(409);
    expect(approve.body.detail).toBe('This reimbursement was rejected; nothing in it can be paid.');
    const period = await openPeriod(server, MUNICH);
    expect((await candidates(server, MUNICH, period)).map((c) => c.receiptId)).toContain(a!.receiptId);
  });

  it('refuses to pay an item that was not released, and to cancel a paid one', async () => {
    const r = await fresh(1);
    const res = await call<{ detail: string }>(server, 'POST', `/reimbursements/${r.id}/items/${r.items[0]!.id}/trigger`, { as: ADMIN });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('This item has not been released for payment yet.');
    await call(server, 'POST', `/reimbursements/${r.id}/items/${r.items[0]!.id}/cancel`, { as: ADMIN });

    const [paid] = await server.database.query<{ id: string; reimbursement_id: string }>(
      `select id, reimbursement_id from reimbursement_items where status = 'BANK_REIMBURSED' limit 1`,
    );
    const cancel = await call<{ detail: string }>(server, 'POST', `/reimbursements/${paid!.reimbursement_id}/items/${paid!.id}/cancel`, { as: ADMIN });
    expect(cancel.status).toBe(409);
    expect(cancel.body.detail).toBe('A paid item cannot be cancelled.');
    const pay = await call<{ detail: string }>(server, 'POST', `/reimbursements/${paid!.reimbursement_id}/items/${paid!.id}/trigger`, { as: ADMIN });
    expect(pay.status).toBe(409);
    expect(pay.body.detail).toBe('This item has already been paid.');
  });
});

describe('attaching a payment transaction', () => {
  it("attaches a transaction of the reimbursement's company once, and refuses another company's", async () => {
    const [r] = await server.database.query<{ id: string; company_id: string; number: number }>(
      `select id, company_id, number from reimbursements where company_id = $1 order by number desc limit 1`,
      [DEMO_IDS.companies.parent],
    );
    const [free] = await server.database.query<{ id: string }>(
      `select t.id from payment_transactions t where t.company_id = $1
          and not exists (select 1 from payment_transaction_reimbursements l where l.payment_transaction_id = t.id) limit 1`,
      [r!.company_id],
    );
    const res = await call<ReimbursementDetail>(server, 'POST', `/reimbursements/${r!.id}/payment-transactions/${free!.id}`, { as: ADMIN });
    expect(res.status).toBe(200);
    expect(res.body.paymentTransactions.find((t) => t.id === free!.id)?.reimbursementNumbers).toEqual([r!.number]);
    const again = await call<{ detail: string }>(server, 'POST', `/reimbursements/${r!.id}/payment-transactions/${free!.id}`, { as: ADMIN });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('This payment transaction is already attached to the reimbursement.');

    const [foreign] = await server.database.query<{ id: string }>(`select id from payment_transactions where company_id <> $1 limit 1`, [r!.company_id]);
    expect((await call(server, 'POST', `/reimbursements/${r!.id}/payment-transactions/${foreign!.id}`, { as: ADMIN })).status).toBe(404);
  });
});

describe('the detailed receipts view', () => {
  it('lists receipts of a period with the reimbursement and item they are in', async () => {
    const [r] = await server.database.query<{ period_year: number; period_month: number; company_id: string }>(
      `select period_year, period_month, company_id from reimbursements where status = 'APPROVED' and company_id = $1 order by number desc limit 1`,
      [DEMO_IDS.companies.childVienna],
    );
    const res = await call<Paged<ReimbursementReceipt>>(
      server,
      'GET',
      `/reimbursements/receipts?year=${r!.period_year}&month=${r!.period_month}&companyId=${r!.company_id}&pageSize=200`,
      { as: ADMIN },
    );
    expect(res.status).toBe(200);
    expect(res.body.totalCount).toBeGreaterThan(0);
    expect(res.body.results.every((x) => x.periodYear === r!.period_year && x.periodMonth === r!.period_month)).toBe(true);
    expect(res.body.results.some((x) => x.itemStatus === 'BANK_REIMBURSEMENT_FAIL' && x.reimbursementNumber !== null)).toBe(true);
    const paid = await call<Paged<ReimbursementReceipt>>(server, 'GET', `/reimbursements/receipts?state=paid&pageSize=200`, { as: ADMIN });
    expect(paid.body.results.every((x) => x.itemStatus === 'P2P_REIMBURSED' || x.itemStatus === 'BANK_REIMBURSED')).toBe(true);
  });
});

describe('who may', () => {
  it('fleet managers and drivers get 403 on every reimbursement route; an unknown id 404', async () => {
    const [r] = await server.database.query<{ id: string }>(`select id from reimbursements where company_id = $1 limit 1`, [DEMO_IDS.companies.parent]);
    for (const as of ['manager@demo.test', 'driver@demo.test']) {
      expect((await list('', as)).status).toBe(403);
      expect((await call(server, 'GET', `/reimbursements/${r!.id}`, { as })).status).toBe(403);
      expect((await call(server, 'POST', `/reimbursements/${r!.id}/approve`, { as, body: {} })).status).toBe(403);
      expect((await call(server, 'GET', `/reimbursements/receipts`, { as })).status).toBe(403);
    }
    expect((await call(server, 'GET', `/reimbursements/${crypto.randomUUID()}`, { as: ADMIN })).status).toBe(404);
    // An administrator who selected another company does not see it.
    const other = await call(server, 'GET', `/reimbursements/${r!.id}`, { as: ADMIN, headers: { 'x-child-company-id': DEMO_IDS.companies.light } });
    expect(other.status).toBe(404);
  });
});
