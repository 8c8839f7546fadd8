import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { openTestDatabase } from '../../test/harness.ts';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.exec(`create table query_probe (id int primary key, name text not null, at timestamptz not null);
    insert into query_probe values (1, 'first', '2026-11-21 08:15:30.250+00');`);
});
afterAll(() => drop?.());

describe('query options', () => {
  it('a named statement answers with the current rows on every call, on every connection', async () => {
    const byId = (id: number) =>
      database.query<{ name: string }>('select name from query_probe where id = $1', [id], { name: 'query-probe-by-id' });
    // More calls at once than one connection takes, so several connections prepare the statement.
    const first = await Promise.all(Array.from({ length: 12 }, () => byId(1)));
    expect(first.map((rows) => rows[0]?.name)).toEqual(Array(12).fill('first'));

    await database.query(`update query_probe set name = 'renamed' where id = 1`);
    const again = await Promise.all(Array.from({ length: 12 }, () => byId(1)));
    expect(again.map((rows) => rows[0]?.name)).toEqual(Array(12).fill('renamed'));
    expect(await byId(2)).toEqual([]);
  });

  it("gives timestamps as PostgreSQL's text only when asked", async () => {
    const [asDate] = await database.query<{ at: unknown }>('select at from query_probe');
    const [asText] = await database.query<{ at: unknown }>('select at from query_probe', [], { timestampsAsText: true });
    expect(asDate!.at).toEqual(new Date('2026-11-21T08:15:30.250Z'));
    expect(asText!.at).toBe('2026-11-21 08:15:30.25+00');
  });
});
