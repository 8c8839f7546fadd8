import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { holdAnswer, sandboxFaults, stoppingFault, ZSandboxFault } from '../../lib/provider-sandbox.ts';
import { BILLING_WEBHOOK_PATH } from '../billing/billing-provider.ts';
import { list, newId, nowSeconds, objectStore, signatureHeader, stripeError, unflatten, type Params, type StripeObject } from './sandbox-store.ts';

/*
 * Stripe, built in: the paths of Stripe's API the product uses, answering what Stripe answers to
 * its official package (form-encoded parameters, Bearer secret key, Idempotency-Key replays with
 * Idempotent-Replayed, list objects, Stripe's error objects) and posting signed webhook events to
 * the product. Tests and demos steer it:
 *   POST   /_faults  { mode, operation?, times?, delayMs? }  (lib/provider-sandbox.ts; operations are
 *                    the resource names: customers, tax_rates, invoices, invoiceitems, finalize, pay,
 *                    void, invoice_payments, charges, refunds, webhooks; "decline" on pay fails the
 *                    charge, "fail" on webhooks keeps the events undelivered)
 *   DELETE /_faults
 *   POST   /_customers/{id}/payment_method { type: card | sepa_debit, decline? }  the company's
 *                    payment method (a card, or a SEPA Direct Debit mandate), made its default
 *   POST   /_charges/{id}/settle   a SEPA debit in processing succeeds (or fails, for a declining mandate)
 *   GET    /_events?type=   the events made, newest first, with the status the product answered
 *                    (after the deliveries under way)
 *   POST   /_events/{id}/send   delivers an event again (twice, or after a newer one)
 */

type Invoice = StripeObject & {
  customer: string;
  currency: string;
  status: string;
  total: number;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  metadata: Record<string, string>;
  lines: { data: StripeObject[] };
};
type Charge = StripeObject & { amount: number; amount_refunded: number; status: string; payment_intent: string; payment_method: string; currency: string };
type PaymentMethod = StripeObject & { type: 'card' | 'sepa_debit'; decline: boolean };

const ZPaymentMethod = z.object({ type: z.enum(['card', 'sepa_debit']), decline: z.boolean().default(false) });
const str = (v: unknown) => (v === undefined || v === null ? undefined : String(v));
const int = (v: unknown) => (v === undefined || v === '' ? undefined : Number(v));
const meta = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, string>) : {});

