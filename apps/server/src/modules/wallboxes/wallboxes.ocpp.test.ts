import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RPCClient } from 'ocpp-rpc';
import type { ChargingSessionPage, WallboxCreated, WallboxDetail, WallboxPage } from '@fleetwatt/shared';
import type { FastifyInstance } from 'fastify';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { freePort } from '../../../test/free-port.ts';
import { loadConfig } from '../../config.ts';
import { buildApp } from '../../app.ts';
import { fetchApi } from '../../../test/api.ts';
import { publicKeyHex, signMeterTransaction } from '../../lib/ocmf/index.ts';

let server: TestServer;
let call: ReturnType<typeof fetchApi>;
let admin = '';
let light = '';
let driverId = '';
const clients: RPCClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
  call = fetchApi(server);
  admin = await server.token('admin@demo.test');
  light = await server.token('light@demo.test');
  const [driver] = await server.database.query<{ id: string }>(`select id from users where email = 'driver@demo.test'`);
  driverId = driver!.id;
});
afterAll(async () => {
  for (const c of clients) await c.close({ force: true }).catch(() => undefined);
  await server?.close();
});

const json = async <T>(res: Response) => (await res.json()) as T;

async function register(identity: string, extra: Record<string, unknown> = {}) {
  const res = await call(admin, '/wallboxes', { method: 'POST', body: { driverId, identity, ...extra } });
  expect(res.status).toBe(201);
  return json<WallboxCreated>(res);
}

/** The wallbox: ocpp-rpc's client in strict mode, checking every message against the official schemas. */
async function wallbox(created: WallboxCreated, password = created.password, endpoint = created.wallbox.instructions.url.replace(/\/[^/]+$/, '')) {
  const client = new RPCClient({ endpoint, identity: created.wallbox.identity, password, protocols: ['ocpp1.6'], strictMode: true, reconnect: false } as never);
  clients.push(client);
  await client.connect();
  return client;
}

const detail = async (id: string) => json<WallboxDetail>(await call(admin, `/wallboxes/${id}`));
const wallboxSessions = async () =>
  json<ChargingSessionPage>(await call(admin, `/charging-sessions/search?source=WALLBOX&driverId=${driverId}&pageSize=100`));

describe('registering a wallbox', () => {
  it('answers the connection settings and a password once; another company sees 404', async () => {
    const created = await register('FW-REG-1', { rfidTag: 'CARD-1' });
    expect(created.password).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(created.wallbox.instructions).toEqual({
      url: `${server.baseUrl.replace('http', 'ws')}/ocpp/FW-REG-1`,
      securityProfile: 1,
      username: 'FW-REG-1',
      ocppVersions: ['ocpp1.6'],
    });
    expect(created.wallbox).toMatchObject({ connection: 'OFFLINE', charging: false, rfidTag: 'CARD-1', driverId });
    expect((await call(light, `/wallboxes/${created.wallbox.id}`)).status).toBe(404);
    const again = await call(admin, '/wallboxes', { method: 'POST', body: { driverId, identity: 'FW-REG-1' } });
    expect(again.status).toBe(409);
    const list = await json<WallboxPage>(await call(admin, '/wallboxes?search=fw-reg'));
    expect(list.results.map((w) => w.identity)).toEqual(['FW-REG-1']);
  });
});

