import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHARGING_SESSION_SORT_FIELDS, type ChargingSession, type ChargingSessionPage, type ChargingSessionSummary } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/accounts.ts';
import { fetchApi } from '../../../test/api.ts';
import { monthBefore } from '../../../test/months.ts';

const server = useTestServer();
let call: ReturnType<typeof fetchApi>;
let admin: string;
let manager: string;
let light: string;
const { parent, childMunich, zurich } = DEMO_IDS.companies;
const last = monthBefore(1);
const lastQuery = `year=${last.year}&month=${last.month}`;

beforeAll(async () => {
  call = fetchApi(server);
  [admin, manager, light] = await server.tokens('admin@demo.test', 'manager@demo.test', 'light@demo.test');
});

async function page(token: string, query: string, headers: Record<string, string> = {}): Promise<ChargingSessionPage> {
  const res = await call(token, `/charging-sessions/search?${query}`, { headers });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ChargingSessionPage;
}

async function count(sql: string, params: unknown[]) {
  const [row] = await server.database.query<{ n: number }>(`select count(*)::int as n from charging_sessions s where ${sql}`, params);
  return row!.n;
}

const monthSql = `s.start_date >= $1 and s.start_date < $2`;
const monthParams = (m: { from: Date; to: Date }) => [m.from.toISOString(), m.to.toISOString()];

