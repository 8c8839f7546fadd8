import { utcDay, type Language } from '@fleetwatt/shared';
import {
  CURRENCY_WORD,
  columnCurrency,
  hasRowCurrency,
  minorUnitsToDecimal,
  toNumber,
  toUtcDay,
  utcSecond,
  wattHoursToKwh,
  type ExportColumn,
  type ExportColumnType,
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
// A spreadsheet that splits on another separator than ours (Excel with the `;` list separator of
// Germany, Austria and Switzerland, a tab-separated import) or ignores quotes starts a new cell after
// a comma, semicolon, tab or line break inside the value: a formula character there (after any
// spaces) is neutralised too.
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n] *)([=+\-@])/g;
// Quoted whenever any dialect's separator or a line break is inside, so readers that honour quotes
// keep the value in one cell whatever separator they split on.
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * Text that a spreadsheet could run as a formula, in any dialect: a single quote before a formula
 * character at the start and after every separator inside the value.
 */
export function neutralizeFormula(text: string): string {
  const inner = text.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

/**
 * One field: neutralised, then quoted when needed. Most fields hold no quote, separator or line
 * break: then no formula can follow a separator and nothing needs quotes, and only the start is
 * checked (an export of 100,000 sessions writes 1.5 million text fields).
 */
export function csvField(text: string): string {
  if (!NEEDS_QUOTES.test(text)) return FORMULA_START.test(text) ? `'${text}` : text;
  return `"${neutralizeFormula(text).replace(/"/g, '""')}"`;
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

/** One field of a row, already CSV (neutralised and quoted where needed). */
type CsvCell<Row> = (row: Row) => string;

/**
 * The formatter of an export's rows: each column's conversion is chosen once, not per cell, so a
 * file of 100,000 rows does not switch over 2.5 million cells' types.
 */
export function csvRowFormatter<Row>(columns: readonly ExportColumn<Row>[]): (row: Row) => string {
  const cells: CsvCell<Row>[] = [];
  for (const c of columns) {
    cells.push(csvCell(c));
    if (hasRowCurrency(c)) cells.push((row) => csvField(columnCurrency(c, row) ?? ''));
  }
  return (row) => {
    let line = '';
    for (let i = 0; i < cells.length; i++) line += i ? CSV_SEPARATOR + cells[i]!(row) : cells[0]!(row);
    return line + CSV_NEWLINE;
  };
}

/** A number column's text, or the value as text when it is not a number. */
const numeric = (format: (n: number) => string) => (value: unknown) => {
  const n = toNumber(value);
  return n === null ? csvField(String(value)) : format(n);
};

const FORMATS: Record<ExportColumnType, (value: unknown) => string> = {
  number: numeric(String),
  money: numeric(minorUnitsToDecimal),
  energy: numeric(wattHoursToKwh),
  date: (value) => {
    const d = toUtcDay(value);
    return d ? utcDay(d) : csvField(String(value));
  },
  datetime: (value) => utcSecond(value) ?? csvField(String(value)),
  text: (value) => csvField(textOf(value)),
};

function csvCell<Row>(column: ExportColumn<Row>): CsvCell<Row> {
  const format = FORMATS[column.type];
  const { key, value: read } = column;
  return read
    ? (row) => {
        const value = read(row);
        return value === null || value === undefined ? '' : format(value);
      }
    : (row) => {
        const value = (row as Record<string, unknown>)[key];
        return value === null || value === undefined ? '' : format(value);
      };
}

export function textOf(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
