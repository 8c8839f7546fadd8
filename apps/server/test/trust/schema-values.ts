import { randomUUID } from 'node:crypto';
import type { JsonSchema } from './openapi-operations.ts';
import { utcToday } from '@fleetwatt/shared';

/** The schema without a null alternative: what a present value must match. */
export function nonNull(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const first = options.find((o) => o.type !== 'null') ?? options[0]!;
    return nonNull(first);
  }
  if (schema.allOf?.length) return nonNull(Object.assign({}, ...schema.allOf.map(nonNull)) as JsonSchema);
  if (Array.isArray(schema.type)) return { ...schema, type: schema.type.find((t) => t !== 'null') };
  return schema;
}

export const typeOf = (schema: JsonSchema) => {
  const s = nonNull(schema);
  return (s.type as string | undefined) ?? (s.properties ? 'object' : s.enum ? typeof s.enum[0] : undefined);
};


/**
 * A value the schema accepts, as far as its keywords tell (a refinement in code may still refuse it).
 * `idFor` chooses the uuid of a named field, so a body can name real rows.
 */
export function validValue(schema: JsonSchema, name = '', idFor?: (field: string) => string | undefined): unknown {
  const s = nonNull(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  switch (typeOf(s)) {
    case 'string': {
      if (s.format === 'uuid') return idFor?.(name) ?? randomUUID();
      if (s.format === 'email') return 'trust.check@example.com';
      if (s.format === 'date') return utcToday();
      if (s.format === 'date-time') return new Date().toISOString();
      if (s.format === 'uri' || s.format === 'url') return 'https://example.com/';
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    }
    case 'integer':
    case 'number': {
      const min = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : s.minimum;
      return Math.min(min ?? 1, s.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => validValue(s.items ?? {}, name, idFor));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) out[key] = validValue(s.properties?.[key] ?? {}, key, idFor);
      return out;
    }
    default:
      return 'x';
  }
}

/** Strings that must never break anything: unicode, control characters, SQL and HTML fragments. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  'x'.repeat(20_000),
  'Zoë Ærøskøbing 東京 🚗⚡',
  'nul\u0000byte',
  '\ud800',
  "' or '1'='1",
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '../../etc/passwd',
  '%00',
  '1e309',
];

/** Values of the wrong kind for a field of the given schema: each one alone must be refused. */
export function wrongValues(schema: JsonSchema): unknown[] {
  const s = nonNull(schema);
  const common: unknown[] = [{ nested: true }, [1, 2]];
  if (s.enum?.length) return ['NOT_IN_THE_LIST', 12, ...common];
  switch (typeOf(s)) {
    case 'string':
      if (s.format === 'uuid') return ['not-a-uuid', '1 or 1=1', 42, ...common];
      if (s.format === 'email') return ['no-at-sign', 7, ...common];
      if (s.format === 'date' || s.format === 'date-time') return ['2026-13-45', '9999-99-99T99:99', 20260101, ...common];
      if (s.maxLength !== undefined) return ['x'.repeat(s.maxLength + 1), 3, ...common];
      if ((s.minLength ?? 0) > 0) return ['', 5, ...common];
      return [12345, true, ...common];
    case 'integer':
      return ['seven', 1.5, ...(s.minimum !== undefined ? [s.minimum - 1] : []), ...(s.maximum !== undefined ? [s.maximum + 1] : []), ...common];
    case 'number':
      return ['seven', ...(s.minimum !== undefined ? [s.minimum - 1] : []), ...(s.maximum !== undefined ? [s.maximum + 1] : []), ...common];
    case 'boolean':
      return ['maybe', 2, ...common];
    case 'array':
      return ['not-a-list', 5, { a: 1 }, ...(s.maxItems !== undefined ? [Array.from({ length: s.maxItems + 1 }, () => validValue(s.items ?? {}))] : [])];
    case 'object':
      return ['not-an-object', 3, [1]];
    default:
      return [];
  }
}

/** Query-string forms of wrong values (everything in a query is text). */
export function wrongQueryValues(schema: JsonSchema): string[] {
  const s = nonNull(schema);
  const t = typeOf(s);
  if (s.enum?.length) return ['NOT_IN_THE_LIST'];
  if (t === 'integer') return ['seven', '1.5', '-99999999999', '99999999999999999999'];
  if (t === 'number') return ['seven', 'NaN'];
  if (t === 'boolean') return ['maybe'];
  if (s.format === 'uuid') return ['not-a-uuid', "1' or '1'='1"];
  if (s.format === 'date' || s.format === 'date-time') return ['2026-13-45', 'yesterday'];
  if (s.maxLength !== undefined) return ['x'.repeat(s.maxLength + 1)];
  return [];
}
