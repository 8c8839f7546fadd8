import { RECEIPT_COLUMNS } from '../../receipts/receipt-columns.ts';
import { RECEIPT_WORDS } from '../../receipts/receipt-words.ts';
import type { Translations } from '../value-words.ts';
import type { Language } from '../languages.ts';

/** The receipts translations' shared words in one language. */
export const words = (l: Language): Translations => ({ columns: RECEIPT_COLUMNS[l], ...RECEIPT_WORDS[l] });
