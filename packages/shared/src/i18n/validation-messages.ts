import type { z } from 'zod';
import type { Language } from './languages.ts';

export * from './languages.ts';

/** The generic messages of spec section 5, in both languages. */
const MESSAGES = {
  en: {
    invalidType: 'Invalid selection',
    email: 'Must be a valid email address',
    url: 'Must be a valid URL',
    string: 'Invalid string',
    tooShortString: 'Must have at least {n} characters',
    tooLongString: 'Must have at most {n} characters',
    tooShortArray: 'Must have at least {n} items',
    tooLongArray: 'Must have at most {n} items',
    tooSmall: 'Value is too small',
    tooBig: 'Value is too big',
    enum: 'Value must be one of the list',
    required: 'Is required',
    unknownField: 'Is not a known field',
    invalid: 'Invalid input',
  },
  de: {
    invalidType: 'Ungültige Auswahl',
    email: 'Muss eine gültige E-Mail-Adresse sein',
    url: 'Muss eine gültige URL sein',
    string: 'Ungültige Zeichenkette',
    tooShortString: 'Muss mindestens {n} Zeichen haben',
    tooLongString: 'Darf höchstens {n} Zeichen haben',
    tooShortArray: 'Muss mindestens {n} Einträge haben',
    tooLongArray: 'Darf höchstens {n} Einträge haben',
    tooSmall: 'Wert ist zu klein',
    tooBig: 'Wert ist zu groß',
    enum: 'Wert muss einer aus der Liste sein',
    required: 'Ist erforderlich',
    unknownField: 'Ist kein bekanntes Feld',
    invalid: 'Ungültige Eingabe',
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
      return m.string;
    case 'too_small': {
      const n = String(issue.minimum);
      if (issue.origin === 'string') return issue.minimum === 1 ? m.required : m.tooShortString.replace('{n}', n);
      if (issue.origin === 'array' || issue.origin === 'set') return m.tooShortArray.replace('{n}', n);
      return m.tooSmall;
    }
    case 'too_big': {
      const n = String(issue.maximum);
      if (issue.origin === 'string') return m.tooLongString.replace('{n}', n);
      if (issue.origin === 'array' || issue.origin === 'set') return m.tooLongArray.replace('{n}', n);
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
