import { bigint, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps, utc } from './columns.ts';

/*
 * State of the built-in accounting sandbox (providers/accounting/sandbox.ts): what the accounting
 * service would hold. Not tenant data of the product; the service knows invoices by our reference.
 */

export const sandboxAccountingInvoices = pgTable('sandbox_accounting_invoices', {
  id: text('id').primaryKey(),
  /** The product's invoice id: pushing the same reference again updates, never duplicates. */
  reference: text('reference').notNull().unique(),
  number: text('number').notNull(),
  status: text('status').notNull(),
  currency: text('currency').notNull(),
  grossMinor: bigint('gross_minor', { mode: 'number' }).notNull(),
  /** The invoice as last pushed. */
  document: jsonb('document').notNull(),
  /** How many times it was pushed. */
  pushes: integer('pushes').notNull().default(1),
  ...timestamps,
});

export const sandboxAccountingPayments = pgTable(
  'sandbox_accounting_payments',
  {
    id: text('id').primaryKey(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => sandboxAccountingInvoices.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    paidAt: utc('paid_at').notNull(),
    method: text('method'),
    /** The failed payment a retry pays, or the payment a refund pays back. */
    relatedId: text('related_id'),
    /** The Idempotency-Key of the call that created it: the same key twice gives this payment again. */
    idempotencyKey: text('idempotency_key').unique(),
    ...timestamps,
  },
  (t) => [index('sandbox_accounting_payments_invoice_idx').on(t.invoiceId, t.paidAt)],
);

/** Faults the sandbox was told to play: fail, time out, or answer twice, for the next calls. */
export const sandboxAccountingFaults = pgTable('sandbox_accounting_faults', {
  id: serial('id').primaryKey(),
  mode: text('mode').notNull(),
  /** The operation it applies to, or every one when null. */
  operation: text('operation'),
  /** HTTP status answered by a FAIL fault. */
  status: integer('status').notNull().default(503),
  /** How many calls it still applies to. */
  remaining: integer('remaining').notNull().default(1),
  createdAt: utc('created_at').notNull().defaultNow(),
});