describe('the OCPP 1.6 endpoint', () => {
  it('refuses a wrong password and an unknown identity at the upgrade', async () => {
    const created = await register('FW-AUTH-1');
    await expect(wallbox(created, 'wrong-password-000000')).rejects.toThrow(/Unauthorized/);
    await expect(wallbox({ ...created, wallbox: { ...created.wallbox, identity: 'FW-NOBODY' } })).rejects.toThrow(/Unauthorized/);
    const client = await wallbox(created);
    expect((await client.call('Heartbeat', {})) as { currentTime: string }).toHaveProperty('currentTime');
  });

  it('boot, heartbeat, status, authorize, start, meter values and stop become a priced WALLBOX session of the driver', async () => {
    const created = await register('FW-FLOW-1', { rfidTag: 'CARD-FLOW' });
    const client = await wallbox(created);
    const boot = (await client.call('BootNotification', {
      chargePointVendor: 'Acme',
      chargePointModel: 'Home 11',
      chargePointSerialNumber: 'SN-42',
      firmwareVersion: '1.2.3',
    })) as { status: string; interval: number };
    expect(boot).toMatchObject({ status: 'Accepted', interval: 300 });
    await client.call('Heartbeat', {});
    await client.call('StatusNotification', { connectorId: 1, errorCode: 'NoError', status: 'Preparing' });
    expect(await client.call('Authorize', { idTag: 'OTHER' })).toEqual({ idTagInfo: { status: 'Invalid' } });
    expect(await client.call('Authorize', { idTag: 'card-flow' })).toEqual({ idTagInfo: { status: 'Accepted' } });

    const start = new Date(Date.now() - 2 * 3600_000);
    const started = (await client.call('StartTransaction', { connectorId: 1, idTag: 'CARD-FLOW', meterStart: 1_000_000, timestamp: start.toISOString() })) as {
      transactionId: number;
      idTagInfo: { status: string };
    };
    expect(started.idTagInfo.status).toBe('Accepted');
    await client.call('StatusNotification', { connectorId: 1, errorCode: 'NoError', status: 'Charging' });
    await client.call('MeterValues', {
      connectorId: 1,
      transactionId: started.transactionId,
      meterValue: [{ timestamp: new Date(start.getTime() + 3600_000).toISOString(), sampledValue: [{ value: '1005000', measurand: 'Energy.Active.Import.Register', unit: 'Wh' }] }],
    });
    let shown = await detail(created.wallbox.id);
    expect(shown).toMatchObject({ vendor: 'Acme', model: 'Home 11', serialNumber: 'SN-42', firmwareVersion: '1.2.3', ocppVersion: 'ocpp1.6', connection: 'ONLINE', connectorStatus: 'CHARGING', charging: true });

    const stop = new Date(start.getTime() + 2 * 3600_000 - 60_000);
    await client.call('StopTransaction', { transactionId: started.transactionId, meterStop: 1_011_000, timestamp: stop.toISOString(), idTag: 'CARD-FLOW', reason: 'EVDisconnected' });
    shown = await detail(created.wallbox.id);
    expect(shown.charging).toBe(false);
    const [tx] = shown.transactions;
    expect(tx).toMatchObject({ transactionId: started.transactionId, meterStartWh: 1_000_000, meterStopWh: 1_011_000, stopReason: 'EVDisconnected', signed: false, verification: 'UNSIGNED' });
    const session = (await wallboxSessions()).results.find((s) => s.id === tx!.sessionId);
    expect(session).toMatchObject({ source: 'WALLBOX', wattHours: 11_000, meterStartWh: 1_000_000, meterEndWh: 1_011_000, durationSeconds: 7140, cableId: null });
    expect(session!.priceBasis).not.toBeNull();
    expect(session!.expenseMinor).toBeGreaterThan(0);
  });

  it("a charge the driver's cable also measured (the cable in the wallbox) goes to review as an overlap, like two sessions of one cable", async () => {
    const [cable] = await server.database.query<{ start_date: Date; duration_seconds: number }>(
      `select start_date, duration_seconds from charging_sessions
        where user_id = $1 and source = 'CABLE' and duration_seconds > 1800 and start_date < now() - interval '5 days'
        order by start_date desc limit 1`,
      [driverId],
    );
    const client = await wallbox(await register('FW-BESIDE-CABLE'));
    await client.call('BootNotification', { chargePointVendor: 'Acme', chargePointModel: 'Home 11' });
    const start = new Date(new Date(cable!.start_date).getTime() + 600_000);
    const started = (await client.call('StartTransaction', { connectorId: 1, idTag: 'ANY', meterStart: 50_000, timestamp: start.toISOString() })) as { transactionId: number };
    await client.call('StopTransaction', { transactionId: started.transactionId, meterStop: 56_000, timestamp: new Date(start.getTime() + 1200_000).toISOString() });
    const [session] = await server.database.query<{ review_status: string; review_type: string; review_tags: string[] }>(
      `select s.review_status, s.review_type, s.review_tags from ocpp_transactions t join charging_sessions s on s.id = t.session_id
        where t.transaction_id = $1`,
      [started.transactionId],
    );
    expect(session).toMatchObject({ review_status: 'TO_BE_REVIEWED', review_type: 'OVERLAP' });
    expect(session!.review_tags).toContain('OVERLAPPING_SESSION');
  });

  it('answers a message that breaks the schema with the protocol error and stays usable', async () => {
    const created = await register('FW-BAD-1');
    const client = await wallbox(created);
    const answers: unknown[] = [];
    client.on('message', ({ message, outbound }: { message: string; outbound: boolean }) => {
      if (!outbound) answers.push(JSON.parse(message));
    });
    client.sendRaw(JSON.stringify([2, 'bad-1', 'BootNotification', { chargePointVendor: 'Acme' }]));
    client.sendRaw(JSON.stringify([2, 'bad-2', 'StartTransaction', { connectorId: 'one', idTag: 'x', meterStart: 0, timestamp: 'now' }]));
    client.sendRaw(JSON.stringify([2, 'bad-3', 'DataTransfer', { vendorId: 'acme' }]));
    await expect.poll(() => answers.length).toBe(3);
    const byId = new Map(answers.map((a) => [(a as unknown[])[1], a as unknown[]]));
    expect(byId.get('bad-1')?.[0]).toBe(4);
    expect(byId.get('bad-1')?.[2]).toMatch(/OccurrenceConstraintViolation|FormationViolation/);
    expect(byId.get('bad-2')?.[2]).toMatch(/TypeConstraintViolation|FormationViolation|PropertyConstraintViolation/);
    expect(byId.get('bad-3')?.[2]).toBe('NotImplemented');
    expect(await client.call('Heartbeat', {})).toHaveProperty('currentTime');
  });

  it('a repeated StopTransaction lands once', async () => {
    const created = await register('FW-DUP-1');
    const client = await wallbox(created);
    const start = new Date(Date.now() - 5 * 3600_000);
    const { transactionId } = (await client.call('StartTransaction', { connectorId: 1, idTag: 'ANY', meterStart: 500, timestamp: start.toISOString() })) as { transactionId: number };
    const before = (await wallboxSessions()).totalCount;
    const stop = { transactionId, meterStop: 4500, timestamp: new Date(start.getTime() + 3600_000).toISOString() };
    await client.call('StopTransaction', stop);
    await client.call('StopTransaction', stop);
    expect((await wallboxSessions()).totalCount).toBe(before + 1);
  });

  it('a connection lost mid-transaction: the queued start and stop sent after reconnecting land once', async () => {
    const created = await register('FW-LOST-1');
    const first = await wallbox(created);
    const start = new Date(Date.now() - 8 * 3600_000);
    const begin = { connectorId: 1, idTag: 'ANY', meterStart: 7000, timestamp: start.toISOString() };
    const { transactionId } = (await first.call('StartTransaction', begin)) as { transactionId: number };
    await first.close({ force: true });
    await expect.poll(async () => (await detail(created.wallbox.id)).connection).toBe('OFFLINE');

    const before = (await wallboxSessions()).totalCount;
    const second = await wallbox(created);
    // The wallbox did not get the first answer, so it sends the start again: the same transaction.
    expect(((await second.call('StartTransaction', begin)) as { transactionId: number }).transactionId).toBe(transactionId);
    const stop = { transactionId, meterStop: 9500, timestamp: new Date(start.getTime() + 1800_000).toISOString() };
    await second.call('StopTransaction', stop);
    await second.close({ force: true });
    const third = await wallbox(created);
    await third.call('StopTransaction', stop);
    const sessions = await wallboxSessions();
    expect(sessions.totalCount).toBe(before + 1);
    expect(sessions.results.filter((s) => s.meterStartWh === 7000 && s.meterEndWh === 9500)).toHaveLength(1);
  });
});

