import { createHash } from 'node:crypto';
import { documentProblemMessage, tariffMessage, type DocumentInfo, type DocumentLink, type Language } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { documentLinks } from './document-links.ts';
import { checkDocument } from './file-check.ts';
import { documentsRepository, type DocumentReach, type DocumentRow, type DocumentWithContent } from './documents.repository.ts';


export function toDocumentInfo(row: DocumentRow): DocumentInfo {
  return {
    id: row.id,
    fileName: row.file_name,
    contentType: row.content_type,
    sizeBytes: Number(row.size_bytes),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Staff read within their scope; a driver reads only the own files. */
export function reachOf(principal: Principal, scope: TenantScope): DocumentReach {
  return principal.role === 'USER' ? { scope: { companyId: principal.companyId }, ownerId: principal.userId } : { scope };
}

export interface Upload {
  fileName: string;
  bytes: Buffer;
  /** The driver the file belongs to (staff name one; a driver uploads for themself). */
  userId?: string;
}

export function documentsService(db: SqlClient, linkKey: Buffer) {
  const repo = documentsRepository(db);
  const links = documentLinks(linkKey);

  return {
    /** Stores a tariff document after checking what it really is (docs/decisions/0015). */
    async upload(principal: Principal, scope: TenantScope, upload: Upload, lang: Language): Promise<DocumentInfo> {
      const check = checkDocument(upload.fileName, upload.bytes);
      if (!check.ok) {
        const message = documentProblemMessage(check.problem, lang, check.type);
        throw badRequest(message, [{ field: 'file', message }]);
      }
      let owner: { id: string; company_id: string } | undefined;
      if (principal.role === 'USER') {
        if (!principal.companyId) throw conflict(tariffMessage('driverWithoutCompany', lang));
        owner = { id: principal.userId, company_id: principal.companyId };
      } else {
        if (!upload.userId) {
          const message = tariffMessage('driverRequired', lang);
          throw badRequest(message, [{ field: 'userId', message }]);
        }
        owner = await repo.findDriver(scope, upload.userId);
        if (!owner) throw notFound('driver');
      }
      const row = await repo.insert({
        companyId: owner.company_id,
        userId: owner.id,
        kind: 'TARIFF',
        fileName: safeFileName(upload.fileName),
        contentType: check.contentType,
        content: upload.bytes,
        sha256: createHash('sha256').update(upload.bytes).digest('hex'),
      });
      return toDocumentInfo(row);
    },

    async info(reach: DocumentReach, id: string): Promise<DocumentRow> {
      const row = await repo.find(reach, id);
      if (!row) throw notFound('document');
      return row;
    },

    async content(reach: DocumentReach, id: string): Promise<DocumentWithContent> {
      const row = await repo.findWithContent(reach, id);
      if (!row) throw notFound('document');
      return row;
    },

    /** A preview address valid for a few minutes. */
    async link(reach: DocumentReach, id: string): Promise<DocumentLink> {
      const row = await repo.find(reach, id);
      if (!row) throw notFound('document');
      const { expires, signature } = links.create(row.id);
      return {
        url: `/backend/documents/${row.id}/content?expires=${expires}&signature=${signature}`,
        contentType: row.content_type,
        fileName: row.file_name,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },

    /** The bytes behind a preview address; an expired or forged one answers 404 like an unknown id. */
    async byLink(id: string, expires: number, signature: string): Promise<DocumentWithContent> {
      if (!links.verify(id, expires, signature)) throw notFound('document');
      const row = await repo.findWithContent({ scope: { companyId: null } }, id);
      if (!row) throw notFound('document');
      return row;
    },
  };
}
export type DocumentsService = ReturnType<typeof documentsService>;

/** The name as stored: no folders, no control characters, at most 200 characters. */
function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'document').slice(-200);
}
