/*
 * A reader for DATEV "Buchungsstapel" files, written for the tests from DATEV's published format
 * description (DATEV-Format, header version 700, format category 21, format version 13) and kept
 * apart from the product's writer: it has its own table of the 125 fields and their rules and its own
 * Windows-1252 decoder, and answers every rule a file breaks.
 */

/** Position | name | kind | length (kinds: B amount, N number, K account, D4 DDMM, D8 DDMMYYYY, F 0/1, T text). */
const SPEC = `
1|Umsatz (ohne Soll/Haben-Kz)|B|10.2|required
2|Soll/Haben-Kennzeichen|T|1|required
3|WKZ Umsatz|T|3
4|Kurs|N|4.6
5|Basis-Umsatz|B|10.2
6|WKZ Basis-Umsatz|T|3
7|Konto|K|9|required
8|Gegenkonto (ohne BU-Schlüssel)|K|9|required
9|BU-Schlüssel|T|4
10|Belegdatum|D4|4|required
11|Belegfeld 1|T|36
12|Belegfeld 2|T|12
13|Skonto|B|8.2
14|Buchungstext|T|60
15|Postensperre|F|1
16|Diverse Adressnummer|T|9
17|Geschäftspartnerbank|N|3
18|Sachverhalt|N|2
19|Zinssperre|F|1
20|Beleglink|T|210
@21-36|Beleginfo - Art %|T|20|Beleginfo - Inhalt %|T|210
37|KOST1 - Kostenstelle|T|36
38|KOST2 - Kostenstelle|T|36
39|Kost-Menge|N|12.4
40|EU-Land u. UStID (Bestimmung)|T|15
41|EU-Steuersatz (Bestimmung)|N|2.2
42|Abw. Versteuerungsart|T|1
43|Sachverhalt L+L|N|3
44|Funktionsergänzung L+L|N|3
45|BU 49 Hauptfunktionstyp|N|1
46|BU 49 Hauptfunktionsnummer|N|2
47|BU 49 Funktionsergänzung|N|3
@48-87|Zusatzinformation - Art %|T|20|Zusatzinformation - Inhalt %|T|210
88|Stück|N|8
89|Gewicht|N|8.2
90|Zahlweise|N|2
91|Forderungsart|T|10
92|Veranlagungsjahr|N|4
93|Zugeordnete Fälligkeit|D8|8
94|Skontotyp|N|1
95|Auftragsnummer|T|30
96|Buchungstyp|T|2
97|USt-Schlüssel (Anzahlungen)|N|2
98|EU-Land (Anzahlungen)|T|2
99|Sachverhalt L+L (Anzahlungen)|N|3
100|EU-Steuersatz (Anzahlungen)|N|2.2
101|Erlöskonto (Anzahlungen)|K|8
102|Herkunft-Kz|T|2
103|Buchungs GUID|T|36
104|KOST-Datum|D8|8
105|SEPA-Mandatsreferenz|T|35
106|Skontosperre|F|1
107|Gesellschaftername|T|76
108|Beteiligtennummer|N|4
109|Identifikationsnummer|T|11
110|Zeichnernummer|T|20
111|Postensperre bis|D8|8
112|Bezeichnung SoBil-Sachverhalt|T|30
113|Kennzeichen SoBil-Buchung|N|2
114|Festschreibung|F|1
115|Leistungsdatum|D8|8
116|Datum Zuord. Steuerperiode|D8|8
117|Fälligkeit|D8|8
118|Generalumkehr (GU)|T|1
119|Steuersatz|N|2.2
120|Land|T|2
121|Abrechnungsreferenz|T|50
122|BVV-Position|N|1
123|EU-Mitgliedstaat u. UStID (Ursprung)|T|15
124|EU-Steuersatz (Ursprung)|N|2.2
125|Abw. Skontokonto|K|9
`;

interface Rule {
  name: string;
  kind: string;
  whole: number;
  decimals: number;
  required: boolean;
}

function rules(): Rule[] {
  const out: Rule[] = [];
  for (const line of SPEC.trim().split('\n')) {
    const parts = line.split('|');
    const rule = (name: string, kind: string, len: string, required = false): Rule => {
      const [whole, decimals] = len.split('.').map(Number);
      return { name, kind, whole: whole!, decimals: decimals ?? 0, required };
    };
    if (line.startsWith('@')) {
      const [from, to] = parts[0]!.slice(1).split('-').map(Number);
      for (let i = 1; i <= (to! - from! + 1) / 2; i++) {
        out.push(rule(parts[1]!.replace('%', String(i)), parts[2]!, parts[3]!));
        out.push(rule(parts[4]!.replace('%', String(i)), parts[5]!, parts[6]!));
      }
    } else out.push(rule(parts[1]!, parts[2]!, parts[3]!, parts[4] === 'required'));
  }
  return out;
}

