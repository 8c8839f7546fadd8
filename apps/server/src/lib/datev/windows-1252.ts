/*
 * Windows-1252, the code page DATEV reads its import files in. Latin-1 covers U+00A0–U+00FF byte for
 * byte; the euro sign, typographic quotes and dashes and a few letters sit in 0x80–0x9F. Anything
 * else is spelled with the closest Latin letters first (Ł -> L, ő -> o), and only what has no
 * spelling becomes "?".
 */

const HIGH: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a,
  '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97,
  '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};

const LATIN: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', ŀ: 'l', Ŀ: 'L', ŉ: 'n', ĸ: 'k' };

/** Whether Windows-1252 holds the character (control characters other than none are refused). */
export function inWindows1252(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || ch in HIGH;
}

/** Text reduced to what Windows-1252 holds: letters spelled without their marks where needed. */
export function toWindows1252Text(text: string): string {
  let out = '';
  for (const ch of text) {
    if (inWindows1252(ch)) out += ch;
    else if (/\s/.test(ch)) out += ' ';
    else {
      const plain = LATIN[ch] ?? ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += [...plain].every(inWindows1252) && plain ? plain : '?';
    }
  }
  return out;
}

/** The bytes of a text that holds only Windows-1252 characters (see toWindows1252Text). */
export function encodeWindows1252(text: string): Buffer {
  const bytes = Buffer.alloc(text.length);
  let i = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch in HIGH) bytes[i++] = HIGH[ch]!;
    else if (code <= 0xff && inWindows1252(ch)) bytes[i++] = code;
    else if (ch === '\r' || ch === '\n') bytes[i++] = code;
    else throw new RangeError(`Windows-1252 has no ${JSON.stringify(ch)}`);
  }
  return bytes.subarray(0, i);
}
