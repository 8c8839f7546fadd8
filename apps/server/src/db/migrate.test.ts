import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { applyTriggers, migrate } from './migrate.ts';
import { openTestDatabase } from '../../test/harness.ts';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop?.());

/** The triggers the trigger files create, by table and name, with their identity and state. */
async function triggers() {
  const rows = await database.query<{ key: string; oid: number; enabled: string }>(
    `select c.relname || '.' || t.tgname as key, t.oid::int as oid, t.tgenabled::text as enabled
       from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where not t.tgisinternal and t.tgname in ('audit_row_change', 'charging_session_totals_insert')
      order by 1`,
  );
  return new Map(rows.map((r) => [r.key, r]));
}

describe('migrations', () => {
  it('a first start creates the schema with its audit and totals triggers', async () => {
    expect((await migrate(database)).length).toBeGreaterThan(0);
    const found = await triggers();
    expect(found.get('users.audit_row_change')).toBeDefined();
    expect(found.get('charging_sessions.charging_session_totals_insert')?.enabled).toBe('A');
  });

  it('a later start changes nothing: no migration, and no trigger dropped and created again', async () => {
    const before = await triggers();
    expect(await migrate(database)).toEqual([]);
    expect(await triggers()).toEqual(before);
  });

  it('applying the trigger files turns a trigger a bulk load switched off back on', async () => {
    await database.exec('alter table charging_sessions disable trigger charging_session_totals_insert');
    expect((await triggers()).get('charging_sessions.charging_session_totals_insert')?.enabled).toBe('D');
    await database.transaction((tx) => applyTriggers(tx));
    expect((await triggers()).get('charging_sessions.charging_session_totals_insert')?.enabled).toBe('A');
  });
});
