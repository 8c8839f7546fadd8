import type { FastifyRequest } from 'fastify';
import { documentProblemMessage } from '@fleetwatt/shared';
import { badRequest } from '../../lib/errors.ts';

export interface ReadUpload {
  /** The one file of the form, or null when none came. */
  file: { fileName: string; bytes: Buffer } | null;
  /** True when the file was cut off at the size limit. */
  tooLarge: boolean;
  fields: Record<string, string>;
}

/**
 * Reads a multipart form with one file and a few text fields, in any order. The size limit is the
 * multipart plugin's; a file over it is reported, not thrown, so the caller answers in words.
 */
export async function readUpload(request: FastifyRequest): Promise<ReadUpload> {
  const out: ReadUpload = { file: null, tooLarge: false, fields: {} };
  if (!request.isMultipart()) return out;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        out.file ??= { fileName: part.filename, bytes };
      } else {
        out.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw err;
    out.tooLarge = true;
  }
  return out;
}

/** The upload's file and fields; a 400 in the caller's language when the file is missing or over the size limit. */
export async function readRequiredUpload(request: FastifyRequest) {
  const upload = await readUpload(request);
  if (upload.tooLarge || !upload.file) {
    const message = documentProblemMessage(upload.tooLarge ? 'TOO_LARGE' : 'MISSING', request.lang);
    throw badRequest(message, [{ field: 'file', message }]);
  }
  return { file: upload.file, fields: upload.fields };
}
