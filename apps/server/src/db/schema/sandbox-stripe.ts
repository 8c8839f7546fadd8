import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { utc } from './columns.ts';

/*
 * State of the built-in billing sandbox (providers/stripe/sandbox.ts): Stripe's objects as Stripe
 * would hold them (customers, tax rates, invoices, invoice items, payment intents, charges,
 * refunds, events), each kept whole as the API answers it.
 */

export const sandboxStripeObjects = pgTable(
  'sandbox_stripe_objects',
  {
    /** Stripe's id (cus_, txr_, in_, ii_, inpay_, pi_, ch_, py_, re_, pm_, evt_ ...). */
    id: text('id').primaryKey(),
    /** Stripe's `object` (customer, invoice, charge ...). */
    object: text('object').notNull(),
    /** Creation order, for lists (newest first, as Stripe lists). */
    seq: serial('seq').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [index('sandbox_stripe_objects_object_idx').on(t.object, t.seq)],
);

/** Answers given to an Idempotency-Key, replayed for the same key (Stripe keeps them 24 hours). */
export const sandboxStripeIdempotency = pgTable('sandbox_stripe_idempotency', {
  key: text('key').primaryKey(),
  /** Method, path and parameters of the first request: the same key with others is refused. */
  request: text('request').notNull(),
  status: integer('status').notNull(),
  body: jsonb('body').notNull(),
  createdAt: utc('created_at').notNull().defaultNow(),
});

/** Webhook deliveries: the event as sent, and the status the product answered. */
export const sandboxStripeDeliveries = pgTable('sandbox_stripe_deliveries', {
  eventId: text('event_id').primaryKey(),
  payload: text('payload').notNull(),
  deliveredStatus: integer('delivered_status'),
  createdAt: utc('created_at').notNull().defaultNow(),
});

export const sandboxStripeFaults = pgTable('sandbox_stripe_faults', {
  id: serial('id').primaryKey(),
  operation: text('operation').notNull(),
  mode: text('mode').notNull(),
  remaining: integer('remaining').notNull(),
  delayMs: integer('delay_ms'),
  createdAt: utc('created_at').notNull().defaultNow(),
});
