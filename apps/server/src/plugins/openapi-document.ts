import { EXPORT_FORMATS } from '@fleetwatt/shared';

/*
 * What the generated OpenAPI document needs beyond the routes' zod schemas, so that it describes
 * every real response truthfully (docs/decisions/0033):
 * - a nullable enum lists null among its values (OpenAPI 3.0 validates enum before nullable);
 * - a file route states the media types of its 200 (PDF, XML, CSV, XLSX, ZIP, the document's own);
 * - a list route that exports (`export=`) answers JSON or the file;
 * - every operation documents its errors as problem+json (RFC 9457);
 * - the responses integrators read carry a real example (openapi-examples.json), and the bodies
 *   they send most carry one too (openapi-body-examples.ts).
 */

type Json = Record<string, unknown>;

/** The media types of each export format, as the exporter sends them (without parameters). */
export const EXPORT_MEDIA_TYPES: Record<(typeof EXPORT_FORMATS)[number], string> = {
  CSV: 'text/csv',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ZIP: 'application/zip',
};

/** Media types of the file routes, for their `config.produces`. */
export const FILE_MEDIA_TYPES = {
  pdf: ['application/pdf'],
  xml: ['application/xml'],
  csv: ['text/csv'],
  exports: Object.values(EXPORT_MEDIA_TYPES),
  documents: ['application/pdf', 'image/png', 'image/jpeg'],
} as const;

const binary = { schema: { type: 'string', format: 'binary' } };

const PROBLEM_SCHEMA = {
  type: 'object',
  description: 'RFC 9457 problem details; `errors` names the fields of a 400.',
  required: ['type', 'title', 'status', 'code'],
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    code: { type: 'string' },
    requestId: { type: 'string' },
    errors: {
      type: 'array',
      items: { type: 'object', required: ['field', 'message'], properties: { field: { type: 'string' }, message: { type: 'string' } } },
    },
  },
  example: {
    type: 'about:blank',
    title: 'Bad Request',
    status: 400,
    detail: 'Please review the highlighted fields',
    code: 'VALIDATION_FAILED',
    requestId: 'req-1',
    errors: [{ field: 'executionDate', message: 'Execution date: Must be today (2026-11-25) or later; a bank does not carry out a transfer in the past' }],
  },
};

/** Walks every schema of the document: a nullable enum gets null among its values. */
function nullableEnums(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nullableEnums(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const o = node as Json;
  if (o.nullable === true && Array.isArray(o.enum) && !o.enum.includes(null)) o.enum = [...o.enum, null];
  for (const value of Object.values(o)) nullableEnums(value);
}

/** The file media types a route says it produces, kept in the route's schema until the document is built. */
export const PRODUCES_KEY = 'x-fleetwatt-produces';
export const EXPORTS_KEY = 'x-fleetwatt-exports';

/** Finishes the document @fastify/swagger built from the routes. */
export function finishDocument(document: Json, examples: Record<string, unknown>, bodyExamples: Record<string, unknown> = {}): Json {
  nullableEnums(document);
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const responses = (operation.responses ??= {}) as Record<string, Json>;
      const produces = operation[PRODUCES_KEY] as string[] | undefined;
      const exports = operation[EXPORTS_KEY] as boolean | undefined;
      delete operation[PRODUCES_KEY];
      delete operation[EXPORTS_KEY];
      if (produces) {
        responses['200'] = { description: 'The file.', content: Object.fromEntries(produces.map((t) => [t, binary])) };
      } else if (responses['200'] && !responses['200'].content && !exports) {
        // A route without a response schema answers 204 with no body (deletions, preferences).
        delete responses['200'];
        responses['204'] = { description: 'Done; no content.' };
      } else if (exports) {
        const ok = (responses['200'] ??= { description: 'OK' });
        const content = (ok.content ??= {}) as Json;
        ok.description = content['application/json'] ? 'The page as JSON, or with `export` the whole filtered list as a file.' : 'The file.';
        for (const type of Object.values(EXPORT_MEDIA_TYPES)) content[type] = binary;
      }
      for (const [status, response] of Object.entries(responses)) {
        if (response.description === 'Default Response') response.description = status.startsWith('2') ? 'OK' : 'Error';
      }
      responses.default ??= { description: 'An error, as problem details.', content: { 'application/problem+json': { schema: PROBLEM_SCHEMA } } };
      const example = examples[`${method.toUpperCase()} ${path}`];
      const json = ((responses['200'] ?? responses['201'])?.content as Json | undefined)?.['application/json'] as Json | undefined;
      if (example !== undefined && json) json.example = example;
      const body = (((operation.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as Json | undefined);
      const bodyExample = bodyExamples[`${method.toUpperCase()} ${path}`];
      if (bodyExample !== undefined && body) body.example = bodyExample;
    }
  }
  return document;
}
