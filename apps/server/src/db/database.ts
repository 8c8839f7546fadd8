import path from 'node:path';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';
import { currentActor } from './actor-context.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface QueryOptions {
  /**
   * Timestamps as PostgreSQL's text (`2026-11-21 14:05:09.123+00`) instead of Date objects: an
   * export formats them as text anyway, and parsing millions of them costs a fifth of its time.
   */
  timestampsAsText?: boolean;
  /**
   * Prepares the statement once per connection on PostgreSQL and runs it by this name afterwards,
   * for statements on every request whose planning costs more than running them (the account's:
   * about 1 ms planning for 0.2 ms execution). One name, one statement text.
   */
  name?: string;
}

/** A raw SQL connection: parameterised queries and multi-statement scripts. */
export interface SqlClient {
  query<T = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  exec(script: string): Promise<void>;
}

export interface Database extends SqlClient {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs fn on one connection inside BEGIN/COMMIT; rolls back when it throws. */
  transaction<T>(fn: (client: SqlClient) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel: onPayload gets each notification's payload, from any connection and any
   * instance, after the notifying transaction commits. onGap is called when notifications may have
   * been missed (the listening connection was lost and is opened again). Answers the way to stop.
   */
  listen(channel: string, onPayload: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The embedded database's files as one tar archive (PGlite only), to open copies of it fast. */
  dumpDataDir?(): Promise<Blob>;
}

// int8 (counts, sums of cents) arrives as a number from both drivers, so callers never see strings.
const INT8 = 20;
const NUMERIC = 1700;
pg.types.setTypeParser(INT8, (v) => Number(v));
const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;
const asText = (v: string) => v;
const PG_TIMESTAMPS_AS_TEXT: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMP || oid === TIMESTAMPTZ ? asText : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};
const PGLITE_TIMESTAMPS_AS_TEXT = { parsers: { [TIMESTAMP]: asText, [TIMESTAMPTZ]: asText } };

// A write, or a query whose common table expressions write; a read that starts with WITH is a read.
const WRITE = /^\s*(insert|update|delete)\b|^\s*with\b[\s\S]*\b(insert|update|delete)\b/i;
const STAMP = `select set_config('fleetwatt.actor_id', $1, true), set_config('fleetwatt.actor', $2, true), set_config('fleetwatt.request_id', $3, true)`;

/**
 * Every write names its actor inside its own transaction (transaction-local settings), so the audit
 * trail's triggers record who made it in the same transaction as the change.
 */
function attributed(base: Database): Database {
  const stamp = async (c: SqlClient) => {
    const a = currentActor();
    if (a) await c.query(STAMP, [a.actorId ?? '', a.actor ?? '', a.requestId ?? '']);
  };
  return {
    ...base,
    query(text, params, options) {
      if (!currentActor() || !WRITE.test(text)) return base.query(text, params, options);
      return base.transaction(async (c) => {
        await stamp(c);
        return c.query(text, params, options);
      });
    },
    transaction: (fn) =>
      base.transaction(async (c) => {
        await stamp(c);
        return fn(c);
      }),
  };
}

/**
 * Settings of every connection: no JIT compilation. Our statements are short and indexed; past
 * its cost threshold PostgreSQL would spend 10-20 ms compiling a query that then runs in a few.
 */
export const SESSION_OPTIONS = '-c jit=off';

export async function openPostgres(url: string): Promise<Database> {
  // A connection attempt gives up after 5 s, so a request during an outage answers 503 instead of hanging.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000, options: SESSION_OPTIONS });
  // An idle connection that the server drops (restart, failover) is discarded; the pool opens new ones.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const client = (c: pg.Pool | pg.PoolClient): SqlClient => ({
    async query(text, params, options) {
      const values = params as unknown[];
      if (!options) return (await c.query(text, values)).rows;
      const types = options.timestampsAsText ? PG_TIMESTAMPS_AS_TEXT : undefined;
      return (await c.query({ text, values, types, name: options.name })).rows;
    },
    async exec(script) {
      await c.query(script);
    },
  });
  return attributed({
    kind: 'postgres',
    db: drizzlePg(pool, { schema }) as unknown as Db,
    ...client(pool),
    async transaction(fn) {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await fn(client(conn));
        await conn.query('COMMIT');
        return result;
      } catch (err) {
        await conn.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        conn.release();
      }
    },
    listen: (channel, onPayload, onGap) => listenPostgres(url, channel, onPayload, onGap),
    close: () => pool.end(),
  });
}

const RELISTEN_MS = 1_000;

/** A connection of its own that LISTENs, opened again after it is lost (which may have missed some). */
async function listenPostgres(url: string, channel: string, onPayload: (p: string) => void, onGap?: () => void) {
  let stopped = false;
  let client: pg.Client | undefined;
  const open = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, options: SESSION_OPTIONS, connectionTimeoutMillis: 5_000 });
    c.on('notification', (n) => {
      if (n.channel === channel) onPayload(n.payload ?? '');
    });
    c.on('error', () => {
      if (stopped) return;
      c.end().catch(() => undefined);
      onGap?.();
      setTimeout(() => void reopen(), RELISTEN_MS).unref();
    });
    // Known before it connects, so that a stop while it connects (a reconnection) ends this one.
    client = c;
    await c.connect();
    await c.query(`listen ${pg.escapeIdentifier(channel)}`);
  };
  const reopen = async () => {
    if (stopped) return;
    try {
      await open();
      onGap?.();
    } catch {
      setTimeout(() => void reopen(), RELISTEN_MS).unref();
    }
  };
  await open();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

/** The embedded database: a directory under DATA_DIR, or memory when dataDir is null (tests). */
export async function openPglite(dataDir: string | null, from?: { loadDataDir: Blob }): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // 'memory://', not undefined: PGlite ignores the options that follow an undefined data directory.
  const lite = new PGlite(dataDir ? path.resolve(dataDir, 'pg') : 'memory://', {
    parsers: { [INT8]: (v: string) => Number(v), [NUMERIC]: (v: string) => v },
    // Trigram indexes serve the text searches (migration 0020).
    extensions: { pg_trgm },
    ...from,
  });
  await lite.waitReady;
  const client = (c: Pick<PGlite, 'query' | 'exec'>): SqlClient => ({
    async query(text, params, options) {
      return (await c.query(text, params, options?.timestampsAsText ? PGLITE_TIMESTAMPS_AS_TEXT : undefined)).rows as never[];
    },
    async exec(script) {
      await c.exec(script);
    },
  });
  return attributed({
    kind: 'pglite',
    db: drizzlePglite(lite, { schema }) as unknown as Db,
    ...client(lite),
    transaction: (fn) => lite.transaction((tx) => fn(client(tx))),
    async listen(channel, onPayload) {
      const stop = await lite.listen(channel, onPayload);
      return async () => {
        if (!lite.closed) await stop();
      };
    },
    close: () => lite.close(),
    dumpDataDir: () => lite.dumpDataDir('none'),
  });
}

export function openDatabase(cfg: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return cfg.databaseUrl ? openPostgres(cfg.databaseUrl) : openPglite(cfg.dataDir);
}