export const stripeSandbox: FastifyPluginAsync<AppDeps> = async (app, { config, database }) => {
  const settings = config.providers.stripe;
  const store = objectStore(database);
  const faults = sandboxFaults(database, 'sandbox_stripe_faults');

  // Stripe's bodies and queries are form-encoded with brackets; the server reads them flat.
  const paramsOf = (request: FastifyRequest): Params =>
    unflatten({ ...(request.query as Record<string, unknown>), ...((request.body as Record<string, unknown> | undefined) ?? {}) });

  /**
   * Webhooks go out after the answer, one after the other, as Stripe sends them; the steering
   * endpoints wait for those under way, so a test reads what the product was told.
   */
  let deliveries: Promise<unknown> = Promise.resolve();
  const drain = () => deliveries;
  app.addHook('onClose', async () => {
    await drain();
  });

  /** Makes an event, keeps it and posts it to the product, signed with the webhook secret. */
  async function emit(type: string, object: StripeObject, request: FastifyRequest) {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: request.headers['stripe-version'] ?? null,
      created: nowSeconds(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: request.id, idempotency_key: request.headers['idempotency-key'] ?? null },
      type,
    };
    const payload = JSON.stringify(event, null, 2);
    await database.query('insert into sandbox_stripe_deliveries (event_id, payload) values ($1, $2)', [event.id, payload]);
    const fault = await faults.take('webhooks');
    if (fault?.mode === 'fail') return;
    deliveries = deliveries
      .then(() => deliver(event.id))
      .then(() => (fault?.mode === 'twice' ? deliver(event.id) : null))
      .catch(() => null);
  }
  async function deliver(eventId: string): Promise<number | null> {
    const [row] = await database.query<{ payload: string }>('select payload from sandbox_stripe_deliveries where event_id = $1', [eventId]);
    if (!row) return null;
    const status = await fetch(`${config.publicUrl}/backend${BILLING_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signatureHeader(row.payload, settings.webhookSecret), 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
      body: row.payload,
      signal: AbortSignal.timeout(config.providers.timeoutMs),
    }).then(
      (r) => r.status,
      () => 0,
    );
    await database.query('update sandbox_stripe_deliveries set delivered_status = $2 where event_id = $1', [eventId, status]);
    return status;
  }

  type Outcome = { status: number; body: unknown };
  const ok = (body: unknown): Outcome => ({ status: 200, body });
  const invalid = (message: string, extra: Record<string, unknown> = {}): Outcome => ({ status: 400, body: stripeError('invalid_request_error', message, extra) });
  const missing = (id: string, param = 'id'): Outcome => ({
    status: 404,
    body: stripeError('invalid_request_error', `No such ${param === 'id' ? 'object' : param}: '${id}'`, { code: 'resource_missing', param }),
  });

  /**
   * One API call: the secret key, the faults told for its operation, and for a POST with an
   * Idempotency-Key the first answer replayed (the same key with other parameters is refused).
   */
  function route(operation: string, work: (request: FastifyRequest, params: Params) => Promise<Outcome>) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('request-id', `req_${request.id.replace(/-/g, '').slice(0, 14)}`).header('stripe-version', request.headers['stripe-version'] ?? '');
      if (request.headers.authorization !== `Bearer ${settings.secretKey}`) {
        return reply.status(401).send(stripeError('invalid_request_error', 'Invalid API Key provided: sk_test_****'));
      }
      const fault = await faults.take(operation);
      const stopped = stoppingFault(reply, fault, (status, _code, message) =>
        stripeError(status === 429 ? 'invalid_request_error' : 'api_error', status === 429 ? 'Too many requests hit the API too quickly.' : message, status === 429 ? { code: 'rate_limit' } : {}),
      );
      if (stopped) return stopped;
      const params = paramsOf(request);
      const key = request.method === 'POST' ? (request.headers['idempotency-key'] as string | undefined) : undefined;
      const signature = `${request.method} ${request.url.split('?')[0]} ${JSON.stringify(params)}`;
      let outcome: Outcome | null = null;
      if (key) {
        reply.header('idempotency-key', key);
        const [held] = await database.query<{ request: string; status: number; body: unknown }>('select request, status, body from sandbox_stripe_idempotency where key = $1', [key]);
        if (held && held.request !== signature) {
          return reply.status(400).send(
            stripeError('idempotency_error', `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`),
          );
        }
        if (held) {
          reply.header('idempotent-replayed', 'true').header('original-request', `req_${key.slice(0, 14)}`);
          outcome = { status: held.status, body: held.body };
        }
      }
      if (!outcome) {
        outcome = await work(request, { ...params, __decline: fault?.mode === 'decline' });
        if (key && outcome.status < 500) {
          await database.query('insert into sandbox_stripe_idempotency (key, request, status, body) values ($1, $2, $3, $4::jsonb) on conflict (key) do nothing', [
            key,
            signature,
            outcome.status,
            JSON.stringify(outcome.body),
          ]);
        }
      }
      if (fault?.mode === 'timeout') {
        await holdAnswer(request, reply, fault.delayMs);
        if (reply.raw.destroyed || request.raw.destroyed) return reply;
      }
      return reply.status(outcome.status).send(outcome.body);
    };
  }

  // Customers and their tax ids.

  const taxIdPattern: Record<string, RegExp> = { eu_vat: /^(AT|DE|[A-Z]{2})[0-9A-Z]{8,12}$/, ch_vat: /^CHE-?\d{3}\.?\d{3}\.?\d{3} ?(MWST|TVA|IVA)$/ };
  async function addTaxId(customer: string, params: Params): Promise<Outcome> {
    const type = str(params.type) ?? '';
    const value = str(params.value) ?? '';
    const pattern = taxIdPattern[type];
    if (!pattern) return invalid(`Invalid tax id type: ${type}`, { param: 'type' });
    if (!pattern.test(value)) return invalid(`Invalid value for ${type}.`, { code: 'tax_id_invalid', param: 'value' });
    return ok(
      await store.put({
        id: newId('txi'),
        object: 'tax_id',
        country: value.slice(0, 2),
        created: nowSeconds(),
        customer,
        livemode: false,
        owner: { customer, type: 'customer' },
        type,
        value,
        verification: { status: 'pending', verified_address: null, verified_name: null },
      }),
    );
  }
  const customerFields = (params: Params, base: Record<string, unknown> = {}) => ({
    ...base,
    ...(params.name !== undefined ? { name: str(params.name) || null } : {}),
    ...(params.email !== undefined ? { email: str(params.email) || null } : {}),
    ...(params.address !== undefined ? { address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null, ...meta(params.address) } } : {}),
    ...(params.preferred_locales !== undefined ? { preferred_locales: params.preferred_locales } : {}),
    ...(params.metadata !== undefined ? { metadata: { ...meta(base.metadata), ...meta(params.metadata) } } : {}),
  });

  app.post(
    '/v1/customers',
    route('customers', async (_request, params) => {
      const id = newId('cus');
      const customer = await store.put({
        id,
        object: 'customer',
        address: null,
        balance: 0,
        created: nowSeconds(),
        currency: null,
        default_source: null,
        delinquent: false,
        description: null,
        email: null,
        invoice_prefix: id.slice(4, 12).toUpperCase(),
        invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
        livemode: false,
        metadata: {},
        name: null,
        phone: null,
        preferred_locales: [],
        shipping: null,
        tax_exempt: 'none',
        test_clock: null,
        ...customerFields(params),
      });
      for (const taxId of (params.tax_id_data as Params[] | undefined) ?? []) {
        const added = await addTaxId(id, taxId);
        if (added.status !== 200) return added;
      }
      return ok(customer);
    }),
  );
  app.get<{ Params: { id: string } }>(
    '/v1/customers/:id',
    route('customers', async (request) => {
      const customer = await store.get((request.params as { id: string }).id);
      return customer?.object === 'customer' ? ok(customer) : missing((request.params as { id: string }).id, 'customer');
    }),
  );
  app.post<{ Params: { id: string } }>(
    '/v1/customers/:id',
    route('customers', async (request, params) => {
      const customer = await store.get((request.params as { id: string }).id);
      if (customer?.object !== 'customer') return missing((request.params as { id: string }).id, 'customer');
      return ok(await store.put(customerFields(params, customer) as StripeObject));
    }),
  );
  app.get<{ Params: { id: string } }>(
    '/v1/customers/:id/tax_ids',
    route('customers', async (request) => {
      const { id } = request.params as { id: string };
      return ok(list(`/v1/customers/${id}/tax_ids`, await store.all('tax_id', (t) => t.customer === id)));
    }),
  );
  app.post<{ Params: { id: string } }>(
    '/v1/customers/:id/tax_ids',
    route('customers', async (request, params) => addTaxId((request.params as { id: string }).id, params)),
  );
  app.delete<{ Params: { id: string; taxId: string } }>(
    '/v1/customers/:id/tax_ids/:taxId',
    route('customers', async (request) => {
      const { taxId } = request.params as { taxId: string };
      const held = await store.get(taxId);
      if (!held) return missing(taxId, 'tax_id');
      await database.query('delete from sandbox_stripe_objects where id = $1', [taxId]);
      return ok({ id: taxId, object: 'tax_id', deleted: true });
    }),
  );

  // Tax rates.

  app.get(
    '/v1/tax_rates',
    route('tax_rates', async (_request, params) =>
      ok(list('/v1/tax_rates', await store.all('tax_rate', (r) => params.active === undefined || String(r.active) === String(params.active)))),
    ),
  );
  app.post(
    '/v1/tax_rates',
    route('tax_rates', async (_request, params) => {
      if (params.display_name === undefined || params.percentage === undefined || params.inclusive === undefined) {
        return invalid('Missing required param: percentage.', { param: 'percentage' });
      }
      return ok(
        await store.put({
          id: newId('txr'),
          object: 'tax_rate',
          active: true,
          country: str(params.country) ?? null,
          created: nowSeconds(),
          description: str(params.description) ?? null,
          display_name: str(params.display_name)!,
          effective_percentage: Number(params.percentage),
          flat_amount: null,
          inclusive: String(params.inclusive) === 'true',
          jurisdiction: str(params.jurisdiction) ?? null,
          jurisdiction_level: null,
          livemode: false,
          metadata: meta(params.metadata),
          percentage: Number(params.percentage),
          rate_type: 'percentage',
          state: null,
          tax_type: str(params.tax_type) ?? null,
        }),
      );
    }),
  );

  // Invoices and their items.

  app.get(
    '/v1/invoices',
    route('invoices', async (_request, params) =>
      ok(list('/v1/invoices', await store.all<Invoice>('invoice', (i) => params.customer === undefined || i.customer === params.customer))),
    ),
  );
  app.post(
    '/v1/invoices',
    route('invoices', async (_request, params) => {
      const customer = await store.get(str(params.customer) ?? '');
      if (customer?.object !== 'customer') return missing(str(params.customer) ?? '', 'customer');
      const created = nowSeconds();
      const sendInvoice = params.collection_method === 'send_invoice';
      const days = int(params.days_until_due);
      if (sendInvoice && days === undefined && params.due_date === undefined) {
        return invalid('Invoices with `collection_method=send_invoice` must have either `due_date` or `days_until_due` set.', { param: 'days_until_due' });
      }
      const rates = [];
      for (const id of (params.default_tax_rates as string[] | undefined) ?? []) {
        const rate = await store.get(id);
        if (rate?.object !== 'tax_rate') return missing(id, 'tax_rate');
        rates.push(rate);
      }
      const id = newId('in');
      return ok(
        await store.put({
          id,
          object: 'invoice',
          account_country: 'DE',
          account_name: 'Fleetwatt GmbH',
          amount_due: 0,
          amount_overpaid: 0,
          amount_paid: 0,
          amount_remaining: 0,
          attempt_count: 0,
          attempted: false,
          auto_advance: String(params.auto_advance) === 'true',
          collection_method: sendInvoice ? 'send_invoice' : 'charge_automatically',
          created,
          currency: str(params.currency) ?? 'eur',
          customer: customer.id,
          customer_address: customer.address ?? null,
          customer_email: customer.email ?? null,
          customer_name: customer.name ?? null,
          default_payment_method: null,
          default_tax_rates: rates,
          description: str(params.description) ?? null,
          due_date: params.due_date !== undefined ? int(params.due_date)! : days !== undefined ? created + days * 86_400 : null,
          footer: str(params.footer) ?? null,
          hosted_invoice_url: null,
          invoice_pdf: null,
          lines: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/invoices/${id}/lines` },
          livemode: false,
          metadata: meta(params.metadata),
          number: str(params.number) ?? null,
          payment_settings: params.payment_settings ?? { payment_method_types: null },
          status: 'draft',
          status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
          subtotal: 0,
          tax: 0,
          total: 0,
          total_taxes: [],
          webhooks_delivered_at: null,
        }),
      );
    }),
  );
  app.get<{ Params: { id: string } }>(
    '/v1/invoices/:id',
    route('invoices', async (request) => {
      const { id } = request.params as { id: string };
      const invoice = await store.get(id);
      return invoice?.object === 'invoice' ? ok(invoice) : missing(id, 'invoice');
    }),
  );
  app.post(
    '/v1/invoiceitems',
    route('invoiceitems', async (_request, params) => {
      const invoice = await store.get<Invoice>(str(params.invoice) ?? '');
      if (invoice?.object !== 'invoice') return missing(str(params.invoice) ?? '', 'invoice');
      if (invoice.status !== 'draft') return invalid(`You can only add invoice items to draft invoices.`, { code: 'invoice_not_editable', param: 'invoice' });
      const amount = int(params.amount);
      if (amount === undefined || !Number.isInteger(amount)) return invalid('Missing required param: amount.', { param: 'amount' });
      const item = await store.put({
        id: newId('ii'),
        object: 'invoiceitem',
        amount,
        currency: str(params.currency) ?? invoice.currency,
        customer: invoice.customer,
        date: nowSeconds(),
        created: nowSeconds(),
        description: str(params.description) ?? null,
        discountable: true,
        invoice: invoice.id,
        livemode: false,
        metadata: meta(params.metadata),
        quantity: 1,
        tax_rates: [],
      });
      invoice.lines.data.push({
        id: newId('il'),
        object: 'line_item',
        amount,
        created: item.created,
        currency: item.currency,
        description: item.description,
        invoice: invoice.id,
        livemode: false,
        metadata: item.metadata,
        parent: { type: 'invoice_item_details', invoice_item_details: { invoice_item: item.id, proration: false } },
        quantity: 1,
      });
      Object.assign(invoice.lines, { total_count: invoice.lines.data.length });
      await store.put(invoice);
      return ok(item);
    }),
  );
  app.post<{ Params: { id: string } }>(
    '/v1/invoices/:id/finalize',
    route('finalize', async (request) => {
      const { id } = request.params as { id: string };
      const invoice = await store.get<Invoice>(id);
      if (invoice?.object !== 'invoice') return missing(id, 'invoice');
      if (invoice.status !== 'draft') return invalid(`This invoice is already finalized, you can't re-finalize a non-draft invoice.`, { code: 'invoice_not_editable' });
      const subtotal = invoice.lines.data.reduce((sum, line) => sum + Number(line.amount), 0);
      // The tax rates of the whole invoice apply to its subtotal, rounded half up to the cent.
      const taxes = (invoice.default_tax_rates as StripeObject[]).map((rate) => {
        const bp = Math.round(Number(rate.percentage) * 100);
        return { amount: Math.floor((subtotal * bp + 5_000) / 10_000), tax_behavior: 'exclusive', tax_rate_details: { tax_rate: rate.id }, taxability_reason: 'standard_rated', taxable_amount: subtotal, type: 'tax_rate_details' };
      });
      const tax = taxes.reduce((sum, t) => sum + t.amount, 0);
      const total = subtotal + tax;
      const now = nowSeconds();
      const finalized = await store.put({
        ...invoice,
        status: 'open',
        number: invoice.number ?? `${String(invoice.id).slice(3, 11).toUpperCase()}-0001`,
        subtotal,
        subtotal_excluding_tax: subtotal,
        tax,
        total_taxes: taxes,
        total,
        total_excluding_tax: subtotal,
        amount_due: total,
        amount_remaining: total,
        effective_at: now,
        hosted_invoice_url: `https://invoice.stripe.com/i/acct_sandbox/test_${invoice.id}`,
        invoice_pdf: `https://pay.stripe.com/invoice/acct_sandbox/test_${invoice.id}/pdf`,
        status_transitions: { ...(invoice.status_transitions as object), finalized_at: now },
      });
      await emit('invoice.finalized', finalized, request);
      return ok(finalized);
    }),
  );
  app.post<{ Params: { id: string } }>(
    '/v1/invoices/:id/void',
    route('void', async (request) => {
      const { id } = request.params as { id: string };
      const invoice = await store.get<Invoice>(id);
      if (invoice?.object !== 'invoice') return missing(id, 'invoice');
      if (invoice.status !== 'open' && invoice.status !== 'uncollectible') return invalid(`You can only void an open or uncollectible invoice.`, { code: 'invoice_not_open' });
      const voided = await store.put({ ...invoice, status: 'void', amount_remaining: 0, status_transitions: { ...(invoice.status_transitions as object), voided_at: nowSeconds() } });
      await emit('invoice.voided', voided, request);
      return ok(voided);
    }),
  );

  // Paying an invoice: a payment intent per invoice, a charge per attempt.

  async function paymentIntentFor(invoice: Invoice, method: PaymentMethod) {
    const open = await store.all('invoice_payment', (p) => p.invoice === invoice.id && p.status === 'open');
    if (open[0]) return { invoicePayment: open[0], paymentIntent: (await store.get((open[0].payment as { payment_intent: string }).payment_intent))! };
    const paymentIntent = await store.put({
      id: newId('pi'),
      object: 'payment_intent',
      amount: invoice.amount_remaining,
      amount_received: 0,
      currency: invoice.currency,
      customer: invoice.customer,
      created: nowSeconds(),
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: {},
      payment_method: method.id,
      payment_method_types: ['sepa_debit', 'card'],
      status: 'requires_payment_method',
    });
    const invoicePayment = await store.put({
      id: newId('inpay'),
      object: 'invoice_payment',
      amount_paid: null,
      amount_requested: invoice.amount_remaining,
      created: nowSeconds(),
      currency: invoice.currency,
      invoice: invoice.id,
      is_default: true,
      livemode: false,
      payment: { type: 'payment_intent', payment_intent: paymentIntent.id },
      status: 'open',
      status_transitions: { canceled_at: null, paid_at: null },
    });
    return { invoicePayment, paymentIntent };
  }

  const methodDetails = (method: PaymentMethod) =>
    method.type === 'card'
      ? { type: 'card', card: { brand: 'visa', country: 'DE', exp_month: 12, exp_year: 2030, funding: 'credit', last4: method.decline ? '0002' : '4242' } }
      : { type: 'sepa_debit', sepa_debit: { bank_code: '37040044', country: 'DE', last4: method.decline ? '3001' : '3000', mandate: `mandate_${method.id.slice(3)}` } };

  /** A charge's outcome: the intent, the invoice payment and the invoice follow, and their events go out. */
  async function settle(charge: Charge, succeeded: boolean, request: FastifyRequest) {
    const paymentIntent = (await store.get(charge.payment_intent))!;
    const [invoicePayment] = await store.all('invoice_payment', (p) => (p.payment as { payment_intent: string }).payment_intent === paymentIntent.id);
    const invoice = (await store.get<Invoice>(String(invoicePayment!.invoice)))!;
    const now = nowSeconds();
    const card = (charge.payment_method_details as { type: string }).type === 'card';
    if (succeeded) {
      const done = await store.put({ ...charge, status: 'succeeded', paid: true, captured: true, amount_captured: charge.amount, outcome: { network_status: 'approved_by_network', reason: null, seller_message: 'Payment complete.', type: 'authorized' } });
      const intent = await store.put({ ...paymentIntent, status: 'succeeded', amount_received: charge.amount, latest_charge: charge.id });
      const paidPayment = await store.put({ ...invoicePayment!, status: 'paid', amount_paid: charge.amount, status_transitions: { canceled_at: null, paid_at: now } });
      const paidInvoice = await store.put({
        ...invoice,
        status: 'paid',
        amount_paid: invoice.amount_paid + charge.amount,
        amount_remaining: 0,
        status_transitions: { ...(invoice.status_transitions as object), paid_at: now },
      });
      await emit('charge.succeeded', done, request);
      await emit('payment_intent.succeeded', intent, request);
      await emit('invoice_payment.paid', paidPayment, request);
      await emit('invoice.paid', paidInvoice, request);
      await emit('invoice.payment_succeeded', paidInvoice, request);
      return paidInvoice;
    }
    const failure = card ? { code: 'card_declined', message: 'Your card was declined.' } : { code: 'insufficient_funds', message: 'The account has insufficient funds to cover this payment.' };
    const failed = await store.put({
      ...charge,
      status: 'failed',
      paid: false,
      failure_code: failure.code,
      failure_message: failure.message,
      outcome: { network_status: 'declined_by_network', reason: 'generic_decline', seller_message: 'The bank did not return any further details with this decline.', type: 'issuer_declined' },
    });
    const intent = await store.put({
      ...paymentIntent,
      status: 'requires_payment_method',
      latest_charge: charge.id,
      last_payment_error: { type: 'card_error', code: failure.code, decline_code: 'generic_decline', message: failure.message, charge: charge.id },
    });
    const failedInvoice = await store.put({ ...invoice, attempted: true, attempt_count: invoice.attempt_count + 1 });
    await emit('charge.failed', failed, request);
    await emit('payment_intent.payment_failed', intent, request);
    await emit('invoice.payment_failed', failedInvoice, request);
    return { failed, intent, failure };
  }

  app.post<{ Params: { id: string } }>(
    '/v1/invoices/:id/pay',
    route('pay', async (request, params) => {
      const { id } = request.params as { id: string };
      const invoice = await store.get<Invoice>(id);
      if (invoice?.object !== 'invoice') return missing(id, 'invoice');
      if (invoice.status === 'paid') return invalid('Invoice is already paid', { code: 'invoice_already_paid' });
      if (invoice.status !== 'open') return invalid(`You can only pay an open invoice. This invoice is ${invoice.status}.`, { code: 'invoice_not_open' });
      const customer = (await store.get(invoice.customer))!;
      const methodId = str(params.payment_method) ?? (customer.invoice_settings as { default_payment_method: string | null }).default_payment_method;
      const method = methodId ? await store.get<PaymentMethod>(methodId) : null;
      if (!method) {
        return invalid('This customer has no attached payment source or default payment method. Please consider adding a default payment method.', { code: 'invoice_no_payment_method_types' });
      }
      const { paymentIntent } = await paymentIntentFor(invoice, method);
      const charge = await store.put<Charge>({
        id: newId(method.type === 'card' ? 'ch' : 'py'),
        object: 'charge',
        amount: Number(paymentIntent.amount),
        amount_captured: 0,
        amount_refunded: 0,
        balance_transaction: newId('txn'),
        captured: false,
        created: nowSeconds(),
        currency: invoice.currency,
        customer: invoice.customer,
        failure_code: null,
        failure_message: null,
        livemode: false,
        metadata: {},
        outcome: null,
        paid: false,
        payment_intent: paymentIntent.id,
        payment_method: method.id,
        payment_method_details: methodDetails(method),
        refunded: false,
        status: 'pending',
      });
      const decline = method.decline || params.__decline === true;
      if (method.type === 'sepa_debit' && !params.__decline) {
        // A SEPA Direct Debit takes days: the intent processes and the invoice stays open until the debit settles.
        await store.put({ ...paymentIntent, status: 'processing', latest_charge: charge.id, payment_method: method.id });
        await emit('charge.pending', charge, request);
        return ok(await store.get(invoice.id));
      }
      const settled = await settle(charge, !decline, request);
      if ('failure' in settled) {
        return {
          status: 402,
          body: stripeError('card_error', settled.failure.message, {
            code: settled.failure.code,
            decline_code: 'generic_decline',
            charge: charge.id,
            doc_url: `https://docs.stripe.com/error-codes/${settled.failure.code.replace(/_/g, '-')}`,
            payment_intent: settled.intent,
            payment_method: method,
          }),
        };
      }
      return ok(settled);
    }),
  );

  // Payments and refunds as listed.

  app.get(
    '/v1/invoice_payments',
    route('invoice_payments', async (_request, params) => {
      const payment = meta(params.payment);
      return ok(
        list(
          '/v1/invoice_payments',
          await store.all('invoice_payment', (p) => (params.invoice === undefined || p.invoice === params.invoice) && (payment.payment_intent === undefined || (p.payment as Params).payment_intent === payment.payment_intent)),
        ),
      );
    }),
  );
  app.get(
    '/v1/charges',
    route('charges', async (_request, params) => ok(list('/v1/charges', await store.all('charge', (c) => params.payment_intent === undefined || c.payment_intent === params.payment_intent)))),
  );
  app.get<{ Params: { id: string } }>(
    '/v1/charges/:id',
    route('charges', async (request) => {
      const { id } = request.params as { id: string };
      const charge = await store.get(id);
      return charge?.object === 'charge' ? ok(charge) : missing(id, 'charge');
    }),
  );
  app.get(
    '/v1/refunds',
    route('refunds', async (_request, params) => ok(list('/v1/refunds', await store.all('refund', (r) => params.payment_intent === undefined || r.payment_intent === params.payment_intent)))),
  );
  app.post(
    '/v1/refunds',
    route('refunds', async (request, params) => {
      let charge = params.charge ? await store.get<Charge>(str(params.charge)!) : null;
      if (!charge && params.payment_intent) {
        const intent = await store.get(str(params.payment_intent)!);
        charge = intent?.latest_charge ? await store.get<Charge>(String(intent.latest_charge)) : null;
      }
      if (charge?.object !== 'charge') return missing(str(params.charge ?? params.payment_intent) ?? '', params.charge ? 'charge' : 'payment_intent');
      const left = charge.amount - charge.amount_refunded;
      if (charge.status !== 'succeeded') return invalid(`Charge ${charge.id} has not succeeded and cannot be refunded.`, { code: 'charge_not_refundable' });
      if (left === 0) return invalid(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
      const amount = int(params.amount) ?? left;
      const euros = (minor: number) => `€${(minor / 100).toFixed(2)}`;
      if (!Number.isInteger(amount) || amount < 1) return invalid('This value must be greater than or equal to 1.', { param: 'amount' });
      if (amount > left) return invalid(`Refund amount (${euros(amount)}) is greater than unrefunded amount on charge (${euros(left)})`, { code: 'amount_too_large', param: 'amount' });
      const refund = await store.put({
        id: newId('re'),
        object: 'refund',
        amount,
        balance_transaction: newId('txn'),
        charge: charge.id,
        created: nowSeconds(),
        currency: charge.currency,
        destination_details: { type: (charge.payment_method_details as { type: string }).type },
        metadata: meta(params.metadata),
        payment_intent: charge.payment_intent,
        reason: str(params.reason) ?? null,
        receipt_number: null,
        source_transfer_reversal: null,
        status: 'succeeded',
        transfer_reversal: null,
      });
      const refunded = await store.put({ ...charge, amount_refunded: charge.amount_refunded + amount, refunded: charge.amount_refunded + amount === charge.amount });
      await emit('refund.created', refund, request);
      await emit('charge.refunded', refunded, request);
      return ok(refund);
    }),
  );

  // Steering, for tests and demos.

  app.post('/_faults', async (request, reply) => {
    const parsed = ZSandboxFault.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send(stripeError('invalid_request_error', 'mode must be one of the sandbox fault modes'));
    await faults.add(parsed.data);
    return reply.status(204).send();
  });
  app.delete('/_faults', async (_request, reply) => {
    await faults.clear();
    return reply.status(204).send();
  });
  app.post<{ Params: { id: string } }>('/_customers/:id/payment_method', async (request, reply) => {
    const customer = await store.get(request.params.id);
    const parsed = ZPaymentMethod.safeParse(request.body ?? {});
    if (customer?.object !== 'customer' || !parsed.success) return reply.status(400).send(stripeError('invalid_request_error', 'unknown customer or payment method type'));
    const method = await store.put({ id: newId('pm'), object: 'payment_method', created: nowSeconds(), customer: customer.id, livemode: false, ...parsed.data });
    await store.put({ ...customer, invoice_settings: { ...(customer.invoice_settings as object), default_payment_method: method.id } });
    return reply.status(201).send(method);
  });
  app.post<{ Params: { id: string } }>('/_charges/:id/settle', async (request, reply) => {
    const charge = await store.get<Charge>(request.params.id);
    if (charge?.object !== 'charge' || charge.status !== 'pending') return reply.status(400).send(stripeError('invalid_request_error', 'no pending charge with this id'));
    const method = (await store.get<PaymentMethod>(charge.payment_method))!;
    await settle(charge, !method.decline, request);
    await drain();
    return reply.status(200).send(await store.get(charge.id));
  });
  app.get('/_events', async (request) => {
    await drain();
    const type = (request.query as { type?: string }).type;
    const rows = await database.query<{ event_id: string; payload: string; delivered_status: number | null }>(
      'select event_id, payload, delivered_status from sandbox_stripe_deliveries order by created_at desc, event_id',
    );
    return rows
      .map((r) => ({ id: r.event_id, type: (JSON.parse(r.payload) as { type: string }).type, deliveredStatus: r.delivered_status, object: (JSON.parse(r.payload) as { data: { object: { id: string } } }).data.object.id }))
      .filter((e) => !type || e.type === type);
  });
  app.post<{ Params: { id: string } }>('/_events/:id/send', async (request, reply) => {
    await drain();
    const status = await deliver(request.params.id);
    return status === null ? reply.status(404).send(stripeError('invalid_request_error', 'no such event')) : reply.send({ deliveredStatus: status });
  });
};
