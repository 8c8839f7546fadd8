import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  Currency,
  ReimbursementItemStatus,
  ReimbursementPaymentStatus,
  ReimbursementStatus,
} from '@fleetwatt/shared';
import { timestamps, utc } from './columns.ts';
import { users } from './users.ts';
import { receipts } from './receipts.ts';
import { paymentTransactions } from './payments.ts';
import { companyIdColumn, driverIdColumn } from './tenant-columns.ts';

/** A bundle of SUBMITTED receipts of one company and period, paid out to the drivers. */
export const reimbursements = pgTable(
  'reimbursements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    /** 1, 2, 3 ... per company. */
    number: integer('number').notNull(),
    periodYear: smallint('period_year').notNull(),
    periodMonth: smallint('period_month').notNull(),
    status: text('status').$type<ReimbursementStatus>().notNull().default('PENDING'),
    paymentStatus: text('payment_status').$type<ReimbursementPaymentStatus>().notNull().default('PENDING'),
    expenseMinor: bigint('expense_minor', { mode: 'number' }).notNull().default(0),
    currency: text('currency').$type<Currency>().notNull(),
    approvedAt: utc('approved_at'),
    approvedBy: uuid('approved_by').references(() => users.id),
    /** When the payout instructions went out. */
    sentAt: utc('sent_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reimbursements_company_number_key').on(t.companyId, t.number),
    index('reimbursements_company_period_idx').on(t.companyId, t.periodYear, t.periodMonth),
    check('reimbursements_period_month_check', sql`${t.periodMonth} between 1 and 12`),
  ],
);

/**
 * One receipt inside a reimbursement. A payout claims the item first by setting payout_key (a
 * unique idempotency key sent to the provider), so one item is never paid twice.
 */
export const reimbursementItems = pgTable(
  'reimbursement_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    reimbursementId: uuid('reimbursement_id')
      .notNull()
      .references(() => reimbursements.id, { onDelete: 'cascade' }),
    receiptId: uuid('receipt_id')
      .notNull()
      .references(() => receipts.id),
    userId: driverIdColumn(),
    status: text('status').$type<ReimbursementItemStatus>().notNull().default('PENDING'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    payoutKey: text('payout_key'),
    payoutStartedAt: utc('payout_started_at'),
    paidAt: utc('paid_at'),
    paymentTransactionId: uuid('payment_transaction_id').references(() => paymentTransactions.id),
    failureReason: text('failure_reason'),
    ...timestamps,
  },
  (t) => [
    index('reimbursement_items_company_reimbursement_idx').on(t.companyId, t.reimbursementId),
    index('reimbursement_items_company_user_idx').on(t.companyId, t.userId),
    // A receipt is in at most one live item.
    uniqueIndex('reimbursement_items_live_receipt_key')
      .on(t.companyId, t.receiptId)
      .where(sql`${t.status} <> 'CANCELLED'`),
    uniqueIndex('reimbursement_items_payout_key').on(t.companyId, t.payoutKey),
  ],
);

/** Which payment transactions pay which reimbursements (many to many). */
export const paymentTransactionReimbursements = pgTable(
  'payment_transaction_reimbursements',
  {
    companyId: companyIdColumn(),
    paymentTransactionId: uuid('payment_transaction_id')
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: 'cascade' }),
    reimbursementId: uuid('reimbursement_id')
      .notNull()
      .references(() => reimbursements.id, { onDelete: 'cascade' }),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.paymentTransactionId, t.reimbursementId] }),
    index('payment_transaction_reimbursements_reimbursement_idx').on(t.companyId, t.reimbursementId),
  ],
);
