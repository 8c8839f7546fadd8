import type { CompanyLanguage, Role, StaffRole } from '@fleetwatt/shared';
import type { Database, SqlClient } from '../../db/database.ts';
import type { ColumnOf, RowOf } from '../../db/rows.ts';
import type { companies, teamInvites, users } from '../../db/schema/index.ts';
import { personName } from '../../lib/sql.ts';

export interface TeamCompany {
  id: string;
  name: string;
  language: CompanyLanguage;
}

/** A member of a team: the team's role is the member's (the query filters by it). */
export type MemberRow = RowOf<typeof users, 'id' | 'email' | 'deactivated_at' | 'last_sign_in_at'> & { name: string; role: StaffRole };

export type TeamInviteRow = RowOf<typeof teamInvites, 'id' | 'company_id' | 'role' | 'email' | 'language' | 'status' | 'expires_at' | 'updated_at'> & {
  company_name: ColumnOf<typeof companies, 'name'> | null;
};

export type PersonRow = RowOf<typeof users, 'id' | 'email' | 'role' | 'company_id' | 'deactivated_at'>;

/** The team of a company (its fleet managers) or, for companyId null, the administrators. */
const TEAM_ROLE = (companyId: string | null): StaffRole => (companyId ? 'FLEETMANAGER' : 'ADMINISTRATOR');

/** Users of the team $1 (its role) of company $2: administrators are one team whatever company they carry. */
const IN_TEAM = `role = $1 and ($1 = 'ADMINISTRATOR' or company_id = $2::uuid)`;

const INVITE_SELECT = `select i.id, i.company_id, c.name as company_name, i.role, i.email, i.language, i.status, i.expires_at, i.updated_at
  from team_invites i left join companies c on c.id = i.company_id`;

