/*
 * Writes apps/server/src/plugins/openapi-examples.json: for every GET operation of the API that
 * answers JSON, a real answer from the demo data (lists cut to their first two entries), which the
 * OpenAPI document shows as the operation's example. Run it after changing a response schema:
 *   npx tsx scripts/openapi-examples.ts
 * The conformance test checks every example against its schema, so a stale one fails CI.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startTestServer } from '../apps/server/test/harness.ts';
import { fetchOperations, fillPath, queryParams } from '../apps/server/test/trust/openapi-operations.ts';
import { validValue } from '../apps/server/test/trust/schema-values.ts';
import { idOf, tableOf } from '../apps/server/test/trust/tenant-resources.ts';
import { DEMO_IDS } from '../apps/server/src/demo/seed-demo.ts';
import { REPO_DIR } from '../apps/server/src/lib/paths.ts';

const OUT = path.join(REPO_DIR, 'apps/server/src/plugins/openapi-examples.json');

/** Keeps an example short: long lists to two entries (a year's twelve months stay whole). */
function trim(value: unknown): unknown {
  if (Array.isArray(value)) return (value.length > 12 ? value.slice(0, 2) : value).map(trim);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trim(v)]));
  return value;
}

// Answers that need a flow the script cannot walk (the bank's consent): written by hand, from the demo data.
const BY_HAND: Record<string, unknown> = {
  'GET /backend/qonto/callback': { companyId: DEMO_IDS.companies.parent, companyName: 'Voltwerk Holding GmbH', accountIban: 'DE89370400440532013000' },
  // Invite tokens are mailed, not kept readable.
  'GET /backend/invites/{token}': {
    companyName: 'Voltwerk Holding GmbH',
    email: 'new.driver@voltwerk.demo.test',
    language: 'GERMAN',
    status: 'PENDING',
    expired: false,
    expiresAt: '2026-12-09T09:30:00.000Z',
  },
  // Team invite tokens are mailed and stored only as a hash.
  'GET /backend/team/invites/by-token/{token}': {
    email: 'co.manager@voltwerk.demo.test',
    role: 'FLEETMANAGER',
    companyName: 'Voltwerk Holding GmbH',
    language: 'GERMAN',
    status: 'PENDING',
    expired: false,
    expiresAt: '2026-12-08T09:30:00.000Z',
  },
  // The demo data has no hourly price series (they come from a CSV an administrator uploads).
  'GET /backend/price-series/{id}/points': [
    { hourStart: '2026-10-01T00:00:00.000Z', pricePerKwh: 2875 },
    { hourStart: '2026-10-01T01:00:00.000Z', pricePerKwh: 2790 },
  ],
};
// Path ids of rows that belong to no company.
const ROW_OF: Record<string, string> = {
  '/backend/outbox/{id}': 'select id::text from email_outbox order by created_at limit 1',
};

const server = await startTestServer();
try {
  const tokens = { ADMINISTRATOR: await server.token('admin@demo.test'), FLEETMANAGER: await server.token('manager@demo.test'), USER: await server.token('driver@demo.test') };
  const examples: Record<string, unknown> = {};
  for (const op of await fetchOperations(server.baseUrl)) {
    if (op.method !== 'get') continue;
    if (BY_HAND[`GET ${op.path}`]) {
      examples[`GET ${op.path}`] = BY_HAND[`GET ${op.path}`];
      continue;
    }
    const role = (['FLEETMANAGER', 'ADMINISTRATOR', 'USER'] as const).find((r) => op.roles.includes(r));
    if (!role && !op.open) continue;
    const values: Record<string, string> = {};
    for (const p of op.parameters.filter((x) => x.in === 'path')) {
      const table = tableOf(op.path, p.name);
      const shared = ROW_OF[op.path] ? (await server.database.query<{ id: string }>(ROW_OF[op.path]!))[0]?.id : undefined;
      values[p.name] = shared ?? (table && table !== 'shared' ? await idOf(server.database, table, DEMO_IDS.companies.parent) : undefined) ?? String(validValue(p.schema, p.name));
    }
    const q = new URLSearchParams();
    const last = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1));
    const known: Record<string, string> = {
      companyId: DEMO_IDS.companies.parent,
      year: String(last.getUTCFullYear()),
      month: String(last.getUTCMonth() + 1),
      from: last.toISOString(),
      to: new Date(last.getTime() + 6 * 3_600_000).toISOString(),
    };
    for (const p of queryParams(op)) if (p.required) q.set(p.name, known[p.name] ?? String(validValue(p.schema, p.name)));
    const res = await fetch(`${server.baseUrl}${fillPath(op.path, (n) => values[n]!)}${q.size ? `?${q}` : ''}`, {
      headers: role ? { authorization: `Bearer ${tokens[role]}` } : {},
    });
    if (res.status !== 200 || !(res.headers.get('content-type') ?? '').includes('json')) {
      console.warn(`no example for GET ${op.path}: ${res.status} ${res.headers.get('content-type')}`);
      continue;
    }
    examples[`GET ${op.path}`] = trim(await res.json());
  }
  writeFileSync(OUT, `${JSON.stringify(examples, null, 2)}\n`);
  console.info(`${Object.keys(examples).length} examples written to ${path.relative(REPO_DIR, OUT)}`);
} finally {
  await server.close();
}
