import { DRIVER_COLUMNS, CURRENCY_BY_COUNTRY, type DriverMissingField, type Language, type LicenseStatus, type TariffStatus } from '@fleetwatt/shared';
import type { ExportColumn } from '../../lib/export/index.ts';
import { completenessOf } from './users.completeness.ts';
import type { DriverListRow } from './users.repository.ts';

const YES_NO: Record<Language, [string, string]> = { en: ['Yes', 'No'], de: ['Ja', 'Nein'] };

const LICENSE_STATUS: Record<Language, Record<LicenseStatus, string>> = {
  en: { ACTIVE: 'Active', EXPIRING_SOON: 'Expiring soon', EXPIRED: 'Expired', CANCELLED: 'Cancelled' },
  de: { ACTIVE: 'Aktiv', EXPIRING_SOON: 'Läuft bald ab', EXPIRED: 'Abgelaufen', CANCELLED: 'Gekündigt' },
};

const TARIFF_STATUS: Record<Language, Record<TariffStatus, string>> = {
  en: { PENDING: 'Pending', VALID: 'Valid', INVALID: 'Invalid' },
  de: { PENDING: 'In Prüfung', VALID: 'Gültig', INVALID: 'Ungültig' },
};

const MISSING: Record<Language, Record<DriverMissingField, string>> = {
  en: {
    IBAN: 'IBAN',
    TARIFF: 'Tariff',
    ADDRESS: 'Address',
    CABLE: 'Cable',
    CAR_PLATE: 'Car plate',
    COMPANY_NAME: 'Company name',
    COST_CENTER: 'Cost center',
    EMPLOYEE_ID: 'Employee ID',
  },
  de: {
    IBAN: 'IBAN',
    TARIFF: 'Tarif',
    ADDRESS: 'Adresse',
    CABLE: 'Kabel',
    CAR_PLATE: 'Kennzeichen',
    COMPANY_NAME: 'Name des Unternehmens',
    COST_CENTER: 'Kostenstelle',
    EMPLOYEE_ID: 'Personalnummer',
  },
};

export const DRIVERS_SHEET_NAME: Record<Language, string> = { en: 'Drivers', de: 'Fahrer' };

/** The columns of the drivers export, headed in the language of the request; Payment+ for administrators only. */
export function driverExportColumns(lang: Language, options: { paymentPlus: boolean }): ExportColumn<DriverListRow>[] {
  const h = DRIVER_COLUMNS[lang];
  const [yes, no] = YES_NO[lang];
  const columns: ExportColumn<DriverListRow>[] = [
    { key: 'company_name', header: h.company, type: 'text', width: 32 },
    { key: 'driver', header: h.driver, type: 'text', width: 28, value: (r) => `${r.first_name} ${r.last_name}`.trim() },
    { key: 'email', header: h.email, type: 'text', width: 32 },
    {
      key: 'license_status',
      header: h.subscription,
      type: 'text',
      width: 16,
      value: (r) => (r.license_status ? LICENSE_STATUS[lang][r.license_status] : null),
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
      value: (r) => (r.tariff_status ? TARIFF_STATUS[lang][r.tariff_status] : null),
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
      value: (r) => completenessOf(r).missing.map((m) => MISSING[lang][m]).join(', '),
    },
    { key: 'id', header: h.id, type: 'text', width: 38 },
  );
  return columns;
}
