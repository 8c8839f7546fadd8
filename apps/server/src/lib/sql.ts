/** A contains-pattern for `ilike … escape '\'`: `%` and `_` typed by a person are meant literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
