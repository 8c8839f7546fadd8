import type { Config } from '../../config.ts';
import { providerCall } from '../../lib/provider-http.ts';
import {
  PP_API_KEY_HEADER,
  PP_IDEMPOTENCY_HEADER,
  ZPaymentPlusTransactionAnswer,
  ZPaymentPlusTransactionList,
  ZPaymentPlusWalletAnswer,
  type MoneyInRequest,
  type MoneyOutRequest,
  type P2PRequest,
  type PaymentPlusTransaction,
  type PaymentPlusWallet,
} from './api.ts';

export const PAYMENT_PLUS = 'payment institution';

export interface PaymentPlusClient {
  wallet(id: string): Promise<PaymentPlusWallet>;
  moneyIn(idempotencyKey: string, request: MoneyInRequest): Promise<PaymentPlusTransaction>;
  p2p(idempotencyKey: string, request: P2PRequest): Promise<PaymentPlusTransaction>;
  moneyOut(idempotencyKey: string, request: MoneyOutRequest): Promise<PaymentPlusTransaction>;
  /** The transaction made with this idempotency key, or null when the institution never received it. */
  findTransaction(idempotencyKey: string): Promise<PaymentPlusTransaction | null>;
  transaction(id: string): Promise<PaymentPlusTransaction>;
}

/** The payment institution over HTTP (or its sandbox), with the configured API key and timeout. */
export function paymentPlusClient(config: Pick<Config, 'providers'>): PaymentPlusClient {
  const { baseUrl, apiKey } = config.providers.paymentPlus;
  const timeoutMs = config.providers.timeoutMs;
  const call = <T>(method: string, path: string, schema: Parameters<typeof providerCall<T>>[4], extra: { body?: unknown; key?: string; query?: Record<string, string> } = {}) =>
    providerCall(
      PAYMENT_PLUS,
      baseUrl,
      timeoutMs,
      {
        method,
        path,
        headers: { [PP_API_KEY_HEADER]: apiKey, ...(extra.key ? { [PP_IDEMPOTENCY_HEADER]: extra.key } : {}) },
        body: extra.body,
        query: extra.query,
      },
      schema,
    );
  const move = async (path: string, key: string, body: unknown) => (await call('POST', path, ZPaymentPlusTransactionAnswer, { body, key })).transaction;

  return {
    wallet: async (id) => (await call('GET', `/v1/wallets/${encodeURIComponent(id)}`, ZPaymentPlusWalletAnswer)).wallet,
    moneyIn: (key, request) => move('/v1/money-ins', key, request),
    p2p: (key, request) => move('/v1/p2p', key, request),
    moneyOut: (key, request) => move('/v1/money-outs', key, request),
    findTransaction: async (key) =>
      (await call('GET', '/v1/transactions', ZPaymentPlusTransactionList, { query: { idempotencyKey: key } })).transactions[0] ?? null,
    transaction: async (id) => (await call('GET', `/v1/transactions/${encodeURIComponent(id)}`, ZPaymentPlusTransactionAnswer)).transaction,
  };
}
