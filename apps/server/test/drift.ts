import type { SqlClient } from '../src/db/database.ts';

/**
 * Where a derived table and the same figures computed afresh disagree: the rows only one side has,
 * each marked `<name>: only kept` or `<name>: only fresh` in the column `drift_side`; none when the
 * table holds. `fresh` and `kept` are select statements with the same columns in the same order;
 * `ctes` (optional) are named statements `fresh` reads, written before it.
 */
export function drift(db: SqlClient, name: string, statements: { fresh: string; kept: string; ctes?: string }) {
  return db.query(
    `with ${statements.ctes ? `${statements.ctes},` : ''}
     fresh as (${statements.fresh}),
     kept as (${statements.kept})
     (select '${name}: only kept' as drift_side, * from (select * from kept except select * from fresh) a)
     union all
     (select '${name}: only fresh' as drift_side, * from (select * from fresh except select * from kept) b)`,
  );
}
