import fs from 'node:fs';
import path from 'node:path';
import { SERVER_DIR } from '../lib/paths.ts';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = path.join(SERVER_DIR, 'src/db/migrations');
/** Functions and triggers the schema files cannot express; idempotent, applied on every start. */
const TRIGGERS_DIR = path.join(SERVER_DIR, 'src/db/triggers');
// Any number shared by all instances: the first to start migrates, the others wait for it.
const MIGRATION_LOCK = 7_410_001;

/** Applies the checked-in SQL files in name order, each once, then the triggers, under an advisory lock. */
export async function migrate(database: Database): Promise<string[]> {
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return database.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.exec(fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      applied.push(file);
    }
    for (const file of fs.readdirSync(TRIGGERS_DIR).filter((f) => f.endsWith('.sql')).sort()) {
      await tx.exec(fs.readFileSync(path.join(TRIGGERS_DIR, file), 'utf8'));
    }
    return applied;
  });
}
