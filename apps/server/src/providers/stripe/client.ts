import Stripe from 'stripe';
import type { Config } from '../../config.ts';
import {
  BillingError,
  type BillingCollection,
  type BillingCustomer,
  type BillingInvoice,
  type BillingInvoiceState,
  type BillingPayment,
  type BillingProvider,
  type BillingWebhook,
} from '../billing/billing-provider.ts';

/*
 * Stripe Billing through Stripe's official package. The company is a customer (billing data,
 * VAT id), an approved invoice a finalized Stripe invoice with our number, its lines as invoice
 * items and our VAT rate as a tax rate on the whole invoice; the company pays it on Stripe's page
 * (card or SEPA Direct Debit mandate) or we collect it from its default payment method. Every
 * call that creates something carries an idempotency key of ours, so a call sent again after a
 * timeout or a crash gets Stripe's first answer and never a second charge or refund.
 */

/** The package retries connection errors, 409 and 5xx itself (with its own idempotency key where we give none). */
const NETWORK_RETRIES = 2;

/** Our invoice's id at Stripe's invoice, its tax rates and refunds. */
export const INVOICE_REFERENCE = 'fleetwatt_invoice_id';
const COMPANY_REFERENCE = 'fleetwatt_company_id';
const TAX_RATE_REFERENCE = 'fleetwatt_tax_rate';

/** The VAT id types Stripe knows for the countries we invoice. */
const TAX_ID_TYPES: Record<string, Stripe.CustomerCreateTaxIdParams.Type> = { DE: 'eu_vat', AT: 'eu_vat', CH: 'ch_vat' };

/**
 * The package speaks to api.stripe.com, or to any host given by STRIPE_API_URL (its host, port and
 * protocol options); a path on that URL (the built-in sandbox lives under /sandbox/stripe) is put
 * before Stripe's own /v1/ by a thin HTTP client around the package's own.
 */
export function stripeOptions(apiUrl: string, timeoutMs: number): Stripe.StripeConfig {
  const url = new URL(apiUrl);
  const prefix = url.pathname.replace(/\/$/, '');
  const base = Stripe.createNodeHttpClient();
  type Request = Parameters<typeof base.makeRequest>;
  const httpClient = prefix
    ? Object.assign(Object.create(base) as typeof base, {
        makeRequest: (host: Request[0], port: Request[1], path: Request[2], ...rest: [Request[3], Request[4], Request[5], Request[6], Request[7]]) =>
          base.makeRequest(host, port, `${prefix}${path}`, ...rest),
      })
    : base;
  return {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    timeout: timeoutMs,
    maxNetworkRetries: NETWORK_RETRIES,
    telemetry: false,
    httpClient,
  };
}

const unix = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();
const idOf = (value: string | { id: string } | null | undefined) => (value == null ? null : typeof value === 'string' ? value : value.id);

/** A failed call as the product words it; a card decline is not a failure of the call and is handled where it can occur. */
function failure(err: unknown): unknown {
  if (!(err instanceof Stripe.errors.StripeError)) return err;
  const status = err.statusCode;
  if (err instanceof Stripe.errors.StripeConnectionError) {
    return new BillingError(/timed? ?out|timeout/i.test(err.message) ? 'timeout' : 'unreachable', err.message);
  }
  if (err instanceof Stripe.errors.StripeRateLimitError) {
    const after = Number(err.headers?.['retry-after']);
    return new BillingError('ratelimited', err.message, status, Number.isFinite(after) ? after : undefined);
  }
  if (err instanceof Stripe.errors.StripeAPIError || (status ?? 0) >= 500) return new BillingError('unavailable', err.message, status);
  return new BillingError('refused', err.message, status);
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw failure(err);
  }
}

