import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, sniffContentType, type DocumentContentType, type DocumentProblem } from '@fleetwatt/shared';

export type FileCheck = { ok: true; contentType: DocumentContentType } | { ok: false; problem: DocumentProblem; type?: DocumentContentType };

/**
 * What an uploaded tariff document is: its type by its first bytes (PDF, PNG or JPEG), which the
 * file name's ending must agree with; not empty, at most 10 MB, and a PDF must hold together.
 */
export function checkDocument(fileName: string, bytes: Buffer): FileCheck {
  if (bytes.length === 0) return { ok: false, problem: 'EMPTY' };
  if (bytes.length > DOCUMENT_MAX_BYTES) return { ok: false, problem: 'TOO_LARGE' };
  const type = sniffContentType(bytes.subarray(0, 1024));
  if (!type) return { ok: false, problem: 'TYPE' };
  const lower = fileName.toLowerCase();
  if (!DOCUMENT_TYPES[type].some((end) => lower.endsWith(end))) return { ok: false, problem: 'EXTENSION', type };
  if (type === 'application/pdf' && !isWholePdf(bytes)) return { ok: false, problem: 'CORRUPT_PDF', type };
  return { ok: true, contentType: type };
}

/**
 * The structure every PDF reader starts from: a version header, an end-of-file marker at the end, and
 * a `startxref` whose offset points at the cross-reference table or stream (an `xref` keyword or an
 * `N G obj`). A truncated or garbled upload fails here, before anyone tries to preview it.
 */
export function isWholePdf(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 1024).toString('latin1');
  if (!/%PDF-\d\.\d/.test(head)) return false;
  const tail = bytes.subarray(Math.max(0, bytes.length - 2048)).toString('latin1');
  if (!tail.includes('%%EOF')) return false;
  const match = /startxref\s+(\d+)\s+%%EOF/g;
  let last: RegExpExecArray | null = null;
  for (let m = match.exec(tail); m; m = match.exec(tail)) last = m;
  if (!last) return false;
  const offset = Number(last[1]);
  if (!Number.isSafeInteger(offset) || offset <= 0 || offset >= bytes.length) return false;
  const at = bytes.subarray(offset, offset + 64).toString('latin1').replace(/^\s+/, '');
  return at.startsWith('xref') || /^\d+\s+\d+\s+obj\b/.test(at);
}
