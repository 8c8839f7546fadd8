import { z } from 'zod';
import { KYC_STATUSES } from '../common/enums.ts';
import type { Language } from '../i18n/validation-messages.ts';

/*
 * The Payment+ payment accounts (Lemonway wallets) of a company, with their KYC as Lemonway reports
 * it, and the KYC documents sent to Lemonway from the product (decision 0052).
 */

/** Lemonway's account statuses, by name (its codes in the provider): the KYC level of a payment account. */
export const WALLET_STATUSES = ['KYC_INCOMPLETE', 'KYC_REJECTED', 'KYC_1', 'KYC_2', 'KYC_3', 'KYC_EXPIRED', 'BLOCKED', 'CLOSED'] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

/** Lemonway's KYC document types the product sends (its type numbers in the provider). */
export const KYC_DOCUMENT_TYPES = [
  'ID_CARD',
  'PROOF_OF_ADDRESS',
  'PROOF_OF_IBAN',
  'PASSPORT_EU',
  'PASSPORT_NON_EU',
  'RESIDENCE_PERMIT',
  'DRIVING_LICENCE',
  'COMPANY_REGISTRATION',
  'ARTICLES_OF_ASSOCIATION',
  'OTHER',
] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

export const ZWallet = z.object({
  owner: z.enum(['COMPANY', 'DRIVER']),
  /** The driver, for a driver's account. */
  userId: z.uuid().nullable(),
  name: z.string(),
  accountId: z.string(),
  /** What Lemonway reports now; null when it could not be asked. */
  status: z.enum(WALLET_STATUSES).nullable(),
  /** The product's KYC status (what payouts go by). */
  kycStatus: z.enum(KYC_STATUSES).nullable(),
});
export type Wallet = z.infer<typeof ZWallet>;

export const ZWallets = z.object({ companyId: z.uuid(), wallets: z.array(ZWallet) });
export type Wallets = z.infer<typeof ZWallets>;

export const ZWalletParams = z.object({ accountId: z.string().min(1).max(100) });
export const ZKycDocumentSent = z.object({ accountId: z.string(), documentId: z.number().int(), type: z.enum(KYC_DOCUMENT_TYPES), fileName: z.string() });
export type KycDocumentSent = z.infer<typeof ZKycDocumentSent>;

const MESSAGES = {
  en: {
    selectCompany: 'Please select a company',
    notPaymentPlus: 'This company does not pay through Payment+.',
    documentType: 'Please choose what kind of document this is.',
    providerDown: 'Payment+ did not answer. Please try again.',
    providerRefused: 'Payment+ did not accept the document: {reason}',
  },
  de: {
    selectCompany: 'Bitte wählen Sie ein Unternehmen aus',
    notPaymentPlus: 'Dieses Unternehmen zahlt nicht über Payment+.',
    documentType: 'Bitte wählen Sie, welche Art von Dokument das ist.',
    providerDown: 'Payment+ hat nicht geantwortet. Bitte versuchen Sie es erneut.',
    providerRefused: 'Payment+ hat das Dokument nicht angenommen: {reason}',
  },
} as const;
export type WalletMessageKey = keyof (typeof MESSAGES)['en'];

export function walletMessage(key: WalletMessageKey, lang: Language = 'en', params: Record<string, string> = {}): string {
  return MESSAGES[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);
}
