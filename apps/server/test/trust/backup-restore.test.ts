import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openPglite, openPostgres, type Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { freePort } from '../free-port.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { fetchAccessToken } from '../tokens.ts';
import { loadConfig } from '../../src/config.ts';
import { databaseChecksum } from './database-checksum.ts';

/**
 * A backup restored into a fresh database serves the same data. On PostgreSQL the backup is the
 * one docs/operations.md prescribes (pg_dump --format=custom, pg_restore into an empty database);
 * on the embedded database it is PGlite's data directory dump, loaded into a new instance.
 */
let server: TestServer;
let restored: { database: Database; drop(): Promise<void> };
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fleetwatt-backup-'));

async function restore(from: Database): Promise<{ database: Database; drop(): Promise<void> }> {
  if (from.kind === 'pglite') {
    const database = await openPglite(null, { loadDataDir: await from.dumpDataDir!() });
    return { database, drop: () => database.close() };
  }
  const base = new URL(process.env.DATABASE_URL!);
  const [{ name }] = (await from.query<{ name: string }>('select current_database() as name')) as [{ name: string }];
  const source = new URL(base);
  source.pathname = `/${name}`;
  const file = path.join(tmp, 'fleetwatt.dump');
  execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, source.toString()]);
  const fresh = `fleetwatt_restore_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${fresh}`);
  await admin.end();
  const target = new URL(base);
  target.pathname = `/${fresh}`;
  execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target.toString()}`, file]);
  const database = await openPostgres(target.toString());
  return {
    database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: base.toString() });
      await c.connect();
      await c.query(`drop database if exists ${fresh} with (force)`);
      await c.end();
    },
  };
}

beforeAll(async () => {
  server = await startTestServer();
  await server.database.query(`update companies set name = 'Gesichert GmbH' where id = (select id from companies order by created_at limit 1)`);
  restored = await restore(server.database);
});
afterAll(async () => {
  await restored?.drop();
  await server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('a restored backup', () => {
  it('holds every row of every table', async () => {
    expect(await databaseChecksum(restored.database)).toEqual(await databaseChecksum(server.database));
  });

  it('serves the same answers after the migrations found nothing to do', async () => {
    await migrate(restored.database);
    const port = await freePort();
    const config = loadConfig({ NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'silent', JOBS_ENABLED: 'false' });
    const app = await buildApp({ config, database: restored.database });
    await app.listen({ port, host: '127.0.0.1' });
    try {
      const read = async (baseUrl: string, token: string) => {
        const res = await fetch(`${baseUrl}/backend/companies/search?pageSize=100&sortField=name`, { headers: { authorization: `Bearer ${token}` } });
        return res.json();
      };
      // The demo password still signs in: the accounts, the signing keys and the secrets came back too.
      const before = await read(server.baseUrl, await server.token('admin@demo.test'));
      const after = await read(config.publicUrl, await fetchAccessToken(config, 'admin@demo.test', 'demo-password'));
      expect(after).toEqual(before);
      expect(JSON.stringify(after)).toContain('Gesichert GmbH');
    } finally {
      await app.close();
    }
  });
});
