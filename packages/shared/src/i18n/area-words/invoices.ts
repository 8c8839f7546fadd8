import { INVOICE_COLUMNS } from '../../invoices/invoice-columns.ts';
import { INVOICE_WORDS } from '../../invoices/invoice-words.ts';
import type { Translations } from '../value-words.ts';
import type { Language } from '../languages.ts';

/** The invoices translations' shared words in one language. */
export const words = (l: Language): Translations => ({ columns: INVOICE_COLUMNS[l], status: INVOICE_WORDS[l].status, kind: INVOICE_WORDS[l].kind });
