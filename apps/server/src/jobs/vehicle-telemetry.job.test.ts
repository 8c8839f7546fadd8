import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/harness.ts';
import { DEMO_IDS } from '../demo/seed-demo.ts';
import { api, quietLog, sandbox } from '../modules/vehicles/vehicles.test-helpers.ts';
import { runDueJobs } from './scheduler.ts';
import { vehicleTelemetryJob } from './vehicle-telemetry.job.ts';

const server = useTestServer({ env: { PROVIDER_TIMEOUT_MS: '2000' } });

/** The moment of a run: the sandbox's cars report for it too. */
async function runAt(now: Date) {
  expect(await sandbox(server, 'POST', '/_clock', { now: now.toISOString() })).toBe(200);
  await vehicleTelemetryJob.run({ database: server.database, config: server.config, now, log: quietLog });
}

type Car = {
  id: string;
  user_id: string;
  odometer_km: number;
  last_seen_at: Date;
  polled_at: Date | null;
  connection_status: string;
  telemetry: number;
  readings: number;
};

async function carOf(userId: string): Promise<Car> {
  const [row] = await server.database.query<Car>(
    `select v.id, v.user_id, v.odometer_km, v.last_seen_at, v.polled_at, v.connection_status,
            (select count(*)::int from vehicle_telemetry t where t.vehicle_id = v.id) as telemetry,
            (select count(*)::int from mileage_readings m where m.vehicle_id = v.id and m.source = 'CAR') as readings
       from vehicles v where v.user_id = $1 order by v.created_at limit 1`,
    [userId],
  );
  return row!;
}

/** A connected demo car of the company other than the demo driver's. */
async function otherConnectedDriver(companyId: string): Promise<string> {
  const [row] = await server.database.query<{ user_id: string }>(
    `select v.user_id from vehicles v where v.company_id = $1 and v.connection_status = 'CONNECTED' and v.user_id <> $2
      order by v.user_id limit 1`,
    [companyId, DEMO_IDS.users.driver],
  );
  return row!.user_id;
}

