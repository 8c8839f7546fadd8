import { z } from 'zod';
import { EXPORT_FORMATS, SORT_DIRECTIONS } from '../common/enums.ts';
import { zListQuery, zPaged } from '../common/paging.ts';

/** What the audit trail records (db/triggers/audit.sql): the audited tables. */
export const AUDIT_ENTITIES = [
  'companies',
  'users',
  'tariffs',
  'charging_sessions',
  'receipts',
  'reimbursements',
  'reimbursement_items',
  'payment_transactions',
  'invoices',
  'invoice_lines',
  'invoice_payments',
  'licenses',
  'license_renewals',
  'cables',
  'price_series',
  'flat_rates',
  'company_price_rules',
  'company_privacy_settings',
  'vehicles',
  'payee_verifications',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Changes (written by the trigger), and what people did that changes nothing: read a driver's car data, export or erase a person. */
export const AUDIT_ACTIONS = ['insert', 'update', 'delete', 'read', 'export', 'erase'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_SORT_FIELDS = ['occurredAt'] as const;

const ZDay = z.iso.date();

/** GET /backend/audit-events: newest first, narrowed by what, who, which row and when (UTC days, inclusive). */
export const ZAuditSearch = zListQuery(AUDIT_SORT_FIELDS, 'occurredAt').extend({
  sortDir: z.enum(SORT_DIRECTIONS).default('DESC'),
  entity: z.enum(AUDIT_ENTITIES).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  entityId: z.string().trim().max(100).optional(),
  /** Part of the actor's email or job name. */
  actor: z.string().trim().max(254).optional(),
  from: ZDay.optional(),
  to: ZDay.optional(),
});
export type AuditSearch = z.infer<typeof ZAuditSearch>;
export type AuditSearchInput = z.input<typeof ZAuditSearch>;
/** The audit trail's filters, as the search reads them: what, which row, who, and when (UTC days, inclusive). */
export type AuditFilter = Pick<AuditSearch, 'entity' | 'action' | 'entityId' | 'actor' | 'from' | 'to'>;

export const ZAuditExport = ZAuditSearch.omit({ pageNumber: true, pageSize: true }).extend({ export: z.enum(EXPORT_FORMATS) });

export const ZAuditEvent = z.object({
  id: z.number().int(),
  occurredAt: z.iso.datetime(),
  companyId: z.uuid().nullable(),
  companyName: z.string().nullable(),
  actorId: z.uuid().nullable(),
  /** The user's email, `job:<name>` for scheduled work, or null for the system. */
  actor: z.string().nullable(),
  entity: z.string(),
  entityId: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  /** The changed fields before and after (the whole row for an insert or delete). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof ZAuditEvent>;

export const ZAuditPage = zPaged(ZAuditEvent);
export type AuditPage = z.infer<typeof ZAuditPage>;
