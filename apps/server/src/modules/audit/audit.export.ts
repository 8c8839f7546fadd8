import { AUDIT_COLUMNS, AUDIT_WORDS, type AuditEntity, type Language } from '@fleetwatt/shared';
import type { ExportColumn } from '../../lib/export/index.ts';
import type { AuditRow } from './audit.repository.ts';

export const AUDIT_SHEET_NAME: Record<Language, string> = { en: 'Audit trail', de: 'Änderungsprotokoll' };

const json = (v: Record<string, unknown> | null) => (v ? JSON.stringify(v) : '');

/** The audit export: one line per change, with the changed fields as JSON. */
export function auditExportColumns(lang: Language): ExportColumn<AuditRow>[] {
  const h = AUDIT_COLUMNS[lang];
  return [
    { key: 'occurred_at', header: h.occurredAt, type: 'date' },
    { key: 'company_name', header: h.company, type: 'text', width: 30 },
    { key: 'actor', header: h.actor, type: 'text', width: 30 },
    { key: 'entity', header: h.entity, type: 'text', width: 22, value: (r) => AUDIT_WORDS[lang].entities[r.entity as AuditEntity] ?? r.entity },
    { key: 'entity_id', header: h.entityId, type: 'text', width: 38 },
    { key: 'action', header: h.action, type: 'text', width: 10, value: (r) => AUDIT_WORDS[lang].actions[r.action] ?? r.action },
    { key: 'before', header: h.before, type: 'text', width: 60, value: (r) => json(r.before) },
    { key: 'after', header: h.after, type: 'text', width: 60, value: (r) => json(r.after) },
  ];
}
