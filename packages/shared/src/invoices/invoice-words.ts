import type { InvoiceKind, InvoiceStatus } from '../common/enums.ts';
import { valueWords } from '../i18n/value-words.ts';
import type { VatCategory } from './invoice-vat.ts';

type InvoiceWords = {
  status: Record<InvoiceStatus, string>;
  kind: Record<InvoiceKind, string>;
  /** The EN 16931 code with its meaning: "S – Standard rate". */
  vatCategory: Record<VatCategory, string>;
};

/** The words for an invoice's values, on the invoice pages and in the invoice and license exports. */
export const INVOICE_WORDS = valueWords<InvoiceWords>({
  en: {
    status: { DRAFT: 'Draft', OPEN: 'Open', PARTIALLYPAID: 'Partially paid', PAID: 'Paid', CANCELLED: 'Cancelled' },
    kind: { SERVICE: 'Service', LICENSE_RENEWAL: 'License renewal' },
    vatCategory: { S: 'S – Standard rate', AE: 'AE – Reverse charge', O: 'O – Not subject to VAT', E: 'E – Exempt from VAT' },
  },
  de: {
    status: { DRAFT: 'Entwurf', OPEN: 'Offen', PARTIALLYPAID: 'Teilweise bezahlt', PAID: 'Bezahlt', CANCELLED: 'Storniert' },
    kind: { SERVICE: 'Leistung', LICENSE_RENEWAL: 'Lizenzverlängerung' },
    vatCategory: { S: 'S – Regelsteuersatz', AE: 'AE – Reverse Charge', O: 'O – Nicht steuerbar', E: 'E – Steuerfrei' },
  },
});
