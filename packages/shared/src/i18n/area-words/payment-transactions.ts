import { PAYMENT_TRANSACTION_COLUMNS } from '../../payments/payment-transaction-columns.ts';
import { PAYMENT_TRANSACTION_WORDS } from '../../payments/payment-transaction-words.ts';
import type { Translations } from '../value-words.ts';
import type { Language } from '../languages.ts';

/** The payment transactions translations' shared words in one language. */
export const words = (l: Language): Translations => ({
  columns: PAYMENT_TRANSACTION_COLUMNS[l],
  source: PAYMENT_TRANSACTION_WORDS[l].source,
  method: PAYMENT_TRANSACTION_WORDS[l].method,
  status: PAYMENT_TRANSACTION_WORDS[l].status,
});