describe('signed meter values from the wallbox', () => {
  const meter = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });

  /** A charge of two hours whose meter signs begin and end (OCMF) in StopTransaction's transaction data. */
  async function signedCharge(identity: string, tamper = (record: string) => record) {
    const created = await register(identity, { meterPublicKey: publicKeyHex(meter.publicKey) });
    const client = await wallbox(created);
    const start = { wh: 2_000_000, at: new Date(Date.now() - 3 * 3600_000) };
    const end = { wh: 2_009_500, at: new Date(start.at.getTime() + 2 * 3600_000) };
    const { transactionId } = (await client.call('StartTransaction', { connectorId: 1, idTag: 'ANY', meterStart: start.wh, timestamp: start.at.toISOString() })) as { transactionId: number };
    const record = tamper(signMeterTransaction({ meterSerial: 'MTR-1', start, end }, meter.privateKey));
    await client.call('StopTransaction', {
      transactionId,
      meterStop: end.wh,
      timestamp: end.at.toISOString(),
      transactionData: [{ timestamp: end.at.toISOString(), sampledValue: [{ value: record, format: 'SignedData', context: 'Transaction.End' }] }],
    });
    const [tx] = (await detail(created.wallbox.id)).transactions;
    const session = (await wallboxSessions()).results.find((s) => s.id === tx!.sessionId)!;
    return { tx: tx!, session };
  }

  it('a signature that verifies marks the session calibration-law verified, priced and reimbursable', async () => {
    const { tx, session } = await signedCharge('FW-SIGNED-1');
    expect(tx.verification).toBe('VERIFIED');
    expect(session).toMatchObject({ meterSignatureStatus: 'VERIFIED', meterSignatureFailure: null, wattHours: 9500, reimbursable: true });
    expect(session.expenseMinor).toBeGreaterThan(0);
  });

  it('a tampered reading fails: the session says why, goes to review and is not reimbursed', async () => {
    const { tx, session } = await signedCharge('FW-TAMPERED-1', (record) => record.replace('"RV":2009.5', '"RV":2019.5'));
    expect(tx.verification).toBe('FAILED');
    expect(session).toMatchObject({ meterSignatureStatus: 'FAILED', meterSignatureFailure: 'BAD_SIGNATURE', reimbursable: false, reviewStatus: 'TO_BE_REVIEWED' });
  });
});

