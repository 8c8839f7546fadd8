import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { DocumentKind } from '@fleetwatt/shared';
import { bytea, timestamps } from './columns.ts';
import { users } from './users.ts';
import { companyIdColumn } from './tenant-columns.ts';

/**
 * Uploaded and generated files (tariff bills, receipt and invoice PDFs) kept in the database, so a
 * deployment needs no shared file system. Tariff documents are at most 10 MB.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    /** The driver the file belongs to, when it belongs to one. */
    userId: uuid('user_id').references(() => users.id),
    kind: text('kind').$type<DocumentKind>().notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Hex SHA-256 of content, for integrity checks and ETags. */
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    ...timestamps,
  },
  (t) => [index('documents_company_user_idx').on(t.companyId, t.userId, t.createdAt)],
);
