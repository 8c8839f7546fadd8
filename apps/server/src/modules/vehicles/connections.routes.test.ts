import { describe, expect, it } from 'vitest';
import type { DriverConnection } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { api, connectCar, consent, follow, postCallback, sandbox } from './vehicles.test-helpers.ts';

const server = useTestServer({ env: { PROVIDER_TIMEOUT_MS: '800' } });

/** A driver of the company who has never had a car connected. */
async function driverWithoutCar(companyId: string, skip: string[] = []): Promise<{ id: string; email: string }> {
  const [row] = await server.database.query<{ id: string; email: string }>(
    `select u.id, u.email from users u
      where u.company_id = $1 and u.role = 'USER' and not (u.id = any($2::uuid[]))
        and not exists (select 1 from vehicles v where v.user_id = u.id)
        and not exists (select 1 from provider_connections p where p.user_id = u.id)
      order by u.id limit 1`,
    [companyId, `{${skip.join(',')}}`],
  );
  if (!row) throw new Error('the demo has no such driver');
  return row;
}

const connection = async (email: string, driverId: string) =>
  (await api(server, email, 'GET', `/users/${driverId}/connections`)).body as DriverConnection;

describe('connecting a driver’s car through the provider', () => {
  it('an administrator connects a car: one-time link, consent page, callback, the car linked and read', async () => {
    const driver = await driverWithoutCar(DEMO_IDS.companies.parent);
    expect((await connection('admin@demo.test', driver.id)).status).toBe('NONE');

    const link = await api(server, 'admin@demo.test', 'POST', `/users/${driver.id}/connections/car-api/link`);
    expect(link.status).toBe(201);
    const url = new URL(link.body.url);
    expect(url.pathname).toBe('/connections/car-api/auth-flow/initiate');
    expect(url.searchParams.get('userId')).toBe(driver.id);
    expect(url.searchParams.get('companyId')).toBe(DEMO_IDS.companies.parent);

    const { callback, page } = await consent(link.body.url);
    // The consent page shows the driver's account at the provider and its cars.
    expect(page).toContain(driver.email);
    expect(page).toContain('Allow');
    expect(callback.pathname).toBe('/public/car-api/callback');
    expect(callback.searchParams.get('code')).toBeTruthy();

    const done = await postCallback(server, callback);
    expect(done.status).toBe(200);
    expect(done.body.companyName).toBe('Voltwerk Holding GmbH');
    expect(done.body.vehicles.length).toBeGreaterThan(0);

    const after = await connection('admin@demo.test', driver.id);
    expect(after.status).toBe('CONNECTED');
    expect(after.vehicles.length).toBe(done.body.vehicles.length);
    const car = after.vehicles[0]!;
    expect(car.connectionStatus).toBe('CONNECTED');
    expect(car.make).toBe(done.body.vehicles[0].make);
    // The first report is read right away: odometer, battery and when it was seen.
    expect(car.odometerKm).toBeGreaterThan(0);
    expect(car.batteryPercent).not.toBeNull();
    expect(car.lastSeenAt).not.toBeNull();
    const [history] = await server.database.query<{ n: number }>('select count(*)::int as n from vehicle_telemetry where vehicle_id = $1', [car.id]);
    expect(history!.n).toBe(1);
    const [reading] = await server.database.query<{ source: string; odometer_km: number }>(
      'select source, odometer_km from mileage_readings where vehicle_id = $1',
      [car.id],
    );
    expect(reading).toEqual({ source: 'CAR', odometer_km: car.odometerKm });

    // The state works once: the same callback again is refused, and so is a made-up state.
    const again = await postCallback(server, callback);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('This connection request was already used. Please start connecting the car again.');
    const forged = await postCallback(server, callback, { state: 'not-a-state-we-handed-out' });
    expect(forged.status).toBe(400);
    // The link works once too: opening it again lands on the callback page with an error.
    const reopened = await follow(link.body.url);
    expect(reopened.pathname).toBe('/public/car-api/callback');
    expect(reopened.searchParams.get('error')).toBe('invalid_link');
  });

  it('refuses a link with a changed driver or a made-up token, and a denied consent links nothing', async () => {
    const driver = await driverWithoutCar(DEMO_IDS.companies.parent);
    const link = await api(server, 'manager@demo.test', 'POST', `/users/${driver.id}/connections/car-api/link`);
    expect(link.status).toBe(201);
    const tampered = new URL(link.body.url);
    tampered.searchParams.set('userId', DEMO_IDS.users.driver);
    expect((await follow(tampered.toString())).searchParams.get('error')).toBe('invalid_link');
    const madeUp = new URL(link.body.url);
    madeUp.searchParams.set('token', 'x'.repeat(43));
    expect((await follow(madeUp.toString())).searchParams.get('error')).toBe('invalid_link');

    const { callback } = await consent(link.body.url, 'deny');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('code')).toBeNull();
    expect((await connection('manager@demo.test', driver.id)).status).toBe('NONE');
  });

  it('the provider failing during the exchange answers 503 and connects nothing', async () => {
    const driver = await driverWithoutCar(DEMO_IDS.companies.parent);
    const link = await api(server, 'admin@demo.test', 'POST', `/users/${driver.id}/connections/car-api/link`);
    const { callback } = await consent(link.body.url);
    expect(await sandbox(server, 'POST', '/_faults', { mode: 'fail', times: 1 })).toBe(201);
    const failed = await postCallback(server, callback);
    expect(failed.status).toBe(503);
    expect(failed.body.detail).toBe('The car data service is not answering right now. Please try again later.');
    expect((await connection('admin@demo.test', driver.id)).status).toBe('NONE');
    await sandbox(server, 'DELETE', '/_faults');
  });
});

