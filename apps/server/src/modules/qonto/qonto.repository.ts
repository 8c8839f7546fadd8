import type { ConnectionStatus } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';

export interface QontoConnectionRow {
  id: string;
  company_id: string;
  status: ConnectionStatus;
  access_token: string | null;
  refresh_token: string | null;
  expires_at: Date | null;
  connected_at: Date | null;
  account_iban: string | null;
  external_account_id: string | null;
}

const COLUMNS = 'id, company_id, status, access_token, refresh_token, expires_at, connected_at, account_iban, external_account_id';

/** The company's connection to its bank (provider_connections, provider QONTO) and the OAuth state of a connect. */
export function qontoRepository(database: SqlClient) {
  return {
    async connection(companyId: string): Promise<QontoConnectionRow | null> {
      const [row] = await database.query<QontoConnectionRow>(
        `select ${COLUMNS} from provider_connections where company_id = $1 and provider = 'QONTO' and user_id is null`,
        [companyId],
      );
      return row ?? null;
    },

    /** Companies of the scope with a live bank connection, for a sync of every one. */
    async connectedCompanies(companyId: string | null): Promise<{ company_id: string; company_name: string }[]> {
      return database.query(
        `select p.company_id, c.name as company_name from provider_connections p join companies c on c.id = p.company_id
          where p.provider = 'QONTO' and p.user_id is null and p.status = 'CONNECTED' and ($1::uuid is null or p.company_id = $1)
          order by c.name`,
        [companyId],
      );
    },

    async saveTokens(
      companyId: string,
      tokens: { accessToken: string; refreshToken: string | null; expiresAt: Date; scope: string | null },
      account: { iban: string | null; organization: string | null } | null,
      now: Date,
    ): Promise<void> {
      await database.query(
        `insert into provider_connections (company_id, provider, status, access_token, refresh_token, expires_at, scope, connected_at,
                                           account_iban, external_account_id, updated_at)
         values ($1, 'QONTO', 'CONNECTED', $2, $3, $4, $5, $6, $7, $8, $6)
         on conflict (company_id, provider) where user_id is null do update set
           status = 'CONNECTED', access_token = excluded.access_token,
           refresh_token = coalesce(excluded.refresh_token, provider_connections.refresh_token),
           expires_at = excluded.expires_at, scope = coalesce(excluded.scope, provider_connections.scope),
           connected_at = case when $9 then excluded.connected_at else provider_connections.connected_at end,
           account_iban = coalesce(excluded.account_iban, provider_connections.account_iban),
           external_account_id = coalesce(excluded.external_account_id, provider_connections.external_account_id),
           disconnected_at = null, updated_at = excluded.updated_at`,
        [companyId, tokens.accessToken, tokens.refreshToken, tokens.expiresAt, tokens.scope, now, account?.iban ?? null, account?.organization ?? null, account !== null],
      );
    },

    async markExpired(companyId: string, now: Date): Promise<void> {
      await database.query(
        `update provider_connections set status = 'EXPIRED', access_token = null, updated_at = $2
          where company_id = $1 and provider = 'QONTO' and user_id is null`,
        [companyId, now],
      );
    },

    async saveAccountIban(companyId: string, iban: string): Promise<void> {
      await database.query(
        `update provider_connections set account_iban = $2 where company_id = $1 and provider = 'QONTO' and user_id is null`,
        [companyId, iban],
      );
    },

    async addAuthorization(a: { state: string; companyId: string; userId: string; redirectUri: string; expiresAt: Date }): Promise<void> {
      await database.query(
        `insert into provider_authorizations (state, company_id, user_id, provider, redirect_uri, expires_at) values ($1, $2, $3, 'QONTO', $4, $5)`,
        [a.state, a.companyId, a.userId, a.redirectUri, a.expiresAt],
      );
    },

    /** Uses an authorization once: the caller must be who started it, within its time. */
    async takeAuthorization(state: string, userId: string, now: Date): Promise<{ company_id: string; redirect_uri: string } | null> {
      const [row] = await database.query<{ company_id: string; redirect_uri: string }>(
        `update provider_authorizations set used_at = $3
          where state = $1 and user_id = $2 and provider = 'QONTO' and used_at is null and expires_at > $3
          returning company_id, redirect_uri`,
        [state, userId, now],
      );
      return row ?? null;
    },

    async companyName(companyId: string): Promise<string | null> {
      const [row] = await database.query<{ name: string }>('select name from companies where id = $1', [companyId]);
      return row?.name ?? null;
    },
  };
}
export type QontoRepository = ReturnType<typeof qontoRepository>;
