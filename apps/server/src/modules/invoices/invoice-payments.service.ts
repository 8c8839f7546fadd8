import {
  invoiceMessage,
  type Invoice,
  type Language,
  type RecordInvoicePayment,
  type RefundInvoicePayment,
} from '@fleetwatt/shared';
import { badRequest, notFound } from '../../lib/errors.ts';
import { pdfMoney } from '../../lib/pdf/index.ts';
import { accountingClient } from '../../providers/accounting/client.ts';
import {
  UUID,
  loadInvoice,
  refused,
  requireInvoice,
  settleInvoice,
  type InvoiceCaller,
  type InvoiceDeps,
} from './invoice-context.ts';
import { accountingFailure } from './invoice-sync.service.ts';
import { invoicesRepository as repo, type InvoicePaymentRow, type InvoiceRow } from './invoices.repository.ts';

const money = (minor: number, row: InvoiceRow, lang: Language) => pdfMoney(minor, row.currency, lang);
const open = (row: InvoiceRow) => Math.max(0, Number(row.total_gross_minor) - Number(row.paid_minor));

/**
 * Payments of an invoice: record one by hand (never more than is open), collect a failed one
 * again, refund a received one. The status follows the amounts: OPEN, PARTIALLYPAID, PAID.
 * A payment known to the accounting service is retried and refunded there first; the database
 * changes only once the service has answered.
 */
export function invoicePaymentsService({ database, config, now = () => new Date() }: InvoiceDeps) {
  const accounting = accountingClient(config);

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

    async retry(caller: InvoiceCaller, id: string, paymentId: string): Promise<Invoice> {
      const row = await requireInvoice(database, caller, id);
      const failed = checkRetry(caller, row, await repo.payments(database, row.company_id, row.id), paymentId);
      // The service collects again first; the same key makes a repeated request collect once.
      const remote = failed.external_id
        ? await accounting.retryPayment(failed.external_id, `retry-${failed.id}`).catch((err: unknown) => {
            throw accountingFailure(caller, err);
          })
        : null;
      await database.transaction(async (tx) => {
        const locked = await requireInvoice(tx, caller, id, true);
        checkRetry(caller, locked, await repo.payments(tx, locked.company_id, locked.id), paymentId);
        await repo.addPayment(tx, locked.company_id, locked.id, {
          status: remote?.status ?? 'SUCCEEDED',
          amountMinor: remote?.amountMinor ?? Number(failed.amount_minor),
          currency: locked.currency,
          paidAt: remote ? new Date(remote.paidAt) : now(),
          method: remote?.method ?? failed.method,
          externalId: remote?.id ?? null,
          relatedPaymentId: failed.id,
        });
        await settleInvoice(tx, locked);
      });
      return loadInvoice(database, caller, id);
    },

    async refund(caller: InvoiceCaller, id: string, paymentId: string, body: RefundInvoicePayment): Promise<Invoice> {
      const row = await requireInvoice(database, caller, id);
      const check = checkRefund(caller, row, await repo.payments(database, row.company_id, row.id), paymentId, body);
      const remote = check.payment.external_id
        ? await accounting
            .refundPayment(check.payment.external_id, check.amount, `refund-${check.payment.id}-${check.refundedBefore}-${check.amount}`)
            .catch((err: unknown) => {
              throw accountingFailure(caller, err);
            })
        : null;
      await database.transaction(async (tx) => {
        const locked = await requireInvoice(tx, caller, id, true);
        const again = checkRefund(caller, locked, await repo.payments(tx, locked.company_id, locked.id), paymentId, { amountMinor: check.amount });
        await repo.addPayment(tx, locked.company_id, locked.id, {
          status: 'REFUNDED',
          amountMinor: again.amount,
          currency: locked.currency,
          paidAt: remote ? new Date(remote.paidAt) : now(),
          method: check.payment.method,
          externalId: remote?.id ?? null,
          relatedPaymentId: check.payment.id,
        });
        await settleInvoice(tx, locked);
      });
      return loadInvoice(database, caller, id);
    },
  };
}
