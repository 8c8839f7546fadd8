import { describe, expect, it } from 'vitest';
import type { ExportColumn } from './columns.ts';
import { CSV_BOM, csvField, csvHeader, csvRowFormatter, neutralizeFormula } from './csv.ts';

describe('CSV fields', () => {
  it('leaves plain text as it is', () => {
    expect(csvField('Voltwerk München GmbH')).toBe('Voltwerk München GmbH');
  });

  it('quotes fields with a comma, a quote or a line break and doubles inner quotes', () => {
    expect(csvField('Lone Star EV, Inc.')).toBe('"Lone Star EV, Inc."');
    expect(csvField('The "best" fleet')).toBe('"The ""best"" fleet"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
  });

  it.each(['=1+2', '+49 89 123', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'never lets %j become a formula',
    (text) => {
      expect(neutralizeFormula(text)).toBe(`'${text}`);
      expect(csvField(text).replace(/^"/, '')).toMatch(/^'/);
    },
  );

  it.each([
    ['Probe;=SUM(1+1);x', `"Probe;'=SUM(1+1);x"`],
    ['Probe,=1+1', `"Probe,'=1+1"`],
    ['Probe\t@SUM(A1)', `"Probe\t'@SUM(A1)"`],
    ['Probe;  -2+3', `"Probe;  '-2+3"`],
    ['two\n+lines', `"two\n'+lines"`],
    ['a; b', '"a; b"'],
  ])('neutralises a formula after a separator of any dialect inside %j and quotes it', (text, field) => {
    expect(csvField(text)).toBe(field);
  });

  it('neutralises before quoting', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });
});

type Row = { name: string; n: number | null; cents: number; wh: number; day: string; at: Date; cur: string };
const columns: ExportColumn<Row>[] = [
  { key: 'name', header: 'Name', type: 'text' },
  { key: 'n', header: 'Count', type: 'number' },
  { key: 'cents', header: 'Expense', type: 'money', currency: 'EUR' },
  { key: 'wh', header: 'Energy (kWh)', type: 'energy' },
  { key: 'day', header: 'Day', type: 'date' },
  { key: 'at', header: 'Created', type: 'datetime' },
];

describe('CSV rows', () => {
  it('starts with a byte-order mark and puts a fixed currency into the header', () => {
    expect(csvHeader(columns, 'en')).toBe(`${CSV_BOM}Name,Count,Expense (EUR),Energy (kWh),Day,Created\r\n`);
  });

  it('writes money from cents, kWh from watt-hours, ISO dates in UTC and CRLF line ends', () => {
    const row: Row = {
      name: '=cmd',
      n: -3,
      cents: -123456,
      wh: 12345,
      day: '2026-11-21',
      at: new Date('2026-11-21T23:30:15.123Z'),
      cur: 'EUR',
    };
    expect(csvRowFormatter(columns)(row)).toBe(`'=cmd,-3,-1234.56,12.345,2026-11-21,2026-11-21T23:30:15Z\r\n`);
  });

  it("writes PostgreSQL's timestamp text as ISO 8601 in UTC, to the second", () => {
    const at: ExportColumn<{ at: string }>[] = [{ key: 'at', header: 'Start', type: 'datetime' }];
    const line = csvRowFormatter(at);
    expect(line({ at: '2026-11-21 23:30:15.123456+00' })).toBe('2026-11-21T23:30:15Z\r\n');
    expect(line({ at: '2026-11-21 23:30:15+00' })).toBe('2026-11-21T23:30:15Z\r\n');
    expect(line({ at: '2026-11-22 00:30:15+01' })).toBe('2026-11-21T23:30:15Z\r\n');
    expect(line({ at: '2026-11-22 05:00:15.5+05:30' })).toBe('2026-11-21T23:30:15Z\r\n');
  });

  it('leaves empty values empty', () => {
    const row = { name: null, n: null, cents: null, wh: null, day: null, at: null } as unknown as Row;
    expect(csvRowFormatter(columns)(row)).toBe(',,,,,\r\n');
  });

  it('adds a currency column beside money whose currency changes per row', () => {
    const perRow: ExportColumn<Row>[] = [{ key: 'cents', header: 'Ausgaben', type: 'money', currency: (r) => r.cur }];
    expect(csvHeader(perRow, 'de')).toBe(`${CSV_BOM}Ausgaben,Ausgaben (Währung)\r\n`);
    expect(csvRowFormatter(perRow)({ cents: 5, cur: 'CHF' } as Row)).toBe('0.05,CHF\r\n');
  });
});
