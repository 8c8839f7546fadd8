import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Country, Currency, InvoiceKind, InvoicePaymentStatus, InvoiceStatus, VatCategory } from '@fleetwatt/shared';
import { timestamps, utc } from './columns.ts';
import { companyIdColumn } from './tenant-columns.ts';

/**
 * The last invoice number given out per calendar year. Numbers are drawn inside the transaction
 * that approves an invoice (update ... returning), so a rollback gives the number back: gap-free.
 */
export const invoiceNumberSequences = pgTable('invoice_number_sequences', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * Invoices from the product to a company. A DRAFT has no number yet; approving it draws the next
 * number of its year ("2026-0001"). Amounts in minor units of the company's currency; the tax is
 * computed once on the sum of the line nets, so gross = net + tax exactly.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    kind: text('kind').$type<InvoiceKind>().notNull().default('SERVICE'),
    number: text('number'),
    numberYear: integer('number_year'),
    numberSeq: integer('number_seq'),
    status: text('status').$type<InvoiceStatus>().notNull().default('DRAFT'),
    invoiceDate: date('invoice_date').notNull(),
    deliveryFrom: date('delivery_from'),
    deliveryTo: date('delivery_to'),
    currency: text('currency').$type<Currency>().notNull(),
    totalNetMinor: bigint('total_net_minor', { mode: 'number' }).notNull().default(0),
    /** Tax rate in basis points: 1900 = 19 %, 810 = 8.1 %. */
    taxRateBp: integer('tax_rate_bp').notNull(),
    /** EN 16931 VAT category: S standard, AE reverse charge, Z zero rated (docs/decisions/0018). */
    vatCategory: text('vat_category').$type<VatCategory>().notNull().default('S'),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull().default(0),
    totalGrossMinor: bigint('total_gross_minor', { mode: 'number' }).notNull().default(0),
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
    approvedAt: utc('approved_at'),
    sentAt: utc('sent_at'),
    cancelledAt: utc('cancelled_at'),
    billingContactName: text('billing_contact_name'),
    billingContactEmail: text('billing_contact_email'),
    billingStreet: text('billing_street'),
    billingZip: text('billing_zip'),
    billingCity: text('billing_city'),
    billingCountry: text('billing_country').$type<Country>(),
    vatNumber: text('vat_number'),
    /** The invoice's id at the billing provider (Stripe's in_...) once pushed; webhooks find the invoice by it. */
    externalId: text('external_id'),
    /** When the invoice was last pushed to the billing provider and its payments pulled back. */
    syncedAt: utc('synced_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_year_seq_key').on(t.numberYear, t.numberSeq),
    index('invoices_company_date_idx').on(t.companyId, t.invoiceDate),
    index('invoices_status_date_idx').on(t.status, t.invoiceDate),
    // Every company's invoices newest first (administrators): a page walks the index.
    index('invoices_date_order_idx').on(t.invoiceDate, t.createdAt, t.id),
    uniqueIndex('invoices_external_key').on(t.externalId),
    check('invoices_number_parts_check', sql`(${t.number} is null) = (${t.numberSeq} is null)`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    product: text('product').notNull(),
    text: text('text'),
    quantity: integer('quantity').notNull().default(1),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    /** quantity x unit price, in minor units. */
    netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('invoice_lines_invoice_position_key').on(t.companyId, t.invoiceId, t.position)],
);

/** Payments of an invoice, as the billing provider reports them (or refunds of them). */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    status: text('status').$type<InvoicePaymentStatus>().notNull().default('SUCCEEDED'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    paidAt: utc('paid_at').notNull(),
    method: text('method'),
    /** The payment's id at the billing provider (Stripe's charge or refund); a payment synced twice is stored once. */
    externalId: text('external_id'),
    /** The failed payment a retry pays, or the payment a refund pays back. */
    relatedPaymentId: uuid('related_payment_id'),
    ...timestamps,
  },
  (t) => [
    index('invoice_payments_company_invoice_idx').on(t.companyId, t.invoiceId, t.paidAt),
    uniqueIndex('invoice_payments_external_key').on(t.companyId, t.externalId),
  ],
);

/**
 * The company as a customer of the billing provider (one per company), kept so that every invoice
 * of the company goes to the same customer there. The provider is a stored value ('STRIPE').
 */
export const billingCustomers = pgTable('billing_customers', {
  companyId: companyIdColumn().primaryKey(),
  provider: text('provider').notNull(),
  /** The provider's id of the customer (Stripe's cus_...). */
  customerId: text('customer_id').notNull(),
  syncedAt: utc('synced_at').notNull(),
});
