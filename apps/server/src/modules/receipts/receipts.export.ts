import { COMMON_WORDS, RECEIPT_COLUMNS, RECEIPT_WORDS, type Language } from '@fleetwatt/shared';
import type { ExportColumn } from '../../lib/export/index.ts';
import type { ReceiptRow } from './receipt-list.repository.ts';

export const RECEIPTS_SHEET_NAME: Record<Language, string> = { en: 'Receipts', de: 'Belege' };

/** The columns of the receipts export, headed in the language of the request. */
export function receiptExportColumns(lang: Language): ExportColumn<ReceiptRow>[] {
  const h = RECEIPT_COLUMNS[lang];
  const { yes, no } = COMMON_WORDS[lang].yesNo;
  return [
    { key: 'number', header: h.numberInFull, type: 'number', width: 10 },
    { key: 'company_name', header: h.company, type: 'text', width: 30 },
    { key: 'driver_name', header: h.driver, type: 'text', width: 26 },
    { key: 'period', header: h.period, type: 'text', width: 10, value: (r) => `${r.period_year}-${String(r.period_month).padStart(2, '0')}` },
    { key: 'created_at', header: h.createdAt, type: 'datetime' },
    { key: 'status', header: h.status, type: 'text', width: 12, value: (r) => RECEIPT_WORDS[lang].status[r.status] },
    { key: 'sent', header: h.sent, type: 'text', width: 10, value: (r) => (r.sent ? yes : no) },
    { key: 'sent_at', header: h.sentAt, type: 'datetime' },
    { key: 'session_count', header: h.sessions, type: 'number', width: 10 },
    { key: 'energy_wh', header: h.energyKwh, type: 'energy' },
    { key: 'base_fee_minor', header: h.baseFee, type: 'money', currency: (r) => r.currency },
    { key: 'expense_minor', header: h.expense, type: 'money', currency: (r) => r.currency },
    { key: 'payment_iban', header: h.paymentAccountInFull, type: 'text', width: 30 },
    {
      key: 'reimbursement_status',
      header: h.reimbursement,
      type: 'text',
      width: 20,
      value: (r) => (r.reimbursement_status ? RECEIPT_WORDS[lang].reimbursement[r.reimbursement_status] : null),
    },
    { key: 'corrects_number', header: h.corrects, type: 'number', width: 10 },
    { key: 'superseded_by_number', header: h.supersededBy, type: 'number', width: 10 },
    { key: 'id', header: h.id, type: 'text', width: 38 },
  ];
}
