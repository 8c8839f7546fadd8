import { valueWords } from '../i18n/value-words.ts';
import type { PaymentMethod, PaymentSide, PaymentSource, PaymentTransactionStatus } from '../common/enums.ts';

type PaymentTransactionWords = {
  source: Record<PaymentSource, string>;
  method: Record<PaymentMethod, string>;
  status: Record<PaymentTransactionStatus, string>;
  /** The file's column of which way the money went; the page shows it as the amount's sign. */
  side: Record<PaymentSide, string>;
};

/** The words for a payment transaction's values, on the pages and in the export. */
export const PAYMENT_TRANSACTION_WORDS = valueWords<PaymentTransactionWords>({
  en: {
    source: {
      BANK: 'Bank',
      PAYMENT_PLUS: 'Payment+',
      MANUAL: 'Manual',
    },
    method: {
      SEPA_TRANSFER: 'SEPA transfer',
      P2P: 'P2P',
      MONEY_IN: 'Money in',
      MONEY_OUT: 'Money out',
      CARD: 'Card',
      OTHER: 'Other',
    },
    status: {
      MONEY_IN_SUCCESS: 'Money in: success',
      MONEY_IN_ERROR: 'Money in: error',
      MONEY_IN_PENDING: 'Money in: pending',
      MONEY_IN_PSP_ERROR: 'Money in: PSP error',
      MONEY_IN_CANCELLED: 'Money in: cancelled',
      MONEY_IN_VALIDATION_PENDING: 'Money in: validation pending',
      MONEY_IN_WAITING_FOR_FINALIZATION: 'Money in: waiting for finalization',
      MONEY_OUT_SUCCESS: 'Money out: success',
      MONEY_OUT_ERROR: 'Money out: error',
      MONEY_OUT_PENDING: 'Money out: pending',
      MONEY_OUT_PSP_ERROR: 'Money out: PSP error',
      MONEY_OUT_CANCELLED: 'Money out: cancelled',
      MONEY_OUT_VALIDATION_PENDING: 'Money out: validation pending',
      P2P_PENDING: 'P2P: pending',
      P2P_SUCCESS: 'P2P: success',
    },
    side: { CREDIT: 'Credit', DEBIT: 'Debit' },
  },
  de: {
    source: {
      BANK: 'Bank',
      PAYMENT_PLUS: 'Payment+',
      MANUAL: 'Manuell',
    },
    method: {
      SEPA_TRANSFER: 'SEPA-Überweisung',
      P2P: 'P2P',
      MONEY_IN: 'Einzahlung',
      MONEY_OUT: 'Auszahlung',
      CARD: 'Karte',
      OTHER: 'Sonstige',
    },
    status: {
      MONEY_IN_SUCCESS: 'Einzahlung: erfolgreich',
      MONEY_IN_ERROR: 'Einzahlung: Fehler',
      MONEY_IN_PENDING: 'Einzahlung: ausstehend',
      MONEY_IN_PSP_ERROR: 'Einzahlung: PSP-Fehler',
      MONEY_IN_CANCELLED: 'Einzahlung: storniert',
      MONEY_IN_VALIDATION_PENDING: 'Einzahlung: Prüfung ausstehend',
      MONEY_IN_WAITING_FOR_FINALIZATION: 'Einzahlung: wartet auf Abschluss',
      MONEY_OUT_SUCCESS: 'Auszahlung: erfolgreich',
      MONEY_OUT_ERROR: 'Auszahlung: Fehler',
      MONEY_OUT_PENDING: 'Auszahlung: ausstehend',
      MONEY_OUT_PSP_ERROR: 'Auszahlung: PSP-Fehler',
      MONEY_OUT_CANCELLED: 'Auszahlung: storniert',
      MONEY_OUT_VALIDATION_PENDING: 'Auszahlung: Prüfung ausstehend',
      P2P_PENDING: 'P2P: ausstehend',
      P2P_SUCCESS: 'P2P: erfolgreich',
    },
    side: { CREDIT: 'Gutschrift', DEBIT: 'Belastung' },
  },
});
