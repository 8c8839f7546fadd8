import { issuedBaseFee, receiptTotals, RECEIPT_WORDS, type DatevChart, type Language } from '@fleetwatt/shared';
import { buchungsstapel, datevAmount, datevText, type DatevBooking } from '../../lib/datev/index.ts';
import type { ExportColumn } from '../../lib/export/index.ts';
import { receiptReference } from './receipt-reference.ts';
import type { MonthCloseRow } from './month-close.repository.ts';

/*
 * The month close for payroll: every driver's reimbursable energy and amount of one company and
 * month with the cost center, as a CSV (through the exporter) or as a DATEV "Buchungsstapel"
 * (EXTF format version 700, category 21), which German accounting imports.
 */

export interface MonthCloseLine extends MonthCloseRow {
  amount_minor: number;
}

const HEADERS = {
  en: {
    driver: 'Driver',
    employeeId: 'Employee ID',
    costCenter: 'Cost center',
    energy: 'Reimbursable energy (kWh)',
    amount: 'Amount',
    receipt: 'Receipt',
    status: 'Receipt status',
  },
  de: {
    driver: 'Fahrer',
    employeeId: 'Personalnummer',
    costCenter: 'Kostenstelle',
    energy: 'Erstattungsfähige Energie (kWh)',
    amount: 'Betrag',
    receipt: 'Beleg',
    status: 'Belegstatus',
  },
} as const;

export function monthCloseLines(rows: MonthCloseRow[]): MonthCloseLine[] {
  return rows
    .map((r) => ({
      ...r,
      amount_minor: receiptTotals(
        { count: Number(r.session_count), energyWh: Number(r.energy_wh), expenseMinor: Number(r.session_expense_minor) },
        issuedBaseFee(Number(r.base_fee_minor)),
      ).totalMinor,
    }))
    .filter((r) => r.amount_minor > 0 || Number(r.energy_wh) > 0);
}

export function monthCloseColumns(lang: Language, currency: string): ExportColumn<MonthCloseLine>[] {
  const h = HEADERS[lang];
  return [
    { key: 'driver', header: h.driver, type: 'text', value: (r) => `${r.first_name} ${r.last_name}`.trim() },
    { key: 'employee_id', header: h.employeeId, type: 'text', width: 16 },
    { key: 'cost_center', header: h.costCenter, type: 'text', width: 16 },
    { key: 'energy_wh', header: h.energy, type: 'energy' },
    { key: 'amount_minor', header: h.amount, type: 'money', currency },
    { key: 'receipt_number', header: h.receipt, type: 'number', width: 10 },
    { key: 'receipt_status', header: h.status, type: 'text', width: 12, value: (r) => (r.receipt_status ? RECEIPT_WORDS[lang].status[r.receipt_status] : null) },
  ];
}

/** What a DATEV file needs of the company; the month close refuses it without the numbers. */
export interface DatevCompanySettings {
  consultantNumber: number;
  clientNumber: number;
  chart: DatevChart;
  accountLength: number;
  expenseAccount: string;
  payableAccount: string;
}

/**
 * The cost center's code for KOST1: its first word when that is 1 to 36 letters and digits
 * ("300 Vertrieb Ost" -> "300"), else none. The whole name travels in a Beleginfo field.
 */
export function costCenterCode(costCenter: string | null | undefined): string {
  const first = (costCenter ?? '').trim().split(/[\s\-–—:;,/]+/)[0] ?? '';
  return /^[A-Za-z0-9]{1,36}$/.test(first) ? first : '';
}

const datevDecimal = (wh: number) => {
  const whole = Math.floor(wh / 1000);
  return `${whole},${String(wh % 1000).padStart(3, '0')}`;
};

/**
 * The DATEV Buchungsstapel of the month close: one booking per driver with an amount, debiting the
 * expense account and crediting wages payable, dated the month's last day, the receipt's document
 * reference in Belegfeld 1 (unique in the file), the employee ID in Belegfeld 2, the cost center's
 * code in KOST1, and driver, employee ID, cost center and energy as Beleginfo.
 */
export function datevBuchungsstapel(input: {
  lines: MonthCloseLine[];
  year: number;
  month: number;
  currency: string;
  companyName: string;
  settings: DatevCompanySettings;
  createdAt: Date;
}): Buffer {
  const { year, month, settings } = input;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  const dd = String(lastDay).padStart(2, '0');
  const used = new Set<string>();
  const unique = (candidates: string[]) => {
    const reference = candidates.find((c) => !used.has(c)) ?? candidates.at(-1)!;
    used.add(reference);
    return reference;
  };
  const bookings: DatevBooking[] = input.lines
    .filter((line) => line.amount_minor > 0)
    .map((line) => {
      const name = `${line.first_name} ${line.last_name}`.trim();
      const reference = line.receipt_id
        ? unique([8, 20].map((n) => receiptReference({ id: line.receipt_id!, number: line.receipt_number!, periodYear: year, periodMonth: month }, n)))
        : unique([8, 20].map((n) => `${year}${mm}-D${line.user_id.replace(/-/g, '').toUpperCase().slice(-n)}`));
      const info: [string, string | null][] = [
        ['Fahrer', name],
        ['Personalnummer', line.employee_id],
        ['Kostenstelle', line.cost_center],
        ['Energie (kWh)', datevDecimal(Number(line.energy_wh))],
      ];
      const booking: DatevBooking = {
        'Umsatz (ohne Soll/Haben-Kz)': datevAmount(line.amount_minor),
        'Soll/Haben-Kennzeichen': 'S',
        'WKZ Umsatz': datevText(input.currency, 3),
        Konto: settings.expenseAccount,
        'Gegenkonto (ohne BU-Schlüssel)': settings.payableAccount,
        Belegdatum: `${dd}${mm}`,
        'Belegfeld 1': reference,
        'Belegfeld 2': datevText(line.employee_id, 12),
        Buchungstext: datevText(`Ladestrom ${mm}/${year} ${name}`, 60),
        'KOST1 - Kostenstelle': costCenterCode(line.cost_center),
        'Buchungs GUID': line.receipt_id ?? '',
        Festschreibung: '0',
        Leistungsdatum: `${dd}${mm}${year}`,
      };
      info
        .filter(([, value]) => value)
        .forEach(([art, value], i) => {
          booking[`Beleginfo - Art ${i + 1}`] = art;
          booking[`Beleginfo - Inhalt ${i + 1}`] = datevText(value, 210);
        });
      return booking;
    });
  return buchungsstapel(
    {
      createdAt: input.createdAt,
      consultantNumber: settings.consultantNumber,
      clientNumber: settings.clientNumber,
      fiscalYearStart: { year, month: 1, day: 1 },
      accountLength: settings.accountLength,
      from: { year, month, day: 1 },
      to: { year, month, day: lastDay },
      label: `Ladestrom ${mm}/${year} ${input.companyName}`,
      currency: input.currency,
      chart: settings.chart,
    },
    bookings,
  );
}
