import type { z } from 'zod';
import type { Language } from './languages.ts';
import { NO_CONTROL_CHARACTERS } from '../common/control-characters.ts';

export * from './languages.ts';

/** The generic messages of spec section 5, in both languages. */
const MESSAGES = {
  en: {
    invalidType: 'Invalid selection',
    email: 'Must be a valid email address',
    url: 'Must be a valid URL',
    string: 'Invalid string',
    tooShortString: 'Must have at least {n} characters',
    tooShortString1: 'Must have at least 1 character',
    tooLongString: 'Must have at most {n} characters',
    tooLongString1: 'Must have at most 1 character',
    tooShortArray: 'Must have at least {n} items',
    tooShortArray1: 'Must have at least 1 item',
    tooLongArray: 'Must have at most {n} items',
    tooLongArray1: 'Must have at most 1 item',
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
    tooShortString: 'Muss mindestens {n} Zeichen haben',
    tooShortString1: 'Muss mindestens 1 Zeichen haben',
    tooLongString: 'Darf höchstens {n} Zeichen haben',
    tooLongString1: 'Darf höchstens 1 Zeichen haben',
    tooShortArray: 'Muss mindestens {n} Einträge haben',
    tooShortArray1: 'Muss mindestens 1 Eintrag haben',
    tooLongArray: 'Darf höchstens {n} Einträge haben',
    tooLongArray1: 'Darf höchstens 1 Eintrag haben',
    tooSmall: 'Wert ist zu klein',
    negative: 'Darf nicht negativ sein',
    tooBig: 'Wert ist zu groß',
    enum: 'Wert muss einer aus der Liste sein',
    required: 'Ist erforderlich',
    unknownField: 'Ist kein bekanntes Feld',
    invalid: 'Ungültige Eingabe',
    controlCharacters: 'Darf keine Steuerzeichen enthalten',
  },
} as const;

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
  const m = MESSAGES[lang];
  const text = issueText(issue, m);
  if (issue.path.length === 0) return text;
  const field = label?.(issue.path) ?? humanizeField(issue.path);
  return `${field}: ${text}`;
}

function issueText(issue: z.core.$ZodIssue, m: (typeof MESSAGES)[Language]): string {
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
      if (issue.origin === 'string') return n === 1 ? m.required : counted(m.tooShortString, m.tooShortString1, n);
      if (issue.origin === 'array' || issue.origin === 'set') return counted(m.tooShortArray, m.tooShortArray1, n);
      // A minimum of zero refuses a sign, and says so: nothing changes sign without a word.
      if (n === 0 && issue.inclusive !== false) return m.negative;
      return m.tooSmall;
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'string') return counted(m.tooLongString, m.tooLongString1, n);
      if (issue.origin === 'array' || issue.origin === 'set') return counted(m.tooLongArray, m.tooLongArray1, n);
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

/** The message for a count: its singular form for one (both languages' plural rule), else the number put in. */
function counted(many: string, one: string, n: number): string {
  return n === 1 ? one : many.replace('{n}', String(n));
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
