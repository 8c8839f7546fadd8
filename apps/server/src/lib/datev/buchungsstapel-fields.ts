/*
 * The booking row of the DATEV format "Buchungsstapel" (EXTF header version 700, format category
 * 21, format version 13): its 125 fields in their order, each with the kind and the length the
 * format description gives. The writer checks every value it writes against this table.
 *
 * Kinds: amount (digits, a decimal comma, `decimals` places, no sign), number (digits, an optional
 * decimal comma), account (digits), date (DDMM or DDMMYYYY), flag (0 or 1), text (quoted).
 */

export type DatevFieldKind = 'amount' | 'number' | 'account' | 'ddmm' | 'ddmmyyyy' | 'flag' | 'text';

export interface DatevField {
  name: string;
  kind: DatevFieldKind;
  /** Characters of a text, digits of an account or number (before the comma for amounts). */
  length: number;
  decimals?: number;
  required?: boolean;
}

const text = (name: string, length: number): DatevField => ({ name, kind: 'text', length });
const number = (name: string, length: number, decimals = 0): DatevField => ({ name, kind: 'number', length, decimals });
const pairs = (art: string, inhalt: string, count: number, artLength: number, inhaltLength: number) =>
  Array.from({ length: count }, (_, i) => [text(`${art} ${i + 1}`, artLength), text(`${inhalt} ${i + 1}`, inhaltLength)]).flat();

export const BUCHUNGSSTAPEL_FIELDS: readonly DatevField[] = [
  { name: 'Umsatz (ohne Soll/Haben-Kz)', kind: 'amount', length: 10, decimals: 2, required: true },
  { name: 'Soll/Haben-Kennzeichen', kind: 'text', length: 1, required: true },
  text('WKZ Umsatz', 3),
  number('Kurs', 4, 6),
  { name: 'Basis-Umsatz', kind: 'amount', length: 10, decimals: 2 },
  text('WKZ Basis-Umsatz', 3),
  { name: 'Konto', kind: 'account', length: 9, required: true },
  { name: 'Gegenkonto (ohne BU-Schlüssel)', kind: 'account', length: 9, required: true },
  text('BU-Schlüssel', 4),
  { name: 'Belegdatum', kind: 'ddmm', length: 4, required: true },
  text('Belegfeld 1', 36),
  text('Belegfeld 2', 12),
  { name: 'Skonto', kind: 'amount', length: 8, decimals: 2 },
  text('Buchungstext', 60),
  { name: 'Postensperre', kind: 'flag', length: 1 },
  text('Diverse Adressnummer', 9),
  number('Geschäftspartnerbank', 3),
  number('Sachverhalt', 2),
  { name: 'Zinssperre', kind: 'flag', length: 1 },
  text('Beleglink', 210),
  ...pairs('Beleginfo - Art', 'Beleginfo - Inhalt', 8, 20, 210),
  text('KOST1 - Kostenstelle', 36),
  text('KOST2 - Kostenstelle', 36),
  number('Kost-Menge', 12, 4),
  text('EU-Land u. UStID (Bestimmung)', 15),
  number('EU-Steuersatz (Bestimmung)', 2, 2),
  text('Abw. Versteuerungsart', 1),
  number('Sachverhalt L+L', 3),
  number('Funktionsergänzung L+L', 3),
  number('BU 49 Hauptfunktionstyp', 1),
  number('BU 49 Hauptfunktionsnummer', 2),
  number('BU 49 Funktionsergänzung', 3),
  ...pairs('Zusatzinformation - Art', 'Zusatzinformation - Inhalt', 20, 20, 210),
  number('Stück', 8),
  number('Gewicht', 8, 2),
  number('Zahlweise', 2),
  text('Forderungsart', 10),
  number('Veranlagungsjahr', 4),
  { name: 'Zugeordnete Fälligkeit', kind: 'ddmmyyyy', length: 8 },
  number('Skontotyp', 1),
  text('Auftragsnummer', 30),
  text('Buchungstyp', 2),
  number('USt-Schlüssel (Anzahlungen)', 2),
  text('EU-Land (Anzahlungen)', 2),
  number('Sachverhalt L+L (Anzahlungen)', 3),
  number('EU-Steuersatz (Anzahlungen)', 2, 2),
  { name: 'Erlöskonto (Anzahlungen)', kind: 'account', length: 8 },
  text('Herkunft-Kz', 2),
  text('Buchungs GUID', 36),
  { name: 'KOST-Datum', kind: 'ddmmyyyy', length: 8 },
  text('SEPA-Mandatsreferenz', 35),
  { name: 'Skontosperre', kind: 'flag', length: 1 },
  text('Gesellschaftername', 76),
  number('Beteiligtennummer', 4),
  text('Identifikationsnummer', 11),
  text('Zeichnernummer', 20),
  { name: 'Postensperre bis', kind: 'ddmmyyyy', length: 8 },
  text('Bezeichnung SoBil-Sachverhalt', 30),
  number('Kennzeichen SoBil-Buchung', 2),
  { name: 'Festschreibung', kind: 'flag', length: 1 },
  { name: 'Leistungsdatum', kind: 'ddmmyyyy', length: 8 },
  { name: 'Datum Zuord. Steuerperiode', kind: 'ddmmyyyy', length: 8 },
  { name: 'Fälligkeit', kind: 'ddmmyyyy', length: 8 },
  text('Generalumkehr (GU)', 1),
  number('Steuersatz', 2, 2),
  text('Land', 2),
  text('Abrechnungsreferenz', 50),
  number('BVV-Position', 1),
  text('EU-Mitgliedstaat u. UStID (Ursprung)', 15),
  number('EU-Steuersatz (Ursprung)', 2, 2),
  { name: 'Abw. Skontokonto', kind: 'account', length: 9 },
];

/** Field positions the month close fills, by name, so no caller counts columns. */
export const FIELD = Object.fromEntries(BUCHUNGSSTAPEL_FIELDS.map((f, i) => [f.name, i])) as Record<string, number>;

/** Belegfeld 1 takes letters, digits and `$ & % * + - /` only (the format's rule for document numbers). */
export const BELEGFELD1_CHARACTERS = /^[A-Za-z0-9$&%*+\-/]*$/;
