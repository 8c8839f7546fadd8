import type { DocumentKind } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { RowOf } from '../../db/rows.ts';
import type { documents } from '../../db/schema/index.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';

export type DocumentRow = RowOf<
  typeof documents,
  'id' | 'company_id' | 'user_id' | 'kind' | 'file_name' | 'content_type' | 'size_bytes' | 'sha256' | 'created_at'
>;

/** The content arrives as a Uint8Array on PGlite; asBuffer makes it the schema's Buffer. */
export type DocumentWithContent = DocumentRow & RowOf<typeof documents, 'content'>;

const COLUMNS = 'id, company_id, user_id, kind, file_name, content_type, size_bytes, sha256, created_at';

/** Both drivers hand bytea back as bytes; PGlite as a Uint8Array. */
const asBuffer = (v: unknown) => (Buffer.isBuffer(v) ? v : Buffer.from(v as Uint8Array));

/** Who may read a document: a scope (staff) and, for a driver, the driver's own files only. */
export interface DocumentReach {
  scope: TenantScope;
  ownerId?: string;
}

export function documentsRepository(db: SqlClient) {
  function where(reach: DocumentReach, params: unknown[]): string {
    const conditions: string[] = [];
    if (reach.scope.companyId) conditions.push(`company_id = $${params.push(reach.scope.companyId)}`);
    if (reach.ownerId) conditions.push(`user_id = $${params.push(reach.ownerId)}`);
    return conditions.length ? `and ${conditions.join(' and ')}` : '';
  }

  return {
    /** A driver (role USER with a company) of the scope. */
    async findDriver(scope: TenantScope, userId: string): Promise<{ id: string; company_id: string } | undefined> {
      const params: unknown[] = [userId];
      const company = scope.companyId ? `and company_id = $${params.push(scope.companyId)}` : '';
      const [row] = await db.query<{ id: string; company_id: string }>(
        `select id, company_id from users where id = $1 and role = 'USER' and company_id is not null ${company}`,
        params,
      );
      return row;
    },

    async insert(doc: {
      companyId: string;
      userId: string;
      kind: DocumentKind;
      fileName: string;
      contentType: string;
      content: Buffer;
      sha256: string;
    }): Promise<DocumentRow> {
      const [row] = await db.query<DocumentRow>(
        `insert into documents (company_id, user_id, kind, file_name, content_type, size_bytes, sha256, content)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${COLUMNS}`,
        [doc.companyId, doc.userId, doc.kind, doc.fileName, doc.contentType, doc.content.length, doc.sha256, doc.content],
      );
      return row!;
    },

    async find(reach: DocumentReach, id: string): Promise<DocumentRow | undefined> {
      const params: unknown[] = [id];
      const [row] = await db.query<DocumentRow>(`select ${COLUMNS} from documents where id = $1 ${where(reach, params)}`, params);
      return row;
    },

    async findWithContent(reach: DocumentReach, id: string): Promise<DocumentWithContent | undefined> {
      const params: unknown[] = [id];
      const [row] = await db.query<DocumentWithContent>(
        `select ${COLUMNS}, content from documents where id = $1 ${where(reach, params)}`,
        params,
      );
      return row ? { ...row, content: asBuffer(row.content) } : undefined;
    },
  };
}
export type DocumentsRepository = ReturnType<typeof documentsRepository>;
