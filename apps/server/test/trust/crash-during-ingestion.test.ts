import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openPostgres } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedDemoData } from '../../src/demo/seed-demo.ts';
import { DEMO_IDS, DEMO_PASSWORD } from '../../src/demo/accounts.ts';
import { freePort } from '../free-port.ts';
import { fetchAccessToken } from '../tokens.ts';

/**
 * The server is killed (SIGKILL) while the driver's app sends sessions. After a restart the app
 * sends again what it had not seen acknowledged: every acknowledged session is there, and every
 * session is there exactly once. Needs a PostgreSQL server (DATABASE_URL).
 */
const pgUrl = process.env.DATABASE_URL;
const SIZE = 500;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe.skipIf(!pgUrl)('a crash while sessions are ingested', () => {
  const name = `fleetwatt_crash_${Date.now().toString(36)}`;
  let url: string;
  let port: number;
  let child: ChildProcess | undefined;

  const start = async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'silent', DEMO_DATA: 'false', JOBS_ENABLED: 'false', NODE_ENV: 'production' },
      stdio: 'ignore',
    });
    for (let i = 0; i < 240; i++) {
      if (await fetch(`http://127.0.0.1:${port}/backend/public/config`).then((r) => r.ok, () => false)) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('the server did not start');
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(pgUrl!);
    target.pathname = `/${name}`;
    url = target.toString();
    const database = await openPostgres(url);
    await migrate(database);
    await seedDemoData(database);
    await database.close();
    port = await freePort();
  });

  afterAll(async () => {
    child?.kill('SIGKILL');
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('keeps every acknowledged session, once, across a SIGKILL and a resend', async () => {
    await start();
    const config = loadConfig({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
    const token = await fetchAccessToken(config, 'driver@demo.test', DEMO_PASSWORD);
    const db = new pg.Client({ connectionString: url });
    db.on('error', () => undefined);
    await db.connect();
    const [cable] = (await db.query<{ id: string; hardware_id: string }>(`select id, hardware_id from cables where user_id = $1 limit 1`, [DEMO_IDS.users.driver])).rows;
    expect(cable).toBeDefined();

    const base = Date.UTC(2024, 0, 1, 18);
    const batchOf = (b: number) => ({
      sessions: Array.from({ length: SIZE }, (_, i) => ({
        cableHardwareId: cable!.hardware_id,
        mobileIdentifierIndex: 9_000_000 + b * SIZE + i,
        startDate: new Date(base + (b * SIZE + i) * 3 * 60_000).toISOString(),
        durationSeconds: 3600,
        wattHours: 9_000,
      })),
    });
    const send = (b: number) =>
      fetch(`http://127.0.0.1:${port}/backend/charging-sessions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(batchOf(b)),
      }).then((r) => r.status, () => 0);

    const ok = (status: number) => status >= 200 && status < 300;
    const batches = 40;
    const acknowledged = new Set<number>();
    // Four senders at once; the server dies while some of their batches are in flight.
    const inFlight = Array.from({ length: batches }, (_, b) => b);
    const senders = Array.from({ length: 4 }, async () => {
      for (let b = inFlight.shift(); b !== undefined; b = inFlight.shift()) if (ok(await send(b))) acknowledged.add(b);
    });
    // Killed as soon as the first batches were acknowledged, with others on the wire or not sent yet.
    while (acknowledged.size < 2) await new Promise((r) => setTimeout(r, 5));
    child!.kill('SIGKILL');
    await Promise.all(senders);
    console.info(`crash during ingestion: ${acknowledged.size} of ${batches} batches acknowledged before SIGKILL`);
    expect(acknowledged.size).toBeLessThan(batches);

    await start();
    for (let b = 0; b < batches; b++) expect(ok(await send(b))).toBe(true);

    const indexes = (await db.query<{ i: number; n: number }>(
      `select mobile_identifier_index as i, count(*)::int as n from charging_sessions
        where cable_id = $1 and mobile_identifier_index >= 9000000 group by 1`,
      [cable!.id],
    )).rows;
    await db.end();
    expect(indexes.length).toBe(batches * SIZE);
    expect(indexes.every((r) => r.n === 1)).toBe(true);
    for (const b of acknowledged) expect(indexes.filter((r) => r.i >= 9_000_000 + b * SIZE && r.i < 9_000_000 + (b + 1) * SIZE)).toHaveLength(SIZE);
  });
});
