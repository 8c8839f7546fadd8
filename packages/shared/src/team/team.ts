import { z } from 'zod';
import { COMPANY_LANGUAGES, ROLES } from '../common/enums.ts';
import { EMAIL_MAX_LENGTH } from '../invites/invites.ts';

/** The roles of a team: fleet managers of a company and the product's administrators. */
export const STAFF_ROLES = ['ADMINISTRATOR', 'FLEETMANAGER'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What became of a team invite; a PENDING one past its expiry shows as EXPIRED. */
export const TEAM_INVITE_STATUSES = ['PENDING', 'ACCEPTED', 'WITHDRAWN'] as const;
export type TeamInviteStatus = (typeof TEAM_INVITE_STATUSES)[number];

/** How a person of the team list stands: invited (not yet accepted), active or deactivated. */
export const TEAM_MEMBER_STATUSES = ['INVITED', 'ACTIVE', 'DEACTIVATED'] as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];

/** GET /backend/team: a company's fleet managers (companyId for administrators), or the administrators. */
export const ZTeamQuery = z.object({ companyId: z.uuid().optional() });
export type TeamQuery = z.infer<typeof ZTeamQuery>;

/** One line of the team list: a person with an account, or an invite not yet accepted. */
export const ZTeamMember = z.object({
  /** The user's id, or the invite's id for status INVITED. */
  id: z.uuid(),
  kind: z.enum(['USER', 'INVITE']),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(TEAM_MEMBER_STATUSES),
  lastSignInAt: z.iso.datetime().nullable(),
  /** Invites only: when it was sent (or last resent), until when it is valid, and whether that passed. */
  invitedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  expired: z.boolean(),
});
export type TeamMember = z.infer<typeof ZTeamMember>;

export const ZTeam = z.object({
  /** The company whose fleet managers these are; null for the administrators. */
  company: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  members: z.array(ZTeamMember),
});
export type Team = z.infer<typeof ZTeam>;

/** POST /backend/team/invites: one address, the role, the company (administrators inviting a fleet manager). */
export const ZCreateTeamInvite = z
  .object({
    email: z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email()),
    role: z.enum(STAFF_ROLES).default('FLEETMANAGER'),
    companyId: z.uuid().optional(),
    language: z.enum(COMPANY_LANGUAGES).optional(),
  })
  .strict();
export type CreateTeamInvite = z.infer<typeof ZCreateTeamInvite>;
export type CreateTeamInviteInput = z.input<typeof ZCreateTeamInvite>;

/** An invite just written or resent, and whether its mail went out. */
export const ZSentTeamInvite = ZTeamMember.extend({ emailSent: z.boolean() });
export type SentTeamInvite = z.infer<typeof ZSentTeamInvite>;

export const ZTeamId = z.object({ id: z.uuid() });

/** PUT /backend/team/members/{id}/role: a manager may also become a driver (USER) of their company. */
export const ZTeamRoleChange = z.object({ role: z.enum(ROLES) }).strict();
export type TeamRoleChange = z.infer<typeof ZTeamRoleChange>;

/** The invite link's token (path of the public lookup, body of accept). */
export const ZTeamInviteToken = z.object({ token: z.string().min(1).max(200) });

/** GET /backend/team/invites/by-token/{token}: what the open invite page shows before sign-in. */
export const ZPublicTeamInvite = z.object({
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  companyName: z.string().nullable(),
  language: z.enum(COMPANY_LANGUAGES),
  status: z.enum(TEAM_INVITE_STATUSES),
  expired: z.boolean(),
  expiresAt: z.iso.datetime(),
});
export type PublicTeamInvite = z.infer<typeof ZPublicTeamInvite>;
