import type { Config } from '../../config.ts';
import { ProviderError, providerCall, type ProviderRequest } from '../../lib/provider-http.ts';
import {
  METHOD,
  PSU_IP_HEADER,
  ZLemonwayAccountAnswer,
  ZLemonwayAccountCreated,
  ZLemonwayDocumentUploaded,
  ZLemonwayIban,
  ZLemonwayToken,
  ZLemonwayTransactionAnswer,
  ZLemonwayTransactionList,
  ZLemonwayVirtualIban,
  type LemonwayAccount,
  type LemonwayMethod,
  type LemonwayTransaction,
} from './api.ts';

const INSTITUTION = 'payment institution';
/** A token with less than this left is renewed before use. */
const RENEW_BEFORE_MS = 60_000;
const LOOKUP_PATH: Record<LemonwayMethod, string> = { [METHOD.MONEY_IN_TRANSFER]: '/v2/moneyins', [METHOD.MONEY_OUT]: '/v2/moneyouts', [METHOD.P2P]: '/v2/p2p' };

export interface WalletProvider {
  account(accountId: string): Promise<LemonwayAccount>;
  createAccount(input: { accountId: string; kind: 'individual' | 'legalentity'; email: string; firstName?: string; lastName?: string; companyName?: string }): Promise<string>;
  uploadDocument(accountId: string, document: { fileName: string; type: number; content: Buffer }): Promise<number>;
  registerIban(accountId: string, holder: string, iban: string): Promise<{ id: number; status: number }>;
  /** The IBAN money-ins by SEPA transfer to the account arrive on. */
  moneyInIban(accountId: string): Promise<{ iban: string; bic: string; holder: string }>;
  p2p(request: { debitAccountId: string; creditAccountId: string; amountMinor: number; comment: string; reference: string }): Promise<LemonwayTransaction>;
  moneyOut(request: { accountId: string; ibanId: number; amountMinor: number; comment: string; reference: string }): Promise<LemonwayTransaction>;
  /** The movements made with our reference (none when Lemonway never received the call). */
  byReference(method: LemonwayMethod, reference: string): Promise<LemonwayTransaction[]>;
  transaction(method: LemonwayMethod, id: number): Promise<LemonwayTransaction | null>;
}

/** Lemonway's DirectKit API v2 over HTTP (or its built-in sandbox), with an OAuth client-credentials token kept in memory. */
export function lemonwayClient(config: Pick<Config, 'providers'>): WalletProvider {
  const { baseUrl, oauthUrl, apiKey } = config.providers.lemonway;
  const timeoutMs = config.providers.timeoutMs;
  let held: { token: string; expiresAt: number } | null = null;

  async function token(force = false): Promise<string> {
    if (!force && held && held.expiresAt - RENEW_BEFORE_MS > Date.now()) return held.token;
    const url = new URL(oauthUrl);
    const answer = await providerCall(
      INSTITUTION,
      url.origin,
      timeoutMs,
      { method: 'POST', path: url.pathname, headers: { authorization: `Basic ${apiKey}` }, body: new URLSearchParams({ grant_type: 'client_credentials' }) },
      ZLemonwayToken,
    );
    held = { token: answer.access_token, expiresAt: Date.now() + answer.expires_in * 1000 };
    return held.token;
  }

  /** A call with a live token; a 401 (the token expired early) renews it once. */
  async function call<T>(request: ProviderRequest, schema: Parameters<typeof providerCall<T>>[4]): Promise<T> {
    const send = async (force: boolean) =>
      providerCall(
        INSTITUTION,
        baseUrl,
        timeoutMs,
        { ...request, headers: { authorization: `Bearer ${await token(force)}`, [PSU_IP_HEADER]: '127.0.0.1', 'psu-accept-language': 'en', ...request.headers } },
        schema,
      );
    try {
      return await send(false);
    } catch (err) {
      if (err instanceof ProviderError && err.status === 401) return send(true);
      throw err;
    }
  }

  return {
    account: async (accountId) => (await call({ method: 'GET', path: `/v2/accounts/${encodeURIComponent(accountId)}` }, ZLemonwayAccountAnswer)).account,
    createAccount: async (input) =>
      (
        await call(
          {
            method: 'POST',
            path: `/v2/accounts/${input.kind}`,
            body: { accountId: input.accountId, email: input.email, firstName: input.firstName, lastName: input.lastName, companyName: input.companyName, payerOrBeneficiary: 2 },
          },
          ZLemonwayAccountCreated,
        )
      ).account.id,
    uploadDocument: async (accountId, document) =>
      (
        await call(
          {
            method: 'POST',
            path: `/v2/accounts/${encodeURIComponent(accountId)}/documents/upload`,
            body: { fileName: document.fileName, type: document.type, buffer: document.content.toString('base64') },
          },
          ZLemonwayDocumentUploaded,
        )
      ).uploadDocument.id,
    registerIban: (accountId, holder, iban) => call({ method: 'POST', path: '/v2/moneyouts/iban', body: { accountId, holder: holder.slice(0, 100), iban } }, ZLemonwayIban),
    moneyInIban: (accountId) => call({ method: 'POST', path: '/v2/moneyins/bankwire/iban/create', body: { accountId } }, ZLemonwayVirtualIban),
    p2p: async (r) =>
      (
        await call(
          {
            method: 'POST',
            path: '/v2/p2p',
            body: { debitAccountId: r.debitAccountId, creditAccountId: r.creditAccountId, amount: r.amountMinor, comment: r.comment.slice(0, 140), reference: r.reference },
          },
          ZLemonwayTransactionAnswer,
        )
      ).transaction,
    moneyOut: async (r) =>
      (
        await call(
          { method: 'POST', path: '/v2/moneyouts', body: { accountId: r.accountId, ibanId: r.ibanId, totalAmount: r.amountMinor, comment: r.comment.slice(0, 140), reference: r.reference } },
          ZLemonwayTransactionAnswer,
        )
      ).transaction,
    byReference: async (method, reference) => (await call({ method: 'GET', path: LOOKUP_PATH[method], query: { reference } }, ZLemonwayTransactionList)).transactions,
    transaction: async (method, id) => (await call({ method: 'GET', path: LOOKUP_PATH[method], query: { transactionId: id } }, ZLemonwayTransactionList)).transactions[0] ?? null,
  };
}

// One wallet client per configuration, so its OAuth token is reused across calls and job runs.
const wallets = new WeakMap<object, WalletProvider>();
export function walletOf(config: Pick<Config, 'providers'>): WalletProvider {
  if (!wallets.has(config.providers)) wallets.set(config.providers, lemonwayClient(config));
  return wallets.get(config.providers)!;
}
