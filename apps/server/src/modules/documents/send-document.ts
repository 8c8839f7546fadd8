import type { FastifyReply } from 'fastify';
import type { DocumentWithContent } from './documents.repository.ts';

/** content-disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function dispositionOf(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends a stored file: its checked type, never sniffed by the browser, never cached by proxies. */
export function sendDocument(reply: FastifyReply, doc: DocumentWithContent, kind: 'inline' | 'attachment') {
  return reply
    .header('content-type', doc.content_type)
    .header('content-disposition', dispositionOf(kind, doc.file_name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('etag', `"${doc.sha256}"`)
    .send(doc.content);
}
