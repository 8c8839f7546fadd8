import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPostgres, type Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedDemoData } from '../../src/demo/seed-demo.ts';
import { SERVER_ARGS } from '../../../../scripts/server-command.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The product as its own process (as `npm start` runs it) on a PostgreSQL database of the test's own,
 * so a test can kill it with SIGKILL and start it again on the same data.
 */
export async function productProcess(pgUrl: string) {
  const name = `fleetwatt_crash_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(pgUrl);
  target.pathname = `/${name}`;
  const url = target.toString();
  const database: Database = await openPostgres(url);
  await migrate(database);
  await seedDemoData(database);
  let child: ChildProcess | undefined;
  return {
    url,
    database,
    async start(port: number, env: Record<string, string> = {}) {
      child = spawn(process.execPath, [...SERVER_ARGS], {
        cwd: ROOT,
        env: {
          ...process.env,
          DATABASE_URL: url,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          LOG_LEVEL: 'silent',
          DEMO_DATA: 'false',
          JOBS_ENABLED: 'false',
          NODE_ENV: 'production',
          ...env,
        },
        stdio: 'ignore',
      });
      for (let i = 0; i < 240; i++) {
        if (await fetch(`http://127.0.0.1:${port}/backend/public/config`).then((r) => r.ok, () => false)) return;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error('the server did not start');
    },
    kill() {
      child?.kill('SIGKILL');
    },
    async drop() {
      child?.kill('SIGKILL');
      await database.close();
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
