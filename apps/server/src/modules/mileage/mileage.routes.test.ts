import { beforeAll, describe, expect, it } from 'vitest';
import type { MileageAggregate, MileageDue, MileagePlan, MileageReading, Paged, Problem } from '@fleetwatt/shared';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { useTestServer } from '../../../test/harness.ts';
import { fetchApi } from '../../../test/api.ts';
import { insertCompany, insertDriver, insertReading } from './mileage.test-helpers.ts';

const server = useTestServer();
let call: ReturnType<typeof fetchApi>;
let admin: string;
let manager: string;
let light: string;
let driver: string;
const { parent, zurich, light: lightCompany } = DEMO_IDS.companies;
const daniel = DEMO_IDS.users.driver;

beforeAll(async () => {
  call = fetchApi(server);
  [admin, manager, light, driver] = await server.tokens('admin@demo.test', 'manager@demo.test', 'light@demo.test', 'driver@demo.test');
});

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}
const readings = async (token: string, query: string, headers: Record<string, string> = {}) =>
  json<Paged<MileageReading>>(await call(token, `/mileage/readings?${query}`, { headers }));
const aggregated = async (token: string, query: string, headers: Record<string, string> = {}) =>
  json<Paged<MileageAggregate>>(await call(token, `/mileage/aggregated?${query}`, { headers }));
const report = (body: unknown, token = driver, headers: Record<string, string> = {}) =>
  call(token, '/me/mileage', { method: 'POST', body, headers });

function lastMonth() {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, from: d, to: new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)) };
}

