import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MeterVerificationState, OcppVersion, WallboxConnectorStatus } from '@fleetwatt/shared';
import { timestamps, utc } from './columns.ts';
import { chargingSessions } from './charging-sessions.ts';
import { companyIdColumn, driverIdColumn } from './tenant-columns.ts';

/**
 * A driver's wallbox that connects to the product over OCPP (decision 0044): its identity (the URL's
 * last segment and the Basic auth user) with an argon2id hash of its password, what its
 * BootNotification said, and its connection: which instance holds it and when it was last heard from.
 */
export const wallboxes = pgTable(
  'wallboxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    userId: driverIdColumn(),
    identity: text('identity').notNull(),
    passwordHash: text('password_hash').notNull(),
    meterPublicKey: text('meter_public_key'),
    rfidTag: text('rfid_tag'),
    vendor: text('vendor'),
    model: text('model'),
    serialNumber: text('serial_number'),
    firmwareVersion: text('firmware_version'),
    ocppVersion: text('ocpp_version').$type<OcppVersion>(),
    connectorStatus: text('connector_status').$type<WallboxConnectorStatus>(),
    lastSeenAt: utc('last_seen_at'),
    /** The instance holding the WebSocket now; null while offline. */
    connectedInstance: text('connected_instance'),
    connectedSince: utc('connected_since'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('wallboxes_identity_key').on(t.identity),
    index('wallboxes_company_identity_idx').on(t.companyId, t.identity),
    index('wallboxes_company_user_idx').on(t.companyId, t.userId),
  ],
);

/**
 * One OCPP transaction of a wallbox. The product issues transaction_id (StartTransaction's answer);
 * a repeated StartTransaction (same connector, start and meter) gets the same one. session_id is set
 * once, in the transaction that records the charging session, so a repeated StopTransaction lands once.
 */
export const ocppTransactions = pgTable(
  'ocpp_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    wallboxId: uuid('wallbox_id')
      .notNull()
      .references(() => wallboxes.id, { onDelete: 'cascade' }),
    transactionId: serial('transaction_id').notNull(),
    connectorId: integer('connector_id').notNull(),
    idTag: text('id_tag'),
    startedAt: utc('started_at').notNull(),
    stoppedAt: utc('stopped_at'),
    meterStartWh: bigint('meter_start_wh', { mode: 'number' }).notNull(),
    meterStopWh: bigint('meter_stop_wh', { mode: 'number' }),
    stopReason: text('stop_reason'),
    /** The sampled values of MeterValues and StopTransaction's transactionData, as sent. */
    meterValues: jsonb('meter_values').notNull().default(sql`'[]'::jsonb`),
    /** Signed meter data (OCMF strings) in the order received. */
    signedData: text('signed_data').array().notNull().default(sql`'{}'::text[]`),
    verification: text('verification').$type<MeterVerificationState>().notNull().default('PENDING'),
    verificationMessage: text('verification_message'),
    sessionId: uuid('session_id').references(() => chargingSessions.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ocpp_transactions_transaction_id_key').on(t.transactionId),
    uniqueIndex('ocpp_transactions_start_key').on(t.wallboxId, t.connectorId, t.startedAt, t.meterStartWh),
    uniqueIndex('ocpp_transactions_session_key').on(t.sessionId),
    index('ocpp_transactions_company_wallbox_idx').on(t.companyId, t.wallboxId, t.startedAt),
  ],
);

/**
 * A command to a wallbox (decision 0044): the instance answering the request writes it, the instance
 * holding the wallbox's connection sends it and writes the answer; both are told by NOTIFY.
 */
export const wallboxCommands = pgTable('wallbox_commands', {
  id: uuid('id').primaryKey().defaultRandom(),
  wallboxId: uuid('wallbox_id')
    .notNull()
    .references(() => wallboxes.id, { onDelete: 'cascade' }),
  instance: text('instance').notNull(),
  method: text('method').notNull(),
  params: jsonb('params').notNull(),
  status: text('status'),
  createdAt: utc('created_at').notNull().defaultNow(),
  answeredAt: utc('answered_at'),
});