export function teamRepository(database: Database) {
  return {
    /** The pending invite of a link (any status: the caller tells why it cannot be used). */
    async inviteByTokenHash(tokenHash: string): Promise<TeamInviteRow | undefined> {
      return (await database.query<TeamInviteRow>(`${INVITE_SELECT} where i.token_hash = $1`, [tokenHash]))[0];
    },

    /**
     * The invite's person joins: an existing account takes the invite's role and company, or a new
     * account is made (sign-up through the link). The invite is answered in the same transaction,
     * and only once: a second acceptance finds it no longer pending.
     */
    async accept(
      inviteId: string,
      person: { userId: string } | { newAccount: { email: string; firstName: string; lastName: string; passwordHash: string; preferredLanguage: string } },
    ): Promise<string | undefined> {
      return database.transaction(async (tx) => {
        const [invite] = await tx.query<RowOf<typeof teamInvites, 'company_id' | 'role'>>(
          `select company_id, role from team_invites where id = $1 and status = 'PENDING' and expires_at > now() for update`,
          [inviteId],
        );
        if (!invite) return undefined;
        let userId: string;
        if ('userId' in person) {
          await tx.query(
            `update users set role = $2, company_id = coalesce($3::uuid, company_id), onboarding_completed = true, updated_at = now() where id = $1`,
            [person.userId, invite.role, invite.company_id],
          );
          userId = person.userId;
        } else {
          const a = person.newAccount;
          const [row] = await tx.query<RowOf<typeof users, 'id'>>(
            `insert into users (company_id, role, email, password_hash, first_name, last_name, onboarding_completed, preferred_language)
             values ($1, $2, $3, $4, $5, $6, true, $7) returning id`,
            [invite.company_id, invite.role, a.email, a.passwordHash, a.firstName, a.lastName, a.preferredLanguage],
          );
          userId = row!.id;
        }
        await tx.query(
          `update team_invites set status = 'ACCEPTED', accepted_user_id = $2, accepted_at = now(), updated_at = now() where id = $1`,
          [inviteId, userId],
        );
        return userId;
      });
    },

    async company(companyId: string): Promise<TeamCompany | undefined> {
      const rows = await database.query<TeamCompany>('select id, name, language from companies where id = $1', [companyId]);
      return rows[0];
    },

    /** The people of the team (active and deactivated) and its pending invites. */
    async team(companyId: string | null): Promise<{ members: MemberRow[]; invites: TeamInviteRow[] }> {
      const role = TEAM_ROLE(companyId);
      const members = await database.query<MemberRow>(
        `select id, email, ${personName()} as name, role, deactivated_at, last_sign_in_at
           from users where ${IN_TEAM}
          order by deactivated_at nulls first, lower(last_name), lower(first_name), lower(email)`,
        [role, companyId],
      );
      const invites = await database.query<TeamInviteRow>(
        `${INVITE_SELECT} where i.status = 'PENDING' and i.role = $1 and i.company_id is not distinct from $2::uuid
          order by i.updated_at desc`,
        [role, companyId],
      );
      return { members, invites };
    },

    async person(userId: string): Promise<PersonRow | undefined> {
      const rows = await database.query<PersonRow>(
        'select id, email, role, company_id, deactivated_at from users where id = $1',
        [userId],
      );
      return rows[0];
    },

    async personByEmail(email: string): Promise<PersonRow | undefined> {
      const rows = await database.query<PersonRow>(
        'select id, email, role, company_id, deactivated_at from users where lower(email) = lower($1)',
        [email],
      );
      return rows[0];
    },

    async invite(id: string): Promise<TeamInviteRow | undefined> {
      return (await database.query<TeamInviteRow>(`${INVITE_SELECT} where i.id = $1`, [id]))[0];
    },

    async pendingInviteFor(email: string, companyId: string | null, role: StaffRole, now: Date): Promise<boolean> {
      const rows = await database.query(
        `select 1 from team_invites where lower(email) = lower($1) and company_id is not distinct from $2::uuid
            and role = $3 and status = 'PENDING' and expires_at > $4`,
        [email, companyId, role, now],
      );
      return rows.length > 0;
    },

    async createInvite(invite: {
      companyId: string | null;
      role: StaffRole;
      email: string;
      language: CompanyLanguage;
      tokenHash: string;
      expiresAt: Date;
      invitedBy: string;
    }): Promise<TeamInviteRow> {
      const [row] = await database.query<RowOf<typeof teamInvites, 'id'>>(
        `insert into team_invites (company_id, role, email, language, token_hash, expires_at, invited_by)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [invite.companyId, invite.role, invite.email, invite.language, invite.tokenHash, invite.expiresAt, invite.invitedBy],
      );
      return (await this.invite(row!.id))!;
    },

    /** A new link and a new expiry for a pending invite; the old link stops working. */
    async renewInvite(id: string, tokenHash: string, expiresAt: Date): Promise<TeamInviteRow | undefined> {
      const rows = await database.query(
        `update team_invites set token_hash = $2, expires_at = $3, updated_at = now() where id = $1 and status = 'PENDING' returning id`,
        [id, tokenHash, expiresAt],
      );
      return rows.length ? this.invite(id) : undefined;
    },

    async withdrawInvite(id: string): Promise<boolean> {
      const rows = await database.query(
        `update team_invites set status = 'WITHDRAWN', updated_at = now() where id = $1 and status = 'PENDING' returning id`,
        [id],
      );
      return rows.length > 0;
    },

    /**
     * Changes a person while the rule holds that the team keeps an active member besides them:
     * changes of one team are serialised (advisory lock), so two managers deactivating each other
     * at once cannot leave the company without one. Answers false when the rule would break.
     */
    async changeKeepingOneActive(
      person: PersonRow,
      change: { role?: Role; deactivated?: boolean },
      leavesTeam: boolean,
    ): Promise<boolean> {
      const teamCompany = person.role === 'ADMINISTRATOR' ? null : person.company_id;
      return database.transaction(async (tx: SqlClient) => {
        await tx.query(`select pg_advisory_xact_lock(hashtext('team:' || coalesce($1::text, 'administrators')))`, [teamCompany]);
        if (leavesTeam) {
          const [others] = await tx.query<{ n: number }>(
            `select count(*)::int as n from users where ${IN_TEAM} and deactivated_at is null and id <> $3`,
            [person.role, teamCompany, person.id],
          );
          if (!others?.n) return false;
        }
        if (change.role) await tx.query('update users set role = $2, updated_at = now() where id = $1', [person.id, change.role]);
        if (change.deactivated !== undefined) {
          await tx.query(
            `update users set deactivated_at = case when $2 then coalesce(deactivated_at, now()) end, updated_at = now() where id = $1`,
            [person.id, change.deactivated],
          );
        }
        return true;
      });
    },
  };
}

export type TeamRepository = ReturnType<typeof teamRepository>;