describe('who may connect', () => {
  it('a fleet manager without the CarApi feature or trial gets the upgrade message; with it, a link', async () => {
    const light = await driverWithoutCar(DEMO_IDS.companies.light);
    const refused = await api(server, 'light@demo.test', 'POST', `/users/${light.id}/connections/car-api/link`);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('Your company must upgrade to access this feature');
    const german = await api(server, 'light@demo.test', 'POST', `/users/${light.id}/connections/invite`, undefined, { 'accept-language': 'de' });
    expect(german.status).toBe(403);
    expect(german.body.detail).toBe('Ihr Unternehmen benötigt ein Upgrade, um diese Funktion zu nutzen');
    expect((await connection('light@demo.test', light.id)).canConnect).toBe(false);
    // An administrator connects for any company.
    expect((await api(server, 'admin@demo.test', 'POST', `/users/${light.id}/connections/car-api/link`)).status).toBe(201);
  });

  it('a company inside its 14-day Connect trial may connect, after it may not', async () => {
    const light = await driverWithoutCar(DEMO_IDS.companies.light);
    const setTrial = (daysAgo: number) =>
      server.database.query(`update companies set connect_trial_started_at = now() - make_interval(days => $2) where id = $1`, [
        DEMO_IDS.companies.light,
        daysAgo,
      ]);
    await setTrial(3);
    expect((await api(server, 'light@demo.test', 'POST', `/users/${light.id}/connections/car-api/link`)).status).toBe(201);
    await setTrial(15);
    expect((await api(server, 'light@demo.test', 'POST', `/users/${light.id}/connections/car-api/link`)).status).toBe(403);
    await server.database.query('update companies set connect_trial_started_at = null where id = $1', [DEMO_IDS.companies.light]);
  });

  it("a fleet manager cannot touch another company's driver, and drivers cannot call at all", async () => {
    const light = await driverWithoutCar(DEMO_IDS.companies.light);
    for (const [method, path] of [
      ['GET', `/users/${light.id}/connections`],
      ['POST', `/users/${light.id}/connections/car-api/link`],
      ['POST', `/users/${light.id}/connections/refresh`],
      ['DELETE', `/users/${light.id}/connections`],
      ['POST', `/users/${light.id}/connections/invite`],
    ] as const) {
      expect((await api(server, 'manager@demo.test', method, path)).status, `${method} ${path}`).toBe(404);
      expect((await api(server, 'driver@demo.test', method, path)).status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('refresh, disconnect, reconnect and invite', () => {
  it('refreshes, disconnects (the cars stop being connected), refuses a refresh, and reconnects the same car', async () => {
    const driver = await driverWithoutCar(DEMO_IDS.companies.parent);
    expect((await connectCar(server, 'manager@demo.test', driver.id)).status).toBe(200);
    const first = await connection('manager@demo.test', driver.id);
    // The tokens rest sealed with the installation's key, never as Smartcar issued them.
    const [sealed] = await server.database.query<{ access_token: string; refresh_token: string }>(
      `select access_token, refresh_token from provider_connections where user_id = $1 and provider = 'CAR_API'`,
      [driver.id],
    );
    expect(sealed!.access_token).toMatch(/^sealed:v1:/);
    expect(sealed!.refresh_token).toMatch(/^sealed:v1:/);

    const refreshed = await api(server, 'manager@demo.test', 'POST', `/users/${driver.id}/connections/refresh`);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.status).toBe('CONNECTED');

    expect((await api(server, 'manager@demo.test', 'DELETE', `/users/${driver.id}/connections`)).status).toBe(204);
    const gone = await connection('manager@demo.test', driver.id);
    expect(gone.status).toBe('DISCONNECTED');
    expect(gone.vehicles.every((v) => v.connectionStatus === 'DISCONNECTED' && v.disconnectedAt)).toBe(true);
    const [tokens] = await server.database.query<{ access_token: string | null }>(
      `select access_token from provider_connections where user_id = $1 and provider = 'CAR_API'`,
      [driver.id],
    );
    expect(tokens!.access_token).toBeNull();
    // Smartcar was told to take back the access to each car.
    const cars = await server.database.query<{ provider_vehicle_id: string }>('select provider_vehicle_id from vehicles where user_id = $1', [driver.id]);
    const revoked = (await server.database.query<{ grant_id: string }>('select grant_id from sandbox_car_api_revoked_grants')).map((r) => r.grant_id);
    for (const car of cars) expect(revoked.some((id) => id.endsWith(`/${car.provider_vehicle_id}`))).toBe(true);
    const refused = await api(server, 'manager@demo.test', 'POST', `/users/${driver.id}/connections/refresh`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('This driver has no connected car.');

    // Reconnecting brings the same vehicle back, not a second one.
    expect((await connectCar(server, 'manager@demo.test', driver.id)).status).toBe(200);
    const back = await connection('manager@demo.test', driver.id);
    expect(back.status).toBe('CONNECTED');
    expect(back.vehicles.map((v) => v.id).sort()).toEqual(first.vehicles.map((v) => v.id).sort());
    expect(back.vehicles.every((v) => v.connectionStatus === 'CONNECTED')).toBe(true);
  });

  it('a refresh the provider locks out ends the connection as expired', async () => {
    const driver = await driverWithoutCar(DEMO_IDS.companies.zurich);
    await connectCar(server, 'admin@demo.test', driver.id);
    await sandbox(server, 'POST', '/_faults', { mode: 'lockout' });
    const refused = await api(server, 'admin@demo.test', 'POST', `/users/${driver.id}/connections/refresh`);
    await sandbox(server, 'DELETE', '/_faults');
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('The car data service no longer accepts this connection. Please connect the car again.');
    const after = await connection('admin@demo.test', driver.id);
    expect(after.status).toBe('EXPIRED');
    expect(after.vehicles.every((v) => v.connectionStatus === 'DISCONNECTED' && v.connectionExpired)).toBe(true);
  });

  it('mails the driver a connect link that opens the consent page', async () => {
    const driver = await driverWithoutCar(DEMO_IDS.companies.parent);
    const sent = await api(server, 'manager@demo.test', 'POST', `/users/${driver.id}/connections/invite`);
    expect(sent.status).toBe(201);
    expect(sent.body.email).toBe(driver.email);
    const [mail] = await server.database.query<{ subject: string; body_text: string }>(
      `select subject, body_text from email_outbox where to_address = $1 order by created_at desc limit 1`,
      [driver.email],
    );
    expect(mail!.subject).toMatch(/Voltwerk Holding GmbH/);
    const link = /(http\S+\/connections\/car-api\/auth-flow\/initiate\S+)/.exec(mail!.body_text)![1]!;
    // The driver may open the mailed link more than once until the car is connected.
    expect((await follow(link)).pathname).toBe('/sandbox/car-api/oauth/authorize');
    const { callback } = await consent(link);
    expect((await postCallback(server, callback)).status).toBe(200);
    expect((await connection('manager@demo.test', driver.id)).status).toBe('CONNECTED');
    expect((await follow(link)).searchParams.get('error')).toBe('invalid_link');
  });
});
