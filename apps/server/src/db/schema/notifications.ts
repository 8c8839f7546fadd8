import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { ModalId } from '@fleetwatt/shared';
import { utc } from './columns.ts';
import { users } from './users.ts';
import { companyIdColumn, driverIdColumn } from './tenant-columns.ts';

/** A message from a fleet manager or administrator to a driver (pushed to the app). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    userId: driverIdColumn(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    sentBy: uuid('sent_by').references(() => users.id),
    readAt: utc('read_at'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [index('notifications_company_user_idx').on(t.companyId, t.userId, t.createdAt)],
);

/** Which announcement modals a user has seen; without dont_show_again the modal comes back. */
export const modalSeen = pgTable(
  'modal_seen',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modalId: text('modal_id').$type<ModalId>().notNull(),
    dontShowAgain: boolean('dont_show_again').notNull().default(false),
    seenAt: utc('seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.modalId] })],
);
