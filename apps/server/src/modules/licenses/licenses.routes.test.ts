import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, addYearsIso, LICENSE_SORT_FIELDS, utcDay, type License, type LicensePage, type LicenseSortField } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { licenseFixtures } from './licenses.test-helpers.ts';
import { expectEverySortPaged } from '../../../test/sorted-pages.ts';

const server = useTestServer();
let fx: ReturnType<typeof licenseFixtures>;
const tokens = { admin: '', manager: '', light: '', driver: '' };
const { parent, light, childMunich } = DEMO_IDS.companies;

beforeAll(async () => {
  fx = licenseFixtures(server);
  tokens.admin = await server.token('admin@demo.test');
  tokens.manager = await server.token('manager@demo.test');
  tokens.light = await server.token('light@demo.test');
  tokens.driver = await server.token('driver@demo.test');
});

const json = async <T>(res: Response) => (await res.json()) as T;
const list = async (token: string, query = '', headers: Record<string, string> = {}) => {
  const res = await fx.call(token, `/licenses/search?${query}`, { headers });
  expect(res.status).toBe(200);
  return json<LicensePage>(res);
};
const one = async <T>(sql: string, params: unknown[] = []) => (await server.database.query<T>(sql, params))[0]!;

describe('the license list', () => {
  it("a fleet manager sees exactly the own company's licenses with their latest renewal and its invoice", async () => {
    const page = await list(tokens.manager, 'pageSize=200');
    const count = await one<{ n: number }>('select count(*)::int as n from licenses where company_id = $1', [parent]);
    expect(page.totalCount).toBe(count.n);
    expect(page.results.every((l) => l.companyId === parent)).toBe(true);
    const expirations = page.results.map((l) => l.expirationDate);
    expect(expirations).toEqual([...expirations].sort());
    const invoiced = page.results.find((l) => l.renewalStatus === 'INVOICED' || l.renewalStatus === 'PAID');
    if (invoiced) expect(invoiced.invoiceStatus).not.toBeNull();
    const latest = await one<{ status: string }>(
      `select status from license_renewals where license_id = $1 order by period_start desc, created_at desc limit 1`,
      [page.results.find((l) => l.renewalId)!.id],
    );
    expect(page.results.find((l) => l.renewalId)!.renewalStatus).toBe(latest.status);
  });

  it('filters by status, type, renewal status, driver and company, and sorts as asked', async () => {
    const soon = await list(tokens.admin, 'status=EXPIRING_SOON&pageSize=200');
    expect(soon.totalCount).toBeGreaterThan(0);
    expect(soon.results.every((l) => l.status === 'EXPIRING_SOON')).toBe(true);
    const connect = await list(tokens.admin, 'type=CONNECT&pageSize=200');
    expect(connect.results.every((l) => l.type === 'CONNECT' && l.cable === null)).toBe(true);
    const invoiced = await list(tokens.admin, 'renewalStatus=INVOICED');
    expect(invoiced.totalCount).toBeGreaterThan(0);
    expect(invoiced.results.every((l) => l.renewalStatus === 'INVOICED' && l.invoiceStatus !== null)).toBe(true);

    const driver = DEMO_IDS.users.driver;
    const own = await list(tokens.manager, `driverId=${driver}`);
    expect(own.totalCount).toBeGreaterThan(0);
    expect(own.results.every((l) => l.userId === driver && l.userName === 'Daniel Driver')).toBe(true);

    const munich = await list(tokens.admin, `companyId=${childMunich}&pageSize=200`);
    expect(munich.totalCount).toBeGreaterThan(0);
    expect(munich.results.every((l) => l.companyId === childMunich)).toBe(true);
    expect((await list(tokens.light, `companyId=${parent}`)).totalCount).toBe(0);

    const desc = await list(tokens.admin, 'sortField=startDate&sortDir=DESC&pageSize=100');
    const starts = desc.results.map((l) => l.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    const page2 = await list(tokens.admin, 'sortField=startDate&sortDir=DESC&pageSize=100&pageNumber=1');
    expect(page2.results[0]!.startDate <= starts.at(-1)!).toBe(true);
  });

  it('pages every sort in both directions as one sorted list (ties by id), also with a search', async () => {
    const KEY: Record<LicenseSortField, string> = {
      expirationDate: 'l.expiration_date',
      startDate: 'l.start_date',
      status: 'l.status',
      type: 'l.type',
    };
    await expectEverySortPaged({
      fields: LICENSE_SORT_FIELDS,
      size: 9,
      expected: async (field, dir) =>
        (await server.database.query<{ id: string }>(`select l.id from licenses l order by ${KEY[field]} ${dir}, l.id ${dir}`)).map((r) => r.id),
      page: async (field, dir, number) => {
        const found = await list(tokens.admin, `sortField=${field}&sortDir=${dir}&pageSize=9&pageNumber=${number}`);
        return { ids: found.results.map((l) => l.id), total: found.totalCount };
      },
    });
    // A search finds what matches the driver's name, the cable's hardware ID or the license key,
    // across companies and within one (the manager's own, or the one an administrator filters by).
    const sample = await one<{ hardware_id: string; license_key: string }>(
      'select k.hardware_id, l.license_key from licenses l join cables k on k.id = l.cable_id where l.company_id = $1 order by l.id limit 1',
      [parent],
    );
    const scopes = [
      { who: 'administrator', token: tokens.admin, company: null, query: '' },
      { who: 'fleet manager', token: tokens.manager, company: parent, query: '' },
      { who: 'administrator, one company', token: tokens.admin, company: parent, query: `&companyId=${parent}` },
    ];
    for (const text of ['driver', sample.hardware_id.slice(-4), sample.license_key.slice(2, 8)]) {
      for (const { who, token, company, query } of scopes) {
        const expected = await server.database.query<{ id: string }>(
          `select l.id from licenses l left join users u on u.id = l.user_id left join cables k on k.id = l.cable_id
            where (trim(u.first_name || ' ' || u.last_name) ilike $1 or k.hardware_id ilike $1 or l.license_key ilike $1)
              and ($2::uuid is null or l.company_id = $2)
            order by l.expiration_date, l.id`,
          [`%${text}%`, company],
        );
        const searched = await list(token, `q=${encodeURIComponent(text)}&pageSize=200${query}`);
        expect(expected.length, `${text}, ${who}`).toBeGreaterThan(0);
        expect(searched.totalCount, `${text}, ${who}`).toBe(expected.length);
        expect(searched.results.map((l) => l.id), `${text}, ${who}`).toEqual(expected.map((r) => r.id));
      }
    }
  });

  it("never shows another company's license, and answers 404 for its id", async () => {
    const page = await list(tokens.light, 'pageSize=200');
    expect(page.results.every((l) => l.companyId === light)).toBe(true);
    const foreign = await one<{ id: string }>('select id from licenses where company_id = $1 limit 1', [parent]);
    expect((await fx.call(tokens.light, `/licenses/${foreign.id}`)).status).toBe(404);
    expect((await fx.call(tokens.light, `/licenses/${foreign.id}/renewals`)).status).toBe(404);
    const admin = await fx.call(tokens.admin, `/licenses/${foreign.id}/renew`, { method: 'POST', headers: { 'x-child-company-id': light } });
    expect(admin.status).toBe(404);
  });

  it('refuses drivers, strangers and bad filters', async () => {
    expect((await fx.call(tokens.driver, '/licenses/search')).status).toBe(403);
    expect((await fx.call(null, '/licenses/search')).status).toBe(401);
    expect((await fx.call(tokens.manager, '/licenses/search?status=SOON')).status).toBe(400);
    expect((await fx.call(tokens.manager, '/licenses/search?driverId=42')).status).toBe(400);
  });

  it("exports the filtered list in the caller's language", async () => {
    const res = await fx.call(tokens.manager, '/licenses/export?export=CSV&type=HOME_CHARGING', { headers: { 'accept-language': 'de' } });
    expect(res.status).toBe(200);
    const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^Unternehmen,Kabel,Fahrer,Art,Status,Lizenzschlüssel,Beginn,Ablauf/);
    const count = await one<{ n: number }>(`select count(*)::int as n from licenses where company_id = $1 and type = 'HOME_CHARGING'`, [parent]);
    expect(lines.length - 1).toBe(count.n);
    expect(lines.slice(1).every((l) => l.includes(',Heimladen,'))).toBe(true);
  });
});

