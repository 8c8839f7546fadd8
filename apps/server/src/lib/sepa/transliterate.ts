/*
 * Names as every SEPA bank takes them. The EPC's rulebooks allow the Latin set a-z A-Z 0-9
 * / - ? : ( ) . , ' + and space; its best practices on the extended character set (EPC217-08) ask to
 * convert other letters to their Latin spelling rather than drop them. Drivers' names come in German,
 * French, Scandinavian, Polish, Czech, Hungarian, Baltic, Romanian, Turkish, Greek and Cyrillic
 * letters among others: marks are taken off (é -> e), letters without a decomposition are spelled
 * (ø -> o, Ł -> L, ß -> ss, Æ -> AE), Greek and Cyrillic are transliterated, quotation marks of any
 * kind become '"', and only what has no spelling at all becomes a full stop, as EPC217-08 says.
 */

// German umlauts keep their German spelling (Müller -> Mueller), the usage of German banks.
const GERMAN: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss', ẞ: 'SS' };

// Latin letters that carry no combining mark to take off.
const LATIN: Record<string, string> = {
  Æ: 'AE', æ: 'ae', Ø: 'O', ø: 'o', Œ: 'OE', œ: 'oe', Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ð: 'D', ð: 'd', Þ: 'TH', þ: 'th',
  Ħ: 'H', ħ: 'h', ı: 'i', İ: 'I', Ŀ: 'L', ŀ: 'l', ĸ: 'k', ŉ: 'n', Ŋ: 'N', ŋ: 'n', Ŧ: 'T', ŧ: 't', ſ: 's', Ǝ: 'E', ə: 'e', Ə: 'E',
};

const GREEK: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x', ο: 'o',
  π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
};

const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', ґ: 'g', д: 'd', ђ: 'dj', е: 'e', ё: 'e', є: 'ie', ж: 'zh', з: 'z', ѕ: 'dz', и: 'i', і: 'i',
  ї: 'i', й: 'i', ј: 'j', к: 'k', л: 'l', љ: 'lj', м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's', т: 't', ћ: 'c',
  у: 'u', ў: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', џ: 'dz', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'iu', я: 'ia',
};

// Punctuation people type: quotes of every kind, dashes, the ampersand (the Latin set has +).
const MARKS: Record<string, string> = {
  '«': '"', '»': '"', '‹': "'", '›': "'", '„': '"', '“': '"', '”': '"', '‟': '"', '"': '"', '‚': "'", '‘': "'", '’': "'", '`': "'", '´': "'",
  '–': '-', '—': '-', '‐': '-', '‑': '-', '·': '-', '&': '+', '_': '-', '#': '.', '@': '.', '*': '.', '!': '.', ';': ',', '=': '-',
  '[': '(', ']': ')', '{': '(', '}': ')', '<': '(', '>': ')', '\\': '/', '|': '/', '%': '.', '$': '.', '€': 'EUR', '~': '-',
};

function spell(ch: string): string {
  if (ch in GERMAN) return GERMAN[ch]!;
  if (ch in LATIN) return LATIN[ch]!;
  if (ch in MARKS) return MARKS[ch]!;
  const bare = ch.normalize('NFD').replace(/\p{M}/gu, '');
  if (/^[A-Za-z]+$/.test(bare)) return bare;
  const lower = bare.toLowerCase();
  const script = GREEK[lower] ?? CYRILLIC[lower];
  if (script !== undefined) {
    if (bare === lower || !script) return script;
    return script.charAt(0).toUpperCase() + script.slice(1);
  }
  if (/\s/u.test(ch)) return ' ';
  return bare;
}

/** Allowed in SEPA text: the EPC Latin set, with the quotation mark of the transliterated quotes. */
const ALLOWED = /^[A-Za-z0-9/\-?:().,'+ "]$/;

/** A text in the SEPA character set, transliterated, at most `max` characters; "-" when nothing is left. */
export function sepaText(text: string, max: number): string {
  let out = '';
  // Greek's one common digraph first: ου is "ou" (ELOT 743), not "oy".
  const digraphs = text.normalize('NFC').replace(/ο[υύ]/g, 'ou').replace(/Ο[υύ]/g, 'Ou').replace(/ΟΥ/g, 'OU');
  for (const ch of digraphs) {
    for (const c of spell(ch)) out += ALLOWED.test(c) ? c : '.';
  }
  const clean = out.replace(/\s+/g, ' ').trim();
  return (clean || '-').slice(0, max).trim() || '-';
}
