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
