import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Country } from '@fleetwatt/shared';

/**
 * What the built-in identity provider keeps between requests: sessions, interactions, grants,
 * authorization codes. One row per model instance; `kind` is the provider's model name.
 * Rows past `expires_at` are ignored on read and removed by a periodic sweep.
 */
export const oidcModels = pgTable(
  'oidc_models',
  {
    id: text('id').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ name: 'oidc_models_pkey', columns: [t.kind, t.id] }),
    index('oidc_models_grant_idx').on(t.kind, t.grantId).where(sql`${t.grantId} is not null`),
    index('oidc_models_uid_idx').on(t.kind, t.uid).where(sql`${t.uid} is not null`),
    index('oidc_models_user_code_idx').on(t.kind, t.userCode).where(sql`${t.userCode} is not null`),
    index('oidc_models_expires_idx').on(t.expiresAt),
  ],
);

/**
 * The provider's signing keys (private JWKs). Generated once, so tokens stay valid across
 * restarts and every server instance signs and publishes the same keys. The newest row signs;
 * older rows stay published until removed, which is how a key is rotated.
 */
export const oidcSigningKeys = pgTable('oidc_signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Sign-ups waiting for their confirmation link, and the attempts for addresses that already have
 * an account (kind EXISTING: the owner was mailed instead). The account and its company are only
 * created when the link is followed. Rows also count the attempts per e-mail and per client address
 * for the sign-up rate limit; the identity sweep removes old ones.
 */
export const signUpRequests = pgTable(
  'sign_up_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'NEW' | 'EXISTING'>().notNull(),
    email: text('email').notNull(),
    /** SHA-256 of the link's token (base64url); the token itself is only in the mail. Null for EXISTING. */
    tokenHash: text('token_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    companyName: text('company_name'),
    country: text('country').$type<Country>(),
    passwordHash: text('password_hash'),
    language: text('language').notNull(),
    /** The client address the form came from (after TRUST_PROXY), for the per-address limit. */
    requestedFrom: text('requested_from').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sign_up_requests_token_key').on(t.tokenHash),
    index('sign_up_requests_email_idx').on(sql`lower(${t.email})`, t.createdAt),
    index('sign_up_requests_address_idx').on(t.requestedFrom, t.createdAt),
  ],
);
