import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_SORT_FIELDS, type DriverPage, type Problem, type UserSimpleItem } from '@fleetwatt/shared';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { useTestServer } from '../../../test/harness.ts';
import { fetchApi } from '../../../test/api.ts';
import { factories } from '../../../test/factories.ts';
import { expectedDrivers } from './users.test-helpers.ts';
import { monthBefore } from '../../../test/months.ts';

const server = useTestServer();
let call: ReturnType<typeof fetchApi>;
let admin: string;
let manager: string;
const { parent, childMunich, zurich } = DEMO_IDS.companies;
const lastMonth = monthBefore(1);
const monthQuery = `year=${lastMonth.year}&month=${lastMonth.month}`;

beforeAll(async () => {
  call = fetchApi(server);
  [admin, manager] = await server.tokens('admin@demo.test', 'manager@demo.test');
});

async function page(token: string, query: string, headers: Record<string, string> = {}): Promise<DriverPage> {
  const res = await call(token, `/users/search?${query}`, { headers });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as DriverPage;
}

/** Every page of a query, concatenated. */
async function allPages(token: string, query: string, pageSize: number, headers: Record<string, string> = {}) {
  const first = await page(token, `${query}&pageSize=${pageSize}&pageNumber=0`, headers);
  const rows = [...first.results];
  for (let n = 1; n < first.totalPages; n++) rows.push(...(await page(token, `${query}&pageSize=${pageSize}&pageNumber=${n}`, headers)).results);
  return { first, rows };
}

