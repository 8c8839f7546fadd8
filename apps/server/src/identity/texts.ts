import type { Language } from '@fleetwatt/shared';

/** Every word of the sign-in, sign-up and sign-out pages, in English and German. */
const en = {
  signInTitle: 'Sign in',
  signInHeading: 'Sign in to Fleetwatt',
  signInIntro: 'Welcome back. Sign in with your work email.',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  wrongCredentials: 'Wrong email or password.',
  deactivated: 'This account has been deactivated. Please ask a fleet manager of your company or Fleetwatt support.',
  tooManyAttempts: 'Too many failed sign-ins. Please wait a few minutes and try again.',
  noAccount: 'New to Fleetwatt?',
  createAccountLink: 'Create an account',
  signUpTitle: 'Create account',
  signUpHeading: 'Create your Fleetwatt account',
  signUpIntro: 'Register your company and manage home charging of your company cars.',
  firstName: 'First name',
  lastName: 'Last name',
  companyName: 'Company name',
  country: 'Country',
  chooseCountry: 'Choose a country',
  passwordHint: 'At least 10 characters.',
  createAccount: 'Create account',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',
  errors: {
    firstName: 'Please enter your first name.',
    lastName: 'Please enter your last name.',
    companyName: 'Please enter your company name.',
    country: 'Please choose a country.',
    email: 'Please enter a valid email address.',
    password: 'The password must have at least 10 characters.',
    tooLong: (max: number) => `Must have at most ${max} characters.`,
    review: 'Please review the highlighted fields.',
  },
  checkMailTitle: 'Check your email',
  checkMailText: (email: string) =>
    `We have sent a message to ${email}. Follow the link in it to finish creating your account. If it does not arrive within a few minutes, look in your spam folder.`,
  tooManySignUps: 'Too many sign-ups for this email address or from your network. Please try again in an hour.',
  confirmTitle: 'Confirm your account',
  confirmText: (company: string, email: string) => `Create the Fleetwatt account for ${company} with ${email}?`,
  confirmButton: 'Create my account',
  createdTitle: 'Your account is ready',
  createdText: 'Your company and your account have been created. Sign in with your email address and password.',
  linkUsedTitle: 'This link has already been used',
  linkUsedText: 'An account for this email address already exists. Please sign in.',
  linkInvalidTitle: 'This link is not valid',
  linkInvalidText: 'The link has expired or is incomplete. Please register again.',
  expiredTitle: 'This page has expired',
  expiredText: 'Signing in took too long or was already completed. Please start again.',
  startAgain: 'Start again',
  errorTitle: 'Something went wrong',
  errorText: 'The sign-in could not be completed.',
  backToApp: 'Back to Fleetwatt',
  signingOut: 'Signing you out…',
  signOut: 'Sign out',
  signedOutTitle: 'You are signed out',
  signedOutText: 'You have been signed out of Fleetwatt.',
  signInAgain: 'Sign in again',
  otherLanguage: { code: 'de' as Language, label: 'Deutsch' },
  invite: {
    title: 'Accept your invitation',
    managerIntro: (company: string) => `Create your account to manage ${company} on Fleetwatt as a fleet manager.`,
    adminIntro: 'Create your account to join Fleetwatt as an administrator.',
    accountExists: 'There is already an account with this email address. Please sign in to accept the invitation.',
    invalidTitle: 'This invitation cannot be used',
    invalidText: 'The invitation link is not valid any more: it was withdrawn, already accepted or has expired. Please ask for a new one.',
  },
};

export type Texts = typeof en;

