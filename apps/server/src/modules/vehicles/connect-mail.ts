import { LOCALE_OF, type CompanyLanguage, type Language } from '@fleetwatt/shared';
import { renderMail, type MailMessage } from '../../providers/mail/index.ts';

const TEXTS = {
  en: {
    subject: (company: string) => `${company}: connect your company car to Fleetwatt`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (company: string) =>
      `${company} asks you to connect your company car to Fleetwatt. Fleetwatt then reads the odometer, the battery level and the charging state from the car maker's data service, so you no longer have to report your mileage by hand.`,
    how: 'Open the link, sign in with the account of your car maker’s app and allow access.',
    action: 'Connect my car',
    validUntil: (date: string) => `The link is valid until ${date}.`,
    ignore: 'If you did not expect this email, you can ignore it.',
    signature: 'Your Fleetwatt team',
  },
  de: {
    subject: (company: string) => `${company}: Verbinden Sie Ihren Dienstwagen mit Fleetwatt`,
    greeting: (name: string) => `Guten Tag ${name},`,
    intro: (company: string) =>
      `${company} bittet Sie, Ihren Dienstwagen mit Fleetwatt zu verbinden. Fleetwatt liest dann Kilometerstand, Akkustand und Ladezustand über den Datendienst des Herstellers, sodass Sie Ihren Kilometerstand nicht mehr von Hand melden müssen.`,
    how: 'Öffnen Sie den Link, melden Sie sich mit dem Konto der App Ihres Fahrzeugherstellers an und erlauben Sie den Zugriff.',
    action: 'Fahrzeug verbinden',
    validUntil: (date: string) => `Der Link ist gültig bis ${date}.`,
    ignore: 'Falls Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.',
    signature: 'Ihr Fleetwatt-Team',
  },
} as const;

/** The driver's language: their own choice, else the company's. */
export function driverLanguage(preferred: string | null, company: CompanyLanguage | null): Language {
  if (preferred) return preferred.toLowerCase().startsWith('de') ? 'de' : 'en';
  return company === 'GERMAN' ? 'de' : 'en';
}

/** The mail that asks a driver to connect their car, with the one-time connect link. */
export function connectMail(input: {
  to: string;
  driverName: string;
  companyId: string;
  companyName: string;
  lang: Language;
  url: string;
  expiresAt: Date;
}): MailMessage {
  const t = TEXTS[input.lang];
  const date = new Intl.DateTimeFormat(LOCALE_OF[input.lang], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(input.expiresAt);
  const body = renderMail({
    lang: input.lang,
    greeting: t.greeting(input.driverName),
    paragraphs: [t.intro(input.companyName), t.how],
    action: { label: t.action, url: input.url },
    after: [`${t.validUntil(date)} (UTC)`, t.ignore],
    signature: t.signature,
  });
  return { to: input.to, subject: t.subject(input.companyName), companyId: input.companyId, ...body };
}
