import { afterEach, describe, expect, it } from 'vitest';
import type { Paged, PaymentTransaction, PaymentTransactionSyncResult } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { send } from '../../../test/api.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { call } from '../invites/test-api.ts';

const ADMIN = 'admin@demo.test';
const server = useTestServer();
afterEach(async () => {
  await fetch(`${server.baseUrl}/sandbox/qonto/_faults`, { method: 'DELETE' });
});

const search = (query: string, headers: Record<string, string> = {}, as = ADMIN) =>
  call<Paged<PaymentTransaction>>(server, 'GET', `/payment-transactions/search?${query}`, { as, headers });
const sync = (companyId: string | null, lang = 'en') =>
  call<PaymentTransactionSyncResult & { detail?: string }>(server, 'POST', '/payment-transactions/sync', {
    as: ADMIN,
    body: {},
    headers: { 'accept-language': lang, ...(companyId ? { 'x-child-company-id': companyId } : {}) },
  });
const fault = (body: object) =>
  fetch(`${server.baseUrl}/sandbox/qonto/_faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function busiestMonth() {
  const [row] = await server.database.query<{ y: number; m: number; n: number }>(
    `select extract(year from booked_at at time zone 'UTC')::int as y, extract(month from booked_at at time zone 'UTC')::int as m, count(*)::int as n
       from payment_transactions group by 1, 2 order by 3 desc limit 1`,
  );
  return row!;
}

describe('the payment transactions list', () => {
  it('lists the month of the booking date, newest first, with the linked reimbursements', async () => {
    const { y, m, n } = await busiestMonth();
    const { status, body } = await search(`year=${y}&month=${m}&pageSize=200`);
    expect(status).toBe(200);
    expect(body.totalCount).toBe(n);
    const dates = body.results.map((t) => t.bookedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.results.every((t) => new Date(t.bookedAt).getUTCMonth() + 1 === m)).toBe(true);
    const linked = body.results.find((t) => t.reimbursements.length > 0)!;
    expect(linked.reimbursements[0]!.number).toBeGreaterThan(0);
  });

  it('filters by source, status and text, sorts by amount and pages', async () => {
    const { y } = await busiestMonth();
    const pp = await search(`year=${y}&source=PAYMENT_PLUS&pageSize=200`);
    expect(pp.body.results.every((t) => t.source === 'PAYMENT_PLUS')).toBe(true);
    const errors = await search(`year=${y}&status=MONEY_OUT_ERROR`);
    expect(errors.body.results.every((t) => t.status === 'MONEY_OUT_ERROR')).toBe(true);
    const text = await search(`q=${encodeURIComponent('Manual transfer')}&year=${y}&pageSize=200`);
    expect(text.body.totalCount).toBeGreaterThan(0);
    expect(text.body.results.every((t) => t.counterpartyName === 'Manual transfer')).toBe(true);
    const sorted = await search(`year=${y}&sortField=amount&sortDir=ASC&pageSize=20`);
    const amounts = sorted.body.results.map((t) => t.amountMinor);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const page2 = await search(`year=${y}&sortField=amount&sortDir=ASC&pageSize=20&pageNumber=1`);
    expect(page2.body.results[0]!.amountMinor).toBeGreaterThanOrEqual(amounts.at(-1)!);
    const unlinked = await search(`year=${y}&linked=false&pageSize=200`);
    expect(unlinked.body.results.every((t) => t.reimbursements.length === 0)).toBe(true);
  });

  it('exports the filtered list with headers in the reader’s language', async () => {
    const { y, m, n } = await busiestMonth();
    const res = await send(server, await server.token(ADMIN), 'GET', `/payment-transactions/search?year=${y}&month=${m}&export=CSV`, { headers: { 'accept-language': 'de' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toContain('Datum');
    expect(lines[0]).toContain('Gegenpartei');
    expect(lines).toHaveLength(n + 1);
  });

  it('is for administrators only, and refuses a bad filter', async () => {
    expect((await search('', {}, 'manager@demo.test')).status).toBe(403);
    expect((await call(server, 'POST', '/payment-transactions/sync', { as: 'manager@demo.test', body: {} })).status).toBe(403);
    expect((await search('status=PAID')).status).toBe(400);
  });
});

describe('syncing bank transactions', () => {
  const munich = DEMO_IDS.companies.childMunich;
  const bankRows = (companyId: string) =>
    server.database.query<{ n: number }>(`select count(*)::int as n from payment_transactions where company_id = $1 and source = 'BANK'`, [companyId]);

  it('brings the bank statement in once: a second sync adds nothing', async () => {
    const [before] = await bankRows(munich);
    const first = await sync(munich);
    expect(first.status).toBe(200);
    expect(first.body.companies).toBe(1);
    expect(first.body.created).toBeGreaterThan(0);
    const [after] = await bankRows(munich);
    expect(after!.n).toBe(before!.n + first.body.created);
    const second = await sync(munich);
    expect(second.body).toMatchObject({ created: 0, updated: 0, failed: [] });
    expect((await bankRows(munich))[0]!.n).toBe(after!.n);
    const listed = await search(`companyId=${munich}&source=BANK&q=Customer&pageSize=200`);
    expect(listed.body.totalCount).toBeGreaterThan(0);
  });

  it('a bank that lists every transaction twice still gives each one once', async () => {
    const vienna = DEMO_IDS.companies.childVienna;
    const [before] = await bankRows(vienna);
    await fault({ mode: 'twice', operation: 'transactions', times: 5 });
    const res = await sync(vienna);
    expect(res.status).toBe(200);
    const [after] = await bankRows(vienna);
    expect(after!.n - before!.n).toBe(res.body.created);
    const dupes = await server.database.query(
      `select external_id from payment_transactions where company_id = $1 and source = 'BANK' group by external_id having count(*) > 1`,
      [vienna],
    );
    expect(dupes).toEqual([]);
  });

  it("says 'Error syncing transaction' when the bank cannot be read, and a company without a bank is told so", async () => {
    await fault({ mode: 'fail', operation: 'transactions', times: 1 });
    const res = await sync(DEMO_IDS.companies.parent);
    expect(res.status).toBe(502);
    expect(res.body.detail).toBe('Error syncing transaction');
    const de = await sync(DEMO_IDS.companies.newcomer, 'de');
    expect(de.status).toBe(409);
    expect(de.body.detail).toBe('Das Unternehmen hat seine Bank nicht verbunden.');
  });

  it('syncs every connected company at once', async () => {
    const res = await sync(null);
    expect(res.status).toBe(200);
    const [connected] = await server.database.query<{ n: number }>(
      `select count(*)::int as n from provider_connections where provider = 'QONTO' and user_id is null and status = 'CONNECTED'`,
    );
    expect(res.body.companies + res.body.failed.length).toBe(connected!.n);
  });
});
