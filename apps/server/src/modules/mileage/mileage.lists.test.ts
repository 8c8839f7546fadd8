import { beforeAll, describe, expect, it } from 'vitest';
import { MILEAGE_READING_SORT_FIELDS, type MileageReading, type Paged } from '@fleetwatt/shared';
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

const SIZE = 7;

describe('the readings list', () => {
  it('equals the plain query for every sort, direction, filter, period and page, for one company and every company', async () => {
    for (const [who, account, company] of [
      ['one company', () => manager, () => companyId],
      ['every company', () => admin, () => null],
    ] as const) {
      for (const period of PERIODS) {
        for (const filter of FILTERS) {
          const where = `r.read_at >= $1 and r.read_at < $2 and ($3::uuid is null or r.company_id = $3) and ${filter.sql}`;
          const params = [period.from, period.to, company()];
          const [count] = await server.database.query<{ n: number }>(`select count(*)::int as n from mileage_readings r where ${where}`, params);
          const total = count!.n;
          const pages = [...new Set([0, 2, Math.max(0, Math.ceil(total / SIZE) - 1)])];
          for (const field of MILEAGE_READING_SORT_FIELDS) {
            for (const dir of ['ASC', 'DESC'] as const) {
              const order = field === 'readAt' ? `r.read_at ${dir}, r.id ${dir}` : `${READING_KEYS[field]} ${dir}, r.read_at ${dir}, r.id ${dir}`;
              const expected = await server.database.query<{ id: string }>(
                `select r.id from mileage_readings r join users u on u.id = r.user_id join companies c on c.id = r.company_id
                  where ${where} order by ${order}`,
                params,
              );
              for (const page of pages) {
                const what = `${who}, ${period.query}${filter.query}, ${field} ${dir}, page ${page}`;
                const answer = await account().api.get<Paged<MileageReading>>(
                  `/mileage/readings?${period.query}${filter.query}&sortField=${field}&sortDir=${dir}&pageSize=${SIZE}&pageNumber=${page}`,
                );
                expect(answer.status, what).toBe(200);
                expect(answer.body.totalCount, what).toBe(total);
                expect(answer.body.results.map((r) => r.id), what).toEqual(expected.slice(page * SIZE, (page + 1) * SIZE).map((r) => r.id));
              }
            }
          }
        }
      }
    }
  });
});
