import { INVOICE_WORDS } from '../../invoices/invoice-words.ts';
import { LICENSE_COLUMNS } from '../../licenses/license-columns.ts';
import { LICENSE_WORDS } from '../../licenses/license-words.ts';
import type { Translations } from '../value-words.ts';
import type { Language } from '../languages.ts';

/** The licenses translations' shared words in one language. */
export const words = (l: Language): Translations => ({ columns: LICENSE_COLUMNS[l], ...LICENSE_WORDS[l], invoiceStatus: INVOICE_WORDS[l].status });
