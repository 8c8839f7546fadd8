import { beforeAll, describe, expect, it } from 'vitest';
import type { ChargingSessionSummary } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { fetchApi } from '../../../test/api.ts';
import { addDriver, appSession, type TestDriver } from './charging-sessions.test-helpers.ts';
import { monthBefore } from '../../../test/months.ts';
import { drift as tableDrift } from '../../../test/drift.ts';

/*
 * charging_session_totals (per month), charging_session_years (per year) and driver_home_figures
 * (the drivers table's home charging per driver, month and year) and charging_session_company_months
 * (each company's sessions per month and source) must equal the sessions summed afresh after every kind of write: the
 * demo load, the app's ingestion, a review status, a correction that prices a session again, a
 * bulk change, a delete, and two batches of the same driver at once.
 */
const server = useTestServer();
let call: ReturnType<typeof fetchApi>;
let admin: string;
let manager: string;

beforeAll(async () => {
  call = fetchApi(server);
  [admin, manager] = await server.tokens('admin@demo.test', 'manager@demo.test');
});

const KEY = `company_id, user_id, period, currency, source, ignored`;
const GRAINS = [
  { table: 'charging_session_totals', unit: 'month' },
  { table: 'charging_session_years', unit: 'year' },
] as const;
const FIGURES = `sessions::bigint, energy_wh::bigint, expense_minor::bigint, priced_wh::bigint, priced_expense_minor::bigint`;

/** Rows where the kept totals (of both grains), the drivers' figures or the companies' months and the sessions summed afresh disagree; none when they hold. */
async function drift() {
  const found = await Promise.all([...GRAINS.map((grain) => driftOf(grain)), figuresDrift(), companyMonthsDrift()]);
  return found.flat();
}

/** Each company's sessions per month and source. */
function companyMonthsDrift() {
  return tableDrift(server.database, 'charging_session_company_months', {
    fresh: `select company_id, (date_trunc('month', start_date at time zone 'UTC'))::date as month, source, count(*)::bigint as sessions
              from charging_sessions group by 1, 2, 3`,
    kept: 'select company_id, month, source, sessions::bigint from charging_session_company_months where sessions <> 0',
  });
}

/** The drivers' figures: home charging without EXTERNAL and IGNORED sessions, per month and per year. */
function figuresDrift() {
  return tableDrift(server.database, 'driver_home_figures', {
    fresh: `select s.company_id, s.user_id, p.unit, (date_trunc(p.unit, s.start_date at time zone 'UTC'))::date as start,
                   count(*)::bigint as sessions, coalesce(sum(s.watt_hours), 0)::bigint as energy_wh, sum(s.expense_minor)::bigint as expense_minor
              from charging_sessions s cross join (values ('month'), ('year')) p(unit)
             where s.user_id is not null and s.source <> 'EXTERNAL' and s.review_status <> 'IGNORED'
             group by 1, 2, 3, 4`,
    kept: `select company_id, user_id, unit, start, sessions::bigint, energy_wh::bigint, expense_minor::bigint from driver_home_figures
            where sessions <> 0 or energy_wh <> 0 or expense_minor <> 0`,
  });
}

function driftOf({ table, unit }: (typeof GRAINS)[number]) {
  return tableDrift(server.database, table, {
    fresh: `select ${KEY}, ${FIGURES} from (
              select company_id, user_id, (date_trunc('${unit}', start_date at time zone 'UTC'))::date as period, currency, source,
                     review_status = 'IGNORED' as ignored, count(*) as sessions, coalesce(sum(watt_hours), 0) as energy_wh,
                     sum(expense_minor) as expense_minor,
                     coalesce(sum(watt_hours) filter (where tariff_price is not null and watt_hours > 0), 0) as priced_wh,
                     coalesce(sum(expense_minor) filter (where tariff_price is not null and watt_hours > 0), 0) as priced_expense_minor
                from charging_sessions group by 1, 2, 3, 4, 5, 6) f`,
    kept: `select company_id, user_id, ${unit} as period, currency, source, ignored, ${FIGURES} from ${table}
            where sessions <> 0 or energy_wh <> 0 or expense_minor <> 0 or priced_wh <> 0 or priced_expense_minor <> 0`,
  });
}

