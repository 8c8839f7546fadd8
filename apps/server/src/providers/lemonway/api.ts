import { z } from 'zod';
import type { KycDocumentType, KycStatus, PaymentTransactionStatus, WalletStatus } from '@fleetwatt/shared';

/*
 * Lemonway's DirectKit API v2 (https://api.lemonway.fr/mb/<environment>/directkitrest, sandbox
 * https://sandbox-api.lemonway.fr/...), the payment institution behind Payment+, as the client
 * speaks it and the sandbox answers it. Lemonway has no Node SDK; this follows its reference.
 *
 *   POST {oauth}/oauth/api/v1/oauth/token   Basic <API key>, form grant_type=client_credentials   { access_token, token_type, expires_in }
 *   every call: Authorization: Bearer, PSU-IP-Address (required), PSU-Accept-Language
 *   GET  /v2/accounts/{accountId}                              { account }   status is the KYC level, balance in cents
 *   POST /v2/accounts/individual | /v2/accounts/legalentity   { account: { id } }
 *   POST /v2/accounts/{accountId}/documents/upload { fileName, type, buffer }   { uploadDocument: { id } }
 *   POST /v2/moneyouts/iban { accountId, holder, iban, bic? }  { id, status }  the driver's IBAN for money-outs
 *   POST /v2/moneyins/bankwire/iban/create { accountId }       { id, iban, bic, holder, status }  the account's IBAN for money-in by SEPA transfer
 *   POST /v2/p2p { debitAccountId, creditAccountId, amount, comment, reference }            { transaction }
 *   POST /v2/moneyouts { accountId, ibanId, totalAmount, comment, reference }              { transaction }
 *   GET  /v2/p2p?reference= | ?transactionId=   GET /v2/moneyouts?...   GET /v2/moneyins?...  { transactions: [...] }
 * Errors: { error: { code, message } }. Amounts are integers in cents. Lemonway takes no
 * idempotency key: our reference identifies a movement, and an unknown outcome is looked up by it
 * before anything is sent again.
 * Notifications: Lemonway POSTs { ExtId, IntId, NotifCategory, NotifDate, IdTransaction, Amount, Status }
 * to the URL configured in its dashboard; they carry no signature, so the product only takes them
 * as a hint and reads the transaction from the API.
 */

export const PSU_IP_HEADER = 'psu-ip-address';

export const ZLemonwayToken = z.object({ access_token: z.string(), token_type: z.string(), expires_in: z.number().int() });

/** Lemonway's account status codes (the KYC level of a payment account). */
export const ACCOUNT_STATUS = {
  KYC_INCOMPLETE: 2,
  KYC_REJECTED: 3,
  KYC_1: 5,
  KYC_2: 6,
  KYC_3: 7,
  KYC_EXPIRED: 8,
  BLOCKED: 10,
  CLOSED: 12,
} as const;

/** The product's KYC status of an account: only KYC 2 or above may receive and pay out. */
export function kycStatusOf(status: number): KycStatus {
  if (status === ACCOUNT_STATUS.KYC_2 || status === ACCOUNT_STATUS.KYC_3) return 'VALIDATED';
  if (status === ACCOUNT_STATUS.KYC_REJECTED || status === ACCOUNT_STATUS.BLOCKED || status === ACCOUNT_STATUS.CLOSED) return 'REFUSED';
  if (status === ACCOUNT_STATUS.KYC_1 || status === ACCOUNT_STATUS.KYC_EXPIRED) return 'PENDING';
  return 'NOT_STARTED';
}

/** A driver's payment account: the one their Payment+ connection names, else the one the product opens for them by their id. */
export const driverAccountIdOf = (userId: string, connected: string | null): string => connected ?? `pp-wallet-user-${userId}`;

/** The account status by name, or null for a code Lemonway has not documented. */
export function walletStatusOf(status: number): WalletStatus | null {
  const entry = Object.entries(ACCOUNT_STATUS).find(([, code]) => code === status);
  return entry ? (entry[0] as WalletStatus) : null;
}

/** Lemonway's document type numbers (its reference: KYC document types). */
export const DOCUMENT_TYPE: Record<KycDocumentType, number> = {
  ID_CARD: 0,
  PROOF_OF_ADDRESS: 1,
  PROOF_OF_IBAN: 2,
  PASSPORT_EU: 3,
  PASSPORT_NON_EU: 4,
  RESIDENCE_PERMIT: 5,
  OTHER: 6,
  COMPANY_REGISTRATION: 7,
  DRIVING_LICENCE: 11,
  ARTICLES_OF_ASSOCIATION: 12,
};

