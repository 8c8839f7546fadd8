import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps, utc } from './columns.ts';

/*
 * State of the built-in payment-institution sandbox (providers/lemonway/sandbox.ts): payment
 * accounts, their IBANs, KYC documents and transactions as Lemonway would hold them.
 */

export const sandboxLemonwayAccounts = pgTable('sandbox_lemonway_accounts', {
  /** The account id the platform chose (Lemonway's accountId). */
  id: text('id').primaryKey(),
  /** Lemonway's own number for it (internalId). */
  internalId: serial('internal_id').notNull(),
  /** 0 individual, 1 legal entity. */
  accountType: integer('account_type').notNull(),
  email: text('email'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  companyName: text('company_name'),
  /** Lemonway's account status: 2 KYC incomplete, 3 KYC rejected, 5 KYC 1, 6 KYC 2 completed, 12 closed ... */
  status: integer('status').notNull().default(6),
  blocked: integer('blocked').notNull().default(0),
  balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
  /** The dedicated IBAN money-ins by SEPA transfer arrive on. */
  virtualIban: text('virtual_iban'),
  ...timestamps,
});

/** The bank accounts registered for money-outs. Status 5: activated, 4: waiting for verification. */
export const sandboxLemonwayIbans = pgTable('sandbox_lemonway_ibans', {
  id: serial('id').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => sandboxLemonwayAccounts.id, { onDelete: 'cascade' }),
  holder: text('holder').notNull(),
  iban: text('iban').notNull(),
  bic: text('bic'),
  status: integer('status').notNull().default(5),
  ...timestamps,
});

/** KYC documents uploaded to an account: type (0 ID card, 1 proof of address, 2 bank details, 3 passport, 7 company registration ...) and status. */
export const sandboxLemonwayDocuments = pgTable('sandbox_lemonway_documents', {
  id: serial('id').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => sandboxLemonwayAccounts.id, { onDelete: 'cascade' }),
  type: integer('type').notNull(),
  fileName: text('file_name').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  /** 1 received, 2 accepted, 3 rejected. */
  status: integer('status').notNull().default(1),
  ...timestamps,
});

export const sandboxLemonwayTransactions = pgTable(
  'sandbox_lemonway_transactions',
  {
    id: serial('id').primaryKey(),
    /** 1 money-in by SEPA transfer, 3 money-out, 4 P2P (Lemonway's method numbers). */
    method: integer('method').notNull(),
    /** Lemonway's transaction status: 0 waiting for finalization, 3 success, 4 error ... */
    status: integer('status').notNull(),
    debitAccountId: text('debit_account_id'),
    creditAccountId: text('credit_account_id'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    comment: text('comment'),
    reference: text('reference'),
    ibanId: integer('iban_id'),
    /** How many requests carried this reference (a platform that sends the same call twice). */
    requests: integer('requests').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('sandbox_lemonway_transactions_reference_idx').on(t.reference)],
);

/** Notifications the sandbox has sent to the platform, kept so tests can send one again or out of order. */
export const sandboxLemonwayNotifications = pgTable('sandbox_lemonway_notifications', {
  id: serial('id').primaryKey(),
  category: integer('category').notNull(),
  body: text('body').notNull(),
  deliveredStatus: integer('delivered_status'),
  createdAt: utc('created_at').notNull().defaultNow(),
});

export const sandboxLemonwayFaults = pgTable('sandbox_lemonway_faults', {
  id: serial('id').primaryKey(),
  operation: text('operation').notNull(),
  mode: text('mode').notNull(),
  remaining: integer('remaining').notNull(),
  delayMs: integer('delay_ms'),
  createdAt: utc('created_at').notNull().defaultNow(),
});

/** Bearer tokens the sandbox's OAuth endpoint issued (their hashes). */
export const sandboxLemonwayTokens = pgTable('sandbox_lemonway_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: utc('expires_at').notNull(),
});
