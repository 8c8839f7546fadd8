import { INVOICE_COLUMNS, INVOICE_WORDS, type Language } from '@fleetwatt/shared';
import type { ExportColumn } from '../../lib/export/index.ts';
import type { InvoiceRow } from './invoices.repository.ts';

export const INVOICES_SHEET_NAME: Record<Language, string> = { en: 'Invoices', de: 'Rechnungen' };

/** The columns of the invoice list export, every column of the list, headed in the request's language. */
export function invoiceExportColumns(lang: Language): ExportColumn<InvoiceRow>[] {
  const h = INVOICE_COLUMNS[lang];
  const currency = (r: InvoiceRow) => r.currency;
  return [
    { key: 'number', header: h.number, type: 'text', width: 14 },
    { key: 'status', header: h.status, type: 'text', width: 16, value: (r) => INVOICE_WORDS[lang].status[r.status] },
    { key: 'kind', header: h.kind, type: 'text', width: 18, value: (r) => INVOICE_WORDS[lang].kind[r.kind] },
    { key: 'company_name', header: h.company, type: 'text', width: 32 },
    { key: 'invoice_date', header: h.date, type: 'date' },
    { key: 'total_net_minor', header: h.totalNet, type: 'money', currency },
    // A number like every amount: 19, 8.1 (basis points to percent once, for display).
    { key: 'tax_rate_bp', header: h.taxRatePercent, type: 'number', width: 12, value: (r) => Number(r.tax_rate_bp) / 100 },
    { key: 'vat_category', header: h.category, type: 'text', width: 24, value: (r) => INVOICE_WORDS[lang].vatCategory[r.vat_category] ?? r.vat_category },
    { key: 'tax_minor', header: h.taxAmount, type: 'money', currency },
    { key: 'total_gross_minor', header: h.totalGross, type: 'money', currency },
    { key: 'paid_minor', header: h.paid, type: 'money', currency },
    { key: 'sent_at', header: h.sentAt, type: 'datetime' },
    { key: 'delivery_from', header: h.deliveryFrom, type: 'date' },
    { key: 'delivery_to', header: h.deliveryTo, type: 'date' },
    { key: 'id', header: h.id, type: 'text', width: 38 },
  ];
}
