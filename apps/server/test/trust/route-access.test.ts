import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.ts';
import { fetchOperations, fillPath, label, pathParams, type Operation } from './openapi-operations.ts';

/**
 * Every route of the OpenAPI document, checked for who may reach it: no token is 401 unless the route
 * is open, a role the route does not list is 403, a listed role gets past the door. Nothing here is a
 * hand-kept list of routes: a new route is covered the day it appears.
 */
const server = useTestServer();
let operations: Operation[];
let tokens: Record<'admin' | 'manager' | 'driver', string>;

beforeAll(async () => {
  operations = await fetchOperations(server.baseUrl);
  tokens = {
    admin: await server.token('admin@demo.test'),
    manager: await server.token('manager@demo.test'),
    driver: await server.token('driver@demo.test'),
  };
});

/** A request with unknown ids in the path: the door is checked before anything is looked up. */
async function knock(op: Operation, token?: string): Promise<number> {
  const uuidParams = new Set(pathParams(op).filter((p) => p.schema.format === 'uuid').map((p) => p.name));
  const url = server.baseUrl + fillPath(op.path, (name) => (uuidParams.has(name) ? randomUUID() : 'unknown-value'));
  const res = await fetch(url, {
    method: op.method.toUpperCase(),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(op.method === 'get' || op.method === 'delete' ? {} : { 'content-type': 'application/json' }) },
    body: op.method === 'get' || op.method === 'delete' ? undefined : '{}',
  });
  await res.arrayBuffer();
  return res.status;
}

async function failuresOf(check: (op: Operation) => Promise<string | null>): Promise<string[]> {
  const failures: string[] = [];
  for (const op of operations) {
    const failure = await check(op);
    if (failure) failures.push(`${label(op)}: ${failure}`);
  }
  return failures;
}

describe('every route of the API document', () => {
  it('covers the whole API: every operation open or naming its roles', () => {
    expect(operations.length).toBeGreaterThan(40);
    const undeclared = operations.filter((op) => !op.open && op.roles.length === 0).map(label);
    expect(undeclared).toEqual([]);
    console.info(`route access: ${operations.length} operations, ${operations.filter((o) => o.open).length} open`);
  });

  it('answers 401 without a token, except on the open routes', async () => {
    const failures = await failuresOf(async (op) => {
      const status = await knock(op);
      if (op.open) return status === 401 ? 'open route asked for a token' : null;
      return status === 401 ? null : `answered ${status}`;
    });
    expect(failures).toEqual([]);
  });

  it('answers 403 to a driver on every route that is not for drivers', async () => {
    const failures = await failuresOf(async (op) => {
      if (op.open || op.roles.includes('USER')) return null;
      const status = await knock(op, tokens.driver);
      return status === 403 ? null : `answered ${status}`;
    });
    expect(failures).toEqual([]);
  });

  it('answers 403 to a fleet manager on every administrator route', async () => {
    const failures = await failuresOf(async (op) => {
      if (op.open || op.roles.includes('FLEETMANAGER')) return null;
      const status = await knock(op, tokens.manager);
      return status === 403 ? null : `answered ${status}`;
    });
    expect(failures).toEqual([]);
  });

  it('lets every listed role past the door', async () => {
    const byRole = { ADMINISTRATOR: tokens.admin, FLEETMANAGER: tokens.manager, USER: tokens.driver } as const;
    const failures = await failuresOf(async (op) => {
      for (const role of op.roles as (keyof typeof byRole)[]) {
        const status = await knock(op, byRole[role]);
        if (status === 401 || status === 403) return `${role} answered ${status}`;
      }
      return null;
    });
    expect(failures).toEqual([]);
  });
});
