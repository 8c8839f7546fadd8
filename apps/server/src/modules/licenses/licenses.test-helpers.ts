import { expect } from 'vitest';
import type { CableListItem, License, LicenseRenewal, RenewalStatus } from '@fleetwatt/shared';
import type { TestServer } from '../../../test/harness.ts';
import { fetchApi } from '../../../test/api.ts';

let serial = 0;

/** Builds what license tests need through the API, as an administrator would. */
export function licenseFixtures(server: TestServer) {
  const call = fetchApi(server);
  const admin = () => server.token('admin@demo.test');

  async function driver(companyId: string, firstName = 'Test') {
    const rows = await server.database.query<{ id: string }>(
      `insert into users (company_id, role, first_name, last_name, email) values ($1, 'USER', $2, 'Licensee', $3) returning id`,
      [companyId, firstName, `licensee.${Date.now()}.${++serial}@test.example`],
    );
    return rows[0]!.id;
  }

  async function cable(companyId: string) {
    const res = await call(await admin(), '/cables', { method: 'POST', body: { hardwareId: `FWC-LIC-${String(++serial).padStart(4, '0')}`, companyId } });
    expect(res.status).toBe(201);
    return (await res.json()) as CableListItem;
  }

  /** A new driver with a new cable of the company. */
  async function driverWithCable(companyId: string) {
    const userId = await driver(companyId);
    const { id: cableId } = await cable(companyId);
    expect((await call(await admin(), `/users/${userId}/cable/${cableId}`, { method: 'PUT' })).status).toBe(200);
    return { userId, cableId };
  }

  /** A new home-charging license for a new driver and cable of the company. */
  async function license(companyId: string, body: Record<string, unknown> = {}) {
    const holders = await driverWithCable(companyId);
    const res = await call(await admin(), '/licenses', { method: 'POST', body: { ...holders, ...body } });
    expect(res.status).toBe(201);
    return { ...holders, license: (await res.json()) as License };
  }

  async function renew(licenseId: string) {
    const res = await call(await admin(), `/licenses/${licenseId}/renew`, { method: 'POST' });
    expect(res.status).toBe(201);
    return (await res.json()) as LicenseRenewal;
  }

  async function move(licenseId: string, renewalId: string, status: RenewalStatus, token?: string) {
    return call(token ?? (await admin()), `/licenses/${licenseId}/renewals/${renewalId}/status`, { method: 'PUT', body: { status } });
  }

  /** Walks a renewal step by step to `status` as an administrator. */
  async function walkTo(licenseId: string, renewal: LicenseRenewal, path: readonly RenewalStatus[]) {
    for (const status of path) expect((await move(licenseId, renewal.id, status)).status).toBe(200);
  }

  return { call, driver, cable, driverWithCable, license, renew, move, walkTo };
}
