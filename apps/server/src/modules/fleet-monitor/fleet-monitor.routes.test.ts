import { beforeAll, describe, expect, it } from 'vitest';
import { FLEET_MILEAGE_SORT_FIELDS, FLEET_MONITOR_SORT_FIELDS, type FleetMonitorSortField } from '@fleetwatt/shared';
import type { ConnectRow, ConnectSummary, DriverChart, FleetMileageRow, FleetMonitorAccess, Paged, Problem } from '@fleetwatt/shared';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { useTestServer } from '../../../test/harness.ts';
import { fetchApi } from '../../../test/api.ts';
import { insertCompany, insertDriver, insertReading, insertSession } from '../mileage/mileage.test-helpers.ts';

const server = useTestServer();
let call: ReturnType<typeof fetchApi>;
let admin: string;
let manager: string;
let light: string;
const { parent, childMunich, childVienna, light: lightCompany, zurich } = DEMO_IDS.companies;

/** A company whose figures are computed by hand below. */
const fx = { company: '', a: '', b: '', c: '', d: '' };

beforeAll(async () => {
  call = fetchApi(server);
  [admin, manager, light] = await server.tokens('admin@demo.test', 'manager@demo.test', 'light@demo.test');
  const db = server.database;
  fx.company = await insertCompany(db, { features: ['CarApi'] });
  fx.a = await insertDriver(db, fx.company, { name: 'Anna Alpha', plannedYearlyKm: 15_000 });
  fx.b = await insertDriver(db, fx.company, { name: 'Bert Beta' });
  fx.c = await insertDriver(db, fx.company, { name: 'Carla Gamma', plannedYearlyKm: 20_000 });
  fx.d = await insertDriver(db, fx.company, { name: 'Dora Delta', plannedYearlyKm: 12_000 });
  const read = (userId: string, km: number, at: string, flag: 'JUMP' | null = null) =>
    insertReading(db, { companyId: fx.company, userId, km, at, flag });
  // Anna, 2024 (a leap year): 10,000 km on 1 January, 12,000 km on 1 March: 2,000 km in 60 days.
  await read(fx.a, 10_000, '2024-01-01T10:00:00Z');
  await read(fx.a, 11_000, '2024-02-15T10:00:00Z');
  await read(fx.a, 99_999, '2024-02-20T10:00:00Z', 'JUMP'); // implausible: left out
  await read(fx.a, 12_000, '2024-03-01T10:00:00Z');
  // Bert: a single reading.
  await read(fx.b, 5_000, '2024-06-01T08:00:00Z');
  // Carla: none. Dora: 2023 only (not a leap year): 2,000 km in 59 days.
  await read(fx.d, 1_000, '2023-01-01T10:00:00Z');
  await read(fx.d, 3_000, '2023-03-01T10:00:00Z');
  // Home charging: Anna 30 kWh at home and 10 kWh in public (75 %), Bert 20 kWh at home (100 %).
  await insertSession(db, { companyId: fx.company, userId: fx.a, wh: 30_000, at: '2024-02-01T18:00:00Z', source: 'CABLE' });
  await insertSession(db, { companyId: fx.company, userId: fx.a, wh: 10_000, at: '2024-02-02T12:00:00Z', source: 'EXTERNAL' });
  await insertSession(db, { companyId: fx.company, userId: fx.b, wh: 20_000, at: '2024-07-01T18:00:00Z', source: 'CABLE' });
});

const asFixture = () => ({ 'x-child-company-id': fx.company });
async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}
const rows = async (token: string, query: string, headers: Record<string, string> = {}) =>
  json<Paged<ConnectRow>>(await call(token, `/fleet-monitor/rows?${query}`, { headers }));
const summary = async (token: string, query: string, headers: Record<string, string> = {}) =>
  json<ConnectSummary>(await call(token, `/fleet-monitor/summary?${query}`, { headers }));

