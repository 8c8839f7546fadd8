import { COMMON_WORDS, CURRENCY_BY_COUNTRY, DRIVER_COLUMNS, DRIVER_WORDS, LICENSE_WORDS, TARIFF_WORDS, type Language } from '@fleetwatt/shared';
import type { ExportColumn } from '../../lib/export/index.ts';
import { completenessOf } from './users.completeness.ts';
import type { DriverListRow } from './users.repository.ts';

export const DRIVERS_SHEET_NAME: Record<Language, string> = { en: 'Drivers', de: 'Fahrer' };

/** The columns of the drivers export, headed in the language of the request; Payment+ for administrators only. */
export function driverExportColumns(lang: Language, options: { paymentPlus: boolean }): ExportColumn<DriverListRow>[] {
  const h = DRIVER_COLUMNS[lang];
  const { yes, no } = COMMON_WORDS[lang].yesNo;
  const columns: ExportColumn<DriverListRow>[] = [
    { key: 'company_name', header: h.company, type: 'text', width: 32 },
    { key: 'driver', header: h.driver, type: 'text', width: 28, value: (r) => `${r.first_name} ${r.last_name}`.trim() },
    { key: 'email', header: h.email, type: 'text', width: 32 },
    {
      key: 'license_status',
      header: h.subscription,
      type: 'text',
      width: 16,
      value: (r) => (r.license_status ? LICENSE_WORDS[lang].status[r.license_status] : null),
    },
    { key: 'license_end', header: h.subscriptionEnd, type: 'date' },
    { key: 'energy_wh', header: h.energyKwh, type: 'energy' },
    {
      key: 'expense_minor',
      header: h.expense,
      type: 'money',
      currency: (r) => (r.company_country ? CURRENCY_BY_COUNTRY[r.company_country] : null),
    },
    {
      key: 'tariff_status',
      header: h.tariffStatus,
      type: 'text',
      width: 14,
      value: (r) => (r.tariff_status ? TARIFF_WORDS[lang].status[r.tariff_status] : null),
    },
    { key: 'cable_hardware_id', header: h.cable, type: 'text', width: 20 },
  ];
  if (options.paymentPlus) {
    columns.push({ key: 'is_payment_plus', header: h.paymentPlus, type: 'text', width: 10, value: (r) => (r.is_payment_plus ? yes : no) });
  }
  columns.push(
    { key: 'complete', header: h.complete, type: 'text', width: 12, value: (r) => (completenessOf(r).complete ? yes : no) },
    {
      key: 'missing',
      header: h.missing,
      type: 'text',
      width: 36,
      value: (r) => completenessOf(r).missing.map((m) => DRIVER_WORDS[lang].missingField[m]).join(', '),
    },
    { key: 'id', header: h.id, type: 'text', width: 38 },
  );
  return columns;
}
