import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The installation's own secrets (cookie signing, document links, token encryption) that were not
 * configured: generated on the first start and kept here, so every instance uses the same ones
 * and a restart keeps them. A configured value (environment) always wins and is never stored.
 */
export const installationSecrets = pgTable('installation_secrets', {
  name: text('name').primaryKey(),
  /** 32 random bytes, base64. */
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
