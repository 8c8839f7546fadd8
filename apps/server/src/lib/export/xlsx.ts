import { PassThrough, type Writable } from 'node:stream';
import type { Language } from '@fleetwatt/shared';
import {
  DEFAULT_WIDTHS,
  cellValue,
  columnCurrency,
  excelFormat,
  toDate,
  toNumber,
  toUtcDay,
  type ExportColumn,
} from './columns.ts';
import { textOf } from './csv.ts';
import { abortArchive, pipeArchive, zipArchive } from './output.ts';
import { SHEET_END, STYLES_PATH, fixedParts, sheetPath, sheetStart, workbookParts } from './xlsx-parts.ts';
import { CellStyles } from './xlsx-styles.ts';
import { cellText, columnName, excelSerial, keepsSpace } from './xlsx-xml.ts';

// Sheet XML collected before one write into the archive: few, large writes cost less than many.
const SHEET_CHUNK = 64 * 1024;
// XML the sheet may hold ahead of the compressor before the writer has to wait: enough that
// building rows and compressing them overlap, little enough to keep memory flat.
const SHEET_BACKLOG = 1024 * 1024;
// Deflate level: for sheet XML, 3 takes about a quarter less CPU than the usual 6 for a file about
// a tenth larger.
const ZLIB_LEVEL = 3;