describe('GET /backend/users/search: the drivers table', () => {
  it('sorts every driver of the company by each column both ways, across pages, with the month figures from the sessions', async () => {
    for (const field of USER_SORT_FIELDS) {
      for (const dir of ['ASC', 'DESC'] as const) {
        const expected = await expectedDrivers(server.database, parent, lastMonth, field, dir === 'ASC' ? 'asc' : 'desc');
        const { first, rows } = await allPages(manager, `${monthQuery}&sortField=${field}&sortDir=${dir}`, 5);
        expect(first.totalCount).toBe(expected.length);
        expect(first.totalPages).toBe(Math.ceil(expected.length / 5));
        expect(rows.map((r) => r.id), `${field} ${dir}`).toEqual(expected.map((e) => e.id));
        expect(rows.map((r) => [r.energyWh, r.expenseMinor])).toEqual(expected.map((e) => [e.energy, e.expense]));
      }
    }
  });

  it('sorts by expense, highest first, 50 a page, in the current UTC month unless asked otherwise', async () => {
    const now = monthBefore(0);
    const expected = await expectedDrivers(server.database, null, now, 'expense', 'desc');
    const res = await page(admin, '');
    expect(res.results).toHaveLength(Math.min(50, expected.length));
    expect(res.totalCount).toBe(expected.length);
    expect(res.results.map((r) => r.id)).toEqual(expected.slice(0, 50).map((e) => e.id));
    expect(res.results.map((r) => r.expenseMinor)).toEqual(expected.slice(0, 50).map((e) => e.expense));
    const explicit = await page(admin, `year=${now.year}&month=${now.month}`);
    expect(explicit.results.map((r) => r.id)).toEqual(res.results.map((r) => r.id));
  });

  it('another month shows that month\'s energy and expense', async () => {
    const earlier = monthBefore(2);
    const [a, b] = await Promise.all([
      allPages(manager, `${monthQuery}&sortField=userName&sortDir=ASC`, 50),
      allPages(manager, `year=${earlier.year}&month=${earlier.month}&sortField=userName&sortDir=ASC`, 50),
    ]);
    const expectedEarlier = new Map((await expectedDrivers(server.database, parent, earlier)).map((e) => [e.id, e]));
    for (const row of b.rows) {
      expect([row.energyWh, row.expenseMinor]).toEqual([expectedEarlier.get(row.id)!.energy, expectedEarlier.get(row.id)!.expense]);
    }
    const changed = a.rows.filter((row, i) => row.energyWh !== b.rows[i]!.energyWh || row.expenseMinor !== b.rows[i]!.expenseMinor);
    expect(changed.length).toBeGreaterThan(0);
  });

  it('a year without a month (the empty month option) shows the whole year', async () => {
    const year = lastMonth.year;
    const { rows } = await allPages(manager, `year=${year}&sortField=userName&sortDir=ASC`, 50);
    const whole = { from: new Date(Date.UTC(year, 0, 1)), to: new Date(Date.UTC(year + 1, 0, 1)) };
    const expected = new Map((await expectedDrivers(server.database, parent, whole)).map((e) => [e.id, e]));
    expect(rows.length).toBe(expected.size);
    for (const row of rows) {
      expect([row.energyWh, row.expenseMinor]).toEqual([expected.get(row.id)!.energy, expected.get(row.id)!.expense]);
    }
    const monthOnly = await allPages(manager, `${monthQuery}&sortField=userName&sortDir=ASC`, 50);
    const yearTotal = rows.reduce((sum, r) => sum + r.energyWh, 0);
    const monthTotal = monthOnly.rows.reduce((sum, r) => sum + r.energyWh, 0);
    expect(yearTotal).toBeGreaterThan(monthTotal);
  });

  it('counts home charging without IGNORED sessions, energy and expense alike', async () => {
    const [row] = await server.database.query<{ user_id: string; y: number; m: number }>(
      `select s.user_id, extract(year from s.start_date)::int as y, extract(month from s.start_date)::int as m
         from charging_sessions s join users u on u.id = s.user_id and u.company_id = s.company_id
        where s.review_status = 'IGNORED' and s.watt_hours > 0 and s.company_id = $1 limit 1`,
      [parent],
    );
    expect(row).toBeDefined();
    const { rows } = await allPages(manager, `year=${row!.y}&month=${row!.m}`, 50);
    const shown = rows.find((r) => r.id === row!.user_id)!;
    const [sums] = await server.database.query<{ all_wh: number; kept_wh: number; all_minor: number; kept_minor: number }>(
      `select sum(watt_hours)::bigint as all_wh, sum(watt_hours) filter (where review_status <> 'IGNORED')::bigint as kept_wh,
              sum(expense_minor)::bigint as all_minor, sum(expense_minor) filter (where review_status <> 'IGNORED')::bigint as kept_minor
         from charging_sessions where user_id = $1 and company_id = $2 and source <> 'EXTERNAL'
          and extract(year from start_date) = $3 and extract(month from start_date) = $4`,
      [row!.user_id, parent, row!.y, row!.m],
    );
    expect(shown.energyWh).toBe(Number(sums!.kept_wh ?? 0));
    expect(shown.energyWh).toBeLessThan(Number(sums!.all_wh));
    expect(shown.expenseMinor).toBe(Number(sums!.kept_minor ?? 0));
  });

  it('adds up to the charging sessions indicators of the same month and company', async () => {
    for (const { year, month } of [lastMonth, monthBefore(0)]) {
      const { rows } = await allPages(manager, `year=${year}&month=${month}`, 50);
      const summary = (await (await call(manager, `/charging-sessions/summary?year=${year}&month=${month}`)).json()) as {
        current: { energyConsumption: number; expenses: number };
      };
      expect(rows.reduce((sum, r) => sum + r.energyWh, 0)).toBe(summary.current.energyConsumption);
      expect(rows.reduce((sum, r) => sum + r.expenseMinor, 0)).toBe(summary.current.expenses);
    }
  });

  it('finds drivers by first name, last name, both in either order, or email, in any case', async () => {
    const daniel = DEMO_IDS.users.driver;
    for (const q of ['dani', 'DRIVER', 'daniel driver', 'Driver Daniel', 'driver@demo']) {
      const res = await page(manager, `userName=${encodeURIComponent(q)}`);
      expect(res.results.map((r) => r.id), q).toContain(daniel);
      expect(res.totalCount).toBe(res.results.length);
    }
    const none = await page(manager, 'userName=nobody-by-this-name');
    expect(none).toEqual({ results: [], totalCount: 0, totalPages: 0 });
  });

  it('shows the company, subscription, cable, tariff status, currency and completeness of a driver', async () => {
    const res = await page(manager, 'userName=driver@demo.test');
    const row = res.results[0]!;
    expect(row).toMatchObject({
      id: DEMO_IDS.users.driver,
      firstName: 'Daniel',
      lastName: 'Driver',
      userName: 'Daniel Driver',
      companyId: parent,
      companyName: 'Voltwerk Holding GmbH',
      currency: 'EUR',
    });
    const [cable] = await server.database.query<{ id: string; hardware_id: string }>(
      'select id, hardware_id from cables where user_id = $1',
      [row.id],
    );
    expect(row.cable).toEqual(cable ? { id: cable.id, hardwareId: cable.hardware_id } : null);
    const [license] = await server.database.query<{ status: string; end: string }>(
      `select status, expiration_date::text as end from licenses where user_id = $1 and type = 'HOME_CHARGING'
        order by (status = 'CANCELLED'), expiration_date desc limit 1`,
      [row.id],
    );
    expect(row.subscription).toEqual(license ? { status: license.status, endDate: license.end } : null);
    expect(row.completeness.complete).toBe(row.completeness.missing.length === 0);
  });

  it('names what a driver still has to provide, the company\'s required fields included', async () => {
    const id = DEMO_IDS.users.driver;
    await server.database.query(`update companies set require_employee_id = true where id = $1`, [parent]);
    const before = await server.database.query<{ employee_id: string | null; iban: string | null }>(
      'select employee_id, iban from users where id = $1',
      [id],
    );
    await server.database.query(`update users set employee_id = null, iban = null where id = $1`, [id]);
    try {
      const row = (await page(manager, 'userName=driver@demo.test')).results[0]!;
      expect(row.completeness.complete).toBe(false);
      expect(row.completeness.missing).toEqual(expect.arrayContaining(['IBAN', 'EMPLOYEE_ID']));
    } finally {
      await server.database.query(`update companies set require_employee_id = false where id = $1`, [parent]);
      await server.database.query(`update users set employee_id = $2, iban = $3 where id = $1`, [id, before[0]!.employee_id, before[0]!.iban]);
    }
  });
});

