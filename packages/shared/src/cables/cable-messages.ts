import type { Language } from '../i18n/validation-messages.ts';

/**
 * Messages of the cable rules that the generic validation messages do not cover, in both
 * languages, so that the server's answer and the form's own check read the same.
 */
const MESSAGES = {
  en: {
    hardwareIdTaken: 'A cable with this hardware ID already exists.',
    hardwareIdFormat: 'Hardware ID: Use 3 to 64 letters, digits, dashes, dots or underscores',
    companyAdminOnly: 'Only administrators can move a cable to another company.',
    selectCompany: 'Please select a company',
    importEmpty: 'The file holds no hardware IDs.',
    importTooLong: 'A file may hold at most {max} hardware IDs.',
    importDuplicateInFile: 'Appears earlier in the file.',
    importDuplicate: 'A cable with this hardware ID already exists.',
    moveBlockedByBilling:
      'The license of this cable has a renewal that is being billed. Finish or cancel that renewal before moving the cable to another company.',
  },
  de: {
    hardwareIdTaken: 'Es gibt bereits ein Kabel mit dieser Hardware-ID.',
    hardwareIdFormat: 'Hardware-ID: Verwenden Sie 3 bis 64 Buchstaben, Ziffern, Bindestriche, Punkte oder Unterstriche',
    companyAdminOnly: 'Nur Administratoren können ein Kabel einem anderen Unternehmen zuordnen.',
    selectCompany: 'Bitte wählen Sie ein Unternehmen aus',
    importEmpty: 'Die Datei enthält keine Hardware-IDs.',
    importTooLong: 'Eine Datei darf höchstens {max} Hardware-IDs enthalten.',
    importDuplicateInFile: 'Steht bereits weiter oben in der Datei.',
    importDuplicate: 'Es gibt bereits ein Kabel mit dieser Hardware-ID.',
    moveBlockedByBilling:
      'Die Lizenz dieses Kabels hat eine Verlängerung, die gerade abgerechnet wird. Schließen Sie diese Verlängerung ab oder stornieren Sie sie, bevor Sie das Kabel einem anderen Unternehmen zuordnen.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type CableMessageKey = keyof (typeof MESSAGES)['en'];

export function cableMessage(key: CableMessageKey, lang: Language = 'en', params: Record<string, string | number> = {}): string {
  return MESSAGES[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
