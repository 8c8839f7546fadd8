import type { Language } from '../i18n/validation-messages.ts';

/**
 * Messages of the charging-session rules that the generic validation messages do not cover, in both
 * languages. `saveFailed` is the specification's failure toast (section 8).
 */
const MESSAGES = {
  en: {
    saveFailed: 'An error occurred while saving the charging session. Please try again.',
    notFound: 'The charging session was not found.',
    someNotFound: 'Some of the selected charging sessions were not found.',
    inSubmittedReceipt:
      'The charging session belongs to a submitted receipt and cannot change until the receipt is corrected.',
    someInSubmittedReceipt:
      'Some of the selected charging sessions belong to a submitted receipt; nothing was changed. Correct the receipts first.',
    unknownCable: 'The cable {hardwareId} is not known.',
    cableNotYours: 'The cable {hardwareId} is not assigned to you.',
    noCompany: 'You do not belong to a company, so sessions cannot be recorded.',
    driverNotFound: 'The driver was not found.',
    cableNotFound: 'The cable was not found.',
    cableOfOtherCompany: "Cable: Must be one of the driver's company's cables",
    tariffNotFound: "Tariff: Must be one of the driver's tariffs",
    tariffInvalid: 'Tariff: An invalid tariff cannot price a session',
    tariffNotCovering: "Tariff: Must cover the day the session starts",
    tariffOutranked: 'Tariff: A valid tariff of the driver covers this day and prices the session',
    externalNotEditable: 'Energy and price of an imported public charging session cannot be changed here.',
    companyRequired: 'Please select the company the sessions belong to.',
    importRowDriver: 'Row {row}: No driver with the email {email} in this company',
    importRowInvalid: 'Row {row}: {message}',
    importHeader: 'The file must start with the header line: {header}',
    importEmpty: 'The file holds no sessions.',
    importDuplicateReference: 'Row {row}: The external reference {reference} appears twice',
  },
  de: {
    saveFailed: 'Beim Speichern des Ladevorgangs ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    notFound: 'Der Ladevorgang wurde nicht gefunden.',
    someNotFound: 'Einige der ausgewählten Ladevorgänge wurden nicht gefunden.',
    inSubmittedReceipt:
      'Der Ladevorgang gehört zu einem eingereichten Beleg und kann erst nach einer Korrektur des Belegs geändert werden.',
    someInSubmittedReceipt:
      'Einige der ausgewählten Ladevorgänge gehören zu einem eingereichten Beleg; es wurde nichts geändert. Korrigieren Sie zuerst die Belege.',
    unknownCable: 'Das Kabel {hardwareId} ist nicht bekannt.',
    cableNotYours: 'Das Kabel {hardwareId} ist Ihnen nicht zugewiesen.',
    noCompany: 'Sie gehören zu keinem Unternehmen, daher können keine Ladevorgänge erfasst werden.',
    driverNotFound: 'Der Fahrer wurde nicht gefunden.',
    cableNotFound: 'Das Kabel wurde nicht gefunden.',
    cableOfOtherCompany: 'Kabel: Muss ein Kabel des Unternehmens des Fahrers sein',
    tariffNotFound: 'Tarif: Muss ein Tarif des Fahrers sein',
    tariffInvalid: 'Tarif: Ein ungültiger Tarif kann keinen Ladevorgang bepreisen',
    tariffNotCovering: 'Tarif: Muss den Tag abdecken, an dem der Ladevorgang beginnt',
    tariffOutranked: 'Tarif: Ein gültiger Tarif des Fahrers deckt diesen Tag ab und bepreist den Ladevorgang',
    externalNotEditable: 'Energie und Preis eines importierten öffentlichen Ladevorgangs können hier nicht geändert werden.',
    companyRequired: 'Bitte wählen Sie das Unternehmen, zu dem die Ladevorgänge gehören.',
    importRowDriver: 'Zeile {row}: Kein Fahrer mit der E-Mail {email} in diesem Unternehmen',
    importRowInvalid: 'Zeile {row}: {message}',
    importHeader: 'Die Datei muss mit dieser Kopfzeile beginnen: {header}',
    importEmpty: 'Die Datei enthält keine Ladevorgänge.',
    importDuplicateReference: 'Zeile {row}: Die externe Referenz {reference} kommt doppelt vor',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ChargingSessionMessageKey = keyof (typeof MESSAGES)['en'];

export function chargingSessionMessage(
  key: ChargingSessionMessageKey,
  lang: Language = 'en',
  params: Record<string, string | number> = {},
): string {
  return MESSAGES[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => (name in params ? String(params[name]) : `{${name}}`));
}