describe('who sees which drivers', () => {
  it('a fleet manager sees only the own company\'s drivers', async () => {
    const expected = await expectedDrivers(server.database, parent, lastMonth);
    const { rows, first } = await allPages(manager, monthQuery, 200);
    expect(first.totalCount).toBe(expected.length);
    expect(new Set(rows.map((r) => r.companyId))).toEqual(new Set([parent]));
  });

  it('X-Child-Company-Id narrows the list to the child company', async () => {
    const expected = await expectedDrivers(server.database, childMunich, lastMonth);
    const { rows } = await allPages(manager, monthQuery, 200, { 'x-child-company-id': childMunich });
    expect(rows.map((r) => r.id)).toEqual(expected.map((e) => e.id));
    expect(rows.every((r) => r.companyName === 'Voltwerk München GmbH')).toBe(true);
  });

  it('a fleet manager cannot select a company that is not a child', async () => {
    const res = await call(manager, '/users/search', { headers: { 'x-child-company-id': zurich } });
    expect(res.status).toBe(404);
  });

  it('an administrator sees the drivers of every company, also those without one', async () => {
    const expected = await expectedDrivers(server.database, null, lastMonth);
    const { rows } = await allPages(admin, monthQuery, 200);
    expect(rows.map((r) => r.id)).toEqual(expected.map((e) => e.id));
    expect(new Set(rows.map((r) => r.companyId)).size).toBeGreaterThan(3);
    const invitee = rows.find((r) => r.id === DEMO_IDS.users.invitee);
    expect(invitee).toMatchObject({ companyId: null, companyName: null, currency: null, energyWh: 0, expenseMinor: 0 });
  });

  it('lists fleet managers when asked for that role', async () => {
    const res = await page(manager, 'role=FLEETMANAGER');
    expect(res.results.map((r) => r.id)).toContain(DEMO_IDS.users.manager);
  });

  it('a driver may not list drivers, and without a token the answer is 401', async () => {
    const driver = await server.token('driver@demo.test');
    expect((await call(driver, '/users/search')).status).toBe(403);
    expect((await call(driver, '/users/export?export=CSV')).status).toBe(403);
    expect((await call(driver, '/users/simple-search')).status).toBe(403);
    expect((await call(null, '/users/search')).status).toBe(401);
    expect((await call(null, '/users/export?export=CSV')).status).toBe(401);
  });

  it('refuses a year outside 2000 to 2036, a month outside 1 to 12 and an unknown sort field', async () => {
    const res = await call(manager, '/users/search?year=1999&month=13&sortField=email');
    expect(res.status).toBe(400);
    const problem = (await res.json()) as Problem;
    expect(problem.errors?.map((e) => e.field).sort()).toEqual(['month', 'sortField', 'year']);
  });
});

