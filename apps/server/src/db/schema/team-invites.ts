import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CompanyLanguage, StaffRole, TeamInviteStatus } from '@fleetwatt/shared';
import { timestamps, utc } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

/**
 * An invitation for a fleet manager (of company_id) or an administrator (no company) to join the
 * team. Personal data: the address, the inviter and the person who accepted. Only the SHA-256 of the
 * link's token is kept; a PENDING invite past expires_at is expired.
 */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id),
    role: text('role').$type<StaffRole>().notNull(),
    email: text('email').notNull(),
    language: text('language').$type<CompanyLanguage>().notNull().default('ENGLISH'),
    tokenHash: text('token_hash').notNull(),
    status: text('status').$type<TeamInviteStatus>().notNull().default('PENDING'),
    expiresAt: utc('expires_at').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id),
    acceptedAt: utc('accepted_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('team_invites_token_hash_key').on(t.tokenHash),
    index('team_invites_company_idx').on(t.companyId, t.status),
    index('team_invites_email_idx').on(sql`lower(${t.email})`),
  ],
);
