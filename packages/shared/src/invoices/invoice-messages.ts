import type { Language } from '../i18n/validation-messages.ts';
import { formatMessage, type MessageKeyOf } from '../i18n/plural.ts';

/**
 * Messages of the invoice rules, in both languages. "Error syncing transaction" is the
 * specification's word for a failed call to the payment provider (Stripe Billing) (section 8).
 */
const MESSAGES = {
  en: {
    notDraft: 'Only a draft invoice can be changed; this invoice is {status}.',
    deleteNotDraft: 'Only a draft invoice can be deleted; this invoice is {status}.',
    approveNotDraft: 'Only a draft invoice can be approved; this invoice is {status}.',
    approveNoLines: 'An invoice needs at least one line before it is approved.',
    cancelNotOpen: 'Only an open invoice can be cancelled; this invoice is {status}.',
    cancelHasPayments: 'An invoice with payments cannot be cancelled. Refund the payments first.',
    sendDraft: 'Approve the invoice before sending it out.',
    sendCancelled: 'A cancelled invoice is not sent out.',
    eInvoiceDraft: 'A draft has no number yet. Approve the invoice before downloading its electronic invoice.',
    sendNoEmail: 'The invoice has no billing contact email. Add one to the company’s billing data first.',
    sendFailed: 'The invoice could not be sent: {reason}',
    paymentNotOpen: 'Payments can be recorded only for an open or partially paid invoice; this invoice is {status}.',
    overpayment: 'Amount: Must not be more than the open amount of {open}',
    retryNotFailed: 'Only a failed payment can be retried.',
    retryDone: 'This failed payment has already been paid by a retry.',
    refundNotReceived: 'Only a received payment can be refunded.',
    refundTooMuch: 'Amount: Must not be more than the {left} left to refund',
    refundNotPaid: 'Payments can be refunded only on a partially paid or paid invoice; this invoice is {status}.',
    syncDraft: 'A draft invoice is not sent to the payment provider. Approve it first.',
    syncFailed: 'Error syncing transaction: {reason}',
    billingTimeout: 'the payment provider did not answer in time.',
    billingUnavailable: 'the payment provider is not available ({status}).',
    billingRateLimited_one: 'the payment provider is busy; try again in {count} second.',
    billingRateLimited_other: 'the payment provider is busy; try again in {count} seconds.',
    billingRefused: 'the payment provider refused the request ({status}).',
    billingUnreachable: 'the payment provider could not be reached.',
    renewalStatus: 'An invoice can be created only for an accepted or invoiced renewal; this renewal’s status is “{status}”.',
    renewalHasInvoice: 'This renewal already has the invoice {number}.',
    companyNotFound: 'Company: Is not a known company',
  },
  de: {
    notDraft: 'Nur ein Rechnungsentwurf kann geändert werden; diese Rechnung ist {status}.',
    deleteNotDraft: 'Nur ein Rechnungsentwurf kann gelöscht werden; diese Rechnung ist {status}.',
    approveNotDraft: 'Nur ein Rechnungsentwurf kann freigegeben werden; diese Rechnung ist {status}.',
    approveNoLines: 'Eine Rechnung braucht mindestens eine Position, bevor sie freigegeben wird.',
    cancelNotOpen: 'Nur eine offene Rechnung kann storniert werden; diese Rechnung ist {status}.',
    cancelHasPayments: 'Eine Rechnung mit Zahlungen kann nicht storniert werden. Erstatten Sie zuerst die Zahlungen.',
    sendDraft: 'Geben Sie die Rechnung frei, bevor Sie sie versenden.',
    sendCancelled: 'Eine stornierte Rechnung wird nicht versendet.',
    eInvoiceDraft: 'Ein Entwurf hat noch keine Nummer. Geben Sie die Rechnung frei, bevor Sie die E-Rechnung herunterladen.',
    sendNoEmail: 'Die Rechnung hat keine E-Mail-Adresse für die Rechnungsstellung. Ergänzen Sie sie zuerst in den Rechnungsdaten des Unternehmens.',
    sendFailed: 'Die Rechnung konnte nicht versendet werden: {reason}',
    paymentNotOpen: 'Zahlungen können nur für offene oder teilweise bezahlte Rechnungen erfasst werden; diese Rechnung ist {status}.',
    overpayment: 'Betrag: Darf nicht höher sein als der offene Betrag von {open}',
    retryNotFailed: 'Nur eine fehlgeschlagene Zahlung kann wiederholt werden.',
    retryDone: 'Diese fehlgeschlagene Zahlung wurde bereits durch eine Wiederholung bezahlt.',
    refundNotReceived: 'Nur eine eingegangene Zahlung kann erstattet werden.',
    refundTooMuch: 'Betrag: Darf nicht höher sein als die noch erstattbaren {left}',
    refundNotPaid: 'Zahlungen können nur bei teilweise oder vollständig bezahlten Rechnungen erstattet werden; diese Rechnung ist {status}.',
    syncDraft: 'Ein Rechnungsentwurf wird nicht an den Zahlungsdienst übertragen. Geben Sie ihn zuerst frei.',
    syncFailed: 'Fehler beim Synchronisieren der Transaktion: {reason}',
    billingTimeout: 'Der Zahlungsdienst hat nicht rechtzeitig geantwortet.',
    billingUnavailable: 'Der Zahlungsdienst ist nicht verfügbar ({status}).',
    billingRateLimited_one: 'Der Zahlungsdienst ist ausgelastet; versuchen Sie es in {count} Sekunde erneut.',
    billingRateLimited_other: 'Der Zahlungsdienst ist ausgelastet; versuchen Sie es in {count} Sekunden erneut.',
    billingRefused: 'Der Zahlungsdienst hat die Anfrage abgelehnt ({status}).',
    billingUnreachable: 'Der Zahlungsdienst war nicht erreichbar.',
    renewalStatus: 'Eine Rechnung kann nur für eine angenommene oder abgerechnete Verlängerung erstellt werden; der Status dieser Verlängerung ist „{status}“.',
    renewalHasInvoice: 'Diese Verlängerung hat bereits die Rechnung {number}.',
    companyNotFound: 'Unternehmen: Ist kein bekanntes Unternehmen',
  },
} as const;

export type InvoiceMessageKey = MessageKeyOf<(typeof MESSAGES)['en']>;

export function invoiceMessage(key: InvoiceMessageKey, lang: Language = 'en', params: Record<string, string | number> = {}): string {
  return formatMessage(MESSAGES[lang], key, lang, params);
}
