import { LOCALE_OF, type CompanyLanguage, type Language } from '@fleetwatt/shared';

/** The language a company's mails are written in. */
export const LANGUAGE_OF: Record<CompanyLanguage, Language> = { ENGLISH: 'en', GERMAN: 'de' };

/** A day as a mail writes it, in UTC ("March 31, 2026", "31. März 2026"). */
export function longDate(date: Date, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALE_OF[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** What every invitation mail is made from: its recipient and language, the invitation's token and expiry, and the product's address. */
export interface InvitationBasics {
  email: string;
  language: CompanyLanguage;
  token: string;
  expiresAt: Date;
  publicUrl: string;
}

/** An invitation mail in a company's language: the language, the mail's texts in it and the day the invitation expires as written there. */
export function invitationInLanguage<Texts extends Record<Language, unknown>>(texts: Texts, language: CompanyLanguage, expiresAt: Date) {
  const lang = LANGUAGE_OF[language];
  return { lang, t: texts[lang] as Texts[Language], validUntil: longDate(expiresAt, lang) };
}
