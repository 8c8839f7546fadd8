import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceSyncResult } from '@fleetwatt/shared';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { ADMIN_EMAIL, call, createOpen, sandbox } from './invoices.test-helpers.ts';

const C = DEMO_IDS.companies;
let server: TestServer;
beforeAll(async () => {
  // A short timeout, so a service that hangs is given up quickly.
  server = await startTestServer({ env: { PROVIDER_TIMEOUT_MS: '400' } });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await sandbox(server, 'DELETE', '/_faults');
});

const sync = (id: string, lang = 'en') =>
  call<InvoiceSyncResult & { detail?: string }>(server, 'POST', `/invoices/${id}/sync`, { as: ADMIN_EMAIL, headers: { 'accept-language': lang } });
const get = async (id: string) => (await call(server, 'GET', `/invoices/${id}`, { as: ADMIN_EMAIL })).body;
const snapshot = async (id: string) =>
  server.database.query(
    `select i.status, i.paid_minor, i.external_id, i.synced_at, (select count(*)::int from invoice_payments p where p.invoice_id = i.id) as payments
       from invoices i where i.id = $1`,
    [id],
  );

describe('syncing with the accounting service', () => {
  it('pushes the invoice and records its payments once, however often it is synced', async () => {
    const inv = await createOpen(server, C.parent);
    const first = await sync(inv.id);
    expect(first.status).toBe(200);
    expect(first.body.newPayments).toBe(0);
    expect(first.body.invoice.externalId).toMatch(/^acc-inv-/);
    expect(first.body.invoice.syncedAt).not.toBeNull();
    const remote = await sandbox(server, 'GET', `/_invoices/${inv.id}`);
    expect(remote.body).toMatchObject({ number: inv.number, status: 'OPEN' });

    await sandbox(server, 'POST', '/_payments', { reference: inv.id, amountMinor: 5_000 });
    const second = await sync(inv.id);
    expect(second.body.newPayments).toBe(1);
    expect(second.body.invoice).toMatchObject({ status: 'PARTIALLYPAID', paidMinor: 5_000 });
    const third = await sync(inv.id);
    expect(third.body.newPayments).toBe(0);
    expect(third.body.invoice.payments).toHaveLength(1);
    expect(third.body.invoice.paidMinor).toBe(5_000);
    // Pushing again updated the one invoice at the service rather than adding one.
    expect((await sandbox(server, 'GET', `/_invoices/${inv.id}`)).body).toMatchObject({ id: first.body.invoice.externalId, status: 'PARTIALLYPAID' });
  });

  it('a service that answers twice still gives each payment once', async () => {
    const inv = await createOpen(server, C.parent);
    await sync(inv.id);
    await sandbox(server, 'POST', '/_payments', { reference: inv.id, amountMinor: inv.totalGrossMinor });
    await sandbox(server, 'POST', '/_faults', { mode: 'twice', times: 5 });
    const res = await sync(inv.id);
    expect(res.status).toBe(200);
    expect(res.body.newPayments).toBe(1);
    expect(res.body.invoice).toMatchObject({ status: 'PAID', paidMinor: inv.totalGrossMinor });
    // The push handled twice over is still one invoice at the service.
    const [held] = await server.database.query<{ n: number; pushes: number }>(
      'select count(*)::int as n, max(pushes)::int as pushes from sandbox_accounting_invoices where reference = $1',
      [inv.id],
    );
    expect(held).toEqual({ n: 1, pushes: 3 });
  });

  it('two syncs at the same time record a payment once', async () => {
    const inv = await createOpen(server, C.zurich);
    await sync(inv.id);
    await sandbox(server, 'POST', '/_payments', { reference: inv.id, amountMinor: 1_000 });
    const answers = await Promise.all([sync(inv.id), sync(inv.id), sync(inv.id)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body.newPayments).reduce((a, b) => a + b, 0)).toBe(1);
    expect((await get(inv.id)).paidMinor).toBe(1_000);
  });

  it('a failing service: "Error syncing transaction", and nothing is written', async () => {
    const inv = await createOpen(server, C.parent);
    await sync(inv.id);
    await sandbox(server, 'POST', '/_payments', { reference: inv.id, amountMinor: 2_000 });
    const before = await snapshot(inv.id);

    await sandbox(server, 'POST', '/_faults', { mode: 'fail', operation: 'listPayments', status: 503 });
    const failed = await sync(inv.id);
    expect(failed.status).toBe(502);
    expect(failed.body.detail).toBe('Error syncing transaction: the accounting service is not available (503).');
    expect(await snapshot(inv.id)).toEqual(before);

    await sandbox(server, 'POST', '/_faults', { mode: 'fail', operation: 'pushInvoice', status: 422 });
    const refused = await sync(inv.id, 'de');
    expect(refused.body.detail).toBe('Fehler beim Synchronisieren der Transaktion: Die Buchhaltung hat die Anfrage abgelehnt (422).');
    expect(await snapshot(inv.id)).toEqual(before);

    const healed = await sync(inv.id);
    expect(healed.body.newPayments).toBe(1);
  });

  it('a service that does not answer in time is given up after the timeout, and nothing is written', async () => {
    const inv = await createOpen(server, C.austin);
    const before = await snapshot(inv.id);
    await sandbox(server, 'POST', '/_faults', { mode: 'timeout' });
    const started = Date.now();
    const res = await sync(inv.id);
    expect(res.status).toBe(502);
    expect(res.body.detail).toBe('Error syncing transaction: the accounting service did not answer in time.');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await snapshot(inv.id)).toEqual(before);
  });

  it('a failed payment at the service is retried there, once, and refunded there', async () => {
    const inv = await createOpen(server, C.childMunich);
    await sync(inv.id);
    await sandbox(server, 'POST', '/_payments', { reference: inv.id, amountMinor: inv.totalGrossMinor, status: 'FAILED' });
    const withFailed = (await sync(inv.id)).body.invoice;
    const failed = withFailed.payments[0]!;
    expect(withFailed.status).toBe('OPEN');
    expect(failed).toMatchObject({ status: 'FAILED', canRetry: true });

    // The service fails the first try: nothing changes here.
    await sandbox(server, 'POST', '/_faults', { mode: 'fail', operation: 'retryPayment' });
    const broken = await call(server, 'POST', `/invoices/${inv.id}/payments/${failed.id}/retry`, { as: ADMIN_EMAIL });
    expect(broken.status).toBe(502);
    expect((await get(inv.id)).payments).toHaveLength(1);

    await sandbox(server, 'POST', '/_faults', { mode: 'twice', operation: 'retryPayment' });
    const retried = await call(server, 'POST', `/invoices/${inv.id}/payments/${failed.id}/retry`, { as: ADMIN_EMAIL });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: 'PAID', paidMinor: inv.totalGrossMinor });
    const atService = (await sandbox(server, 'GET', `/_invoices/${inv.id}`)).body as { payments: { status: string }[] };
    expect(atService.payments.map((p) => p.status)).toEqual(['FAILED', 'SUCCEEDED']);
    // Syncing again finds the retry already recorded.
    expect((await sync(inv.id)).body.newPayments).toBe(0);

    const received = retried.body.payments.find((p) => p.status === 'SUCCEEDED')!;
    const refunded = await call(server, 'POST', `/invoices/${inv.id}/payments/${received.id}/refund`, { as: ADMIN_EMAIL, body: { amountMinor: 1_000 } });
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'PARTIALLYPAID', paidMinor: inv.totalGrossMinor - 1_000 });
    const synced = await sync(inv.id);
    expect(synced.body.newPayments).toBe(0);
    expect(synced.body.invoice.payments.map((p: Invoice['payments'][number]) => p.status)).toEqual(['FAILED', 'SUCCEEDED', 'REFUNDED']);
  });
});
