import type { Language } from './languages.ts';

/** Groups of words for stored codes: a group per kind of value, a word per code. */
export type WordGroups = Record<string, Record<string, string>>;

/**
 * The words a list shows for its values (statuses, kinds, yes and no) in every language, one home
 * for the page (the web app reads each group as its area's translations of the same name) and the
 * file its export writes.
 */
export type ValueWords<G extends WordGroups = WordGroups> = Record<Language, G>;

/** Checks an area's value words: the same groups and codes in every language. */
export const valueWords = <G extends WordGroups>(words: ValueWords<G>): ValueWords<G> => words;

/** Translations as the web app keeps them: texts in groups, groups in groups. */
export type Translations = { [key: string]: string | Translations };
