import type { Config } from '../../config.ts';
import { providerCall } from '../../lib/provider-http.ts';
import {
  QONTO_IDEMPOTENCY_HEADER,
  QONTO_SCOPE,
  ZQontoOrganization,
  ZQontoTokens,
  ZQontoTransactionPage,
  ZQontoTransferAnswer,
  ZQontoTransferList,
  type QontoOrganization,
  type QontoTokens,
  type QontoTransfer,
  type QontoTransferRequest,
} from './api.ts';

export const QONTO = 'bank';

export interface QontoClient {
  /** Where the browser goes to let the company consent. */
  authorizeUrl(state: string, redirectUri: string): string;
  exchangeCode(code: string, redirectUri: string): Promise<QontoTokens>;
  refresh(refreshToken: string): Promise<QontoTokens>;
  organization(accessToken: string): Promise<QontoOrganization>;
  transactions(accessToken: string, iban: string, page: number): Promise<ReturnType<typeof ZQontoTransactionPage.parse>>;
  createTransfer(accessToken: string, idempotencyKey: string, transfer: QontoTransferRequest): Promise<QontoTransfer>;
  /** The transfer made with this idempotency key, or null when the bank never received it. */
  findTransfer(accessToken: string, idempotencyKey: string): Promise<QontoTransfer | null>;
  getTransfer(accessToken: string, id: string): Promise<QontoTransfer>;
}

/** The bank provider over HTTP (or its sandbox), with the configured client credentials and timeout. */
export function qontoClient(config: Pick<Config, 'providers'>): QontoClient {
  const { baseUrl, clientId, clientSecret } = config.providers.qonto;
  const timeoutMs = config.providers.timeoutMs;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const token = (form: Record<string, string>) =>
    providerCall(
      QONTO,
      baseUrl,
      timeoutMs,
      { method: 'POST', path: '/oauth2/token', body: new URLSearchParams({ ...form, client_id: clientId, client_secret: clientSecret }) },
      ZQontoTokens,
    );

  return {
    authorizeUrl(state, redirectUri) {
      const url = new URL(`${baseUrl}/oauth2/auth`);
      url.search = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: redirectUri, scope: QONTO_SCOPE, state }).toString();
      return url.toString();
    },
    exchangeCode: (code, redirectUri) => token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    refresh: (refreshToken) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    organization: async (accessToken) =>
      (await providerCall(QONTO, baseUrl, timeoutMs, { method: 'GET', path: '/v2/organization', headers: bearer(accessToken) }, ZQontoOrganization))
        .organization,
    transactions: (accessToken, iban, page) =>
      providerCall(
        QONTO,
        baseUrl,
        timeoutMs,
        { method: 'GET', path: '/v2/transactions', headers: bearer(accessToken), query: { iban, current_page: page, per_page: 100 } },
        ZQontoTransactionPage,
      ),
    createTransfer: async (accessToken, idempotencyKey, transfer) =>
      (
        await providerCall(
          QONTO,
          baseUrl,
          timeoutMs,
          {
            method: 'POST',
            path: '/v2/sepa/transfers',
            headers: { ...bearer(accessToken), [QONTO_IDEMPOTENCY_HEADER]: idempotencyKey },
            body: { transfer },
          },
          ZQontoTransferAnswer,
        )
      ).transfer,
    findTransfer: async (accessToken, idempotencyKey) =>
      (
        await providerCall(
          QONTO,
          baseUrl,
          timeoutMs,
          { method: 'GET', path: '/v2/sepa/transfers', headers: bearer(accessToken), query: { idempotency_key: idempotencyKey } },
          ZQontoTransferList,
        )
      ).transfers[0] ?? null,
    getTransfer: async (accessToken, id) =>
      (
        await providerCall(
          QONTO,
          baseUrl,
          timeoutMs,
          { method: 'GET', path: `/v2/sepa/transfers/${encodeURIComponent(id)}`, headers: bearer(accessToken) },
          ZQontoTransferAnswer,
        )
      ).transfer,
  };
}
