/**
 * The benchmark's cases: every list, summary and chart of the pages with every filter and sort the
 * page offers (a month, the whole year, a search, each sortable column, the last page), for one
 * company (the fleet manager of the largest company) and across all companies (an administrator).
 * Read cases are timed over HTTP, their statements again straight on PostgreSQL, and once more
 * with 16 clients at once; the other cases report their own unit.
 */
import {
  CHARGING_SESSION_SORT_FIELDS,
  FLEET_MILEAGE_SORT_FIELDS,
  FLEET_MONITOR_SORT_FIELDS,
  MILEAGE_AGGREGATE_SORT_FIELDS,
  MILEAGE_READING_SORT_FIELDS,
  USER_SORT_FIELDS,
} from '@fleetwatt/shared';

export type Who = 'manager' | 'admin' | 'driver';
export type Scope = 'company' | 'all';

export interface ReadCase {
  kind: 'read';
  name: string;
  who: Who;
  /** Path and query under the server's base URL; `page` is the page number (0-based). */
  path: (ctx: CaseContext, page: number) => string;
  /** A page number (at most the last page), or the list's last page (found with one request first). */
  page?: number | 'last';
  /** p95 budget: 50 ms on one company, 150 ms across all companies (16 clients: 150 and 450 ms). */
  scope: Scope;
}

export interface CaseContext {
  /** The current year (UTC): the pages' default, with eleven months of data or so. */
  year: number;
  /** The last full month (UTC) and its year. */
  month: { year: number; month: number };
  /** A driver of the benchmark's company, for the driver's chart. */
  driverId: string;
}

const WHO: Record<Scope, Who> = { company: 'manager', all: 'admin' };
const SCOPES: Scope[] = ['company', 'all'];
const scopeName = (s: Scope) => (s === 'company' ? 'one company' : 'all companies');

/** A month or the whole year (the month field left empty), as the pages send them. */
type Period = 'month' | 'year';
const PERIODS: Period[] = ['month', 'year'];
const periodQuery = (p: Period, c: CaseContext) => (p === 'month' ? `year=${c.month.year}&month=${c.month.month}` : `year=${c.year}`);

/** The direction a page sorts a column in first: figures highest first, names A to Z. */
const NAME_FIELDS = new Set(['companyName', 'userName', 'driverName', 'period', 'status', 'source', 'readAt']);
const firstDir = (field: string, list: string) => (list === 'sessions' && field === 'startDate' ? 'DESC' : NAME_FIELDS.has(field) ? 'ASC' : 'DESC');

function read(name: string, scope: Scope, path: ReadCase['path'], page: ReadCase['page'] = 0): ReadCase {
  return { kind: 'read', name: `${name}, ${scopeName(scope)}`, who: WHO[scope], scope, path, page };
}

const pageName = (page: ReadCase['page']) => (page === 'last' ? 'last page' : `page ${((page ?? 0) + 1).toLocaleString('en')}`);

/** A list's cases: each sort in each period on page 1, then the default sort's last page and a search. */
function listCases(
  list: string,
  label: string,
  url: string,
  fields: readonly string[],
  opts: { periods: Period[]; search?: { param: string; text: string }; extra?: { name: string; query: string }[]; deep?: number },
): ReadCase[] {
  const cases: ReadCase[] = [];
  for (const scope of SCOPES) {
    for (const period of opts.periods) {
      for (const field of fields) {
        const dir = firstDir(field, list);
        cases.push(read(`${label}, ${period}, ${field} ${dir}, page 1`, scope, (c, p) => `${url}?${periodQuery(period, c)}&sortField=${field}&sortDir=${dir}&pageNumber=${p}&pageSize=50`));
      }
    }
    const field = fields[0]!;
    const dir = firstDir(field, list);
    const period = opts.periods.at(-1)!;
    const deep = opts.deep ?? 'last';
    cases.push(
      read(`${label}, ${period}, ${field} ${dir}, ${pageName(deep)}`, scope, (c, p) => `${url}?${periodQuery(period, c)}&sortField=${field}&sortDir=${dir}&pageNumber=${p}&pageSize=50`, deep),
    );
    if (opts.search) {
      const { param, text } = opts.search;
      cases.push(read(`${label}, ${period}, search "${text}"`, scope, (c, p) => `${url}?${periodQuery(period, c)}&${param}=${encodeURIComponent(text)}&pageNumber=${p}&pageSize=50`));
    }
    for (const extra of opts.extra ?? []) {
      cases.push(read(`${label}, ${period}, ${extra.name}`, scope, (c, p) => `${url}?${periodQuery(period, c)}&${extra.query}&pageNumber=${p}&pageSize=50`));
    }
  }
  return cases;
}

