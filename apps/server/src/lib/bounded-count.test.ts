import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { boundedCount } from './bounded-count.ts';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase({ seeded: true }));
  await database.exec(`create table counted (n int); insert into counted select g from generate_series(1, 500) g; analyze counted;`);
});
afterAll(() => drop?.());

describe('boundedCount', () => {
  it('counts exactly up to the limit, the limit included', async () => {
    expect(await boundedCount(database, 'from counted where n <= $1', [120], 200)).toEqual({ total: 120, estimate: false });
    expect(await boundedCount(database, 'from counted where n <= $1', [200], 200)).toEqual({ total: 200, estimate: false });
  });

  it("beyond the limit gives the planner's estimate, never below the limit", async () => {
    const all = await boundedCount(database, 'from counted', [], 200);
    expect(all.estimate).toBe(true);
    // Analyzed, the table's size is known: the estimate is the row count.
    expect(all.total).toBe(500);
    const some = await boundedCount(database, 'from counted where n > $1', [290], 200);
    expect(some.estimate).toBe(true);
    expect(some.total).toBeGreaterThanOrEqual(201);
  });
});
