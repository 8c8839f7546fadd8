import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { ExportColumn } from './columns.ts';
import { writeExport } from './exporter.ts';
import { collect, fromArray } from './test-helpers.ts';
import { CELL_TEXT_MAX } from './xlsx-xml.ts';
import { SHEET_ROW_LIMIT, nthSheetName } from './xlsx.ts';

type Row = {
  note: string | null;
  count: number | string | null;
  amount: number | null;
  currency: string;
  energy: number | null;
  day: string | null;
  at: Date | string | null;
};

const columns: ExportColumn<Row>[] = [
  { key: 'note', header: 'Note <&> "quoted"', type: 'text', width: 40 },
  { key: 'count', header: 'Count', type: 'number' },
  { key: 'amount', header: 'Amount', type: 'money', currency: (r) => r.currency },
  { key: 'energy', header: 'Energy', type: 'energy' },
  { key: 'day', header: 'Day', type: 'date' },
  { key: 'at', header: 'At', type: 'datetime' },
];

const LONG = 'Ladekabel '.repeat(4_000); // 40,000 characters, more than a cell holds

// Text as people and other systems really send it; each entry is [written, read back].
const ODD_TEXTS: [string, string | null][] = [
  ['<b>Müller & Söhne</b> "GmbH" \'Ltd\'', '<b>Müller & Söhne</b> "GmbH" \'Ltd\''],
  ['a ]]> b &amp; c &#65; d', 'a ]]> b &amp; c &#65; d'],
  ['bell\u0007, nul\u0000, esc\u001b, vt\u000b, ff\u000c, \ufffe\uffff end', 'bell, nul, esc, vt, ff,  end'],
  ['tab\there, line\nbreak, windows\r\nbreak, lone\rreturn', 'tab\there, line\nbreak, windows\r\nbreak, lone\rreturn'],
  ['  spaces around  ', '  spaces around  '],
  ['⚡ Ladung 🚗🔌 👩‍👩‍👧 Zürich', '⚡ Ladung 🚗🔌 👩‍👩‍👧 Zürich'],
  ['=SUM(A1:A9)', '=SUM(A1:A9)'],
  ['@import', '@import'],
  ['', null],
  ['\u0001\u0002', null],
  [LONG, LONG.slice(0, CELL_TEXT_MAX)],
  // The emoji would straddle the limit: it goes whole, never half.
  [`${'x'.repeat(CELL_TEXT_MAX - 1)}🚗`, 'x'.repeat(CELL_TEXT_MAX - 1)],
];

const CURRENCIES = ['EUR', 'CHF', 'USD', 'GBP'];
const COUNT = 3_000;

function rowAt(i: number): Row {
  return {
    note: i % 17 === 0 ? null : ODD_TEXTS[i % ODD_TEXTS.length]![0],
    count: i % 13 === 0 ? 'n/a' : i % 11 === 0 ? null : i * 37 - 5_000,
    amount: i % 19 === 0 ? null : (i * 7_919) % 10_000_000 - 1_000_000,
    currency: CURRENCIES[i % CURRENCIES.length]!,
    energy: i % 23 === 0 ? null : (i * 104_729) % 150_000_000,
    day: i % 29 === 0 ? null : new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
    at: i % 31 === 0 ? null : i % 2 ? new Date(Date.UTC(2025, 5, 1, 0, 0, 0) + i * 61_001) : new Date(Date.UTC(2025, 5, 1) + i * 1_000).toISOString(),
  };
}

async function xlsxOf(rows: Row[], options: { sheetName?: string; lang?: 'en' | 'de'; rowsPerSheet?: number } = {}) {
  const { sink, buffer } = collect();
  await writeExport('XLSX', sink, { fileName: 'odd', columns, rows: fromArray(rows), ...options });
  return buffer();
}

async function readBack(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  return workbook;
}

