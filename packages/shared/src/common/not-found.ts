import type { Language } from '../i18n/languages.ts';

/** What a 404 can say was not found, in each language (German with its article). */
const SUBJECTS = {
  item: { en: 'The requested item', de: 'Der gesuchte Eintrag' },
  account: { en: 'Your account', de: 'Ihr Konto' },
  cable: { en: 'The cable', de: 'Das Kabel' },
  company: { en: 'The company', de: 'Das Unternehmen' },
  connection: { en: 'The connection', de: 'Die Verbindung' },
  document: { en: 'The document', de: 'Das Dokument' },
  driver: { en: 'The driver', de: 'Der Fahrer' },
  flatRate: { en: 'The flat rate', de: 'Die Pauschale' },
  invite: { en: 'The invite', de: 'Die Einladung' },
  invoice: { en: 'The invoice', de: 'Die Rechnung' },
  license: { en: 'The license', de: 'Die Lizenz' },
  mail: { en: 'The mail', de: 'Die E-Mail' },
  payment: { en: 'The payment', de: 'Die Zahlung' },
  person: { en: 'The person', de: 'Die Person' },
  paymentTransaction: { en: 'The payment transaction', de: 'Die Zahlungstransaktion' },
  priceSeries: { en: 'The price series', de: 'Die Preisreihe' },
  receipt: { en: 'The receipt', de: 'Der Beleg' },
  reimbursement: { en: 'The reimbursement', de: 'Die Erstattung' },
  reimbursementItem: { en: 'The reimbursement item', de: 'Die Erstattungsposition' },
  renewal: { en: 'The renewal', de: 'Die Verlängerung' },
  sepaFile: { en: 'The SEPA file', de: 'Die SEPA-Datei' },
  selectedCompany: { en: 'The selected company', de: 'Das ausgewählte Unternehmen' },
  subscription: { en: 'The subscription', de: 'Das Abonnement' },
  tariff: { en: 'The tariff', de: 'Der Tarif' },
  targetTariff: { en: 'The target tariff', de: 'Der Zieltarif' },
  vehicle: { en: 'The vehicle', de: 'Das Fahrzeug' },
  wallbox: { en: 'The wallbox', de: 'Die Wallbox' },
} as const satisfies Record<string, Record<Language, string>>;

export type NotFoundSubject = keyof typeof SUBJECTS;

/** "The company was not found." / "Das Unternehmen wurde nicht gefunden." */
export function notFoundMessages(subject: NotFoundSubject): Record<Language, string> {
  const { en, de } = SUBJECTS[subject];
  return { en: `${en} was not found.`, de: `${de} wurde nicht gefunden.` };
}
