import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ExportColumn } from './columns.ts';
import { ExportAborted, contentDisposition, exportFileName, writeExport } from './exporter.ts';
import { collect, countingSink, fromArray } from './test-helpers.ts';

type Row = {
  id: number;
  name: string;
  sessions: number;
  expense: number;
  energy: number;
  day: string;
  createdAt: Date;
  currency: string;
};

const columns: ExportColumn<Row>[] = [
  { key: 'name', header: 'Name', type: 'text' },
  { key: 'sessions', header: 'Sessions', type: 'number' },
  { key: 'expense', header: 'Expense', type: 'money', currency: (r) => r.currency },
  { key: 'energy', header: 'Energy (kWh)', type: 'energy' },
  { key: 'day', header: 'Day', type: 'date' },
  { key: 'createdAt', header: 'Created', type: 'datetime' },
];

const rows: Row[] = [
  {
    id: 1,
    name: 'Voltwerk München GmbH',
    sessions: 12,
    expense: 123456,
    energy: 45678,
    day: '2026-11-21',
    createdAt: new Date('2026-11-21T08:15:00.000Z'),
    currency: 'EUR',
  },
  {
    id: 2,
    name: '=HYPERLINK("http://evil.example","click")',
    sessions: -1,
    expense: 5,
    energy: 0,
    day: '2026-01-01',
    createdAt: new Date('2026-01-01T00:00:00.000Z'),
    currency: 'CHF',
  },
  {
    id: 3,
    name: '+49 89 1234, "quoted"\nsecond line',
    sessions: 0,
    expense: -250,
    energy: 1,
    day: '2025-12-31',
    createdAt: new Date('2025-12-31T23:59:59.000Z'),
    currency: 'USD',
  },
];

async function exportToBuffer(format: 'CSV' | 'XLSX' | 'ZIP', lang: 'en' | 'de' = 'en') {
  const { sink, buffer } = collect();
  await writeExport(format, sink, { fileName: 'companies', columns, rows: fromArray(rows), lang });
  return buffer();
}

async function readXlsx(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  return sheet;
}

describe('file names', () => {
  it('adds the extension and keeps the name safe for a header', () => {
    expect(exportFileName('companies-2026-11-21', 'XLSX')).toBe('companies-2026-11-21.xlsx');
    expect(exportFileName('Firmen Übersicht"', 'CSV')).toBe('Firmen_bersicht_.csv');
    expect(contentDisposition('companies.zip')).toBe('attachment; filename="companies.zip"');
  });
});

