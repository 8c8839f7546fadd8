import type { SqlClient } from '../../db/database.ts';
import type { ColumnOf, RowOf } from '../../db/rows.ts';
import type { companies, providerAuthorizations, providerConnections } from '../../db/schema/index.ts';

/** A company's bank connection; its tokens are sealed, or plain in rows written before tokens were sealed. */
export type BankConnectionRow = RowOf<
  typeof providerConnections,
  | 'id'
  | 'company_id'
  | 'provider'
  | 'status'
  | 'access_token'
  | 'refresh_token'
  | 'expires_at'
  | 'connected_at'
  | 'account_iban'
  | 'bank_account_id'
  | 'external_account_id'
>;

/** The bank providers a company connection may name; a new bank adds its stored value here. */
export const BANK_PROVIDERS = ['QONTO'];

const COLUMNS = 'id, company_id, provider, status, access_token, refresh_token, expires_at, connected_at, account_iban, bank_account_id, external_account_id';

/** A company with a live bank connection, and its name. */
type ConnectedCompany = RowOf<typeof providerConnections, 'company_id'> & { company_name: ColumnOf<typeof companies, 'name'> };

/** What an authorization, once used, says about the connect it started. */
type TakenAuthorization = RowOf<typeof providerAuthorizations, 'company_id' | 'provider' | 'redirect_uri'>;

export interface StoredTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date;
  scope: string | null;
}

/** A company's connection to its bank (provider_connections of a bank provider) and the OAuth state of a connect. */
export function bankConnectionsRepository(database: SqlClient) {
  return {
    async connection(companyId: string): Promise<BankConnectionRow | null> {
      const [row] = await database.query<BankConnectionRow>(
        `select ${COLUMNS} from provider_connections where company_id = $1 and provider = any($2) and user_id is null
          order by (status = 'CONNECTED') desc, updated_at desc limit 1`,
        [companyId, BANK_PROVIDERS],
      );
      return row ?? null;
    },

    /** Companies of the scope with a live bank connection, for a sync of every one. */
    async connectedCompanies(companyId: string | null): Promise<ConnectedCompany[]> {
      return database.query<ConnectedCompany>(
        `select p.company_id, c.name as company_name from provider_connections p join companies c on c.id = p.company_id
          where p.provider = any($2) and p.user_id is null and p.status = 'CONNECTED' and ($1::uuid is null or p.company_id = $1)
          order by c.name`,
        [companyId, BANK_PROVIDERS],
      );
    },

    async saveTokens(
      companyId: string,
      provider: string,
      tokens: StoredTokens,
      account: { iban: string | null; accountId: string | null; organization: string | null } | null,
      now: Date,
    ): Promise<void> {
      await database.query(
        `insert into provider_connections (company_id, provider, status, access_token, refresh_token, expires_at, scope, connected_at,
                                           account_iban, bank_account_id, external_account_id, updated_at)
         values ($1, $2, 'CONNECTED', $3, $4, $5, $6, $7, $8, $9, $10, $7)
         on conflict (company_id, provider) where user_id is null do update set
           status = 'CONNECTED', access_token = excluded.access_token,
           refresh_token = coalesce(excluded.refresh_token, provider_connections.refresh_token),
           expires_at = excluded.expires_at, scope = coalesce(excluded.scope, provider_connections.scope),
           connected_at = case when $11 then excluded.connected_at else provider_connections.connected_at end,
           account_iban = case when $11 then excluded.account_iban else provider_connections.account_iban end,
           bank_account_id = case when $11 then excluded.bank_account_id else provider_connections.bank_account_id end,
           external_account_id = coalesce(excluded.external_account_id, provider_connections.external_account_id),
           disconnected_at = null, updated_at = excluded.updated_at`,
        [
          companyId,
          provider,
          tokens.accessToken,
          tokens.refreshToken,
          tokens.expiresAt,
          tokens.scope,
          now,
          account?.iban ?? null,
          account?.accountId ?? null,
          account?.organization ?? null,
          account !== null,
        ],
      );
    },

    /** Replaces plain tokens of an older row by their sealed form, unless the row changed meanwhile. */
    async resealTokens(id: string, plain: { access: string | null; refresh: string | null }, sealed: { access: string | null; refresh: string | null }): Promise<void> {
      await database.query(
        `update provider_connections set access_token = $4, refresh_token = $5
          where id = $1 and access_token is not distinct from $2 and refresh_token is not distinct from $3`,
        [id, plain.access, plain.refresh, sealed.access, sealed.refresh],
      );
    },

    async markExpired(companyId: string, now: Date): Promise<void> {
      await database.query(
        `update provider_connections set status = 'EXPIRED', access_token = null, updated_at = $2
          where company_id = $1 and provider = any($3) and user_id is null`,
        [companyId, now, BANK_PROVIDERS],
      );
    },

    async saveAccount(companyId: string, account: { iban: string; accountId: string }): Promise<void> {
      await database.query(
        `update provider_connections set account_iban = $2, bank_account_id = $3 where company_id = $1 and provider = any($4) and user_id is null`,
        [companyId, account.iban, account.accountId, BANK_PROVIDERS],
      );
    },

    async addAuthorization(a: { state: string; companyId: string; userId: string; provider: string; redirectUri: string; expiresAt: Date }): Promise<void> {
      await database.query(
        `insert into provider_authorizations (state, company_id, user_id, provider, redirect_uri, expires_at) values ($1, $2, $3, $4, $5, $6)`,
        [a.state, a.companyId, a.userId, a.provider, a.redirectUri, a.expiresAt],
      );
    },

    /** Uses an authorization once: the caller must be who started it, within its time. */
    async takeAuthorization(state: string, userId: string, now: Date): Promise<TakenAuthorization | null> {
      const [row] = await database.query<TakenAuthorization>(
        `update provider_authorizations set used_at = $3
          where state = $1 and user_id = $2 and provider = any($4) and used_at is null and expires_at > $3
          returning company_id, provider, redirect_uri`,
        [state, userId, now, BANK_PROVIDERS],
      );
      return row ?? null;
    },

    async companyName(companyId: string): Promise<string | null> {
      const [row] = await database.query<RowOf<typeof companies, 'name'>>('select name from companies where id = $1', [companyId]);
      return row?.name ?? null;
    },
  };
}
export type BankConnectionsRepository = ReturnType<typeof bankConnectionsRepository>;
