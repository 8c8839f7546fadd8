import type { Language } from './languages.ts';

/**
 * The labels of a list's columns in every language, one home for both places that head them: the
 * page's table (the web app reads them as its area's `columns.*` translations) and the file the
 * export writes (the server's CSV and XLSX headers). A column only one of them shows is here too.
 */
export type ColumnLabels<K extends string = string> = Record<Language, Record<K, string>>;

/** Checks a list's labels: the same keys in every language. */
export const columnLabels = <K extends string>(labels: ColumnLabels<K>): ColumnLabels<K> => labels;
