import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
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

// Characters XML 1.0 cannot carry; one of them in a string would make the whole file unreadable.
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Strings stay strings: exceljs writes them as text cells, which a spreadsheet never evaluates. */
function text(value: string): string {
  return value.replace(XML_INVALID, '');
}

type CellOut = { value: ExcelJS.CellValue; numFmt?: string };

function xlsxCell<Row>(column: ExportColumn<Row>, row: Row, lang: Language): CellOut {
  const value = cellValue(column, row);
  if (value === null || value === undefined) return { value: null };
  switch (column.type) {
    case 'number': {
      const n = toNumber(value);
      return n === null ? { value: text(String(value)) } : { value: n };
    }
    case 'money': {
      const n = toNumber(value);
      if (n === null) return { value: text(String(value)) };
      // Cents divided once for display; the cell keeps two decimals through its format.
      return { value: Math.round(n) / 100, numFmt: excelFormat('money', lang, columnCurrency(column, row)) };
    }
    case 'energy': {
      const n = toNumber(value);
      return n === null ? { value: text(String(value)) } : { value: Math.round(n) / 1000, numFmt: excelFormat('energy', lang) };
    }
    case 'date': {
      const d = toUtcDay(value);
      return d ? { value: d, numFmt: excelFormat('date', lang) } : { value: text(String(value)) };
    }
    case 'datetime': {
      const d = toDate(value);
      return d ? { value: d, numFmt: excelFormat('datetime', lang) } : { value: text(String(value)) };
    }
    default:
      return { value: text(textOf(value)) };
  }
}

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\ . */
export function sheetNameOf(name: string): string {
  const clean = name.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31);
  return clean || 'Export';
}

/**
 * A streaming workbook with one sheet: a bold, frozen header row, then one committed row per
 * record, so rows leave memory as they are written.
 */
export function openXlsx<Row>(out: Writable, columns: readonly ExportColumn<Row>[], sheetName: string, lang: Language) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Fleetwatt';
  const sheet = workbook.addWorksheet(sheetNameOf(sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ key: c.key, width: c.width ?? DEFAULT_WIDTHS[c.type] }));
  const header = sheet.addRow(columns.map((c) => text(c.header)));
  header.font = { bold: true };
  header.commit();
  return {
    addRow(row: Row) {
      const r = sheet.addRow([]);
      columns.forEach((column, i) => {
        const { value, numFmt } = xlsxCell(column, row, lang);
        if (value === null) return;
        const cell = r.getCell(i + 1);
        cell.value = value;
        if (numFmt) cell.numFmt = numFmt;
      });
      r.commit();
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
