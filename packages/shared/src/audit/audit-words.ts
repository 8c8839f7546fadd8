import { valueWords } from '../i18n/value-words.ts';
import type { AuditAction, AuditEntity } from './audit.ts';

type AuditWords = {
  entities: Record<AuditEntity, string>;
  actions: Record<AuditAction, string>;
};

/** The words for what the audit trail records: the kind of record and what was done to it. */
export const AUDIT_WORDS = valueWords<AuditWords>({
  en: {
    entities: {
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
    actions: {
      insert: 'Created',
      update: 'Changed',
      delete: 'Deleted',
      read: 'Viewed',
      export: 'Exported',
      erase: 'Erased',
    },
  },
  de: {
    entities: {
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
    actions: {
      insert: 'Angelegt',
      update: 'Geändert',
      delete: 'Gelöscht',
      read: 'Angesehen',
      export: 'Exportiert',
      erase: 'Gelöscht (DSGVO)',
    },
  },
});
