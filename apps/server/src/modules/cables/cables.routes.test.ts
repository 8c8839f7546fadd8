import { beforeAll, describe, expect, it } from 'vitest';
import type { CableListItem, Company, Driver, Paged } from '@fleetwatt/shared';
import { api } from '../../../test/api.ts';
import { factories, type TestAccount } from '../../../test/factories.ts';
import { useTestServer } from '../../../test/harness.ts';

// No demo data: the test makes the companies, people and cables it reads.
const server = useTestServer({ seed: false });

let parent: Company;
let child: Company;
let other: Company;
let manager: TestAccount;
let otherManager: TestAccount;
let admin: TestAccount;
let driverAccount: TestAccount;
let driver: Driver;
let parentCables: CableListItem[];
let childCable: CableListItem;
let otherCable: CableListItem;

beforeAll(async () => {
  const make = factories(server);
  admin = await make.admin();
  parent = await make.newCompany({ subscriptionType: 'PRO' });
  child = await make.newCompany({ subscriptionType: 'PRO', parentId: parent.id });
  other = await make.newCompany();
  manager = await make.newManager(parent.id);
  otherManager = await make.newManager(other.id);
  driver = await make.newDriver(parent.id, { firstName: 'Daniel', lastName: 'Driver' });
  driverAccount = await make.newDriverAccount(parent.id);
  parentCables = [
    await make.newCable(parent.id, driver.id, { hardwareId: 'FWC-LIST-0003' }),
    await make.newCable(parent.id, undefined, { hardwareId: 'FWC-LIST-0001' }),
    await make.newCable(parent.id, undefined, { hardwareId: 'FWC-LIST-0002' }),
  ];
  childCable = await make.newCable(child.id, undefined, { hardwareId: 'FWC-LIST-0004' });
  otherCable = await make.newCable(other.id, undefined, { hardwareId: 'FWC-LIST-0005' });
});

async function search(account: TestAccount, query = '', headers: Record<string, string> = {}) {
  const { status, body } = await account.api.get<Paged<CableListItem>>(`/cables/search?${query}`, { headers });
  return { status, body };
}

describe('the cables list', () => {
  it("a fleet manager sees exactly the own company's cables, sorted by hardware identifier", async () => {
    const { status, body } = await search(manager, 'pageSize=200');
    expect(status).toBe(200);
    expect(body.results.map((c) => c.hardwareId)).toEqual(['FWC-LIST-0001', 'FWC-LIST-0002', 'FWC-LIST-0003']);
    expect(body.totalCount).toBe(parentCables.length);
  });

  it('finds a cable by part of its hardware identifier, with its driver', async () => {
    const { body } = await search(manager, 'hardwareId=list-0003');
    expect(body.results.map((c) => [c.hardwareId, c.userName])).toEqual([['FWC-LIST-0003', 'Daniel Driver']]);
  });

  it('filters unassigned cables, and a child company narrows the list', async () => {
    const free = await search(admin, 'assigned=false&pageSize=200');
    expect(free.body.results.map((c) => c.hardwareId)).toEqual(['FWC-LIST-0001', 'FWC-LIST-0002', 'FWC-LIST-0004', 'FWC-LIST-0005']);
    const narrowed = await search(manager, 'pageSize=200', { 'x-child-company-id': child.id });
    expect(narrowed.body.results.map((c) => c.id)).toEqual([childCable.id]);
  });

  it("narrows to one company, but never beyond the caller's own", async () => {
    const byAdmin = await search(admin, `companyId=${child.id}&pageSize=200`);
    expect(byAdmin.body.results.map((c) => c.id)).toEqual([childCable.id]);
    const outside = await search(otherManager, `companyId=${child.id}`);
    expect(outside.status).toBe(200);
    expect(outside.body.totalCount).toBe(0);
  });

  it("does not show another company's cables, and refuses drivers and bad input", async () => {
    const own = await search(otherManager, 'pageSize=200');
    expect(own.body.results.map((c) => c.id)).toEqual([otherCable.id]);
    expect((await search(driverAccount)).status).toBe(403);
    expect((await search(manager, 'status=BROKEN')).status).toBe(400);
    expect((await api(server).get('/cables/search')).status).toBe(401);
  });
});
