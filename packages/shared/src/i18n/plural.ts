import type { Language } from './languages.ts';

/**
 * Count messages follow i18next's convention, the one the web app's locale files use: a message
 * that depends on a number has a `<key>_one` and a `<key>_other` form, and the language's plural
 * rule (CLDR, through Intl.PluralRules) picks one for `count`. English and German both say
 * "1 item" / "0 items" / "2 items" ("1 Eintrag" / "0 Einträge").
 */
export type PluralForm = '_one' | '_other';

/** The base key of a message table's keys: "tooShortArray_one" and "tooShortArray_other" are "tooShortArray". */
export type MessageKeyOf<T> = keyof T extends infer K ? (K extends `${infer B}_${'one' | 'other'}` ? B : K & string) : never;

const RULES: Partial<Record<Language, Intl.PluralRules>> = {};

/** `_one` or `_other` for a count in a language. */
export function pluralForm(count: number, lang: Language): PluralForm {
  const rules = (RULES[lang] ??= new Intl.PluralRules(lang));
  return rules.select(count) === 'one' ? '_one' : '_other';
}

/**
 * A message of a table with its `{name}` placeholders filled: the plural form for `params.count`
 * when the table has one (`key_one` / `key_other`), else the key itself. A placeholder without a
 * value stays as written, so a missing parameter shows instead of vanishing.
 */
export function formatMessage(
  table: Readonly<Record<string, string>>,
  key: string,
  lang: Language,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const count = params.count;
  const counted = typeof count === 'number' ? table[`${key}${pluralForm(count, lang)}`] : undefined;
  const text = counted ?? table[key] ?? table[`${key}_other`] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] !== undefined ? String(params[name]) : whole));
}
