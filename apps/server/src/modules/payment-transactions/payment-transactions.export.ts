import { PAYMENT_TRANSACTION_COLUMNS, type Language, type PaymentMethod, type PaymentSide, type PaymentSource, type PaymentTransactionStatus } from '@fleetwatt/shared';
import type { ExportColumn } from '../../lib/export/index.ts';
import type { PaymentTransactionRow } from './payment-transactions.repository.ts';

// The words of the payment transactions page, so the file says what the screen says.
const SOURCES: Record<Language, Record<PaymentSource, string>> = {
  en: { BANK: 'Bank', PAYMENT_PLUS: 'Payment+', MANUAL: 'Manual' },
  de: { BANK: 'Bank', PAYMENT_PLUS: 'Payment+', MANUAL: 'Manuell' },
};
const METHODS: Record<Language, Record<PaymentMethod, string>> = {
  en: { SEPA_TRANSFER: 'SEPA transfer', P2P: 'P2P', MONEY_IN: 'Money in', MONEY_OUT: 'Money out', CARD: 'Card', OTHER: 'Other' },
  de: { SEPA_TRANSFER: 'SEPA-Überweisung', P2P: 'P2P', MONEY_IN: 'Einzahlung', MONEY_OUT: 'Auszahlung', CARD: 'Karte', OTHER: 'Sonstige' },
};
const SIDES: Record<Language, Record<PaymentSide, string>> = {
  en: { CREDIT: 'Credit', DEBIT: 'Debit' },
  de: { CREDIT: 'Gutschrift', DEBIT: 'Belastung' },
};
const STATUSES: Record<Language, Record<PaymentTransactionStatus, string>> = {
  en: {
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
  de: {
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
};

export const PAYMENT_TRANSACTIONS_SHEET_NAME: Record<Language, string> = { en: 'Payment transactions', de: 'Zahlungstransaktionen' };

/** The columns of the payment transactions export, headed in the language of the request. */
export function paymentTransactionExportColumns(lang: Language): ExportColumn<PaymentTransactionRow>[] {
  const h = PAYMENT_TRANSACTION_COLUMNS[lang];
  return [
    { key: 'booked_at', header: h.date, type: 'datetime' },
    { key: 'company_name', header: h.company, type: 'text', width: 32 },
    { key: 'source', header: h.source, type: 'text', width: 14, value: (r) => SOURCES[lang][r.source] ?? r.source },
    { key: 'method', header: h.method, type: 'text', width: 16, value: (r) => METHODS[lang][r.method] ?? r.method },
    { key: 'status', header: h.status, type: 'text', width: 30, value: (r) => STATUSES[lang][r.status] ?? r.status },
    { key: 'side', header: h.side, type: 'text', width: 10, value: (r) => SIDES[lang][r.side] ?? r.side },
    { key: 'amount_minor', header: h.amount, type: 'money', currency: (r) => r.currency },
    { key: 'counterparty_name', header: h.counterparty, type: 'text', width: 32 },
    { key: 'counterparty_iban', header: h.iban, type: 'text', width: 26 },
    { key: 'reimbursements', header: h.reimbursements, type: 'text', width: 16, value: (r) => (r.links ?? []).map((l) => l.number).join(', ') },
    { key: 'note', header: h.noteOnly, type: 'text', width: 32 },
    { key: 'comment', header: h.comment, type: 'text', width: 32 },
    { key: 'external_id', header: h.externalId, type: 'text', width: 26 },
    { key: 'id', header: h.id, type: 'text', width: 38 },
  ];
}
