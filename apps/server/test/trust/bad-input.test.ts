import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.ts';
import { changedTables, databaseChecksum } from './database-checksum.ts';
import { fetchOperations, fillPath, label, pathParams, queryParams, type JsonSchema, type Operation } from './openapi-operations.ts';
import { HOSTILE_STRINGS, nonNull, validValue, wrongQueryValues, wrongValues } from './schema-values.ts';

/**
 * Generated bad input on every route of the API document, as the most powerful caller allowed there:
 * wrong types, missing and extra fields, empty, huge and hostile strings, out-of-range numbers and
 * dates, ids of the wrong shape. No answer may be a 5xx, every refusal is problem+json with a message,
 * and a write that carries a wrong value is refused and changes nothing.
 */
const RUNS_PER_ROUTE = Number(process.env.BAD_INPUT_RUNS ?? 12);
const server = useTestServer();
let operations: Operation[];
let tokens: Record<string, string>;

beforeAll(async () => {
  operations = (await fetchOperations(server.baseUrl)).filter((op) => !op.multipart);
  tokens = {
    ADMINISTRATOR: await server.token('admin@demo.test'),
    FLEETMANAGER: await server.token('manager@demo.test'),
    USER: await server.token('driver@demo.test'),
  };
});

interface BadRequest {
  path: string;
  query: Record<string, string>;
  body?: unknown;
  /** Something in it is definitely wrong, so a write must be refused. */
  wrong: string | null;
}

const writes = (op: Operation) => op.method !== 'get';
const PATH_SHAPES = ['not-a-uuid', "1' or '1'='1", '%00', 'x'.repeat(300), '00000000-0000-0000-0000-000000000000'];

/** What may stand in a field: valid, wrong, hostile, or left out. */
function fieldValue(schema: JsonSchema, name: string) {
  return fc.oneof(
    fc.constant({ kind: 'valid' as const, value: validValue(schema, name) }),
    fc.constantFrom(...HOSTILE_STRINGS).map((value) => ({ kind: 'hostile' as const, value })),
    fc.constant({ kind: 'missing' as const, value: undefined }),
    ...(wrongValues(schema).length ? [fc.constantFrom(...wrongValues(schema)).map((value) => ({ kind: 'wrong' as const, value }))] : []),
  );
}

function requestOf(op: Operation): fc.Arbitrary<BadRequest> {
  const paths = pathParams(op);
  const queries = queryParams(op);
  const body = op.body ? nonNull(op.body) : undefined;
  const props = Object.entries(body?.properties ?? {});
  const required = new Set(body?.required ?? []);
  return fc
    .record({
      path: fc.tuple(...paths.map(() => fc.constantFrom(...PATH_SHAPES)), fc.constant(null)),
      query: fc.tuple(
        ...queries.map((p) =>
          fc.oneof(
            fc.constant<string | undefined>(undefined),
            fc.constant(String(validValue(p.schema, p.name))),
            fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 5000)),
            ...(wrongQueryValues(p.schema).length ? [fc.constantFrom(...wrongQueryValues(p.schema))] : []),
          ),
        ),
        fc.constant(null),
      ),
      fields: fc.tuple(...props.map(([name, schema]) => fieldValue(schema, name)), fc.constant(null)),
      extra: fc.boolean(),
      bodyShape: fc.constantFrom('object', 'object', 'object', 'array', 'string', 'empty'),
    })
    .map(({ path, query, fields, extra, bodyShape }) => {
      let wrong: string | null = null;
      const pathValues = new Map(paths.map((p, i) => [p.name, path[i] as string]));
      for (const p of paths) if (p.schema.format === 'uuid' && pathValues.get(p.name) !== PATH_SHAPES[4]) wrong ??= `path ${p.name}`;
      const q: Record<string, string> = {};
      queries.forEach((p, i) => {
        const v = query[i];
        if (v !== undefined && v !== null) q[p.name] = v;
        if (v !== undefined && wrongQueryValues(p.schema).includes(v as string)) wrong ??= `query ${p.name}`;
        if (v === undefined && p.required) wrong ??= `query ${p.name} missing`;
      });
      let payload: unknown;
      if (body) {
        const obj: Record<string, unknown> = {};
        props.forEach(([name], i) => {
          const f = fields[i] as { kind: string; value: unknown };
          if (f.kind !== 'missing') obj[name] = f.value;
          if (f.kind === 'wrong') wrong ??= `body ${name}`;
          if (f.kind === 'missing' && required.has(name)) wrong ??= `body ${name} missing`;
        });
        if (extra) obj.unexpectedField = '<b>extra</b>';
        payload = obj;
        const shapes = { object: obj, array: [obj], string: 'just text', empty: undefined } as const;
        payload = shapes[bodyShape];
        if (bodyShape !== 'object') wrong ??= `body is ${bodyShape}`;
      }
      return { path: fillPath(op.path, (name) => pathValues.get(name) ?? 'x'), query: q, body: payload, wrong };
    });
}

async function send(op: Operation, token: string, req: BadRequest) {
  const qs = new URLSearchParams(req.query).toString();
  const hasBody = req.body !== undefined;
  const res = await fetch(`${server.baseUrl}${req.path}${qs ? `?${qs}` : ''}`, {
    method: op.method.toUpperCase(),
    headers: { authorization: `Bearer ${token}`, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    body: hasBody ? JSON.stringify(req.body) : undefined,
  });
  const type = res.headers.get('content-type') ?? '';
  const text = await res.text();
  return { status: res.status, type, text };
}

describe('bad input on every route', () => {
  it('never answers 5xx, explains every refusal, and refuses every wrong write without changing anything', async () => {
    const before = await databaseChecksum(server.database);
    const failures: string[] = [];
    let sent = 0;
    for (const op of operations) {
      const role = (['ADMINISTRATOR', 'FLEETMANAGER', 'USER'] as const).find((r) => op.roles.includes(r));
      const token = op.open ? '' : tokens[role ?? 'ADMINISTRATOR']!;
      await fc.assert(
        fc.asyncProperty(requestOf(op), async (req) => {
          if (writes(op) && !req.wrong) return; // only definitely wrong writes: a valid one may change data
          sent++;
          const res = await send(op, token, req);
          const where = `${label(op)} ${JSON.stringify({ ...req, path: req.path.slice(0, 120), body: JSON.stringify(req.body)?.slice(0, 200) })}`;
          if (res.status >= 500) failures.push(`${where}: answered ${res.status} ${res.text.slice(0, 200)}`);
          if (res.status >= 400) {
            const problem = res.type.includes('application/problem+json') ? (JSON.parse(res.text) as { detail?: string }) : null;
            if (!problem?.detail?.trim()) failures.push(`${where}: ${res.status} without a problem+json message`);
          }
          if (writes(op) && res.status < 400) failures.push(`${where}: accepted (${res.status}) although ${req.wrong}`);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20261121 },
      );
    }
    const changed = changedTables(before, await databaseChecksum(server.database));
    console.info(`bad input: ${sent} requests on ${operations.length} operations`);
    expect(failures.slice(0, 30)).toEqual([]);
    expect(changed).toEqual([]);
    expect(sent).toBeGreaterThan(operations.length * 3);
  });
});
