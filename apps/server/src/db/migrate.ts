import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_DIR } from '../lib/paths.ts';
import type { Database, SqlClient } from './database.ts';

const MIGRATIONS_DIR = path.join(SERVER_DIR, 'src/db/migrations');
/** Functions and triggers the schema files cannot express; idempotent, applied when they or the schema change. */
const TRIGGERS_DIR = path.join(SERVER_DIR, 'src/db/triggers');
// Any number shared by all instances: the first to start migrates, the others wait for it.
const MIGRATION_LOCK = 7_410_001;

const sqlFiles = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();

/**
 * Applies the checked-in SQL files in name order, each once, then the trigger files, under an
 * advisory lock. The trigger files run again only when one of them changed or a migration was
 * applied (a new table may need its triggers): recreating a trigger locks its table, which a start
 * beside running instances must not do for nothing.
 */
export async function migrate(database: Database): Promise<string[]> {
  return database.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      `create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now());
       create table if not exists schema_triggers (checksum text primary key, applied_at timestamptz not null default now());`,
    );
    const done = new Set((await tx.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const file of sqlFiles(MIGRATIONS_DIR)) {
      if (done.has(file)) continue;
      await tx.exec(fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      applied.push(file);
    }
    const triggers = triggerFiles();
    const [current] = await tx.query<{ checksum: string }>('select checksum from schema_triggers');
    if (applied.length > 0 || current?.checksum !== triggers.checksum) await applyTriggers(tx, triggers);
    return applied;
  });
}

function triggerFiles(): { scripts: string[]; checksum: string } {
  const scripts = sqlFiles(TRIGGERS_DIR).map((f) => fs.readFileSync(path.join(TRIGGERS_DIR, f), 'utf8'));
  const hash = crypto.createHash('sha256');
  for (const script of scripts) hash.update(script).update('\0');
  return { scripts, checksum: hash.digest('hex') };
}

/**
 * Runs every trigger file and notes which version ran. A bulk load that turned the derived tables'
 * triggers off calls it to turn them on again and fill those tables.
 */
export async function applyTriggers(tx: SqlClient, triggers = triggerFiles()): Promise<void> {
  for (const script of triggers.scripts) await tx.exec(script);
  await tx.exec('delete from schema_triggers');
  await tx.query('insert into schema_triggers (checksum) values ($1)', [triggers.checksum]);
}