describe('several instances', () => {
  let other: FastifyInstance;
  let otherUrl = '';
  beforeAll(async () => {
    const port = await freePort();
    const config = loadConfig({ NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'silent' });
    other = await buildApp({ config, database: server.database });
    await other.listen({ port, host: '127.0.0.1' });
    otherUrl = `ws://127.0.0.1:${port}/ocpp`;
  });
  afterAll(async () => {
    await other?.close();
  });

  it('a command reaches the wallbox connected to the other instance', async () => {
    const created = await register('FW-MULTI-1');
    const client = await wallbox(created, created.password, otherUrl);
    const received: unknown[] = [];
    client.handle('TriggerMessage', async ({ params }) => {
      received.push(params);
      return { status: 'Accepted' };
    });
    client.handle('Reset', async () => ({ status: 'Rejected' }));
    await expect.poll(async () => (await detail(created.wallbox.id)).connection).toBe('ONLINE');
    const trigger = await call(admin, `/wallboxes/${created.wallbox.id}/commands`, { method: 'POST', body: { command: 'TriggerMessage', message: 'Heartbeat' } });
    expect(trigger.status).toBe(200);
    expect(await trigger.json()).toEqual({ status: 'Accepted' });
    expect(received).toEqual([{ requestedMessage: 'Heartbeat' }]);
    const reset = await call(admin, `/wallboxes/${created.wallbox.id}/commands`, { method: 'POST', body: { command: 'Reset' } });
    expect(await reset.json()).toEqual({ status: 'Rejected' });

    await client.close({ force: true });
    await expect.poll(async () => (await detail(created.wallbox.id)).connection).toBe('OFFLINE');
    const offline = await call(admin, `/wallboxes/${created.wallbox.id}/commands`, { method: 'POST', body: { command: 'Reset' } });
    expect(offline.status).toBe(409);
  });
});
