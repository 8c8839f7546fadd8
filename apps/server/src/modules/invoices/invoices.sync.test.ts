import Stripe from 'stripe';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceSyncResult } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { stripeOptions } from '../../providers/stripe/client.ts';
import { signatureHeader } from '../../providers/stripe/sandbox-store.ts';
import { ADMIN_EMAIL, call, createOpen, sandbox } from './invoices.test-helpers.ts';

/*
 * Invoices and their payments through Stripe Billing (its official package against the built-in
 * sandbox): the company as a customer, the invoice with our number, collection by card or SEPA
 * Direct Debit, retry, partial refunds, webhooks, and every failure the sandbox can play.
 */

const C = DEMO_IDS.companies;
const server = useTestServer({ env: { PROVIDER_TIMEOUT_MS: '400' } });
let stripe: Stripe;
beforeAll(async () => {
  // A short timeout, so a service that hangs is given up quickly.
  const { apiUrl, secretKey } = server.config.providers.stripe;
  stripe = new Stripe(secretKey, stripeOptions(apiUrl, 2_000));
});
beforeEach(async () => {
  await sandbox(server, 'DELETE', '/_faults');
});

type Answer = Invoice & { detail?: string };
const sync = (id: string, lang = 'en') =>
  call<InvoiceSyncResult & { detail?: string }>(server, 'POST', `/invoices/${id}/sync`, { as: ADMIN_EMAIL, headers: { 'accept-language': lang } });
const collect = (id: string, lang = 'en') => call<Answer>(server, 'POST', `/invoices/${id}/collect`, { as: ADMIN_EMAIL, headers: { 'accept-language': lang } });
const refund = (id: string, paymentId: string, amountMinor?: number) =>
  call<Answer>(server, 'POST', `/invoices/${id}/payments/${paymentId}/refund`, { as: ADMIN_EMAIL, body: amountMinor ? { amountMinor } : {} });
const get = async (id: string) => (await call(server, 'GET', `/invoices/${id}`, { as: ADMIN_EMAIL })).body;
const snapshot = async (id: string) =>
  server.database.query(
    `select i.status, i.paid_minor, i.external_id, (select count(*)::int from invoice_payments p where p.invoice_id = i.id) as payments
       from invoices i where i.id = $1`,
    [id],
  );
const customerOf = async (companyId: string) =>
  (await server.database.query<{ customer_id: string }>('select customer_id from billing_customers where company_id = $1', [companyId]))[0]!.customer_id;
/** The company gives a payment method (in real life on Stripe's page: a card, or a SEPA Direct Debit mandate). */
const paymentMethod = async (companyId: string, type: 'card' | 'sepa_debit', decline = false) =>
  sandbox(server, 'POST', `/_customers/${await customerOf(companyId)}/payment_method`, { type, decline });
const events = async (type?: string) => (await fetch(`${server.baseUrl}/sandbox/stripe/_events${type ? `?type=${type}` : ''}`).then((r) => r.json())) as { id: string; type: string; object: string; deliveredStatus: number }[];

