import {
  invoiceMessage,
  type Invoice,
  type Language,
  type RecordInvoicePayment,
  type RefundInvoicePayment,
} from '@fleetwatt/shared';
import { badRequest, notFound } from '../../lib/errors.ts';
import { pdfMoney } from '../../lib/pdf/index.ts';
import {
  UUID,
  loadInvoice,
  refused,
  requireInvoice,
  settleInvoice,
  type InvoiceCaller,
  type InvoiceDeps,
} from './invoice-context.ts';
import { billingFailure, invoiceSyncService } from './invoice-sync.service.ts';
import { invoicesRepository as repo, type InvoicePaymentRow, type InvoiceRow } from './invoices.repository.ts';

const money = (minor: number, row: InvoiceRow, lang: Language) => pdfMoney(minor, row.currency, lang);
const open = (row: InvoiceRow) => Math.max(0, Number(row.total_gross_minor) - Number(row.paid_minor));

/**
 * Payments of an invoice: record one by hand (never more than is open), collect the invoice through
 * the billing provider, collect a failed payment again, refund a received one. The status follows
 * the amounts: OPEN, PARTIALLYPAID, PAID. What the provider does is done there first, under an
 * idempotency key of ours, and then read back from it (as a webhook would): a repeated click, a
 * timeout or a crash between its answer and our write never charges or refunds twice.
 */
