import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import type { SqlClient } from '../../db/database.ts';
import {
  ACCOUNTING_OPERATIONS,
  ACCOUNTING_PAYMENT_STATUSES,
  API_KEY_HEADER,
  IDEMPOTENCY_HEADER,
  ZAccountingInvoiceDocument,
  ZAccountingRefund,
  type AccountingOperation,
  type AccountingPayment,
} from './api.ts';

/*
 * The accounting service, built in: the same HTTP API as the real one (see api.ts), state in the
 * sandbox_accounting_* tables. Tests and demos steer it:
 *   POST   /_faults   { mode: 'fail' | 'timeout' | 'twice', operation?, times?, status?, delayMs? }
 *   DELETE /_faults   forget every fault
 *   POST   /_payments { reference, amountMinor, status?, method?, paidAt? }  a customer's payment arrives
 *   GET    /_invoices/{reference}  what the service holds for an invoice, with its payments
 * "twice" handles a call two times over, as a service that received it twice would; the answer
 * of a listing then holds every entry twice.
 */

const ZFault = z.object({
  mode: z.enum(['fail', 'timeout', 'twice']),
  operation: z.enum(ACCOUNTING_OPERATIONS).optional(),
  times: z.number().int().min(1).max(1000).default(1),
  status: z.number().int().min(400).max(599).default(503),
});

const ZIncomingPayment = z.object({
  reference: z.string().min(1),
  amountMinor: z.number().int().min(1),
  status: z.enum(ACCOUNTING_PAYMENT_STATUSES).default('SUCCEEDED'),
  method: z.string().nullable().default('SEPA_DIRECT_DEBIT'),
  paidAt: z.iso.datetime({ offset: true }).optional(),
});

/** How long a "timeout" fault keeps the caller waiting, far beyond any client's timeout. */
const TIMEOUT_DELAY_MS = 60_000;

type PaymentRow = {
  id: string;
  status: AccountingPayment['status'];
  amount_minor: number;
  currency: string;
  paid_at: Date | string;
  method: string | null;
  related_id: string | null;
};

const newId = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

const toPayment = (r: PaymentRow): AccountingPayment => ({
  id: r.id,
  status: r.status,
  amountMinor: Number(r.amount_minor),
  currency: r.currency,
  paidAt: new Date(r.paid_at).toISOString(),
  method: r.method,
  relatedId: r.related_id,
});

const PAYMENT_COLUMNS = 'id, status, amount_minor, currency, paid_at, method, related_id';

