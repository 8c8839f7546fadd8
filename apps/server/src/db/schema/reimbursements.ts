import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  Currency,
  PaymentTransactionStatus,
  PayoutChannel,
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
    /** Its items, cancelled ones included (kept by db/triggers/reimbursement-figures.sql). */
    itemCount: integer('item_count').notNull().default(0),
    /** The drivers of its items (kept as itemCount). */
    driverCount: integer('driver_count').notNull().default(0),
    /** The driver when every item is one driver's (kept as itemCount). */
    soleDriverId: uuid('sole_driver_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reimbursements_company_number_key').on(t.companyId, t.number),
    index('reimbursements_company_period_idx').on(t.companyId, t.periodYear, t.periodMonth),
    // The list's default order and its sort by expense, across companies (ids first, docs/decisions/0061).
    index('reimbursements_created_id_idx').on(t.createdAt, t.id),
    index('reimbursements_expense_id_idx').on(t.expenseMinor, t.id),
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
    /** How the current payout attempt pays: the bank provider, Payment+, or a SEPA file. */
    payoutChannel: text('payout_channel').$type<PayoutChannel>(),
    /** Attempts so far; the payout key of attempt n is payout-<item id>-<n>. */
    payoutAttempt: integer('payout_attempt').notNull().default(0),
    /** Set when the attempt ended (paid or failed); started and not finished means in flight. */
    payoutFinishedAt: utc('payout_finished_at'),
    paidAt: utc('paid_at'),
    paymentTransactionId: uuid('payment_transaction_id').references(() => paymentTransactions.id),
    failureReason: text('failure_reason'),
    ...timestamps,
  },
  (t) => [
    index('reimbursement_items_company_reimbursement_idx').on(t.companyId, t.reimbursementId),
    // A reimbursement whose transfer failed requires action (the list asks it of every row it shows).
    index('reimbursement_items_failed_idx')
      .on(t.companyId, t.reimbursementId)
      .where(sql`${t.status} = 'BANK_REIMBURSEMENT_FAIL'`),
    index('reimbursement_items_company_user_idx').on(t.companyId, t.userId),
    // A receipt's items, cancelled ones included (its latest item for the receipts view).
    index('reimbursement_items_company_receipt_idx').on(t.companyId, t.receiptId),
    // A receipt is in at most one live item.
    uniqueIndex('reimbursement_items_live_receipt_key')
      .on(t.companyId, t.receiptId)
      .where(sql`${t.status} <> 'CANCELLED'`),
    uniqueIndex('reimbursement_items_payout_key').on(t.companyId, t.payoutKey),
    // The recovery job looks for payouts in flight.
    index('reimbursement_items_in_flight_idx')
      .on(t.payoutStartedAt)
      .where(sql`${t.payoutStartedAt} is not null and ${t.payoutFinishedAt} is null`),
  ],
);

/** The steps of a payout at a provider. */
export type PayoutStep = 'SEPA_TRANSFER' | 'MONEY_IN' | 'P2P' | 'MONEY_OUT';

/**
 * PENDING: written before the provider is called, outcome unknown (sent or not); SUBMITTED: the
 * provider accepted it but has not settled it; SUCCEEDED / FAILED: final.
 */
export type PayoutOperationStatus = 'PENDING' | 'SUBMITTED' | 'SUCCEEDED' | 'FAILED';

/**
 * The payout outbox: one row per call to a provider, written (and committed) before the call, with
 * the idempotency key the provider receives. A crash between the provider's answer and our write
 * leaves the row PENDING; the recovery job asks the provider by the key and finishes it. At most
 * one operation per item and step is not FAILED, so a step can succeed only once.
 */