describe('the Connect formulas of spec section 9, against cases computed by hand', () => {
  it('a leap year counts 366 days: 2,000 km in 60 days forecasts 12,200 km', async () => {
    const page = await rows(admin, 'year=2024&pageSize=200', asFixture());
    const anna = page.results.find((r) => r.driverId === fx.a)!;
    expect(anna).toMatchObject({
      driverName: 'Anna Alpha',
      latestKm: 12_000,
      latestSource: 'CAR',
      drivenKm: 2_000,
      daysObserved: 60,
      forecastKm: 12_200,
      plannedKm: 15_000,
      deviationPercent: -18.67,
      homeChargingPercent: 75,
    });
    expect(anna.latestReadAt).toBe('2024-03-01T10:00:00.000Z');
  });

  it('a driver with one reading has driven 0 km over one day; a driver without readings has no figures', async () => {
    const page = await rows(admin, 'year=2024&pageSize=200', asFixture());
    expect(page.totalCount).toBe(4);
    const bert = page.results.find((r) => r.driverId === fx.b)!;
    expect(bert).toMatchObject({ latestKm: 5_000, drivenKm: 0, daysObserved: 1, forecastKm: 0, plannedKm: null, deviationPercent: null, homeChargingPercent: 100 });
    const carla = page.results.find((r) => r.driverId === fx.c)!;
    expect(carla).toMatchObject({ latestKm: null, drivenKm: null, daysObserved: null, forecastKm: null, plannedKm: 20_000, deviationPercent: null, homeChargingPercent: null });
    expect(carla.status).toBe('NOT_CONNECTED');
  });

  it('the summary sums forecasts and driven km, and averages over drivers with data only', async () => {
    expect(await summary(admin, 'year=2024', asFixture())).toEqual({
      year: 2024,
      daysInYear: 366,
      driversCount: 4,
      driversWithData: 2,
      forecastKm: 12_200,
      drivenKm: 2_000,
      plannedKm: 47_000,
      averageKmPerDriver: 1_000,
      homeChargingAveragePercent: 87.5,
      noCarDataCount: 0,
    });
  });

  it('a year of 365 days: 2,000 km in 59 days forecasts 12,373 km (rounded half-up)', async () => {
    const page = await rows(admin, 'year=2023&sortField=forecastKm&sortDir=DESC', asFixture());
    expect(page.results[0]).toMatchObject({ driverId: fx.d, drivenKm: 2_000, daysObserved: 59, forecastKm: 12_373, deviationPercent: 3.11 });
    const s = await summary(admin, 'year=2023', asFixture());
    expect(s).toMatchObject({ daysInYear: 365, driversWithData: 1, forecastKm: 12_373, drivenKm: 2_000, averageKmPerDriver: 2_000, homeChargingAveragePercent: null });
  });

  it("the mileage table gives each month's km, adding up to the year", async () => {
    const page = await json<Paged<FleetMileageRow>>(await call(admin, '/fleet-monitor/mileage?year=2024', { headers: asFixture() }));
    const anna = page.results.find((r) => r.driverId === fx.a)!;
    expect(anna.months).toEqual([0, 1_000, 1_000, null, null, null, null, null, null, null, null, null]);
    expect(anna.totalKm).toBe(2_000);
    expect(page.results.find((r) => r.driverId === fx.b)!.months[5]).toBe(0);
    expect(page.results.find((r) => r.driverId === fx.c)!).toMatchObject({ totalKm: null, plannedYearlyKm: 20_000 });
  });

  it("a driver's chart: cumulative km up to the latest reading, the plan line and the forecast line", async () => {
    const chart = await json<DriverChart>(await call(admin, `/fleet-monitor/drivers/${fx.a}/chart?year=2024`, { headers: asFixture() }));
    expect(chart).toMatchObject({ driverName: 'Anna Alpha', daysInYear: 366, plannedYearlyKm: 15_000, drivenKm: 2_000, daysObserved: 60, forecastKm: 12_200 });
    expect(chart.points).toHaveLength(12);
    expect(chart.points[0]).toEqual({ month: 1, actualKm: 0, planKm: 1_270, forecastKm: 1_033 });
    expect(chart.points[1]).toMatchObject({ month: 2, actualKm: 1_000 });
    expect(chart.points[2]).toMatchObject({ month: 3, actualKm: 2_000 });
    expect(chart.points[3]!.actualKm).toBeNull();
    expect(chart.points[11]).toEqual({ month: 12, actualKm: null, planKm: 15_000, forecastKm: 12_200 });
  });

  it('sorts by a figure with drivers without one last, and searches by name', async () => {
    const up = await rows(admin, 'year=2024&sortField=forecastKm&sortDir=ASC', asFixture());
    expect(up.results.map((r) => r.forecastKm)).toEqual([0, 12_200, null, null]);
    const down = await rows(admin, 'year=2024&sortField=forecastKm&sortDir=DESC', asFixture());
    expect(down.results.map((r) => r.forecastKm)).toEqual([12_200, 0, null, null]);
    const found = await rows(admin, 'year=2024&search=alph', asFixture());
    expect(found.results.map((r) => r.driverId)).toEqual([fx.a]);
  });
});


