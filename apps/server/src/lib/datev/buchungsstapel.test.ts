import { describe, expect, it } from 'vitest';
import { checkDatevFile } from '../../../test/datev-format-check.ts';
import { costCenterCode } from '../../modules/receipts/receipts.month-close.ts';
import { buchungsstapel, datevAmount, datevText, type DatevHeader } from './buchungsstapel.ts';
import { encodeWindows1252 } from './windows-1252.ts';

const HEADER: DatevHeader = {
  createdAt: new Date(Date.UTC(2026, 10, 3, 8, 15, 0, 42)),
  consultantNumber: 29098,
  clientNumber: 55003,
  fiscalYearStart: { year: 2026, month: 1, day: 1 },
  accountLength: 4,
  from: { year: 2026, month: 10, day: 1 },
  to: { year: 2026, month: 10, day: 31 },
  label: 'Ladestrom 10/2026 Müller & Söhne',
  currency: 'EUR',
  chart: 'SKR03',
};

const booking = (extra: Record<string, string> = {}) => ({
  'Umsatz (ohne Soll/Haben-Kz)': '12,34',
  'Soll/Haben-Kennzeichen': 'S',
  Konto: '4530',
  'Gegenkonto (ohne BU-Schlüssel)': '1740',
  Belegdatum: '3110',
  'Belegfeld 1': '202610-11-0A1B2C3D',
  ...extra,
});

describe('DATEV Buchungsstapel writer', () => {
  it('writes a file the independent format check reads without a complaint, with the euro sign in Windows-1252', () => {
    const file = buchungsstapel(HEADER, [booking({ Buchungstext: datevText('Ladestrom 10/2026 Zoë Łukasiewicz, 12 € "Pauschale"', 60) })]);
    const read = checkDatevFile(file);
    expect(read.problems).toEqual([]);
    expect(read.bookings[0]!.Buchungstext).toBe('Ladestrom 10/2026 Zoë Lukasiewicz, 12 € "Pauschale"');
    expect(file.includes(0x80)).toBe(true); // € is 0x80 in Windows-1252
    expect(read.header[16]).toBe('Ladestrom 10/2026 Müller & Söh');
  });

  it('keeps texts from becoming formulas when the file is opened in a spreadsheet, and the format check still reads it', () => {
    const text = datevText('=HYPERLINK("http://x");+1 Müller', 60);
    expect(text).toBe(`'=HYPERLINK("http://x");'+1 Müller`);
    const file = buchungsstapel(HEADER, [booking({ Buchungstext: text, 'Beleginfo - Inhalt 1': datevText('@SUM(A1)', 210) })]);
    const read = checkDatevFile(file);
    expect(read.problems).toEqual([]);
    expect(read.bookings[0]!.Buchungstext).toBe(`'=HYPERLINK("http://x");'+1 Müller`);
    // Every field is quoted text or a plain value: split on the semicolon, no cell starts a formula.
    const cells = new TextDecoder('windows-1252').decode(file).split(/\r\n/).flatMap((line) => line.split(';'));
    expect(cells.filter((c) => /^"?[=+@]/.test(c))).toEqual([]);
  });

  it('refuses values the format does not allow instead of writing them', () => {
    expect(() => buchungsstapel(HEADER, [booking({ 'Belegfeld 1': 'BELEG 11' })])).toThrow(/Belegfeld 1/);
    expect(() => buchungsstapel(HEADER, [booking({ 'Umsatz (ohne Soll/Haben-Kz)': '0,00' })])).toThrow(/Umsatz/);
    expect(() => buchungsstapel(HEADER, [booking({ 'KOST1 - Kostenstelle': 'x'.repeat(37) })])).toThrow(/KOST1/);
    expect(() => buchungsstapel(HEADER, [booking({ Belegdatum: '3210' })])).toThrow(/Belegdatum/);
    expect(() => buchungsstapel(HEADER, [booking({ Konto: '45A0' })])).toThrow(/Konto/);
    expect(() => buchungsstapel(HEADER, [booking({ Unbekannt: '1' })])).toThrow(/no field/);
    expect(() => buchungsstapel({ ...HEADER, consultantNumber: 1000 }, [booking()])).toThrow(/Beraternummer/);
    expect(() => datevAmount(-1)).toThrow();
    expect(() => encodeWindows1252('Ł')).toThrow();
  });

  it('the check itself notices what DATEV refuses: repeated document numbers, spaces in them, cost centers with names', () => {
    const text = buchungsstapel(HEADER, [booking(), booking()]).toString('latin1');
    const lines = text.split('\r\n');
    lines[3] = lines[3]!.replace('"202610-11-0A1B2C3D"', '"BELEG 11"').replace(/^((?:[^;]*;){36});/, '$1"300 Vertrieb Ost";');
    const problems = checkDatevFile(Buffer.from(lines.join('\r\n'), 'latin1')).problems;
    expect(problems).toContain('booking 2: Belegfeld 1 "BELEG 11" holds characters other than a-z A-Z 0-9 $ & % * + - /');
    expect(problems).toContain('booking 2: KOST1 - Kostenstelle "300 Vertrieb Ost" is not a cost center number');
    expect(checkDatevFile(buchungsstapel(HEADER, [booking(), booking()])).problems).toEqual(['booking 2: Belegfeld 1 "202610-11-0A1B2C3D" repeats']);
  });

  it('takes the code of a cost center for KOST1 and leaves out what is no code', () => {
    expect(costCenterCode('300 Vertrieb Ost')).toBe('300');
    expect(costCenterCode('6100-Verwaltung')).toBe('6100');
    expect(costCenterCode('KST4711')).toBe('KST4711');
    expect(costCenterCode('Vertrieb Ost')).toBe('Vertrieb');
    expect(costCenterCode('Über-Kostenstelle')).toBe('');
    expect(costCenterCode(null)).toBe('');
  });
});
