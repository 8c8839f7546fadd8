import { beforeAll, describe, expect, it } from 'vitest';
import type { ChargingSession, ChargingSessionIngestResult, ChargingSessionPage, Problem } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/accounts.ts';
import { fetchApi } from '../../../test/api.ts';
import { addDriver, appSession, type TestDriver } from './charging-sessions.test-helpers.ts';

const server = useTestServer();
let call: ReturnType<typeof fetchApi>;
let admin: string;
let manager: string;
let driver: TestDriver & { tariffIds: string[] };
let driverToken: string;

const HOUR = 3600_000;
const daysAgo = (days: number, hour = 20) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - days, hour));
};
const day = (d: Date) => d.toISOString().slice(0, 10);

beforeAll(async () => {
  call = fetchApi(server);
  // A VALID tariff at 0.3500 per kWh for the whole past year and beyond.
  driver = await addDriver(server, { tariffs: [{ start: day(daysAgo(400)), price: 3500 }] });
  [admin, manager, driverToken] = await server.tokens('admin@demo.test', 'manager@demo.test', driver.email);
});

async function send(token: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await call(token, '/charging-sessions', { method: 'POST', body, headers });
  return { status: res.status, body: (await res.json()) as ChargingSessionIngestResult & Problem };
}

async function stored(id: string) {
  const res = await call(admin, `/charging-sessions/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ChargingSession;
}

const countOf = async (cableId: string) =>
  (await server.database.query<{ n: number }>('select count(*)::int as n from charging_sessions where cable_id = $1', [cableId]))[0]!.n;

describe('POST /backend/charging-sessions from the driver\'s app', () => {
  it('stores a session once: the same session sent again answers the stored one as a duplicate', async () => {
    const session = appSession(driver.hardwareId, daysAgo(3), { wattHours: 20_000 });
    const first = await send(driverToken, session);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ created: 1, duplicates: 0, rejected: 0 });
    const [item] = first.body.results;
    expect(item).toMatchObject({ index: 0, outcome: 'CREATED', errorCode: 0, reviewStatus: 'NONE', problem: null });

    const again = await send(driverToken, session);
    expect(again.status).toBe(200);
    expect(again.body.results[0]).toMatchObject({ outcome: 'DUPLICATE', id: item!.id });
    expect(await countOf(driver.cableId)).toBe(1);

    const s = await stored(item!.id!);
    expect(s).toMatchObject({
      userId: driver.id,
      cableHardwareId: driver.hardwareId,
      source: 'CABLE',
      wattHours: 20_000,
      energyDifferenceWh: 20_000,
      tariffId: driver.tariffIds[0],
      tariffPrice: 3500,
      priceBasis: 'TARIFF',
      expenseMinor: 700,
      currency: 'EUR',
      reimbursable: true,
    });
  });

  it('a batch says which sessions were new and which duplicates, within the batch and across requests', async () => {
    const before = await countOf(driver.cableId);
    const known = appSession(driver.hardwareId, daysAgo(10));
    await send(driverToken, known);
    const a = appSession(driver.hardwareId, daysAgo(9));
    const b = appSession(driver.hardwareId, daysAgo(8));
    const res = await send(driverToken, { sessions: [a, known, b, a] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 2, duplicates: 2, rejected: 0 });
    expect(res.body.results.map((r) => r.outcome)).toEqual(['CREATED', 'DUPLICATE', 'CREATED', 'DUPLICATE']);
    expect(res.body.results[3]!.id).toBe(res.body.results[0]!.id);
    expect(await countOf(driver.cableId)).toBe(before + 3);
  });

  it('computes each error code 0 to 5 on ingestion and sends every failed session to review', async () => {
    const young = await addDriver(server, { cableCreatedAt: daysAgo(20), tariffs: [{ start: day(daysAgo(400)), price: 3000 }] });
    const token = await server.token(young.email);
    const future = new Date(Date.now() + 2 * 24 * HOUR);
    const cases = [
      { code: 0, session: appSession(young.hardwareId, daysAgo(5)) },
      { code: 1, session: appSession(young.hardwareId, daysAgo(6), { meterStartWh: 5000, meterEndWh: 4000 }) },
      { code: 1, session: appSession(young.hardwareId, daysAgo(7), { wattHours: 10_000, meterStartWh: 0, meterEndWh: 14_000 }) },
      { code: 2, session: appSession(young.hardwareId, daysAgo(8), { durationSeconds: -600 }) },
      { code: 3, session: appSession(young.hardwareId, future) },
      { code: 3, session: appSession(young.hardwareId, daysAgo(30)) },
      { code: 4, session: appSession(young.hardwareId, daysAgo(31), { durationSeconds: -60 }) },
      { code: 5, session: appSession(young.hardwareId, daysAgo(9), { wattHours: null, meterEndWh: null }) },
    ];
    const res = await send(token, { sessions: cases.map((c) => c.session) });
    expect(res.body.rejected).toBe(0);
    expect(res.body.results.map((r) => r.errorCode)).toEqual(cases.map((c) => c.code));
    const sessions = await Promise.all(res.body.results.map((r) => stored(r.id!)));
    const byCode = (code: number) => sessions.filter((s) => s.errorCode === code);
    expect(byCode(0)[0]).toMatchObject({ reviewStatus: 'NONE', reviewType: null, reviewTags: [], reimbursable: true });
    for (const s of sessions.filter((x) => x.errorCode !== 0)) {
      expect(s).toMatchObject({ reviewStatus: 'TO_BE_REVIEWED', reviewType: 'ERROR_CODE', reimbursable: false });
    }
    expect(byCode(1)[0]!.reviewTags).toEqual(['UNKNOWN_ERROR']);
    expect(byCode(2)[0]!.reviewTags).toEqual(['NEGATIVE_DURATION']);
    expect(byCode(3)[0]!.reviewTags).toEqual(['WRONG_TIMESTAMP']);
    expect(byCode(4)[0]!.reviewTags).toEqual(['NEGATIVE_DURATION', 'WRONG_TIMESTAMP']);
    expect(byCode(5)[0]).toMatchObject({ reviewTags: ['MISSING_KWH'], wattHours: null, expenseMinor: 0 });
  });

  it('sends implausible energy and overlapping sessions of the same cable to review', async () => {
    const start = daysAgo(12);
    const res = await send(driverToken, {
      sessions: [
        appSession(driver.hardwareId, start, { wattHours: 160_000 }),
        appSession(driver.hardwareId, new Date(start.getTime() + 30 * 60_000), { durationSeconds: 1800 }),
      ],
    });
    const [high, overlap] = await Promise.all(res.body.results.map((r) => stored(r.id!)));
    expect(high).toMatchObject({ errorCode: 0, reviewStatus: 'TO_BE_REVIEWED', reviewType: 'HIGH_ENERGY' });
    expect(high!.reviewTags).toEqual(['ABOVE_150_KWH', 'OVERLAPPING_SESSION']);
    expect(overlap).toMatchObject({ reviewStatus: 'TO_BE_REVIEWED', reviewType: 'OVERLAP', reviewTags: ['OVERLAPPING_SESSION'] });
    // A later session on another day overlaps nothing.
    const alone = await send(driverToken, appSession(driver.hardwareId, daysAgo(13)));
    expect(alone.body.results[0]!.reviewStatus).toBe('NONE');
  });

  it('refuses a cable it does not know (404) and one the driver never had (403), item by item', async () => {
    const [other] = await server.database.query<{ hardware_id: string }>(
      `select hardware_id from cables where company_id = $1 and user_id is not null and user_id <> $2 limit 1`,
      [DEMO_IDS.companies.parent, driver.id],
    );
    const [foreign] = await server.database.query<{ hardware_id: string }>(`select hardware_id from cables where company_id = $1 limit 1`, [
      DEMO_IDS.companies.zurich,
    ]);
    const single = await send(driverToken, appSession('FW-NOPE-0000', daysAgo(2)));
    expect(single.status).toBe(404);
    expect(single.body.detail).toBe('The cable FW-NOPE-0000 is not known.');
    const german = await send(driverToken, appSession(other!.hardware_id, daysAgo(2)), { 'accept-language': 'de' });
    expect(german.status).toBe(403);
    expect(german.body.detail).toBe(`Das Kabel ${other!.hardware_id} ist Ihnen nicht zugewiesen.`);

    const batch = await send(driverToken, {
      sessions: [appSession(foreign!.hardware_id, daysAgo(2)), appSession(driver.hardwareId, daysAgo(14)), appSession(other!.hardware_id, daysAgo(2))],
    });
    expect(batch.status).toBe(200);
    expect(batch.body).toMatchObject({ created: 1, rejected: 2 });
    expect(batch.body.results.map((r) => r.problem?.status ?? r.outcome)).toEqual([404, 'CREATED', 403]);
  });

  it('checks the body: a 400 with a message per field, nothing stored', async () => {
    const before = await countOf(driver.cableId);
    const res = await send(driverToken, { cableHardwareId: driver.hardwareId, startDate: 'yesterday', durationSeconds: 'long' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'mobileIdentifierIndex', message: 'Mobile identifier index: Is required' },
        { field: 'startDate', message: 'Start date: Invalid string' },
        { field: 'durationSeconds', message: 'Duration seconds: Invalid selection' },
      ]),
    );
    const tooMany = await send(driverToken, { sessions: Array.from({ length: 1001 }, () => appSession(driver.hardwareId, daysAgo(1))) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual([{ field: 'sessions', message: 'Sessions: Must have at most 1000 items' }]);
    expect(await countOf(driver.cableId)).toBe(before);
  });

  it('takes a batch of 1,000 sessions quickly, and the same batch again stores nothing', async () => {
    const bulk = await addDriver(server, { tariffs: [{ start: '2021-01-01', price: 2999 }] });
    const token = await server.token(bulk.email);
    const base = daysAgo(300).getTime();
    const sessions = Array.from({ length: 1000 }, (_, i) =>
      appSession(bulk.hardwareId, new Date(base + i * 4 * HOUR), { wattHours: 10_000 + i, durationSeconds: 3600 }),
    );
    const t0 = performance.now();
    const first = await send(token, { sessions });
    const elapsed = performance.now() - t0;
    expect(first.body).toMatchObject({ created: 1000, duplicates: 0, rejected: 0 });
    expect(elapsed).toBeLessThan(5000);
    const again = await send(token, { sessions });
    expect(again.body).toMatchObject({ created: 0, duplicates: 1000 });
    const [sum] = await server.database.query<{ n: number; wh: number; expense: number }>(
      `select count(*)::int as n, sum(watt_hours)::bigint as wh, sum(expense_minor)::bigint as expense from charging_sessions where cable_id = $1`,
      [bulk.cableId],
    );
    expect(sum!.n).toBe(1000);
    // Half-up per session: (10000 + i) Wh x 0.2999.
    const expected = sessions.reduce((acc, s) => acc + Math.floor((2 * s.wattHours! * 2999 + 100_000) / 200_000), 0);
    expect(Number(sum!.expense)).toBe(expected);
  });
});

describe('pricing on ingestion', () => {
  it('without a tariff a session is stored unpriced and not reimbursable', async () => {
    const none = await addDriver(server);
    const res = await send(await server.token(none.email), appSession(none.hardwareId, daysAgo(4)));
    expect(await stored(res.body.results[0]!.id!)).toMatchObject({
      tariffId: null,
      tariffPrice: null,
      priceBasis: 'NO_TARIFF',
      expenseMinor: 0,
      reimbursable: false,
    });
  });

  it('a session that runs into the next tariff uses the tariff valid at its start (UTC day)', async () => {
    const d = daysAgo(50);
    const switchDay = day(d);
    const next = day(new Date(d.getTime() + 24 * HOUR));
    const two = await addDriver(server, {
      tariffs: [
        { start: day(daysAgo(300)), end: switchDay, price: 3000 },
        { start: next, price: 5000 },
      ],
    });
    const token = await server.token(two.email);
    const lateStart = new Date(`${switchDay}T23:00:00.000Z`);
    const res = await send(token, { sessions: [appSession(two.hardwareId, lateStart, { durationSeconds: 3 * 3600, wattHours: 10_000 })] });
    expect(await stored(res.body.results[0]!.id!)).toMatchObject({ tariffId: two.tariffIds[0], tariffPrice: 3000, expenseMinor: 300 });
    const after = await send(token, appSession(two.hardwareId, new Date(`${next}T00:30:00.000Z`), { wattHours: 10_000 }));
    expect(await stored(after.body.results[0]!.id!)).toMatchObject({ tariffId: two.tariffIds[1], tariffPrice: 5000, expenseMinor: 500 });
  });

  it('rounds the expense half-up to the cent, per session', async () => {
    const r = await addDriver(server, { tariffs: [{ start: day(daysAgo(300)), price: 3500 }] });
    const token = await server.token(r.email);
    const res = await send(token, {
      sessions: [
        appSession(r.hardwareId, daysAgo(20), { wattHours: 1500 }), // 52.5 cents -> 53
        appSession(r.hardwareId, daysAgo(21), { wattHours: 1499 }), // 52.465 cents -> 52
        appSession(r.hardwareId, daysAgo(22), { wattHours: 1 }), // 0.035 cents -> 0
      ],
    });
    const sessions = await Promise.all(res.body.results.map((x) => stored(x.id!)));
    expect(sessions.map((s) => s.expenseMinor)).toEqual([53, 52, 0]);
  });

  it('a PENDING tariff prices the session, which is not reimbursable until the tariff is valid', async () => {
    const p = await addDriver(server, { tariffs: [{ start: day(daysAgo(300)), price: 4000, status: 'PENDING' }] });
    const res = await send(await server.token(p.email), appSession(p.hardwareId, daysAgo(3), { wattHours: 10_000 }));
    expect(await stored(res.body.results[0]!.id!)).toMatchObject({ priceBasis: 'TARIFF_NOT_VALID', expenseMinor: 400, reimbursable: false });
  });
});

describe('who may record sessions', () => {
  it('an administrator enters a session by hand with the form; it is checked and priced like the app\'s', async () => {
    const body = { userId: driver.id, cableId: driver.cableId, startDate: daysAgo(15).toISOString(), durationSeconds: 5400, wattHours: 15_000 };
    const res = await call(admin, '/charging-sessions', { method: 'POST', body });
    expect(res.status).toBe(201);
    const s = (await res.json()) as ChargingSession;
    expect(s).toMatchObject({ source: 'MANUAL', mobileIdentifierIndex: null, errorCode: 0, tariffPrice: 3500, expenseMinor: 525, reimbursable: true });
    expect(s.companyName).toBeTruthy();

    const bad = await call(admin, '/charging-sessions', { method: 'POST', body: { ...body, wattHours: -5, cableId: 'x' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Problem).errors).toEqual(
      expect.arrayContaining([
        { field: 'wattHours', message: 'Watt hours: Must not be negative' },
        { field: 'cableId', message: 'Cable id: Invalid string' },
      ]),
    );
  });

  it('a fleet manager cannot record sessions, and a driver reaches only the driver routes', async () => {
    expect((await send(manager, appSession(driver.hardwareId, daysAgo(2)))).status).toBe(403);
    expect((await call(driverToken, '/charging-sessions/search')).status).toBe(403);
    expect((await call(driverToken, '/charging-sessions/summary')).status).toBe(403);
    expect((await call(manager, '/me/charging-sessions')).status).toBe(403);
    expect((await call(null, '/charging-sessions', { method: 'POST', body: {} })).status).toBe(401);
  });

  it('a driver lists only their own sessions of a month, newest first', async () => {
    const now = new Date();
    const res = await call(driverToken, `/me/charging-sessions?year=${now.getUTCFullYear()}&month=${now.getUTCMonth() + 1}&pageSize=200`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as ChargingSessionPage;
    const [direct] = await server.database.query<{ n: number }>(
      `select count(*)::int as n from charging_sessions where user_id = $1 and start_date >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'
          and start_date < (date_trunc('month', now() at time zone 'UTC') + interval '1 month') at time zone 'UTC'`,
      [driver.id],
    );
    expect(page.totalCount).toBe(direct!.n);
    expect(page.results.every((s) => s.userId === driver.id)).toBe(true);
    const starts = page.results.map((s) => s.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
  });
});
