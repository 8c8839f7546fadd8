import type { Language } from '@fleetwatt/shared';
import type { ExportColumn } from '../../lib/export/index.ts';
import type { MonthCloseRow } from './receipts.repository.ts';

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
    .map((r) => ({ ...r, amount_minor: Number(r.session_expense_minor) + Number(r.base_fee_minor) }))
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
    { key: 'receipt_status', header: h.status, type: 'text', width: 12 },
  ];
}

/** Ledger accounts of the standard chart SKR03: vehicle running costs against wages payable. */
export const DATEV_DEFAULTS = { expenseAccount: '4530', payableAccount: '1740', consultant: 1001, client: 1 } as const;

const DATEV_COLUMNS = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
  'Postensperre',
  'Diverse Adressnummer',
  'Geschäftspartnerbank',
  'Sachverhalt',
  'Zinssperre',
  'Beleglink',
  ...Array.from({ length: 8 }, (_, i) => [`Beleginfo - Art ${i + 1}`, `Beleginfo - Inhalt ${i + 1}`]).flat(),
  'KOST1 - Kostenstelle',
  'KOST2 - Kostenstelle',
  'Kost-Menge',
] as const;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** A DATEV text field: quoted, inner quotes doubled, cut to its length, characters Windows-1252 lacks replaced. */
const text = (value: string | null | undefined, max: number) =>
  `"${(value ?? '').replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?').slice(0, max).replace(/"/g, '""')}"`;
const amount = (minor: number) => `${Math.floor(minor / 100)},${pad(minor % 100)}`;

/**
 * The DATEV file: the EXTF header line, the column names, one booking per driver (amount debit to
 * the expense account against wages payable, dated the month's last day, cost center in KOST1),
 * semicolon-separated, CRLF, Windows-1252 as DATEV reads it.
 */
export function datevBuchungsstapel(input: {
  lines: MonthCloseLine[];
  year: number;
  month: number;
  currency: string;
  companyName: string;
  createdAt: Date;
}): Buffer {
  const { year, month, createdAt } = input;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const stamp =
    `${createdAt.getUTCFullYear()}${pad(createdAt.getUTCMonth() + 1)}${pad(createdAt.getUTCDate())}` +
    `${pad(createdAt.getUTCHours())}${pad(createdAt.getUTCMinutes())}${pad(createdAt.getUTCSeconds())}${pad(createdAt.getUTCMilliseconds(), 3)}`;
  const header = [
    '"EXTF"',
    '700',
    '21',
    '"Buchungsstapel"',
    '13',
    stamp,
    '',
    '"RE"',
    '"Fleetwatt"',
    '""',
    String(DATEV_DEFAULTS.consultant),
    String(DATEV_DEFAULTS.client),
    `${year}0101`,
    '4',
    `${year}${pad(month)}01`,
    `${year}${pad(month)}${pad(lastDay)}`,
    text(`Ladestrom ${pad(month)}/${year} ${input.companyName}`, 30),
    '""',
    '1',
    '0',
    '0',
    text(input.currency, 3),
    '',
    '""',
    '',
    '',
    '"03"',
    '',
    '',
    '""',
    '""',
  ].join(';');
  const columns = DATEV_COLUMNS.map((c) => text(c, 60)).join(';');
  const rows = input.lines.map((line) => {
    const fields: string[] = new Array(DATEV_COLUMNS.length).fill('');
    fields[0] = amount(line.amount_minor);
    fields[1] = '"S"';
    fields[2] = text(input.currency, 3);
    fields[6] = DATEV_DEFAULTS.expenseAccount;
    fields[7] = DATEV_DEFAULTS.payableAccount;
    fields[9] = `${pad(lastDay)}${pad(month)}`;
    fields[10] = text(line.receipt_number !== null ? `BELEG ${line.receipt_number}` : `LADESTROM ${year}${pad(month)}`, 36);
    fields[11] = text(line.employee_id, 12);
    fields[13] = text(`Ladestrom ${line.first_name} ${line.last_name}`.trim(), 60);
    fields[36] = text(line.cost_center, 36);
    return fields.join(';');
  });
  return Buffer.from([header, columns, ...rows].join('\r\n') + '\r\n', 'latin1');
}
