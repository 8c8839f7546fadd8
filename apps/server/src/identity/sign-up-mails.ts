import type { Language } from '@fleetwatt/shared';
import { renderMail, type MailMessage } from '../providers/mail/index.ts';

const TEXTS = {
  en: {
    confirmSubject: 'Confirm your Fleetwatt account',
    existingSubject: 'Your Fleetwatt account',
    greeting: (name: string) => `Hello ${name},`,
    hello: 'Hello,',
    confirm: (company: string) =>
      `Thank you for registering ${company} with Fleetwatt. Please confirm your email address to create your account.`,
    confirmAction: 'Confirm and create my account',
    validFor: (hours: number) => `The link is valid for ${hours} hours. Afterwards, please register again.`,
    notYou: 'If you did not register, you can ignore this email: no account is created without the confirmation.',
    existing:
      'Someone, perhaps you, tried to create a Fleetwatt account with this email address. You already have an account, so no new one was created.',
    existingAction: 'Sign in to Fleetwatt',
    existingNotYou: 'If this was not you, you can ignore this email: your account and its password are unchanged.',
    signature: 'Your Fleetwatt team',
  },
  de: {
    confirmSubject: 'Bestätigen Sie Ihr Fleetwatt-Konto',
    existingSubject: 'Ihr Fleetwatt-Konto',
    greeting: (name: string) => `Guten Tag ${name},`,
    hello: 'Guten Tag,',
    confirm: (company: string) =>
      `Vielen Dank für die Registrierung von ${company} bei Fleetwatt. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu erstellen.`,
    confirmAction: 'Bestätigen und Konto erstellen',
    validFor: (hours: number) => `Der Link ist ${hours} Stunden gültig. Danach registrieren Sie sich bitte erneut.`,
    notYou: 'Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren: Ohne Bestätigung wird kein Konto erstellt.',
    existing:
      'Jemand, vielleicht Sie selbst, wollte mit dieser E-Mail-Adresse ein Fleetwatt-Konto erstellen. Sie haben bereits ein Konto, daher wurde kein neues erstellt.',
    existingAction: 'Bei Fleetwatt anmelden',
    existingNotYou: 'Falls Sie das nicht waren, können Sie diese E-Mail ignorieren: Ihr Konto und sein Passwort sind unverändert.',
    signature: 'Ihr Fleetwatt-Team',
  },
} as const;

/** The mail with the link that creates the account and its company. */
export function confirmSignUpMail(m: {
  lang: Language;
  to: string;
  firstName: string;
  companyName: string;
  url: string;
  validHours: number;
}): MailMessage {
  const t = TEXTS[m.lang];
  const body = renderMail({
    lang: m.lang,
    greeting: t.greeting(m.firstName),
    paragraphs: [t.confirm(m.companyName)],
    action: { label: t.confirmAction, url: m.url },
    after: [t.validFor(m.validHours), t.notYou],
    signature: t.signature,
  });
  return { to: m.to, subject: t.confirmSubject, ...body };
}

/** The mail to the owner of an address that someone tried to sign up with again. */
export function existingAccountMail(m: { lang: Language; to: string; signInUrl: string }): MailMessage {
  const t = TEXTS[m.lang];
  const body = renderMail({
    lang: m.lang,
    greeting: t.hello,
    paragraphs: [t.existing],
    action: { label: t.existingAction, url: m.signInUrl },
    after: [t.existingNotYou],
    signature: t.signature,
  });
  return { to: m.to, subject: t.existingSubject, ...body };
}
