import { bigint, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, utc } from './columns.ts';

/*
 * State of the built-in bank sandbox (providers/qonto/sandbox.ts): what the bank would hold. Not
 * tenant data of the product; the bank knows organizations by the tokens it issued.
 */

export const sandboxQontoOrganizations = pgTable('sandbox_qonto_organizations', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull(),
  legalName: text('legal_name').notNull(),
  iban: text('iban').notNull(),
  bic: text('bic').notNull(),
  currency: text('currency').notNull().default('EUR'),
  balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
  ...timestamps,
});

/** Authorization codes, access and refresh tokens the sandbox issued. */
export const sandboxQontoTokens = pgTable('sandbox_qonto_tokens', {
  token: text('token').primaryKey(),
  kind: text('kind').$type<'code' | 'access' | 'refresh'>().notNull(),
  organizationId: text('organization_id')
    .notNull()
    .references(() => sandboxQontoOrganizations.id, { onDelete: 'cascade' }),
  redirectUri: text('redirect_uri'),
  expiresAt: utc('expires_at'),
  usedAt: utc('used_at'),
  createdAt: utc('created_at').notNull().defaultNow(),
});

export const sandboxQontoTransfers = pgTable(
  'sandbox_qonto_transfers',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => sandboxQontoOrganizations.id, { onDelete: 'cascade' }),
    /** X-Qonto-Idempotency-Key: the same key again answers this transfer, never a second one. */
    idempotencyKey: text('idempotency_key').notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    beneficiaryIban: text('beneficiary_iban').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    reference: text('reference').notNull(),
    status: text('status').$type<'pending' | 'processing' | 'settled' | 'declined' | 'canceled'>().notNull(),
    declineReason: text('decline_reason'),
    transactionId: text('transaction_id').notNull(),
    /** How many requests carried this key. */
    requests: integer('requests').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('sandbox_qonto_transfers_key').on(t.organizationId, t.idempotencyKey)],
);

/** The account's statement lines: seeded activity and the transfers' debits. */
export const sandboxQontoTransactions = pgTable('sandbox_qonto_transactions', {
  id: text('id').primaryKey(),
  organizationId: text('organization_id')
    .notNull()
    .references(() => sandboxQontoOrganizations.id, { onDelete: 'cascade' }),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  side: text('side').$type<'credit' | 'debit'>().notNull(),
  operationType: text('operation_type').notNull(),
  status: text('status').$type<'pending' | 'completed' | 'declined'>().notNull(),
  label: text('label').notNull(),
  reference: text('reference'),
  note: text('note'),
  counterpartyIban: text('counterparty_iban'),
  emittedAt: utc('emitted_at').notNull(),
  settledAt: utc('settled_at'),
  ...timestamps,
});

/** Faults a test asked for: the next `remaining` calls of `operation` fail, time out, answer twice ... */
export const sandboxQontoFaults = pgTable('sandbox_qonto_faults', {
  id: serial('id').primaryKey(),
  operation: text('operation').notNull(),
  mode: text('mode').notNull(),
  remaining: integer('remaining').notNull(),
  delayMs: integer('delay_ms'),
  createdAt: utc('created_at').notNull().defaultNow(),
});
