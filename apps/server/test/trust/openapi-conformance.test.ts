import { randomUUID } from 'node:crypto';
import { Validator } from '@seriousme/openapi-schema-validator';
import OpenAPIResponseValidator from 'openapi-response-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../src/demo/seed-demo.ts';
import { useTestServer } from '../harness.ts';
import { fillPath, label, pathParams, queryParams, type Operation, fetchOperations } from './openapi-operations.ts';
import { validValue } from './schema-values.ts';
import { idOf, tableOf } from './tenant-resources.ts';

/*
 * The published API document against the API's real answers. Every operation is called as an
 * administrator and as a fleet manager where the role may (GET with real ids of the demo data, and
 * with each export format where the route exports; every other method with unknown ids and a body
 * it refuses, so nothing changes and its error is checked), and each answer is checked by an OpenAPI
 * validator from npm that knows nothing of our zod schemas: the status must be documented, the
 * content type must be one the document names for it, and a JSON body must match the documented
 * schema. The document itself must pass an OpenAPI 3 schema validator.
 */

interface ResponseObject {
  description: string;
  content?: Record<string, { schema?: object; example?: unknown }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, ResponseObject>; requestBody?: { content?: Record<string, { schema?: object; example?: unknown }> } }>>;
  components?: object;
}

const server = useTestServer();
let doc: Document;
let operations: Operation[];
const tokens: Record<string, string> = {};
const ROLES = { ADMINISTRATOR: 'admin@demo.test', FLEETMANAGER: 'manager@demo.test' } as const;
const COMPANY = DEMO_IDS.companies.parent;

beforeAll(async () => {
  doc = (await (await fetch(`${server.baseUrl}/backend/openapi.json`)).json()) as Document;
  operations = await fetchOperations(server.baseUrl);
  for (const [role, email] of Object.entries(ROLES)) tokens[role] = await server.token(email);
  // One kept SEPA file, so the route that downloads kept files answers a real one.
  const [r] = await server.database.query<{ id: string }>(
    `select r.id from reimbursements r join companies c on c.id = r.company_id
      where r.status = 'APPROVED' and c.reimbursement_mode = 'COMPANY' and r.currency = 'EUR' limit 1`,
  );
  if (r) {
    await fetch(`${server.baseUrl}/backend/reimbursements/${r.id}/sepa?debtorIban=DE89370400440532013000`, {
      headers: { authorization: `Bearer ${tokens.ADMINISTRATOR}` },
    });
  }
});

const baseType = (contentType: string | null) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/** Every rule of the document the answer breaks; none when it conforms. */
function conformance(op: Operation, status: number, contentType: string | null, body: Buffer): string[] {
  const responses = doc.paths[op.path]![op.method]!.responses;
  const documented = responses[String(status)] ?? responses.default;
  if (!documented) return [`status ${status} is not documented`];
  if (status === 204 || body.length === 0) return documented.content && status !== 204 ? [`status ${status} came without a body`] : [];
  const type = baseType(contentType);
  const media = documented.content?.[type];
  if (!media) return [`status ${status} answered ${type}, the document names ${Object.keys(documented.content ?? {}).join(', ') || 'no content'}`];
  if (!type.endsWith('json')) return [];
  const validator = new OpenAPIResponseValidator({
    responses: { [String(status)]: { schema: media.schema as never } },
    components: doc.components as never,
  });
  const result = validator.validateResponse(String(status), JSON.parse(body.toString('utf8')));
  return result ? result.errors.map((e: { path?: string; message: string }) => `${status} ${e.path ?? ''} ${e.message}`) : [];
}

