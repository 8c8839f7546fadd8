import { PAYMENT_TRANSACTION_COLUMNS, PAYMENT_TRANSACTION_WORDS, type Language } from '@fleetwatt/shared';
import type { ExportColumn } from '../../lib/export/index.ts';
import type { PaymentTransactionRow } from './payment-transactions.repository.ts';

export const PAYMENT_TRANSACTIONS_SHEET_NAME: Record<Language, string> = { en: 'Payment transactions', de: 'Zahlungstransaktionen' };

/** The columns of the payment transactions export, headed in the language of the request. */
export function paymentTransactionExportColumns(lang: Language): ExportColumn<PaymentTransactionRow>[] {
  const h = PAYMENT_TRANSACTION_COLUMNS[lang];
  const w = PAYMENT_TRANSACTION_WORDS[lang];
  return [
    { key: 'booked_at', header: h.date, type: 'datetime' },
    { key: 'company_name', header: h.company, type: 'text', width: 32 },
    { key: 'source', header: h.source, type: 'text', width: 14, value: (r) => w.source[r.source] ?? r.source },
    { key: 'method', header: h.method, type: 'text', width: 16, value: (r) => w.method[r.method] ?? r.method },
    { key: 'status', header: h.status, type: 'text', width: 30, value: (r) => w.status[r.status] ?? r.status },
    { key: 'side', header: h.side, type: 'text', width: 10, value: (r) => w.side[r.side] ?? r.side },
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
