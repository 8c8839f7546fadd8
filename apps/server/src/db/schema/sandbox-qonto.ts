import { bigint, boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, utc } from './columns.ts';

/*
 * State of the built-in bank sandbox (providers/qonto/sandbox.ts): what Qonto would hold. Not
 * tenant data of the product; the bank knows organizations by the tokens it issued.
 */

export const sandboxQontoOrganizations = pgTable('sandbox_qonto_organizations', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull(),
  legalName: text('legal_name').notNull(),
  /** The organization's one bank account (Qonto's bank_accounts[0]). */
  bankAccountId: text('bank_account_id'),
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
    beneficiaryId: text('beneficiary_id'),
    bankAccountId: text('bank_account_id'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    reference: text('reference').notNull(),
    note: text('note'),
    /** The Verification of Payee proof the transfer was made with. */
    vopProofToken: text('vop_proof_token'),
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

/** SEPA beneficiaries of an organization; one per IBAN (adding the same IBAN again updates it). */
export const sandboxQontoBeneficiaries = pgTable(
  'sandbox_qonto_beneficiaries',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => sandboxQontoOrganizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic'),
    email: text('email'),
    trusted: boolean('trusted').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('sandbox_qonto_beneficiaries_iban_key').on(t.organizationId, t.iban)],
);

/**
 * What the payee's bank holds for an IBAN, as Verification of Payee asks it: the account holder's
 * name, or that the bank cannot answer. An IBAN without a row belongs to whoever the caller names.
 */
export const sandboxQontoPayees = pgTable('sandbox_qonto_payees', {
  iban: text('iban').primaryKey(),
  holderName: text('holder_name'),
  reachable: boolean('reachable').notNull().default(true),
  ...timestamps,
});

/** Verification of Payee proofs handed out: valid for the IBANs verified, for 23 hours. */
export const sandboxQontoVopProofs = pgTable('sandbox_qonto_vop_proofs', {
  token: text('token').primaryKey(),
  organizationId: text('organization_id')
    .notNull()
    .references(() => sandboxQontoOrganizations.id, { onDelete: 'cascade' }),
  ibans: text('ibans').array().notNull(),
  expiresAt: utc('expires_at').notNull(),
  createdAt: utc('created_at').notNull().defaultNow(),
});

/** Strong customer authentication sessions: waiting until the account holder allows or denies. */
export const sandboxQontoScaSessions = pgTable('sandbox_qonto_sca_sessions', {
  token: text('token').primaryKey(),
  organizationId: text('organization_id')
    .notNull()
    .references(() => sandboxQontoOrganizations.id, { onDelete: 'cascade' }),
  result: text('result').$type<'waiting' | 'allow' | 'deny'>().notNull().default('waiting'),
  usedAt: utc('used_at'),
  expiresAt: utc('expires_at').notNull(),
  createdAt: utc('created_at').notNull().defaultNow(),
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

/** Webhook subscriptions an organization made (POST /v2/webhook_subscriptions), with the secret events are signed with. */
export const sandboxQontoWebhookSubscriptions = pgTable('sandbox_qonto_webhook_subscriptions', {
  id: text('id').primaryKey(),
  organizationId: text('organization_id')
    .notNull()
    .references(() => sandboxQontoOrganizations.id, { onDelete: 'cascade' }),
  callbackUrl: text('callback_url').notNull(),
  types: text('types').array().notNull(),
  secret: text('secret').notNull(),
  description: text('description'),
  createdAt: utc('created_at').notNull().defaultNow(),
});

/** Every event posted to a subscription, kept so a test can deliver one again (twice, or after a newer one). */
export const sandboxQontoWebhookEvents = pgTable('sandbox_qonto_webhook_events', {
  id: text('id').primaryKey(),
  subscriptionId: text('subscription_id')
    .notNull()
    .references(() => sandboxQontoWebhookSubscriptions.id, { onDelete: 'cascade' }),
  body: text('body').notNull(),
  deliveredStatus: integer('delivered_status'),
  createdAt: utc('created_at').notNull().defaultNow(),
});
