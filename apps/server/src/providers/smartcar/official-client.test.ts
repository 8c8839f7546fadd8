import { createHmac } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness.ts';
import { CarDataError, carDataProvider, type CarDataProvider, type CarDataTokens } from '../car-data/index.ts';

/*
 * Every call the product makes to Smartcar, made through the official `smartcar` package (the
 * product's client is built on it) against the built-in sandbox, which the package reaches through
 * its own origin variables: Connect and its consent screen, the code exchange, a token refresh,
 * the user, the vehicles and their signals, the disconnect, Smartcar's error types and the webhook
 * signature.
 */

const server = useTestServer();
let client: CarDataProvider;
let tokens: CarDataTokens;
let carId: string;
const redirectUri = () => `${server.baseUrl}/public/car-api/callback`;

async function sandbox(method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.baseUrl}/sandbox/car-api${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status).toBeLessThan(300);
}

async function failure(call: Promise<unknown>): Promise<CarDataError> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CarDataError);
  return err as CarDataError;
}

beforeAll(async () => {
  client = carDataProvider(server.config);
});
afterEach(async () => {
  await sandbox('DELETE', '/_faults');
});

describe('Smartcar through its official package, against the sandbox', () => {
  it('opens Connect with the permissions, shows the consent screen with the test cars, and trades the code for tokens', async () => {
    const [driver] = await server.database.query<{ id: string }>(`select id from users where email = 'driver@demo.test'`);
    const url = new URL(client.authorizeUrl({ state: 'state-123', redirectUri: redirectUri(), user: driver!.id }));
    expect(`${url.origin}${url.pathname}`).toBe(`${server.baseUrl}/sandbox/car-api/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'fleetwatt',
      redirect_uri: redirectUri(),
      scope: 'read_vehicle_info read_vin read_odometer read_battery read_charge read_location',
      state: 'state-123',
      user: driver!.id,
      mode: 'live',
      approval_prompt: 'force',
    });

    const page = await (await fetch(url)).text();
    expect(page).toContain('driver@demo.test');
    expect(page).toContain('Odometer');
    expect(page).toMatch(/VIN [A-Z0-9]{17}/);
    expect(page).not.toContain('<script');
    const form = new URLSearchParams();
    for (const [, name, value] of page.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)) form.set(name!, value!.replace(/&amp;/g, '&'));
    form.set('decision', 'allow');
    const answer = await fetch(`${server.baseUrl}/sandbox/car-api/oauth/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const back = new URL(answer.headers.get('location')!);
    expect(back.searchParams.get('state')).toBe('state-123');

    const now = new Date();
    tokens = await client.exchangeCode(back.searchParams.get('code')!, redirectUri(), now);
    expect(tokens.expiresAt.getTime() - now.getTime()).toBeGreaterThan(7_100_000);
    // A code is good once.
    expect((await failure(client.exchangeCode(back.searchParams.get('code')!, redirectUri()))).kind).toBe('unauthorized');
  });

  it('reads the user, the vehicles with make, model, year, VIN and capacity, and their signals in kilometres', async () => {
    expect((await client.account(tokens.accessToken)).id).toMatch(/^acct_/);
    const cars = await client.listVehicles(tokens.accessToken);
    expect(cars.length).toBeGreaterThan(0);
    const car = cars[0]!;
    carId = car.id;
    expect(car).toMatchObject({ make: expect.any(String), model: expect.any(String), year: expect.any(Number), vin: expect.stringMatching(/^[A-Z0-9]{17}$/) });
    expect(car.batteryCapacityWh).toBeGreaterThan(40_000);

    const signals = await client.signals(tokens.accessToken, carId);
    expect(signals.odometerKm).toBeGreaterThan(3000);
    expect(signals.batteryPercent).toBeGreaterThanOrEqual(0);
    expect(signals.batteryPercent).toBeLessThanOrEqual(100);
    expect(signals.batteryRangeKm).toBeGreaterThan(0);
    expect(['CHARGING', 'FULLY_CHARGED', 'NOT_CHARGING']).toContain(signals.chargingStatus);
    expect(typeof signals.pluggedIn).toBe('boolean');
    expect(signals.location).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
    // When the car produced them (Smartcar's sc-data-age): the last five-minute report.
    expect(Date.now() - new Date(signals.recordedAt).getTime()).toBeLessThan(5 * 60_000 + 1000);

    // The sandbox answers miles to a client that asks for them, as Smartcar does.
    const imperial = await fetch(`${server.baseUrl}/sandbox/car-api/v2.0/vehicles/${carId}/odometer`, {
      headers: { authorization: `Bearer ${tokens.accessToken}`, 'sc-unit-system': 'imperial' },
    });
    expect(imperial.headers.get('sc-unit-system')).toBe('imperial');
    expect(((await imperial.json()) as { distance: number }).distance).toBeCloseTo(signals.odometerKm! / 1.609344, 0);
  });

  it('refreshes the tokens, and the new access token reads the car', async () => {
    const fresh = await client.refresh(tokens.refreshToken);
    expect(fresh.accessToken).not.toBe('');
    expect(fresh.refreshToken).not.toBe('');
    expect((await client.signals(fresh.accessToken, carId)).odometerKm).toBeGreaterThan(0);
    tokens = fresh;
  });

  it('tells an asleep car, a missing permission, an incapable car, the maker’s failure and Smartcar’s own apart', async () => {
    await sandbox('POST', '/_faults', { mode: 'asleep', target: carId });
    const asleep = await failure(client.signals(tokens.accessToken, carId));
    expect(asleep).toMatchObject({ kind: 'vehicle_state', details: { code: 'ASLEEP' } });
    await sandbox('DELETE', '/_faults');

    // Only the location permission taken back: the other signals still come, the location is unknown.
    await sandbox('POST', '/_faults', { mode: 'permission', target: `${carId}/location` });
    const partial = await client.signals(tokens.accessToken, carId);
    expect(partial.location).toBeNull();
    expect(partial.odometerKm).toBeGreaterThan(0);
    await sandbox('POST', '/_faults', { mode: 'permission', target: carId });
    expect((await failure(client.signals(tokens.accessToken, carId))).kind).toBe('permission');
    await sandbox('DELETE', '/_faults');

    await sandbox('POST', '/_faults', { mode: 'incompatible', target: carId });
    expect((await failure(client.signals(tokens.accessToken, carId))).kind).toBe('incompatible');
    await sandbox('DELETE', '/_faults');

    await sandbox('POST', '/_faults', { mode: 'upstream' });
    expect((await failure(client.signals(tokens.accessToken, carId))).kind).toBe('upstream');
    await sandbox('POST', '/_faults', { mode: 'fail' });
    expect((await failure(client.account(tokens.accessToken))).kind).toBe('unavailable');
  });

  it('reads a 429 with the time to wait', async () => {
    await sandbox('POST', '/_faults', { mode: 'ratelimit', times: 2 });
    const vehicle = await failure(client.signals(tokens.accessToken, carId));
    expect(vehicle).toMatchObject({ kind: 'rate_limited', details: { status: 429, code: 'VEHICLE', retryAfterSeconds: 60 } });
    const app = await failure(client.listVehicles(tokens.accessToken));
    expect(app).toMatchObject({ kind: 'rate_limited', details: { code: 'SMARTCAR_API', retryAfterSeconds: 60 } });
    expect((await client.signals(tokens.accessToken, carId)).odometerKm).toBeGreaterThan(0);
  });

  it('reads a revoked access as unauthorized, for the call and for the refresh', async () => {
    const account = await client.account(tokens.accessToken);
    await sandbox('POST', '/_faults', { mode: 'lockout', target: account.id });
    expect((await failure(client.signals(tokens.accessToken, carId))).kind).toBe('unauthorized');
    expect((await failure(client.refresh(tokens.refreshToken))).kind).toBe('unauthorized');
  });

  it('disconnects the cars: Smartcar forgets them, and the tokens with the last one', async () => {
    const cars = await client.listVehicles(tokens.accessToken);
    await client.disconnect(tokens.accessToken, carId);
    expect((await failure(client.signals(tokens.accessToken, carId))).kind).toBe('unauthorized');
    for (const car of cars.filter((c) => c.id !== carId)) {
      expect((await client.listVehicles(tokens.accessToken)).map((c) => c.id)).not.toContain(carId);
      await client.disconnect(tokens.accessToken, car.id);
    }
    expect((await failure(client.listVehicles(tokens.accessToken))).kind).toBe('unauthorized');
    expect((await failure(client.refresh(tokens.refreshToken))).kind).toBe('unauthorized');
  });

  it('checks a webhook’s SC-Signature and answers the VERIFY challenge', () => {
    const amt = server.config.providers.carData.managementToken!;
    const sign = (body: string) => createHmac('sha256', amt).update(body).digest('hex');
    const verify = JSON.stringify({ eventId: 'e1', eventType: 'VERIFY', data: { challenge: 'abc123' } });
    expect(client.webhook(verify, { 'sc-signature': sign(verify) })).toEqual({ kind: 'challenge', answer: { challenge: sign('abc123') } });
    expect(client.webhook(verify, { 'sc-signature': sign(`${verify} `) })).toBeNull();
    expect(client.webhook(verify, {})).toBeNull();
    const state = JSON.stringify({ eventId: 'e2', eventType: 'VEHICLE_STATE', data: { vehicle: { id: 'veh_1', make: 'KIA' }, signals: [] } });
    expect(client.webhook(state, { 'sc-signature': sign(state) })).toEqual({ kind: 'vehicles', vehicleIds: ['veh_1'] });
  });
});