export const accountingSandbox: FastifyPluginAsync<AppDeps> = async (app, { config, database }) => {
  const problem = (reply: FastifyReply, status: number, detail: string) =>
    reply.status(status).type('application/problem+json').send({ status, title: 'Error', detail });

  /** Takes one pending fault for the operation, if any. */
  async function takeFault(operation: AccountingOperation): Promise<{ mode: string; status: number } | null> {
    return database.transaction(async (tx) => {
      const [fault] = await tx.query<{ id: number; mode: string; status: number; remaining: number }>(
        `select id, mode, status, remaining from sandbox_accounting_faults
          where remaining > 0 and (operation is null or operation = $1)
          order by id limit 1 for update`,
        [operation],
      );
      if (!fault) return null;
      if (fault.remaining <= 1) await tx.query('delete from sandbox_accounting_faults where id = $1', [fault.id]);
      else await tx.query('update sandbox_accounting_faults set remaining = remaining - 1 where id = $1', [fault.id]);
      return { mode: fault.mode, status: fault.status };
    });
  }

  /** Runs an API call with its API key check and any fault told for its operation. */
  function handle<T>(operation: AccountingOperation, work: (request: FastifyRequest, times: number) => Promise<T | { status: number; detail: string }>) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.headers[API_KEY_HEADER] !== config.providers.accounting.apiKey) return problem(reply, 401, 'Unknown API key.');
      const fault = await takeFault(operation);
      if (fault?.mode === 'fail') return problem(reply, fault.status, 'The accounting service failed as it was told to.');
      if (fault?.mode === 'timeout') {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, TIMEOUT_DELAY_MS);
          request.raw.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          reply.raw.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
        });
        if (reply.raw.destroyed || request.raw.destroyed) return reply;
      }
      const times = fault?.mode === 'twice' ? 2 : 1;
      let result: Awaited<ReturnType<typeof work>> | undefined;
      for (let i = 0; i < times; i++) result = await work(request, times);
      if (result && typeof result === 'object' && 'detail' in result && 'status' in result && typeof result.status === 'number') {
        return problem(reply, result.status, String(result.detail));
      }
      return reply.send(result);
    };
  }

  async function invoiceByReference(db: SqlClient, reference: string) {
    const [row] = await db.query<{ id: string; reference: string; number: string; status: string; currency: string; pushes: number }>(
      'select id, reference, number, status, currency, pushes from sandbox_accounting_invoices where reference = $1',
      [reference],
    );
    return row ?? null;
  }

  async function paymentWithKey(db: SqlClient, key: string | undefined) {
    if (!key) return null;
    const [row] = await db.query<PaymentRow>(`select ${PAYMENT_COLUMNS} from sandbox_accounting_payments where idempotency_key = $1`, [key]);
    return row ? toPayment(row) : null;
  }

  app.put<{ Params: { reference: string } }>(
    '/v1/invoices/:reference',
    handle('pushInvoice', async (request) => {
      const { reference } = request.params as { reference: string };
      const parsed = ZAccountingInvoiceDocument.safeParse(request.body);
      if (!parsed.success) return { status: 422, detail: 'The invoice is not complete.' };
      const doc = parsed.data;
      const [row] = await database.query<{ id: string; reference: string; number: string; status: string }>(
        `insert into sandbox_accounting_invoices (id, reference, number, status, currency, gross_minor, document)
         values ($1, $2, $3, $4, $5, $6, $7::jsonb)
         on conflict (reference) do update set number = excluded.number, status = excluded.status, currency = excluded.currency,
           gross_minor = excluded.gross_minor, document = excluded.document, pushes = sandbox_accounting_invoices.pushes + 1,
           updated_at = now()
         returning id, reference, number, status`,
        [newId('acc-inv'), reference, doc.number, doc.status, doc.currency, doc.grossMinor, JSON.stringify(doc)],
      );
      return row!;
    }),
  );

  app.get<{ Params: { reference: string } }>(
    '/v1/invoices/:reference/payments',
    handle('listPayments', async (request, times) => {
      const { reference } = request.params as { reference: string };
      const invoice = await invoiceByReference(database, reference);
      if (!invoice) return { status: 404, detail: 'No invoice with this reference.' };
      const rows = await database.query<PaymentRow>(
        `select ${PAYMENT_COLUMNS} from sandbox_accounting_payments where invoice_id = $1 order by paid_at, id`,
        [invoice.id],
      );
      const payments = rows.map(toPayment);
      // A listing answered twice over holds every entry twice.
      return { payments: times === 2 ? payments.flatMap((p) => [p, p]) : payments };
    }),
  );

  app.post<{ Params: { id: string } }>(
    '/v1/payments/:id/retry',
    handle('retryPayment', async (request) => {
      const { id } = request.params as { id: string };
      const key = request.headers[IDEMPOTENCY_HEADER] as string | undefined;
      return database.transaction(async (tx) => {
        const again = await paymentWithKey(tx, key);
        if (again) return again;
        const [failed] = await tx.query<PaymentRow & { invoice_id: string }>(
          `select ${PAYMENT_COLUMNS}, invoice_id from sandbox_accounting_payments where id = $1 for update`,
          [id],
        );
        if (!failed) return { status: 404, detail: 'No payment with this id.' };
        if (failed.status !== 'FAILED') return { status: 409, detail: 'Only a failed payment is collected again.' };
        const [row] = await tx.query<PaymentRow>(
          `insert into sandbox_accounting_payments (id, invoice_id, status, amount_minor, currency, paid_at, method, related_id, idempotency_key)
           values ($1, $2, 'SUCCEEDED', $3, $4, now(), $5, $6, $7) returning ${PAYMENT_COLUMNS}`,
          [newId('acc-pay'), failed.invoice_id, failed.amount_minor, failed.currency, failed.method, failed.id, key ?? null],
        );
        return toPayment(row!);
      });
    }),
  );

  app.post<{ Params: { id: string } }>(
    '/v1/payments/:id/refunds',
    handle('refundPayment', async (request) => {
      const { id } = request.params as { id: string };
      const key = request.headers[IDEMPOTENCY_HEADER] as string | undefined;
      const body = ZAccountingRefund.safeParse(request.body);
      if (!body.success) return { status: 422, detail: 'amountMinor is needed.' };
      return database.transaction(async (tx) => {
        const again = await paymentWithKey(tx, key);
        if (again) return again;
        const [paid] = await tx.query<PaymentRow & { invoice_id: string }>(
          `select ${PAYMENT_COLUMNS}, invoice_id from sandbox_accounting_payments where id = $1 for update`,
          [id],
        );
        if (!paid) return { status: 404, detail: 'No payment with this id.' };
        if (paid.status !== 'SUCCEEDED') return { status: 409, detail: 'Only a received payment is refunded.' };
        const [refunded] = await tx.query<{ n: number }>(
          `select coalesce(sum(amount_minor), 0)::bigint as n from sandbox_accounting_payments where related_id = $1 and status = 'REFUNDED'`,
          [id],
        );
        if (Number(refunded!.n) + body.data.amountMinor > Number(paid.amount_minor)) {
          return { status: 409, detail: 'The refund is more than what is left of the payment.' };
        }
        const [row] = await tx.query<PaymentRow>(
          `insert into sandbox_accounting_payments (id, invoice_id, status, amount_minor, currency, paid_at, method, related_id, idempotency_key)
           values ($1, $2, 'REFUNDED', $3, $4, now(), $5, $6, $7) returning ${PAYMENT_COLUMNS}`,
          [newId('acc-ref'), paid.invoice_id, body.data.amountMinor, paid.currency, paid.method, paid.id, key ?? null],
        );
        return toPayment(row!);
      });
    }),
  );

  // Steering, for tests and demos.

  app.post('/_faults', async (request, reply) => {
    const parsed = ZFault.safeParse(request.body ?? {});
    if (!parsed.success) return problem(reply, 400, parsed.error.message);
    const f = parsed.data;
    await database.query('insert into sandbox_accounting_faults (mode, operation, status, remaining) values ($1, $2, $3, $4)', [
      f.mode,
      f.operation ?? null,
      f.status,
      f.times,
    ]);
    return reply.status(201).send(f);
  });

  app.delete('/_faults', async (_request, reply) => {
    await database.query('delete from sandbox_accounting_faults');
    return reply.status(204).send();
  });

  app.post('/_payments', async (request, reply) => {
    const parsed = ZIncomingPayment.safeParse(request.body ?? {});
    if (!parsed.success) return problem(reply, 400, parsed.error.message);
    const p = parsed.data;
    const invoice = await invoiceByReference(database, p.reference);
    if (!invoice) return problem(reply, 404, 'No invoice with this reference.');
    const [row] = await database.query<PaymentRow>(
      `insert into sandbox_accounting_payments (id, invoice_id, status, amount_minor, currency, paid_at, method)
       values ($1, $2, $3, $4, $5, $6, $7) returning ${PAYMENT_COLUMNS}`,
      [newId('acc-pay'), invoice.id, p.status, p.amountMinor, invoice.currency, p.paidAt ? new Date(p.paidAt) : new Date(), p.method],
    );
    return reply.status(201).send(toPayment(row!));
  });

  app.get<{ Params: { reference: string } }>('/_invoices/:reference', async (request, reply) => {
    const invoice = await invoiceByReference(database, request.params.reference);
    if (!invoice) return problem(reply, 404, 'No invoice with this reference.');
    const rows = await database.query<PaymentRow>(
      `select ${PAYMENT_COLUMNS} from sandbox_accounting_payments where invoice_id = $1 order by paid_at, id`,
      [invoice.id],
    );
    return { ...invoice, payments: rows.map(toPayment) };
  });
};
