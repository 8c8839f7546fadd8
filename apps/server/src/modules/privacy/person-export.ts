import type { PersonExport } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import { isPersonTable, PERSON_DATA } from './person-data-map.ts';

export interface PersonKeys {
  id: string;
  email: string;
  name: string;
}

/** The values of every person-data statement: id, email (lower case), contains-patterns for email and name. */
export function personParams(p: PersonKeys): Record<string, unknown> {
  const like = (s: string) => (s.trim() ? `%${s.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '\u0000never\u0000');
  return { id: p.id, email: p.email.toLowerCase(), emailLike: like(p.email), nameLike: like(p.name) };
}

/**
 * A statement with named values (`@id`) as PostgreSQL takes it: numbered placeholders for the names
 * it uses, and only their values (PostgreSQL refuses a value it cannot type).
 */
export function bind(sql: string, values: Record<string, unknown>): [string, unknown[]] {
  const order: string[] = [];
  const text = sql.replace(/@([a-zA-Z]+)\b/g, (whole, name: string) => {
    if (!(name in values)) return whole;
    const at = order.indexOf(name);
    return `$${at >= 0 ? at + 1 : order.push(name)}`;
  });
  return [text, order.map((n) => values[n])];
}

/**
 * Everything the product keeps about one person, one list of rows per table that names them
 * (person-data-map.ts), as JSON: file contents in base64, secrets (password hash, tokens) left out.
 */
export async function exportPerson(db: SqlClient, person: PersonKeys, now: Date): Promise<PersonExport> {
  const params = personParams(person);
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const [table, spec] of Object.entries(PERSON_DATA)) {
    if (!isPersonTable(spec)) continue;
    const omit = [...(spec.omit ?? []), ...(table === 'documents' ? ['content'] : [])];
    const extra = table === 'documents' ? ` || jsonb_build_object('content_base64', encode(x.content, 'base64'))` : '';
    const sql = `select (to_jsonb(x) - '{${omit.join(',')}}'::text[])${extra} as row from ${table} x where ${spec.where}`;
    const rows = await db.query<{ row: Record<string, unknown> }>(...bind(sql, params));
    tables[table] = rows.map((r) => r.row);
  }
  return { format: 'fleetwatt-person-export/1', generatedAt: now.toISOString(), person: { id: person.id, email: person.email, name: person.name }, tables };
}
