import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { EmailStatus } from '@fleetwatt/shared';
import { utc } from './columns.ts';
import { companies } from './companies.ts';
import { documents } from './documents.ts';

/** What an outgoing mail carries; the bytes are a document when kept. */
export interface OutboxAttachment {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  documentId?: string;
}

/**
 * Every mail the product sends. Over SMTP it is the send log; in development and demo it is the
 * outbox an administrator reads instead of a mailbox.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The company the mail is about; null for mails to administrators. */
    companyId: uuid('company_id').references(() => companies.id),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    /** The first attachment's stored file, for quick download links. */
    documentId: uuid('document_id').references(() => documents.id),
    status: text('status').$type<EmailStatus>().notNull().default('QUEUED'),
    sentAt: utc('sent_at'),
    error: text('error'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('email_outbox_created_idx').on(t.createdAt),
    index('email_outbox_company_created_idx').on(t.companyId, t.createdAt),
  ],
);