async function call(op: Operation, role: keyof typeof ROLES, url: string, body?: string) {
  const res = await fetch(url, {
    method: op.method.toUpperCase(),
    headers: {
      authorization: `Bearer ${tokens[role]}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body,
  });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

async function realPath(op: Operation): Promise<string> {
  const values: Record<string, string> = {};
  for (const p of pathParams(op)) {
    const table = tableOf(op.path, p.name);
    const id = table && table !== 'shared' ? await idOf(server.database, table, COMPANY) : undefined;
    values[p.name] = id ?? (p.schema.format === 'uuid' ? randomUUID() : String(validValue(p.schema, p.name)));
  }
  return fillPath(op.path, (name) => values[name]!);
}

function query(op: Operation, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams();
  for (const p of queryParams(op)) if (p.required) q.set(p.name, String(validValue(p.schema, p.name)));
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : '';
}

describe('the published API document', () => {
  it('is a valid OpenAPI document, and every nullable enum lists null (OpenAPI 3.0.3 checks enum before nullable)', async () => {
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const withoutNull: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${at}/${i}`));
      else if (node && typeof node === 'object') {
        const o = node as { nullable?: boolean; enum?: unknown[] };
        if (o.nullable && o.enum && !o.enum.includes(null)) withoutNull.push(at);
        for (const [k, v] of Object.entries(node)) walk(v, `${at}/${k}`);
      }
    };
    walk(doc.paths, '#/paths');
    expect(withoutNull).toEqual([]);
  });

  it('states the media types of every file route and an example for every JSON answer of a GET', () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const ok = op.responses['200'] ?? op.responses['201'];
        if (!ok?.content && !op.responses['204']) missing.push(`${method.toUpperCase()} ${path}: no content`);
        const json = ok?.content?.['application/json'];
        if (method === 'get' && json && json.example === undefined) missing.push(`${method.toUpperCase()} ${path}: no example`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every documented example, of an answer or of a body, is true to its schema', () => {
    const wrong: string[] = [];
    let bodies = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        for (const [status, response] of Object.entries(op.responses)) {
          for (const media of Object.values(response.content ?? {})) {
            if (media.example === undefined || !media.schema) continue;
            const validator = new OpenAPIResponseValidator({ responses: { [status]: { schema: media.schema as never } }, components: doc.components as never });
            const result = validator.validateResponse(status, media.example);
            if (result) wrong.push(`${method.toUpperCase()} ${path} ${status}: ${result.errors.map((e: { message: string }) => e.message).join('; ')}`);
          }
        }
        const body = op.requestBody?.content?.['application/json'];
        if (body?.example !== undefined && body.schema) {
          bodies++;
          const validator = new OpenAPIResponseValidator({ responses: { body: { schema: body.schema as never } }, components: doc.components as never });
          const result = validator.validateResponse('body', body.example);
          if (result) wrong.push(`${method.toUpperCase()} ${path} body: ${result.errors.map((e: { message: string }) => e.message).join('; ')}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // The bodies integrators send most carry an example too.
    expect(bodies).toBeGreaterThanOrEqual(7);
  });

  for (const role of Object.keys(ROLES) as (keyof typeof ROLES)[]) {
    it(`every GET answers a ${role} as the document says, with real ids, and every export format`, async () => {
      const failures: string[] = [];
      let checked = 0;
      for (const op of operations.filter((o) => o.method === 'get' && !o.open && o.roles.includes(role))) {
        const url = `${server.baseUrl}${await realPath(op)}`;
        const exportParam = queryParams(op).find((p) => p.name === 'export');
        const variants = [query(op), ...((exportParam?.schema.enum as string[] | undefined) ?? []).map((format) => query(op, { export: format }))];
        for (const variant of [...new Set(variants)]) {
          const res = await call(op, role, url + variant);
          checked++;
          if (res.status >= 500) failures.push(`${label(op)}${variant}: ${res.status}`);
          for (const problem of conformance(op, res.status, res.type, res.bytes)) failures.push(`${label(op)}${variant}: ${problem}`);
        }
      }
      expect(failures).toEqual([]);
      expect(checked).toBeGreaterThan(60);
      console.info(`openapi conformance, ${role}: ${checked} GET answers checked`);
    });

    it(`every other method answers a ${role} as the document says, changing nothing (unknown ids, a refused body)`, async () => {
      const failures: string[] = [];
      for (const op of operations.filter((o) => o.method !== 'get' && !o.open && o.roles.includes(role) && !o.multipart)) {
        const url = server.baseUrl + fillPath(op.path, () => randomUUID());
        const res = await call(op, role, url, op.method === 'delete' ? undefined : '[]');
        if (res.status < 400) failures.push(`${label(op)}: answered ${res.status} to unknown ids and a list as body`);
        for (const problem of conformance(op, res.status, res.type, res.bytes)) failures.push(`${label(op)}: ${problem}`);
      }
      expect(failures).toEqual([]);
    });
  }
});
