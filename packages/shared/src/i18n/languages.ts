// Zod-free, so the web app's first load can use it without the validation messages (see validation-messages.ts).

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The locale a language writes its numbers and dates in (Intl). */
export const LOCALE_OF: Record<Language, string> = { en: 'en-US', de: 'de-DE' };
