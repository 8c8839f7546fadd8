import { z } from 'zod';

/*
 * The accounting service's HTTP API (version 1), as the client speaks it and the sandbox answers it.
 * Every call carries the API key in X-Api-Key. Invoices are known by the product's reference (its
 * invoice id), so pushing an invoice is an idempotent PUT; payments by the service's ids. Calls
 * that create something take an Idempotency-Key: the same key twice gives the same result once.
 *
 *   PUT  /v1/invoices/{reference}          push (create or update) an invoice     -> AccountingInvoice
 *   GET  /v1/invoices/{reference}/payments the invoice's payments and refunds     -> { payments }
 *   POST /v1/payments/{id}/retry           collect a failed payment again         -> AccountingPayment
 *   POST /v1/payments/{id}/refunds         pay back (part of) a received payment  -> AccountingPayment
 */

export const API_KEY_HEADER = 'x-api-key';
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const ZAccountingLine = z.object({
  position: z.number().int(),
  description: z.string(),
  quantity: z.number().int(),
  unitPriceMinor: z.number().int(),
  netMinor: z.number().int(),
});

export const ZAccountingInvoiceDocument = z.object({
  number: z.string(),
  status: z.enum(['OPEN', 'PARTIALLYPAID', 'PAID', 'CANCELLED']),
  issueDate: z.string(),
  dueDate: z.string(),
  currency: z.string(),
  customer: z.object({
    name: z.string(),
    email: z.string().nullable(),
    vatId: z.string().nullable(),
    street: z.string().nullable(),
    zip: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string(),
  }),
  lines: z.array(ZAccountingLine),
  netMinor: z.number().int(),
  taxRateBp: z.number().int(),
  vatCategory: z.string(),
  taxMinor: z.number().int(),
  grossMinor: z.number().int(),
});
export type AccountingInvoiceDocument = z.infer<typeof ZAccountingInvoiceDocument>;

export const ZAccountingInvoice = z.object({
  id: z.string(),
  reference: z.string(),
  number: z.string(),
  status: z.string(),
});
export type AccountingInvoice = z.infer<typeof ZAccountingInvoice>;

export const ACCOUNTING_PAYMENT_STATUSES = ['SUCCEEDED', 'FAILED', 'REFUNDED'] as const;

export const ZAccountingPayment = z.object({
  id: z.string(),
  status: z.enum(ACCOUNTING_PAYMENT_STATUSES),
  amountMinor: z.number().int().min(0),
  currency: z.string(),
  paidAt: z.iso.datetime({ offset: true }),
  method: z.string().nullable(),
  /** The failed payment a retry pays, or the payment a refund pays back. */
  relatedId: z.string().nullable(),
});
export type AccountingPayment = z.infer<typeof ZAccountingPayment>;

export const ZAccountingPaymentList = z.object({ payments: z.array(ZAccountingPayment) });

export const ZAccountingRefund = z.object({ amountMinor: z.number().int().min(1) });

export type AccountingOperation = 'pushInvoice' | 'listPayments' | 'retryPayment' | 'refundPayment';
export const ACCOUNTING_OPERATIONS = ['pushInvoice', 'listPayments', 'retryPayment', 'refundPayment'] as const;
