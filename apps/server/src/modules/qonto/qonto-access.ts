import { ProviderError } from '../../lib/provider-http.ts';
import type { QontoClient } from '../../providers/qonto/client.ts';
import type { QontoTokens } from '../../providers/qonto/api.ts';
import type { SqlClient } from '../../db/database.ts';
import { qontoRepository } from './qonto.repository.ts';

/** A token with less than this left is renewed before use. */
const RENEW_BEFORE_MS = 60_000;

export interface QontoAccess {
  accessToken: string;
  /** The account transfers are paid from and transactions are listed for. */
  iban: string;
}

export const tokensToSave = (tokens: QontoTokens, now: Date) => ({
  accessToken: tokens.access_token,
  refreshToken: tokens.refresh_token ?? null,
  expiresAt: new Date(now.getTime() + tokens.expires_in * 1000),
  scope: tokens.scope ?? null,
});

/**
 * A usable bank access for a company, or null when it has not connected its bank (or the bank
 * no longer accepts the connection, which then shows as EXPIRED). Renews the access token with the
 * refresh token when it is about to run out, and learns the account's IBAN once.
 */
export function qontoAccess(database: SqlClient, client: QontoClient) {
  const repo = qontoRepository(database);
  return {
    /** Companies of the scope with a live bank connection, for a sync of every one. */
    connectedCompanies: (companyId: string | null) => repo.connectedCompanies(companyId),

    async forCompany(companyId: string, now = new Date()): Promise<QontoAccess | null> {
      const connection = await repo.connection(companyId);
      if (!connection || connection.status !== 'CONNECTED') return null;
      let accessToken = connection.access_token;
      const expiring = !connection.expires_at || new Date(connection.expires_at).getTime() - RENEW_BEFORE_MS <= now.getTime();
      if (!accessToken || expiring) {
        if (!connection.refresh_token) {
          await repo.markExpired(companyId, now);
          return null;
        }
        try {
          const tokens = await client.refresh(connection.refresh_token);
          await repo.saveTokens(companyId, tokensToSave(tokens, now), null, now);
          accessToken = tokens.access_token;
        } catch (err) {
          // A refused refresh means the company must connect again; anything else may pass.
          if (err instanceof ProviderError && err.kind === 'refused') {
            await repo.markExpired(companyId, now);
            return null;
          }
          throw err;
        }
      }
      let iban = connection.account_iban;
      if (!iban) {
        const organization = await client.organization(accessToken);
        iban = organization.bank_accounts[0]?.iban ?? null;
        if (!iban) return null;
        await repo.saveAccountIban(companyId, iban);
      }
      return { accessToken, iban };
    },
  };
}
export type QontoAccessor = ReturnType<typeof qontoAccess>;
