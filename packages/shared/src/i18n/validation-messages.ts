import type { z } from 'zod';
import type { Language } from './languages.ts';
import { NO_CONTROL_CHARACTERS } from '../common/control-characters.ts';
import { formatMessage } from './plural.ts';

export * from './languages.ts';
export * from './plural.ts';

/** The generic messages of spec section 5, in both languages. */
const MESSAGES = {
  en: {
    invalidType: 'Invalid selection',
    email: 'Must be a valid email address',
    url: 'Must be a valid URL',
    string: 'Invalid string',
    tooShortString_one: 'Must have at least {count} character',
    tooShortString_other: 'Must have at least {count} characters',
    tooLongString_one: 'Must have at most {count} character',
    tooLongString_other: 'Must have at most {count} characters',
    tooShortArray_one: 'Must have at least {count} item',
    tooShortArray_other: 'Must have at least {count} items',
    tooLongArray_one: 'Must have at most {count} item',
    tooLongArray_other: 'Must have at most {count} items',
    tooSmall: 'Value is too small',
    negative: 'Must not be negative',
    tooBig: 'Value is too big',
    enum: 'Value must be one of the list',
    required: 'Is required',
    unknownField: 'Is not a known field',
    invalid: 'Invalid input',
    controlCharacters: 'Must not contain control characters',
  },
  de: {
    invalidType: 'Ungültige Auswahl',
    email: 'Muss eine gültige E-Mail-Adresse sein',
    url: 'Muss eine gültige URL sein',
    string: 'Ungültige Zeichenkette',
    tooShortString_one: 'Muss mindestens {count} Zeichen haben',
    tooShortString_other: 'Muss mindestens {count} Zeichen haben',
    tooLongString_one: 'Darf höchstens {count} Zeichen haben',
    tooLongString_other: 'Darf höchstens {count} Zeichen haben',
    tooShortArray_one: 'Muss mindestens {count} Eintrag haben',
    tooShortArray_other: 'Muss mindestens {count} Einträge haben',
    tooLongArray_one: 'Darf höchstens {count} Eintrag haben',
    tooLongArray_other: 'Darf höchstens {count} Einträge haben',
    tooSmall: 'Wert ist zu klein',
    negative: 'Darf nicht negativ sein',
    tooBig: 'Wert ist zu groß',
    enum: 'Wert muss einer aus der Liste sein',
    required: 'Ist erforderlich',
    unknownField: 'Ist kein bekanntes Feld',
    invalid: 'Ungültige Eingabe',
    controlCharacters: 'Darf keine Steuerzeichen enthalten',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** "firstName" -> "First name", "address.zip" -> "Address zip", "items.0.price" -> "Items 1 price". */
export function humanizeField(path: readonly PropertyKey[]): string {
  const words = path
    .map((p) => (typeof p === 'number' ? String(p + 1) : String(p)))
    .join(' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One issue as the message a person reads: the field's name, then what is wrong with it. */
export function issueMessage(
  issue: z.core.$ZodIssue,
  lang: Language = 'en',
  label?: (path: readonly PropertyKey[]) => string | undefined,
): string {
  const text = issueText(issue, lang);
  if (issue.path.length === 0) return text;
  const field = label?.(issue.path) ?? humanizeField(issue.path);
  return `${field}: ${text}`;
}

function issueText(issue: z.core.$ZodIssue, lang: Language): string {
  const m = MESSAGES[lang];
  // A count message in the plural form the language's rule picks for the number (i18next's _one/_other).
  const counted = (key: 'tooShortString' | 'tooLongString' | 'tooShortArray' | 'tooLongArray', count: number) =>
    formatMessage(m, key, lang, { count });
  switch (issue.code) {
    case 'invalid_type':
      return isMissing(issue) ? m.required : m.invalidType;
    case 'invalid_format':
      if (issue.format === 'email') return m.email;
      if (issue.format === 'url') return m.url;
      if (issue.format === NO_CONTROL_CHARACTERS) return m.controlCharacters;
      return m.string;
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'string') return n === 1 ? m.required : counted('tooShortString', n);
      if (issue.origin === 'array' || issue.origin === 'set') return counted('tooShortArray', n);
      // A minimum of zero refuses a sign, and says so: nothing changes sign without a word.
      if (n === 0 && issue.inclusive !== false) return m.negative;
      return m.tooSmall;
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'string') return counted('tooLongString', n);
      if (issue.origin === 'array' || issue.origin === 'set') return counted('tooLongArray', n);
      return m.tooBig;
    }
    case 'invalid_value':
      return m.enum;
    case 'unrecognized_keys':
      return m.unknownField;
    case 'custom':
      return issue.message && issue.message !== 'Invalid input' ? issue.message : m.invalid;
    default:
      return m.invalid;
  }
}


// zod reports the input only when asked to; its default message still says what it received.
function isMissing(issue: z.core.$ZodIssue): boolean {
  return 'input' in issue ? issue.input === undefined : /received undefined/.test(issue.message);
}

/** Picks en or de from an Accept-Language header or a language tag; English is the default. */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return 'en';
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { tag: tag.toLowerCase(), q: q ? Number(q) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    if (tag.startsWith('de')) return 'de';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}
