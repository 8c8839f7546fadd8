import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/harness.ts';
import { send } from '../../test/api.ts';
import { DEMO_IDS } from '../demo/seed-demo.ts';

/**
 * X-Child-Company-Id is resolved for every authenticated route; /backend/account is the simplest
 * one a fleet manager and an administrator can both call.
 */

const server = useTestServer();

const C = DEMO_IDS.companies;

async function account(email: string, childCompanyId?: string, lang = 'en') {
  const res = await send(server, await server.token(email), 'GET', '/account', {
    headers: { 'accept-language': lang, ...(childCompanyId ? { 'x-child-company-id': childCompanyId } : {}) },
  });
  return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as Record<string, unknown> };
}

describe('selecting a child company', () => {
  it('a fleet manager of a PRO company may select each of its children', async () => {
    expect((await account('manager@demo.test', C.childMunich)).status).toBe(200);
    expect((await account('manager@demo.test', C.childVienna)).status).toBe(200);
  });

  it('a fleet manager may name their own company', async () => {
    expect((await account('manager@demo.test', C.parent)).status).toBe(200);
  });

  it("a fleet manager cannot select another company, and is not told whether it exists", async () => {
    const foreign = await account('manager@demo.test', C.light);
    const unknown = await account('manager@demo.test', '99999999-0000-4000-8000-000000000000');
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(foreign.type).toMatch(/^application\/problem\+json/);
    expect(foreign.body.detail).toEqual(unknown.body.detail);
    expect(foreign.body.detail).toBe('The selected company was not found.');
  });

  it('says so in the language of the caller', async () => {
    expect((await account('manager@demo.test', C.light, 'de-DE,de;q=0.9')).body.detail).toBe('Das ausgewählte Unternehmen wurde nicht gefunden.');
  });

  it('a fleet manager of a LIGHT company cannot select any other company', async () => {
    expect((await account('light@demo.test', C.childMunich)).status).toBe(404);
  });

  it('a child of a PRO parent is refused when the parent is no longer PRO', async () => {
    await server.database.query(`update companies set subscription_type = 'LIGHT' where id = $1`, [C.parent]);
    try {
      expect((await account('manager@demo.test', C.childMunich)).status).toBe(404);
    } finally {
      await server.database.query(`update companies set subscription_type = 'PRO' where id = $1`, [C.parent]);
    }
  });

  it('an administrator may select any existing company but not an unknown one', async () => {
    expect((await account('admin@demo.test', C.austin)).status).toBe(200);
    expect((await account('admin@demo.test', '99999999-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('a malformed company id is answered like an unknown one', async () => {
    expect((await account('admin@demo.test', "1' or '1'='1")).status).toBe(404);
  });
});