async function ingest(driver: TestDriver, sessions: unknown[]) {
  const token = await server.token(driver.email);
  const res = await call(token, '/charging-sessions', { method: 'POST', body: { sessions } });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  const rows = await server.database.query<{ id: string }>('select id from charging_sessions where user_id = $1 order by start_date', [driver.id]);
  return rows.map((r) => r.id);
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const day = (d: Date) => d.toISOString().slice(0, 10);

describe('charging session totals', () => {
  it('equal the demo sessions summed afresh', async () => {
    const [row] = await server.database.query<{ n: number }>('select count(*)::int as n from charging_session_totals');
    expect(row!.n).toBeGreaterThan(10);
    expect(await drift()).toEqual([]);
  });

  it('follow ingestion, a review status, a correction, a bulk change and a delete', async () => {
    const driver = await addDriver(server, { tariffs: [{ start: day(daysAgo(400)), price: 3500 }] });
    const ids = await ingest(driver, [
      appSession(driver.hardwareId, daysAgo(3), { wattHours: 9_000 }),
      appSession(driver.hardwareId, daysAgo(40), { wattHours: 21_000 }),
      appSession(driver.hardwareId, daysAgo(41), { wattHours: null }),
    ]);
    expect(ids).toHaveLength(3);
    expect(await drift()).toEqual([]);

    const ignored = await call(admin, `/charging-sessions/${ids[2]}/status`, { method: 'PUT', body: { reviewStatus: 'IGNORED' } });
    expect(ignored.status, await ignored.clone().text()).toBe(200);
    expect(await drift()).toEqual([]);

    const [session] = await server.database.query<Record<string, unknown>>('select * from charging_sessions where id = $1', [ids[0]]);
    const corrected = await call(admin, `/charging-sessions/${ids[0]}`, {
      method: 'PUT',
      body: {
        startDate: new Date(String(session!.start_date)).toISOString(),
        durationSeconds: 7200,
        wattHours: 30_000,
        meterStartWh: 1_000_000,
        meterEndWh: 1_030_000,
      },
    });
    expect(corrected.status, await corrected.clone().text()).toBe(200);
    expect(await drift()).toEqual([]);

    await server.database.query(`update charging_sessions set expense_minor = expense_minor + 1 where company_id = $1`, [session!.company_id]);
    expect(await drift()).toEqual([]);
    // A session moved into the year before leaves this year's totals for that year's.
    await server.database.query(`update charging_sessions set start_date = start_date - interval '1 year' where id = $1`, [ids[0]]);
    expect(await drift()).toEqual([]);
    await server.database.query('delete from charging_sessions where id = $1', [ids[1]]);
    expect(await drift()).toEqual([]);
  });

  it('hold when two batches of the same driver and month arrive at once', async () => {
    const driver = await addDriver(server, { tariffs: [{ start: day(daysAgo(400)), price: 2900 }] });
    const batch = (offset: number) =>
      Array.from({ length: 50 }, (_, i) => appSession(driver.hardwareId, new Date(daysAgo(2).getTime() - (offset + i) * 7_200_000), { wattHours: 5_000 + i }));
    await Promise.all([ingest(driver, batch(0)), ingest(driver, batch(50))]);
    expect(await drift()).toEqual([]);
    const [kept] = await server.database.query<{ sessions: number }>(
      'select sum(sessions)::int as sessions from charging_session_totals where user_id = $1',
      [driver.id],
    );
    expect(kept!.sessions).toBe(100);
  });

  it("serve the summary: a new session of the month moves the company's energy by its kWh", async () => {
    const now = monthBefore(0);
    const summary = async () =>
      (await (await call(manager, `/charging-sessions/summary?year=${now.year}&month=${now.month}&currency=EUR`)).json()) as ChargingSessionSummary;
    const before = await summary();
    const driver = await addDriver(server, { tariffs: [{ start: day(daysAgo(400)), price: 3000 }] });
    const start = new Date(Math.max(now.from.getTime() + 3_600_000, Date.now() - 7_200_000));
    await ingest(driver, [appSession(driver.hardwareId, start, { wattHours: 10_000 })]);
    const after = await summary();
    expect(after.current.energyConsumption - before.current.energyConsumption).toBe(10_000);
    expect(after.current.expenses - before.current.expenses).toBe(300);
  });
});
