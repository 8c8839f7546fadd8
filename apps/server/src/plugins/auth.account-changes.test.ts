import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, importJWK, SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../../test/harness.ts';
import { send } from '../../test/api.ts';
import { fetchTokens, signInKeepingBrowser, signOut } from '../../test/tokens.ts';
import { openPostgres, type Database } from '../db/database.ts';
import { buildApp } from '../app.ts';
import { DEMO_IDS } from '../demo/accounts.ts';

/**
 * The API honours the account as it is now (decision 0034): a deactivated person's token, a changed
 * role and a signed-out session show on the very next call, although callers are remembered for
 * AUTH_CACHE_SECONDS (5 here): the remembered caller is forgotten at once, on every instance.
 */

let server: TestServer;
/** A second instance of the product on the same database, with its own memory of callers. */
let second: FastifyInstance;
let secondDatabase: Database;

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_CACHE_SECONDS: '30' } });
  secondDatabase = server.database.kind === 'postgres' ? await openPostgres(await databaseUrlOf(server)) : server.database;
  second = await buildApp({ config: server.config, database: secondDatabase });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  if (secondDatabase && secondDatabase !== server.database) await secondDatabase.close();
  await server?.close();
});

/** The URL of the server's own PostgreSQL database (the harness names one per test file). */
async function databaseUrlOf(s: TestServer): Promise<string> {
  const [row] = await s.database.query<{ name: string }>('select current_database() as name');
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  return url.toString();
}

async function account(token: string) {
  const res = await send(server, token, 'GET', '/account');
  return { status: res.status, body: (await res.json()) as { role?: string; code?: string; detail?: string } };
}

async function accountOnSecond(token: string) {
  const res = await second.inject({ method: 'GET', url: '/backend/account', headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() as { role?: string } };
}

/** Waits for the database's announcement to reach the second instance (it arrives within milliseconds). */
async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

const adminCall = async (method: string, path: string, body?: unknown) => {
  const token = await server.token('admin@demo.test');
  const res = await send(server, token, method, path, { body });
  return res.status;
};

describe('a deactivated person', () => {
  it("is refused (401) on the next call, on this instance and on another, and can sign in again once reactivated", async () => {
    const { accessToken } = await fetchTokens(server.config, 'light@demo.test', DEMO_PASSWORD);
    expect((await account(accessToken)).status).toBe(200);
    expect((await accountOnSecond(accessToken)).status).toBe(200);

    // Lena is the only manager of her company: a second one first, then she can be deactivated.
    await server.database.query(
      `insert into users (company_id, role, email, first_name, last_name) values ($1, 'FLEETMANAGER', 'co-light@demo.test', 'Co', 'Light')`,
      [DEMO_IDS.companies.light],
    );
    expect(await adminCall('POST', `/team/members/${DEMO_IDS.users.light}/deactivate`)).toBe(204);

    const refused = await account(accessToken);
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toMatch(/deactivated/);
    expect(await eventually(async () => (await accountOnSecond(accessToken)).status === 401)).toBe(true);
    await expect(fetchTokens(server.config, 'light@demo.test', DEMO_PASSWORD)).rejects.toThrow(/deactivated/);

    expect(await adminCall('POST', `/team/members/${DEMO_IDS.users.light}/reactivate`)).toBe(204);
    const again = await fetchTokens(server.config, 'light@demo.test', DEMO_PASSWORD);
    expect((await account(again.accessToken)).status).toBe(200);
  });
});

describe('a person whose role changed', () => {
  it('gets the new role on the next call, although the token still names the old one', async () => {
    await server.database.query(
      `insert into users (company_id, role, email, first_name, last_name, password_hash)
       select $1, 'FLEETMANAGER', 'second-manager@demo.test', 'Sam', 'Second', password_hash from users where email = 'manager@demo.test'`,
      [DEMO_IDS.companies.parent],
    );
    const { accessToken } = await fetchTokens(server.config, 'second-manager@demo.test', DEMO_PASSWORD);
    const teamOf = (token: string) =>
      send(server, token, 'GET', '/team').then((r) => r.status);
    expect(await teamOf(accessToken)).toBe(200);
    expect((await accountOnSecond(accessToken)).body.role).toBe('FLEETMANAGER');

    const [user] = await server.database.query<{ id: string }>(`select id from users where email = 'second-manager@demo.test'`);
    expect(await adminCall('PUT', `/team/members/${user!.id}/role`, { role: 'USER' })).toBe(204);

    expect(decodeJwt(accessToken)[server.config.identity.rolesClaim]).toEqual(['FLEETMANAGER']);
    expect(await teamOf(accessToken)).toBe(403);
    expect((await account(accessToken)).body.role).toBe('USER');
    expect(await eventually(async () => (await accountOnSecond(accessToken)).body.role === 'USER')).toBe(true);
  });
});

describe('a signed-out session', () => {
  it("has its token refused on the next call, on every instance; another session of the same person goes on", async () => {
    const kept = await signInKeepingBrowser(server.config, 'manager@demo.test', DEMO_PASSWORD);
    const other = await fetchTokens(server.config, 'manager@demo.test', DEMO_PASSWORD);
    expect((await account(kept.accessToken)).status).toBe(200);
    expect((await accountOnSecond(kept.accessToken)).status).toBe(200);

    await signOut(server.config, kept.browser, kept.idToken);

    const refused = await account(kept.accessToken);
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toMatch(/session has ended/);
    expect(await eventually(async () => (await accountOnSecond(kept.accessToken)).status === 401)).toBe(true);
    expect((await account(other.accessToken)).status).toBe(200);
  });

  it('refuses a well-signed token that names no session', async () => {
    const { accessToken } = await fetchTokens(server.config, 'manager@demo.test', DEMO_PASSWORD);
    const [row] = await server.database.query<{ private_jwk: Record<string, string> & { kid: string } }>(
      'select private_jwk from oidc_signing_keys',
    );
    const key = await importJWK(row!.private_jwk, 'RS256');
    const { session_uid: _session, ...claims } = decodeJwt(accessToken);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: row!.private_jwk.kid })
      .sign(key);
    expect((await account(forged)).status).toBe(401);
  });
});

