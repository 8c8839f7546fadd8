import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness.ts';
import { send } from '../../../test/api.ts';

// A sheet of 40 rows (header included) instead of the format's 1,048,576, so that the demo
// month's sessions fill several sheets.
const ROWS_PER_SHEET = 40;
const ADMIN = 'admin@demo.test';
const server = useTestServer({ env: { EXPORT_ROWS_PER_SHEET: String(ROWS_PER_SHEET) } });

async function download(query: string): Promise<Buffer> {
  const res = await send(server, await server.token(ADMIN), 'GET', `/charging-sessions/export?${query}`);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('a sessions export larger than a sheet', () => {
  it('continues on further sheets, each with the header, and holds every row of the CSV once and in order', async () => {
    const [busiest] = await server.database.query<{ y: number; m: number; n: number }>(
      `select extract(year from start_date at time zone 'UTC')::int as y, extract(month from start_date at time zone 'UTC')::int as m,
              count(*)::int as n
         from charging_sessions group by 1, 2 order by 3 desc limit 1`,
    );
    const period = `year=${busiest!.y}&month=${busiest!.m}`;
    const csv = (await download(`${period}&export=CSV`)).toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    const dataRows = csv.length - 1;
    expect(dataRows).toBeGreaterThan(2 * (ROWS_PER_SHEET - 1));

    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(`${period}&export=XLSX`)) as unknown as ArrayBuffer);
    const sheets = book.worksheets;
    expect(sheets.length).toBe(Math.ceil(dataRows / (ROWS_PER_SHEET - 1)));
    expect(sheets[1]!.name).toBe(`${sheets[0]!.name} (2)`);
    const header = sheets[0]!.getRow(1).values;
    const firstCells: unknown[] = [];
    for (const [i, sheet] of sheets.entries()) {
      expect(sheet.getRow(1).values).toEqual(header);
      expect(sheet.rowCount).toBe(i < sheets.length - 1 ? ROWS_PER_SHEET : dataRows - (sheets.length - 1) * (ROWS_PER_SHEET - 1) + 1);
      sheet.eachRow((row, n) => n > 1 && firstCells.push(row.getCell(1).text));
    }
    // The same rows in the same order as the CSV (its first column, quotes aside).
    expect(firstCells).toEqual(csv.slice(1).map((line) => line.split(/[,;]/)[0]!.replace(/^"|"$/g, '')));
  });
});
