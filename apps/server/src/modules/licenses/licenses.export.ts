import { LICENSE_COLUMNS, INVOICE_WORDS, LICENSE_WORDS, type Language } from '@fleetwatt/shared';
import type { ExportColumn } from '../../lib/export/index.ts';
import type { LicenseRow } from './licenses.repository.ts';

export const LICENSES_SHEET_NAME: Record<Language, string> = { en: 'Licenses', de: 'Lizenzen' };

/** The columns of the license list export, headed in the language of the request. */
export function licenseExportColumns(lang: Language): ExportColumn<LicenseRow>[] {
  const h = LICENSE_COLUMNS[lang];
  return [
    { key: 'company_name', header: h.company, type: 'text', width: 32 },
    { key: 'cable_hardware_id', header: h.cable, type: 'text', width: 18 },
    { key: 'user_name', header: h.driver, type: 'text', width: 26 },
    { key: 'type', header: h.type, type: 'text', width: 16, value: (r) => LICENSE_WORDS[lang].type[r.type] },
    { key: 'status', header: h.status, type: 'text', width: 16, value: (r) => LICENSE_WORDS[lang].status[r.status] },
    { key: 'license_key', header: h.licenseKey, type: 'text', width: 20 },
    { key: 'start_date', header: h.startDate, type: 'date' },
    { key: 'expiration_date', header: h.expirationDate, type: 'date' },
    { key: 'price_minor', header: h.price, type: 'money', currency: (r) => r.currency },
    { key: 'renewal_status', header: h.renewalStatus, type: 'text', width: 22, value: (r) => (r.renewal_status ? LICENSE_WORDS[lang].renewalStatus[r.renewal_status] : null) },
    { key: 'invoice_status', header: h.invoiceStatus, type: 'text', width: 16, value: (r) => (r.invoice_status ? INVOICE_WORDS[lang].status[r.invoice_status] : null) },
    { key: 'id', header: h.id, type: 'text', width: 38 },
  ];
}
