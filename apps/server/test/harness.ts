import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../src/config.ts';
import { openPglite, openPostgres, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { buildApp } from '../src/app.ts';
import { seedDemoData } from '../src/demo/seed-demo.ts';
import { fetchAccessToken } from './tokens.ts';
import { freePort } from './free-port.ts';

export const DEMO_PASSWORD = 'demo-password';

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  config: Config;
  database: Database;
  /** A real access token from the built-in provider, through its login page (cached per email). */
  token(email: string, password?: string): Promise<string>;
  /** The demo accounts' tokens, in the order of their emails. */
  tokens<Emails extends string[]>(...emails: Emails): Promise<{ [I in keyof Emails]: string }>;
  close(): Promise<void>;
}


/** The database the server tests' run prepared once; none outside a test run (scripts use the harness too). */
function seededTemplate() {
  try {
    return inject('seededTemplate') ?? null;
  } catch {
    return null;
  }
}

/**
 * A database of the test file's own: in-memory PGlite by default, or a fresh database on the
 * PostgreSQL server of DATABASE_URL, dropped again by close(). Empty, or with `seeded` a copy of the
 * migrated and demo-seeded database the run prepared once (seeded-template.ts).
 */
export async function openTestDatabase(options: { seeded?: boolean } = {}): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const template = options.seeded ? seededTemplate() : null;
  if (!url) {
    const from = template?.kind === 'pglite' ? { loadDataDir: new Blob([fs.readFileSync(template.file)]) } : undefined;
    const database = await openPglite(null, from);
    return { database, drop: () => database.close() };
  }
  const name = `fleetwatt_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${template?.kind === 'postgres' ? ` template ${template.name}` : ''}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString());
  return {
    database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The whole product on a real port with a real database, migrated and loaded with demo data. */
export async function startTestServer(options: { seed?: boolean; env?: Record<string, string> } = {}): Promise<TestServer> {
  const seed = options.seed !== false;
  const { database, drop } = await openTestDatabase({ seeded: seed });
  await migrate(database);
  // Outside the server tests' run (no prepared copy), the demo data is loaded here.
  if (seed && !seededTemplate()) await seedDemoData(database);
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const app = await buildApp({ config, database });
  await app.listen({ port, host: '127.0.0.1' });
  const baseUrl = config.publicUrl;
  const tokens = new Map<string, Promise<string>>();
  const token = (email: string, password = DEMO_PASSWORD) => {
    const key = `${email}\n${password}`;
    if (!tokens.has(key)) tokens.set(key, fetchAccessToken(config, email, password));
    return tokens.get(key)!;
  };
  return {
    app,
    baseUrl,
    config,
    database,
    token,
    tokens: <Emails extends string[]>(...emails: Emails) => Promise.all(emails.map((email) => token(email))) as Promise<{ [I in keyof Emails]: string }>,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/**
 * The test file's server: started before its first test and closed after its last. The object it
 * answers stands for the server from the first test on (reading it earlier throws).
 */
export function useTestServer(options: Parameters<typeof startTestServer>[0] = {}): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
  });
  afterAll(async () => {
    await server?.close();
  });
  return new Proxy({} as TestServer, {
    get(_, key) {
      if (!server) throw new Error('The test server starts before the first test; read it inside a test or a hook.');
      const value: unknown = Reflect.get(server, key);
      return typeof value === 'function' ? value.bind(server) : value;
    },
  });
}