// Windows-1252's characters in 0x80–0x9F (the rest of the code page is Latin-1), as the code page
// chart publishes them; 0x81, 0x8D, 0x8F, 0x90 and 0x9D are unassigned.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const UNASSIGNED = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) {
    if (UNASSIGNED.has(b)) throw new Error(`byte 0x${b.toString(16)} is not a Windows-1252 character`);
    out += b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b);
  }
  return out;
}

/** Splits one line into fields: semicolons outside double quotes; quoted fields lose their quotes. */
function fields(line: string): { value: string; quoted: boolean }[] {
  const out: { value: string; quoted: boolean }[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = '';
      i++;
      while (i < line.length) {
        if (line[i] === '"' && line[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (line[i] === '"') break;
        else value += line[i++];
      }
      i++; // closing quote
      out.push({ value, quoted: true });
      if (line[i] === ';') i++;
      else if (i < line.length) throw new Error(`text after a closing quote at ${i}`);
      else break;
    } else {
      const end = line.indexOf(';', i);
      out.push({ value: line.slice(i, end < 0 ? line.length : end), quoted: false });
      if (end < 0) break;
      i = end + 1;
    }
  }
  return out;
}

export interface DatevFile {
  header: string[];
  columns: string[];
  bookings: Record<string, string>[];
  problems: string[];
}

/** Reads a Buchungsstapel file and lists every rule it breaks (an empty list: DATEV reads it). */
export function checkDatevFile(bytes: Uint8Array): DatevFile {
  const problems: string[] = [];
  const text = decodeWindows1252(bytes);
  if (!text.endsWith('\r\n')) problems.push('the file does not end with CRLF');
  if (/[^\r]\n/.test(text)) problems.push('a line ends with LF alone');
  const lines = text.replace(/\r\n$/, '').split('\r\n');
  const header = fields(lines[0] ?? '');
  const h = header.map((f) => f.value);
  const table = rules();
  if (header.length !== 31) problems.push(`header: ${header.length} fields, the format has 31`);
  const expect = (ok: boolean, what: string) => ok || problems.push(`header: ${what}`);
  expect(h[0] === 'EXTF' && header[0]!.quoted, 'field 1 must be "EXTF"');
  expect(h[1] === '700', 'field 2 (header version) must be 700');
  expect(h[2] === '21', 'field 3 (category) must be 21');
  expect(h[3] === 'Buchungsstapel', 'field 4 must be "Buchungsstapel"');
  expect(h[4] === '13', 'field 5 (format version) must be 13');
  expect(/^\d{17}$/.test(h[5] ?? ''), 'field 6 (created) must be YYYYMMDDHHMMSSFFF');
  const consultant = Number(h[10]);
  const client = Number(h[11]);
  expect(/^\d+$/.test(h[10] ?? '') && consultant >= 1001 && consultant <= 9_999_999, 'field 11 (Beraternummer) must be 1001 to 9999999');
  expect(/^\d+$/.test(h[11] ?? '') && client >= 1 && client <= 99_999, 'field 12 (Mandantennummer) must be 1 to 99999');
  const day = /^(\d{4})(\d\d)(\d\d)$/;
  expect(day.test(h[12] ?? ''), 'field 13 (WJ-Beginn) must be YYYYMMDD');
  const accountLength = Number(h[13]);
  expect(accountLength >= 4 && accountLength <= 8, 'field 14 (Sachkontenlänge) must be 4 to 8');
  expect(day.test(h[14] ?? '') && day.test(h[15] ?? '') && h[14]! <= h[15]!, 'fields 15 and 16 (Datum vom, bis) must be YYYYMMDD in order');
  expect(h[14]?.slice(0, 4) === h[15]?.slice(0, 4) && h[12]?.slice(0, 4) === h[14]?.slice(0, 4), 'a batch must lie in one fiscal year');
  expect((h[16] ?? '').length <= 30, 'field 17 (Bezeichnung) has at most 30 characters');
  expect(['1', '2'].includes(h[18] ?? ''), 'field 19 (Buchungstyp) must be 1 or 2');
  expect(['0', '1'].includes(h[20] ?? ''), 'field 21 (Festschreibung) must be 0 or 1');
  expect(/^[A-Z]{3}$/.test(h[21] ?? ''), 'field 22 (WKZ) must be a currency code');
  expect(['03', '04', ''].includes(h[26] ?? ''), 'field 27 (Sachkontenrahmen) must be 03 or 04');

  const columns = fields(lines[1] ?? '').map((f) => f.value);
  if (columns.length !== table.length) problems.push(`column names: ${columns.length}, the format has ${table.length}`);
  table.forEach((rule, i) => {
    if (columns[i] !== rule.name) problems.push(`column ${i + 1} is "${columns[i]}", the format says "${rule.name}"`);
  });

  const bookings: Record<string, string>[] = [];
  const belegfeld1 = new Set<string>();
  lines.slice(2).forEach((line, n) => {
    const row = fields(line);
    const at = `booking ${n + 1}`;
    if (row.length !== table.length) problems.push(`${at}: ${row.length} fields, the format has ${table.length}`);
    const booking: Record<string, string> = {};
    table.forEach((rule, i) => {
      const { value, quoted } = row[i] ?? { value: '', quoted: false };
      booking[rule.name] = value;
      const bad = (why: string) => problems.push(`${at}, field ${i + 1} (${rule.name}) ${JSON.stringify(value)}: ${why}`);
      if (value === '') {
        if (rule.required) bad('is required');
        return;
      }
      if (rule.kind === 'T') {
        if (!quoted) bad('text must be in double quotes');
        if (value.length > rule.whole) bad(`longer than ${rule.whole} characters`);
        return;
      }
      if (quoted) bad('a number is not quoted');
      if (rule.kind === 'B' || rule.kind === 'N') {
        const m = /^(\d+)(?:,(\d+))?$/.exec(value);
        if (!m || m[1]!.length > rule.whole || (m[2] ?? '').length > rule.decimals) bad(`not a number of ${rule.whole}.${rule.decimals} digits`);
        if (rule.kind === 'B' && (!m?.[2] || m[2].length !== 2 || Number(value.replace(',', '.')) === 0)) bad('an amount has two decimals and is not 0');
      } else if (rule.kind === 'K') {
        if (!/^\d+$/.test(value) || value.length > rule.whole) bad('not an account number');
      } else if (rule.kind === 'F') {
        if (value !== '0' && value !== '1') bad('must be 0 or 1');
      } else {
        const m = (rule.kind === 'D4' ? /^(\d\d)(\d\d)$/ : /^(\d\d)(\d\d)(\d{4})$/).exec(value);
        if (!m || +m[1]! < 1 || +m[1]! > 31 || +m[2]! < 1 || +m[2]! > 12) bad('not a date');
      }
    });
    if (!['S', 'H'].includes(booking['Soll/Haben-Kennzeichen']!)) problems.push(`${at}: Soll/Haben-Kennzeichen must be S or H`);
    for (const name of ['Konto', 'Gegenkonto (ohne BU-Schlüssel)']) {
      if (booking[name] && booking[name]!.length !== accountLength) problems.push(`${at}: ${name} ${booking[name]} is not ${accountLength} digits (Sachkontenlänge)`);
    }
    const doc = booking['Belegfeld 1']!;
    if (!/^[a-zA-Z0-9$&%*+\-/]*$/.test(doc)) problems.push(`${at}: Belegfeld 1 "${doc}" holds characters other than a-z A-Z 0-9 $ & % * + - /`);
    if (doc && belegfeld1.has(doc)) problems.push(`${at}: Belegfeld 1 "${doc}" repeats`);
    belegfeld1.add(doc);
    for (const name of ['KOST1 - Kostenstelle', 'KOST2 - Kostenstelle']) {
      if (!/^[A-Za-z0-9]*$/.test(booking[name]!)) problems.push(`${at}: ${name} "${booking[name]}" is not a cost center number`);
    }
    const date = booking.Belegdatum!;
    const mmdd = `${date.slice(2)}${date.slice(0, 2)}`;
    if (date && (mmdd < (h[14] ?? '').slice(4) || mmdd > (h[15] ?? '').slice(4))) problems.push(`${at}: Belegdatum ${date} lies outside the batch's period`);
    bookings.push(booking);
  });
  return { header: h, columns, bookings, problems };
}
