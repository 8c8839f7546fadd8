import { CHARGING_SESSION_COLUMNS, CHARGING_SESSION_WORDS, COMMON_WORDS, RECEIPT_WORDS, type Language } from '@fleetwatt/shared';
import type { ExportColumn } from '../../lib/export/index.ts';
import type { SessionExportRow } from './charging-sessions.repository.ts';
import { METER_SIGNATURE_FAILURE_WORDS } from './meter-signature-words.ts';

const SHEET_NAME: Record<Language, string> = { en: 'Charging sessions', de: 'Ladevorgänge' };

export const sessionsSheetName = (lang: Language) => SHEET_NAME[lang];

/** Every column of the entity, headed and worded in the language of the request. */
export function sessionExportColumns(lang: Language): ExportColumn<SessionExportRow>[] {
  const h = CHARGING_SESSION_COLUMNS[lang];
  const w = CHARGING_SESSION_WORDS[lang];
  const yesNo = COMMON_WORDS[lang].yesNo;
  // A stored code the list does not know shows as its number.
  const errorWord = (code: number) => (w.errorCode as Partial<Record<number, string>>)[code] ?? String(code);
  return [
    { key: 'company_name', header: h.company, type: 'text', width: 30 },
    { key: 'user_name', header: h.driver, type: 'text', width: 24 },
    { key: 'cable_hardware_id', header: h.cableHardwareId, type: 'text', width: 20 },
    { key: 'mobile_identifier_index', header: h.mobileIdentifierIndex, type: 'number' },
    { key: 'start_date', header: h.start, type: 'datetime' },
    // Minutes with two decimals, exact to the second.
    { key: 'duration', header: h.durationMinutes, type: 'number', value: (r) => Math.round((r.duration_seconds / 60) * 100) / 100 },
    { key: 'watt_hours', header: h.energyKwh, type: 'energy' },
    { key: 'meter_start_wh', header: h.meterStartKwh, type: 'energy' },
    { key: 'meter_end_wh', header: h.meterEndKwh, type: 'energy' },
    { key: 'energy_difference_wh', header: h.energyDifferenceKwh, type: 'energy' },
    { key: 'tariff_number', header: h.tariff, type: 'number' },
    { key: 'tariff_price', header: h.pricePerKwh, type: 'number', value: (r) => (r.tariff_price === null ? null : r.tariff_price / 10_000) },
    { key: 'price_basis', header: h.priceBasis, type: 'text', width: 24, value: (r) => (r.price_basis ? w.priceBasis[r.price_basis] : null) },
    { key: 'expense_minor', header: h.expense, type: 'money', currency: (r) => r.currency },
    { key: 'reimbursable', header: h.reimbursable, type: 'text', width: 12, value: (r) => (r.reimbursable ? yesNo.yes : yesNo.no) },
    { key: 'receipt_status', header: h.receiptStatus, type: 'text', width: 14, value: (r) => (r.receipt_status ? RECEIPT_WORDS[lang].status[r.receipt_status] : null) },
    { key: 'review_status', header: h.reviewStatus, type: 'text', width: 16, value: (r) => w.reviewStatus[r.review_status] },
    { key: 'review_type', header: h.reviewType, type: 'text', width: 16, value: (r) => (r.review_type ? w.reviewType[r.review_type] : null) },
    { key: 'review_tags', header: h.reviewTags, type: 'text', width: 30, value: (r) => r.review_tags.map((t) => w.reviewTag[t]).join(', ') },
    { key: 'error_code', header: h.error, type: 'text', width: 24, value: (r) => errorWord(r.error_code) },
    { key: 'source', header: h.source, type: 'text', width: 16, value: (r) => w.source[r.source] },
    { key: 'external_operator', header: h.operator, type: 'text', width: 20 },
    { key: 'external_reference', header: h.externalReference, type: 'text', width: 20 },
    {
      key: 'meter_signature_status',
      header: h.meterSignature,
      type: 'text',
      width: 24,
      value: (r) => (r.meter_signature_status ? w.meterSignatureStatus[r.meter_signature_status] : null),
    },
    {
      key: 'meter_signature_failure',
      header: h.meterSignatureFailure,
      type: 'text',
      width: 30,
      value: (r) => (r.meter_signature_failure ? METER_SIGNATURE_FAILURE_WORDS[lang][r.meter_signature_failure] : null),
    },
    { key: 'created_at', header: h.insertedAt, type: 'datetime' },
    { key: 'updated_at', header: h.updatedAt, type: 'datetime' },
    { key: 'id', header: h.id, type: 'text', width: 38 },
  ];
}
