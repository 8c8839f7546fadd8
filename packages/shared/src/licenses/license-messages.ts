import type { Language } from '../i18n/validation-messages.ts';

/**
 * Messages of the license and renewal rules, in both languages. The failure titles the web shows
 * ('license assignment', 'error attaching invoice', 'subscription renewal error', 'license
 * deletion failure') are the specification's words (section 8) and live in the web's texts.
 */
const MESSAGES = {
  en: {
    renewalStep: 'A renewal cannot move from {from} to {to}.',
    renewalStepFleetManager: 'Fleet managers can only confirm or decline a renewal that awaits their confirmation.',
    renewalUnderWay: 'This license already has a renewal under way.',
    licenseCancelled: 'The license is cancelled; it cannot be changed or renewed.',
    alreadyCancelled: 'The license is already cancelled.',
    deleteInUse: 'A license in use by a driver cannot be deleted. Cancel it first.',
    deleteBilled: 'A license with an invoiced or paid renewal cannot be deleted.',
    driverHasLicense: 'The driver already has a license of this type.',
    cableHasLicense: 'The cable already has a license.',
    cableNotDrivers: 'The cable is not assigned to this driver. Assign the cable to the driver first.',
    cableRequired: 'Cable: A home-charging license needs a cable',
    connectWithoutCable: 'Cable: A Connect license is for a driver, not a cable',
    expirationAfterStart: 'Expiration date: Must be after the start date',
    invoiceClosedRenewal: 'An invoice cannot be attached to a renewal that is {status}.',
    invoiceCancelled: 'A cancelled invoice cannot be attached.',
    invoiceTaken: 'This invoice is already attached to another renewal.',
    selectDriver: 'Please select a driver.',
  },
  de: {
    renewalStep: 'Eine Verlängerung kann nicht von {from} zu {to} wechseln.',
    renewalStepFleetManager: 'Fuhrparkmanager können nur eine Verlängerung bestätigen oder ablehnen, die auf ihre Bestätigung wartet.',
    renewalUnderWay: 'Für diese Lizenz läuft bereits eine Verlängerung.',
    licenseCancelled: 'Die Lizenz ist gekündigt; sie kann weder geändert noch verlängert werden.',
    alreadyCancelled: 'Die Lizenz ist bereits gekündigt.',
    deleteInUse: 'Eine Lizenz, die ein Fahrer nutzt, kann nicht gelöscht werden. Kündigen Sie sie zuerst.',
    deleteBilled: 'Eine Lizenz mit einer abgerechneten oder bezahlten Verlängerung kann nicht gelöscht werden.',
    driverHasLicense: 'Der Fahrer hat bereits eine Lizenz dieser Art.',
    cableHasLicense: 'Das Kabel hat bereits eine Lizenz.',
    cableNotDrivers: 'Das Kabel ist diesem Fahrer nicht zugewiesen. Weisen Sie das Kabel zuerst dem Fahrer zu.',
    cableRequired: 'Kabel: Eine Heimladelizenz braucht ein Kabel',
    connectWithoutCable: 'Kabel: Eine Connect-Lizenz gilt für einen Fahrer, nicht für ein Kabel',
    expirationAfterStart: 'Ablaufdatum: Muss nach dem Startdatum liegen',
    invoiceClosedRenewal: 'An eine Verlängerung im Status {status} kann keine Rechnung angehängt werden.',
    invoiceCancelled: 'Eine stornierte Rechnung kann nicht angehängt werden.',
    invoiceTaken: 'Diese Rechnung ist bereits einer anderen Verlängerung angehängt.',
    selectDriver: 'Bitte wählen Sie einen Fahrer aus.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type LicenseMessageKey = keyof (typeof MESSAGES)['en'];

export function licenseMessage(key: LicenseMessageKey, lang: Language = 'en', params: Record<string, string> = {}): string {
  return MESSAGES[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);
}
