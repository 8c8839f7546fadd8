import { bigint, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, utc } from './columns.ts';

/*
 * State of the built-in payment-institution sandbox (providers/payment-plus/sandbox.ts): wallets
 * and their transactions as the institution would hold them.
 */

export const sandboxPaymentPlusWallets = pgTable('sandbox_payment_plus_wallets', {
  id: text('id').primaryKey(),
  ownerType: text('owner_type').$type<'COMPANY' | 'USER'>().notNull(),
  holderName: text('holder_name'),
  kycStatus: text('kyc_status').notNull().default('VALIDATED'),
  balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
  currency: text('currency').notNull().default('EUR'),
  ...timestamps,
});

export const sandboxPaymentPlusTransactions = pgTable(
  'sandbox_payment_plus_transactions',
  {
    id: text('id').primaryKey(),
    type: text('type').$type<'MONEY_IN' | 'P2P' | 'MONEY_OUT'>().notNull(),
    /** Idempotency-Key: the same key again answers this transaction, never a second one. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    debitWalletId: text('debit_wallet_id'),
    creditWalletId: text('credit_wallet_id'),
    iban: text('iban'),
    holderName: text('holder_name'),
    reference: text('reference'),
    /** How many requests carried this key. */
    requests: integer('requests').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('sandbox_payment_plus_transactions_key').on(t.idempotencyKey)],
);

export const sandboxPaymentPlusFaults = pgTable('sandbox_payment_plus_faults', {
  id: serial('id').primaryKey(),
  operation: text('operation').notNull(),
  mode: text('mode').notNull(),
  remaining: integer('remaining').notNull(),
  delayMs: integer('delay_ms'),
  createdAt: utc('created_at').notNull().defaultNow(),
});
