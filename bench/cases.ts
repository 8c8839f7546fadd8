/**
 * The benchmark's cases (issue "Performance at a large customer's scale"): read cases are timed over
 * HTTP and their statements again straight on PostgreSQL; the others report their own unit.
 */
export type Who = 'manager' | 'admin' | 'driver';

export interface ReadCase {
  kind: 'read';
  name: string;
  who: Who;
  /** Path and query under the server's base URL. */
  path: (ctx: CaseContext) => string;
  /** p95 budget: 50 ms on one company, 150 ms across all companies. */
  scope: 'company' | 'all';
}

export interface CaseContext {
  year: number;
  month: number;
}

const month = ({ year, month }: CaseContext) => `year=${year}&month=${month}`;

export const READ_CASES: ReadCase[] = [
  {
    kind: 'read',
    name: 'home drivers, 2,000 drivers, expense DESC, page 1',
    who: 'manager',
    scope: 'company',
    path: (c) => `/backend/users/search?${month(c)}&sortField=expense&sortDir=DESC&pageNumber=0&pageSize=50`,
  },
  {
    kind: 'read',
    name: 'home drivers, 2,000 drivers, expense DESC, page 40',
    who: 'manager',
    scope: 'company',
    path: (c) => `/backend/users/search?${month(c)}&sortField=expense&sortDir=DESC&pageNumber=39&pageSize=50`,
  },
  {
    kind: 'read',
    name: 'sessions, one company and month, start DESC, page 1',
    who: 'manager',
    scope: 'company',
    path: (c) => `/backend/charging-sessions/search?${month(c)}&sortField=startDate&sortDir=DESC&pageNumber=0&pageSize=50`,
  },
  {
    kind: 'read',
    name: 'sessions, one company and month, start DESC, page 200',
    who: 'manager',
    scope: 'company',
    path: (c) => `/backend/charging-sessions/search?${month(c)}&sortField=startDate&sortDir=DESC&pageNumber=199&pageSize=50`,
  },
  {
    kind: 'read',
    name: 'sessions, all companies, one month, start DESC, page 1',
    who: 'admin',
    scope: 'all',
    path: (c) => `/backend/charging-sessions/search?${month(c)}&sortField=startDate&sortDir=DESC&pageNumber=0&pageSize=50`,
  },
  {
    kind: 'read',
    name: 'sessions, all companies, one month, start DESC, page 1,000',
    who: 'admin',
    scope: 'all',
    path: (c) => `/backend/charging-sessions/search?${month(c)}&sortField=startDate&sortDir=DESC&pageNumber=999&pageSize=50`,
  },
  {
    kind: 'read',
    name: 'sessions summary with previous-month change, one company',
    who: 'manager',
    scope: 'company',
    path: (c) => `/backend/charging-sessions/summary?${month(c)}`,
  },
  {
    kind: 'read',
    name: 'sessions summary with previous-month change, all companies',
    who: 'admin',
    scope: 'all',
    path: (c) => `/backend/charging-sessions/summary?${month(c)}&currency=EUR`,
  },
  {
    kind: 'read',
    name: 'fleet monitor rows, 2,000 drivers, page 1',
    who: 'manager',
    scope: 'company',
    path: (c) => `/backend/fleet-monitor/rows?year=${c.year}&pageNumber=0&pageSize=50`,
  },
  {
    kind: 'read',
    name: 'fleet monitor summary, 2,000 drivers',
    who: 'manager',
    scope: 'company',
    path: (c) => `/backend/fleet-monitor/summary?year=${c.year}`,
  },
];

/** The export case: every session of the previous month across all companies (about 140,000 rows). */
export const exportPath = (c: CaseContext, format: 'XLSX' | 'CSV') => {
  const prev = c.month === 1 ? { year: c.year - 1, month: 12 } : { year: c.year, month: c.month - 1 };
  return `/backend/charging-sessions/export?year=${prev.year}&month=${prev.month}&export=${format}`;
};

/** Ingestion: batches of 1,000 sessions from the driver's app, for the benchmark driver's cable. */
export const INGEST = { batches: 20, batchSize: 1_000, cable: 'LG-000001' };

export const BUDGETS = {
  companyP95Ms: 50,
  allP95Ms: 150,
  apiOverSql: 1.5,
  ingestPerSecond: 5_000,
  accountPerSecond: 3_000,
  xlsxSeconds: 10,
  csvSeconds: 3,
  exportPeakMb: 100,
};