describe('pages in every sort', () => {
  const FIGURE: Partial<Record<FleetMonitorSortField, (r: ConnectRow) => number | null>> = {
    latestKm: (r) => r.latestKm,
    drivenKm: (r) => r.drivenKm,
    forecastKm: (r) => r.forecastKm,
    deviationPercent: (r) => r.deviationPercent,
    homeChargingPercent: (r) => r.homeChargingPercent,
  };

  it('order every driver by the column (drivers without a figure last), and small pages put together give the same order', async () => {
    const year = new Date().getUTCFullYear();
    for (const field of FLEET_MONITOR_SORT_FIELDS) {
      for (const dir of ['ASC', 'DESC'] as const) {
        const query = `year=${year}&sortField=${field}&sortDir=${dir}`;
        const whole = await rows(admin, `${query}&pageSize=200`);
        expect(whole.totalCount, field).toBeGreaterThan(10);
        expect(whole.results, field).toHaveLength(whole.totalCount);
        const pieces: ConnectRow[] = [];
        for (let page = 0; page < Math.ceil(whole.totalCount / 7); page++) {
          pieces.push(...(await rows(admin, `${query}&pageSize=7&pageNumber=${page}`)).results);
        }
        expect(pieces.map((r) => r.driverId), `${field} ${dir}`).toEqual(whole.results.map((r) => r.driverId));
        const figure = FIGURE[field];
        if (!figure) continue;
        const values = whole.results.map(figure);
        const present = values.filter((v): v is number => v !== null);
        expect(values.slice(present.length).every((v) => v === null), `${field} ${dir}: without a figure last`).toBe(true);
        const sorted = [...present].sort((a, b) => (dir === 'ASC' ? a - b : b - a));
        expect(present, `${field} ${dir}`).toEqual(sorted);
      }
    }
  });

  it('the mileage table: the same in every sort, and a total sorts as its months add up', async () => {
    const year = new Date().getUTCFullYear();
    for (const field of FLEET_MILEAGE_SORT_FIELDS) {
      for (const dir of ['ASC', 'DESC'] as const) {
        const query = `year=${year}&sortField=${field}&sortDir=${dir}`;
        const mileage = async (more: string) => json<Paged<FleetMileageRow>>(await call(admin, `/fleet-monitor/mileage?${query}&${more}`));
        const whole = await mileage('pageSize=200');
        expect(whole.results, field).toHaveLength(whole.totalCount);
        const pieces: FleetMileageRow[] = [];
        for (let page = 0; page < Math.ceil(whole.totalCount / 7); page++) pieces.push(...(await mileage(`pageSize=7&pageNumber=${page}`)).results);
        expect(pieces.map((r) => r.driverId), `${field} ${dir}`).toEqual(whole.results.map((r) => r.driverId));
        for (const row of whole.results) {
          const months = row.months.filter((km): km is number => km !== null);
          expect(row.totalKm, row.driverName).toBe(months.length ? months.reduce((a, b) => a + b, 0) : null);
        }
        if (field !== 'totalKm') continue;
        const totals = whole.results.map((r) => r.totalKm);
        const present = totals.filter((v): v is number => v !== null);
        expect(present.length, 'drivers with a total').toBeGreaterThan(5);
        expect(totals.slice(present.length).every((v) => v === null)).toBe(true);
        expect(present).toEqual([...present].sort((a, b) => (dir === 'ASC' ? a - b : b - a)));
      }
    }
  });
});

