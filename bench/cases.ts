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
];

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
