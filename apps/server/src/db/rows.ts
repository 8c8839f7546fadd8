import type { InferSelectModel, Table } from 'drizzle-orm';

/**
 * A table's row as raw SQL returns it: the snake_case column names with their types, derived from
 * the drizzle schema, so a renamed or dropped column fails typecheck where a query reads it.
 * The types match both drivers (db/database.ts): timestamptz → Date, int8 → number, numeric →
 * string, date → string (select it as `col::text` on PostgreSQL, whose driver would parse a Date).
 */
export type DbRow<T extends Table> = InferSelectModel<T, { dbColumnNames: true }>;

/** Some columns of a table's row. */
export type RowOf<T extends Table, K extends keyof DbRow<T>> = Pick<DbRow<T>, K>;

/** One column's type, to type an aliased or computed expression by the column it comes from. */
export type ColumnOf<T extends Table, K extends keyof DbRow<T>> = DbRow<T>[K];

/** The columns of a left-joined table: each may be null when no row joined. */
export type LeftJoined<R> = { [K in keyof R]: R[K] | null };

/**
 * Columns a query guarantees although the table allows null: a join or a where clause that keeps
 * only rows with them, or the kind of row that is always written with them. Say which in a comment.
 */
export type Present<R, K extends keyof R> = Omit<R, K> & { [P in K]-?: NonNullable<R[P]> };
