import { bigserial, integer, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { timestamps, utc } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

/**
 * A company's privacy settings (docs/privacy.md): how many days each kind of personal data is kept.
 * A company without a row has the defaults (PRIVACY_DEFAULTS in the shared package). Changes are in
 * the audit trail. Receipts and invoices are kept ten years and are not a setting.
 */
export const companyPrivacySettings = pgTable('company_privacy_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id),
  /** 0: a car's coordinates are never stored, only whether it was at the driver's home charging place. */
  locationDays: integer('location_days').notNull(),
  telemetryDays: integer('telemetry_days').notNull(),
  mileageDays: integer('mileage_days').notNull(),
  sessionDays: integer('session_days').notNull(),
  auditDays: integer('audit_days').notNull(),
  outboxDays: integer('outbox_days').notNull(),
  inviteDays: integer('invite_days').notNull(),
  tariffDocumentDays: integer('tariff_document_days').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id),
  ...timestamps,
});

/** One run of the daily retention job: what it removed or anonymised, per kind, across companies. */
export const retentionRuns = pgTable('retention_runs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ranAt: utc('ran_at').notNull(),
  removed: jsonb('removed').$type<Record<string, number>>().notNull(),
  total: integer('total').notNull(),
});