/** Strings are always inline text cells, which a spreadsheet shows as they are and never evaluates. */
function textCell(ref: string, text: string, style = 0): string {
  const xml = cellText(text);
  if (!xml) return '';
  const s = style ? ` s="${style}"` : '';
  const space = keepsSpace(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${s} t="inlineStr"><is><t${space}>${xml}</t></is></c>`;
}

function numberCell(ref: string, value: number, style = 0): string {
  return style ? `<c r="${ref}" s="${style}"><v>${value}</v></c>` : `<c r="${ref}"><v>${value}</v></c>`;
}

function cellXml<Row>(column: ExportColumn<Row>, row: Row, lang: Language, ref: string, styles: CellStyles): string {
  const value = cellValue(column, row);
  if (value === null || value === undefined) return '';
  switch (column.type) {
    case 'number': {
      const n = toNumber(value);
      return n === null ? textCell(ref, textOf(value)) : numberCell(ref, n);
    }
    case 'money': {
      const n = toNumber(value);
      if (n === null) return textCell(ref, textOf(value));
      // Cents divided once for display; the cell keeps two decimals through its format.
      return numberCell(ref, Math.round(n) / 100, styles.of(excelFormat('money', lang, columnCurrency(column, row)) ?? ''));
    }
    case 'energy': {
      const n = toNumber(value);
      return n === null ? textCell(ref, textOf(value)) : numberCell(ref, Math.round(n) / 1000, styles.of(excelFormat('energy', lang) ?? ''));
    }
    case 'date':
    case 'datetime': {
      const d = column.type === 'date' ? toUtcDay(value) : toDate(value);
      const serial = d && excelSerial(d);
      return serial === null ? textCell(ref, textOf(value)) : numberCell(ref, serial, styles.of(excelFormat(column.type, lang) ?? ''));
    }
    default:
      return textCell(ref, textOf(value));
  }
}

/**
 * A sheet name Excel accepts: at most 31 characters, none of []:*?/\ or control characters, not
 * starting or ending with an apostrophe.
 */
export function sheetNameOf(name: string): string {
  const clean = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '');
  // 31 UTF-16 units, without leaving half of a character behind.
  const cut = clean.length > 31 && /[\uD800-\uDBFF]/.test(clean.charAt(30)) ? 30 : 31;
  return clean.slice(0, cut).trim() || 'Export';
}

/** Rows a sheet holds in Excel, LibreOffice and the format (ECMA-376 limits), the header row included. */
export const SHEET_ROW_LIMIT = 1_048_576;

/** The name of the n-th sheet of a split export: "Sessions", "Sessions (2)", … within Excel's 31 characters. */
export function nthSheetName(base: string, n: number): string {
  if (n === 1) return base;
  const suffix = ` (${n})`;
  return `${base.slice(0, 31 - suffix.length).trim()}${suffix}`;
}

export interface XlsxWriter<Row> {
  /**
   * The streams between the rows and `out` (the current sheet's XML, the archive). Their buffers
   * fill when compression or `out` falls behind, and they fail or close when the archive does: pace
   * on them as on `out`. The current sheet changes when the rows continue on another sheet.
   */
  readonly streams: readonly Writable[];
  /** How many sheets the rows have filled so far. */
  readonly sheets: number;
  /**
   * Returns true when the row completed a chunk that went into the archive: a moment to pace, so
   * that compression (which needs turns of the event loop) keeps up with the rows.
   */
  addRow(row: Row): boolean;
  /** Writes the rest of the file and resolves once `out` has taken all of it and ended. */
  finish(): Promise<void>;
  /** Stops without ending `out`, so a failed export never looks like a complete file. */
  abort(): void;
}

/**
 * A workbook written row by row into `out` as the rows arrive: each sheet with a bold, frozen
 * header row, then one row per record. A sheet holds 1,048,576 rows (header included); the rows
 * after that continue on a second sheet "<name> (2)" with the same header, and so on, so an export
 * of any size opens whole in a spreadsheet. Nothing but the current chunk of XML and the buffers of
 * the streams between here and `out` stays in memory.
 */
export function openXlsx<Row>(
  out: Writable,
  columns: readonly ExportColumn<Row>[],
  sheetName: string,
  lang: Language,
  options: { rowsPerSheet?: number } = {},
): XlsxWriter<Row> {
  const rowsPerSheet = options.rowsPerSheet ?? SHEET_ROW_LIMIT;
  if (rowsPerSheet < 2) throw new RangeError('a sheet holds its header and at least one row');
  const zip = zipArchive(ZLIB_LEVEL);
  const done = pipeArchive(zip, out);
  for (const [name, content] of fixedParts(new Date())) zip.append(content, { name });

  const styles = new CellStyles();
  const letters = columns.map((_, i) => columnName(i));
  const header = columns.map((c, i) => textCell(`${letters[i]}1`, c.header, CellStyles.HEADER)).join('');
  const widths = columns.map((c) => c.width ?? DEFAULT_WIDTHS[c.type]);
  const base = sheetNameOf(sheetName);
  const names: string[] = [];
  let sheet!: PassThrough;
  let xml = '';
  let rowNumber = 0;

  const openSheet = () => {
    names.push(nthSheetName(base, names.length + 1));
    sheet = new PassThrough({ writableHighWaterMark: SHEET_BACKLOG });
    zip.append(sheet, { name: sheetPath(names.length) });
    xml = sheetStart(widths, header, names.length === 1);
    rowNumber = 1;
  };
  openSheet();

  return {
    get streams() {
      return [sheet, zip];
    },
    get sheets() {
      return names.length;
    },
    addRow(row: Row) {
      let wrote = false;
      if (rowNumber === rowsPerSheet) {
        sheet.end(xml + SHEET_END);
        openSheet();
        wrote = true;
      }
      rowNumber++;
      xml += `<row r="${rowNumber}">`;
      for (let i = 0; i < columns.length; i++) xml += cellXml(columns[i]!, row, lang, `${letters[i]}${rowNumber}`, styles);
      xml += '</row>';
      if (xml.length < SHEET_CHUNK) return wrote;
      sheet.write(xml);
      xml = '';
      return true;
    },
    async finish() {
      sheet.end(xml + SHEET_END);
      xml = '';
      // The number formats and the sheets are known only once every row is written; readers find parts by name.
      zip.append(styles.xml(), { name: STYLES_PATH });
      for (const [name, content] of workbookParts(names)) zip.append(content, { name });
      await Promise.all([zip.finalize(), done]);
    },
    abort() {
      abortArchive(zip, out);
      sheet.destroy();
    },
  };
}
