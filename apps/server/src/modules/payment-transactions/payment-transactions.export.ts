import type { Language } from '@fleetwatt/shared';
import type { ExportColumn } from '../../lib/export/index.ts';
import type { PaymentTransactionRow } from './payment-transactions.repository.ts';

const HEADERS = {
  en: {
    bookedAt: 'Date',
    company: 'Company',
    source: 'Source',
    method: 'Method',
    status: 'Status',
    side: 'Direction',
    amount: 'Amount',
    counterparty: 'Counterparty',
    iban: 'Counterparty IBAN',
    reimbursements: 'Reimbursements',
    note: 'Note',
    comment: 'Comment',
    externalId: 'Provider ID',
    id: 'ID',
  },
  de: {
    bookedAt: 'Datum',
    company: 'Firma',
    source: 'Quelle',
    method: 'Methode',
    status: 'Status',
    side: 'Richtung',
    amount: 'Betrag',
    counterparty: 'Gegenpartei',
    iban: 'IBAN der Gegenpartei',
    reimbursements: 'Erstattungen',
    note: 'Notiz',
    comment: 'Kommentar',
    externalId: 'Anbieter-ID',
    id: 'ID',
  },
} as const;

export const PAYMENT_TRANSACTIONS_SHEET_NAME: Record<Language, string> = { en: 'Payment transactions', de: 'Zahlungstransaktionen' };

/** The columns of the payment transactions export, headed in the language of the request. */
export function paymentTransactionExportColumns(lang: Language): ExportColumn<PaymentTransactionRow>[] {
  const h = HEADERS[lang];
  return [
    { key: 'booked_at', header: h.bookedAt, type: 'datetime' },
    { key: 'company_name', header: h.company, type: 'text', width: 32 },
    { key: 'source', header: h.source, type: 'text', width: 14 },
    { key: 'method', header: h.method, type: 'text', width: 16 },
    { key: 'status', header: h.status, type: 'text', width: 30 },
    { key: 'side', header: h.side, type: 'text', width: 10 },
    { key: 'amount_minor', header: h.amount, type: 'money', currency: (r) => r.currency },
    { key: 'counterparty_name', header: h.counterparty, type: 'text', width: 32 },
    { key: 'counterparty_iban', header: h.iban, type: 'text', width: 26 },
    { key: 'reimbursements', header: h.reimbursements, type: 'text', width: 16, value: (r) => (r.links ?? []).map((l) => l.number).join(', ') },
    { key: 'note', header: h.note, type: 'text', width: 32 },
    { key: 'comment', header: h.comment, type: 'text', width: 32 },
    { key: 'external_id', header: h.externalId, type: 'text', width: 26 },
    { key: 'id', header: h.id, type: 'text', width: 38 },
  ];
}
