import { sql } from 'drizzle-orm';
import type { AuditAction } from '@fleetwatt/shared';
import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { utc } from './columns.ts';

/**
 * The audit trail: one row per changed row of an audited table, written by a trigger in the same
 * transaction as the change (db/triggers/audit.sql). `before` and `after` hold only the changed
 * columns (the whole row for an insert or delete). company_id is null for data of no company
 * (flat rates, price series).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: utc('occurred_at').notNull().defaultNow(),
    companyId: uuid('company_id'),
    /** The user who acted; null for the system (jobs, the driver's app ingest without a session). */
    actorId: uuid('actor_id'),
    actor: text('actor'),
    requestId: text('request_id'),
    /** The table, e.g. tariffs. */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    action: text('action').$type<AuditAction>().notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    // The trail in time order (the id orders events of the same moment): a page's ids from the index.
    index('audit_events_company_time_id_idx').on(t.companyId, t.occurredAt, t.id),
    index('audit_events_time_id_idx').on(t.occurredAt, t.id),
    // One kind of record, for one company or every company; one record's history.
    index('audit_events_company_entity_idx').on(t.companyId, t.entity, t.occurredAt, t.id),
    index('audit_events_entity_time_idx').on(t.entity, t.occurredAt, t.id),
    index('audit_events_entity_id_idx').on(t.entityId, t.occurredAt, t.id),
    // One company's creations, updates or deletions: the page and its count from the index alone.
    index('audit_events_company_action_idx').on(t.companyId, t.action, t.occurredAt, t.id),
    // Any part of the actor's name (pg_trgm).
    index('audit_events_actor_text_idx').using('gin', sql`${t.actor} gin_trgm_ops`),
  ],
);