const HOUR = 3_600_000;
// A working-day morning after the demo's last report, when the cars drive.
const T0 = (() => {
  const d = new Date(Date.now() + 24 * HOUR);
  while ([0, 6].includes(d.getUTCDay())) d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCHours(9, 2, 0, 0);
  return d;
})();
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describe('the vehicle telemetry job', () => {
  it('asks every connected car once per interval: a history row and a car reading when it moved, nothing the second time', async () => {
    const before = await carOf(DEMO_IDS.users.driver);
    expect(before.connection_status).toBe('CONNECTED');

    await runAt(T0);
    const first = await carOf(DEMO_IDS.users.driver);
    expect(new Date(first.polled_at!).getTime()).toBe(T0.getTime());
    expect(first.telemetry).toBe(before.telemetry + 1);
    // The sandbox's car continues from the demo's last report: further on, never back.
    expect(first.odometer_km).toBeGreaterThan(before.odometer_km);
    expect(first.odometer_km - before.odometer_km).toBeLessThan(5000);
    expect(first.readings).toBe(before.readings + 1);
    const [latest] = await server.database.query<{ changed_at: Date; odometer_km: number }>(
      'select changed_at, odometer_km from vehicle_telemetry where vehicle_id = $1 order by changed_at desc limit 1',
      [first.id],
    );
    expect(latest!.odometer_km).toBe(first.odometer_km);
    expect(new Date(first.last_seen_at).getTime()).toBe(new Date(latest!.changed_at).getTime());

    // The same moment again (a repeated or caught-up run) writes nothing.
    await runAt(T0);
    const again = await carOf(DEMO_IDS.users.driver);
    expect([again.telemetry, again.readings, again.odometer_km]).toEqual([first.telemetry, first.readings, first.odometer_km]);

    // Ten minutes later the car is not due yet; sixteen minutes later it is, and it has driven on.
    await runAt(at(10));
    expect((await carOf(DEMO_IDS.users.driver)).telemetry).toBe(first.telemetry);
    await runAt(at(16));
    const later = await carOf(DEMO_IDS.users.driver);
    expect(later.telemetry).toBe(first.telemetry + 1);
    expect(later.odometer_km).toBeGreaterThanOrEqual(first.odometer_km);
    // At most one car reading an hour.
    expect(later.readings).toBe(first.readings);
  });

  it('runs once across instances through the scheduler', async () => {
    const ctx = { database: server.database, config: server.config, log: quietLog, now: at(40) };
    await sandbox(server, 'POST', '/_clock', { now: at(40).toISOString() });
    const [first, second] = await Promise.all([runDueJobs(ctx, [vehicleTelemetryJob]), runDueJobs(ctx, [vehicleTelemetryJob])]);
    expect([...first, ...second]).toEqual(['vehicle-telemetry']);
  });

  it('a car that stops reporting keeps its last values and their time', async () => {
    const car = await carOf(DEMO_IDS.users.driver);
    const vehicle = await server.database.query<{ provider_vehicle_id: string }>('select provider_vehicle_id from vehicles where id = $1', [car.id]);
    await sandbox(server, 'POST', '/_clock', { now: at(41).toISOString() });
    expect(await sandbox(server, 'POST', '/_faults', { mode: 'offline', target: vehicle[0]!.provider_vehicle_id })).toBe(201);
    await runAt(at(120));
    await sandbox(server, 'DELETE', '/_faults');
    const after = await carOf(DEMO_IDS.users.driver);
    expect(after.telemetry).toBe(car.telemetry);
    expect(new Date(after.last_seen_at).getTime()).toBe(new Date(car.last_seen_at).getTime());
    expect(new Date(after.polled_at!).getTime()).toBe(at(120).getTime());
  });

  it('a provider timeout writes nothing for the car, and it is asked again at the next run', async () => {
    const userId = await otherConnectedDriver(DEMO_IDS.companies.parent);
    // Only this car is due.
    await server.database.query(`update vehicles set polled_at = $1 where connection_status = 'CONNECTED'`, [at(180)]);
    await server.database.query('update vehicles set polled_at = null where user_id = $1', [userId]);
    const before = await carOf(userId);
    await server.database.query(`update provider_connections set expires_at = $2 where user_id = $1`, [userId, at(600)]);
    expect(await sandbox(server, 'POST', '/_faults', { mode: 'timeout', times: 1 })).toBe(201);
    await runAt(at(181));
    const after = await carOf(userId);
    expect(after).toEqual(before);
    // Next run, the service answers again.
    await runAt(at(182));
    expect((await carOf(userId)).telemetry).toBe(before.telemetry + 1);
  });

  it('a lock-out ends the connection as expired and disconnects the cars; they are not asked again', async () => {
    const userId = await otherConnectedDriver(DEMO_IDS.companies.zurich);
    await server.database.query(`update vehicles set polled_at = $1 where connection_status = 'CONNECTED'`, [at(240)]);
    await server.database.query('update vehicles set polled_at = null where user_id = $1', [userId]);
    const [account] = await server.database.query<{ external_account_id: string }>(
      `select external_account_id from provider_connections where user_id = $1 and provider = 'CAR_API'`,
      [userId],
    );
    expect(await sandbox(server, 'POST', '/_faults', { mode: 'lockout', target: account!.external_account_id })).toBe(201);
    const before = await carOf(userId);
    await runAt(at(241));
    await sandbox(server, 'DELETE', '/_faults');
    const [connection] = await server.database.query<{ status: string; access_token: string | null }>(
      `select status, access_token from provider_connections where user_id = $1 and provider = 'CAR_API'`,
      [userId],
    );
    expect(connection).toEqual({ status: 'EXPIRED', access_token: null });
    const after = await carOf(userId);
    expect(after.connection_status).toBe('DISCONNECTED');
    expect(after.telemetry).toBe(before.telemetry);
    await runAt(at(300));
    expect((await carOf(userId)).telemetry).toBe(before.telemetry);
  });

  it('an asleep car, a missing permission and a 429 each say so on the car, its last reading kept; the next answer clears it', async () => {
    const userId = await otherConnectedDriver(DEMO_IDS.companies.parent);
    const [car] = await server.database.query<{ id: string; provider_vehicle_id: string }>(
      `select id, provider_vehicle_id from vehicles where user_id = $1 and connection_status = 'CONNECTED' order by id limit 1`,
      [userId],
    );
    /** Only this driver's cars are due. */
    const onlyDue = async (minute: number) => {
      await server.database.query(`update vehicles set polled_at = $1 where connection_status = 'CONNECTED'`, [at(minute)]);
      await server.database.query('update vehicles set polled_at = null where user_id = $1', [userId]);
    };
    const shown = async () => (await api(server, 'admin@demo.test', 'GET', `/vehicles/${car!.id}`)).body as { dataState: string | null; odometerKm: number };
    const before = await carOf(userId);

    await onlyDue(360);
    expect(await sandbox(server, 'POST', '/_faults', { mode: 'asleep', target: car!.provider_vehicle_id })).toBe(201);
    await runAt(at(361));
    await sandbox(server, 'DELETE', '/_faults');
    expect(await shown()).toMatchObject({ dataState: 'ASLEEP', odometerKm: before.odometer_km });
    expect((await carOf(userId)).telemetry).toBe(before.telemetry);

    await onlyDue(420);
    expect(await sandbox(server, 'POST', '/_faults', { mode: 'permission', target: car!.provider_vehicle_id })).toBe(201);
    await runAt(at(421));
    await sandbox(server, 'DELETE', '/_faults');
    expect(await shown()).toMatchObject({ dataState: 'PERMISSION_MISSING', odometerKm: before.odometer_km });

    // A 429: the car waits the minute Smartcar asked for, then is asked again.
    await onlyDue(480);
    expect(await sandbox(server, 'POST', '/_faults', { mode: 'ratelimit', times: 1 })).toBe(201);
    await runAt(at(481));
    expect((await shown()).dataState).toBe('RATE_LIMITED');
    await runAt(new Date(at(481).getTime() + 30_000));
    expect((await carOf(userId)).telemetry).toBe(before.telemetry);
    await runAt(at(483));
    expect((await shown()).dataState).toBeNull();
    expect((await carOf(userId)).telemetry).toBe(before.telemetry + 1);
  });
});
