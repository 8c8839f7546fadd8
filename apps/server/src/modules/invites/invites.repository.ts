import type { CompanyLanguage, InviteListStatus, InviteSortField, SortDir } from '@fleetwatt/shared';
import type { Database, SqlClient } from '../../db/database.ts';
import type { ColumnOf, RowOf } from '../../db/rows.ts';
import type { companies, invites, users } from '../../db/schema/index.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { likePattern } from '../../lib/sql.ts';
import { readPage } from '../../lib/far-end-page.ts';

/** An invite with its company's name; `status` is the stored one. */
export type InviteRow = RowOf<
  typeof invites,
  'id' | 'company_id' | 'token' | 'email' | 'language' | 'status' | 'expires_at' | 'created_at' | 'updated_at'
> & {
  company_name: ColumnOf<typeof companies, 'name'>;
  company_language: ColumnOf<typeof companies, 'language'>;
};

/** A list row: `status` is EXPIRED for a pending invite past its expiry. */
export type InviteListRow = Omit<InviteRow, 'status'> & { status: InviteListStatus };

export interface InviteFilter {
  /** Part of the address, any case. */
  email?: string;
  status?: InviteListStatus;
}

export interface InviteSort {
  field: InviteSortField;
  dir: SortDir;
}

export type CompanyRow = RowOf<typeof companies, 'id' | 'name' | 'language'>;

export interface NewInvite {
  companyId: string;
  token: string;
  email: string;
  language: CompanyLanguage;
  expiresAt: Date;
  invitedBy: string | null;
  now: Date;
}

/** The status a list shows, given the parameter that holds the current time. */
const listStatus = (now: string) => `case when i.status = 'PENDING' and i.expires_at <= ${now} then 'EXPIRED' else i.status end`;

const sortSql = (field: InviteSortField, now: string) =>
  field === 'email' ? 'lower(i.email)' : field === 'status' ? listStatus(now) : 'i.created_at';

const BASE_COLUMNS = `i.id, i.company_id, c.name as company_name, c.language as company_language, i.token, i.email, i.language,
  i.expires_at, i.created_at, i.updated_at`;
const COLUMNS = `${BASE_COLUMNS}, i.status`;
const FROM = `from invites i join companies c on c.id = i.company_id`;


function whereOf(scope: TenantScope, filter: InviteFilter, now: Date) {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (scope.companyId) {
    params.push(scope.companyId);
    conditions.push(`i.company_id = $${params.length}`);
  }
  if (filter.email) {
    params.push(likePattern(filter.email));
    conditions.push(`i.email ilike $${params.length} escape '\\'`);
  }
  if (filter.status === 'EXPIRED' || filter.status === 'PENDING') {
    params.push(now);
    conditions.push(`i.status = 'PENDING' and i.expires_at ${filter.status === 'EXPIRED' ? '<=' : '>'} $${params.length}`);
  } else if (filter.status) {
    params.push(filter.status);
    conditions.push(`i.status = $${params.length}`);
  }
  return { params, sql: conditions.length ? `where ${conditions.join(' and ')}` : '' };
}

/** The invite of this token that the scope may touch, or none. */
async function findInScope(db: SqlClient, scope: TenantScope, token: string, lock = false): Promise<InviteRow | undefined> {
  const params: unknown[] = [token];
  let where = 'i.token = $1';
  if (scope.companyId) {
    params.push(scope.companyId);
    where += ' and i.company_id = $2';
  }
  const rows = await db.query<InviteRow>(`select ${COLUMNS} ${FROM} where ${where}${lock ? ' for update of i' : ''}`, params);
  return rows[0];
}

