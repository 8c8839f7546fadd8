import pg from 'pg';
import type { Database, SqlClient } from '../../apps/server/src/db/database.ts';

export interface RecordedQuery {
  text: string;
  params: unknown[];
}

/**
 * A database that notes every query it runs, so the benchmark can run exactly the statements of one
 * API request again, straight on PostgreSQL, and compare the two times.
 */
export function recording(database: Database): { database: Database; take(): RecordedQuery[] } {
  let log: RecordedQuery[] = [];
  const wrap = (client: SqlClient): SqlClient => ({
    query: (text, params = [], options) => {
      // A copy: a caller may add to its parameter list after this statement ran (the next statement's).
      log.push({ text, params: [...params] });
      return client.query(text, params, options);
    },
    exec: (script) => client.exec(script),
  });
  return {
    database: { ...database, ...wrap(database), transaction: (fn) => database.transaction((c) => fn(wrap(c))) },
    take() {
      const taken = log;
      log = [];
      return taken;
    },
  };
}

/** Runs the statements once, in order, on their own connection; milliseconds. */
export async function replay(client: pg.Client, queries: RecordedQuery[]): Promise<number> {
  const t0 = performance.now();
  for (const q of queries) await client.query(q.text, q.params as unknown[]);
  return performance.now() - t0;
}

/** Prints each statement with its parameters and its plan as PostgreSQL runs it (to stderr). */
export async function explain(client: pg.Client, name: string, queries: RecordedQuery[]): Promise<void> {
  for (const [i, q] of queries.entries()) {
    // A statement that is itself an EXPLAIN (a list's estimated count) has no plan to print.
    if (/^\s*explain\b/i.test(q.text)) continue;
    const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${q.text}`, q.params as unknown[]);
    process.stderr.write(
      `\n=== ${name}: statement ${i + 1} of ${queries.length}\n${q.text}\n-- parameters: ${JSON.stringify(q.params)}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}\n`,
    );
  }
}
