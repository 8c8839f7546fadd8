import type { AuditEvent, AuditPage } from '@fleetwatt/shared';

/** Events as GET /backend/audit-events answers them. */

export const IDS = {
  holding: '10000000-0000-4000-8000-000000000001',
  manager: '20000000-0000-4000-8000-000000000002',
  tariff: '60000000-0000-4000-8000-000000000001',
  receipt: '70000000-0000-4000-8000-000000000001',
};

/** A fleet manager moved the receipt due day from the 15th to the 28th. */
export const dueDayChanged: AuditEvent = {
  id: 3,
  occurredAt: '2026-11-21T09:30:00.000Z',
  companyId: IDS.holding,
  companyName: 'Voltwerk Holding GmbH',
  actorId: IDS.manager,
  actor: 'manager@demo.test',
  entity: 'companies',
  entityId: IDS.holding,
  action: 'update',
  before: { receipt_due_day: 15, export_zip_enabled: false },
  after: { receipt_due_day: 28, export_zip_enabled: true },
};

/** A scheduled job moved a receipt on, with its amount in cents. */
export const receiptSubmitted: AuditEvent = {
  id: 2,
  occurredAt: '2026-11-20T23:00:05.000Z',
  companyId: IDS.holding,
  companyName: 'Voltwerk Holding GmbH',
  actorId: null,
  actor: 'job:license-states',
  entity: 'receipts',
  entityId: IDS.receipt,
  action: 'update',
  before: { status: 'OPEN', expense_minor: 1250, currency: 'EUR' },
  after: { status: 'SUBMITTED', expense_minor: 4321, currency: 'EUR' },
};

export const longReason = 'The document shows a business tariff with a different meter number than the one on the cable, please upload the household tariff instead.';

/** A tariff recorded by the system (no signed-in user). */
export const tariffCreated: AuditEvent = {
  id: 1,
  occurredAt: '2026-11-19T07:05:00.000Z',
  companyId: IDS.holding,
  companyName: 'Voltwerk Holding GmbH',
  actorId: null,
  actor: null,
  entity: 'tariffs',
  entityId: IDS.tariff,
  action: 'insert',
  before: null,
  after: { id: IDS.tariff, company_id: IDS.holding, status: 'PENDING', price_per_kwh: 3250, currency: 'EUR', start_date: '2026-11-01', eco: true },
};

/** An administrator refused the tariff, with a long reason. */
export const tariffRejected: AuditEvent = {
  id: 4,
  occurredAt: '2026-11-21T08:15:00.000Z',
  companyId: IDS.holding,
  companyName: 'Voltwerk Holding GmbH',
  actorId: null,
  actor: 'admin@demo.test',
  entity: 'tariffs',
  entityId: IDS.tariff,
  action: 'update',
  before: { status: 'PENDING', rejection_reason: null },
  after: { status: 'INVALID', rejection_reason: longReason },
};

export const EVENTS = [dueDayChanged, tariffRejected, receiptSubmitted, tariffCreated];

export const pageOf = (results: AuditEvent[]): AuditPage => ({ results, totalCount: results.length, totalPages: 1 });
