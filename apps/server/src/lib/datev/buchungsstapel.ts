import { BELEGFELD1_CHARACTERS, BUCHUNGSSTAPEL_FIELDS, FIELD, type DatevField } from './buchungsstapel-fields.ts';
import { encodeWindows1252, toWindows1252Text } from './windows-1252.ts';
import { neutralizeFormula } from '../export/csv.ts';

/*
 * A DATEV "Buchungsstapel" file (EXTF 700, category 21, format version 13): the header line with
 * its 31 fields, the line of column names, then one line of all 125 fields per booking. Semicolons,
 * CRLF, Windows-1252; texts in double quotes with inner quotes doubled. Every value is checked
 * against the field table before it is written: a file DATEV would refuse is our fault, and fails
 * here instead of at the accountant's.
 */

export interface DatevHeader {
  createdAt: Date;
  /** Beraternummer, 1001–9999999. */
  consultantNumber: number;
  /** Mandantennummer, 1–99999. */
  clientNumber: number;
  /** Start of the fiscal year (the calendar year here). */
  fiscalYearStart: { year: number; month: number; day: number };
  /** Sachkontenlänge, 4–8. */
  accountLength: number;
  from: { year: number; month: number; day: number };
  to: { year: number; month: number; day: number };
  /** Bezeichnung of the batch, up to 30 characters. */
  label: string;
  currency: string;
  /** "03" or "04". */
  chart: 'SKR03' | 'SKR04';
}

/** One booking: values by field name; names not given stay empty. */
export type DatevBooking = Partial<Record<string, string | number>>;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const ymd = (d: { year: number; month: number; day: number }) => `${d.year}${pad(d.month)}${pad(d.day)}`;
const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;

/**
 * Text as a DATEV text field holds it: Windows-1252, no line breaks, at most `max` characters. The
 * file is often opened in a spreadsheet too, so a formula character at the start or after a
 * separator gets the same single quote as in our CSV exports (decision 0035).
 */
export function datevText(value: string | null | undefined, max: number): string {
  const text = toWindows1252Text((value ?? '').replace(/[\r\n\t]+/g, ' ')).trim();
  return neutralizeFormula(text).slice(0, max).trim();
}

/** Minor units as a DATEV amount: "1234,56". */
export function datevAmount(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError('DATEV amounts are positive whole minor units');
  return `${Math.floor(minor / 100)},${pad(minor % 100)}`;
}

function fieldValue(field: DatevField, value: string | number | undefined): string {
  if (value === undefined || value === '') {
    if (field.required) throw new Error(`DATEV field "${field.name}" is required`);
    return '';
  }
  const s = String(value);
  const fail = () => new Error(`DATEV field "${field.name}" cannot hold ${JSON.stringify(s)}`);
  switch (field.kind) {
    case 'text':
      if (s.length > field.length || toWindows1252Text(s) !== s || /[\r\n]/.test(s)) throw fail();
      if (field.name === 'Belegfeld 1' && !BELEGFELD1_CHARACTERS.test(s)) throw fail();
      return quote(s);
    case 'amount':
    case 'number': {
      const [whole, frac] = s.split(',');
      const decimals = field.decimals ?? 0;
      const ok = /^\d+$/.test(whole!) && whole!.length <= field.length && (frac === undefined || (decimals > 0 && /^\d+$/.test(frac) && frac.length <= decimals));
      if (!ok || (field.kind === 'amount' && frac?.length !== decimals)) throw fail();
      if (field.kind === 'amount' && !/[1-9]/.test(s)) throw fail();
      return s;
    }
    case 'account':
      if (!/^\d+$/.test(s) || s.length > field.length) throw fail();
      return s;
    case 'ddmm':
    case 'ddmmyyyy': {
      const re = field.kind === 'ddmm' ? /^(\d\d)(\d\d)$/ : /^(\d\d)(\d\d)\d{4}$/;
      const m = re.exec(s);
      if (!m || Number(m[1]) < 1 || Number(m[1]) > 31 || Number(m[2]) < 1 || Number(m[2]) > 12) throw fail();
      return s;
    }
    case 'flag':
      if (s !== '0' && s !== '1') throw fail();
      return s;
  }
}

function headerLine(h: DatevHeader): string {
  const c = h.createdAt;
  const stamp =
    `${c.getUTCFullYear()}${pad(c.getUTCMonth() + 1)}${pad(c.getUTCDate())}` +
    `${pad(c.getUTCHours())}${pad(c.getUTCMinutes())}${pad(c.getUTCSeconds())}${pad(c.getUTCMilliseconds(), 3)}`;
  if (!Number.isInteger(h.consultantNumber) || h.consultantNumber < 1001 || h.consultantNumber > 9_999_999) throw new RangeError('Beraternummer');
  if (!Number.isInteger(h.clientNumber) || h.clientNumber < 1 || h.clientNumber > 99_999) throw new RangeError('Mandantennummer');
  if (!Number.isInteger(h.accountLength) || h.accountLength < 4 || h.accountLength > 8) throw new RangeError('Sachkontenlänge');
  return [
    quote('EXTF'), // 1 Kennzeichen
    '700', // 2 Versionsnummer of the header
    '21', // 3 Formatkategorie: Buchungsstapel
    quote('Buchungsstapel'), // 4 Formatname
    '13', // 5 Formatversion
    stamp, // 6 erzeugt am
    '', // 7 Importiert
    quote('RE'), // 8 Herkunft
    quote('Fleetwatt'), // 9 Exportiert von
    quote(''), // 10 Importiert von
    String(h.consultantNumber), // 11 Beraternummer
    String(h.clientNumber), // 12 Mandantennummer
    ymd(h.fiscalYearStart), // 13 WJ-Beginn
    String(h.accountLength), // 14 Sachkontenlänge
    ymd(h.from), // 15 Datum vom
    ymd(h.to), // 16 Datum bis
    quote(datevText(h.label, 30)), // 17 Bezeichnung
    quote(''), // 18 Diktatkürzel
    '1', // 19 Buchungstyp: Finanzbuchführung
    '0', // 20 Rechnungslegungszweck: unabhängig
    '0', // 21 Festschreibung: the accountant checks before locking
    quote(datevText(h.currency, 3)), // 22 WKZ
    '', // 23 reserviert
    quote(''), // 24 Derivatskennzeichen
    '', // 25 reserviert
    '', // 26 reserviert
    quote(h.chart === 'SKR04' ? '04' : '03'), // 27 Sachkontenrahmen
    '', // 28 Branchenlösungs-ID
    '', // 29 reserviert
    quote(''), // 30 reserviert
    quote(''), // 31 Anwendungsinformation
  ].join(';');
}

/** The whole file, Windows-1252. */
export function buchungsstapel(header: DatevHeader, bookings: readonly DatevBooking[]): Buffer {
  for (const name of bookings.flatMap((b) => Object.keys(b))) {
    if (FIELD[name] === undefined) throw new Error(`DATEV has no field "${name}"`);
  }
  const names = BUCHUNGSSTAPEL_FIELDS.map((f) => f.name).join(';');
  const rows = bookings.map((booking) => BUCHUNGSSTAPEL_FIELDS.map((f) => fieldValue(f, booking[f.name])).join(';'));
  return encodeWindows1252([headerLine(header), names, ...rows].join('\r\n') + '\r\n');
}