describe('invoices at Stripe', () => {
  it('makes the company a customer and the invoice a Stripe invoice with our number, once, however often it is synced', async () => {
    const inv = await createOpen(server, C.parent);
    const first = await sync(inv.id);
    expect(first.status).toBe(200);
    expect(first.body.newPayments).toBe(0);
    expect(first.body.invoice.externalId).toMatch(/^in_/);
    const remote = await stripe.invoices.retrieve(first.body.invoice.externalId!);
    expect(remote).toMatchObject({ status: 'open', number: inv.number, total: inv.totalGrossMinor, currency: inv.currency.toLowerCase(), metadata: { fleetwatt_invoice_id: inv.id } });
    expect(remote.lines.data.reduce((s, l) => s + l.amount, 0)).toBe(inv.totalNetMinor);
    const customer = (await stripe.customers.retrieve(remote.customer as string)) as Stripe.Customer;
    expect(customer).toMatchObject({ name: inv.companyName, metadata: { fleetwatt_company_id: C.parent } });
    expect((await stripe.customers.listTaxIds(customer.id)).data.map((t) => t.value)).toEqual([inv.vatNumber]);

    const again = await sync(inv.id);
    expect(again.body.invoice.externalId).toBe(first.body.invoice.externalId);
    const held = await server.database.query<{ n: number }>(`select count(*)::int as n from sandbox_stripe_objects where object = 'invoice' and data->'metadata'->>'fleetwatt_invoice_id' = $1`, [inv.id]);
    expect(held[0]!.n).toBe(1);
    // A second invoice of the company goes to the same customer.
    const second = await createOpen(server, C.parent);
    const pushed = (await sync(second.id)).body.invoice;
    expect((await stripe.invoices.retrieve(pushed.externalId!)).customer).toBe(customer.id);
  });

  it('collects by card, refunds in parts, and shows each in the paid amount and status', async () => {
    const inv = await createOpen(server, C.zurich);
    await sync(inv.id);
    await paymentMethod(C.zurich, 'card');
    const paid = await collect(inv.id);
    expect(paid.body.detail).toBeUndefined();
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'PAID', paidMinor: inv.totalGrossMinor });
    const received = paid.body.payments[0]!;
    expect(received).toMatchObject({ status: 'SUCCEEDED', method: 'card', externalId: expect.stringMatching(/^ch_/) });
    // Stripe's webhooks reached the product, signed, and were taken.
    expect((await events('invoice.paid')).find((e) => e.object === paid.body.externalId)?.deliveredStatus).toBe(200);

    const part = await refund(inv.id, received.id, 1_000);
    expect(part.body.detail).toBeUndefined();
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ status: 'PARTIALLYPAID', paidMinor: inv.totalGrossMinor - 1_000 });
    expect(part.body.payments.map((p) => p.status)).toEqual(['SUCCEEDED', 'REFUNDED']);
    const refunds = await stripe.refunds.list({ charge: received.externalId! } as Stripe.RefundListParams);
    expect(refunds.data.map((r) => r.amount)).toEqual([1_000]);
    const tooMuch = await refund(inv.id, received.id, inv.totalGrossMinor);
    expect(tooMuch.status).toBe(400);
    expect((await sync(inv.id)).body.newPayments).toBe(0);
  });

  it('a declined card is a failed payment; the retry collects once and pays the invoice', async () => {
    const inv = await createOpen(server, C.childMunich);
    await sync(inv.id);
    await paymentMethod(C.childMunich, 'card', true);
    const declined = await collect(inv.id);
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe('OPEN');
    const failed = declined.body.payments[0]!;
    expect(failed).toMatchObject({ status: 'FAILED', canRetry: true, externalId: expect.stringMatching(/^ch_/) });

    await paymentMethod(C.childMunich, 'card');
    // The first retry times out at Stripe after the charge was made; the package sends it again
    // with the same key, and Stripe answers the first charge.
    await sandbox(server, 'POST', '/_faults', { mode: 'timeout', operation: 'pay' });
    const retried = await call<Answer>(server, 'POST', `/invoices/${inv.id}/payments/${failed.id}/retry`, { as: ADMIN_EMAIL });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: 'PAID', paidMinor: inv.totalGrossMinor });
    expect(retried.body.payments.find((p) => p.status === 'SUCCEEDED')?.relatedPaymentId).toBe(failed.id);
    const again = await call<Answer>(server, 'POST', `/invoices/${inv.id}/payments/${failed.id}/retry`, { as: ADMIN_EMAIL });
    expect(again.status).toBe(409);
    const charges = await server.database.query<{ n: number }>(`select count(*)::int as n from sandbox_stripe_objects where object = 'charge' and data->>'customer' = $1 and data->>'status' = 'succeeded'`, [
      await customerOf(C.childMunich),
    ]);
    expect(charges[0]!.n).toBe(1);
  });

  it('a SEPA Direct Debit processes first and is recorded when Stripe reports it settled', async () => {
    const inv = await createOpen(server, C.austin);
    await sync(inv.id);
    await paymentMethod(C.austin, 'sepa_debit');
    const processing = await collect(inv.id);
    expect(processing.body).toMatchObject({ status: 'OPEN', paidMinor: 0, payments: [] });
    const [pending] = await server.database.query<{ id: string }>(`select id from sandbox_stripe_objects where object = 'charge' and data->>'status' = 'pending' and data->>'customer' = $1`, [
      await customerOf(C.austin),
    ]);
    await sandbox(server, 'POST', `/_charges/${pending!.id}/settle`);
    // Only the webhook told the product.
    expect(await get(inv.id)).toMatchObject({ status: 'PAID', paidMinor: inv.totalGrossMinor, payments: [{ status: 'SUCCEEDED', method: 'sepa_debit' }] });
  });

  it('a webhook twice, or an older one after a newer, changes nothing more; a forged one is refused', async () => {
    const inv = await createOpen(server, C.parent);
    await sync(inv.id);
    await paymentMethod(C.parent, 'card', true);
    await collect(inv.id);
    await paymentMethod(C.parent, 'card');
    const paid = await collect(inv.id);
    expect(paid.body.status).toBe('PAID');
    const before = await snapshot(inv.id);
    const mine = (await events()).filter((e) => e.object === paid.body.externalId);
    const failedEvent = mine.find((e) => e.type === 'invoice.payment_failed')!;
    const paidEvent = mine.find((e) => e.type === 'invoice.paid')!;
    for (const id of [paidEvent.id, paidEvent.id, failedEvent.id]) {
      expect((await sandbox(server, 'POST', `/_events/${id}/send`)).body).toEqual({ deliveredStatus: 200 });
    }
    expect(await snapshot(inv.id)).toEqual(before);

    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'invoice.paid', data: { object: { id: paid.body.externalId, object: 'invoice' } } });
    const forged = await fetch(`${server.baseUrl}/backend/public/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader(payload, 'whsec_not_the_secret') },
      body: payload,
    });
    expect(forged.status).toBe(400);
  });

  it('a refund whose answer was lost (a crash before our write) is not made twice', async () => {
    const inv = await createOpen(server, C.zurich);
    await sync(inv.id);
    await paymentMethod(C.zurich, 'card');
    const paid = (await collect(inv.id)).body;
    const received = paid.payments[0]!;
    // Stripe refunded under the product's key, but the product never wrote it and no webhook came.
    await events();
    await sandbox(server, 'POST', '/_faults', { mode: 'fail', operation: 'webhooks', times: 10 });
    await stripe.refunds.create({ charge: received.externalId!, amount: 2_500, metadata: { fleetwatt_invoice_id: inv.id } }, { idempotencyKey: `fw-refund-${received.id}-0-2500` });
    expect(await get(inv.id)).toMatchObject({ status: 'PAID' });
    // The administrator refunds again: Stripe answers the first refund, recorded once.
    const again = await refund(inv.id, received.id, 2_500);
    expect(again.body).toMatchObject({ status: 'PARTIALLYPAID', paidMinor: inv.totalGrossMinor - 2_500 });
    expect((await stripe.refunds.list({ payment_intent: (await stripe.charges.retrieve(received.externalId!)).payment_intent as string })).data).toHaveLength(1);
  });

  it('5xx, 429 and timeouts: "Error syncing transaction", and nothing is written', async () => {
    const inv = await createOpen(server, C.parent);
    await sync(inv.id);
    const before = await snapshot(inv.id);

    // One 5xx is retried by the package itself.
    await sandbox(server, 'POST', '/_faults', { mode: 'fail', operation: 'invoice_payments', times: 1 });
    expect((await sync(inv.id)).status).toBe(200);

    await sandbox(server, 'POST', '/_faults', { mode: 'fail', operation: 'invoice_payments', times: 5 });
    const failed = await sync(inv.id);
    expect(failed.status).toBe(502);
    expect(failed.body.detail).toBe('Error syncing transaction: the payment provider is not available (503).');
    await sandbox(server, 'DELETE', '/_faults');

    await sandbox(server, 'POST', '/_faults', { mode: 'ratelimit', operation: 'customers', delayMs: 2_000 });
    const limited = await sync(inv.id, 'de');
    expect(limited.status).toBe(502);
    expect(limited.body.detail).toBe('Fehler beim Synchronisieren der Transaktion: Der Zahlungsdienst ist ausgelastet; versuchen Sie es in 2 Sekunden erneut.');

    await sandbox(server, 'POST', '/_faults', { mode: 'timeout', operation: 'invoice_payments', times: 5 });
    const started = Date.now();
    const slow = await sync(inv.id);
    expect(slow.status).toBe(502);
    expect(slow.body.detail).toBe('Error syncing transaction: the payment provider did not answer in time.');
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(await snapshot(inv.id)).toEqual(before);
    await sandbox(server, 'DELETE', '/_faults');

    await paymentMethod(C.parent, 'card');
    await sandbox(server, 'POST', '/_faults', { mode: 'fail', operation: 'pay', times: 5 });
    const collectFails = await collect(inv.id);
    expect(collectFails.status).toBe(502);
    expect(await snapshot(inv.id)).toEqual(before);
    expect(await server.database.query(`select 1 from sandbox_stripe_objects where object = 'charge' and data->>'customer' = $1 and data->>'created' > '0' and data->>'payment_intent' in (select data->'payment'->>'payment_intent' from sandbox_stripe_objects where object = 'invoice_payment' and data->>'invoice' = $2)`, [await customerOf(C.parent), before[0]!.external_id])).toEqual([]);
  });

  it('two syncs at the same time record a payment once', async () => {
    const inv = await createOpen(server, C.childMunich);
    await sync(inv.id);
    await paymentMethod(C.childMunich, 'card');
    await events();
    await sandbox(server, 'POST', '/_faults', { mode: 'fail', operation: 'webhooks', times: 20 });
    await stripe.invoices.pay((await get(inv.id)).externalId!);
    const answers = await Promise.all([sync(inv.id), sync(inv.id), sync(inv.id)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body.newPayments).reduce((a, b) => a + b, 0)).toBe(1);
    expect((await get(inv.id)).paidMinor).toBe(inv.totalGrossMinor);
  });
});
