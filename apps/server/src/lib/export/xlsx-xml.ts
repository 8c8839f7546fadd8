/*
 * Text and numbers as SpreadsheetML (ECMA-376) carries them.
 */

// Characters XML 1.0 cannot carry (one of them would make the whole file unreadable), and the ones
// that must be written as references: markup, and CR, which XML parsers would turn into LF.
// eslint-disable-next-line no-control-regex
const SPECIAL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF&<>"\r]/;
// eslint-disable-next-line no-control-regex
const SPECIALS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF&<>"\r]/g;
const REFERENCES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };

// Excel reads "_xHHHH_" in cell text as an escaped character; a literal one keeps its underscore
// by escaping that underscore (_x005F_), as Excel itself writes it.
const EXCEL_ESCAPE = /_(?=x[0-9A-Fa-f]{4}_)/g;

/** The most characters one cell holds; Excel refuses a file with a longer text. */
export const CELL_TEXT_MAX = 32_767;

/** Text for an element or an attribute value: invalid characters dropped, the rest escaped. */
export function xmlEscape(text: string): string {
  return SPECIAL.test(text) ? text.replace(SPECIALS, (c) => REFERENCES[c] ?? '') : text;
}

/** Cell text as Excel shows it back: cut to what a cell holds, never in the middle of a character. */
export function cellText(text: string): string {
  let t = text;
  if (t.length > CELL_TEXT_MAX) {
    const cut = t.charCodeAt(CELL_TEXT_MAX - 1);
    t = t.slice(0, cut >= 0xd800 && cut <= 0xdbff ? CELL_TEXT_MAX - 1 : CELL_TEXT_MAX);
  }
  if (t.includes('_x')) t = t.replace(EXCEL_ESCAPE, '_x005F_');
  return xmlEscape(t);
}

/** Whether a text needs xml:space="preserve" to keep its outer spaces and line breaks. */
export function keepsSpace(text: string): boolean {
  return /^\s|\s$|\n/.test(text);
}

/** A column's letters: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

const DAY_MS = 86_400_000;
// Day 25569 is 1970-01-01 in Excel's 1900 date system.
const UNIX_EPOCH_SERIAL = 25_569;
// Before 1900-03-01 Excel counts a 29 February 1900 that never was; after 9999-12-31 it has no dates.
const FIRST_SERIAL = 61;
const LAST_SERIAL = 2_958_466;

/** A moment as an Excel serial date (days since 1899-12-30, UTC); null outside Excel's calendar. */
export function excelSerial(date: Date): number | null {
  const serial = UNIX_EPOCH_SERIAL + date.getTime() / DAY_MS;
  return serial >= FIRST_SERIAL && serial < LAST_SERIAL ? serial : null;
}
