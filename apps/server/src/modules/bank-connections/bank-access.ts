import type { Database } from '../../db/database.ts';
import { ProviderError } from '../../lib/provider-http.ts';
import type { InstallationSecrets } from '../../lib/secrets/installation-secrets.ts';
import type { BankProvider, BankRegistry, BankTokens } from '../../providers/bank/index.ts';
import { bankConnectionsRepository, type BankConnectionRow } from './bank-connections.repository.ts';
import { bankTokenBox } from './token-box.ts';

/** A token with less than this left is renewed before use. */
const RENEW_BEFORE_MS = 60_000;

export interface BankAccess {
  companyId: string;
  bank: BankProvider;
  accessToken: string;
  /** The account transfers are paid from and transactions are listed for. */
  account: { id: string; iban: string };
}

export const tokensToStore = (tokens: BankTokens, now: Date) => ({
  accessToken: tokens.accessToken,
  refreshToken: tokens.refreshToken,
  expiresAt: new Date(now.getTime() + tokens.expiresIn * 1000),
  scope: tokens.scope,
});

/**
 * A company's usable bank access, for the other areas (payouts, payment transactions): the bank of
 * its connection, a live access token (renewed with the refresh token before it runs out, and once
 * more when the bank says it has expired) and the account it pays from. Null when the company has
 * not connected a bank, or the bank no longer accepts the connection (which then shows EXPIRED).
 */
export function bankAccess(database: Database, banks: BankRegistry, secrets: InstallationSecrets) {
  const repo = bankConnectionsRepository(database);
  const box = bankTokenBox(secrets);

  async function renew(connection: BankConnectionRow, bank: BankProvider, now: Date): Promise<string | null> {
    const refreshToken = box.openRefresh(connection.refresh_token);
    if (!refreshToken) {
      await repo.markExpired(connection.company_id, now);
      return null;
    }
    try {
      const tokens = await bank.refresh(refreshToken);
      const stored = tokensToStore(tokens, now);
      await repo.saveTokens(connection.company_id, connection.provider, { ...stored, ...box.seal(stored) }, null, now);
      return tokens.accessToken;
    } catch (err) {
      // A refused refresh means the company must connect again; anything else may pass.
      if (err instanceof ProviderError && err.kind === 'refused') {
        await repo.markExpired(connection.company_id, now);
        return null;
      }
      throw err;
    }
  }

  async function forCompany(companyId: string, now = new Date(), forceRenew = false): Promise<BankAccess | null> {
    const connection = await repo.connection(companyId);
    if (!connection || connection.status !== 'CONNECTED') return null;
    const bank = banks(connection.provider);
    if (box.isPlain(connection.access_token) || box.isPlain(connection.refresh_token)) {
      await repo.resealTokens(
        connection.id,
        { access: connection.access_token, refresh: connection.refresh_token },
        { access: box.sealAccess(box.openAccess(connection.access_token)), refresh: box.sealRefresh(box.openRefresh(connection.refresh_token)) },
      );
    }
    let accessToken = box.openAccess(connection.access_token);
    const expiring = !connection.expires_at || new Date(connection.expires_at).getTime() - RENEW_BEFORE_MS <= now.getTime();
    if (!accessToken || expiring || forceRenew) {
      accessToken = await renew(connection, bank, now);
      if (!accessToken) return null;
    }
    let account = connection.bank_account_id && connection.account_iban ? { id: connection.bank_account_id, iban: connection.account_iban } : null;
    if (!account) {
      const organization = await bank.organization(accessToken);
      const main = organization.accounts.find((a) => a.main) ?? organization.accounts[0];
      if (!main) return null;
      account = { id: main.id, iban: main.iban };
      await repo.saveAccount(companyId, { iban: main.iban, accountId: main.id });
    }
    return { companyId, bank, accessToken, account };
  }

  return {
    forCompany,

    /**
     * Runs calls with the company's bank access; when the bank answers that the access token has
     * expired (401), the token is renewed once and the calls run again. Null without a connection.
     */
    async use<T>(companyId: string, now: Date, work: (access: BankAccess) => Promise<T>): Promise<T | null> {
      const access = await forCompany(companyId, now);
      if (!access) return null;
      try {
        return await work(access);
      } catch (err) {
        if (!(err instanceof ProviderError && err.status === 401)) throw err;
        const renewed = await forCompany(companyId, now, true);
        return renewed ? work(renewed) : null;
      }
    },

    connectedCompanies: (companyId: string | null) => repo.connectedCompanies(companyId),

    async isConnected(companyId: string): Promise<boolean> {
      return (await repo.connection(companyId))?.status === 'CONNECTED';
    },
  };
}
export type BankAccessor = ReturnType<typeof bankAccess>;
