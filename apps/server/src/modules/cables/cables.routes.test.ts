import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CableListItem, Paged } from '@fleetwatt/shared';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function search(email: string, query = '', headers: Record<string, string> = {}) {
  const res = await fetch(`${server.baseUrl}/backend/cables/search?${query}`, {
    headers: { authorization: `Bearer ${await server.token(email)}`, ...headers },
  });
  return { status: res.status, body: (await res.json()) as Paged<CableListItem> };
}

describe('the cables list', () => {
  it("a fleet manager sees exactly the own company's cables, sorted by hardware identifier", async () => {
    const { status, body } = await search('manager@demo.test', 'pageSize=200');
    const [count] = await server.database.query<{ n: number }>('select count(*)::int as n from cables where company_id = $1', [
      DEMO_IDS.companies.parent,
    ]);
    expect(status).toBe(200);
    expect(body.totalCount).toBe(count!.n);
    expect(body.results.every((c) => c.companyId === DEMO_IDS.companies.parent)).toBe(true);
    const ids = body.results.map((c) => c.hardwareId);
    expect(ids).toEqual([...ids].sort());
  });

  it('finds a cable by part of its hardware identifier', async () => {
    const [cable] = await server.database.query<{ hardware_id: string }>(
      `select k.hardware_id from cables k join users u on u.id = k.user_id where u.email = 'driver@demo.test'`,
    );
    const { body } = await search('manager@demo.test', `hardwareId=${encodeURIComponent(cable!.hardware_id.slice(-6))}`);
    expect(body.results.map((c) => c.hardwareId)).toContain(cable!.hardware_id);
    expect(body.results.find((c) => c.hardwareId === cable!.hardware_id)?.userName).toBe('Daniel Driver');
  });

  it('filters unassigned cables, and a child company narrows the list', async () => {
    const free = await search('admin@demo.test', 'assigned=false&pageSize=200');
    expect(free.body.results.length).toBeGreaterThan(0);
    expect(free.body.results.every((c) => c.userId === null)).toBe(true);
    const child = await search('manager@demo.test', 'pageSize=200', { 'x-child-company-id': DEMO_IDS.companies.childMunich });
    expect(child.body.results.every((c) => c.companyId === DEMO_IDS.companies.childMunich)).toBe(true);
  });

  it("narrows to one company, but never beyond the caller's own", async () => {
    const munich = DEMO_IDS.companies.childMunich;
    const admin = await search('admin@demo.test', `companyId=${munich}&pageSize=200`);
    expect(admin.body.totalCount).toBeGreaterThan(0);
    expect(admin.body.results.every((c) => c.companyId === munich)).toBe(true);
    const light = await search('light@demo.test', `companyId=${munich}`);
    expect(light.status).toBe(200);
    expect(light.body.totalCount).toBe(0);
  });

  it("does not show another company's cables, and refuses drivers and bad input", async () => {
    const light = await search('light@demo.test', 'pageSize=200');
    expect(light.body.results.every((c) => c.companyId === DEMO_IDS.companies.light)).toBe(true);
    expect((await search('driver@demo.test')).status).toBe(403);
    expect((await search('manager@demo.test', 'status=BROKEN')).status).toBe(400);
    expect((await fetch(`${server.baseUrl}/backend/cables/search`)).status).toBe(401);
  });
});
