import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../src/demo/accounts.ts';
import { useTestServer } from '../harness.ts';
import { fetchOperations, fillPath, label, pathParams, queryParams, type JsonSchema, type Operation } from './openapi-operations.ts';
import { nonNull, validValue } from './schema-values.ts';
import { companyChecksum, idOf, tableOf, tableOfField } from './tenant-resources.ts';

/**
 * A fleet manager of company A (the PRO parent with two children) against company B (another
 * customer), on every route of the API document that a fleet manager may call: B's ids in the path
 * answer 404, lists never hold B's rows, bodies naming B's ids are refused, and nothing of B changes.
 */
const A = DEMO_IDS.companies.parent;
const B = DEMO_IDS.companies.zurich;
const server = useTestServer();
let operations: Operation[];
let manager: string;
let bIds: Map<string, string | undefined>;
let aIds: Map<string, string | undefined>;

beforeAll(async () => {
  operations = (await fetchOperations(server.baseUrl)).filter((op) => !op.open && op.roles.includes('FLEETMANAGER'));
  manager = await server.token('manager@demo.test');
  const tables = new Set(operations.flatMap((op) => pathParams(op).map((p) => tableOf(op.path, p.name))).filter(Boolean) as string[]);
  for (const t of ['users', 'cables', 'tariffs', 'charging_sessions', 'companies', 'invoices', 'licenses', 'receipts', 'vehicles']) tables.add(t);
  bIds = new Map(await Promise.all([...tables].map(async (t) => [t, await idOf(server.database, t, B)] as const)));
  aIds = new Map(await Promise.all([...tables].map(async (t) => [t, await idOf(server.database, t, A)] as const)));
});

const isJson = (op: Operation) => op.method !== 'get' && op.method !== 'delete';

/** Required query parameters with valid values (year and month of today, first enum value...). */
function query(op: Operation, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const p of queryParams(op)) if (p.required) params.set(p.name, String(validValue(p.schema, p.name)));
  const now = new Date();
  if (queryParams(op).some((p) => p.name === 'year')) params.set('year', String(now.getUTCFullYear()));
  if (queryParams(op).some((p) => p.name === 'month')) params.set('month', String(now.getUTCMonth() + 1));
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const s = params.toString();
  return s ? `?${s}` : '';
}

async function call(op: Operation, path: string, body?: unknown) {
  const res = await fetch(server.baseUrl + path, {
    method: op.method.toUpperCase(),
    headers: { authorization: `Bearer ${manager}`, ...(isJson(op) ? { 'content-type': 'application/json' } : {}) },
    body: isJson(op) ? JSON.stringify(body ?? (op.body ? validValue(op.body) : {})) : undefined,
  });
  return { status: res.status, text: await res.text() };
}

describe("a fleet manager against another company's data", () => {
  it("answers 404 for the other company's id in any path, and changes nothing of it", async () => {
    const before = await companyChecksum(server.database, B);
    const failures: string[] = [];
    let tried = 0;
    for (const op of operations) {
      const params = pathParams(op);
      if (!params.length) continue;
      const unplaced = params.filter((p) => p.schema.format === 'uuid' && !tableOf(op.path, p.name));
      if (unplaced.length) {
        failures.push(`${label(op)}: no table known for ${unplaced.map((p) => p.name).join(', ')} (add it to tenant-resources.ts)`);
        continue;
      }
      const values = new Map(params.map((p) => [p.name, tableOf(op.path, p.name) ? bIds.get(tableOf(op.path, p.name)!) : undefined]));
      if ([...values.values()].every((v) => v === undefined)) continue;
      const path = fillPath(op.path, (name) => values.get(name) ?? aIds.get(tableOf(op.path, name) ?? '') ?? 'unknown');
      const { status } = await call(op, path + query(op));
      tried++;
      // A write may be refused for its body before its ids are looked up; it must never succeed.
      const ok = op.method === 'get' ? status === 404 : status === 404 || status === 400;
      if (!ok) failures.push(`${label(op)}: answered ${status}`);
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(20);
    expect(await companyChecksum(server.database, B)).toBe(before);
    console.info(`tenant isolation: ${tried} routes with another company's ids in the path`);
  });

  it("never lists the other company's rows", async () => {
    const foreign = [...bIds.values()].filter((v): v is string => !!v);
    const failures: string[] = [];
    let tried = 0;
    for (const op of operations) {
      if (op.method !== 'get' || pathParams(op).length) continue;
      const { status, text } = await call(op, op.path + query(op, { pageSize: '200' }));
      tried++;
      if (status >= 500) failures.push(`${label(op)}: answered ${status}`);
      const leaked = foreign.filter((id) => text.includes(id));
      if (leaked.length) failures.push(`${label(op)}: holds ${leaked.join(', ')}`);
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(10);
    console.info(`tenant isolation: ${tried} lists read`);
  });

  it("refuses a body or filter naming the other company's ids, and changes nothing of it", async () => {
    const beforeA = await companyChecksum(server.database, A);
    const beforeB = await companyChecksum(server.database, B);
    const failures: string[] = [];
    let tried = 0;
    for (const op of operations) {
      const props = op.body ? (nonNull(op.body).properties ?? {}) : {};
      const idFields = Object.entries(props).filter(([k, s]) => tableOfField(k) && nonNull(s as JsonSchema).format === 'uuid');
      const idQuery = queryParams(op).filter((p) => tableOfField(p.name) && p.schema.format === 'uuid');
      if (!idFields.length && !idQuery.length) continue;
      const path = fillPath(op.path, (name) => aIds.get(tableOf(op.path, name) ?? '') ?? 'unknown');
      const body = op.body ? (validValue(op.body, '', (field) => bIds.get(tableOfField(field) ?? '')) as Record<string, unknown>) : undefined;
      for (const [k] of idFields) if (body) body[k] = bIds.get(tableOfField(k)!) ?? body[k];
      const extra = Object.fromEntries(idQuery.map((p) => [p.name, bIds.get(tableOfField(p.name)!) ?? '']).filter(([, v]) => v));
      const { status, text } = await call(op, path + query(op, extra), body);
      tried++;
      const foreign = [...bIds.values()].filter((v): v is string => !!v && text.includes(v));
      if (status < 400 && (op.method !== 'get' || foreign.length)) failures.push(`${label(op)}: answered ${status}${foreign.length ? ` with ${foreign.join(', ')}` : ''}`);
      if (status >= 500) failures.push(`${label(op)}: answered ${status}`);
    }
    expect(failures).toEqual([]);
    expect(await companyChecksum(server.database, B)).toBe(beforeB);
    expect(await companyChecksum(server.database, A)).toBe(beforeA);
    console.info(`tenant isolation: ${tried} bodies and filters naming another company's ids`);
  });
});
