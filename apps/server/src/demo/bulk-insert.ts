import { getTableColumns, getTableName, is, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SqlClient } from '../db/database.ts';

const CHUNK_ROWS = 5000;

/** A Postgres array literal: {"a","b"} with quotes and backslashes escaped. */
function arrayLiteral(values: readonly unknown[]): string {
  const items = values.map((v) => {
    if (v === null || v === undefined) return 'NULL';
    return `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

/** The text form Postgres parses for any column type, so each column travels as one text[] parameter. */
function toText(value: unknown, json: boolean): string | null {
  if (value === null || value === undefined) return null;
  if (json) return JSON.stringify(value);
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return arrayLiteral(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Inserts many rows with one statement per chunk: every column is sent as a text array and
 * unnested, which keeps the statement small and fast on PGlite and PostgreSQL alike.
 * Rows are checked against the table's insert type; a column no row sets keeps its default.
 */
export async function insertRows<T extends PgTable>(
  client: SqlClient,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  // A row that leaves out a column another row sets gets the column's default, as a plain insert would.
  const fallbacks = columns.map(([key, c]) => {
    if (rows.every((row) => (row as Record<string, unknown>)[key] !== undefined)) return undefined;
    if (c.default === undefined || is(c.default, SQL)) {
      if (c.notNull && !c.hasDefault) throw new Error(`${getTableName(table)}.${c.name}: some rows leave out a required column`);
      if (is(c.default, SQL)) throw new Error(`${getTableName(table)}.${c.name}: set it on every row or on none`);
      return null;
    }
    return c.default;
  });
  const json = columns.map(([, c]) => c.getSQLType().startsWith('json'));
  const names = columns.map(([, c]) => `"${c.name}"`).join(', ');
  const selects = columns.map(([, c], i) => `u.c${i}::${c.getSQLType()}`).join(', ');
  const unnests = columns.map((_, i) => `$${i + 1}::text[]`).join(', ');
  const aliases = columns.map((_, i) => `c${i}`).join(', ');
  const sql = `insert into "${getTableName(table)}" (${names}) select ${selects} from unnest(${unnests}) as u(${aliases})`;
  for (let from = 0; from < rows.length; from += CHUNK_ROWS) {
    const chunk = rows.slice(from, from + CHUNK_ROWS);
    const params = columns.map(([key], i) =>
      chunk.map((row) => {
        const value = (row as Record<string, unknown>)[key];
        return toText(value === undefined ? fallbacks[i] : value, json[i]!);
      }),
    );
    await client.query(sql, params);
  }
  return rows.length;
}
