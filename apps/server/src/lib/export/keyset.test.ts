import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { openTestDatabase } from '../../../test/harness.ts';
import { keysetRows } from './keyset.ts';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.exec(`
    create table keyset_probe (id uuid primary key default gen_random_uuid(), name text not null, at timestamptz not null);
    -- 2,500 rows: many share a name, and the timestamps carry microseconds a JS Date cannot hold.
    insert into keyset_probe (name, at)
      select 'Name ' || (g % 37), timestamptz '2026-01-01 00:00:00+00' + (g % 400) * interval '1 microsecond' * 7
        from generate_series(1, 2500) g;
  `);
});
afterAll(() => drop?.());

type Probe = { id: string; name: string; at: Date; sort_name: string };

async function all(direction: 'ASC' | 'DESC', keys: string[], where = '', params: unknown[] = []) {
  const out: Probe[] = [];
  for await (const row of keysetRows<Probe>(database, {
    sql: `select id, name, at, lower(name) as sort_name from keyset_probe ${where}`,
    params,
    keys,
    direction,
    batchSize: 100,
  })) {
    out.push(row);
  }
  return out;
}

describe('keysetRows', () => {
  it('reads every row exactly once across batches, in both directions, with microsecond timestamps', async () => {
    for (const direction of ['ASC', 'DESC'] as const) {
      const rows = await all(direction, ['at', 'id']);
      expect(rows).toHaveLength(2500);
      expect(new Set(rows.map((r) => r.id)).size).toBe(2500);
      const expected = await database.query<{ id: string }>(
        `select id from keyset_probe order by at ${direction}, id ${direction}`,
      );
      expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    }
  });

  it('orders by a computed key with ties broken by id, and keeps the query parameters', async () => {
    const rows = await all('DESC', ['sort_name', 'id'], 'where name <> $1', ['Name 0']);
    const expected = await database.query<{ id: string }>(
      `select id from keyset_probe where name <> 'Name 0' order by lower(name) desc, id desc`,
    );
    expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
  });

  it("hands timestamps over as PostgreSQL's text, microseconds included, when asked", async () => {
    const rows: { at: unknown }[] = [];
    for await (const row of keysetRows<{ at: unknown }>(database, {
      sql: `select id, at from keyset_probe where at > timestamptz '2026-01-01 00:00:00+00'`,
      keys: ['at', 'id'],
      direction: 'ASC',
      batchSize: 100,
      timestampsAsText: true,
    })) {
      rows.push(row);
    }
    // Six rows (g = 400, 800, ... 2400) sit exactly at midnight.
    expect(rows).toHaveLength(2494);
    expect(rows[0]!.at).toBe('2026-01-01 00:00:00.000007+00');
    expect(rows.every((r) => typeof r.at === 'string')).toBe(true);
  });

  it('ends at once on an empty result', async () => {
    expect(await all('ASC', ['id'], 'where false')).toEqual([]);
  });

  it('refuses key names that are not plain column names', async () => {
    const it = keysetRows(database, { sql: 'select 1 as x', keys: ['x; drop table users'], direction: 'ASC' });
    await expect(it.next()).rejects.toThrow(/plain column names/);
  });
});