const de: Texts = {
  signInTitle: 'Anmelden',
  signInHeading: 'Bei Fleetwatt anmelden',
  signInIntro: 'Willkommen zurück. Melden Sie sich mit Ihrer geschäftlichen E-Mail-Adresse an.',
  email: 'E-Mail',
  password: 'Passwort',
  signIn: 'Anmelden',
  wrongCredentials: 'E-Mail oder Passwort ist falsch.',
  deactivated: 'Dieses Konto wurde deaktiviert. Bitte wenden Sie sich an den Fuhrparkmanager Ihres Unternehmens oder an den Fleetwatt-Support.',
  tooManyAttempts: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
  noAccount: 'Neu bei Fleetwatt?',
  createAccountLink: 'Konto erstellen',
  signUpTitle: 'Konto erstellen',
  signUpHeading: 'Ihr Fleetwatt-Konto erstellen',
  signUpIntro: 'Registrieren Sie Ihr Unternehmen und verwalten Sie das Laden Ihrer Dienstwagen zu Hause.',
  firstName: 'Vorname',
  lastName: 'Nachname',
  companyName: 'Name des Unternehmens',
  country: 'Land',
  chooseCountry: 'Land auswählen',
  passwordHint: 'Mindestens 10 Zeichen.',
  createAccount: 'Konto erstellen',
  haveAccount: 'Sie haben bereits ein Konto?',
  signInLink: 'Anmelden',
  errors: {
    firstName: 'Bitte geben Sie Ihren Vornamen ein.',
    lastName: 'Bitte geben Sie Ihren Nachnamen ein.',
    companyName: 'Bitte geben Sie den Namen Ihres Unternehmens ein.',
    country: 'Bitte wählen Sie ein Land aus.',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    password: 'Das Passwort muss mindestens 10 Zeichen lang sein.',
    tooLong: (max: number) => `Darf höchstens ${max} Zeichen haben.`,
    review: 'Bitte prüfen Sie die markierten Felder.',
  },
  checkMailTitle: 'Bitte prüfen Sie Ihre E-Mails',
  checkMailText: (email: string) =>
    `Wir haben eine Nachricht an ${email} gesendet. Folgen Sie dem Link darin, um Ihr Konto fertig zu erstellen. Falls sie nicht in wenigen Minuten ankommt, sehen Sie bitte im Spam-Ordner nach.`,
  tooManySignUps: 'Zu viele Registrierungen für diese E-Mail-Adresse oder aus Ihrem Netzwerk. Bitte versuchen Sie es in einer Stunde erneut.',
  confirmTitle: 'Konto bestätigen',
  confirmText: (company: string, email: string) => `Das Fleetwatt-Konto für ${company} mit ${email} erstellen?`,
  confirmButton: 'Mein Konto erstellen',
  createdTitle: 'Ihr Konto ist bereit',
  createdText: 'Ihr Unternehmen und Ihr Konto wurden erstellt. Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
  linkUsedTitle: 'Dieser Link wurde bereits verwendet',
  linkUsedText: 'Für diese E-Mail-Adresse gibt es bereits ein Konto. Bitte melden Sie sich an.',
  linkInvalidTitle: 'Dieser Link ist nicht gültig',
  linkInvalidText: 'Der Link ist abgelaufen oder unvollständig. Bitte registrieren Sie sich erneut.',
  expiredTitle: 'Diese Seite ist abgelaufen',
  expiredText: 'Die Anmeldung hat zu lange gedauert oder wurde bereits abgeschlossen. Bitte beginnen Sie erneut.',
  startAgain: 'Erneut beginnen',
  errorTitle: 'Etwas ist schiefgelaufen',
  errorText: 'Die Anmeldung konnte nicht abgeschlossen werden.',
  backToApp: 'Zurück zu Fleetwatt',
  signingOut: 'Sie werden abgemeldet …',
  signOut: 'Abmelden',
  signedOutTitle: 'Sie sind abgemeldet',
  signedOutText: 'Sie wurden von Fleetwatt abgemeldet.',
  signInAgain: 'Erneut anmelden',
  otherLanguage: { code: 'en', label: 'English' },
  invite: {
    title: 'Einladung annehmen',
    managerIntro: (company: string) => `Erstellen Sie Ihr Konto, um ${company} auf Fleetwatt als Fuhrparkmanager zu verwalten.`,
    adminIntro: 'Erstellen Sie Ihr Konto, um Fleetwatt als Administrator beizutreten.',
    accountExists: 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto. Bitte melden Sie sich an, um die Einladung anzunehmen.',
    invalidTitle: 'Diese Einladung kann nicht verwendet werden',
    invalidText: 'Der Einladungslink ist nicht mehr gültig: Er wurde zurückgezogen, schon angenommen oder ist abgelaufen. Bitte fordern Sie eine neue Einladung an.',
  },
};

export const TEXTS: Record<Language, Texts> = { en, de };

/** The first of a list of language tags (ui_locales, Accept-Language) that we speak, if any. */
function firstSpoken(tags: string | undefined | null): Language | undefined {
  if (!tags) return undefined;
  const ranked = tags
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((part, i) => {
      const [tag = '', q] = part.split(';q=');
      return { tag: tag.toLowerCase(), q: q === undefined ? 1 : Number(q), i };
    })
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    if (tag.startsWith('de')) return 'de';
    if (tag.startsWith('en')) return 'en';
  }
  return undefined;
}

function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The page language: an explicit choice on the page, then the authorization request's ui_locales,
 * then the web app's language cookie (i18next), then the browser's Accept-Language; English otherwise.
 */
export function chooseLanguage(input: {
  explicit?: unknown;
  uiLocales?: unknown;
  cookie?: string;
  acceptLanguage?: string;
}): Language {
  return (
    firstSpoken(typeof input.explicit === 'string' ? input.explicit : undefined) ??
    firstSpoken(typeof input.uiLocales === 'string' ? input.uiLocales : undefined) ??
    firstSpoken(cookieValue(input.cookie, 'i18next')) ??
    firstSpoken(input.acceptLanguage) ??
    'en'
  );
}
