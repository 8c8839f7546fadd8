import Stripe from 'stripe';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness.ts';
import { stripeOptions } from './client.ts';
import { signatureHeader } from './sandbox-store.ts';

/*
 * Stripe's official package run against the built-in sandbox: its own resources send the requests
 * (form-encoded, idempotency keys, retries) and read what the sandbox answers (objects, lists,
 * errors), and its own webhook check accepts the sandbox's signature, so the sandbox provably speaks
 * what Stripe's client expects. Only the host is changed, through the package's own options.
 */

const server = useTestServer();
let stripe: Stripe;
const steer = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${server.baseUrl}/sandbox/stripe${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.status === 204 ? null : ((await res.json()) as Record<string, unknown>);
};

beforeAll(async () => {
  const { apiUrl, secretKey } = server.config.providers.stripe;
  stripe = new Stripe(secretKey, stripeOptions(apiUrl, 2_000));
});
beforeEach(async () => {
  await steer('DELETE', '/_faults');
});

async function openInvoice(customer: string, amount = 10_000) {
  const rate = await stripe.taxRates.create({ display_name: 'VAT', percentage: 19, inclusive: false, country: 'DE', tax_type: 'vat' });
  const invoice = await stripe.invoices.create({ customer, currency: 'eur', collection_method: 'send_invoice', days_until_due: 14, default_tax_rates: [rate.id], auto_advance: false });
  await stripe.invoiceItems.create({ customer, invoice: invoice.id, currency: 'eur', amount, description: 'Fleetwatt PRO subscription' });
  return stripe.invoices.finalizeInvoice(invoice.id, { auto_advance: false });
}

