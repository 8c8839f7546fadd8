import type { Language } from '../i18n/validation-messages.ts';
import { formatMessage, type MessageKeyOf } from '../i18n/plural.ts';

/**
 * Messages of the tariff rules, in both languages, so that the browser's own check and the
 * server's answer read the same. 'Please fill in the review topic' is the specification's
 * (section 5). Placeholders are written {name}.
 */
const MESSAGES = {
  en: {
    reviewTopicRequired: 'Please fill in the review topic',
    reasonRequired: 'Please select a rejection reason',
    targetRequired: 'Please select the tariff that takes over the sessions',
    driverRequired: 'Please select a driver',
    documentRequired: 'Please upload the tariff document',
    startRequired: 'Please enter the start date',
    priceFormat: 'Enter the price per kWh with up to 4 decimals, for example 0.3250',
    periodOrder: 'The end date cannot be before the start date',
    seriesNeedsDynamic: 'Only a dynamic tariff can follow an hourly price series',
    alreadyStatus: 'The tariff is already {status}.',
    invalidToValid: 'A rejected tariff must go back to pending before it can be validated.',
    overlap:
      'Tariff #{number} ({period}) overlaps valid tariff #{otherNumber} ({otherPeriod}) of the same driver. Change one of the periods first.',
    openEnded: 'open-ended',
    validEditAdminOnly: 'Only administrators can change the price, period or document of a validated tariff.',
    usedBySubmittedReceipt_one: 'Tariff #{number} cannot be deleted: one of its sessions is in a submitted receipt.',
    usedBySubmittedReceipt_other: 'Tariff #{number} cannot be deleted: {count} of its sessions are in a submitted receipt.',
    transferSameTariff: 'Choose another tariff to take over the sessions.',
    transferOtherDriver: 'Sessions can only move to another tariff of the same driver.',
    transferToInvalid: 'Tariff #{number} is rejected; sessions cannot move to it.',
    transferNotCovered:
      'Tariff #{number} ({period}) does not cover the sessions from {from} to {to}. Change its period first.',
    transferWouldReturn:
      'The sessions would return to valid tariff #{number}, which covers the same days. Validate tariff #{target} first or delete the source with the transfer.',
    transferSubmittedLeft_one:
      'Tariff #{number} keeps {count} session of a submitted receipt, so it cannot be deleted with the transfer.',
    transferSubmittedLeft_other:
      'Tariff #{number} keeps {count} sessions of a submitted receipt, so it cannot be deleted with the transfer.',
    documentOtherDriver: 'The document belongs to another driver.',
    driverWithoutCompany: 'You need to belong to a company to upload a tariff.',
    verificationDueTopic: 'Verification due',
    verificationDueDescription: 'The company asks for the tariff to be verified again. Please upload a current bill.',
    verificationDueTitle: 'Please confirm your electricity tariff',
    verificationDueMessage:
      'Your tariff #{number} ({period}) is due for its regular verification. Please upload a current electricity bill in the app; until it is checked, new sessions are not reimbursed.',
    closePreviousNotPossible:
      'Tariff #{otherNumber} cannot be ended before tariff #{number}: it starts on the same day or later.',
  },
  de: {
    reviewTopicRequired: 'Bitte geben Sie das Prüfthema ein',
    reasonRequired: 'Bitte wählen Sie einen Ablehnungsgrund aus',
    targetRequired: 'Bitte wählen Sie den Tarif, der die Ladevorgänge übernimmt',
    driverRequired: 'Bitte wählen Sie einen Fahrer aus',
    documentRequired: 'Bitte laden Sie das Tarifdokument hoch',
    startRequired: 'Bitte geben Sie das Startdatum ein',
    priceFormat: 'Geben Sie den Preis pro kWh mit höchstens 4 Nachkommastellen ein, zum Beispiel 0,3250',
    periodOrder: 'Das Enddatum darf nicht vor dem Startdatum liegen',
    seriesNeedsDynamic: 'Nur ein dynamischer Tarif kann einer stündlichen Preisreihe folgen',
    alreadyStatus: 'Der Tarif ist bereits {status}.',
    invalidToValid: 'Ein abgelehnter Tarif muss erst wieder auf ausstehend gesetzt werden, bevor er bestätigt werden kann.',
    overlap:
      'Tarif Nr. {number} ({period}) überschneidet sich mit dem gültigen Tarif Nr. {otherNumber} ({otherPeriod}) desselben Fahrers. Ändern Sie zuerst einen der Zeiträume.',
    openEnded: 'unbefristet',
    validEditAdminOnly: 'Nur Administratoren können Preis, Zeitraum oder Dokument eines bestätigten Tarifs ändern.',
    usedBySubmittedReceipt_one:
      'Tarif Nr. {number} kann nicht gelöscht werden: Einer seiner Ladevorgänge ist in einem eingereichten Beleg.',
    usedBySubmittedReceipt_other:
      'Tarif Nr. {number} kann nicht gelöscht werden: {count} seiner Ladevorgänge sind in einem eingereichten Beleg.',
    transferSameTariff: 'Wählen Sie einen anderen Tarif, der die Ladevorgänge übernimmt.',
    transferOtherDriver: 'Ladevorgänge können nur zu einem anderen Tarif desselben Fahrers verschoben werden.',
    transferToInvalid: 'Tarif Nr. {number} ist abgelehnt; Ladevorgänge können nicht zu ihm verschoben werden.',
    transferNotCovered:
      'Tarif Nr. {number} ({period}) deckt die Ladevorgänge vom {from} bis {to} nicht ab. Ändern Sie zuerst seinen Zeitraum.',
    transferWouldReturn:
      'Die Ladevorgänge würden zum gültigen Tarif Nr. {number} zurückkehren, der dieselben Tage abdeckt. Bestätigen Sie zuerst Tarif Nr. {target} oder löschen Sie die Quelle mit der Übertragung.',
    transferSubmittedLeft_one:
      'Tarif Nr. {number} behält {count} Ladevorgang eines eingereichten Belegs und kann daher nicht mit der Übertragung gelöscht werden.',
    transferSubmittedLeft_other:
      'Tarif Nr. {number} behält {count} Ladevorgänge eines eingereichten Belegs und kann daher nicht mit der Übertragung gelöscht werden.',
    documentOtherDriver: 'Das Dokument gehört zu einem anderen Fahrer.',
    driverWithoutCompany: 'Sie müssen zu einem Unternehmen gehören, um einen Tarif hochzuladen.',
    verificationDueTopic: 'Prüfung fällig',
    verificationDueDescription:
      'Das Unternehmen verlangt eine erneute Prüfung des Tarifs. Bitte laden Sie eine aktuelle Rechnung hoch.',
    verificationDueTitle: 'Bitte bestätigen Sie Ihren Stromtarif',
    verificationDueMessage:
      'Ihr Tarif Nr. {number} ({period}) ist zur regelmäßigen Prüfung fällig. Bitte laden Sie in der App eine aktuelle Stromrechnung hoch; bis zur Prüfung werden neue Ladevorgänge nicht erstattet.',
    closePreviousNotPossible:
      'Tarif Nr. {otherNumber} kann nicht vor Tarif Nr. {number} enden: Er beginnt am selben Tag oder später.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type TariffMessageKey = MessageKeyOf<(typeof MESSAGES)['en']>;

const STATUS_WORDS = {
  en: { PENDING: 'pending', VALID: 'valid', INVALID: 'rejected' },
  de: { PENDING: 'ausstehend', VALID: 'gültig', INVALID: 'abgelehnt' },
} as const;

export function tariffMessage(key: TariffMessageKey, lang: Language = 'en', params: Record<string, string | number> = {}): string {
  return formatMessage(MESSAGES[lang], key, lang, params);
}

/** A tariff status as a word of the sentence ("already valid"). */
export function tariffStatusWord(status: keyof (typeof STATUS_WORDS)['en'], lang: Language = 'en'): string {
  return STATUS_WORDS[lang][status];
}

/** A tariff period as messages name it: "2026-01-01 – 2026-06-30" or "2026-01-01 – open-ended". */
export function tariffPeriodText(startDate: string, endDate: string | null, lang: Language = 'en'): string {
  return `${startDate} – ${endDate ?? MESSAGES[lang].openEnded}`;
}
