import type { Language } from '@fleetwatt/shared';
import {
  CURRENCY_WORD,
  cellValue,
  columnCurrency,
  hasRowCurrency,
  minorUnitsToDecimal,
  toDate,
  toNumber,
  toUtcDay,
  wattHoursToKwh,
  type ExportColumn,
} from './columns.ts';

/*
 * CSV as we write it (RFC 4180): UTF-8 with a byte-order mark so that Excel reads umlauts right,
 * comma separators, CRLF line ends, fields quoted when they hold a comma, a quote or a line break.
 * Numbers use a dot and no grouping, dates are ISO 8601 in UTC: the file is meant for other
 * systems to import, and it reads the same whatever the language of the person who exported it.
 * People who want to open a list in a spreadsheet take XLSX, which has real numbers and dates.
 */

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ',';
export const CSV_NEWLINE = '\r\n';

// A spreadsheet treats text starting with these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that a spreadsheet could run as a formula gets a leading single quote. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field: neutralised, then quoted when needed. */
export function csvField(text: string): string {
  const safe = neutralizeFormula(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(fields: readonly string[]): string {
  return fields.map(csvField).join(CSV_SEPARATOR) + CSV_NEWLINE;
}

export function csvHeader<Row>(columns: readonly ExportColumn<Row>[], lang: Language): string {
  const names: string[] = [];
  for (const c of columns) {
    if (c.type === 'money' && typeof c.currency === 'string') names.push(`${c.header} (${c.currency})`);
    else names.push(c.header);
    if (hasRowCurrency(c)) names.push(`${c.header} (${CURRENCY_WORD[lang]})`);
  }
  return CSV_BOM + names.map(csvField).join(CSV_SEPARATOR) + CSV_NEWLINE;
}

export function csvRow<Row>(columns: readonly ExportColumn<Row>[], row: Row): string {
  const out: string[] = [];
  for (const c of columns) {
    out.push(csvText(c, row));
    if (hasRowCurrency(c)) out.push(csvField(columnCurrency(c, row) ?? ''));
  }
  return out.join(CSV_SEPARATOR) + CSV_NEWLINE;
}

function csvText<Row>(column: ExportColumn<Row>, row: Row): string {
  const value = cellValue(column, row);
  if (value === null || value === undefined) return '';
  switch (column.type) {
    case 'number': {
      const n = toNumber(value);
      return n === null ? csvField(String(value)) : String(n);
    }
    case 'money': {
      const n = toNumber(value);
      return n === null ? csvField(String(value)) : minorUnitsToDecimal(n);
    }
    case 'energy': {
      const n = toNumber(value);
      return n === null ? csvField(String(value)) : wattHoursToKwh(n);
    }
    case 'date': {
      const d = toUtcDay(value);
      return d ? d.toISOString().slice(0, 10) : csvField(String(value));
    }
    case 'datetime': {
      const d = toDate(value);
      return d ? `${d.toISOString().slice(0, 19)}Z` : csvField(String(value));
    }
    default:
      return csvField(textOf(value));
  }
}

export function textOf(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
