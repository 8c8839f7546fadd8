import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  issueMessage,
  type CreateTeamInvite,
  type Language,
  type PublicTeamInvite,
  type Role,
  type SentTeamInvite,
  type StaffRole,
  type Team,
  type TeamMember,
  type TeamQuery,
} from '@fleetwatt/shared';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import type { Mailer } from '../../providers/mail/index.ts';
import { teamInviteMail } from './team-invite-mail.ts';
import type { MemberRow, PersonRow, TeamInviteRow, TeamRepository } from './team.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const REVIEW_FIELDS = { en: 'Please review the highlighted fields', de: 'Bitte prüfen Sie die markierten Felder' };

/** 32 random bytes, URL-safe; only their SHA-256 is stored, so a database copy opens no invite. */
export const newTeamInviteToken = () => randomBytes(32).toString('base64url');
export const hashTeamInviteToken = (token: string) => createHash('sha256').update(token).digest('hex');

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const isExpired = (row: Pick<TeamInviteRow, 'expires_at'>, now: Date) => new Date(row.expires_at).getTime() <= now.getTime();
const isStaff = (role: Role): role is StaffRole => role === 'FLEETMANAGER' || role === 'ADMINISTRATOR';

const invalidToken = () =>
  new AppError(404, 'INVALID_TOKEN', { en: 'This invitation link is not valid.', de: 'Dieser Einladungslink ist nicht gültig.' });

function memberOf(row: MemberRow): TeamMember {
  return {
    id: row.id,
    kind: 'USER',
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.deactivated_at ? 'DEACTIVATED' : 'ACTIVE',
    lastSignInAt: iso(row.last_sign_in_at),
    invitedAt: null,
    expiresAt: null,
    expired: false,
  };
}

function invitedOf(row: TeamInviteRow, now: Date): TeamMember {
  return {
    id: row.id,
    kind: 'INVITE',
    email: row.email,
    name: '',
    role: row.role,
    status: 'INVITED',
    lastSignInAt: null,
    invitedAt: iso(row.updated_at),
    expiresAt: iso(row.expires_at),
    expired: isExpired(row, now),
  };
}

/** Why an invite link cannot be used (any more), or nothing when it can. */
export function inviteRefusal(invite: TeamInviteRow | undefined, now: Date): AppError | undefined {
  if (!invite || invite.status === 'WITHDRAWN') return invalidToken();
  if (invite.status !== 'PENDING') return conflict({ en: 'This invitation has already been accepted.', de: 'Diese Einladung wurde schon angenommen.' }, 'INVITE_ALREADY_ANSWERED');
  if (isExpired(invite, now)) {
    return new AppError(410, 'INVITE_EXPIRED', {
      en: 'This invitation has expired. Please ask for a new one.',
      de: 'Diese Einladung ist abgelaufen. Bitte fordern Sie eine neue an.',
    });
  }
  return undefined;
}

export interface TeamServiceDeps {
  repo: TeamRepository;
  mailer: Mailer;
  publicUrl: string;
  expiryDays: number;
  now?: () => Date;
  newToken?: () => string;
}

/**
 * Team accounts: who may see and change which team. Administrators reach every company's fleet
 * managers and the administrators; a fleet manager the managers of the company in scope (their
 * own, or a child of their PRO company). Anyone else's people answer 404.
 */