describe('the summary is the rows computed again', () => {
  it("equals a direct computation over every company with Connect for an administrator's current year", async () => {
    const year = new Date().getUTCFullYear();
    const [expected] = await server.database.query<Record<string, number | string | null>>(
      `with d as (
         select u.id, u.company_id, u.planned_yearly_km from users u join companies c on c.id = u.company_id
          where u.role = 'USER' and ('CarApi' = any(c.features)
            or (c.connect_trial_started_at <= now() and c.connect_trial_started_at + interval '14 days' > now()))
       ), f as (
         select d.id, d.planned_yearly_km,
                (select min(read_at) from mileage_readings r where r.user_id = d.id and r.company_id = d.company_id and r.flag is null and r.read_at >= $1 and r.read_at < $2) as first_at,
                (select max(read_at) from mileage_readings r where r.user_id = d.id and r.company_id = d.company_id and r.flag is null and r.read_at >= $1 and r.read_at < $2) as last_at,
                (select odometer_km from mileage_readings r where r.user_id = d.id and r.company_id = d.company_id and r.flag is null and r.read_at >= $1 and r.read_at < $2 order by read_at, id limit 1) as first_km,
                (select odometer_km from mileage_readings r where r.user_id = d.id and r.company_id = d.company_id and r.flag is null and r.read_at >= $1 and r.read_at < $2 order by read_at desc, id desc limit 1) as last_km,
                (select sum(watt_hours) filter (where source <> 'EXTERNAL') * 100.0 / nullif(sum(watt_hours), 0) from charging_sessions s
                  where s.user_id = d.id and s.company_id = d.company_id and s.start_date >= $1 and s.start_date < $2
                    and s.watt_hours is not null and s.review_status <> 'IGNORED') as home
           from d
       ), g as (
         select f.*, last_km - first_km as driven,
                round((last_km - first_km) * $3::numeric / greatest(1, last_at::date - first_at::date)) as forecast
           from (select id, planned_yearly_km, home, first_km, last_km,
                        (first_at at time zone 'UTC') as first_at, (last_at at time zone 'UTC') as last_at from f) f
       )
       select count(*)::int as drivers, count(first_km)::int as with_data, coalesce(sum(forecast), 0)::bigint as forecast,
              coalesce(sum(driven), 0)::bigint as driven, coalesce(sum(planned_yearly_km), 0)::bigint as planned,
              round(sum(driven)::numeric / nullif(count(first_km), 0))::int as average, round(avg(home), 2)::text as home
         from g`,
      [`${year}-01-01T00:00:00Z`, `${year + 1}-01-01T00:00:00Z`, (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000],
    );
    const s = await summary(admin, '');
    expect(s.year).toBe(year);
    expect(s.driversWithData).toBeGreaterThan(10);
    expect({
      drivers: s.driversCount,
      withData: s.driversWithData,
      forecast: s.forecastKm,
      driven: s.drivenKm,
      planned: s.plannedKm,
      average: s.averageKmPerDriver,
      home: s.homeChargingAveragePercent,
    }).toEqual({
      drivers: expected!.drivers,
      withData: expected!.with_data,
      forecast: Number(expected!.forecast),
      driven: Number(expected!.driven),
      planned: Number(expected!.planned),
      average: expected!.average,
      home: expected!.home === null ? null : Number(expected!.home),
    });
    // And the rows add up to it.
    const all = await rows(admin, 'pageSize=200');
    expect(all.totalCount).toBe(s.driversCount);
    expect(all.results.reduce((sum, r) => sum + (r.forecastKm ?? 0), 0)).toBe(s.forecastKm);
  });
});

describe('who sees which Connect rows', () => {
  it("a fleet manager sees the own company's drivers, or a selected child company's", async () => {
    const own = await rows(manager, 'pageSize=200');
    expect(own.totalCount).toBeGreaterThan(0);
    expect(new Set(own.results.map((r) => r.companyId))).toEqual(new Set([parent]));
    const munich = await rows(manager, 'pageSize=200', { 'x-child-company-id': childMunich });
    expect(new Set(munich.results.map((r) => r.companyId))).toEqual(new Set([childMunich]));
  });

  it("a company's own figures never include another company, and a company filter never widens the scope", async () => {
    const narrowed = await rows(manager, `companyId=${zurich}`);
    expect(narrowed.totalCount).toBe(0);
    const chart = await call(manager, `/fleet-monitor/drivers/${fx.a}/chart?year=2024`);
    expect(chart.status).toBe(404);
  });

  it('a company without CarApi sees the upgrade answer; the access call says why', async () => {
    const res = await call(manager, '/fleet-monitor/rows', { headers: { 'x-child-company-id': childVienna } });
    const body = await json<Problem>(res, 403);
    expect(body.code).toBe('UPGRADE_REQUIRED');
    expect(body.detail).toBe('Your company must upgrade to access this feature');
    const de = await call(light, '/fleet-monitor/summary', { headers: { 'accept-language': 'de' } });
    expect((await json<Problem>(de, 403)).detail).toBe('Ihr Unternehmen benötigt ein Upgrade, um diese Funktion zu nutzen');
    const access = await json<FleetMonitorAccess>(await call(light, '/fleet-monitor/access'));
    expect(access).toMatchObject({ companyId: lightCompany, hasCarApi: false, trialActive: false, canStartTrial: true, access: false });
    const adminAccess = await json<FleetMonitorAccess>(await call(admin, '/fleet-monitor/access'));
    expect(adminAccess.access).toBe(true);
  });

  it('drivers and callers without a token are refused', async () => {
    const driver = await server.token('driver@demo.test');
    expect((await call(driver, '/fleet-monitor/rows')).status).toBe(403);
    expect((await call(driver, `/companies/${DEMO_IDS.companies.parent}/connect-trial`, { method: 'POST' })).status).toBe(403);
    expect((await call(null, '/fleet-monitor/summary')).status).toBe(401);
    expect((await call(admin, '/fleet-monitor/rows?sortField=speed')).status).toBe(400);
  });
});

describe('the 14-day Connect trial', () => {
  it('starts once per company: the second start answers 409 and the first stays', async () => {
    const other = await call(light, `/companies/${parent}/connect-trial`, { method: 'POST' });
    expect(other.status).toBe(404);
    const withCarApi = await call(manager, `/companies/${parent}/connect-trial`, { method: 'POST' });
    expect(withCarApi.status).toBe(409);

    const started = await json<FleetMonitorAccess>(await call(light, `/companies/${lightCompany}/connect-trial`, { method: 'POST' }), 201);
    expect(started).toMatchObject({ companyId: lightCompany, hasCarApi: false, trialActive: true, canStartTrial: false, access: true });
    expect(new Date(started.trialEndsAt!).getTime() - new Date(started.trialStartedAt!).getTime()).toBe(14 * 86_400_000);
    expect((await call(light, '/fleet-monitor/rows')).status).toBe(200);

    const again = await call(light, `/companies/${lightCompany}/connect-trial`, { method: 'POST', headers: { 'accept-language': 'de' } });
    const problem = await json<Problem>(again, 409);
    expect(problem.detail).toBe('Die 14-tägige Connect-Testphase dieses Unternehmens wurde bereits genutzt.');
    const [row] = await server.database.query<{ at: Date }>('select connect_trial_started_at as at from companies where id = $1', [lightCompany]);
    expect(new Date(row!.at).toISOString()).toBe(started.trialStartedAt);
  });

  it('an ended trial shows the upgrade answer again and cannot start anew', async () => {
    const ended = await insertCompany(server.database, { trialStartedAt: new Date(Date.now() - 15 * 86_400_000) });
    const headers = { 'x-child-company-id': ended };
    expect((await call(admin, '/fleet-monitor/rows', { headers })).status).toBe(403);
    const access = await json<FleetMonitorAccess>(await call(admin, '/fleet-monitor/access', { headers }));
    expect(access).toMatchObject({ trialActive: false, canStartTrial: false, access: false });
    expect((await call(admin, `/companies/${ended}/connect-trial`, { method: 'POST' })).status).toBe(409);
  });
});
