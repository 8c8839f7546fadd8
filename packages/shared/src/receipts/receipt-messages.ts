import type { Language } from '../i18n/validation-messages.ts';

/**
 * Messages of the receipt rules, in both languages, so the server's answer and the web's toasts read
 * the same.
 */
const MESSAGES = {
  en: {
    periodNotEnded: 'Period: The month has not ended yet',
    alreadyExists: 'The driver already has receipt {number} for this month. Regenerate it instead.',
    monthTaken: 'The driver already has a receipt for this month. Regenerate it instead.',
    noSessions: 'The driver has no reimbursable charging sessions in this month that are not in another receipt.',
    emptyReceipt: 'The receipt has no reimbursable charging sessions and cannot be submitted.',
    driverWithoutCompany: 'The driver does not belong to a company.',
    missingFields: 'The driver is missing fields the company requires: {fields}',
    fieldMissing: '{field}: Is required by the company',
    notDraftSubmit: 'Only a draft receipt can be submitted; receipt {number} is already submitted.',
    notDraftRegenerate: 'Only a draft receipt can be regenerated; receipt {number} is submitted.',
    notDraftDelete: 'Only a draft receipt can be deleted; receipt {number} is submitted.',
    correctionNotDeletable: 'Receipt {number} corrects receipt {corrects} and cannot be deleted. Submit it instead.',
    notSubmittedSend: 'Receipt {number} is a draft. Submit it before sending it.',
    notSubmittedCorrection: 'Only a submitted receipt can be corrected; receipt {number} is a draft. Regenerate it instead.',
    superseded: 'Receipt {number} was replaced by receipt {by}.',
    inReimbursement: 'Receipt {number} is part of a reimbursement. Cancel its reimbursement item before correcting it.',
    sendFailed: 'The receipt could not be mailed to {to}: {reason}',
    selectCompany: 'Please select a company',
  },
  de: {
    periodNotEnded: 'Zeitraum: Der Monat ist noch nicht zu Ende',
    alreadyExists: 'Der Fahrer hat für diesen Monat bereits Beleg {number}. Erzeugen Sie ihn stattdessen neu.',
    monthTaken: 'Der Fahrer hat für diesen Monat bereits einen Beleg. Erzeugen Sie ihn stattdessen neu.',
    noSessions: 'Der Fahrer hat in diesem Monat keine erstattungsfähigen Ladevorgänge, die nicht schon in einem anderen Beleg sind.',
    emptyReceipt: 'Der Beleg enthält keine erstattungsfähigen Ladevorgänge und kann nicht eingereicht werden.',
    driverWithoutCompany: 'Der Fahrer gehört zu keinem Unternehmen.',
    missingFields: 'Dem Fahrer fehlen Angaben, die das Unternehmen verlangt: {fields}',
    fieldMissing: '{field}: Wird vom Unternehmen verlangt',
    notDraftSubmit: 'Nur ein Belegentwurf kann eingereicht werden; Beleg {number} ist bereits eingereicht.',
    notDraftRegenerate: 'Nur ein Belegentwurf kann neu erzeugt werden; Beleg {number} ist eingereicht.',
    notDraftDelete: 'Nur ein Belegentwurf kann gelöscht werden; Beleg {number} ist eingereicht.',
    correctionNotDeletable: 'Beleg {number} korrigiert Beleg {corrects} und kann nicht gelöscht werden. Reichen Sie ihn stattdessen ein.',
    notSubmittedSend: 'Beleg {number} ist ein Entwurf. Reichen Sie ihn vor dem Versand ein.',
    notSubmittedCorrection: 'Nur ein eingereichter Beleg kann korrigiert werden; Beleg {number} ist ein Entwurf. Erzeugen Sie ihn stattdessen neu.',
    superseded: 'Beleg {number} wurde durch Beleg {by} ersetzt.',
    inReimbursement: 'Beleg {number} ist Teil einer Erstattung. Stornieren Sie die Erstattungsposition, bevor Sie ihn korrigieren.',
    sendFailed: 'Der Beleg konnte nicht an {to} gesendet werden: {reason}',
    selectCompany: 'Bitte wählen Sie ein Unternehmen aus',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ReceiptMessageKey = keyof (typeof MESSAGES)['en'];

export function receiptMessage(key: ReceiptMessageKey, lang: Language = 'en', params: Record<string, string | number> = {}): string {
  return MESSAGES[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => (params[name] !== undefined ? String(params[name]) : `{${name}}`));
}

/** The driver fields a company can require for receipts, as people read them. */
export const RECEIPT_REQUIRED_FIELD_LABELS = {
  en: { carPlate: 'Car plate', companyName: 'Company name', costCenter: 'Cost center', employeeId: 'Employee ID' },
  de: { carPlate: 'Kennzeichen', companyName: 'Name des Unternehmens', costCenter: 'Kostenstelle', employeeId: 'Personalnummer' },
} as const satisfies Record<Language, Record<string, string>>;
export type ReceiptRequiredField = keyof (typeof RECEIPT_REQUIRED_FIELD_LABELS)['en'];
