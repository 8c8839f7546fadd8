import { z } from 'zod';
import type { Language } from '../i18n/validation-messages.ts';

/** Tariff documents: a PDF or an image, at most 10 MB (decisions.md). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The file types an upload may be, by what its first bytes say, with the endings a name may have. */
export const DOCUMENT_TYPES = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
} as const;
export type DocumentContentType = keyof typeof DOCUMENT_TYPES;
export const DOCUMENT_CONTENT_TYPES = Object.keys(DOCUMENT_TYPES) as DocumentContentType[];
/** For a file input's accept attribute. */
export const DOCUMENT_ACCEPT = [...DOCUMENT_CONTENT_TYPES, ...Object.values(DOCUMENT_TYPES).flat()].join(',');

/** What an uploaded or stored file looks like on the wire (never its bytes). */
export const ZDocument = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type DocumentInfo = z.infer<typeof ZDocument>;

export const ZDocumentIdParams = z.object({ id: z.uuid() });

/** A short-lived address of a document that a browser can open without a bearer token (previews). */
export const ZDocumentLink = z.object({
  url: z.string(),
  contentType: z.string(),
  fileName: z.string(),
  expiresAt: z.iso.datetime(),
});
export type DocumentLink = z.infer<typeof ZDocumentLink>;

export const ZDocumentContentQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
  download: z.enum(['true', 'false']).optional(),
});

export type DocumentProblem = 'EMPTY' | 'TOO_LARGE' | 'TYPE' | 'EXTENSION' | 'CORRUPT_PDF' | 'MISSING';

const PROBLEMS: Record<Language, Record<DocumentProblem, string>> = {
  en: {
    EMPTY: 'The file is empty.',
    TOO_LARGE: 'The file is larger than 10 MB.',
    TYPE: 'Only PDF, PNG or JPEG files can be uploaded.',
    EXTENSION: 'The file name does not match its content: a {type} file must end in {endings}.',
    CORRUPT_PDF: 'The PDF file is damaged and cannot be read.',
    MISSING: 'Please choose a file to upload.',
  },
  de: {
    EMPTY: 'Die Datei ist leer.',
    TOO_LARGE: 'Die Datei ist größer als 10 MB.',
    TYPE: 'Es können nur PDF-, PNG- oder JPEG-Dateien hochgeladen werden.',
    EXTENSION: 'Der Dateiname passt nicht zum Inhalt: Eine {type}-Datei muss auf {endings} enden.',
    CORRUPT_PDF: 'Die PDF-Datei ist beschädigt und kann nicht gelesen werden.',
    MISSING: 'Bitte wählen Sie eine Datei zum Hochladen aus.',
  },
};

const TYPE_NAMES: Record<DocumentContentType, string> = { 'application/pdf': 'PDF', 'image/png': 'PNG', 'image/jpeg': 'JPEG' };

/** What is wrong with an upload, in words; `type` is the detected type for EXTENSION. */
export function documentProblemMessage(problem: DocumentProblem, lang: Language = 'en', type?: DocumentContentType): string {
  const text = PROBLEMS[lang][problem];
  if (problem !== 'EXTENSION' || !type) return text;
  return text.replace('{type}', TYPE_NAMES[type]).replace('{endings}', DOCUMENT_TYPES[type].join(lang === 'de' ? ' oder ' : ' or '));
}

/** The type a file name's ending claims, or null. */
export function contentTypeOfName(fileName: string): DocumentContentType | null {
  const lower = fileName.toLowerCase();
  for (const type of DOCUMENT_CONTENT_TYPES) if (DOCUMENT_TYPES[type].some((end) => lower.endsWith(end))) return type;
  return null;
}

/** The type the first bytes say (PDF, PNG or JPEG signature), or null. */
export function sniffContentType(head: Uint8Array): DocumentContentType | null {
  const starts = (sig: number[]) => sig.every((b, i) => head[i] === b);
  // '%PDF-' may follow a few bytes of junk; readers accept it within the first 1024 bytes.
  const pdfAt = findBytes(head.subarray(0, 1024), [0x25, 0x50, 0x44, 0x46, 0x2d]);
  if (pdfAt >= 0) return 'application/pdf';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

function findBytes(haystack: Uint8Array, needle: number[]): number {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * The checks a browser can make before uploading (size, emptiness, the name's ending); the server
 * checks again, and also the content. Answers the message or null.
 */
export function documentFileProblem(file: { name: string; size: number }, lang: Language = 'en'): string | null {
  if (file.size === 0) return documentProblemMessage('EMPTY', lang);
  if (file.size > DOCUMENT_MAX_BYTES) return documentProblemMessage('TOO_LARGE', lang);
  if (!contentTypeOfName(file.name)) return documentProblemMessage('TYPE', lang);
  return null;
}
