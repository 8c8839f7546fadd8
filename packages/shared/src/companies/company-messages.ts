import type { Language } from '../i18n/validation-messages.ts';

/**
 * Messages of company rules that the generic validation messages do not cover, in both languages,
 * so that the server's answer and the form's own check read the same. "Please select a company"
 * and the upgrade sentence are the specification's words (sections 5 and 6).
 */
const MESSAGES = {
  en: {
    selectCompany: 'Please select a company',
    upgradeRequired: 'Your company must upgrade to access this feature',
    parentUnknown: 'Parent company: Is not a known company',
    parentNotPro: 'Parent company: Must be a PRO company',
    parentCycle: 'Parent company: Cannot be the company itself or one of its child companies',
    parentMustStayPro: 'A company with child companies must stay PRO.',
    vatNumber: 'VAT number: Must look like {example}',
    paymentPlusMode: 'Reimbursement mode: Payment+ needs the PaymentPlus feature',
    paymentPlusFeature: 'Features: PaymentPlus is needed while receipts are reimbursed through Payment+',
    managerFields: 'Fleet managers may change only the name, email and address of their company.',
    datevAccountLength: 'Account: Must have {length} digits, as the account length says',
    datevNumbersMissing:
      'The DATEV file needs the consultant and client numbers of the company in DATEV. Enter them in the export options of the company.',
  },
  de: {
    selectCompany: 'Bitte wählen Sie ein Unternehmen aus',
    upgradeRequired: 'Ihr Unternehmen benötigt ein Upgrade, um diese Funktion zu nutzen',
    parentUnknown: 'Muttergesellschaft: Ist kein bekanntes Unternehmen',
    parentNotPro: 'Muttergesellschaft: Muss ein PRO-Unternehmen sein',
    parentCycle: 'Muttergesellschaft: Darf nicht das Unternehmen selbst oder eines seiner Tochterunternehmen sein',
    parentMustStayPro: 'Ein Unternehmen mit Tochterunternehmen muss PRO bleiben.',
    vatNumber: 'USt-IdNr.: Muss die Form {example} haben',
    paymentPlusMode: 'Erstattungsart: Payment+ braucht die Funktion PaymentPlus',
    paymentPlusFeature: 'Funktionen: PaymentPlus wird gebraucht, solange Belege über Payment+ erstattet werden',
    managerFields: 'Fuhrparkmanager dürfen nur Name, E-Mail und Adresse ihres Unternehmens ändern.',
    datevAccountLength: 'Konto: Muss {length} Stellen haben, wie die Sachkontenlänge sagt',
    datevNumbersMissing:
      'Die DATEV-Datei braucht die Berater- und Mandantennummer des Unternehmens in DATEV. Tragen Sie sie in den Exportoptionen des Unternehmens ein.',
  },
} as const;

export type CompanyMessageKey = keyof (typeof MESSAGES)['en'];

export function companyMessage(key: CompanyMessageKey, lang: Language = 'en', params: Record<string, string> = {}): string {
  return MESSAGES[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);
}
