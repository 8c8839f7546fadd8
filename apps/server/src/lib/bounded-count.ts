import type { SqlClient } from '../db/database.ts';

/** Lists count their rows exactly up to this many; beyond it they say "about" (decision 0057). */
export const EXACT_COUNT_LIMIT = 10_000;

export interface BoundedCount {
  total: number;
  /** The total is PostgreSQL's estimate: more rows match than EXACT_COUNT_LIMIT. */
  estimate: boolean;
}

/**
 * How many rows `from` (a `from … where …` without select, on `params`) holds: counted exactly
 * while they are at most `limit`, which reads at most limit + 1 index entries; beyond that the
 * planner's estimate of the same statement, never below limit + 1. A trail of millions of events
 * pages on without counting millions of rows for every page.
 */
export async function boundedCount(db: Pick<SqlClient, 'query'>, from: string, params: unknown[], limit = EXACT_COUNT_LIMIT): Promise<BoundedCount> {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from (select 1 ${from} limit ${limit + 1}) x`, params);
  const exact = Number(row?.n ?? 0);
  if (exact <= limit) return { total: exact, estimate: false };
  const [plan] = await db.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string }>(`explain (format json) select 1 ${from}`, params);
  const json = plan?.['QUERY PLAN'];
  const parsed = typeof json === 'string' ? (JSON.parse(json) as [{ Plan: { 'Plan Rows': number } }]) : json;
  const estimated = Math.round(Number(parsed?.[0]?.Plan['Plan Rows'] ?? 0));
  return { total: Math.max(limit + 1, estimated), estimate: true };
}
