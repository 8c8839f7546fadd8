import { utcDay, totalPages, type AuditEvent, type AuditFilter, type AuditPage, type AuditSearch, type Language } from '@fleetwatt/shared';
import type { ExportSpec } from '../../lib/export/index.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { AUDIT_SHEET_NAME, auditExportColumns } from './audit.export.ts';
import type { AuditRepository, AuditRow } from './audit.repository.ts';

const toEvent = (r: AuditRow): AuditEvent => ({
  id: Number(r.id),
  occurredAt: new Date(r.occurred_at).toISOString(),
  companyId: r.company_id,
  companyName: r.company_name,
  actorId: r.actor_id,
  actor: r.actor,
  entity: r.entity,
  entityId: r.entity_id,
  action: r.action,
  before: r.before,
  after: r.after,
});

const filterOf = (q: Omit<AuditSearch, 'pageNumber' | 'pageSize'>): AuditFilter => ({
  entity: q.entity,
  action: q.action,
  entityId: q.entityId || undefined,
  actor: q.actor || undefined,
  from: q.from,
  to: q.to,
});

/** Reading the audit trail: a company's own changes, or every company's for administrators. */
export function auditService(repo: AuditRepository) {
  return {
    async search(scope: TenantScope, query: AuditSearch): Promise<AuditPage> {
      const { rows, total, estimate } = await repo.search(scope, filterOf(query), query.sortDir, { number: query.pageNumber, size: query.pageSize });
      return { results: rows.map(toEvent), totalCount: total, totalPages: totalPages(total, query.pageSize), ...(estimate ? { totalIsEstimate: true } : {}) };
    },

    exportSpec(scope: TenantScope, query: Omit<AuditSearch, 'pageNumber' | 'pageSize'>, lang: Language, now = new Date()): ExportSpec<AuditRow> {
      return {
        fileName: `audit-trail-${utcDay(now)}`,
        sheetName: AUDIT_SHEET_NAME[lang],
        columns: auditExportColumns(lang),
        rows: repo.all(scope, filterOf(query), query.sortDir),
        lang,
      };
    },
  };
}
