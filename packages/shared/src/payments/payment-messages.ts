import type { Language } from '../i18n/validation-messages.ts';

/** What the payment-transaction and bank-connection rules answer, in both languages. */
const MESSAGES = {
  en: {
    selectCompany: 'Please select a company',
    stateInvalid: 'The bank connection request is invalid or has expired. Please connect again.',
    connectFailed: 'The bank did not accept the connection. Please try again.',
    notConnected: 'The company has not connected its bank.',
    syncFailed: 'Error syncing transaction',
  },
  de: {
    selectCompany: 'Bitte wählen Sie ein Unternehmen aus',
    stateInvalid: 'Die Anfrage zur Bankverbindung ist ungültig oder abgelaufen. Bitte verbinden Sie erneut.',
    connectFailed: 'Die Bank hat die Verbindung nicht angenommen. Bitte versuchen Sie es erneut.',
    notConnected: 'Das Unternehmen hat seine Bank nicht verbunden.',
    syncFailed: 'Fehler beim Synchronisieren der Transaktion',
  },
} as const;

export type PaymentMessageKey = keyof (typeof MESSAGES)['en'];

export function paymentMessage(key: PaymentMessageKey, lang: Language = 'en'): string {
  return MESSAGES[lang][key];
}
