// Zod-free, so the web app's first load can use it without the validation messages (see validation-messages.ts).

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
