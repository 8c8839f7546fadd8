import { beforeAll, describe, expect, it } from 'vitest';
import { TARIFF_SORT_FIELDS, type TariffSortField } from '@fleetwatt/shared';
import type { Problem, Tariff, TariffPage } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/accounts.ts';
import { samplePdf, tariffFixtures, uploadForm } from './tariffs.test-helpers.ts';
import { expectEverySortPaged } from '../../../test/sorted-pages.ts';

const C = DEMO_IDS.companies;
const server = useTestServer();
let f: ReturnType<typeof tariffFixtures>;
beforeAll(async () => {
  f = tariffFixtures(server);
});

const search = (email: string, query: string, headers: Record<string, string> = {}) =>
  f.call<TariffPage>(email, 'GET', `/tariffs/search?${query}`, undefined, headers);

describe('the tariffs list', () => {
  it("a fleet manager sees only the own company's tariffs, newest first, with every field", async () => {
    const res = await search('manager@demo.test', 'pageSize=200');
    const [count] = await server.database.query<{ n: number }>(`select count(*)::int as n from tariffs where company_id = $1`, [C.parent]);
    expect(res.status).toBe(200);
    expect(res.body.totalCount).toBe(count!.n);
    expect(res.body.results.every((t) => t.companyId === C.parent)).toBe(true);
    const created = res.body.results.map((t) => t.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const withDocument = res.body.results.find((t) => t.document)!;
    expect(withDocument.document).toMatchObject({ contentType: 'application/pdf' });
    expect(withDocument.companyName).toBe('Voltwerk Holding GmbH');
    expect(withDocument.driverName).toMatch(/\w+ \w+/);
  });

  it('pages every sort in both directions as one sorted list, ties by creation and id', async () => {
    const KEY: Record<TariffSortField, string> = {
      createdAt: 't.created_at',
      startDate: 't.start_date',
      number: 't.number',
      driverName: "lower(trim(u.first_name || ' ' || u.last_name))",
      companyName: 'lower(c.name)',
      status: 't.status',
      pricePerKwh: 't.price_per_kwh',
    };
    await expectEverySortPaged({
      fields: TARIFF_SORT_FIELDS,
      size: 9,
      expected: async (field, dir) =>
        (
          await server.database.query<{ id: string }>(
            `select t.id from tariffs t join users u on u.id = t.user_id join companies c on c.id = t.company_id
              order by ${KEY[field]} ${dir}, t.created_at ${dir}, t.id ${dir}`,
          )
        ).map((r) => r.id),
      page: async (field, dir, number) => {
        const res = await search('admin@demo.test', `sortField=${field}&sortDir=${dir}&pageSize=9&pageNumber=${number}`);
        return { ids: res.body.results.map((t) => t.id), total: res.body.totalCount };
      },
    });
  });

  it('filters by status, driver and the month the period overlaps', async () => {
    const driver = await f.driver(C.parent);
    const march = await f.tariff(driver, { startDate: '2026-03-01', endDate: '2026-03-31', pricePerKwh: 3000 }, { validate: true });
    const open = await f.tariff(driver, { startDate: '2026-04-15', pricePerKwh: 3100 });
    const ids = async (q: string) => (await search('manager@demo.test', `driverId=${driver}&${q}`)).body.results.map((t) => t.id);
    expect(await ids('year=2026&month=3')).toEqual([march.id]);
    expect(await ids('year=2026&month=4')).toEqual([open.id]);
    expect(await ids('year=2027&month=1')).toEqual([open.id]);
    expect(await ids('year=2026&month=2')).toEqual([]);
    expect((await ids('year=2026')).sort()).toEqual([march.id, open.id].sort());
    expect(await ids('status=VALID')).toEqual([march.id]);
    expect(await ids('status=PENDING&year=2026&month=5')).toEqual([open.id]);
    expect(await ids('sortField=startDate&sortDir=ASC')).toEqual([march.id, open.id]);
  });

  it('an administrator narrows to one company; a fleet manager never sees past the own', async () => {
    const admin = await search('admin@demo.test', `companyId=${C.light}&pageSize=200`);
    expect(admin.body.totalCount).toBeGreaterThan(0);
    expect(admin.body.results.every((t) => t.companyId === C.light)).toBe(true);
    const manager = await search('manager@demo.test', `companyId=${C.light}`);
    expect(manager.body.totalCount).toBe(0);
    const child = await search('manager@demo.test', 'pageSize=200', { 'x-child-company-id': C.childMunich });
    expect(child.body.results.length).toBeGreaterThan(0);
    expect(child.body.results.every((t) => t.companyId === C.childMunich)).toBe(true);
  });

  it('refuses drivers, bad filters and callers without a token', async () => {
    expect((await search('driver@demo.test', '')).status).toBe(403);
    expect((await search('manager@demo.test', 'status=MAYBE')).status).toBe(400);
    expect((await search('manager@demo.test', 'year=1999&month=1')).status).toBe(400);
    expect((await fetch(`${server.baseUrl}/backend/tariffs/search`)).status).toBe(401);
  });
});

describe('tenant scope', () => {
  it("a fleet manager cannot read, change, delete or preview another company's tariff", async () => {
    const lightDriver = await f.driver(C.light);
    const t = await f.tariff(lightDriver, { startDate: '2026-01-01', pricePerKwh: 2800 }, { as: 'light@demo.test' });
    for (const [method, path, body] of [
      ['GET', `/tariffs/${t.id}`],
      ['PUT', `/tariffs/${t.id}`, { eco: true }],
      ['DELETE', `/tariffs/${t.id}`],
      ['GET', `/tariffs/${t.id}/document`],
      ['GET', `/tariffs/${t.id}/document-link`],
    ] as const) {
      expect((await f.call('manager@demo.test', method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    expect((await f.call<Tariff>('light@demo.test', 'GET', `/tariffs/${t.id}`)).body.eco).toBe(false);
  });

  it("a fleet manager cannot create a tariff for another company's driver or with another driver's document", async () => {
    const lightDriver = await f.driver(C.light);
    const documentId = await f.document('light@demo.test', lightDriver);
    const foreign = await f.call('manager@demo.test', 'POST', '/tariffs', { userId: lightDriver, documentId, startDate: '2026-01-01', pricePerKwh: 3000 });
    expect(foreign.status).toBe(404);
    const own = await f.driver(C.parent);
    const other = await f.driver(C.parent);
    const othersDocument = await f.document('manager@demo.test', other);
    const res = await f.call<Problem>('manager@demo.test', 'POST', '/tariffs', {
      userId: own,
      documentId: othersDocument,
      startDate: '2026-01-01',
      pricePerKwh: 3000,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'documentId', message: 'The document belongs to another driver.' }]);
  });

  it('numbers a driver’s tariffs 1, 2, 3 and downloads the document under its name', async () => {
    const driver = await f.driver(C.parent);
    const a = await f.tariff(driver, { startDate: '2026-01-01', pricePerKwh: 3000 }, { as: 'manager@demo.test' });
    const b = await f.tariff(driver, { startDate: '2026-02-01', pricePerKwh: 3000 }, { as: 'manager@demo.test' });
    expect([a.number, b.number]).toEqual([1, 2]);
    const file = await f.call('manager@demo.test', 'GET', `/tariffs/${a.id}/document`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('filename="bill.pdf"');
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the driver API', () => {
  it('a driver uploads their own tariff, sees it pending in their list, and corrects it after a rejection', async () => {
    const upload = await f.call<{ id: string }>('driver@demo.test', 'POST', '/documents', uploadForm(await samplePdf(), 'my-bill.pdf'));
    expect(upload.status).toBe(201);
    const created = await f.call<Tariff>('driver@demo.test', 'POST', '/me/tariffs', {
      documentId: upload.body.id,
      startDate: '2027-01-01',
      pricePerKwh: 3890,
      baseFeeMonthlyMinor: 1250,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'PENDING', userId: DEMO_IDS.users.driver, companyId: C.parent, pricePerKwh: 3890, currency: 'EUR' });
    const mine = await f.call<Tariff[]>('driver@demo.test', 'GET', '/me/tariffs');
    expect(mine.body[0]!.id).toBe(created.body.id);
    expect(mine.body.every((t) => t.userId === DEMO_IDS.users.driver)).toBe(true);

    await f.call('admin@demo.test', 'POST', `/tariffs/${created.body.id}/reject`, { reason: 'INVALID_DOCUMENT' });
    const fixed = await f.call<Tariff>('driver@demo.test', 'PUT', `/me/tariffs/${created.body.id}`, { pricePerKwh: 3900 });
    expect(fixed.body).toMatchObject({ status: 'PENDING', pricePerKwh: 3900, rejectionReason: null });

    const someoneElses = (await search('manager@demo.test', 'status=VALID')).body.results.find((t) => t.userId !== DEMO_IDS.users.driver)!;
    expect((await f.call('driver@demo.test', 'PUT', `/me/tariffs/${someoneElses.id}`, { pricePerKwh: 1 })).status).toBe(404);
    expect((await f.call('manager@demo.test', 'GET', '/me/tariffs')).status).toBe(403);
  });
});