describe("Stripe's official package against the billing sandbox", () => {
  it('creates a customer with its VAT id and reads it back', async () => {
    const customer = await stripe.customers.create({
      name: 'Sandbox GmbH',
      email: 'billing@sandbox.test',
      address: { line1: 'Hauptstraße 1', postal_code: '80331', city: 'München', country: 'DE' },
      preferred_locales: ['de'],
      tax_id_data: [{ type: 'eu_vat', value: 'DE318452761' }],
      metadata: { fleetwatt_company_id: 'c-1' },
    });
    expect(customer).toMatchObject({ object: 'customer', name: 'Sandbox GmbH', address: { city: 'München', country: 'DE' }, metadata: { fleetwatt_company_id: 'c-1' } });
    expect(customer.id).toMatch(/^cus_/);
    const taxIds = await stripe.customers.listTaxIds(customer.id);
    expect(taxIds.object).toBe('list');
    expect(taxIds.data.map((t) => [t.type, t.value])).toEqual([['eu_vat', 'DE318452761']]);
    const updated = await stripe.customers.update(customer.id, { name: 'Sandbox AG', metadata: { extra: 'x' } });
    expect(updated.metadata).toEqual({ fleetwatt_company_id: 'c-1', extra: 'x' });
    await expect(stripe.customers.createTaxId(customer.id, { type: 'eu_vat', value: 'nonsense' })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'tax_id_invalid',
      param: 'value',
      statusCode: 400,
    });
  });

  it('finalizes an invoice with its tax on the subtotal, and lists it', async () => {
    const customer = await stripe.customers.create({ name: 'Invoice GmbH' });
    const invoice = await openInvoice(customer.id, 9_999);
    expect(invoice).toMatchObject({ object: 'invoice', status: 'open', subtotal: 9_999, total: 9_999 + 1_900, amount_remaining: 11_899 });
    expect(invoice.lines.data).toHaveLength(1);
    const listed = [];
    for await (const i of stripe.invoices.list({ customer: customer.id, limit: 100 })) listed.push(i.id);
    expect(listed).toEqual([invoice.id]);
    await expect(stripe.invoices.retrieve('in_missing')).rejects.toMatchObject({ type: 'StripeInvalidRequestError', code: 'resource_missing', statusCode: 404 });
  });

  it('replays an idempotent request and refuses the same key with other parameters', async () => {
    const first = await stripe.customers.create({ name: 'Once GmbH' }, { idempotencyKey: 'customer-once' });
    const again = await stripe.customers.create({ name: 'Once GmbH' }, { idempotencyKey: 'customer-once' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    await expect(stripe.customers.create({ name: 'Other GmbH' }, { idempotencyKey: 'customer-once' })).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
  });

  it('pays by card, declines with a card error, and refunds in parts', async () => {
    const customer = await stripe.customers.create({ name: 'Card GmbH' });
    const declined = await openInvoice(customer.id);
    await expect(stripe.invoices.pay(declined.id)).rejects.toMatchObject({ type: 'StripeInvalidRequestError' });
    await steer('POST', `/_customers/${customer.id}/payment_method`, { type: 'card', decline: true });
    await expect(stripe.invoices.pay(declined.id)).rejects.toMatchObject({ type: 'StripeCardError', code: 'card_declined', decline_code: 'generic_decline', statusCode: 402 });

    await steer('POST', `/_customers/${customer.id}/payment_method`, { type: 'card' });
    const paid = await stripe.invoices.pay(declined.id);
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 11_900, amount_remaining: 0 });
    const [invoicePayment] = (await stripe.invoicePayments.list({ invoice: paid.id })).data;
    expect(invoicePayment).toMatchObject({ object: 'invoice_payment', status: 'paid', amount_paid: 11_900, payment: { type: 'payment_intent' } });
    const paymentIntent = invoicePayment!.payment.payment_intent as string;
    const charges = (await stripe.charges.list({ payment_intent: paymentIntent })).data;
    expect(charges.map((c) => c.status).sort()).toEqual(['failed', 'succeeded']);
    const charge = charges.find((c) => c.status === 'succeeded')!;
    expect(charge.payment_method_details?.type).toBe('card');

    const refund = await stripe.refunds.create({ charge: charge.id, amount: 1_000 });
    expect(refund).toMatchObject({ object: 'refund', status: 'succeeded', amount: 1_000, charge: charge.id, payment_intent: paymentIntent });
    await expect(stripe.refunds.create({ charge: charge.id, amount: 20_000 })).rejects.toMatchObject({ code: 'amount_too_large', param: 'amount' });
    const rest = await stripe.refunds.create({ payment_intent: paymentIntent });
    expect(rest.amount).toBe(10_900);
    expect((await stripe.refunds.list({ payment_intent: paymentIntent })).data).toHaveLength(2);
  });

  it('retries a 5xx by itself and gives a 429 with Retry-After to the caller', async () => {
    await steer('POST', '/_faults', { mode: 'fail', operation: 'customers', times: 1 });
    const customer = await stripe.customers.create({ name: 'Retry GmbH' });
    expect(customer.id).toMatch(/^cus_/);
    await steer('POST', '/_faults', { mode: 'ratelimit', operation: 'customers', delayMs: 3_000 });
    const limited = await stripe.customers.retrieve(customer.id).catch((err: unknown) => err);
    expect(limited).toBeInstanceOf(Stripe.errors.StripeRateLimitError);
    expect((limited as Stripe.errors.StripeRateLimitError).headers?.['retry-after']).toBe('3');
  });

  it("signs its webhooks so that the package's own check accepts them, and nothing else", () => {
    const { webhookSecret } = server.config.providers.stripe;
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid', data: { object: { id: 'in_1', object: 'invoice' } } });
    const event = stripe.webhooks.constructEvent(payload, signatureHeader(payload, webhookSecret), webhookSecret);
    expect(event.type).toBe('invoice.paid');
    expect(() => stripe.webhooks.constructEvent(payload.replace('in_1', 'in_2'), signatureHeader(payload, webhookSecret), webhookSecret)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => stripe.webhooks.constructEvent(payload, signatureHeader(payload, webhookSecret, Math.floor(Date.now() / 1000) - 3_600), webhookSecret)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });
});
