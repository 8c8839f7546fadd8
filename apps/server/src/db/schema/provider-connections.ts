import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ConnectionStatus, Provider } from '@fleetwatt/shared';
import { timestamps, utc } from './columns.ts';
import { users } from './users.ts';
import { companyIdColumn } from './tenant-columns.ts';

/**
 * A company's (bank, accounting, Payment+) or a driver's (CarApi) connection to an outside service,
 * with the OAuth tokens it was given.
 */
export const providerConnections = pgTable(
  'provider_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    /** Set for a driver's connection; null for the company's own. */
    userId: uuid('user_id').references(() => users.id),
    provider: text('provider').$type<Provider>().notNull(),
    status: text('status').$type<ConnectionStatus>().notNull().default('CONNECTED'),
    externalAccountId: text('external_account_id'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    scope: text('scope'),
    expiresAt: utc('expires_at'),
    connectedAt: utc('connected_at'),
    disconnectedAt: utc('disconnected_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('provider_connections_company_key')
      .on(t.companyId, t.provider)
      .where(sql`${t.userId} is null`),
    uniqueIndex('provider_connections_user_key')
      .on(t.companyId, t.userId, t.provider)
      .where(sql`${t.userId} is not null`),
  ],
);
