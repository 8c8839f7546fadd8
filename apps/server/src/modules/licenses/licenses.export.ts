import { LICENSE_COLUMNS, INVOICE_STATUS_LABELS, RENEWAL_STATUS_LABELS, type Language, type LicenseStatus, type LicenseType } from '@fleetwatt/shared';
import type { ExportColumn } from '../../lib/export/index.ts';
import type { LicenseRow } from './licenses.repository.ts';

const TYPES: Record<Language, Record<LicenseType, string>> = {
  en: { HOME_CHARGING: 'Home charging', CONNECT: 'Connect' },
  de: { HOME_CHARGING: 'Heimladen', CONNECT: 'Connect' },
};

const STATUSES: Record<Language, Record<LicenseStatus, string>> = {
  en: { ACTIVE: 'Active', EXPIRING_SOON: 'Expiring soon', EXPIRED: 'Expired', CANCELLED: 'Cancelled' },
  de: { ACTIVE: 'Aktiv', EXPIRING_SOON: 'Läuft bald ab', EXPIRED: 'Abgelaufen', CANCELLED: 'Gekündigt' },
};


export const LICENSES_SHEET_NAME: Record<Language, string> = { en: 'Licenses', de: 'Lizenzen' };

/** The columns of the license list export, headed in the language of the request. */
export function licenseExportColumns(lang: Language): ExportColumn<LicenseRow>[] {
  const h = LICENSE_COLUMNS[lang];
  return [
    { key: 'company_name', header: h.company, type: 'text', width: 32 },
    { key: 'cable_hardware_id', header: h.cable, type: 'text', width: 18 },
    { key: 'user_name', header: h.driver, type: 'text', width: 26 },
    { key: 'type', header: h.type, type: 'text', width: 16, value: (r) => TYPES[lang][r.type] },
    { key: 'status', header: h.status, type: 'text', width: 16, value: (r) => STATUSES[lang][r.status] },
    { key: 'license_key', header: h.licenseKey, type: 'text', width: 20 },
    { key: 'start_date', header: h.startDate, type: 'date' },
    { key: 'expiration_date', header: h.expirationDate, type: 'date' },
    { key: 'price_minor', header: h.price, type: 'money', currency: (r) => r.currency },
    { key: 'renewal_status', header: h.renewalStatus, type: 'text', width: 22, value: (r) => (r.renewal_status ? RENEWAL_STATUS_LABELS[lang][r.renewal_status] : null) },
    { key: 'invoice_status', header: h.invoiceStatus, type: 'text', width: 16, value: (r) => (r.invoice_status ? INVOICE_STATUS_LABELS[lang][r.invoice_status] : null) },
    { key: 'id', header: h.id, type: 'text', width: 38 },
  ];
}