describe('CSV export', () => {
  it('is UTF-8 with a byte-order mark, quoted where needed, and no cell starts a formula', async () => {
    const text = (await exportToBuffer('CSV')).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Name,Sessions,Expense,Expense (currency),Energy (kWh),Day,Created');
    expect(lines[1]).toBe('Voltwerk München GmbH,12,1234.56,EUR,45.678,2026-11-21,2026-11-21T08:15:00Z');
    expect(lines[2]).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")",-1,0.05,CHF,0.000,2026-01-01,2026-01-01T00:00:00Z`);
    // The third name holds a line break inside its quotes.
    expect(text).toContain(`"'+49 89 1234, ""quoted""\r\nsecond line"`.replace('\r\n', '\n'));
    expect(text.endsWith('\r\n')).toBe(true);
  });
});

describe('XLSX export', () => {
  it('reads back with the same values and types: text, numbers, dates', async () => {
    const sheet = await readXlsx(await exportToBuffer('XLSX'));
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Sessions', 'Expense', 'Energy (kWh)', 'Day', 'Created']);
    expect(sheet.getRow(1).font?.bold ?? sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(4);

    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('Voltwerk München GmbH');
    expect(first.getCell(2).value).toBe(12);
    expect(first.getCell(3).value).toBe(1234.56);
    expect(first.getCell(3).numFmt).toBe('#,##0.00 "EUR"');
    expect(first.getCell(4).value).toBe(45.678);
    expect(first.getCell(4).numFmt).toBe('#,##0.000');
    expect(first.getCell(5).type).toBe(ExcelJS.ValueType.Date);
    expect((first.getCell(5).value as Date).toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(first.getCell(5).numFmt).toBe('mm/dd/yyyy');
    expect((first.getCell(6).value as Date).toISOString()).toBe('2026-11-21T08:15:00.000Z');

    const second = sheet.getRow(3);
    expect(second.getCell(2).value).toBe(-1);
    expect(second.getCell(3).value).toBe(0.05);
    expect(second.getCell(3).numFmt).toBe('#,##0.00 "CHF"');
    expect(sheet.getRow(4).getCell(3).value).toBe(-2.5);
  });

  it('writes formula-like text as plain strings, never as formulas', async () => {
    const sheet = await readXlsx(await exportToBuffer('XLSX'));
    const evil = sheet.getRow(3).getCell(1);
    expect(evil.type).toBe(ExcelJS.ValueType.String);
    expect(evil.value).toBe('=HYPERLINK("http://evil.example","click")');
    expect(evil.formula).toBeUndefined();
    const phone = sheet.getRow(4).getCell(1);
    expect(phone.type).toBe(ExcelJS.ValueType.String);
    expect(phone.value).toBe('+49 89 1234, "quoted"\nsecond line');
  });

  it('formats dates the German way for a German request', async () => {
    const sheet = await readXlsx(await exportToBuffer('XLSX', 'de'));
    expect(sheet.getRow(2).getCell(5).numFmt).toBe('dd.mm.yyyy');
    expect(sheet.getRow(2).getCell(6).numFmt).toBe('dd.mm.yyyy hh:mm');
  });

  it('drops characters that XML cannot hold instead of breaking the file', async () => {
    const { sink, buffer } = collect();
    await writeExport('XLSX', sink, {
      fileName: 'x',
      columns: [{ key: 'name', header: 'Name', type: 'text' }],
      rows: fromArray([{ name: 'bell\u0007 and nul\u0000' }]),
    });
    const sheet = await readXlsx(buffer());
    expect(sheet.getRow(2).getCell(1).value).toBe('bell and nul');
  });
});

describe('ZIP export', () => {
  it('holds the XLSX and the CSV of the same rows', async () => {
    const zip = await JSZip.loadAsync(await exportToBuffer('ZIP'));
    expect(Object.keys(zip.files).sort()).toEqual(['companies.csv', 'companies.xlsx']);
    const csv = await zip.file('companies.csv')!.async('string');
    expect(csv).toContain('Voltwerk München GmbH,12,1234.56,EUR');
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(4); // header and 3 rows (a line break inside quotes is \n)
    const sheet = await readXlsx(await zip.file('companies.xlsx')!.async('nodebuffer'));
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(3).value).toBe(1234.56);
  });
});

describe('a client that goes away', () => {
  it.each(['CSV', 'XLSX', 'ZIP'] as const)('stops reading rows for %s once the output is closed', async (format) => {
    let read = 0;
    let released = false;
    async function* many() {
      try {
        for (let i = 0; i < 1_000_000; i++) {
          read++;
          yield { ...rows[0]!, id: i, name: `Company ${i} ${'y'.repeat(200)}` };
        }
      } finally {
        released = true;
      }
    }
    let bytes = 0;
    const sink: Writable = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _enc, cb) {
        bytes += chunk.length;
        // Slow enough that backpressure builds, then the connection drops.
        setTimeout(() => {
          if (bytes > 200_000) sink.destroy();
          cb();
        }, 1);
      },
    });
    await expect(writeExport(format, sink, { fileName: 'x', columns, rows: many() })).rejects.toBeInstanceOf(ExportAborted);
    expect(released).toBe(true);
    expect(read).toBeLessThan(200_000);
  });
});

describe('a slow client', () => {
  it('holds the rows back until the client has taken most of the XLSX file', async () => {
    // Text that hardly compresses, so the file is about as large as the rows that went into it.
    let seed = 7;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const randomText = (length: number) =>
      Array.from({ length }, () => {
        // xorshift32: the same text on every run
        seed ^= seed << 13;
        seed ^= seed >>> 17;
        seed ^= seed << 5;
        return alphabet[(seed >>> 0) % alphabet.length];
      }).join('');
    const ROWS = 10_000;
    let received = 0;
    let receivedWhenLastRowWasRead = -1;
    async function* rowsOfText() {
      for (let i = 0; i < ROWS; i++) {
        if (i === ROWS - 1) receivedWhenLastRowWasRead = received;
        yield { text: randomText(1_000) };
      }
    }
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) {
        received += chunk.length;
        // A client slower than the server can write.
        setTimeout(cb, 1);
      },
    });
    await writeExport('XLSX', sink, {
      fileName: 'slow',
      columns: [{ key: 'text', header: 'Text', type: 'text' }],
      rows: rowsOfText(),
    });
    expect(received).toBeGreaterThan(6 * 1024 * 1024);
    // Only the buffers between the rows and the client may be ahead of it, not the file.
    expect(received - receivedWhenLastRowWasRead).toBeLessThan(2 * 1024 * 1024);
  });
});

describe('large exports', () => {
  const COUNT = 100_000;

  async function* generated(): AsyncGenerator<Row> {
    const start = Date.UTC(2024, 0, 1);
    for (let i = 0; i < COUNT; i++) {
      yield {
        id: i,
        name: `Company ${i} with a reasonably long name, ${'x'.repeat(i % 40)}`,
        sessions: i % 977,
        expense: (i * 7919) % 10_000_000,
        energy: (i * 104_729) % 150_000_000,
        day: '2026-11-21',
        createdAt: new Date(start + i * 60_000),
        currency: i % 3 ? 'EUR' : 'CHF',
      };
    }
  }

  async function measure(format: 'CSV' | 'XLSX' | 'ZIP') {
    globalThis.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const timer = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 20);
    const started = performance.now();
    const { sink, bytes } = countingSink();
    await writeExport(format, sink, { fileName: 'big', columns, rows: generated() });
    const ms = performance.now() - started;
    clearInterval(timer);
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
    const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
    const result = {
      format,
      rows: COUNT,
      seconds: Math.round(ms / 100) / 10,
      fileMB: mb(bytes()),
      rssGrowthMB: mb(peakRss - before.rss),
      heapGrowthMB: mb(peakHeap - before.heapUsed),
    };
    console.log(`export of ${COUNT} rows`, JSON.stringify(result));
    return result;
  }

  it.each(['CSV', 'XLSX', 'ZIP'] as const)(
    'writes 100,000 %s rows while memory stays flat',
    async (format) => {
      const r = await measure(format);
      expect(r.fileMB).toBeGreaterThan(1);
      // A file that was held whole in memory would show up here; the bound is generous on purpose.
      expect(r.rssGrowthMB).toBeLessThan(100);
      expect(r.heapGrowthMB).toBeLessThan(100);
    },
    180_000,
  );
});
