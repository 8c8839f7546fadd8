import { beforeAll, describe, expect, it } from 'vitest';
import { MILEAGE_AGGREGATE_SORT_FIELDS, MILEAGE_READING_SORT_FIELDS, type MileageAggregate, type MileageReading, type Paged } from '@fleetwatt/shared';
import { factories, type TestAccount } from '../../../test/factories.ts';
import { useTestServer } from '../../../test/harness.ts';
import { insertReading } from './mileage.test-helpers.ts';

/*
 * The mileage page's lists find their page's ids in indexes (decision 0062): every sort, both
 * directions, first, middle and last pages, each filter and both scopes must equal the plain
 * query over the readings. The data is made to tie: equal odometers and times, equal names of
 * drivers and companies apart from case, readings on both sides of a UTC year's end.
 */
const server = useTestServer({ seed: false });

let admin: TestAccount;
let manager: TestAccount;
let companyId: string;

const YEAR = 2020;

beforeAll(async () => {
  const make = factories(server);
  admin = await make.admin();
  const first = await make.newCompany({ name: 'Fleet Ties' });
  const second = await make.newCompany({ name: 'fleet ties' });
  const third = await make.newCompany({ name: 'Another Fleet' });
  companyId = first.id;
  manager = await make.newManager(first.id);
  const names = [
    ['Anna', 'Berg'],
    ['anna', 'berg'],
    ['Bert', 'Zeller'],
    ['Carla', 'Ahn'],
  ];
  const companies = [first.id, first.id, second.id, third.id];
  let n = 0;
  for (const [i, [firstName, lastName]] of names.entries()) {
    for (const company of [companies[i]!, first.id]) {
      const driver = await make.newDriver(company, { firstName, lastName });
      // Readings from mid-December of the year before to mid-January of the year after, some at
      // the same time, some with the same odometer, now and then by the driver or implausible.
      for (let k = 0; k < 18; k++) {
        n++;
        const day = new Date(Date.UTC(YEAR - 1, 11, 31, 23, 30) + Math.floor(k / 2) * 43 * 86_400_000 - (k % 3 === 2 ? 3_600_000 : 0));
        await insertReading(server.database, {
          companyId: company,
          userId: driver.id,
          km: 10_000 + (n % 7) * 100,
          at: day.toISOString(),
          source: n % 4 === 0 ? 'DRIVER' : 'CAR',
          flag: n % 9 === 0 ? 'JUMP' : null,
        });
      }
    }
  }
});

const READING_KEYS: Record<string, string> = {
  readAt: 'r.read_at',
  odometerKm: 'r.odometer_km',
  driverName: `lower(trim(u.first_name || ' ' || u.last_name))`,
  companyName: 'lower(c.name)',
  source: 'r.source',
};

const PERIODS = [
  { query: `year=${YEAR}`, from: `${YEAR}-01-01`, to: `${YEAR + 1}-01-01` },
  { query: `year=${YEAR}&month=12`, from: `${YEAR}-12-01`, to: `${YEAR + 1}-01-01` },
  { query: `year=${YEAR}&month=1`, from: `${YEAR}-01-01`, to: `${YEAR}-02-01` },
];

const FILTERS = [
  { query: '', sql: 'true' },
  { query: '&source=DRIVER', sql: `r.source = 'DRIVER'` },
  { query: '&source=CAR', sql: `r.source = 'CAR'` },
  { query: '&flagged=true', sql: 'r.flag is not null' },
  { query: '&flagged=false', sql: 'r.flag is null' },
];

interface Comparison {
  periods: { query: string; from: string; to: string }[];
  filters: { query: string; sql: string }[];
  size: number;
  /** The pages to compare of a list of `total` rows. */
  pages: (total: number) => number[];
}

const SMALL: Comparison = {
  periods: PERIODS,
  filters: FILTERS,
  size: 7,
  pages: (total) => [...new Set([0, 2, Math.max(0, Math.ceil(total / 7) - 1)])],
};

const SCOPES = [
  ['one company', () => manager, () => companyId],
  ['every company', () => admin, () => null],
] as const;

