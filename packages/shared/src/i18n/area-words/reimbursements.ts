import { PAYMENT_TRANSACTION_WORDS } from '../../payments/payment-transaction-words.ts';
import { RECEIPT_WORDS } from '../../receipts/receipt-words.ts';
import type { Translations } from '../value-words.ts';
import type { Language } from '../languages.ts';

/** The reimbursements translations' shared words in one language. */
export const words = (l: Language): Translations => ({ receiptStatus: RECEIPT_WORDS[l].status, transactionStatus: PAYMENT_TRANSACTION_WORDS[l].status });
