import { randomUUID } from 'node:crypto';
import type { TariffStatus } from '@fleetwatt/shared';
import type { TestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/accounts.ts';

export interface TestDriver {
  id: string;
  email: string;
  cableId: string;
  hardwareId: string;
  cableCreatedAt: Date;
}

let serial = 0;

/**
 * A new driver of a demo company who can sign in (the demo password), with a cable of their own
 * created `cableCreatedAt`, and the given tariffs (days inclusive, prices in ten-thousandths).
 */
export async function addDriver(
  server: TestServer,
  options: {
    companyId?: string;
    cableCreatedAt?: Date;
    tariffs?: { start: string; end?: string | null; price: number; status?: TariffStatus }[];
  } = {},
): Promise<TestDriver & { tariffIds: string[] }> {
  const db = server.database;
  const companyId = options.companyId ?? DEMO_IDS.companies.parent;
  const n = ++serial;
  const id = randomUUID();
  const email = `session.driver.${n}.${id.slice(0, 6)}@test.example`;
  const [demo] = await db.query<{ password_hash: string }>(`select password_hash from users where email = 'driver@demo.test'`);
  await db.query(
    `insert into users (id, company_id, role, email, first_name, last_name, password_hash) values ($1, $2, 'USER', $3, 'Test', $4, $5)`,
    [id, companyId, email, `Driver ${n}`, demo!.password_hash],
  );
  const cableId = randomUUID();
  const hardwareId = `FW-TEST-${id.slice(0, 8).toUpperCase()}`;
  const cableCreatedAt = options.cableCreatedAt ?? new Date(Date.UTC(2020, 0, 1));
  await db.query(`insert into cables (id, company_id, user_id, hardware_id, created_at) values ($1, $2, $3, $4, $5)`, [
    cableId,
    companyId,
    id,
    hardwareId,
    cableCreatedAt.toISOString(),
  ]);
  await db.query(`insert into cable_assignments (company_id, cable_id, user_id, assigned_at) values ($1, $2, $3, $4)`, [
    companyId,
    cableId,
    id,
    cableCreatedAt.toISOString(),
  ]);
  const [company] = await db.query<{ country: string }>('select country from companies where id = $1', [companyId]);
  const currency = company!.country === 'SWITZERLAND' ? 'CHF' : company!.country === 'UNITED_STATES' ? 'USD' : 'EUR';
  const tariffIds: string[] = [];
  for (const [i, t] of (options.tariffs ?? []).entries()) {
    const [row] = await db.query<{ id: string }>(
      `insert into tariffs (company_id, user_id, number, start_date, end_date, price_per_kwh, currency, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [companyId, id, i + 1, t.start, t.end ?? null, t.price, currency, t.status ?? 'VALID'],
    );
    tariffIds.push(row!.id);
  }
  return { id, email, cableId, hardwareId, cableCreatedAt, tariffIds };
}

/** A session body for the app's ingestion; the index is unique unless given. */
let nextIndex = 700_000;
export function appSession(
  hardwareId: string,
  start: string | Date,
  overrides: Partial<{
    mobileIdentifierIndex: number;
    durationSeconds: number;
    wattHours: number | null;
    meterStartWh: number | null;
    meterEndWh: number | null;
    energyDifferenceWh: number | null;
  }> = {},
) {
  const wattHours = overrides.wattHours === undefined ? 12_000 : overrides.wattHours;
  return {
    cableHardwareId: hardwareId,
    mobileIdentifierIndex: overrides.mobileIdentifierIndex ?? nextIndex++,
    startDate: typeof start === 'string' ? start : start.toISOString(),
    durationSeconds: overrides.durationSeconds ?? 3600,
    wattHours,
    meterStartWh: overrides.meterStartWh === undefined ? 1_000_000 : overrides.meterStartWh,
    meterEndWh: overrides.meterEndWh === undefined ? 1_000_000 + (wattHours ?? 0) : overrides.meterEndWh,
    ...(overrides.energyDifferenceWh !== undefined ? { energyDifferenceWh: overrides.energyDifferenceWh } : {}),
  };
}

