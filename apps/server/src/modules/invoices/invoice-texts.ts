import type { InvoiceStatus, Language, VatCategory } from '@fleetwatt/shared';

/** What an invoice document and its mail say, in the company's language. */
export const INVOICE_TEXTS = {
  en: {
    /** The line of a subscription renewal invoice, per license type. */
    renewalLine: { HOME_CHARGING: 'Home charging license renewal, 12 months', CONNECT: 'Connect license renewal, 12 months' },
    /** The products Fleetwatt bills, as its own invoices name them. */
    products: {
      subscription: (plan: string) => `Fleetwatt ${plan} subscription`,
      paymentPlus: 'Payment+ service',
      paymentPlusText: 'Wallets, P2P transfers and payouts',
      cable: 'Charging cable',
      license: { HOME_CHARGING: 'Home charging license, 12 months', CONNECT: 'Connect license, 12 months' },
    },
    title: 'Invoice',
    draftTitle: 'Invoice draft',
    draftMark: 'DRAFT – not a valid invoice',
    cancelledMark: 'CANCELLED',
    number: 'Invoice number',
    noNumber: 'assigned on approval',
    invoiceDate: 'Invoice date',
    deliveryPeriod: 'Delivery period',
    dueDate: 'Due date',
    customerVatId: 'Customer VAT ID',
    position: 'Pos.',
    product: 'Product',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    net: 'Net',
    totalNet: 'Total net',
    vat: (rate: string) => `VAT ${rate} %`,
    totalGross: 'Total gross',
    paid: 'Paid',
    open: 'Amount due',
    attention: 'Attn.',
    paymentTerms: (days: number, due: string, number: string) =>
      `Payment terms: payable within ${days} days of the invoice date without deduction, by ${due}. Please quote the invoice number ${number} with your payment.`,
    bankDetails: (bank: string, iban: string, bic: string) => `Bank: ${bank} · IBAN ${iban} · BIC ${bic}`,
    reverseCharge:
      'Reverse charge: the VAT is owed by the recipient of the service (Art. 196 of Council Directive 2006/112/EC).',
    notSubject: 'Place of supply outside Germany: not subject to German VAT (§ 3a (2) UStG).',
    exempt: 'Exempt from VAT: no VAT is charged under the tax exemption agreed for this customer.',
    sellerVatId: 'VAT ID',
    register: 'Register',
    managingDirector: 'Managing director',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    thanks: 'Thank you for charging with Fleetwatt.',
    mailSubject: (number: string) => `Invoice ${number} from Fleetwatt`,
    mailGreeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    mailBody: (number: string, gross: string, due: string) =>
      `please find attached our invoice ${number} of ${gross}, due on ${due}.`,
    mailReverseCharge: 'The invoice is issued under the reverse-charge rule.',
    mailQuestions: 'If you have any questions about this invoice, simply reply to this email.',
    mailSignature: 'Your Fleetwatt team',
  },
  de: {
    renewalLine: { HOME_CHARGING: 'Verlängerung Heimlade-Lizenz, 12 Monate', CONNECT: 'Verlängerung Connect-Lizenz, 12 Monate' },
    products: {
      subscription: (plan: string) => `Fleetwatt-${plan}-Abonnement`,
      paymentPlus: 'Payment+-Service',
      paymentPlusText: 'Zahlungskonten, P2P-Überweisungen und Auszahlungen',
      cable: 'Ladekabel',
      license: { HOME_CHARGING: 'Heimlade-Lizenz, 12 Monate', CONNECT: 'Connect-Lizenz, 12 Monate' },
    },
    title: 'Rechnung',
    draftTitle: 'Rechnungsentwurf',
    draftMark: 'ENTWURF – keine gültige Rechnung',
    cancelledMark: 'STORNIERT',
    number: 'Rechnungsnummer',
    noNumber: 'wird bei Freigabe vergeben',
    invoiceDate: 'Rechnungsdatum',
    deliveryPeriod: 'Leistungszeitraum',
    dueDate: 'Fällig am',
    customerVatId: 'USt-IdNr. des Kunden',
    position: 'Pos.',
    product: 'Produkt',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    net: 'Netto',
    totalNet: 'Summe netto',
    vat: (rate: string) => `USt. ${rate} %`,
    totalGross: 'Gesamtbetrag brutto',
    paid: 'Bezahlt',
    open: 'Offener Betrag',
    attention: 'z. Hd.',
    paymentTerms: (days: number, due: string, number: string) =>
      `Zahlungsbedingungen: zahlbar innerhalb von ${days} Tagen nach Rechnungsdatum ohne Abzug, bis ${due}. Bitte geben Sie bei der Zahlung die Rechnungsnummer ${number} an.`,
    bankDetails: (bank: string, iban: string, bic: string) => `Bank: ${bank} · IBAN ${iban} · BIC ${bic}`,
    reverseCharge:
      'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge) gemäß Art. 196 der Richtlinie 2006/112/EG.',
    notSubject: 'Leistungsort außerhalb Deutschlands: nicht im Inland steuerbar (§ 3a Abs. 2 UStG).',
    exempt: 'Steuerfrei: Umsatzsteuer wird nach der für diesen Kunden vereinbarten Steuerbefreiung nicht berechnet.',
    sellerVatId: 'USt-IdNr.',
    register: 'Handelsregister',
    managingDirector: 'Geschäftsführung',
    page: (page: number, pages: number) => `Seite ${page} von ${pages}`,
    thanks: 'Vielen Dank, dass Sie mit Fleetwatt laden.',
    mailSubject: (number: string) => `Rechnung ${number} von Fleetwatt`,
    mailGreeting: (name: string | null) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
    mailBody: (number: string, gross: string, due: string) =>
      `anbei erhalten Sie unsere Rechnung ${number} über ${gross}, fällig am ${due}.`,
    mailReverseCharge: 'Die Rechnung ist nach dem Reverse-Charge-Verfahren ausgestellt.',
    mailQuestions: 'Bei Fragen zu dieser Rechnung antworten Sie einfach auf diese E-Mail.',
    mailSignature: 'Ihr Fleetwatt-Team',
  },
} as const;

export type InvoiceTexts = (typeof INVOICE_TEXTS)[Language];

/** The note an invoice of a VAT category carries, on the PDF and in the e-invoice (BT-22); none for S. */
export function vatNote(category: VatCategory, t: InvoiceTexts): string | null {
  switch (category) {
    case 'AE':
      return t.reverseCharge;
    case 'O':
      return t.notSubject;
    case 'E':
      return t.exempt;
    default:
      return null;
  }
}

/** The language of a company's documents. */
export const documentLanguage = (companyLanguage: 'ENGLISH' | 'GERMAN'): Language => (companyLanguage === 'GERMAN' ? 'de' : 'en');

export const isDraft = (status: InvoiceStatus) => status === 'DRAFT';
