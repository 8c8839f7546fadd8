import type { Language } from '@fleetwatt/shared';

/** How a column's values are stored and shown in an exported file. */
export type ExportColumnType = 'text' | 'number' | 'money' | 'energy' | 'date' | 'datetime';

/**
 * One column of an export. Values are read from the row by `key` unless `value` says otherwise.
 * - money: integer minor units (cents) with the currency, fixed or per row;
 * - energy: integer watt-hours, written as kWh with 3 decimals;
 * - date: a Date or 'YYYY-MM-DD' (the UTC calendar day); datetime: a Date, an ISO string or
 *   PostgreSQL's text of a timestamp.
 */
export interface ExportColumn<Row> {
  key: string;
  /** Already in the language of the request. */
  header: string;
  type: ExportColumnType;
  currency?: string | ((row: Row) => string | null | undefined);
  value?: (row: Row) => unknown;
  /** Column width in characters for XLSX; a default follows from the type. */
  width?: number;
}

export function cellValue<Row>(column: ExportColumn<Row>, row: Row): unknown {
  return column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];
}

export function columnCurrency<Row>(column: ExportColumn<Row>, row: Row): string | null {
  const c = column.currency;
  return (typeof c === 'function' ? c(row) : c) ?? null;
}

/** A money column whose currency differs from row to row gets a currency column beside it in CSV. */
export function hasRowCurrency<Row>(column: ExportColumn<Row>): boolean {
  return column.type === 'money' && typeof column.currency === 'function';
}

/** Integer minor units as a decimal string with two places, without floating-point rounding. */
export function minorUnitsToDecimal(minor: number): string {
  return fixedPoint(minor, 2);
}

/** Integer watt-hours as kWh with three places. */
export function wattHoursToKwh(wh: number): string {
  return fixedPoint(wh, 3);
}

function fixedPoint(value: number, places: number): string {
  const scale = 10 ** places;
  const n = Math.round(value);
  const abs = Math.abs(n);
  const whole = Math.floor(abs / scale);
  const frac = String(abs % scale).padStart(places, '0');
  return `${n < 0 ? '-' : ''}${whole}.${frac}`;
}

/** A number from a value that may arrive as a string (numeric, bigint columns); null when it is none. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A Date for a date or datetime value; a bare day is that day at midnight UTC. */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string' && value) {
    const day = DAY.exec(value);
    const d = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : new Date(value);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return null;
}

// PostgreSQL's text of a timestamp in UTC: 2026-11-21 14:05:09, maybe a fraction, then +00.
const PG_UTC_TEXT = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?\+00$/;

/** A datetime value as ISO 8601 to the second in UTC (2026-11-21T14:05:09Z); null when it is none. */
export function utcSecond(value: unknown): string | null {
  if (typeof value === 'string' && PG_UTC_TEXT.test(value)) return `${value.slice(0, 10)}T${value.slice(11, 19)}Z`;
  const d = toDate(value);
  return d ? `${d.toISOString().slice(0, 19)}Z` : null;
}

/** The UTC calendar day of a date value, for date columns. */
export function toUtcDay(value: unknown): Date | null {
  const d = toDate(value);
  return d ? new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())) : null;
}

/** Excel number formats; dates follow the reader's language, money carries its ISO currency code. */
export function excelFormat(type: ExportColumnType, lang: Language, currency?: string | null): string | undefined {
  switch (type) {
    case 'money':
      return currency ? `#,##0.00 "${currency.replace(/"/g, '')}"` : '#,##0.00';
    case 'energy':
      return '#,##0.000';
    case 'date':
      return lang === 'de' ? 'dd.mm.yyyy' : 'mm/dd/yyyy';
    case 'datetime':
      return lang === 'de' ? 'dd.mm.yyyy hh:mm' : 'mm/dd/yyyy hh:mm';
    default:
      return undefined;
  }
}

export const DEFAULT_WIDTHS: Record<ExportColumnType, number> = {
  text: 28,
  number: 12,
  money: 16,
  energy: 14,
  date: 12,
  datetime: 18,
};

export const CURRENCY_WORD: Record<Language, string> = { en: 'currency', de: 'Währung' };