async function compareReadings(c: Comparison) {
  for (const [who, account, company] of SCOPES) {
    for (const period of c.periods) {
      for (const filter of c.filters) {
        const where = `r.read_at >= $1 and r.read_at < $2 and ($3::uuid is null or r.company_id = $3) and ${filter.sql}`;
        const params = [period.from, period.to, company()];
        for (const field of MILEAGE_READING_SORT_FIELDS) {
          for (const dir of ['ASC', 'DESC'] as const) {
            const order = field === 'readAt' ? `r.read_at ${dir}, r.id ${dir}` : `${READING_KEYS[field]} ${dir}, r.read_at ${dir}, r.id ${dir}`;
            const expected = await server.database.query<{ id: string }>(
              `select r.id from mileage_readings r join users u on u.id = r.user_id join companies c on c.id = r.company_id
                where ${where} order by ${order}`,
              params,
            );
            for (const page of c.pages(expected.length)) {
              const what = `${who}, ${period.query}${filter.query}, ${field} ${dir}, page ${page}`;
              const answer = await account().api.get<Paged<MileageReading>>(
                `/mileage/readings?${period.query}${filter.query}&sortField=${field}&sortDir=${dir}&pageSize=${c.size}&pageNumber=${page}`,
              );
              expect(answer.status, what).toBe(200);
              expect(answer.body.totalCount, what).toBe(expected.length);
              expect(answer.body.results.map((r) => r.id), what).toEqual(expected.slice(page * c.size, (page + 1) * c.size).map((r) => r.id));
            }
          }
        }
      }
    }
  }
}

describe('the readings list', () => {
  it('equals the plain query for every sort, direction, filter, period and page, for one company and every company', async () => {
    await compareReadings(SMALL);
  });
});

/*
 * The view per driver and month as the page computed it before mileage_reading_months kept its
 * sort keys: the readings grouped by driver, UTC month and source (and all sources), the previous
 * plausible reading looked up reading by reading, sorted by the driver's and company's names as
 * the users and companies tables hold them now.
 */
const MONTHS_FROM_READINGS = `
  with g as (
    select company_id, user_id, month, source,
           (array_agg(odometer_km order by read_at, id) filter (where flag is null))[1] as first_km,
           (array_agg(odometer_km order by read_at desc, id desc) filter (where flag is null))[1] as last_km,
           count(*)::int as readings, (count(*) filter (where flag is not null))::int as flagged
      from (select r.*, (date_trunc('month', read_at at time zone 'UTC'))::date as month from mileage_readings r) r
     group by grouping sets ((company_id, user_id, month, source), (company_id, user_id, month))
  )
  select g.*, g.last_km - coalesce((select b.odometer_km from mileage_readings b
                 where b.company_id = g.company_id and b.user_id = g.user_id and b.flag is null
                   and b.read_at < g.month::timestamp at time zone 'UTC' and (g.source is null or b.source = g.source)
                 order by b.read_at desc, b.id desc limit 1), g.first_km) as driven_km
    from g`;

const AGGREGATE_KEYS: Record<string, string> = {
  period: 'f.month',
  driverName: `lower(trim(u.first_name || ' ' || u.last_name))`,
  companyName: 'lower(c.name)',
  drivenKm: 'coalesce(f.driven_km, -1)',
  readingsCount: 'f.readings',
};

const MONTH_FILTERS = [
  { query: '', sql: 'f.source is null' },
  { query: '&source=DRIVER', sql: `f.source = 'DRIVER'` },
  { query: '&source=CAR', sql: `f.source = 'CAR'` },
  { query: '&flagged=true', sql: 'f.source is null and f.flagged > 0' },
  { query: '&flagged=false', sql: 'f.source is null and f.flagged = 0' },
];