export function invoicePaymentsService(deps: InvoiceDeps) {
  const { database, now = () => new Date() } = deps;
  const billing = invoiceSyncService(deps);
  const billingProvider = billing.provider;

  function findPayment(caller: InvoiceCaller, payments: InvoicePaymentRow[], paymentId: string): InvoicePaymentRow {
    const payment = UUID.test(paymentId) ? payments.find((p) => p.id === paymentId) : undefined;
    if (!payment) throw notFound('payment');
    return payment;
  }

  const refundedOf = (payments: InvoicePaymentRow[], id: string) =>
    payments.filter((p) => p.related_payment_id === id && p.status === 'REFUNDED').reduce((s, p) => s + Number(p.amount_minor), 0);

  /** The checks of a retry, run before the service is asked and again under the lock. */
  function checkRetry(caller: InvoiceCaller, row: InvoiceRow, payments: InvoicePaymentRow[], paymentId: string) {
    const payment = findPayment(caller, payments, paymentId);
    if (payment.status !== 'FAILED') throw refused(caller, 'retryNotFailed');
    if (row.status !== 'OPEN' && row.status !== 'PARTIALLYPAID') throw refused(caller, 'paymentNotOpen', { status: row.status });
    if (payments.some((p) => p.related_payment_id === payment.id && p.status === 'SUCCEEDED')) throw refused(caller, 'retryDone');
    if (Number(payment.amount_minor) > open(row)) {
      throw refused(caller, 'overpayment', { open: money(open(row), row, caller.lang) });
    }
    return payment;
  }

  function checkRefund(caller: InvoiceCaller, row: InvoiceRow, payments: InvoicePaymentRow[], paymentId: string, body: RefundInvoicePayment) {
    const payment = findPayment(caller, payments, paymentId);
    if (payment.status !== 'SUCCEEDED') throw refused(caller, 'refundNotReceived');
    if (row.status !== 'PARTIALLYPAID' && row.status !== 'PAID') throw refused(caller, 'refundNotPaid', { status: row.status });
    const left = Number(payment.amount_minor) - refundedOf(payments, payment.id);
    const amount = body.amountMinor ?? left;
    if (amount < 1 || amount > left) {
      const message = invoiceMessage('refundTooMuch', caller.lang, { left: money(left, row, caller.lang) });
      throw badRequest(message, [{ field: 'amountMinor', message }]);
    }
    return { payment, amount, refundedBefore: Number(payment.amount_minor) - left };
  }

  /** A change the billing service makes first, then reads back from it; any failure is the caller's billing failure. */
  async function atProvider(caller: InvoiceCaller, id: string, change: () => Promise<string>): Promise<Invoice> {
    try {
      await billing.pull(caller, id, await change());
    } catch (err) {
      throw billingFailure(caller, err);
    }
    return loadInvoice(database, caller, id);
  }

  return {
    async record(caller: InvoiceCaller, id: string, body: RecordInvoicePayment): Promise<Invoice> {
      await database.transaction(async (tx) => {
        const row = await requireInvoice(tx, caller, id, true);
        if (row.status !== 'OPEN' && row.status !== 'PARTIALLYPAID') throw refused(caller, 'paymentNotOpen', { status: row.status });
        if (body.amountMinor > open(row)) {
          const message = invoiceMessage('overpayment', caller.lang, { open: money(open(row), row, caller.lang) });
          throw badRequest(message, [{ field: 'amountMinor', message }]);
        }
        await repo.addPayment(tx, row.company_id, row.id, {
          status: 'SUCCEEDED',
          amountMinor: body.amountMinor,
          currency: row.currency,
          paidAt: body.paidAt ? new Date(body.paidAt) : now(),
          method: body.method ?? 'BANK_TRANSFER',
          externalId: null,
          relatedPaymentId: null,
        });
        await settleInvoice(tx, row);
      });
      return loadInvoice(database, caller, id);
    },

    async collect(caller: InvoiceCaller, id: string): Promise<Invoice> {
      const row = await requireInvoice(database, caller, id);
      if (row.status !== 'OPEN' && row.status !== 'PARTIALLYPAID') throw refused(caller, 'paymentNotOpen', { status: row.status });
      // One key per attempt: the attempts made so far are the failed payments already known.
      const attempt = (await repo.payments(database, row.company_id, row.id)).filter((p) => p.external_id && p.status === 'FAILED').length;
      return atProvider(caller, id, async () => {
        const externalId = await billing.push(await loadInvoice(database, caller, id));
        await billingProvider.collect(externalId, `fw-collect-${row.id}-${attempt}`);
        return externalId;
      });
    },

    async retry(caller: InvoiceCaller, id: string, paymentId: string): Promise<Invoice> {
      const row = await requireInvoice(database, caller, id);
      const failed = checkRetry(caller, row, await repo.payments(database, row.company_id, row.id), paymentId);
      const externalId = row.external_id;
      if (failed.external_id && externalId) {
        // The provider collects again first; the same key makes a repeated request collect once.
        return atProvider(caller, id, async () => {
          await billingProvider.collect(externalId, `fw-retry-${failed.id}`);
          return externalId;
        });
      }
      await database.transaction(async (tx) => {
        const locked = await requireInvoice(tx, caller, id, true);
        checkRetry(caller, locked, await repo.payments(tx, locked.company_id, locked.id), paymentId);
        await repo.addPayment(tx, locked.company_id, locked.id, {
          status: 'SUCCEEDED',
          amountMinor: Number(failed.amount_minor),
          currency: locked.currency,
          paidAt: now(),
          method: failed.method,
          externalId: null,
          relatedPaymentId: failed.id,
        });
        await settleInvoice(tx, locked);
      });
      return loadInvoice(database, caller, id);
    },

    async refund(caller: InvoiceCaller, id: string, paymentId: string, body: RefundInvoicePayment): Promise<Invoice> {
      const row = await requireInvoice(database, caller, id);
      const check = checkRefund(caller, row, await repo.payments(database, row.company_id, row.id), paymentId, body);
      const externalId = row.external_id;
      const paymentExternalId = check.payment.external_id;
      if (paymentExternalId && externalId) {
        // Refunded at the provider first under a key naming what was refunded before, then read back.
        return atProvider(caller, id, async () => {
          await billingProvider.refund(paymentExternalId, check.amount, `fw-refund-${check.payment.id}-${check.refundedBefore}-${check.amount}`, row.id);
          return externalId;
        });
      }
      await database.transaction(async (tx) => {
        const locked = await requireInvoice(tx, caller, id, true);
        const again = checkRefund(caller, locked, await repo.payments(tx, locked.company_id, locked.id), paymentId, { amountMinor: check.amount });
        await repo.addPayment(tx, locked.company_id, locked.id, {
          status: 'REFUNDED',
          amountMinor: again.amount,
          currency: locked.currency,
          paidAt: now(),
          method: check.payment.method,
          externalId: null,
          relatedPaymentId: check.payment.id,
        });
        await settleInvoice(tx, locked);
      });
      return loadInvoice(database, caller, id);
    },
  };
}
