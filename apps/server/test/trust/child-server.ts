import pg from 'pg';
import { openPostgres, type Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedDemoData } from '../../src/demo/seed-demo.ts';
import { startProductProcess, type ProductProcess } from '../product-process.ts';

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
  let child: ProductProcess | undefined;
  return {
    url,
    database,
    async start(port: number, env: Record<string, string> = {}) {
      child = await startProductProcess(`http://127.0.0.1:${port}`, { DATABASE_URL: url, LOG_LEVEL: 'silent', DEMO_DATA: 'false', JOBS_ENABLED: 'false', ...env }, 60_000);
    },
    kill() {
      child?.kill();
    },
    async drop() {
      child?.kill();
      await database.close();
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
