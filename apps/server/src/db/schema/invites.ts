import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CompanyLanguage, InviteStatus } from '@fleetwatt/shared';
import { timestamps, utc } from './columns.ts';
import { users } from './users.ts';
import { companyIdColumn } from './tenant-columns.ts';

/**
 * An invitation for a driver to join a company. A PENDING invite past expires_at is expired; the
 * public page looks invites up by token. created_at / updated_at are the spec's dateInsert / dateUpdate.
 */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    token: text('token').notNull(),
    email: text('email').notNull(),
    language: text('language').$type<CompanyLanguage>().notNull().default('ENGLISH'),
    status: text('status').$type<InviteStatus>().notNull().default('PENDING'),
    expiresAt: utc('expires_at').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id),
    /** The driver who accepted or declined. */
    respondedUserId: uuid('responded_user_id').references(() => users.id),
    respondedAt: utc('responded_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invites_token_key').on(t.token),
    index('invites_company_created_idx').on(t.companyId, t.createdAt),
    index('invites_company_email_idx').on(t.companyId, sql`lower(${t.email})`),
    // Every company's invites in the list's orders (administrators): a page walks the index.
    index('invites_created_idx').on(t.createdAt, t.id),
    index('invites_email_order_idx').on(sql`lower(${t.email})`, t.createdAt, t.id),
  ],
);