describe('the mileage page, all readings', () => {
  it("shows the month's readings of the own company with driver, source and time, newest first", async () => {
    const m = lastMonth();
    const page = await readings(manager, `year=${m.year}&month=${m.month}&pageSize=200`);
    const [count] = await server.database.query<{ n: number }>(
      `select count(*)::int as n from mileage_readings where company_id = $1 and read_at >= $2 and read_at < $3`,
      [parent, m.from.toISOString(), m.to.toISOString()],
    );
    expect(page.totalCount).toBe(count!.n);
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.results.every((r) => r.companyId === parent && r.readAt >= m.from.toISOString() && r.readAt < m.to.toISOString())).toBe(true);
    const times = page.results.map((r) => r.readAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(page.results.map((r) => r.source))).toContain('CAR');
  });

  it('filters by driver, source and company, and a company filter never widens the scope', async () => {
    const m = lastMonth();
    const mine = await readings(manager, `year=${m.year}&driverId=${daniel}&pageSize=200`);
    expect(mine.totalCount).toBeGreaterThan(0);
    expect(mine.results.every((r) => r.driverId === daniel && r.driverName === 'Daniel Driver')).toBe(true);
    const drivers = await readings(admin, `year=${m.year}&month=${m.month}&source=DRIVER&pageSize=200`);
    expect(drivers.totalCount).toBeGreaterThan(0);
    expect(drivers.results.every((r) => r.source === 'DRIVER')).toBe(true);
    const austria = await readings(admin, `year=${m.year}&month=${m.month}&companyId=${lightCompany}&pageSize=200`);
    expect(austria.results.every((r) => r.companyId === lightCompany)).toBe(true);
    expect((await readings(manager, `year=${m.year}&companyId=${zurich}`)).totalCount).toBe(0);
    expect((await readings(light, `year=${m.year}&driverId=${daniel}`)).totalCount).toBe(0);
  });

  it('sorts by odometer and by driver name', async () => {
    const m = lastMonth();
    const byKm = await readings(manager, `year=${m.year}&month=${m.month}&sortField=odometerKm&sortDir=ASC&pageSize=200`);
    const km = byKm.results.map((r) => r.odometerKm);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    const byName = await readings(admin, `year=${m.year}&month=${m.month}&sortField=driverName&sortDir=ASC&pageSize=100`);
    const names = byName.results.map((r) => r.driverName.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('pages every sort both ways in the order of the readings, for one company and every company', async () => {
    const year = lastMonth().year;
    const keys: Record<string, string> = {
      readAt: 'r.read_at',
      odometerKm: 'r.odometer_km',
      driverName: `lower(trim(u.first_name || ' ' || u.last_name))`,
      companyName: 'lower(c.name)',
      source: 'r.source',
    };
    const from = new Date(Date.UTC(year, 0, 1)).toISOString();
    const to = new Date(Date.UTC(year + 1, 0, 1)).toISOString();
    for (const [who, token, company] of [['manager', manager, parent], ['admin', admin, null]] as const) {
      for (const [field, key] of Object.entries(keys)) {
        for (const dir of ['ASC', 'DESC'] as const) {
          const order = field === 'readAt' ? `r.read_at ${dir}, r.id ${dir}` : `${key} ${dir}, r.read_at ${dir}, r.id ${dir}`;
          const expected = await server.database.query<{ id: string }>(
            `select r.id from mileage_readings r join users u on u.id = r.user_id join companies c on c.id = r.company_id
              where r.read_at >= $1 and r.read_at < $2 and ($3::uuid is null or r.company_id = $3) order by ${order} limit 10 offset 10`,
            [from, to, company],
          );
          const page = await readings(token, `year=${year}&sortField=${field}&sortDir=${dir}&pageSize=10&pageNumber=1`);
          expect(expected.length, `${who} ${field}`).toBe(10);
          expect(page.results.map((r) => r.id), `${who} ${field} ${dir}`).toEqual(expected.map((r) => r.id));
        }
      }
    }
  });

  it('refuses drivers, bad filters and callers without a token', async () => {
    expect((await call(driver, '/mileage/readings')).status).toBe(403);
    expect((await call(manager, '/mileage/readings?source=BUS')).status).toBe(400);
    expect((await call(manager, '/mileage/readings?month=13')).status).toBe(400);
    expect((await call(null, '/mileage/aggregated')).status).toBe(401);
  });

  it('exports the filtered readings as CSV with their plausibility, headed in German when asked', async () => {
    const m = lastMonth();
    const res = await call(manager, `/mileage/readings/export?year=${m.year}&month=${m.month}&driverId=${daniel}&export=CSV`, {
      headers: { 'accept-language': 'de' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`mileage-${m.year}-${String(m.month).padStart(2, '0')}.csv`);
    const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toContain('Kilometerstand (km)');
    expect(lines[0]).toContain('Plausibilität');
    const page = await readings(manager, `year=${m.year}&month=${m.month}&driverId=${daniel}&pageSize=200`);
    expect(lines).toHaveLength(page.totalCount + 1);
    expect(lines[1]).toContain('Daniel Driver');
    const xlsx = await call(admin, `/mileage/aggregated/export?year=${m.year}&export=XLSX`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
  });
});

describe('the driver reports the odometer, and implausible readings are flagged', () => {
  it('a plausible reading, a jump and a reading going backwards, each as the driver would send them', async () => {
    const [last] = await server.database.query<{ km: number }>(
      `select odometer_km as km from mileage_readings where user_id = $1 and flag is null order by read_at desc, id desc limit 1`,
      [daniel],
    );
    const base = Number(last!.km);
    const ok = await json<MileageReading>(await report({ odometerKm: base + 50, note: 'After the trip to Ulm' }), 201);
    expect(ok).toMatchObject({ driverId: daniel, companyId: parent, source: 'DRIVER', odometerKm: base + 50, flag: null, note: 'After the trip to Ulm' });
    const jump = await json<MileageReading>(await report({ odometerKm: base + 100_000 }), 201);
    expect(jump.flag).toBe('JUMP');
    // Compared with the last plausible reading, not with the jump.
    const back = await json<MileageReading>(await report({ odometerKm: base + 10 }), 201);
    expect(back.flag).toBe('BACKWARDS');
    const next = await json<MileageReading>(await report({ odometerKm: base + 60 }), 201);
    expect(next.flag).toBeNull();

    const flagged = await readings(manager, `driverId=${daniel}&flagged=true&pageSize=200`);
    expect(flagged.results.map((r) => r.flag).sort()).toEqual(['BACKWARDS', 'JUMP']);
    const plausible = await readings(manager, `driverId=${daniel}&flagged=false&pageSize=200`);
    expect(plausible.results.every((r) => r.flag === null)).toBe(true);
  });

  it('a late reading is checked against the one before it, and the one after it is checked again', async () => {
    const at = (d: string) => `2001-01-${d}T12:00:00Z`;
    expect((await json<MileageReading>(await report({ odometerKm: 1_000, readAt: at('01') }), 201)).flag).toBeNull();
    expect((await json<MileageReading>(await report({ odometerKm: 2_000, readAt: at('10') }), 201)).flag).toBeNull();
    // Arrives late: plausible against 1 January, but 10 January now goes backwards against it.
    expect((await json<MileageReading>(await report({ odometerKm: 3_000, readAt: at('05') }), 201)).flag).toBeNull();
    const page = await readings(manager, `year=2001&driverId=${daniel}&sortField=readAt&sortDir=ASC`);
    expect(page.results.map((r) => [r.odometerKm, r.flag])).toEqual([
      [1_000, null],
      [3_000, null],
      [2_000, 'BACKWARDS'],
    ]);
  });

  it('refuses a reading in the future, a negative odometer and other roles', async () => {
    const future = await report({ odometerKm: 1, readAt: new Date(Date.now() + 86_400_000).toISOString() });
    const problem = await json<Problem>(future, 400);
    expect(problem.errors).toEqual([{ field: 'readAt', message: 'Read at: Cannot be in the future' }]);
    expect((await report({ odometerKm: -5 })).status).toBe(400);
    expect((await report({ odometerKm: 5 }, manager)).status).toBe(403);
  });

  it("is due when the company's frequency asks and the last reading is older than the period", async () => {
    const [company] = await server.database.query<{ f: string }>('select mileage_query_frequency as f from companies where id = $1', [parent]);
    expect(company!.f).toBe('MONTHLY');
    const monthStart = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1)).toISOString();
    // Nothing this month: due.
    await server.database.query('delete from mileage_readings where user_id = $1 and read_at >= $2', [daniel, monthStart]);
    const due = await json<MileageDue>(await call(driver, '/me/mileage/due'));
    expect(due).toMatchObject({ due: true, frequency: 'MONTHLY', periodStart: monthStart });
    expect(due.lastReading).not.toBeNull();
    await json(await report({ odometerKm: due.lastReading!.odometerKm + 20 }), 201);
    const after = await json<MileageDue>(await call(driver, '/me/mileage/due'));
    expect(after).toMatchObject({ due: false, lastReading: { odometerKm: due.lastReading!.odometerKm + 20, source: 'DRIVER' } });
  });
});

describe('the mileage page, per driver and month', () => {
  it('first and last reading, driven km from the previous plausible reading, and the share of the plan', async () => {
    const company = await insertCompany(server.database, { frequency: 'MONTHLY' });
    const erik = await insertDriver(server.database, company, { name: 'Erik Month', plannedYearlyKm: 36_600 });
    const add = (km: number, at: string, flag: 'JUMP' | null = null) =>
      insertReading(server.database, { companyId: company, userId: erik, km, at, source: 'DRIVER', flag });
    await add(10_000, '2024-01-20T08:00:00Z');
    await add(12_000, '2024-02-03T08:00:00Z');
    await add(80_000, '2024-02-10T08:00:00Z', 'JUMP');
    await add(13_500, '2024-02-27T08:00:00Z');
    const page = await aggregated(admin, `year=2024&sortField=period&sortDir=ASC`, { 'x-child-company-id': company });
    expect(page.totalCount).toBe(2);
    const [jan, feb] = page.results;
    expect(jan).toMatchObject({ month: 1, firstKm: 10_000, lastKm: 10_000, drivenKm: 0, readingsCount: 1, flaggedCount: 0 });
    expect(feb).toMatchObject({
      driverName: 'Erik Month',
      year: 2024,
      month: 2,
      firstKm: 12_000,
      lastKm: 13_500,
      drivenKm: 3_500,
      readingsCount: 3,
      flaggedCount: 1,
      plannedYearlyKm: 36_600,
      // 29 of 366 days of the plan.
      plannedKm: 2_900,
      plannedSharePercent: 120.69,
    });
    const flagged = await aggregated(admin, 'year=2024&flagged=true', { 'x-child-company-id': company });
    expect(flagged.results.map((r) => r.month)).toEqual([2]);
  });

  it("equals the month's readings grouped directly, for a fleet manager's company", async () => {
    const m = lastMonth();
    const page = await aggregated(manager, `year=${m.year}&month=${m.month}&pageSize=200&sortField=driverName&sortDir=ASC`);
    const expected = await server.database.query<{ user_id: string; n: number; first_km: number; last_km: number }>(
      `select user_id, count(*)::int as n, (array_agg(odometer_km order by read_at))[1] as first_km,
              (array_agg(odometer_km order by read_at desc))[1] as last_km
         from mileage_readings where company_id = $1 and read_at >= $2 and read_at < $3 and flag is null
        group by user_id`,
      [parent, m.from.toISOString(), m.to.toISOString()],
    );
    expect(page.totalCount).toBe(expected.length);
    for (const e of expected) {
      const row = page.results.find((r) => r.driverId === e.user_id)!;
      expect(row).toMatchObject({ readingsCount: e.n, firstKm: Number(e.first_km), lastKm: Number(e.last_km) });
      expect(row.drivenKm).toBeGreaterThanOrEqual(Number(e.last_km) - Number(e.first_km));
    }
  });
});

describe('the mileage plan', () => {
  it('a fleet manager sets and removes a yearly km target of an own driver', async () => {
    const set = await json<MileagePlan>(await call(manager, `/users/${daniel}/mileage-plan`, { method: 'PUT', body: { plannedYearlyKm: 24_000 } }));
    expect(set).toEqual({ driverId: daniel, plannedYearlyKm: 24_000 });
    const [row] = await server.database.query<{ km: number }>('select planned_yearly_km as km from users where id = $1', [daniel]);
    expect(row!.km).toBe(24_000);
    const cleared = await json<MileagePlan>(await call(manager, `/users/${daniel}/mileage-plan`, { method: 'PUT', body: { plannedYearlyKm: null } }));
    expect(cleared.plannedYearlyKm).toBeNull();
  });

  it("another company's driver is not found, bad input is refused, and nothing changes", async () => {
    const [before] = await server.database.query<{ km: number | null }>('select planned_yearly_km as km from users where id = $1', [daniel]);
    expect((await call(light, `/users/${daniel}/mileage-plan`, { method: 'PUT', body: { plannedYearlyKm: 1 } })).status).toBe(404);
    const bad = await json<Problem>(await call(manager, `/users/${daniel}/mileage-plan`, { method: 'PUT', body: { plannedYearlyKm: -3 } }), 400);
    expect(bad.errors?.[0]?.field).toBe('plannedYearlyKm');
    expect((await call(driver, `/users/${daniel}/mileage-plan`, { method: 'PUT', body: { plannedYearlyKm: 1 } })).status).toBe(403);
    const [after] = await server.database.query<{ km: number | null }>('select planned_yearly_km as km from users where id = $1', [daniel]);
    expect(after!.km).toBe(before!.km);
  });
});
