import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { utc } from './columns.ts';

/*
 * State of the built-in connected-car sandbox (providers/smartcar/sandbox.ts). Its cars are computed
 * from their ids and the clock and its tokens are signed, so it keeps only what must be remembered:
 * one-time authorisation codes, revoked grants, faults and a frozen clock. Not tenant data.
 */

export const sandboxCarApiCodes = pgTable('sandbox_car_api_codes', {
  code: text('code').primaryKey(),
  accountId: text('account_id').notNull(),
  /** The vehicle ids the owner shared, as JSON. */
  vehicleIds: text('vehicle_ids').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: utc('expires_at').notNull(),
  usedAt: utc('used_at'),
  createdAt: utc('created_at').notNull().defaultNow(),
});

export const sandboxCarApiRevokedGrants = pgTable('sandbox_car_api_revoked_grants', {
  grantId: text('grant_id').primaryKey(),
  revokedAt: utc('revoked_at').notNull().defaultNow(),
});

/** Faults the sandbox was told to play: FAIL, TIMEOUT (the next calls), LOCKOUT, OFFLINE (until cleared). */
export const sandboxCarApiFaults = pgTable('sandbox_car_api_faults', {
  id: serial('id').primaryKey(),
  mode: text('mode').notNull(),
  /** The account (LOCKOUT) or vehicle (OFFLINE) it applies to; every one when null. */
  target: text('target'),
  /** Calls a FAIL or TIMEOUT fault still applies to. */
  remaining: integer('remaining'),
  createdAt: utc('created_at').notNull().defaultNow(),
});

/** Settings of the sandbox itself, e.g. `clock`: a frozen time (ISO) the simulated cars report at. */
export const sandboxCarApiSettings = pgTable('sandbox_car_api_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: utc('updated_at').notNull().defaultNow(),
});
