/** A contains-pattern for `ilike … escape '\'`: `%` and `_` typed by a person are meant literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Collects a query's parameters and hands out their placeholders ($1, $2, ...). */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * A person's full name as the product shows and searches it: first and last name, trimmed (`''`
 * when both are empty). `alias` is the users table's alias in the query.
 */
export function personName(alias?: string): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return `trim(${column('first_name')} || ' ' || ${column('last_name')})`;
}
