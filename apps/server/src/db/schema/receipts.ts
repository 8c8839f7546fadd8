import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Currency, ReceiptStatus } from '@fleetwatt/shared';
import { timestamps, utc } from './columns.ts';
import { documents } from './documents.ts';
import { companyIdColumn, driverIdColumn } from './tenant-columns.ts';

/**
 * One driver's month: the reimbursable sessions of that month with their totals. The number comes
 * from the driver's next_receipt_number and is never reused; a correction is a new receipt (new
 * number, version + 1) that references the receipt it corrects, which gets superseded_at.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    userId: driverIdColumn(),
    number: integer('number').notNull(),
    periodYear: smallint('period_year').notNull(),
    periodMonth: smallint('period_month').notNull(),
    status: text('status').$type<ReceiptStatus>().notNull().default('DRAFT'),
    version: integer('version').notNull().default(1),
    correctsReceiptId: uuid('corrects_receipt_id').references((): AnyPgColumn => receipts.id),
    supersededAt: utc('superseded_at'),
    submittedAt: utc('submitted_at'),
    sent: boolean('sent').notNull().default(false),
    sentAt: utc('sent_at'),
    sessionCount: integer('session_count').notNull().default(0),
    energyWh: bigint('energy_wh', { mode: 'number' }).notNull().default(0),
    /** Sessions' expense plus base_fee_minor: what the driver is reimbursed. */
    expenseMinor: bigint('expense_minor', { mode: 'number' }).notNull().default(0),
    /** The tariff's monthly base fee share, once per receipt, when its sessions are priced with one. */
    baseFeeMinor: integer('base_fee_minor').notNull().default(0),
    currency: text('currency').$type<Currency>().notNull(),
    /** The payment account at the time of the receipt. */
    paymentIban: text('payment_iban'),
    paymentAccountHolder: text('payment_account_holder'),
    /** The generated PDF, once rendered. */
    documentId: uuid('document_id').references(() => documents.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('receipts_company_user_number_key').on(t.companyId, t.userId, t.number),
    index('receipts_company_period_idx').on(t.companyId, t.periodYear, t.periodMonth),
    // The list pages' orders, so a page's ids come from the index alone (docs/decisions/0054).
    index('receipts_company_created_id_idx').on(t.companyId, t.createdAt, t.id),
    index('receipts_created_id_idx').on(t.createdAt, t.id),
    index('receipts_period_created_id_idx').on(t.periodYear, t.periodMonth, t.createdAt, t.id),
    index('receipts_current_submitted_idx')
      .on(t.submittedAt.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${t.supersededAt} is null`),
    // Every period across companies sorted by a figure: 50 index entries instead of every receipt (docs/decisions/0061).
    index('receipts_energy_id_idx').on(t.energyWh, t.id),
    index('receipts_expense_id_idx').on(t.expenseMinor, t.id),
    // A company's year (or month) sorted by a figure: a deep page skips index entries.
    index('receipts_company_year_expense_idx').on(t.companyId, t.periodYear, t.expenseMinor, t.id),
    index('receipts_company_year_energy_idx').on(t.companyId, t.periodYear, t.energyWh, t.id),
    // A company's drafts, newest first, with whether they were sent.
    index('receipts_company_drafts_idx')
      .on(t.companyId, t.createdAt, t.id, t.sent)
      .where(sql`${t.status} = 'DRAFT'`),
    // The reimbursements' receipts view of a month: the submitted receipts in force in its order,
    // with the company for the lookup of a live reimbursement item.
    index('receipts_current_submitted_period_idx')
      .on(t.periodYear, t.periodMonth, t.submittedAt.desc().nullsLast(), t.id.desc().nullsFirst(), t.companyId)
      .where(sql`${t.supersededAt} is null and ${t.status} = 'SUBMITTED'`),
    index('receipts_company_corrects_idx').on(t.companyId, t.correctsReceiptId),
    uniqueIndex('receipts_current_per_month_key')
      .on(t.companyId, t.userId, t.periodYear, t.periodMonth)
      .where(sql`${t.supersededAt} is null`),
    check('receipts_period_month_check', sql`${t.periodMonth} between 1 and 12`),
  ],
);

/**
 * The due-day job's record that a company's receipts of a period were created, so the job runs once
 * per company and month (and catches up after downtime) without recreating drafts someone deleted.
 */
export const receiptRuns = pgTable(
  'receipt_runs',
  {
    companyId: companyIdColumn(),
    periodYear: smallint('period_year').notNull(),
    periodMonth: smallint('period_month').notNull(),
    createdCount: integer('created_count').notNull().default(0),
    ranAt: utc('ran_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.periodYear, t.periodMonth] })],
);

/**
 * The receipts counted per company, period, status, sent and whether in force (not superseded),
 * kept by a trigger in the same statement as every insert, update and delete of receipts
 * (db/triggers/receipt-counts.sql). The receipt lists' counts for a filter of these (or none) sum
 * these rows instead of counting the receipts (docs/decisions/0061).
 */
export const receiptCounts = pgTable(
  'receipt_counts',
  {
    companyId: companyIdColumn(),
    periodYear: smallint('period_year').notNull(),
    periodMonth: smallint('period_month').notNull(),
    status: text('status').$type<ReceiptStatus>().notNull(),
    sent: boolean('sent').notNull(),
    /** Not superseded by a correction. */
    current: boolean('current').notNull(),
    receipts: integer('receipts').notNull(),
  },
  (t) => [unique('receipt_counts_key').on(t.companyId, t.periodYear, t.periodMonth, t.status, t.sent, t.current)],
);