export function invitesRepository(database: Database) {
  return {
    /**
     * One page of the list and the number of matching invites. The page's ids come from the
     * invites alone in the sort's index order, from the list's nearer end (readPage); the
     * companies are read for those rows only.
     */
    async search(scope: TenantScope, filter: InviteFilter, sort: InviteSort, page: { number: number; size: number }, now: Date) {
      const where = whereOf(scope, filter, now);
      const n = where.params.length;
      const at = `$${n + 3}`;
      return readPage(
        page,
        sort.dir,
        async () => Number((await database.query<{ n: number }>(`select count(*)::int as n from invites i ${where.sql}`, where.params))[0]?.n ?? 0),
        (window) => {
          const dir = window.dir === 'ASC' ? 'asc' : 'desc';
          const order = `${sortSql(sort.field, at)} ${dir}, i.created_at ${dir}, i.id ${dir}`;
          return database.query<InviteListRow>(
            `with page as (select i.id from invites i ${where.sql} order by ${order} limit $${n + 1} offset $${n + 2})
             select ${BASE_COLUMNS}, ${listStatus(at)} as status
               ${FROM} join page on page.id = i.id
              order by ${order}`,
            [...where.params, window.size, window.offset, now],
          );
        },
      );
    },

    /** A company by id, when the scope may touch it. */
    async company(scope: TenantScope, companyId: string): Promise<CompanyRow | undefined> {
      if (scope.companyId && scope.companyId !== companyId) return undefined;
      const rows = await database.query<CompanyRow>('select id, name, language from companies where id = $1', [companyId]);
      return rows[0];
    },

    findInScope: (scope: TenantScope, token: string) => findInScope(database, scope, token),

    /** An invite by token alone, for the open invite page. */
    async findByToken(token: string): Promise<InviteRow | undefined> {
      return findInScope(database, { companyId: null }, token);
    },

    /**
     * Writes invites for the addresses that need one, in one transaction that holds the company's
     * invite lock, so two requests at once cannot invite the same address twice. `decide` sees who
     * already has each address and answers, per address, a skip reason or null (invite it).
     */
    async createMany<R>(
      companyId: string,
      emails: string[],
      decide: (existing: ExistingAddresses) => { invite: NewInvite[]; result: R },
    ): Promise<{ created: InviteRow[]; result: R }> {
      return database.transaction(async (tx) => {
        await tx.query(`select pg_advisory_xact_lock(hashtext('invites:' || $1::text))`, [companyId]);
        const lowered = emails.map((e) => e.toLowerCase());
        const [users, pending] = await Promise.all([
          tx.query<ExistingAddresses['users'][number]>(
            `select lower(email) as email, role, company_id from users where lower(email) = any($1::text[])`,
            [lowered],
          ),
          tx.query<ExistingAddresses['pending'][number]>(
            `select lower(email) as email, expires_at from invites
              where company_id = $1 and status = 'PENDING' and lower(email) = any($2::text[])`,
            [companyId, lowered],
          ),
        ]);
        const { invite, result } = decide({ users, pending });
        const created: InviteRow[] = [];
        for (const row of invite) {
          const [inserted] = await tx.query<RowOf<typeof invites, 'id'>>(
            `insert into invites (company_id, token, email, language, status, expires_at, invited_by, created_at, updated_at)
             values ($1, $2, $3, $4, 'PENDING', $5, $6, $7, $7)
             returning id`,
            [row.companyId, row.token, row.email, row.language, row.expiresAt, row.invitedBy, row.now],
          );
          const [full] = await tx.query<InviteRow>(`select ${COLUMNS} ${FROM} where i.id = $1`, [inserted!.id]);
          created.push(full!);
        }
        return { created, result };
      });
    },

    /** Deletes the invite of this token in the scope; answers whether there was one. */
    async delete(scope: TenantScope, token: string): Promise<boolean> {
      const params: unknown[] = [token];
      let where = 'token = $1';
      if (scope.companyId) {
        params.push(scope.companyId);
        where += ' and company_id = $2';
      }
      const rows = await database.query<RowOf<typeof invites, 'id'>>(`delete from invites where ${where} returning id`, params);
      return rows.length > 0;
    },

    /** Gives a pending invite a new expiry; answers the invite as it is now (unchanged when not pending). */
    /** A pending invite gets a new expiry; an expired one also gets `revivedToken`, so its old link stays dead. */
    async renew(scope: TenantScope, token: string, expiresAt: Date, now: Date, revivedToken: string): Promise<InviteRow | undefined> {
      return database.transaction(async (tx) => {
        const invite = await findInScope(tx, scope, token, true);
        if (!invite || invite.status !== 'PENDING') return invite;
        const next = new Date(invite.expires_at) <= now ? revivedToken : invite.token;
        await tx.query(`update invites set expires_at = $2, updated_at = $3, token = $4 where id = $1`, [invite.id, expiresAt, now, next]);
        return { ...invite, token: next, expires_at: expiresAt, updated_at: now };
      });
    },

    /**
     * Answers an invite inside one transaction that holds its row: `check` sees the invite and the
     * account of its address (role USER or not) and throws to refuse; then the answer is written and,
     * on acceptance, the driver joins the company.
     */
    async answer(
      token: string,
      answer: 'ACCEPTED' | 'DECLINED',
      now: Date,
      check: (invite: InviteRow | undefined, account: RowOf<typeof users, 'id' | 'role'> | undefined) => void,
    ): Promise<InviteRow> {
      return database.transaction(async (tx) => {
        const invite = await findInScope(tx, { companyId: null }, token, true);
        const account = invite
          ? (await tx.query<RowOf<typeof users, 'id' | 'role'>>(`select id, role from users where lower(email) = lower($1)`, [invite.email]))[0]
          : undefined;
        check(invite, account);
        const found = invite!;
        const driverId = account?.role === 'USER' ? account.id : null;
        if (answer === 'ACCEPTED') {
          await tx.query(`update users set company_id = $2, updated_at = $3 where id = $1`, [driverId, found.company_id, now]);
        }
        await tx.query(
          `update invites set status = $2, responded_user_id = $3, responded_at = $4, updated_at = $4 where id = $1`,
          [found.id, answer, driverId, now],
        );
        return { ...found, status: answer, updated_at: now };
      });
    },
  };
}
export type InvitesRepository = ReturnType<typeof invitesRepository>;

/** Who already has the addresses of an invitation request (all lower case). */
export interface ExistingAddresses {
  users: RowOf<typeof users, 'email' | 'role' | 'company_id'>[];
  pending: RowOf<typeof invites, 'email' | 'expires_at'>[];
}
