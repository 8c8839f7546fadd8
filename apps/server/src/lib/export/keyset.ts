import type { SortDir } from '@fleetwatt/shared';
import type { QueryOptions, SqlClient } from '../../db/database.ts';

export interface KeysetQuery {
  /**
   * A complete `select ... from ... where ...` without order by or limit, using $1..$n for
   * `params`. It must output every key column under the name given in `keys`.
   */
  sql: string;
  params?: unknown[];
  /** Output columns that order the rows, most significant first; the last must be unique (an id). None may be null. */
  keys: readonly string[];
  direction: SortDir;
  /** Rows per query; 1000 by default. */
  batchSize?: number;
  /** Timestamps as PostgreSQL's text (see QueryOptions): for rows that only an export formats. */
  timestampsAsText?: boolean;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * Every row of a query, fetched in batches ordered by the keys: each batch starts after the last
 * row of the one before ("keyset" or "seek" paging), so no batch scans the rows before it and no
 * cursor or transaction stays open between batches. Cursor values travel as text, so a timestamp
 * keeps its microseconds and no row is read twice or skipped.
 * Each batch is fast only when an index serves the keys in order; without one, every batch sorts
 * the filtered rows again (fine for hundreds of rows, slow for millions).
 */
export async function* keysetRows<Row extends Record<string, unknown>>(
  database: Pick<SqlClient, 'query'>,
  query: KeysetQuery,
): AsyncGenerator<Row> {
  const { sql, params = [], keys, direction } = query;
  const size = query.batchSize ?? 1000;
  if (!keys.length || !keys.every((k) => IDENTIFIER.test(k))) throw new Error('keysetRows: keys must be plain column names');
  const dir = direction === 'DESC' ? 'desc' : 'asc';
  const cmp = direction === 'DESC' ? '<' : '>';
  const cursorCols = keys.map((k, i) => `k.${k}::text as __cursor${i}`).join(', ');
  const orderBy = keys.map((k) => `k.${k} ${dir}`).join(', ');
  const tuple = `(${keys.map((k) => `k.${k}`).join(', ')})`;
  const placeholders = `(${keys.map((_, i) => `$${params.length + i + 1}`).join(', ')})`;
  const first = `select k.*, ${cursorCols} from (${sql}) k order by ${orderBy} limit ${size}`;
  const next = `select k.*, ${cursorCols} from (${sql}) k where ${tuple} ${cmp} ${placeholders} order by ${orderBy} limit ${size}`;

  const options: QueryOptions = { timestampsAsText: query.timestampsAsText };
  const fetchAfter = (cursor: string[] | null) =>
    database.query<Record<string, unknown>>(cursor ? next : first, cursor ? [...params, ...cursor] : params, options);
  let pending = fetchAfter(null);
  for (;;) {
    const batch = await pending;
    const full = batch.length === size;
    if (full) {
      // The next batch is read while this one is written out: the database and the writer overlap.
      const last = batch[batch.length - 1]!;
      pending = fetchAfter(keys.map((_, i) => last[`__cursor${i}`] as string));
      // A consumer that stops early leaves it unread; its failure then concerns no one.
      pending.catch(() => undefined);
    }
    // Rows go out as the driver made them, cursor columns included (`__cursor0`...): no export
    // column reads them, and a copy of every row without them would double what the exporter allocates.
    for (const row of batch) yield row as Row;
    if (!full) return;
  }
}