describe('GET /backend/users/export', () => {
  it('exports the searched drivers as CSV, headed in German when asked, and defuses formulas', async () => {
    const id = DEMO_IDS.users.driver;
    const [before] = await server.database.query<{ first_name: string }>('select first_name from users where id = $1', [id]);
    await server.database.query(`update users set first_name = '=HYPERLINK("http://evil.test")' where id = $1`, [id]);
    try {
      const expected = await expectedDrivers(server.database, parent, lastMonth);
      const res = await call(manager, `/users/export?export=CSV&${monthQuery}`, { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="drivers-${lastMonth.year}-${String(lastMonth.month).padStart(2, '0')}.csv"`,
      );
      const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines[0]).toBe(
        'Unternehmen,Fahrer,E-Mail,Abonnement,Abonnement bis,Energie (kWh),Kosten,Kosten (Währung),Tarif,Kabel,Profil vollständig,Fehlt,ID',
      );
      expect(lines).toHaveLength(expected.length + 1);
      const ids = lines.slice(1).map((l) => l.slice(l.lastIndexOf(',') + 1));
      expect(ids).toEqual(expected.map((e) => e.id));
      const evil = lines.find((l) => l.includes('evil.test'))!;
      expect(evil).toContain(`"'=HYPERLINK(""http://evil.test"") Driver"`);
      expect(lines.some((l) => l.split(',').some((f) => f.startsWith('=')))).toBe(false);
    } finally {
      await server.database.query('update users set first_name = $2 where id = $1', [id, before!.first_name]);
    }
  });

  it('exports only the drivers the user name filter finds, with the energy in kWh', async () => {
    const res = await call(manager, `/users/export?export=CSV&${monthQuery}&userName=driver@demo.test`);
    const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]!.split(',')[5]).toBe('Energy (kWh)');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Daniel Driver');
    const expected = (await expectedDrivers(server.database, parent, lastMonth)).find((e) => e.id === DEMO_IDS.users.driver)!;
    expect(lines[1]!.split(',')[5]).toBe((expected.energy / 1000).toFixed(3));
  });

  it('exports XLSX with a Payment+ column for administrators', async () => {
    const res = await call(admin, `/users/export?export=XLSX&${monthQuery}`, { headers: { 'x-child-company-id': parent } });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).filter(Boolean);
    expect(headers).toContain('Payment+');
    expect(sheet.rowCount).toBe((await expectedDrivers(server.database, parent, lastMonth)).length + 1);
  });

  it('needs a known file type', async () => {
    expect((await call(manager, '/users/export')).status).toBe(400);
    expect((await call(manager, '/users/export?export=PDF')).status).toBe(400);
  });
});

describe('GET /backend/users/simple-search', () => {
  it('finds up to 20 drivers of the scope by name for a picker', async () => {
    const res = await call(manager, '/users/simple-search?name=dan');
    expect(res.status).toBe(200);
    const items = (await res.json()) as UserSimpleItem[];
    expect(items.find((i) => i.id === DEMO_IDS.users.driver)).toEqual({
      id: DEMO_IDS.users.driver,
      name: 'Daniel Driver',
      email: 'driver@demo.test',
      companyId: parent,
      companyName: 'Voltwerk Holding GmbH',
    });
    expect(items.every((i) => i.companyId === parent)).toBe(true);
    const all = (await (await call(admin, '/users/simple-search')).json()) as UserSimpleItem[];
    expect(all).toHaveLength(20);
  });

  it('filters by company for an administrator and answers 404 for a company outside a fleet manager\'s scope', async () => {
    const items = (await (await call(admin, `/users/simple-search?companyId=${zurich}`)).json()) as UserSimpleItem[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.companyName === 'Limmat Fleet AG')).toBe(true);
    expect((await call(manager, `/users/simple-search?companyId=${zurich}`)).status).toBe(404);
  });
});

/*
 * Pages past the first thousand drivers are read from the list's nearer end (lib/far-end-page.ts):
 * 1,100 more drivers of one company, most without a session, with repeated names, so that ties on
 * the figures and the names fall to the id.
 */
describe('GET /backend/users/search: pages past the first thousand drivers', () => {
  beforeAll(async () => {
    await factories(server).manyDrivers(zurich, 1_100);
  });
  afterAll(async () => {
    await server.database.query(`delete from users where email like 'deep.%@made.test'`);
  });

  it('equal the sessions summed directly, for every sort both ways, a month and a whole year, from both ends', async () => {
    const year = lastMonth.year;
    const periods = [
      { query: monthQuery, range: lastMonth },
      { query: `year=${year}`, range: { from: new Date(Date.UTC(year, 0, 1)), to: new Date(Date.UTC(year + 1, 0, 1)) } },
    ];
    for (const period of periods) {
      for (const field of USER_SORT_FIELDS) {
        for (const dir of ['ASC', 'DESC'] as const) {
          const expected = await expectedDrivers(server.database, null, period.range, field, dir === 'ASC' ? 'asc' : 'desc');
          expect(expected.length).toBeGreaterThan(1_100);
          const last = Math.ceil(expected.length / 50) - 1;
          for (const n of [20, Math.floor(last * 0.7), last]) {
            const res = await page(admin, `${period.query}&sortField=${field}&sortDir=${dir}&pageSize=50&pageNumber=${n}`);
            expect(res.totalCount).toBe(expected.length);
            const want = expected.slice(n * 50, n * 50 + 50);
            expect(res.results.map((r) => r.id), `${period.query} ${field} ${dir} page ${n + 1}`).toEqual(want.map((e) => e.id));
            expect(res.results.map((r) => r.expenseMinor)).toEqual(want.map((e) => e.expense));
          }
        }
      }
    }
  });

  it('across companies by expense, every page both ways: each currency\'s drivers above zero, then those at zero', async () => {
    const year = lastMonth.year;
    const whole = { from: new Date(Date.UTC(year, 0, 1)), to: new Date(Date.UTC(year + 1, 0, 1)) };
    for (const [query, range] of [[monthQuery, lastMonth], [`year=${year}`, whole]] as const) {
      for (const dir of ['ASC', 'DESC'] as const) {
        const expected = await expectedDrivers(server.database, null, range, 'expense', dir === 'ASC' ? 'asc' : 'desc');
        const { first, rows } = await allPages(admin, `${query}&sortField=expense&sortDir=${dir}`, 100);
        expect(first.totalCount).toBe(expected.length);
        expect(rows.map((r) => r.id), `${query} expense ${dir}`).toEqual(expected.map((e) => e.id));
        expect(rows.map((r) => r.expenseMinor)).toEqual(expected.map((e) => e.expense));
      }
    }
  });

  it('one company sorted by a figure: drivers with a figure above zero, then those without, from both ends', async () => {
    const year = lastMonth.year;
    const whole = { from: new Date(Date.UTC(year, 0, 1)), to: new Date(Date.UTC(year + 1, 0, 1)) };
    for (const [query, range] of [[monthQuery, lastMonth], [`year=${year}`, whole]] as const) {
      for (const field of ['energy', 'expense'] as const) {
        for (const dir of ['ASC', 'DESC'] as const) {
          const expected = await expectedDrivers(server.database, zurich, range, field, dir === 'ASC' ? 'asc' : 'desc');
          const withFigure = expected.filter((e) => (field === 'energy' ? e.energy : e.expense) > 0).length;
          expect(withFigure).toBeGreaterThan(0);
          const last = Math.ceil(expected.length / 50) - 1;
          // The page where the drivers with a figure end and those without begin, one on either side, and both ends.
          const border = Math.floor((dir === 'DESC' ? withFigure : expected.length - withFigure) / 50);
          for (const n of new Set([0, border, border + 1, last - 1, last])) {
            const res = await page(admin, `${query}&sortField=${field}&sortDir=${dir}&pageSize=50&pageNumber=${n}`, { 'X-Child-Company-Id': zurich });
            expect(res.totalCount).toBe(expected.length);
            const want = expected.slice(n * 50, n * 50 + 50);
            expect(res.results.map((r) => r.id), `${query} ${field} ${dir} page ${n + 1}`).toEqual(want.map((e) => e.id));
            expect(res.results.map((r) => [r.energyWh, r.expenseMinor])).toEqual(want.map((e) => [e.energy, e.expense]));
          }
        }
      }
    }
  });
});