export function teamService({ repo, mailer, publicUrl, expiryDays, now = () => new Date(), newToken = newTeamInviteToken }: TeamServiceDeps) {
  const expiryFrom = (at: Date) => new Date(at.getTime() + expiryDays * DAY_MS);

  /** The team the caller asks for: a company's (null: the administrators). */
  async function teamCompany(principal: Principal, scope: TenantScope, companyId: string | undefined) {
    if (principal.role === 'ADMINISTRATOR') {
      const id = companyId ?? scope.companyId;
      if (!id) return null;
      const company = await repo.company(id);
      if (!company) throw notFound('company');
      return company;
    }
    if (companyId && companyId !== scope.companyId) throw notFound('company');
    const company = scope.companyId ? await repo.company(scope.companyId) : undefined;
    if (!company) throw notFound('company');
    return company;
  }

  /** A person the caller may change: staff of a team the caller reaches, never the caller. */
  async function reachablePerson(principal: Principal, scope: TenantScope, userId: string): Promise<PersonRow> {
    const person = await repo.person(userId);
    const reachable =
      person &&
      isStaff(person.role) &&
      (principal.role === 'ADMINISTRATOR' || (person.role === 'FLEETMANAGER' && person.company_id === scope.companyId));
    if (!reachable) throw notFound('person');
    if (person.id === principal.userId) throw conflict({ en: 'You cannot change your own account here.', de: 'Ihr eigenes Konto können Sie hier nicht ändern.' }, 'NOT_YOURSELF');
    return person;
  }

  async function reachableInvite(principal: Principal, scope: TenantScope, id: string): Promise<TeamInviteRow> {
    const invite = await repo.invite(id);
    const reachable =
      invite &&
      invite.status === 'PENDING' &&
      (principal.role === 'ADMINISTRATOR' || (invite.role === 'FLEETMANAGER' && invite.company_id === scope.companyId));
    if (!reachable) throw notFound('invite');
    return invite;
  }

  async function mail(row: TeamInviteRow, token: string, inviter: Principal): Promise<boolean> {
    const sent = await mailer.send(
      teamInviteMail({
        companyId: row.company_id,
        companyName: row.company_name,
        role: row.role,
        email: row.email,
        inviter: inviter.name || inviter.email,
        language: row.language,
        token,
        expiresAt: new Date(row.expires_at),
        publicUrl,
      }),
    );
    return sent.status === 'SENT';
  }

  async function change(principal: Principal, scope: TenantScope, userId: string, to: { role?: Role; deactivated?: boolean }) {
    const person = await reachablePerson(principal, scope, userId);
    if (to.role) {
      if (principal.role !== 'ADMINISTRATOR' && to.role === 'ADMINISTRATOR') throw forbidden();
      if (to.role === 'USER' && !person.company_id) {
        throw conflict({ en: 'A driver belongs to a company; this person has none.', de: 'Ein Fahrer gehört zu einem Unternehmen; diese Person hat keines.' }, 'NEEDS_COMPANY');
      }
    }
    const active = !person.deactivated_at;
    const leavesTeam = active && ((to.role !== undefined && to.role !== person.role) || to.deactivated === true);
    const done = await repo.changeKeepingOneActive(person, to, leavesTeam);
    if (!done) {
      throw conflict(
        person.role === 'ADMINISTRATOR'
          ? { en: 'The last active administrator stays an active administrator.', de: 'Der letzte aktive Administrator bleibt aktiver Administrator.' }
          : {
              en: 'The last active fleet manager of a company stays an active fleet manager.',
              de: 'Der letzte aktive Fuhrparkmanager eines Unternehmens bleibt aktiver Fuhrparkmanager.',
            },
        'LAST_ACTIVE_MANAGER',
      );
    }
  }

  return {
    async team(principal: Principal, scope: TenantScope, query: TeamQuery): Promise<Team> {
      const company = await teamCompany(principal, scope, query.companyId);
      const at = now();
      const { members, invites } = await repo.team(company?.id ?? null);
      return {
        company: company ? { id: company.id, name: company.name } : null,
        members: [...members.map(memberOf), ...invites.map((i) => invitedOf(i, at))],
      };
    },

    async invite(principal: Principal, scope: TenantScope, body: CreateTeamInvite, lang: Language): Promise<SentTeamInvite> {
      let companyId: string | null = null;
      let language = body.language;
      if (body.role === 'ADMINISTRATOR') {
        if (principal.role !== 'ADMINISTRATOR') throw forbidden();
      } else {
        const company = await teamCompany(principal, scope, body.companyId);
        if (!company) {
          const issue = { code: 'invalid_type', expected: 'string', input: undefined, path: ['companyId'], message: '' } as z.core.$ZodIssue;
          throw badRequest(REVIEW_FIELDS[lang], [
            { field: 'companyId', message: issueMessage(issue, lang, () => (lang === 'de' ? 'Unternehmen' : 'Company')) },
          ]);
        }
        companyId = company.id;
        language ??= company.language;
      }
      const existing = await repo.personByEmail(body.email);
      if (existing && existing.role === body.role && (body.role === 'ADMINISTRATOR' || existing.company_id === companyId)) {
        throw conflict({ en: 'This person is already on the team.', de: 'Diese Person gehört schon zum Team.' }, 'ALREADY_MEMBER');
      }
      const at = now();
      if (await repo.pendingInviteFor(body.email, companyId, body.role, at)) {
        throw conflict({ en: 'An invitation to this address is already pending.', de: 'An diese Adresse ist schon eine Einladung unterwegs.' }, 'ALREADY_INVITED');
      }
      const token = newToken();
      const row = await repo.createInvite({
        companyId,
        role: body.role,
        email: body.email,
        language: language ?? 'ENGLISH',
        tokenHash: hashTeamInviteToken(token),
        expiresAt: expiryFrom(at),
        invitedBy: principal.userId,
      });
      return { ...invitedOf(row, at), emailSent: await mail(row, token, principal) };
    },

    /** A new link (the old one stops working) and a new expiry, mailed again. */
    async resend(principal: Principal, scope: TenantScope, id: string): Promise<SentTeamInvite> {
      await reachableInvite(principal, scope, id);
      const at = now();
      const token = newToken();
      const row = await repo.renewInvite(id, hashTeamInviteToken(token), expiryFrom(at));
      if (!row) throw notFound('invite');
      return { ...invitedOf(row, at), emailSent: await mail(row, token, principal) };
    },

    async withdraw(principal: Principal, scope: TenantScope, id: string): Promise<void> {
      await reachableInvite(principal, scope, id);
      if (!(await repo.withdrawInvite(id))) throw notFound('invite');
    },

    changeRole: (principal: Principal, scope: TenantScope, userId: string, role: Role) => change(principal, scope, userId, { role }),
    deactivate: (principal: Principal, scope: TenantScope, userId: string) => change(principal, scope, userId, { deactivated: true }),
    reactivate: (principal: Principal, scope: TenantScope, userId: string) => change(principal, scope, userId, { deactivated: false }),

    /** What the invite page shows before anyone signs in. */
    async publicView(token: string): Promise<PublicTeamInvite> {
      const invite = await repo.inviteByTokenHash(hashTeamInviteToken(token));
      if (!invite || invite.status === 'WITHDRAWN') throw invalidToken();
      return {
        email: invite.email,
        role: invite.role,
        companyName: invite.company_name,
        language: invite.language,
        status: invite.status,
        expired: invite.status === 'PENDING' && isExpired(invite, now()),
        expiresAt: iso(invite.expires_at)!,
      };
    },

    /** The signed-in account with the invite's address takes its role and company. */
    async accept(principal: Principal, token: string): Promise<void> {
      const invite = await repo.inviteByTokenHash(hashTeamInviteToken(token));
      const refusal = inviteRefusal(invite, now());
      if (refusal) throw refusal;
      if (invite!.email.toLowerCase() !== principal.email.toLowerCase()) {
        throw conflict({ en: 'This invitation is for another email address. Please sign in with that address.', de: 'Diese Einladung gilt einer anderen E-Mail-Adresse. Bitte melden Sie sich mit dieser Adresse an.' }, 'OTHER_EMAIL');
      }
      if (principal.role === 'USER' && principal.companyId) {
        throw conflict({ en: 'A driver account cannot join a team. Please use another email address.', de: 'Ein Fahrerkonto kann keinem Team beitreten. Bitte verwenden Sie eine andere E-Mail-Adresse.' }, 'DRIVER_ACCOUNT');
      }
      if (!(await repo.accept(invite!.id, { userId: principal.userId }))) throw inviteRefusal(invite, now()) ?? invalidToken();
    },
  };
}

export type TeamService = ReturnType<typeof teamService>;
