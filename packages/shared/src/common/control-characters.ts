import { z } from 'zod';

/**
 * Control characters no field may hold: the C0 controls except tab, line feed and carriage return
 * (NUL among them, which PostgreSQL refuses outright), DEL and the C1 controls.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** The `format` of the issue that refuses them (its message: validation-messages.ts). */
export const NO_CONTROL_CHARACTERS = 'no_control_characters';

/** Objects whose fields are looked into: parsed JSON and query strings (whatever their prototype), not files or dates. */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !(value instanceof Date) && !ArrayBuffer.isView(value) && typeof (value as { pipe?: unknown }).pipe !== 'function';

/** The paths of every string (or object key) in `value` that holds a control character. */
export function controlCharacterPaths(value: unknown, path: (string | number)[] = [], found: (string | number)[][] = []) {
  if (path.length > 64) return found;
  if (typeof value === 'string') {
    if (CONTROL_CHARACTER.test(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => controlCharacterPaths(item, [...path, i], found));
  } else if (isRecord(value)) {
    for (const key of Object.keys(value)) {
      if (CONTROL_CHARACTER.test(key)) found.push([...path, key]);
      else controlCharacterPaths(value[key], [...path, key], found);
    }
  }
  return found;
}

/**
 * The schema, preceded by a check that refuses a control character anywhere in the input with an
 * issue on its field. The server puts every route's query, path and body schema through this.
 */
export function refusingControlCharacters<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      for (const path of controlCharacterPaths(value)) {
        ctx.addIssue({ code: 'invalid_format', format: NO_CONTROL_CHARACTERS, path, message: 'Must not contain control characters', input: '' });
      }
    })
    .pipe(schema);
}