describe('XLSX writer', () => {
  it('reads back cell for cell: odd text, numbers, money, energy, dates and empty cells', async () => {
    const rows = Array.from({ length: COUNT }, (_, i) => rowAt(i));
    const sheet = (await readBack(await xlsxOf(rows))).worksheets[0]!;
    expect(sheet.rowCount).toBe(COUNT + 1);

    rows.forEach((row, i) => {
      const cells = sheet.getRow(i + 2);
      const at = (column: number) => cells.getCell(column);
      const context = `row ${i + 2}`;

      const note = row.note === null ? null : ODD_TEXTS[i % ODD_TEXTS.length]![1];
      expect(at(1).value, context).toBe(note);
      if (note !== null) expect(at(1).type, context).toBe(ExcelJS.ValueType.String);

      expect(at(2).value, context).toBe(row.count);

      expect(at(3).value, context).toBe(row.amount === null ? null : row.amount / 100);
      if (row.amount !== null) expect(at(3).numFmt, context).toBe(`#,##0.00 "${row.currency}"`);

      expect(at(4).value, context).toBe(row.energy === null ? null : row.energy / 1000);
      if (row.energy !== null) expect(at(4).numFmt, context).toBe('#,##0.000');

      if (row.day === null) expect(at(5).value, context).toBeNull();
      else {
        expect(at(5).type, context).toBe(ExcelJS.ValueType.Date);
        expect((at(5).value as Date).toISOString().slice(0, 10), context).toBe(row.day);
      }

      if (row.at === null) expect(at(6).value, context).toBeNull();
      else {
        expect(at(6).type, context).toBe(ExcelJS.ValueType.Date);
        expect((at(6).value as Date).toISOString(), context).toBe(new Date(row.at).toISOString());
      }
    });
  });

  it('makes the header bold and frozen, with the column widths', async () => {
    const sheet = (await readBack(await xlsxOf([rowAt(1)]))).worksheets[0]!;
    const header = sheet.getRow(1);
    expect(header.values).toEqual([undefined, 'Note <&> "quoted"', 'Count', 'Amount', 'Energy', 'Day', 'At']);
    for (let c = 1; c <= columns.length; c++) expect(header.getCell(c).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBe(40);
    expect(sheet.getColumn(2).width).toBe(12);
    expect(sheet.getColumn(6).width).toBe(18);
  });

  it('formats dates the German way for a German request', async () => {
    const sheet = (await readBack(await xlsxOf([rowAt(2)], { lang: 'de' }))).worksheets[0]!;
    expect(sheet.getRow(2).getCell(5).numFmt).toBe('dd.mm.yyyy');
    expect(sheet.getRow(2).getCell(6).numFmt).toBe('dd.mm.yyyy hh:mm');
  });

  it('writes a date outside the spreadsheet calendar as text rather than a wrong day', async () => {
    const sheet = (await readBack(await xlsxOf([{ ...rowAt(1), day: '1899-06-30' }]))).worksheets[0]!;
    expect(sheet.getRow(2).getCell(5).value).toBe('1899-06-30');
  });

  it('gives the sheet a name Excel accepts', async () => {
    const names = async (sheetName: string) => (await readBack(await xlsxOf([], { sheetName }))).worksheets[0]!.name;
    expect(await names('Ladevorgänge & Kosten')).toBe('Ladevorgänge & Kosten');
    expect(await names("'[Fahrer]: 2026/11?*'")).toBe('Fahrer   2026 11');
    expect(await names('Abrechnungen der Dienstwagen im November 2026')).toBe('Abrechnungen der Dienstwagen im');
    expect(await names('::')).toBe('Export');
  });

  it('keeps outer spaces and text that looks like an Excel escape code as they are', async () => {
    // Excel drops outer spaces unless told to keep them, and reads _xHHHH_ in cell text as an
    // escaped character; exceljs does neither, so look at the XML Excel would read.
    const file = await xlsxOf([{ ...rowAt(1), note: 'Kabel_x0041_B' }, { ...rowAt(2), note: '  spaces around  ' }]);
    const xml = await (await JSZip.loadAsync(file)).file('xl/worksheets/sheet1.xml')!.async('string');
    expect(xml).toContain('<t>Kabel_x005F_x0041_B</t>');
    expect(xml).toContain('<t xml:space="preserve">  spaces around  </t>');
  });

  it('continues on further sheets when the rows outgrow a sheet: each sheet with the header, every row once and in order', async () => {
    const rows = Array.from({ length: 2_500 }, (_, i) => ({ ...rowAt(i), count: i }));
    const file = await xlsxOf(rows, { sheetName: 'Ladevorgänge', rowsPerSheet: 1_000 });
    const book = await readBack(file);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Ladevorgänge', 'Ladevorgänge (2)', 'Ladevorgänge (3)']);
    expect(book.worksheets.map((w) => w.rowCount)).toEqual([1_000, 1_000, 503]);
    const counts: unknown[] = [];
    for (const sheet of book.worksheets) {
      expect(sheet.getRow(1).getCell(2).value).toBe('Count');
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      sheet.eachRow((row, n) => n > 1 && counts.push(row.getCell(2).value));
    }
    expect(counts).toEqual(rows.map((r) => r.count));
    // The package lists every sheet, as Excel and LibreOffice look for them.
    const zip = await JSZip.loadAsync(file);
    const types = await zip.file('[Content_Types].xml')!.async('string');
    expect(types.match(/worksheets\/sheet\d\.xml/g)).toEqual(['worksheets/sheet1.xml', 'worksheets/sheet2.xml', 'worksheets/sheet3.xml']);
  });

  it("splits at the format's limit of 1,048,576 rows a sheet, header included, and names long sheets within 31 characters", () => {
    expect(SHEET_ROW_LIMIT).toBe(2 ** 20);
    expect(nthSheetName('Abrechnungen der Dienstwagen im', 12)).toBe('Abrechnungen der Dienstwag (12)');
    expect(nthSheetName('Sessions', 2)).toBe('Sessions (2)');
  });

  it('splits inside the ZIP export as well, and the CSV beside it keeps every row', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({ ...rowAt(i), count: i }));
    const { sink, buffer } = collect();
    await writeExport('ZIP', sink, { fileName: 'split', columns, rows: fromArray(rows), rowsPerSheet: 4 });
    const zip = await JSZip.loadAsync(buffer());
    const book = await readBack(await zip.file('split.xlsx')!.async('nodebuffer'));
    expect(book.worksheets.map((w) => w.rowCount)).toEqual([4, 4, 2]);
    const csv = await zip.file('split.csv')!.async('string');
    expect(csv.trim().split('\r\n').length).toBeGreaterThanOrEqual(8);
  });
});
