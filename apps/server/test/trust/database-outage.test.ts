import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openPostgres, type Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { buildApp } from '../../src/app.ts';
import { seedDemoData } from '../../src/demo/seed-demo.ts';
import { openTestDatabase } from '../harness.ts';
import { freePort } from '../free-port.ts';
import { fetchAccessToken } from '../tokens.ts';
import { DEMO_PASSWORD } from '../../src/demo/accounts.ts';

/**
 * The database goes away for a few seconds (a TCP proxy between the server and PostgreSQL drops every
 * connection and refuses new ones): meanwhile requests answer 503 problem+json, and afterwards the
 * server serves again by itself, without a restart. Needs a PostgreSQL server (DATABASE_URL).
 */
const pgUrl = process.env.DATABASE_URL;

/** A TCP proxy that can be cut: every socket dropped and new ones refused until it is restored. */
function cuttableProxy(target: URL, port: number) {
  let cut = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (cut) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    listen: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    cut() {
      cut = true;
      for (const s of sockets) s.destroy();
    },
    restore() {
      cut = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(!pgUrl)('a database outage', () => {
  let drop: () => Promise<void>;
  let direct: Database;
  let viaProxy: Database;
  let proxy: ReturnType<typeof cuttableProxy>;
  let app: FastifyInstance;
  let baseUrl: string;
  let token: string;

  beforeAll(async () => {
    const test = await openTestDatabase();
    direct = test.database;
    drop = test.drop;
    await migrate(direct);
    await seedDemoData(direct);
    const [{ db } = { db: '' }] = await direct.query<{ db: string }>('select current_database() as db');
    const target = new URL(pgUrl!);
    const proxyPort = await freePort();
    proxy = cuttableProxy(target, proxyPort);
    await proxy.listen();
    const proxied = new URL(pgUrl!);
    proxied.host = `127.0.0.1:${proxyPort}`;
    proxied.pathname = `/${db}`;
    viaProxy = await openPostgres(proxied.toString());
    const port = await freePort();
    const config = loadConfig({ NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'silent' });
    app = await buildApp({ config, database: viaProxy });
    await app.listen({ port, host: '127.0.0.1' });
    baseUrl = config.publicUrl;
    token = await fetchAccessToken(config, 'manager@demo.test', DEMO_PASSWORD);
  });

  afterAll(async () => {
    proxy?.restore();
    await app?.close();
    await viaProxy?.close();
    await proxy?.close();
    await drop?.();
  });

  const account = (lang = 'en') =>
    fetch(`${baseUrl}/backend/account`, { headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });

  it('answers 503 with a message while the database is away, and serves again once it is back', async () => {
    expect((await account()).status).toBe(200);

    proxy.cut();
    const during = await account();
    expect(during.status).toBe(503);
    expect(during.headers.get('content-type')).toContain('application/problem+json');
    expect(((await during.json()) as { detail: string }).detail).toMatch(/briefly unavailable/);
    const german = await account('de');
    expect(german.status).toBe(503);
    expect(((await german.json()) as { detail: string }).detail).toMatch(/nicht erreichbar/);

    await new Promise((r) => setTimeout(r, 3_000));
    proxy.restore();
    let status = 0;
    for (let i = 0; i < 20 && status !== 200; i++) {
      status = (await account()).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    // The server process is the same one: it recovered without a restart.
    expect(app.server.listening).toBe(true);
  });
});
