import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemoData } from '../src/demo/seed-demo.ts';
import { loadSigningKeys } from '../src/identity/signing-keys.ts';
import { loadInstallationSecrets } from '../src/lib/secrets/installation-secrets.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, demo-seeded database each test server starts from: a PGlite archive's path, or a PostgreSQL template's name. */
    seededTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string } | null;
  }
}

/** What every test server's database holds before the test: the migrations, the demo data, the keys. */
async function prepare(database: Database): Promise<void> {
  await migrate(database);
  await seedDemoData(database);
  await loadSigningKeys(database);
  await loadInstallationSecrets(database, {});
}

/**
 * Runs once before the server tests: migrates and seeds one database, which every test server
 * then copies (PostgreSQL: CREATE DATABASE ... TEMPLATE; PGlite: its files as an archive) instead
 * of running the migrations and the demo seed again, some 10 seconds of CPU per test file.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `fleetwatt_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openPostgres(target.toString());
    await prepare(database);
    await database.close();
    project.provide('seededTemplate', { kind: 'postgres', name });
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleetwatt-tpl-'));
  const file = path.join(dir, 'seeded.tar');
  const database = await openPglite(null);
  await prepare(database);
  await database.exec('checkpoint');
  fs.writeFileSync(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  await database.close();
  project.provide('seededTemplate', { kind: 'pglite', file });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
