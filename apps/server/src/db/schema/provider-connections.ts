import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ConnectionStatus, Provider } from '@fleetwatt/shared';
import { timestamps, utc } from './columns.ts';
import { users } from './users.ts';
import { companyIdColumn } from './tenant-columns.ts';

/**
 * A company's (bank, Payment+) or a driver's (CarApi) connection to an outside service,
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
    /** The bank account the connection pays from and lists (bank providers). */
    accountIban: text('account_iban'),
    /** The bank's id of that account, which transfers name (bank providers). */
    bankAccountId: text('bank_account_id'),
    /** Sealed with the installation's token-encryption key (lib/secrets/sealed-box.ts); older rows may be plain. */
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

/** STAFF: opened from the dashboard (ten minutes, once). INVITE: mailed to the driver (a week, until connected). */
export type CarApiFlowPurpose = 'STAFF' | 'INVITE';

/**
 * One attempt to connect a driver's car: a one-time link (started by staff in the dashboard, or
 * mailed to the driver) that leads to the provider's consent page, and the OAuth state that must
 * come back with the callback. Only hashes of the link token and the state are kept.
 */
export const carApiAuthFlows = pgTable(
  'car_api_auth_flows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The staff member who started it. */
    requestedBy: uuid('requested_by').references(() => users.id),
    purpose: text('purpose').$type<CarApiFlowPurpose>().notNull(),
    linkTokenHash: text('link_token_hash').notNull(),
    linkExpiresAt: utc('link_expires_at').notNull(),
    linkUsedAt: utc('link_used_at'),
    stateHash: text('state_hash'),
    stateExpiresAt: utc('state_expires_at'),
    completedAt: utc('completed_at'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('car_api_auth_flows_link_key').on(t.linkTokenHash),
    uniqueIndex('car_api_auth_flows_state_key').on(t.stateHash),
    index('car_api_auth_flows_company_user_idx').on(t.companyId, t.userId, t.createdAt),
  ],
);

/**
 * An OAuth authorization a company has started with a provider: the random `state` sent along,
 * who started it, and until when the provider's answer is accepted. Used once.
 */
export const providerAuthorizations = pgTable(
  'provider_authorizations',
  {
    state: text('state').primaryKey(),
    companyId: companyIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').$type<Provider>().notNull(),
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: utc('expires_at').notNull(),
    usedAt: utc('used_at'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [index('provider_authorizations_company_idx').on(t.companyId, t.provider)],
);