export const payoutOperations = pgTable(
  'payout_operations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => reimbursementItems.id, { onDelete: 'cascade' }),
    step: text('step').$type<PayoutStep>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').$type<PayoutOperationStatus>().notNull().default('PENDING'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** The provider's id of the transfer or transaction, once known. */
    providerReference: text('provider_reference'),
    providerStatus: text('provider_status').$type<PaymentTransactionStatus | string>(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The Verification of Payee a bank transfer is made with (its proof token goes along). */
    payeeVerificationId: uuid('payee_verification_id'),
    /** Set while the bank waits for the account holder's strong customer authentication. */
    scaSessionToken: text('sca_session_token'),
    lastAttemptAt: utc('last_attempt_at'),
    finishedAt: utc('finished_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payout_operations_key').on(t.companyId, t.idempotencyKey),
    uniqueIndex('payout_operations_live_step_key')
      .on(t.companyId, t.itemId, t.step)
      .where(sql`${t.status} <> 'FAILED'`),
    index('payout_operations_open_idx')
      .on(t.status, t.lastAttemptAt)
      .where(sql`${t.status} in ('PENDING', 'SUBMITTED')`),
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

/** The four answers of Verification of Payee (EU regulation 2024/886), as the bank gives them. */
export type PayeeMatch = 'MATCH' | 'CLOSE_MATCH' | 'NO_MATCH' | 'NOT_POSSIBLE';

/**
 * A Verification of Payee before a bank transfer: what the payee's bank said about the name and
 * IBAN, the proof the transfer must carry, and (where the answer is not a match) the
 * administrator's decision, which the audit trail records.
 */
export const payeeVerifications = pgTable(
  'payee_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => reimbursementItems.id, { onDelete: 'cascade' }),
    /** The bank provider asked (a stored value, e.g. QONTO). */
    provider: text('provider').notNull(),
    payeeName: text('payee_name').notNull(),
    iban: text('iban').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    result: text('result').$type<PayeeMatch>().notNull(),
    /** The name the payee's bank holds, given with a close match. */
    matchedName: text('matched_name'),
    proofToken: text('proof_token').notNull(),
    expiresAt: utc('expires_at').notNull(),
    /** PAY: the administrator pays despite the answer; REJECT: nothing is paid. */
    decision: text('decision').$type<'PAY' | 'REJECT'>(),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: utc('decided_at'),
    /** When a transfer was made with it; a verification is used once. */
    usedAt: utc('used_at'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [index('payee_verifications_company_item_idx').on(t.companyId, t.itemId, t.createdAt)],
);

/**
 * The money a Payment+ payout run needs in the company's payment account, topped up once per run
 * (one reimbursement's payout) by a SEPA transfer to the account's IBAN, not once per item.
 */
export const walletTopUps = pgTable(
  'wallet_top_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    reimbursementId: uuid('reimbursement_id')
      .notNull()
      .references(() => reimbursements.id, { onDelete: 'cascade' }),
    /** What the run lacked in the account when it started. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** Where the company sends it, and the reference it must carry. */
    iban: text('iban').notNull(),
    reference: text('reference').notNull(),
    status: text('status').$type<'WAITING' | 'RECEIVED' | 'FAILED'>().notNull().default('WAITING'),
    providerReference: text('provider_reference'),
    receivedAt: utc('received_at'),
    ...timestamps,
  },
  (t) => [
    index('wallet_top_ups_company_reimbursement_idx').on(t.companyId, t.reimbursementId),
    uniqueIndex('wallet_top_ups_waiting_key')
      .on(t.companyId, t.reimbursementId)
      .where(sql`${t.status} = 'WAITING'`),
  ],
);

/**
 * Every pain.001 file the product handed out, kept as it was: each has a message id of its own, so a
 * corrected file (another debtor account or date) is not refused by the bank as a duplicate, and a
 * second download of the same file answers the same bytes (docs/decisions/0033).
 */
export const sepaPaymentFiles = pgTable(
  'sepa_payment_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    reimbursementId: uuid('reimbursement_id')
      .notNull()
      .references(() => reimbursements.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    debtorIban: text('debtor_iban').notNull(),
    executionDate: text('execution_date').notNull(),
    /** The items and amounts in the file (id:amount, sorted): the same request with the same items is the same file. */
    itemsKey: text('items_key').notNull(),
    transferCount: integer('transfer_count').notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    content: text('content').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sepa_payment_files_message_id_key').on(t.messageId),
    index('sepa_payment_files_reimbursement_idx').on(t.companyId, t.reimbursementId, t.createdAt),
  ],
);
