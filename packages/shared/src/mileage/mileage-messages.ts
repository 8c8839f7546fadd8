import type { Language } from '../i18n/validation-messages.ts';

/**
 * Messages of the mileage rules, in both languages, so that the server's answer and the web's own
 * words read the same. 'error updating mileage plan' is the specification's failure message (section 8).
 */
const MESSAGES = {
  en: {
    updatePlanFailed: 'Error updating mileage plan',
    driverWithoutCompany: 'You do not belong to a company, so there is no mileage to report.',
    readAtInFuture: 'Read at: Cannot be in the future',
    flagBackwards: 'The odometer is lower than the previous reading.',
    flagJump: 'More than {limit} km a day since the previous reading.',
    queryTitle: 'Odometer reading due',
    queryMessage: 'Please report your odometer reading in the app.',
    mailSubject: 'Please report your odometer reading',
    mailGreeting: 'Hello {name},',
    mailBody: '{company} asks for your odometer reading {period}. Please open the Fleetwatt app and enter the kilometres on your car\'s odometer.',
    mailLastReading: 'Your last reading: {km} km on {date}.',
    mailNoReading: 'We have no reading from you yet.',
    mailSignature: 'Your Fleetwatt team',
    periodDAILY: 'for today',
    periodWEEKLY: 'for this week',
    periodBIWEEKLY: 'for these two weeks',
    periodMONTHLY: 'for this month',
    periodBIMONTHLY: 'for these two months',
  },
  de: {
    updatePlanFailed: 'Fehler beim Aktualisieren des Kilometerplans',
    driverWithoutCompany: 'Sie gehören zu keinem Unternehmen, daher gibt es keinen Kilometerstand zu melden.',
    readAtInFuture: 'Abgelesen am: Darf nicht in der Zukunft liegen',
    flagBackwards: 'Der Kilometerstand ist niedriger als der vorige.',
    flagJump: 'Mehr als {limit} km pro Tag seit dem vorigen Stand.',
    queryTitle: 'Kilometerstand fällig',
    queryMessage: 'Bitte melden Sie Ihren Kilometerstand in der App.',
    mailSubject: 'Bitte melden Sie Ihren Kilometerstand',
    mailGreeting: 'Guten Tag {name},',
    mailBody: '{company} bittet Sie um Ihren Kilometerstand {period}. Bitte öffnen Sie die Fleetwatt-App und tragen Sie den Stand des Kilometerzählers Ihres Autos ein.',
    mailLastReading: 'Ihr letzter Stand: {km} km am {date}.',
    mailNoReading: 'Wir haben noch keinen Stand von Ihnen.',
    mailSignature: 'Ihr Fleetwatt-Team',
    periodDAILY: 'für heute',
    periodWEEKLY: 'für diese Woche',
    periodBIWEEKLY: 'für diese zwei Wochen',
    periodMONTHLY: 'für diesen Monat',
    periodBIMONTHLY: 'für diese zwei Monate',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type MileageMessageKey = keyof (typeof MESSAGES)['en'];

export function mileageMessage(key: MileageMessageKey, lang: Language = 'en', params: Record<string, string | number> = {}): string {
  return MESSAGES[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => (params[name] !== undefined ? String(params[name]) : `{${name}}`));
}
