import type { InvoiceKind, InvoiceStatus } from '../common/enums.ts';
import type { Language } from '../i18n/validation-messages.ts';
import type { VatCategory } from './invoice-vat.ts';

/*
 * How an invoice's status, kind and VAT category read in each language, in the words the invoice
 * pages use: the export files of invoices and licenses say the same as the screens.
 */

export const INVOICE_STATUS_LABELS: Record<Language, Record<InvoiceStatus, string>> = {
  en: { DRAFT: 'Draft', OPEN: 'Open', PARTIALLYPAID: 'Partially paid', PAID: 'Paid', CANCELLED: 'Cancelled' },
  de: { DRAFT: 'Entwurf', OPEN: 'Offen', PARTIALLYPAID: 'Teilweise bezahlt', PAID: 'Bezahlt', CANCELLED: 'Storniert' },
};

export const INVOICE_KIND_LABELS: Record<Language, Record<InvoiceKind, string>> = {
  en: { SERVICE: 'Service', LICENSE_RENEWAL: 'License renewal' },
  de: { SERVICE: 'Leistung', LICENSE_RENEWAL: 'Lizenzverlängerung' },
};

/** The EN 16931 code with its meaning: "S – Standard rate". */
export const VAT_CATEGORY_LABELS: Record<Language, Record<VatCategory, string>> = {
  en: { S: 'S – Standard rate', AE: 'AE – Reverse charge', O: 'O – Not subject to VAT', E: 'E – Exempt from VAT' },
  de: { S: 'S – Regelsteuersatz', AE: 'AE – Reverse Charge', O: 'O – Nicht steuerbar', E: 'E – Steuerfrei' },
};
