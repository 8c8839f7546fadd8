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
      log.push({ text, params });
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