export const ZLemonwayAccount = z.object({
  id: z.string(),
  internalId: z.number().int(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  balance: z.number().int(),
  status: z.number().int(),
  isblocked: z.boolean(),
  accountType: z.number().int(),
});
export type LemonwayAccount = z.infer<typeof ZLemonwayAccount>;
export const ZLemonwayAccountAnswer = z.object({ account: ZLemonwayAccount });
export const ZLemonwayAccountCreated = z.object({ account: z.object({ id: z.string() }) });

export const ZLemonwayIban = z.object({ id: z.number().int(), status: z.number().int() });
export const ZLemonwayVirtualIban = z.object({ id: z.number().int(), iban: z.string(), bic: z.string(), holder: z.string(), status: z.number().int() });
export const ZLemonwayDocumentUploaded = z.object({ uploadDocument: z.object({ id: z.number().int() }) });

/** Lemonway's method numbers of a transaction. */
export const METHOD = { MONEY_IN_TRANSFER: 1, MONEY_OUT: 3, P2P: 4 } as const;
export type LemonwayMethod = (typeof METHOD)[keyof typeof METHOD];

/**
 * Lemonway's transaction status codes. Per movement, each maps to exactly one of the
 * specification's payment transaction statuses (PAYMENT_STATUS below).
 */
export const TX_STATUS = {
  WAITING_FOR_FINALIZATION: 0,
  PENDING: 1,
  SUCCESS: 3,
  ERROR: 4,
  PSP_ERROR: 6,
  CANCELLED: 7,
  VALIDATION_PENDING: 16,
} as const;
export type LemonwayTxStatus = (typeof TX_STATUS)[keyof typeof TX_STATUS];

export const PAYMENT_STATUS: Record<'MONEY_IN' | 'MONEY_OUT' | 'P2P', Partial<Record<LemonwayTxStatus, PaymentTransactionStatus>>> = {
  MONEY_IN: {
    0: 'MONEY_IN_WAITING_FOR_FINALIZATION',
    1: 'MONEY_IN_PENDING',
    3: 'MONEY_IN_SUCCESS',
    4: 'MONEY_IN_ERROR',
    6: 'MONEY_IN_PSP_ERROR',
    7: 'MONEY_IN_CANCELLED',
    16: 'MONEY_IN_VALIDATION_PENDING',
  },
  MONEY_OUT: {
    1: 'MONEY_OUT_PENDING',
    3: 'MONEY_OUT_SUCCESS',
    4: 'MONEY_OUT_ERROR',
    6: 'MONEY_OUT_PSP_ERROR',
    7: 'MONEY_OUT_CANCELLED',
    16: 'MONEY_OUT_VALIDATION_PENDING',
  },
  P2P: { 1: 'P2P_PENDING', 3: 'P2P_SUCCESS' },
};

export const ZLemonwayTransaction = z.object({
  id: z.number().int(),
  method: z.number().int(),
  status: z.number().int(),
  debitAccountId: z.string().nullable(),
  creditAccountId: z.string().nullable(),
  amount: z.number().int(),
  comment: z.string().nullable(),
  reference: z.string().nullable(),
  date: z.number().int(),
});
export type LemonwayTransaction = z.infer<typeof ZLemonwayTransaction>;
export const ZLemonwayTransactionAnswer = z.object({ transaction: ZLemonwayTransaction });
export const ZLemonwayTransactionList = z.object({ transactions: z.array(ZLemonwayTransaction) });

/** The payment transaction status of a Lemonway transaction, or null for a code this movement does not have. */
export function paymentStatusOf(t: Pick<LemonwayTransaction, 'method' | 'status'>): PaymentTransactionStatus | null {
  const kind = t.method === METHOD.P2P ? 'P2P' : t.method === METHOD.MONEY_OUT ? 'MONEY_OUT' : 'MONEY_IN';
  return PAYMENT_STATUS[kind][t.status as LemonwayTxStatus] ?? null;
}

/** Notification categories the product reads. */
export const NOTIFICATION = { MONEY_IN_WIRE_RECEIVED: 10, DOCUMENT_STATUS: 9, ACCOUNT_STATUS: 8, MONEY_OUT_CANCELLED: 15, MONEY_OUT_VALIDATED: 37 } as const;

export const LEMONWAY_OPERATIONS = ['token', 'account', 'iban', 'p2p', 'moneyOut', 'lookup', 'document'] as const;
export type LemonwayOperation = (typeof LEMONWAY_OPERATIONS)[number];
