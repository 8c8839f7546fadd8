import { beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '@fleetwatt/shared';
import { useTestServer } from '../harness.ts';
import { fetchOperations, fillPath, label, type Operation } from './openapi-operations.ts';

/**
 * NUL and the other control characters, in a query string, a path segment or a JSON string, are
 * refused on every operation of the API document with 400 and the field's message in the caller's
 * language, before anything reaches the database (which refuses NUL with a 500 otherwise).
 */
const server = useTestServer();
let operations: Operation[];
const tokens: Record<string, string> = {};
beforeAll(async () => {
  operations = await fetchOperations(server.baseUrl);
  for (const email of ['admin@demo.test', 'manager@demo.test', 'driver@demo.test']) tokens[email] = await server.token(email);
});

const EN = 'Must not contain control characters';
const DE = 'Darf keine Steuerzeichen enthalten';

async function send(op: Operation, url: string, body: unknown, lang: 'en' | 'de') {
  const as = op.roles.includes('ADMINISTRATOR') || op.roles.length === 0 ? 'admin@demo.test' : op.roles.includes('FLEETMANAGER') ? 'manager@demo.test' : 'driver@demo.test';
  const headers: Record<string, string> = { authorization: `Bearer ${tokens[as]}`, 'accept-language': lang };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, { method: op.method.toUpperCase(), headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, problem: (text.startsWith('{') ? JSON.parse(text) : {}) as Problem };
}

const refusedWith = (problem: Problem, message: string) => (problem.errors ?? []).some((e) => e.message.endsWith(message));

describe('control characters', () => {
  it('are refused in query strings, path segments and JSON bodies of every operation, in English and German', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const op of operations) {
      const good = fillPath(op.path, () => '00000000-0000-4000-8000-000000000000');
      const queryParam = op.parameters.find((p) => p.in === 'query');
      const cases: { where: string; url: string; body?: unknown }[] = [];
      if (queryParam) cases.push({ where: 'query', url: `${server.baseUrl}${good}?${encodeURIComponent(queryParam.name)}=a%00b` });
      // A path segment's %00 is not decoded by the router: it must simply never fail the server.
      if (op.parameters.some((p) => p.in === 'path')) {
        const res = await send(op, `${server.baseUrl}${fillPath(op.path, () => 'a%00b')}`, undefined, 'en');
        if (res.status >= 500) wrong.push(`${label(op)} path: ${res.status}`);
      }
      if (op.body && !op.multipart) cases.push({ where: 'body', url: `${server.baseUrl}${good}`, body: { name: 'Probe\u0000', note: 'x\u0007' } });
      for (const c of cases) {
        for (const [lang, message] of [['en', EN], ['de', DE]] as const) {
          checked++;
          const { status, problem } = await send(op, c.url, c.body, lang);
          // Path parameters are checked before the body: a body behind a parameter our filler cannot satisfy is not reached.
          const pathNames = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
          // An open call that checks a signature first (provider webhooks) refuses the unsigned request before reading it.
          if (op.open && (status === 401 || status === 403)) continue;
          if (c.where === 'body' && status === 400 && (problem.errors ?? []).every((e) => pathNames.includes(e.field))) continue;
          if (status !== 400 || !refusedWith(problem, message)) wrong.push(`${label(op)} ${c.where} ${lang}: ${status} ${JSON.stringify(problem.errors ?? problem.detail)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('leave tab and line breaks in texts alone', async () => {
    const res = await fetch(`${server.baseUrl}/backend/companies/search?name=${encodeURIComponent('Volt\twerk')}`, {
      headers: { authorization: `Bearer ${tokens['admin@demo.test']}` },
    });
    expect(res.status).toBe(200);
  });
});
