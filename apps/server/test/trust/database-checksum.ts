import type { Database } from '../../src/db/database.ts';

/** Tables that change by themselves: the identity provider's state, sign-in throttling, jobs, sandboxes. */
const VOLATILE = /^(oidc_|sandbox_|scheduled_jobs$|sign_in_)/;

/** One line per table: row count and a hash of every row, to prove that requests changed nothing. */
export async function databaseChecksum(database: Database): Promise<Map<string, string>> {
  const tables = (
    await database.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  )
    .map((t) => t.table_name)
    .filter((t) => !VOLATILE.test(t) && t !== '__migrations' && !t.startsWith('_'));
  const rows = await database.query<{ t: string; v: string }>(
    tables.map((t) => `select '${t}' as t, count(*)::text || ':' || coalesce(sum(hashtext(x::text)), 0)::text as v from ${t} x`).join(' union all '),
  );
  return new Map(rows.map((r) => [r.t, r.v]));
}

/** The tables whose checksum differs. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((t) => before.get(t) !== after.get(t));
}
