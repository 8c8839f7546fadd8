import { AUDIT_COLUMNS, type AuditAction, type AuditEntity, type Language } from '@fleetwatt/shared';
import type { ExportColumn } from '../../lib/export/index.ts';
import type { AuditRow } from './audit.repository.ts';

export const AUDIT_SHEET_NAME: Record<Language, string> = { en: 'Audit trail', de: 'Änderungsprotokoll' };

// The words of the audit page for what changed and how.
const ENTITIES: Record<Language, Record<AuditEntity, string>> = {
  en: {
    companies: 'Company',
    users: 'User',
    tariffs: 'Tariff',
    charging_sessions: 'Charging session',
    receipts: 'Receipt',
    reimbursements: 'Reimbursement',
    reimbursement_items: 'Reimbursement item',
    payment_transactions: 'Payment transaction',
    invoices: 'Invoice',
    invoice_lines: 'Invoice line',
    invoice_payments: 'Invoice payment',
    licenses: 'License',
    license_renewals: 'License renewal',
    cables: 'Cable',
    price_series: 'Price series',
    flat_rates: 'Flat rate',
    company_price_rules: 'Company price rule',
    company_privacy_settings: 'Privacy settings',
    vehicles: 'Vehicle',
  payee_verifications: 'Payee check',
  },
  de: {
    companies: 'Unternehmen',
    users: 'Benutzer',
    tariffs: 'Tarif',
    charging_sessions: 'Ladevorgang',
    receipts: 'Beleg',
    reimbursements: 'Erstattung',
    reimbursement_items: 'Erstattungsposition',
    payment_transactions: 'Zahlungstransaktion',
    invoices: 'Rechnung',
    invoice_lines: 'Rechnungsposition',
    invoice_payments: 'Rechnungszahlung',
    licenses: 'Lizenz',
    license_renewals: 'Lizenzverlängerung',
    cables: 'Kabel',
    price_series: 'Preisreihe',
    flat_rates: 'Pauschale',
    company_price_rules: 'Preisregel des Unternehmens',
    company_privacy_settings: 'Datenschutz-Einstellungen',
    vehicles: 'Fahrzeug',
  payee_verifications: 'Empfängerprüfung',
  },
};
const ACTIONS: Record<Language, Record<AuditAction, string>> = {
  en: { insert: 'Created', update: 'Changed', delete: 'Deleted', read: 'Viewed', export: 'Exported', erase: 'Erased' },
  de: { insert: 'Angelegt', update: 'Geändert', delete: 'Gelöscht', read: 'Angesehen', export: 'Exportiert', erase: 'Gelöscht (DSGVO)' },
};

const json = (v: Record<string, unknown> | null) => (v ? JSON.stringify(v) : '');

/** The audit export: one line per change, with the changed fields as JSON. */
export function auditExportColumns(lang: Language): ExportColumn<AuditRow>[] {
  const h = AUDIT_COLUMNS[lang];
  return [
    { key: 'occurred_at', header: h.occurredAt, type: 'date' },
    { key: 'company_name', header: h.company, type: 'text', width: 30 },
    { key: 'actor', header: h.actor, type: 'text', width: 30 },
    { key: 'entity', header: h.entity, type: 'text', width: 22, value: (r) => ENTITIES[lang][r.entity as AuditEntity] ?? r.entity },
    { key: 'entity_id', header: h.entityId, type: 'text', width: 38 },
    { key: 'action', header: h.action, type: 'text', width: 10, value: (r) => ACTIONS[lang][r.action] ?? r.action },
    { key: 'before', header: h.before, type: 'text', width: 60, value: (r) => json(r.before) },
    { key: 'after', header: h.after, type: 'text', width: 60, value: (r) => json(r.after) },
  ];
}
