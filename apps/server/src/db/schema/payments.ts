import { bigint, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    index('payment_transactions_company_booked_idx').on(t.companyId, t.bookedAt),
    index('payment_transactions_company_status_idx').on(t.companyId, t.status, t.bookedAt),
    // Administrators list every company's transactions by date.
    index('payment_transactions_booked_idx').on(t.bookedAt),
    uniqueIndex('payment_transactions_external_key').on(t.companyId, t.source, t.externalId),
  ],
);