export const READ_CASES: ReadCase[] = [
  // Home: the drivers table with each driver's energy and expense of the month or year.
  ...listCases('drivers', 'home drivers', '/backend/users/search', ['expense', ...USER_SORT_FIELDS.filter((f) => f !== 'expense')], {
    periods: PERIODS,
    search: { param: 'userName', text: 'hofer' },
  }),
  // Charging sessions: the list, its indicators and the review queue.
  ...listCases('sessions', 'sessions', '/backend/charging-sessions/search', CHARGING_SESSION_SORT_FIELDS, {
    periods: PERIODS,
    search: { param: 'search', text: 'hofer' },
    // The issue's deep page: a year across all companies has some 29,000 pages.
    deep: 4_999,
    extra: [
      { name: 'every source', query: 'source=ALL' },
      { name: 'external only', query: 'source=EXTERNAL' },
    ],
  }),
  ...SCOPES.flatMap((scope) =>
    PERIODS.map((period) =>
      read(`sessions summary with the previous ${period}'s change, ${period}`, scope, (c) => `/backend/charging-sessions/summary?${periodQuery(period, c)}${scope === 'all' ? '&currency=EUR' : ''}`),
    ),
  ),
  // The review queue is the administrators'.
  read('sessions to review, any time, start DESC, page 1', 'all', (_c, p) => `/backend/charging-sessions/review?sortField=startDate&sortDir=DESC&pageNumber=${p}&pageSize=50`),
  // Fleet monitor: the rows, the summary, the km per month table and a driver's chart.
  ...listCases('monitor', 'fleet monitor rows', '/backend/fleet-monitor/rows', FLEET_MONITOR_SORT_FIELDS, {
    periods: ['year'],
    search: { param: 'search', text: 'hofer' },
  }),
  ...SCOPES.map((scope) => read('fleet monitor summary, year', scope, (c) => `/backend/fleet-monitor/summary?year=${c.year}`)),
  ...listCases('monitor', 'fleet monitor mileage', '/backend/fleet-monitor/mileage', FLEET_MILEAGE_SORT_FIELDS, {
    periods: ['year'],
    search: { param: 'search', text: 'hofer' },
  }),
  read("fleet monitor, a driver's chart, year", 'company', (c) => `/backend/fleet-monitor/drivers/${c.driverId}/chart?year=${c.year}`),
  // Mileage: every reading, and one row per driver and month.
  ...listCases('readings', 'mileage readings', '/backend/mileage/readings', MILEAGE_READING_SORT_FIELDS, {
    periods: PERIODS,
    extra: [
      { name: 'reported by drivers', query: 'source=DRIVER' },
      { name: 'implausible only', query: 'flagged=true' },
    ],
  }),
  ...listCases('aggregated', 'mileage per driver and month', '/backend/mileage/aggregated', MILEAGE_AGGREGATE_SORT_FIELDS, {
    periods: PERIODS,
    extra: [
      { name: 'car readings only', query: 'source=CAR' },
      { name: 'months with an implausible reading', query: 'flagged=true' },
    ],
  }),
];

/**
 * The export cases: every session across all companies of the previous month (about 140,000 rows)
 * and of the last whole year (about 1.6 million), each file read from a freshly started server.
 */
export const EXPORTS = [
  { name: 'month', period: (c: CaseContext) => ({ year: c.month.year, month: c.month.month }) },
  { name: 'year', period: (c: CaseContext) => ({ year: c.year - 1, month: undefined }) },
] as const;

export const exportPath = (period: { year: number; month?: number }, format: 'XLSX' | 'CSV') =>
  `/backend/charging-sessions/export?year=${period.year}${period.month ? `&month=${period.month}` : ''}&export=${format}`;

/** Ingestion: batches of 1,000 sessions from the driver's app, for the benchmark driver's cable. */
export const INGEST = { batches: 20, batchSize: 1_000, cable: 'LG-000001' };

export const BUDGETS = {
  companyP95Ms: 50,
  allP95Ms: 150,
  apiOverSql: 1.5,
  /** 16 clients at once. */
  concurrentClients: 16,
  concurrentCompanyP95Ms: 150,
  concurrentAllP95Ms: 450,
  ingestPerSecond: 5_000,
  accountPerSecond: 3_000,
  xlsxSeconds: 10,
  csvSeconds: 3,
  exportPeakMb: 100,
};