describe('GET /backend/charging-sessions/search', () => {
  it("a fleet manager sees exactly the own company's home-charging sessions of the month, newest first", async () => {
    const res = await page(manager, `${lastQuery}&pageSize=200`);
    expect(res.totalCount).toBe(await count(`s.company_id = $3 and ${monthSql} and s.source <> 'EXTERNAL'`, [...monthParams(last), parent]));
    expect(res.totalCount).toBeGreaterThan(50);
    expect(res.results.every((s) => s.companyId === parent && s.source !== 'EXTERNAL')).toBe(true);
    const starts = res.results.map((s) => s.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(res.results.every((s) => s.startDate >= last.from.toISOString() && s.startDate < last.to.toISOString())).toBe(true);
  });

  it("counts the whole year's sessions as they are, for every source filter, after a session is ignored", async () => {
    const year = last.year;
    const yearParams = [new Date(Date.UTC(year, 0, 1)).toISOString(), new Date(Date.UTC(year + 1, 0, 1)).toISOString()];
    const [session] = await server.database.query<{ id: string }>(
      `select id from charging_sessions s where s.company_id = $3 and ${monthSql} and s.review_status <> 'IGNORED' limit 1`,
      [...yearParams, parent],
    );
    await server.database.query(`update charging_sessions set review_status = 'IGNORED' where id = $1`, [session!.id]);
    const sources = { HOME: `s.source <> 'EXTERNAL'`, ALL: 'true', EXTERNAL: `s.source = 'EXTERNAL'`, CABLE: `s.source = 'CABLE'` };
    for (const [source, sql] of Object.entries(sources)) {
      const own = await page(manager, `year=${year}&source=${source}`);
      expect(own.totalCount, source).toBe(await count(`s.company_id = $3 and ${monthSql} and ${sql}`, [...yearParams, parent]));
      const every = await page(admin, `year=${year}&source=${source}&pageNumber=3`);
      expect(every.totalCount, source).toBe(await count(`${monthSql} and ${sql}`, yearParams));
    }
  });

  it('an administrator sees every company, and the current month unless asked', async () => {
    const now = monthBefore(0);
    const res = await page(admin, '');
    expect(res.totalCount).toBe(await count(`${monthSql} and s.source <> 'EXTERNAL'`, monthParams(now)));
    const companies = new Set((await page(admin, `${lastQuery}&pageSize=200`)).results.map((s) => s.companyId));
    expect(companies.size).toBeGreaterThan(2);
  });

  it('sorts by every column both ways on the server', async () => {
    const value: Record<string, (s: ChargingSession) => string | number> = {
      startDate: (s) => s.startDate,
      energy: (s) => s.wattHours ?? -1,
      expense: (s) => s.expenseMinor,
      driverName: (s) => (s.userName ?? '').toLowerCase(),
      companyName: (s) => s.companyName.toLowerCase(),
      duration: (s) => s.durationSeconds,
    };
    for (const field of CHARGING_SESSION_SORT_FIELDS) {
      for (const dir of ['ASC', 'DESC'] as const) {
        const res = await page(admin, `${lastQuery}&sortField=${field}&sortDir=${dir}&pageSize=100`);
        const values = res.results.map(value[field]!);
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(values, `${field} ${dir}`).toEqual(dir === 'ASC' ? sorted : sorted.reverse());
      }
    }
  });

  it("sorts by the driver's name as the names say, before and after a session loses its driver", async () => {
    const expected = async (dir: 'ASC' | 'DESC') =>
      (
        await server.database.query<{ id: string }>(
          `select s.id from charging_sessions s left join users u on u.id = s.user_id
            where ${monthSql} and s.source <> 'EXTERNAL'
            order by lower(coalesce(trim(u.first_name || ' ' || u.last_name), '')) ${dir}, s.start_date ${dir}, s.id ${dir} limit 100`,
          monthParams(last),
        )
      ).map((r) => r.id);
    const listed = async (dir: 'ASC' | 'DESC') => (await page(admin, `${lastQuery}&sortField=driverName&sortDir=${dir}&pageSize=100`)).results.map((s) => s.id);
    for (const dir of ['ASC', 'DESC'] as const) expect(await listed(dir), dir).toEqual(await expected(dir));
    const [lost] = await server.database.query<{ id: string; user_id: string }>(
      `select s.id, s.user_id from charging_sessions s
        where ${monthSql} and s.source <> 'EXTERNAL' and s.user_id is not null order by s.start_date limit 1`,
      monthParams(last),
    );
    await server.database.query(`update charging_sessions set user_id = null where id = $1`, [lost!.id]);
    try {
      for (const dir of ['ASC', 'DESC'] as const) expect(await listed(dir), dir).toEqual(await expected(dir));
      expect((await listed('ASC'))[0]).toBe(lost!.id);
    } finally {
      await server.database.query(`update charging_sessions set user_id = $2 where id = $1`, [lost!.id, lost!.user_id]);
    }
  });

  it("pages across companies by the company's name as the names and starts say", async () => {
    for (const dir of ['ASC', 'DESC'] as const) {
      const expected = await server.database.query<{ id: string }>(
        `select s.id from charging_sessions s join companies c on c.id = s.company_id
          where ${monthSql} and s.source <> 'EXTERNAL' order by lower(c.name) ${dir}, s.start_date ${dir}, s.id ${dir} limit 30 offset 30`,
        monthParams(last),
      );
      const listed = await page(admin, `${lastQuery}&sortField=companyName&sortDir=${dir}&pageSize=30&pageNumber=1`);
      expect(expected).toHaveLength(30);
      expect(listed.results.map((s) => s.id), dir).toEqual(expected.map((r) => r.id));
    }
  });

  it("within one company, sorting by the company's name orders by start as the date sort does", async () => {
    for (const dir of ['ASC', 'DESC'] as const) {
      const byName = await page(manager, `${lastQuery}&sortField=companyName&sortDir=${dir}&pageSize=100`);
      const byStart = await page(manager, `${lastQuery}&sortField=startDate&sortDir=${dir}&pageSize=100`);
      expect(byName.results.length).toBeGreaterThan(10);
      expect(byName.results.map((s) => s.id), dir).toEqual(byStart.results.map((s) => s.id));
    }
  });

  it('pages past the first thousand sessions, read from the nearer end, equal the plain ordering for every sort both ways', async () => {
    const order: Record<string, string> = {
      startDate: 's.start_date',
      energy: 'coalesce(s.watt_hours, -1)',
      expense: 's.expense_minor',
      driverName: `lower(coalesce(trim(u.first_name || ' ' || u.last_name), ''))`,
      companyName: 'lower(c.name)',
      duration: 's.duration_seconds',
    };
    const year = `year=${last.year}`;
    const from = new Date(Date.UTC(last.year, 0, 1)).toISOString();
    const to = new Date(Date.UTC(last.year + 1, 0, 1)).toISOString();
    for (const field of CHARGING_SESSION_SORT_FIELDS) {
      for (const dir of ['ASC', 'DESC'] as const) {
        const first = await page(admin, `${year}&sortField=${field}&sortDir=${dir}&pageSize=100`);
        expect(first.totalCount).toBeGreaterThan(2_000);
        for (const n of [10, Math.floor(first.totalPages * 0.7), first.totalPages - 1]) {
          const listed = await page(admin, `${year}&sortField=${field}&sortDir=${dir}&pageSize=100&pageNumber=${n}`);
          const expected = await server.database.query<{ id: string }>(
            `select s.id from charging_sessions s join companies c on c.id = s.company_id left join users u on u.id = s.user_id
              where s.start_date >= $1 and s.start_date < $2 and s.source <> 'EXTERNAL'
              order by ${field === 'startDate' ? '' : `${order[field]} ${dir}, `}s.start_date ${dir}, s.id ${dir} limit 100 offset $3`,
            [from, to, n * 100],
          );
          expect(listed.totalCount).toBe(first.totalCount);
          expect(listed.results.map((s) => s.id), `${field} ${dir} page ${n + 1}`).toEqual(expected.map((r) => r.id));
        }
      }
    }
  });

  it('by start, deep pages begin in the month the counts per company and month name, for each source, one company and all, both ways', async () => {
    const from = new Date(Date.UTC(last.year, 0, 1)).toISOString();
    const to = new Date(Date.UTC(last.year + 1, 0, 1)).toISOString();
    const sources: Record<string, string> = { HOME: `s.source <> 'EXTERNAL'`, ALL: 'true', CABLE: `s.source = 'CABLE'` };
    const scopes = [
      { token: admin, company: null, size: 100 },
      { token: manager, company: parent, size: 20 },
    ];
    for (const scope of scopes) {
      for (const [source, condition] of Object.entries(sources)) {
        for (const dir of ['ASC', 'DESC'] as const) {
          const query = `year=${last.year}&source=${source}&sortField=startDate&sortDir=${dir}&pageSize=${scope.size}`;
          const first = await page(scope.token, query);
          const deep = Math.ceil(1_000 / scope.size);
          expect(first.totalPages, `${source}: pages past the first thousand sessions`).toBeGreaterThan(deep + 3);
          // Every third page from the first thousand sessions on: pages inside a month and across a month's end.
          for (let n = deep; n < first.totalPages; n += 3) {
            const listed = await page(scope.token, `${query}&pageNumber=${n}`);
            const expected = await server.database.query<{ id: string }>(
              `select s.id from charging_sessions s
                where s.start_date >= $1 and s.start_date < $2 and ${condition} and ($4::uuid is null or s.company_id = $4::uuid)
                order by s.start_date ${dir}, s.id ${dir} limit ${scope.size} offset $3`,
              [from, to, n * scope.size, scope.company],
            );
            expect(listed.totalCount).toBe(first.totalCount);
            expect(listed.results.map((s) => s.id), `${scope.company ?? 'all'} ${source} ${dir} page ${n + 1}`).toEqual(expected.map((r) => r.id));
          }
        }
      }
    }
  });

  it('pages through the whole month without losing or repeating a session', async () => {
    const all = await page(manager, `${lastQuery}&sortField=expense&sortDir=DESC&pageSize=40`);
    const ids = [...all.results.map((s) => s.id)];
    for (let n = 1; n < all.totalPages; n++) ids.push(...(await page(manager, `${lastQuery}&sortField=expense&sortDir=DESC&pageSize=40&pageNumber=${n}`)).results.map((s) => s.id));
    expect(ids).toHaveLength(all.totalCount);
    expect(new Set(ids).size).toBe(all.totalCount);
  });

  it("counts a search's sessions as the texts say, whether the text names a driver, a company, a cable or an operator", async () => {
    const year = last.year;
    const yearParams = [new Date(Date.UTC(year, 0, 1)).toISOString(), new Date(Date.UTC(year + 1, 0, 1)).toISOString()];
    const [cable] = await server.database.query<{ hardware_id: string }>(
      `select k.hardware_id from cables k join users u on u.id = k.user_id where u.email = 'driver@demo.test'`,
    );
    const [operator] = await server.database.query<{ external_operator: string }>(
      `select external_operator from charging_sessions where external_operator is not null limit 1`,
    );
    // A driver's name, a company's name, a driver and their cable at once, an operator, and nothing.
    const texts = ['daniel', 'munich', cable!.hardware_id.slice(0, 6), operator!.external_operator.slice(1, 5), 'no such text'];
    const expected = (text: string, sourceSql: string, company: string | null) =>
      count(
        `${monthSql} and ${sourceSql} and ($4::uuid is null or s.company_id = $4)
          and exists (select 1 from companies c left join users u on u.id = s.user_id where c.id = s.company_id
            and (trim(u.first_name || ' ' || u.last_name) ilike $3 or u.email ilike $3 or c.name ilike $3
              or s.cable_hardware_id ilike $3 or s.external_operator ilike $3 or s.external_reference ilike $3))`,
        [...yearParams, `%${text}%`, company],
      );
    for (const text of texts) {
      for (const [source, sourceSql] of [['HOME', `s.source <> 'EXTERNAL'`], ['ALL', 'true']] as const) {
        const q = `year=${year}&source=${source}&search=${encodeURIComponent(text)}`;
        expect((await page(admin, q)).totalCount, `${text} ${source}`).toBe(await expected(text, sourceSql, null));
        expect((await page(manager, q)).totalCount, `${text} ${source}, one company`).toBe(await expected(text, sourceSql, parent));
      }
    }
    expect(await expected('daniel', 'true', null)).toBeGreaterThan(0);
  });

  it('filters by driver, search text, review status and tag, error code, reimbursable and source', async () => {
    const [driver] = await server.database.query<{ id: string; hardware_id: string }>(
      `select u.id, k.hardware_id from users u join cables k on k.user_id = u.id where u.email = 'driver@demo.test'`,
    );
    const byDriver = await page(manager, `${lastQuery}&driverId=${driver!.id}&pageSize=200`);
    expect(byDriver.totalCount).toBe(await count(`s.user_id = $3 and ${monthSql} and s.source <> 'EXTERNAL'`, [...monthParams(last), driver!.id]));
    expect(byDriver.results.every((s) => s.userName === 'Daniel Driver')).toBe(true);

    const searched = await page(manager, `${lastQuery}&search=${encodeURIComponent(driver!.hardware_id)}&pageSize=200`);
    expect(searched.totalCount).toBeGreaterThan(0);
    expect(searched.results.every((s) => s.cableHardwareId === driver!.hardware_id)).toBe(true);
    const byName = await page(manager, `${lastQuery}&search=daniel%20dri&pageSize=200`);
    expect(byName.totalCount).toBe(byDriver.totalCount);

    const year = `year=${last.year}`;
    const review = await page(admin, `${year}&reviewStatus=TO_BE_REVIEWED&reviewTag=MISSING_KWH&pageSize=200`);
    expect(review.totalCount).toBeGreaterThan(0);
    expect(review.results.every((s) => s.reviewStatus === 'TO_BE_REVIEWED' && s.reviewTags.includes('MISSING_KWH') && s.wattHours === null)).toBe(true);
    const code = await page(admin, `${year}&errorCode=2&pageSize=200`);
    expect(code.results.length).toBeGreaterThan(0);
    expect(code.results.every((s) => s.errorCode === 2 && s.durationSeconds < 0)).toBe(true);
    const notReimbursable = await page(manager, `${lastQuery}&reimbursable=false&pageSize=200`);
    expect(notReimbursable.results.every((s) => !s.reimbursable)).toBe(true);
    const external = await page(admin, `${year}&source=EXTERNAL&pageSize=200`);
    expect(external.totalCount).toBeGreaterThan(0);
    expect(external.results.every((s) => s.source === 'EXTERNAL' && s.externalOperator && s.externalReference && s.cableId === null)).toBe(true);
  });

  it("a fleet manager never sees another company's sessions: not in the list, not by id, not by a company filter", async () => {
    const [foreign] = await server.database.query<{ id: string }>('select id from charging_sessions where company_id = $1 limit 1', [zurich]);
    expect((await call(manager, `/charging-sessions/${foreign!.id}`)).status).toBe(404);
    expect((await call(admin, `/charging-sessions/${foreign!.id}`)).status).toBe(200);
    const narrowed = await page(light, `${lastQuery}&companyId=${zurich}`);
    expect(narrowed.totalCount).toBe(0);
    const own = await page(light, `${lastQuery}&pageSize=200`);
    expect(own.results.every((s) => s.companyId === DEMO_IDS.companies.light)).toBe(true);
    const child = await page(manager, `${lastQuery}&pageSize=200`, { 'x-child-company-id': childMunich });
    expect(child.results.length).toBeGreaterThan(0);
    expect(child.results.every((s) => s.companyId === childMunich)).toBe(true);
    expect((await call(light, '/charging-sessions/search', { headers: { 'x-child-company-id': zurich } })).status).toBe(404);
  });

  it('a fleet manager may not use the administrator routes', async () => {
    const [own] = await server.database.query<{ id: string }>('select id from charging_sessions where company_id = $1 limit 1', [parent]);
    const put = await call(manager, `/charging-sessions/${own!.id}`, {
      method: 'PUT',
      body: { startDate: new Date().toISOString(), durationSeconds: 60, wattHours: 1000 },
    });
    expect(put.status).toBe(403);
    expect((await call(manager, `/charging-sessions/${own!.id}/status`, { method: 'PUT', body: { reviewStatus: 'REVIEWED' } })).status).toBe(403);
    expect((await call(manager, '/charging-sessions/review')).status).toBe(403);
    expect((await call(manager, '/charging-sessions/review', { method: 'POST', body: { ids: [own!.id], reviewStatus: 'IGNORED' } })).status).toBe(403);
    expect((await call(manager, '/charging-sessions/external/import', { method: 'POST', body: { rows: [] } })).status).toBe(403);
  });

  it('refuses malformed filters with 400', async () => {
    expect((await call(manager, '/charging-sessions/search?month=13')).status).toBe(400);
    expect((await call(manager, '/charging-sessions/search?sortField=price')).status).toBe(400);
    expect((await call(manager, '/charging-sessions/search?driverId=abc')).status).toBe(400);
  });
});

/** The indicators straight from the table, for one company and period. */
async function direct(companyId: string, m: { from: Date; to: Date }, extra = '') {
  const [row] = await server.database.query<{ wh: number; expense: number; priced_wh: number; priced_expense: number; drivers: number }>(
    `select coalesce(sum(watt_hours), 0)::bigint as wh, coalesce(sum(expense_minor), 0)::bigint as expense,
            coalesce(sum(watt_hours) filter (where tariff_price is not null and watt_hours > 0), 0)::bigint as priced_wh,
            coalesce(sum(expense_minor) filter (where tariff_price is not null and watt_hours > 0), 0)::bigint as priced_expense,
            count(distinct user_id)::int as drivers
       from charging_sessions
      where company_id = $1 and start_date >= $2 and start_date < $3 and review_status <> 'IGNORED' and source <> 'EXTERNAL' ${extra}`,
    [companyId, m.from.toISOString(), m.to.toISOString()],
  );
  return {
    wh: Number(row!.wh),
    expense: Number(row!.expense),
    avgPrice: Number(row!.priced_wh) ? Math.floor((2 * Number(row!.priced_expense) * 100_000 + Number(row!.priced_wh)) / (2 * Number(row!.priced_wh))) : null,
    avgPerUser: row!.drivers ? Math.floor((2 * Number(row!.expense) + row!.drivers) / (2 * row!.drivers)) : null,
  };
}

const pct = (cur: number | null, prev: number | null) => (cur === null || !prev ? null : Math.round(((cur - prev) / prev) * 10_000) / 100);

describe('GET /backend/charging-sessions/summary', () => {
  it('equals a direct SQL sum of the same month, with the change against the month before', async () => {
    const res = await call(manager, `/charging-sessions/summary?${lastQuery}`);
    expect(res.status).toBe(200);
    const summary = (await res.json()) as ChargingSessionSummary;
    const cur = await direct(parent, last);
    const prev = await direct(parent, monthBefore(2));
    expect(summary).toMatchObject({
      year: last.year,
      month: last.month,
      currency: 'EUR',
      current: { energyConsumption: cur.wh, expenses: cur.expense },
      previous: { energyConsumption: prev.wh, expenses: prev.expense },
      avgPricePerKWh: cur.avgPrice,
      avgExpensePerUser: cur.avgPerUser,
    });
    expect(summary.energyConsumptionPercentage).toBeCloseTo(pct(cur.wh, prev.wh)!, 2);
    expect(summary.expensesPercentage).toBeCloseTo(pct(cur.expense, prev.expense)!, 2);
    expect(summary.avgPricePerKWhPercentage).toBeCloseTo(pct(cur.avgPrice, prev.avgPrice)!, 2);
    expect(summary.avgExpensePerUserPercentage).toBeCloseTo(pct(cur.avgPerUser, prev.avgPerUser)!, 2);
    expect(cur.wh).toBeGreaterThan(0);
  });

  it('equals a direct SQL sum of a whole year (read from the yearly totals), with the change against the year before', async () => {
    const year = last.year;
    const span = (y: number) => ({ from: new Date(Date.UTC(y, 0, 1)), to: new Date(Date.UTC(y + 1, 0, 1)) });
    const summary = (await (await call(manager, `/charging-sessions/summary?year=${year}`)).json()) as ChargingSessionSummary;
    const cur = await direct(parent, span(year));
    const prev = await direct(parent, span(year - 1));
    expect(summary).toMatchObject({
      year,
      month: null,
      current: { energyConsumption: cur.wh, expenses: cur.expense },
      previous: { energyConsumption: prev.wh, expenses: prev.expense },
      avgPricePerKWh: cur.avgPrice,
      avgExpensePerUser: cur.avgPerUser,
    });
    expect(cur.wh).toBeGreaterThan(0);
  });

  it('narrows to reimbursable sessions and to one company for an administrator', async () => {
    const res = await call(admin, `/charging-sessions/summary?${lastQuery}&reimbursable=true&companyId=${zurich}`);
    const summary = (await res.json()) as ChargingSessionSummary;
    const cur = await direct(zurich, last, 'and reimbursable');
    expect(summary).toMatchObject({ currency: 'CHF', current: { energyConsumption: cur.wh, expenses: cur.expense }, avgPricePerKWh: cur.avgPrice });
  });

  it('has no percentages when the previous month had nothing, and figures per currency across companies', async () => {
    const empty = (await (await call(manager, '/charging-sessions/summary?year=2001&month=1')).json()) as ChargingSessionSummary;
    expect(empty).toMatchObject({
      current: { energyConsumption: 0, expenses: 0 },
      energyConsumptionPercentage: null,
      expensesPercentage: null,
      avgPricePerKWh: null,
      avgExpensePerUser: null,
    });
    const all = (await (await call(admin, `/charging-sessions/summary?${lastQuery}`)).json()) as ChargingSessionSummary;
    expect(new Set(all.currencies)).toEqual(new Set(['EUR', 'CHF', 'USD']));
    // The most used currency of the two months (home charging, the default) comes first and is the one shown.
    const prev = monthBefore(2);
    const ranked = await server.database.query<{ currency: string }>(
      `select s.currency from charging_sessions s where s.start_date >= $1 and s.start_date < $2 and s.source <> 'EXTERNAL'
        group by s.currency order by count(*) desc, s.currency`,
      [prev.from.toISOString(), last.to.toISOString()],
    );
    expect(all.currencies).toEqual(ranked.map((r) => r.currency));
    expect(all.currency).toBe(ranked[0]?.currency);
    const usd = (await (await call(admin, `/charging-sessions/summary?${lastQuery}&currency=USD`)).json()) as ChargingSessionSummary;
    const austin = await direct(DEMO_IDS.companies.austin, last);
    expect(usd).toMatchObject({ currency: 'USD', current: { expenses: austin.expense } });
  });
});

describe('GET /backend/charging-sessions/export', () => {
  it('streams the filtered list as CSV with every column, the error in words, in the language asked', async () => {
    const list = await page(manager, `${lastQuery}&sortField=startDate&sortDir=ASC&errorCode=5&pageSize=200`);
    const res = await call(manager, `/charging-sessions/export?${lastQuery}&sortField=startDate&sortDir=ASC&errorCode=5&export=CSV`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="charging-sessions-${last.year}-${String(last.month).padStart(2, '0')}.csv"`);
    const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toContain('Company,Driver,Cable hardware ID,Mobile identifier index,Start (UTC),Duration (minutes),Energy (kWh)');
    expect(lines[0]).toContain('Error');
    expect(lines).toHaveLength(list.totalCount + 1);
    const first = list.results[0]!;
    expect(lines[1]).toContain(first.id);
    expect(lines[1]).toContain('Missing kWh');
    expect(lines[1]).toContain(`,${first.startDate.slice(0, 19)}Z,`);

    const de = await call(manager, `/charging-sessions/export?${lastQuery}&export=CSV&driverId=${first.userId}`, { headers: { 'accept-language': 'de' } });
    const deText = await de.text();
    expect(deText).toContain('Unternehmen,Fahrer,Kabel-Hardware-ID');
    expect(deText).toContain('Erstattungsfähig');
  });

  it('writes XLSX with one row per session and the same filters', async () => {
    const list = await page(manager, `${lastQuery}&reviewStatus=TO_BE_REVIEWED&pageSize=200`);
    const res = await call(manager, `/charging-sessions/export?${lastQuery}&reviewStatus=TO_BE_REVIEWED&export=XLSX`);
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Charging sessions');
    expect(sheet.actualRowCount).toBe(list.totalCount + 1);
    // The start is a real date in the cell, to the second.
    expect(sheet.getCell('E1').value).toBe('Start (UTC)');
    const start = sheet.getCell('E2').value as Date;
    expect(start.toISOString().slice(0, 19)).toBe(list.results[0]!.startDate.slice(0, 19));
  });
});
