import { z } from 'zod';
import { PAYMENT_TRANSACTION_STATUSES } from '@fleetwatt/shared';

/*
 * The payment institution's HTTP API (Payment+), as the client speaks it and the sandbox answers it.
 * Every call carries the API key in X-Api-Key; calls that move money take an Idempotency-Key, and
 * the same key twice gives the first transaction again. Amounts in minor units.
 *
 *   GET  /v1/wallets/{id}                       a wallet with its KYC status and balance  -> { wallet }
 *   POST /v1/money-ins    { walletId, amountMinor, currency, reference }                    -> { transaction }
 *   POST /v1/p2p          { debitWalletId, creditWalletId, amountMinor, currency, reference } -> { transaction }
 *   POST /v1/money-outs   { walletId, iban, holderName, amountMinor, currency, reference }  -> { transaction }
 *   GET  /v1/transactions?idempotencyKey=       the transaction made with a key            -> { transactions }
 *   GET  /v1/transactions/{id}                                                             -> { transaction }
 * Transaction statuses are the specification's payment transaction statuses.
 */

export const PP_API_KEY_HEADER = 'x-api-key';
export const PP_IDEMPOTENCY_HEADER = 'idempotency-key';

export const ZPaymentPlusWallet = z.object({
  id: z.string(),
  ownerType: z.enum(['COMPANY', 'USER']),
  holderName: z.string().nullable(),
  kycStatus: z.string(),
  balanceMinor: z.number().int(),
  currency: z.string(),
});
export type PaymentPlusWallet = z.infer<typeof ZPaymentPlusWallet>;
export const ZPaymentPlusWalletAnswer = z.object({ wallet: ZPaymentPlusWallet });

export const PP_TRANSACTION_TYPES = ['MONEY_IN', 'P2P', 'MONEY_OUT'] as const;
export type PaymentPlusTransactionType = (typeof PP_TRANSACTION_TYPES)[number];

export const ZPaymentPlusTransaction = z.object({
  id: z.string(),
  type: z.enum(PP_TRANSACTION_TYPES),
  status: z.enum(PAYMENT_TRANSACTION_STATUSES),
  amountMinor: z.number().int(),
  currency: z.string(),
  debitWalletId: z.string().nullable(),
  creditWalletId: z.string().nullable(),
  reference: z.string().nullable(),
  idempotencyKey: z.string(),
  createdAt: z.string(),
});
export type PaymentPlusTransaction = z.infer<typeof ZPaymentPlusTransaction>;
export const ZPaymentPlusTransactionAnswer = z.object({ transaction: ZPaymentPlusTransaction });
export const ZPaymentPlusTransactionList = z.object({ transactions: z.array(ZPaymentPlusTransaction) });

const amount = { amountMinor: z.number().int().min(1), currency: z.string().length(3), reference: z.string().min(1).max(140) };
export const ZMoneyInRequest = z.object({ walletId: z.string().min(1), ...amount });
export const ZP2PRequest = z.object({ debitWalletId: z.string().min(1), creditWalletId: z.string().min(1), ...amount });
export const ZMoneyOutRequest = z.object({ walletId: z.string().min(1), iban: z.string().min(5).max(34), holderName: z.string().min(1).max(140), ...amount });
export type MoneyInRequest = z.infer<typeof ZMoneyInRequest>;
export type P2PRequest = z.infer<typeof ZP2PRequest>;
export type MoneyOutRequest = z.infer<typeof ZMoneyOutRequest>;

export const PP_OPERATIONS = ['wallet', 'moneyIn', 'p2p', 'moneyOut', 'lookup'] as const;
export type PaymentPlusOperation = (typeof PP_OPERATIONS)[number];

/** The statuses that are final successes, final failures, or still open. */
export const PP_SUCCESS = new Set<string>(['MONEY_IN_SUCCESS', 'P2P_SUCCESS', 'MONEY_OUT_SUCCESS']);
export const PP_FAILURE = new Set<string>([
  'MONEY_IN_ERROR',
  'MONEY_IN_PSP_ERROR',
  'MONEY_IN_CANCELLED',
  'MONEY_OUT_ERROR',
  'MONEY_OUT_PSP_ERROR',
  'MONEY_OUT_CANCELLED',
]);
