import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { DEMO_IDS, DEMO_PASSWORD } from '../../src/demo/accounts.ts';
import { freePort } from '../free-port.ts';
import { fetchAccessToken } from '../tokens.ts';
import { productProcess } from './child-server.ts';

/**
 * The server is killed (SIGKILL) while the driver's app sends sessions. After a restart the app
 * sends again what it had not seen acknowledged: every acknowledged session is there, and every
 * session is there exactly once. Needs a PostgreSQL server (DATABASE_URL).
 */
const pgUrl = process.env.DATABASE_URL;
const SIZE = 500;

describe.skipIf(!pgUrl)('a crash while sessions are ingested', () => {
  let product: Awaited<ReturnType<typeof productProcess>>;
  let port: number;

  beforeAll(async () => {
    product = await productProcess(pgUrl!);
    port = await freePort();
  });
  afterAll(() => product?.drop());

  it('keeps every acknowledged session, once, across a SIGKILL and a resend', async () => {
    await product.start(port);
    const config = loadConfig({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
    const token = await fetchAccessToken(config, 'driver@demo.test', DEMO_PASSWORD);
    const [cable] = await product.database.query<{ id: string; hardware_id: string }>(`select id, hardware_id from cables where user_id = $1 limit 1`, [DEMO_IDS.users.driver]);
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
    product.kill();
    await Promise.all(senders);
    console.info(`crash during ingestion: ${acknowledged.size} of ${batches} batches acknowledged before SIGKILL`);
    expect(acknowledged.size).toBeLessThan(batches);

    await product.start(port);
    for (let b = 0; b < batches; b++) expect(ok(await send(b))).toBe(true);

    const indexes = await product.database.query<{ i: number; n: number }>(
      `select mobile_identifier_index as i, count(*)::int as n from charging_sessions
        where cable_id = $1 and mobile_identifier_index >= 9000000 group by 1`,
      [cable!.id],
    );
    expect(indexes.length).toBe(batches * SIZE);
    expect(indexes.every((r) => r.n === 1)).toBe(true);
    for (const b of acknowledged) expect(indexes.filter((r) => r.i >= 9_000_000 + b * SIZE && r.i < 9_000_000 + (b + 1) * SIZE)).toHaveLength(SIZE);
  });
});
