import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Currency, PaymentMethod, PaymentSide, PaymentSource, PaymentTransactionStatus } from '@fleetwatt/shared';
import { timestamps, utc } from './columns.ts';
import { users } from './users.ts';
import { companyIdColumn } from './tenant-columns.ts';

/**
 * Money moving for a company: bank transactions listed from the bank provider, Payment+ money-in,
 * P2P and money-out, or entries made by hand. amount_minor is positive; side says which way.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    /** The driver paid or paying, when there is one. */
    userId: uuid('user_id').references(() => users.id),
    source: text('source').$type<PaymentSource>().notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    status: text('status').$type<PaymentTransactionStatus>().notNull(),
    side: text('side').$type<PaymentSide>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    bookedAt: utc('booked_at').notNull(),
    note: text('note'),
    comment: text('comment'),
    counterpartyName: text('counterparty_name'),
    counterpartyIban: text('counterparty_iban'),
    /** The provider's id of the transaction: listing it again updates rather than duplicates. */
    externalId: text('external_id'),
    ...timestamps,
  },
  (t) => [
    // The list's pages find their ids in these (docs/decisions/0061): by date and by amount, for one
    // company and for all, the id included so ties page from the index.
    index('payment_transactions_company_booked_id_idx').on(t.companyId, t.bookedAt, t.id),
    index('payment_transactions_booked_id_idx').on(t.bookedAt, t.id),
    index('payment_transactions_company_amount_idx').on(t.companyId, t.amountMinor, t.bookedAt, t.id),
    index('payment_transactions_amount_idx').on(t.amountMinor, t.bookedAt, t.id),
    // Credits or debits by date, with the company for the "linked" filter's lookup.
    index('payment_transactions_side_booked_idx').on(t.side, t.bookedAt, t.id, t.companyId),
    index('payment_transactions_company_status_idx').on(t.companyId, t.status, t.bookedAt),
    // The list's text search: any part of the counterparty, the note or the comment (pg_trgm).
    index('payment_transactions_counterparty_text_idx')
      .using('gin', sql`${t.counterpartyName} gin_trgm_ops`)
      .where(sql`${t.counterpartyName} is not null`),
    index('payment_transactions_note_text_idx').using('gin', sql`${t.note} gin_trgm_ops`).where(sql`${t.note} is not null`),
    index('payment_transactions_comment_text_idx').using('gin', sql`${t.comment} gin_trgm_ops`).where(sql`${t.comment} is not null`),
    uniqueIndex('payment_transactions_external_key').on(t.companyId, t.source, t.externalId),
  ],
);

/**
 * The transactions counted per company, UTC month of the booking date, side, source, method and
 * status, kept by a trigger in the same statement as every insert, update and delete of
 * payment_transactions (db/triggers/payment-transaction-counts.sql). The list's count for a filter
 * of these (or none) sums these rows instead of counting the transactions (docs/decisions/0061).
 */
export const paymentTransactionCounts = pgTable(
  'payment_transaction_counts',
  {
    companyId: companyIdColumn(),
    /** The first day of the UTC month of the booking date. */
    month: date('month', { mode: 'string' }).notNull(),
    side: text('side').$type<PaymentSide>().notNull(),
    source: text('source').$type<PaymentSource>().notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    status: text('status').$type<PaymentTransactionStatus>().notNull(),
    transactions: integer('transactions').notNull(),
  },
  (t) => [unique('payment_transaction_counts_key').on(t.companyId, t.month, t.side, t.source, t.method, t.status)],
);