export function stripeBilling(config: Pick<Config, 'providers'>): BillingProvider {
  const settings = config.providers.stripe;
  const stripe = new Stripe(settings.secretKey, stripeOptions(settings.apiUrl, config.providers.timeoutMs));

  /** Our VAT rate as a Stripe tax rate, made once per rate and category and found again by its reference. */
  async function taxRate(invoice: BillingInvoice, country: string): Promise<string> {
    const reference = `${invoice.taxRateBp}-${invoice.vatCategory}`;
    for await (const rate of stripe.taxRates.list({ active: true, limit: 100 })) {
      if (rate.metadata?.[TAX_RATE_REFERENCE] === reference) return rate.id;
    }
    const created = await stripe.taxRates.create(
      {
        display_name: invoice.vatCategory === 'AE' ? 'VAT (reverse charge)' : 'VAT',
        percentage: invoice.taxRateBp / 100,
        inclusive: false,
        country,
        tax_type: 'vat',
        metadata: { [TAX_RATE_REFERENCE]: reference },
      },
      { idempotencyKey: `fw-tax-rate-${reference}` },
    );
    return created.id;
  }

  async function syncTaxId(customerId: string, customer: BillingCustomer) {
    const type = TAX_ID_TYPES[customer.country];
    const held = (await stripe.customers.listTaxIds(customerId, { limit: 100 })).data;
    const wanted = type && customer.vatId ? customer.vatId.replace(/\s+/g, '') : null;
    for (const taxId of held) if (taxId.value !== wanted) await stripe.customers.deleteTaxId(customerId, taxId.id);
    if (wanted && type && !held.some((t) => t.value === wanted)) await stripe.customers.createTaxId(customerId, { type, value: wanted });
  }

  const state = (invoice: Stripe.Invoice): BillingInvoiceState => ({
    id: invoice.id,
    status: invoice.status ?? 'draft',
    payUrl: invoice.hosted_invoice_url ?? null,
  });

  /** The invoice our reference names at the customer, if one was made (found again after a lost answer). */
  async function findInvoice(customerId: string, reference: string): Promise<Stripe.Invoice | null> {
    for await (const invoice of stripe.invoices.list({ customer: customerId, limit: 100 })) {
      if (invoice.metadata?.[INVOICE_REFERENCE] === reference) return invoice;
    }
    return null;
  }

  /** The invoice a payment intent paid, through Stripe's invoice payments. */
  async function invoiceOfPaymentIntent(paymentIntent: string): Promise<string | null> {
    const list = await stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntent }, limit: 1 });
    return idOf(list.data[0]?.invoice as string | { id: string } | undefined);
  }

  return {
    provider: 'STRIPE',

    syncCustomer: (customer, knownId) =>
      guarded(async () => {
        const fields = {
          name: customer.name,
          email: customer.email ?? '',
          address: { line1: customer.street ?? '', postal_code: customer.zip ?? '', city: customer.city ?? '', country: customer.country },
          preferred_locales: [customer.language],
          metadata: { [COMPANY_REFERENCE]: customer.reference },
        };
        const id = knownId
          ? (await stripe.customers.update(knownId, fields)).id
          : (await stripe.customers.create(fields, { idempotencyKey: `fw-customer-${customer.reference}` })).id;
        await syncTaxId(id, customer);
        return id;
      }),

    pushInvoice: (customerId, invoice, knownId) =>
      guarded(async () => {
        let found = knownId ? await stripe.invoices.retrieve(knownId) : await findInvoice(customerId, invoice.reference);
        if (!found) {
          const country = (await stripe.customers.retrieve(customerId)) as Stripe.Customer;
          const rate = await taxRate(invoice, country.address?.country ?? 'DE');
          const dueInDays = Math.max(1, Math.ceil((unix(`${invoice.dueDate}T23:59:59Z`) - Date.now() / 1000) / 86_400));
          found = await stripe.invoices.create(
            {
              customer: customerId,
              currency: invoice.currency.toLowerCase(),
              collection_method: 'send_invoice',
              days_until_due: dueInDays,
              number: invoice.number,
              auto_advance: false,
              pending_invoice_items_behavior: 'exclude',
              default_tax_rates: [rate],
              payment_settings: { payment_method_types: ['sepa_debit', 'card'] },
              metadata: { [INVOICE_REFERENCE]: invoice.reference },
              ...(invoice.taxNote ? { footer: invoice.taxNote } : {}),
            },
            { idempotencyKey: `fw-invoice-${invoice.reference}` },
          );
        }
        if (found.status === 'draft') {
          const held = new Set(found.lines.data.map((l) => l.metadata?.position));
          for (const line of invoice.lines) {
            if (held.has(String(line.position))) continue;
            await stripe.invoiceItems.create(
              {
                customer: customerId,
                invoice: found.id,
                currency: invoice.currency.toLowerCase(),
                amount: line.netMinor,
                description: line.quantity === 1 ? line.description : `${line.description} (${line.quantity} ×)`,
                metadata: { position: String(line.position) },
              },
              { idempotencyKey: `fw-invoice-${invoice.reference}-line-${line.position}` },
            );
          }
          found = await stripe.invoices.finalizeInvoice(found.id, { auto_advance: false }, { idempotencyKey: `fw-finalize-${invoice.reference}` });
          if (found.total !== invoice.grossMinor) {
            throw new BillingError('refused', `Stripe's total ${found.total} differs from the invoice's gross ${invoice.grossMinor}`);
          }
        }
        if (invoice.cancelled && found.status === 'open') {
          found = await stripe.invoices.voidInvoice(found.id, {}, { idempotencyKey: `fw-void-${invoice.reference}` });
        }
        return state(found);
      }),

    payments: (invoiceId) =>
      guarded(async () => {
        const out: BillingPayment[] = [];
        const invoicePayments = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 100 });
        for (const invoicePayment of invoicePayments.data) {
          const paymentIntent = idOf(invoicePayment.payment.payment_intent);
          if (!paymentIntent) continue;
          // Stripe lists newest first; several attempts can share a second, so the list order is the one to trust.
          const charges = [...(await stripe.charges.list({ payment_intent: paymentIntent, limit: 100 })).data].reverse();
          let lastFailed: string | null = null;
          for (const charge of charges) {
            if (charge.status === 'pending') continue;
            const failed = charge.status === 'failed';
            out.push({
              id: charge.id,
              status: failed ? 'FAILED' : 'SUCCEEDED',
              amountMinor: charge.amount,
              paidAt: isoOf(charge.created),
              method: charge.payment_method_details?.type ?? null,
              relatedId: failed ? null : lastFailed,
            });
            if (failed) lastFailed = charge.id;
          }
          const refunds = await stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 });
          for (const refund of [...refunds.data].reverse()) {
            if (refund.status !== 'succeeded' && refund.status !== 'pending') continue;
            const charge = charges.find((c) => c.id === idOf(refund.charge));
            out.push({
              id: refund.id,
              status: 'REFUNDED',
              amountMinor: refund.amount,
              paidAt: isoOf(refund.created),
              method: charge?.payment_method_details?.type ?? null,
              relatedId: idOf(refund.charge),
            });
          }
        }
        return out;
      }),

    collect: (invoiceId, idempotencyKey) =>
      guarded(async (): Promise<BillingCollection> => {
        try {
          const paid = await stripe.invoices.pay(invoiceId, {}, { idempotencyKey });
          return { outcome: paid.status === 'paid' ? 'paid' : 'processing' };
        } catch (err) {
          if (err instanceof Stripe.errors.StripeCardError) return { outcome: 'declined', reason: err.message };
          throw err;
        }
      }),

    refund: (paymentId, amountMinor, idempotencyKey, reference) =>
      guarded(async () => {
        await stripe.refunds.create({ charge: paymentId, amount: amountMinor, metadata: { [INVOICE_REFERENCE]: reference } }, { idempotencyKey });
      }),

    async webhook(rawBody, signature): Promise<BillingWebhook> {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (err) {
        throw new BillingError('signature', (err as Error).message, 400);
      }
      const object = event.data.object as unknown as { object: string; id: string; invoice?: unknown; payment_intent?: unknown };
      let invoiceId: string | null = null;
      if (object.object === 'invoice') invoiceId = object.id;
      else if (object.object === 'invoice_payment') invoiceId = idOf(object.invoice as string | null);
      else if (object.payment_intent || object.object === 'payment_intent') {
        const paymentIntent = object.object === 'payment_intent' ? object.id : idOf(object.payment_intent as string | null);
        if (paymentIntent) invoiceId = await guarded(() => invoiceOfPaymentIntent(paymentIntent));
      }
      return { eventId: event.id, type: event.type, invoiceId };
    },
  };
}