async function compareAggregates(fields: readonly string[], c: Comparison) {
  for (const [who, account, company] of SCOPES) {
    for (const period of c.periods) {
      for (const filter of c.filters) {
        const where = `f.month >= $1::date and f.month < $2::date and ($3::uuid is null or f.company_id = $3) and ${filter.sql}`;
        const params = [period.from, period.to, company()];
        for (const field of fields) {
          for (const dir of ['ASC', 'DESC'] as const) {
            const name = `lower(trim(u.first_name || ' ' || u.last_name))`;
            const order = field === 'period' ? `f.month ${dir}, ${name} ${dir}, f.user_id ${dir}` : `${AGGREGATE_KEYS[field]} ${dir}, f.month ${dir}, ${name} ${dir}, f.user_id ${dir}`;
            const expected = await server.database.query<{ key: string; driven_km: number | null; readings: number; flagged: number }>(
              `select f.user_id || ' ' || f.company_id || ' ' || f.month::text as key, f.driven_km, f.readings, f.flagged
                 from (${MONTHS_FROM_READINGS}) f join users u on u.id = f.user_id join companies c on c.id = f.company_id
                where ${where} order by ${order}`,
              params,
            );
            for (const page of c.pages(expected.length)) {
              const what = `${who}, ${period.query}${filter.query}, ${field} ${dir}, page ${page}`;
              const answer = await account().api.get<Paged<MileageAggregate>>(
                `/mileage/aggregated?${period.query}${filter.query}&sortField=${field}&sortDir=${dir}&pageSize=${c.size}&pageNumber=${page}`,
              );
              expect(answer.status, what).toBe(200);
              expect(answer.body.totalCount, what).toBe(expected.length);
              const month = (r: MileageAggregate) => `${r.year}-${String(r.month).padStart(2, '0')}-01`;
              expect(
                answer.body.results.map((r) => ({ key: `${r.driverId} ${r.companyId} ${month(r)}`, driven_km: r.drivenKm, readings: r.readingsCount, flagged: r.flaggedCount })),
                what,
              ).toEqual(expected.slice(page * c.size, (page + 1) * c.size).map((e) => ({ ...e, driven_km: e.driven_km === null ? null : Number(e.driven_km) })));
            }
          }
        }
      }
    }
  }
}

const SMALL_MONTHS: Comparison = { ...SMALL, filters: MONTH_FILTERS };

describe('the view per driver and month', () => {
  it('equals the readings grouped and sorted directly, for every sort, direction, filter, period and page, for one company and every company', async () => {
    await compareAggregates(MILEAGE_AGGREGATE_SORT_FIELDS, SMALL_MONTHS);
  });

  it("sorts a renamed driver's months by the new name", async () => {
    // Carla Ahn comes first now, one of the two Anna Bergs last.
    await server.database.query(`update users set first_name = 'Aaron' where first_name = 'Carla'`);
    await server.database.query(`update users set last_name = 'Zed' where first_name = 'anna'`);
    await compareAggregates(['driverName', 'period'], SMALL_MONTHS);
  });
});

/*
 * Pages beyond the first 1,000 rows are read from the list's nearer end (lib/far-end-page.ts): a
 * year of 90 more drivers of the company with two readings a month or so (2,160 readings, 1,080
 * driver-months), at the same times and with repeated odometers and names.
 */
describe('deep pages of both lists', () => {
  const DEEP_YEAR = YEAR + 1;
  const deep = (size: number): Omit<Comparison, 'filters'> => ({
    periods: [{ query: `year=${DEEP_YEAR}`, from: `${DEEP_YEAR}-01-01`, to: `${DEEP_YEAR + 1}-01-01` }],
    size,
    pages: (total) => [...new Set([0, Math.floor(1_000 / size), Math.floor((total * 0.7) / size), Math.max(0, Math.ceil(total / size) - 1)])],
  });

  beforeAll(async () => {
    await factories(server).manyDrivers(companyId, 90);
    await server.database.query(
      `insert into mileage_readings (company_id, user_id, source, odometer_km, read_at, flag)
       select $1, u.id, case when (k + u.n) % 5 = 0 then 'DRIVER' else 'CAR' end, 20000 + ((k * 37 + u.n) % 50) * 10,
              timestamptz '${DEEP_YEAR}-01-01 00:00:00+00' + k * interval '15 days 5 hours', case when (k * u.n) % 11 = 0 then 'JUMP' end
         from (select id, row_number() over (order by id) as n from users where email like 'deep.%@made.test') u, generate_series(0, 23) k`,
      [companyId],
    );
  });

  it('the readings list equals the plain query on pages past the first thousand readings, from both ends', async () => {
    await compareReadings({ ...deep(100), filters: [FILTERS[0]!, FILTERS[4]!] });
  });

  it('the view per driver and month equals the readings grouped directly on pages past the first thousand months', async () => {
    await compareAggregates(MILEAGE_AGGREGATE_SORT_FIELDS, { ...deep(50), filters: [MONTH_FILTERS[0]!, MONTH_FILTERS[2]!] });
  });
});