describe('assigning a license', () => {
  it("an administrator assigns a license to a driver and the driver's cable, with a year from today at the list price", async () => {
    const { userId, cableId } = await fx.driverWithCable(parent);
    const res = await fx.call(tokens.admin, '/licenses', { method: 'POST', body: { userId, cableId } });
    expect(res.status).toBe(201);
    const license = await json<License>(res);
    const today = utcDay(new Date());
    expect(license).toMatchObject({
      companyId: parent,
      userId,
      cable: { id: cableId },
      type: 'HOME_CHARGING',
      status: 'ACTIVE',
      startDate: today,
      expirationDate: addYearsIso(today, 1),
      priceMinor: 11_900,
      currency: 'EUR',
      renewalStatus: null,
    });
    expect(license.licenseKey).toMatch(/^FW-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    // The driver's subscription on home is this license.
    const subscription = await json<{ id: string; status: string }>(await fx.call(tokens.manager, `/users/${userId}/subscription`));
    expect(subscription).toMatchObject({ id: license.id, status: 'ACTIVE' });
  });

  it('refuses a cable that is not the driver’s, a driver or cable that already has one, and bad dates', async () => {
    const a = await fx.driverWithCable(parent);
    const b = await fx.driverWithCable(parent);
    const post = (body: Record<string, unknown>, lang = 'en') =>
      fx.call(tokens.admin, '/licenses', { method: 'POST', body, headers: { 'accept-language': lang } });

    const foreignCable = await post({ userId: a.userId, cableId: b.cableId });
    expect(foreignCable.status).toBe(409);
    expect((await json<{ detail: string }>(foreignCable)).detail).toBe(
      'The cable is not assigned to this driver. Assign the cable to the driver first.',
    );
    const noCable = await post({ userId: a.userId });
    expect(noCable.status).toBe(400);
    expect((await json<{ errors: { field: string }[] }>(noCable)).errors[0]!.field).toBe('cableId');
    const backwards = await post({ userId: a.userId, cableId: a.cableId, startDate: '2026-05-01', expirationDate: '2026-04-30' }, 'de');
    expect(backwards.status).toBe(400);
    expect((await json<{ errors: { field: string; message: string }[] }>(backwards)).errors[0]).toEqual({
      field: 'expirationDate',
      message: 'Ablaufdatum: Muss nach dem Startdatum liegen',
    });
    expect((await post({ userId: a.userId, cableId: a.cableId, type: 'CONNECT' })).status).toBe(400);

    expect((await post({ userId: a.userId, cableId: a.cableId })).status).toBe(201);
    const twice = await post({ userId: a.userId, cableId: a.cableId });
    expect(twice.status).toBe(409);
    expect((await json<{ detail: string }>(twice)).detail).toBe('The cable already has a license.');
    const count = await one<{ n: number }>('select count(*)::int as n from licenses where user_id = $1', [a.userId]);
    expect(count.n).toBe(1);
  });

  it("a body naming another company's driver or cable is refused, and fleet managers cannot assign", async () => {
    const mine = await fx.driverWithCable(parent);
    const theirs = await fx.driverWithCable(light);
    const inParent = { 'x-child-company-id': parent };
    expect((await fx.call(tokens.admin, '/licenses', { method: 'POST', body: theirs, headers: inParent })).status).toBe(404);
    expect((await fx.call(tokens.admin, '/licenses', { method: 'POST', body: { userId: mine.userId, cableId: theirs.cableId } })).status).toBe(404);
    expect((await fx.call(tokens.manager, '/licenses', { method: 'POST', body: mine })).status).toBe(403);
  });
});

describe('editing, cancelling and deleting a license', () => {
  it('a subscription edit changes dates and price, and the status follows the dates', async () => {
    const { license, userId, cableId } = await fx.license(parent);
    const today = utcDay(new Date());
    const put = (body: Record<string, unknown>) => fx.call(tokens.admin, `/licenses/${license.id}`, { method: 'PUT', body });
    const base = { startDate: addDaysIso(today, -300), priceMinor: 9_900, userId, cableId };
    const soon = await json<License>(await put({ ...base, expirationDate: addDaysIso(today, 10) }));
    expect(soon).toMatchObject({ status: 'EXPIRING_SOON', priceMinor: 9_900, expirationDate: addDaysIso(today, 10) });
    const expired = await json<License>(await put({ ...base, expirationDate: today }));
    expect(expired.status).toBe('EXPIRED');
    const active = await json<License>(await put({ ...base, expirationDate: addDaysIso(today, 31) }));
    expect(active.status).toBe('ACTIVE');
    expect((await fx.call(tokens.manager, `/licenses/${license.id}`, { method: 'PUT', body: { ...base, expirationDate: today } })).status).toBe(403);
  });

  it('cancelling closes the license and its open renewal; a cancelled license cannot be cancelled, renewed or edited', async () => {
    const { license, userId, cableId } = await fx.license(parent);
    const renewal = await fx.renew(license.id);
    const res = await fx.call(tokens.admin, `/licenses/${license.id}/cancel`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await json<License>(res)).toMatchObject({ status: 'CANCELLED', renewalStatus: 'CANCELLED' });
    expect((await one<{ status: string }>('select status from license_renewals where id = $1', [renewal.id])).status).toBe('CANCELLED');

    const again = await fx.call(tokens.admin, `/licenses/${license.id}/cancel`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect((await json<{ detail: string }>(again)).detail).toBe('The license is already cancelled.');
    expect((await fx.call(tokens.admin, `/licenses/${license.id}/renew`, { method: 'POST' })).status).toBe(409);
    const edit = await fx.call(tokens.admin, `/licenses/${license.id}`, {
      method: 'PUT',
      body: { startDate: license.startDate, expirationDate: license.expirationDate, priceMinor: 1, userId, cableId },
    });
    expect(edit.status).toBe(409);
    const subscription = await json<{ status: string }>(await fx.call(tokens.admin, `/users/${userId}/subscription`));
    expect(subscription.status).toBe('CANCELLED');
  });

  it('an expiring or expired license can be cancelled', async () => {
    const today = utcDay(new Date());
    for (const expirationDate of [addDaysIso(today, 5), addDaysIso(today, -5)]) {
      const { license } = await fx.license(parent, { startDate: addYearsIso(expirationDate, -1), expirationDate });
      expect(license.status).toBe(expirationDate > today ? 'EXPIRING_SOON' : 'EXPIRED');
      const res = await fx.call(tokens.admin, `/licenses/${license.id}/cancel`, { method: 'POST' });
      expect((await json<License>(res)).status).toBe('CANCELLED');
    }
  });

  it('a license in use or with a billed renewal cannot be deleted; a cancelled one can', async () => {
    const { license, userId } = await fx.license(parent);
    const inUse = await fx.call(tokens.admin, `/licenses/${license.id}`, { method: 'DELETE' });
    expect(inUse.status).toBe(409);
    expect((await json<{ detail: string }>(inUse)).detail).toBe('A license in use by a driver cannot be deleted. Cancel it first.');
    expect((await fx.call(tokens.manager, `/licenses/${license.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await fx.call(tokens.light, `/licenses/${license.id}`, { method: 'DELETE' })).status).toBe(403);

    await fx.renew(license.id);
    await fx.call(tokens.admin, `/licenses/${license.id}/cancel`, { method: 'POST' });
    expect((await fx.call(tokens.admin, `/licenses/${license.id}`, { method: 'DELETE', headers: { 'x-child-company-id': light } })).status).toBe(404);
    expect((await fx.call(tokens.admin, `/licenses/${license.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await fx.call(tokens.admin, `/licenses/${license.id}`)).status).toBe(404);
    expect((await one<{ n: number }>('select count(*)::int as n from license_renewals where license_id = $1', [license.id])).n).toBe(0);
    expect((await fx.call(tokens.admin, `/users/${userId}/subscription`)).status).toBe(404);

    const billed = await one<{ license_id: string }>(
      `select license_id from license_renewals where status in ('INVOICED', 'PAID') and invoice_id is not null limit 1`,
    );
    await fx.call(tokens.admin, `/licenses/${billed.license_id}/cancel`, { method: 'POST' });
    const refused = await fx.call(tokens.admin, `/licenses/${billed.license_id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect((await json<{ detail: string }>(refused)).detail).toBe('A license with an invoiced or paid renewal cannot be deleted.');
  });
});
