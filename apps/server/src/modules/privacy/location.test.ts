import { describe, expect, it } from 'vitest';
import { PRIVACY_DEFAULTS, type PrivacySettingsView, type VehicleHistoryPage } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { recordTelemetry } from '../vehicles/telemetry-poll.ts';
import { api } from '../vehicles/vehicles.test-helpers.ts';

const server = useTestServer();

const MANAGER = 'manager@demo.test';
const COMPANY = DEMO_IDS.companies.parent;

/** Daniel's connected car and his home charging place. */
async function danielsCar() {
  const [row] = await server.database.query<{ id: string; home_latitude: number; home_longitude: number; last_seen_at: string }>(
    `select v.id, u.home_latitude, u.home_longitude, v.last_seen_at from vehicles v join users u on u.id = v.user_id
      where v.user_id = $1 and v.connection_status = 'CONNECTED' order by v.id limit 1`,
    [DEMO_IDS.users.driver],
  );
  return row!;
}

/** A report a minute after the car's last one (and after every earlier call), at the given place. */
let minutes = 0;
async function report(place: { latitude: number; longitude: number }) {
  const car = await danielsCar();
  const at = new Date(new Date(car.last_seen_at).getTime() + ++minutes * 60_000);
  await recordTelemetry(
    server.database,
    car.id,
    { vehicleId: 'x', recordedAt: at.toISOString(), odometerKm: null, batteryPercent: 40 + minutes, batteryRangeKm: 200, chargingStatus: 'NOT_CHARGING', pluggedIn: false, location: place },
    at,
  );
  const [row] = await server.database.query<{ latitude: number | null; longitude: number | null; at_home: boolean | null }>(
    'select latitude, longitude, at_home from vehicle_telemetry where vehicle_id = $1 and changed_at = $2',
    [car.id, at],
  );
  return row!;
}

describe('location: only whether the car was at home, unless the company keeps coordinates', () => {
  it('by default stores no coordinates, only whether the reported position was at the home charging place', async () => {
    const car = await danielsCar();
    const home = { latitude: car.home_latitude, longitude: car.home_longitude };
    // 50 m north of home is home; 2 km away is not.
    expect(await report({ latitude: home.latitude + 0.00045, longitude: home.longitude })).toEqual({ latitude: null, longitude: null, at_home: true });
    expect(await report({ latitude: home.latitude + 0.018, longitude: home.longitude })).toEqual({ latitude: null, longitude: null, at_home: false });
    const [vehicle] = await server.database.query('select latitude, longitude, at_home from vehicles where id = $1', [car.id]);
    expect(vehicle).toEqual({ latitude: null, longitude: null, at_home: false });
  });

  it('the fleet manager sets the company to keep coordinates for 14 days; the audit trail names who; new reports keep them', async () => {
    const before = await api(server, MANAGER, 'GET', '/privacy/settings');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ ...PRIVACY_DEFAULTS, companyId: COMPANY, lockedYears: 10 });

    const saved = await api(server, MANAGER, 'PUT', '/privacy/settings', { ...PRIVACY_DEFAULTS, locationDays: 14 });
    expect(saved.status).toBe(200);
    expect((saved.body as PrivacySettingsView).locationDays).toBe(14);
    const [audit] = await server.database.query<{ actor: string; after: Record<string, unknown> }>(
      `select actor, after from audit_events where entity = 'company_privacy_settings' and entity_id is null and company_id = $1 order by id desc limit 1`,
      [COMPANY],
    );
    expect(audit).toMatchObject({ actor: MANAGER, after: expect.objectContaining({ location_days: 14 }) });

    const car = await danielsCar();
    const place = { latitude: car.home_latitude + 0.018, longitude: car.home_longitude };
    expect(await report(place)).toEqual({ ...place, at_home: false });
  });

  it('refuses a setting outside its range with the field named, in German too, and changes nothing', async () => {
    const bad = await api(server, MANAGER, 'PUT', '/privacy/settings', { ...PRIVACY_DEFAULTS, locationDays: 365 }, { 'accept-language': 'de' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('locationDays');
    expect(bad.body.errors[0].message).toMatch(/zu groß/);
    expect((await api(server, MANAGER, 'GET', '/privacy/settings')).body.locationDays).toBe(14);
    // A driver may not change them; an administrator must select a company.
    expect((await api(server, 'driver@demo.test', 'GET', '/privacy/settings')).status).toBe(403);
    expect((await api(server, 'admin@demo.test', 'GET', '/privacy/settings')).status).toBe(400);
  });

  it('the vehicle history shows what is kept, and each look at it is a line in the audit trail', async () => {
    const car = await danielsCar();
    const res = await api(server, MANAGER, 'GET', `/vehicles/${car.id}/history?pageSize=3`);
    expect(res.status).toBe(200);
    const page = res.body as VehicleHistoryPage;
    expect(page.locationDays).toBe(14);
    expect(page.results[0]).toMatchObject({ atHome: false, latitude: expect.any(Number) });
    expect(page.results[1]).toMatchObject({ atHome: false, latitude: null });
    expect(page.results[2]).toMatchObject({ atHome: true, latitude: null });

    const looks = await server.database.query<{ actor: string; action: string; after: Record<string, unknown> }>(
      `select actor, action, after from audit_events where entity = 'vehicles' and entity_id = $1 order by id`,
      [car.id],
    );
    expect(looks).toEqual([{ actor: MANAGER, action: 'read', after: { view: 'history', driverId: DEMO_IDS.users.driver, pageNumber: 0 } }]);
    // The audit page lists it with its words.
    const listed = await api(server, MANAGER, 'GET', `/audit-events?entity=vehicles&action=read`);
    expect(listed.status).toBe(200);
    expect(listed.body.results[0]).toMatchObject({ entity: 'vehicles', action: 'read', actor: MANAGER });
  });
});
