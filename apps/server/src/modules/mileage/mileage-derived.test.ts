import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness.ts';
import { drift as tableDrift } from '../../../test/drift.ts';
import { insertCompany, insertDriver, insertReading } from './mileage.test-helpers.ts';

/*
 * mileage_reading_years and mileage_reading_months must equal each driver's first and latest plausible reading of each year,
 * computed afresh from the readings, after every kind of write: the demo load, new readings, a
 * reading flagged or unflagged, the latest one removed, the last one of a year removed, and
 * several writers of the same driver at once. The months are compared with the aggregation the
 * mileage page ran over the readings before the table existed (the previous plausible reading
 * looked up reading by reading), with the driven km and the driver's sort name (also after a rename).
 */
const server = useTestServer();


function drift() {
  return tableDrift(server.database, 'mileage_reading_years', {
    fresh: `select distinct on (company_id, user_id, year) company_id, user_id, year::smallint as year,
              first_value(read_at) over w as first_at, first_value(odometer_km) over w as first_km,
              read_at as last_at, odometer_km as last_km, source as last_source
         from (select r.*, extract(year from read_at at time zone 'UTC')::int as year from mileage_readings r where flag is null) r
       window w as (partition by company_id, user_id, year order by read_at, id)
        order by company_id, user_id, year, read_at desc, id desc`,
    kept: 'select company_id, user_id, year, first_at, first_km, last_at, last_km, last_source from mileage_reading_years',
  });
}

function monthsDrift() {
  return tableDrift(server.database, 'mileage_reading_months', {
    ctes: `g as (
       select company_id, user_id, month, source,
              min(read_at) filter (where flag is null) as first_at,
              (array_agg(odometer_km order by read_at, id) filter (where flag is null))[1] as first_km,
              max(read_at) filter (where flag is null) as last_at,
              (array_agg(odometer_km order by read_at desc, id desc) filter (where flag is null))[1] as last_km,
              count(*)::int as readings, (count(*) filter (where flag is not null))::int as flagged
         from (select r.*, (date_trunc('month', read_at at time zone 'UTC'))::date as month from mileage_readings r) r
        group by grouping sets ((company_id, user_id, month, source), (company_id, user_id, month))
     ),
     b as (
       select g.*, (select b.odometer_km from mileage_readings b
                     where b.company_id = g.company_id and b.user_id = g.user_id and b.flag is null
                       and b.read_at < g.month::timestamp at time zone 'UTC' and (g.source is null or b.source = g.source)
                     order by b.read_at desc, b.id desc limit 1) as before_km
         from g
     )`,
    fresh: `select b.*, b.last_km - coalesce(b.before_km, b.first_km) as driven_km, lower(trim(u.first_name || ' ' || u.last_name)) as driver_sort_name
         from b join users u on u.id = b.user_id`,
    kept: `select company_id, user_id, month, source, first_at, first_km, last_at, last_km, readings, flagged, before_km, driven_km, driver_sort_name
         from mileage_reading_months`,
  });
}

const yearOf = async (userId: string, year: number) =>
  (await server.database.query<{ first_km: number; last_km: number; last_source: string }>(
    'select first_km, last_km, last_source from mileage_reading_years where user_id = $1 and year = $2',
    [userId, year],
  ))[0];

describe('mileage reading years and months', () => {
  it("equal the demo drivers' readings", async () => {
    const [row] = await server.database.query<{ n: number }>(
      'select least((select count(*) from mileage_reading_years), (select count(*) from mileage_reading_months))::int as n',
    );
    expect(row!.n).toBeGreaterThan(0);
    expect(await drift()).toEqual([]);
    expect(await monthsDrift()).toEqual([]);
  });

  it('follow new readings, flags, and removed readings', async () => {
    const db = server.database;
    const companyId = await insertCompany(db, { features: ['CarApi'] });
    const userId = await insertDriver(db, companyId);
    await insertReading(db, { companyId, userId, km: 10_000, at: '2025-03-01T08:00:00Z' });
    await insertReading(db, { companyId, userId, km: 12_000, at: '2025-06-01T08:00:00Z', source: 'DRIVER' });
    await insertReading(db, { companyId, userId, km: 15_000, at: '2025-12-31T23:30:00Z' });
    await insertReading(db, { companyId, userId, km: 15_100, at: '2026-01-01T00:30:00Z' });
    expect(await yearOf(userId, 2025)).toEqual({ first_km: 10_000, last_km: 15_000, last_source: 'CAR' });
    expect(await yearOf(userId, 2026)).toEqual({ first_km: 15_100, last_km: 15_100, last_source: 'CAR' });

    await db.query(`update mileage_readings set flag = 'BACKWARDS' where user_id = $1 and odometer_km = 15000`, [userId]);
    expect(await yearOf(userId, 2025)).toEqual({ first_km: 10_000, last_km: 12_000, last_source: 'DRIVER' });
    expect(await monthsDrift()).toEqual([]);
    await db.query(`delete from mileage_readings where user_id = $1 and odometer_km = 10000`, [userId]);
    expect(await yearOf(userId, 2025)).toEqual({ first_km: 12_000, last_km: 12_000, last_source: 'DRIVER' });
    await db.query(`update mileage_readings set flag = null where user_id = $1`, [userId]);
    expect(await yearOf(userId, 2025)).toEqual({ first_km: 12_000, last_km: 15_000, last_source: 'CAR' });
    await db.query(`delete from mileage_readings where user_id = $1 and read_at >= '2026-01-01'`, [userId]);
    expect(await yearOf(userId, 2026)).toBeUndefined();
    await db.query(`update users set first_name = 'Renamed' where id = $1`, [userId]);
    expect(await drift()).toEqual([]);
    expect(await monthsDrift()).toEqual([]);
  });

  it('hold when several writers add readings of the same driver and year at once', async () => {
    const db = server.database;
    const companyId = await insertCompany(db, { features: ['CarApi'] });
    const userId = await insertDriver(db, companyId);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        insertReading(db, { companyId, userId, km: 20_000 + i * 500, at: `2025-${String(i + 1).padStart(2, '0')}-15T12:00:00Z` }),
      ),
    );
    expect(await yearOf(userId, 2025)).toEqual({ first_km: 20_000, last_km: 25_500, last_source: 'CAR' });
    expect(await drift()).toEqual([]);
    expect(await monthsDrift()).toEqual([]);
  });

  it("hold the driver's sort name when the driver is renamed while readings arrive", async () => {
    const db = server.database;
    const companyId = await insertCompany(db, { features: ['CarApi'] });
    const userId = await insertDriver(db, companyId);
    await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => insertReading(db, { companyId, userId, km: 30_000 + i * 300, at: `2025-0${i + 1}-10T12:00:00Z` })),
      db.query(`update users set first_name = 'Renamed', last_name = 'While Reading' where id = $1`, [userId]),
      ...Array.from({ length: 3 }, (_, i) => insertReading(db, { companyId, userId, km: 32_000 + i * 300, at: `2025-0${i + 7}-10T12:00:00Z` })),
    ]);
    expect(await monthsDrift()).toEqual([]);
  });
});
