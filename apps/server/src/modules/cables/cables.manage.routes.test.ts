import { beforeAll, describe, expect, it } from 'vitest';
import type { CableAssignment, CableImportResult, CableListItem } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { fetchApi } from '../../../test/api.ts';

const server = useTestServer();
let call: ReturnType<typeof fetchApi>;
const tokens: Record<'admin' | 'manager' | 'light', string> = { admin: '', manager: '', light: '' };
const { parent, light } = DEMO_IDS.companies;

beforeAll(async () => {
  call = fetchApi(server);
  tokens.admin = await server.token('admin@demo.test');
  tokens.manager = await server.token('manager@demo.test');
  tokens.light = await server.token('light@demo.test');
});

const json = async <T>(res: Response) => (await res.json()) as T;
const one = async <T>(sql: string, params: unknown[] = []) => (await server.database.query<T>(sql, params))[0]!;

/** A driver of the company with no cable, made for the test. */
async function newDriver(companyId: string, name: string) {
  const row = await one<{ id: string }>(
    `insert into users (company_id, role, first_name, last_name, email) values ($1, 'USER', $2, 'Test', $3) returning id`,
    [companyId, name, `${name.toLowerCase()}.${Date.now()}@test.example`],
  );
  return row.id;
}

async function newCable(hardwareId: string, companyId = parent) {
  const res = await call(tokens.admin, '/cables', { method: 'POST', body: { hardwareId, companyId } });
  expect(res.status).toBe(201);
  return json<CableListItem>(res);
}

describe('registering cables', () => {
  it('an administrator registers a cable, kept in capitals; the same hardware ID again answers 409', async () => {
    const res = await call(tokens.admin, '/cables', {
      method: 'POST',
      body: { hardwareId: ' fwc-reg-0001 ', companyId: parent, firmwareVersion: '3.1.0', pincodeResetRequired: true },
    });
    expect(res.status).toBe(201);
    const cable = await json<CableListItem>(res);
    expect(cable).toMatchObject({ hardwareId: 'FWC-REG-0001', status: 'ACTIVE', companyId: parent, userId: null, firmwareVersion: '3.1.0' });
    expect(cable.pincodeResetRequired).toBe(true);

    const again = await call(tokens.admin, '/cables', { method: 'POST', body: { hardwareId: 'FWC-REG-0001', companyId: light } });
    expect(again.status).toBe(409);
    expect((await json<{ detail: string }>(again)).detail).toBe('A cable with this hardware ID already exists.');
    const german = await call(tokens.admin, '/cables', {
      method: 'POST',
      body: { hardwareId: 'fwc-reg-0001', companyId: light },
      headers: { 'accept-language': 'de' },
    });
    expect((await json<{ detail: string }>(german)).detail).toBe('Es gibt bereits ein Kabel mit dieser Hardware-ID.');
    const count = await one<{ n: number }>(`select count(*)::int as n from cables where hardware_id = 'FWC-REG-0001'`);
    expect(count.n).toBe(1);
  });

  it('bad input answers 400 with a message per field and registers nothing', async () => {
    const res = await call(tokens.admin, '/cables', { method: 'POST', body: { hardwareId: 'a!', companyId: 'nope', status: 'BROKEN' } });
    expect(res.status).toBe(400);
    const body = await json<{ errors: { field: string; message: string }[] }>(res);
    expect(body.errors.map((e) => e.field).sort()).toEqual(['companyId', 'hardwareId', 'status']);
    expect(body.errors.find((e) => e.field === 'status')?.message).toBe('Status: Value must be one of the list');
  });

  it('fleet managers cannot register cables, and an administrator inside one company cannot register for another', async () => {
    expect((await call(tokens.manager, '/cables', { method: 'POST', body: { hardwareId: 'FWC-REG-0002', companyId: parent } })).status).toBe(403);
    const inside = await call(tokens.admin, '/cables', {
      method: 'POST',
      body: { hardwareId: 'FWC-REG-0002', companyId: light },
      headers: { 'x-child-company-id': parent },
    });
    expect(inside.status).toBe(404);
    expect((await call(tokens.admin, '/cables', { method: 'POST', body: { hardwareId: 'FWC-REG-0002', companyId: crypto.randomUUID() } })).status).toBe(404);
  });

  it('a CSV import creates every valid new line at once and says what became of each line', async () => {
    const existing = await one<{ hardware_id: string }>('select hardware_id from cables where company_id = $1 limit 1', [light]);
    const csv = ['hardware_id;firmware', 'FWC-IMP-0001;3.1.0', ' fwc-imp-0002', '', '!!bad', '"FWC-IMP-0001"', existing.hardware_id].join('\r\n');
    const res = await call(tokens.admin, '/cables/import', { method: 'POST', body: { companyId: parent, csv } });
    expect(res.status).toBe(200);
    const result = await json<CableImportResult>(res);
    expect(result).toMatchObject({ created: 2, duplicates: 2, invalid: 1 });
    expect(result.lines.map((l) => [l.line, l.hardwareId, l.result])).toEqual([
      [2, 'FWC-IMP-0001', 'CREATED'],
      [3, 'FWC-IMP-0002', 'CREATED'],
      [5, '!!BAD', 'INVALID'],
      [6, 'FWC-IMP-0001', 'DUPLICATE'],
      [7, existing.hardware_id, 'DUPLICATE'],
    ]);
    expect(result.lines[2]!.message).toMatch(/^Hardware ID:/);
    const rows = await server.database.query<{ hardware_id: string; company_id: string; firmware_version: string | null }>(
      `select hardware_id, company_id, firmware_version from cables where hardware_id like 'FWC-IMP-%' order by hardware_id`,
    );
    expect(rows).toEqual([
      { hardware_id: 'FWC-IMP-0001', company_id: parent, firmware_version: '3.1.0' },
      { hardware_id: 'FWC-IMP-0002', company_id: parent, firmware_version: null },
    ]);
    // The cable of another company stays where it was.
    expect((await one<{ company_id: string }>('select company_id from cables where hardware_id = $1', [existing.hardware_id])).company_id).toBe(light);

    const again = await json<CableImportResult>(await call(tokens.admin, '/cables/import', { method: 'POST', body: { companyId: parent, csv } }));
    expect(again).toMatchObject({ created: 0, duplicates: 4, invalid: 1 });
  });

  it('an import without any hardware ID answers 400; fleet managers may not import', async () => {
    const empty = await call(tokens.admin, '/cables/import', { method: 'POST', body: { companyId: parent, csv: 'hardwareId\n\n' } });
    expect(empty.status).toBe(400);
    expect((await json<{ detail: string }>(empty)).detail).toBe('The file holds no hardware IDs.');
    expect((await call(tokens.manager, '/cables/import', { method: 'POST', body: { companyId: parent, csv: 'FWC-X-1' } })).status).toBe(403);
  });
});

describe('editing cables', () => {
  it('a fleet manager changes status, firmware and pincode flags of an own cable', async () => {
    const cable = await newCable('FWC-EDIT-0001');
    const res = await call(tokens.manager, `/cables/${cable.id}`, {
      method: 'PUT',
      body: { status: 'INACTIVE', firmwareVersion: '3.2.0', pincodeResetRequired: true, pincodeMasterOverride: true },
    });
    expect(res.status).toBe(200);
    expect(await json<CableListItem>(res)).toMatchObject({ status: 'INACTIVE', firmwareVersion: '3.2.0', pincodeResetRequired: true, pincodeMasterOverride: true });
    const row = await one<{ status: string; firmware_version: string }>('select status, firmware_version from cables where id = $1', [cable.id]);
    expect(row).toEqual({ status: 'INACTIVE', firmware_version: '3.2.0' });
  });

  it("a fleet manager cannot move a cable to another company nor touch another company's cable", async () => {
    const cable = await newCable('FWC-EDIT-0002');
    const body = { status: 'ACTIVE', firmwareVersion: null, pincodeResetRequired: false, pincodeMasterOverride: false };
    const move = await call(tokens.manager, `/cables/${cable.id}`, { method: 'PUT', body: { ...body, companyId: light } });
    expect(move.status).toBe(403);
    expect((await one<{ company_id: string }>('select company_id from cables where id = $1', [cable.id])).company_id).toBe(parent);
    expect((await call(tokens.light, `/cables/${cable.id}`, { method: 'PUT', body })).status).toBe(404);
    expect((await call(tokens.light, `/cables/${cable.id}`)).status).toBe(404);
    expect((await call(tokens.manager, `/cables/${cable.id}`, { method: 'PUT', body: { ...body, status: 'BROKEN' } })).status).toBe(400);
  });

  it('an administrator moves a cable to another company: it arrives without a driver and its license follows', async () => {
    const row = await one<{ cable_id: string; license_id: string; user_id: string }>(
      `select l.cable_id, l.id as license_id, l.user_id from licenses l
        where l.company_id = $1 and l.status = 'ACTIVE' and l.type = 'HOME_CHARGING' and l.user_id is not null
          and not exists (select 1 from license_renewals r where r.license_id = l.id and r.status not in ('RENEWED', 'CANCELLED'))
        limit 1`,
      [parent],
    );
    const closedRenewals = await server.database.query<{ id: string }>('select id from license_renewals where license_id = $1', [row.license_id]);
    const res = await call(tokens.admin, `/cables/${row.cable_id}`, {
      method: 'PUT',
      body: { status: 'ACTIVE', firmwareVersion: '3.1.0', pincodeResetRequired: false, pincodeMasterOverride: false, companyId: light },
    });
    expect(res.status).toBe(200);
    expect(await json<CableListItem>(res)).toMatchObject({ companyId: light, userId: null });
    const license = await one<{ company_id: string; user_id: string | null }>('select company_id, user_id from licenses where id = $1', [row.license_id]);
    expect(license).toEqual({ company_id: light, user_id: null });
    // Renewals already closed stay with the company that had them.
    for (const r of closedRenewals) {
      expect((await one<{ company_id: string }>('select company_id from license_renewals where id = $1', [r.id])).company_id).toBe(parent);
    }
    const open = await one<{ n: number }>('select count(*)::int as n from cable_assignments where cable_id = $1 and unassigned_at is null', [row.cable_id]);
    expect(open.n).toBe(0);
    expect((await call(tokens.manager, `/cables/${row.cable_id}`)).status).toBe(404);
    expect((await call(tokens.light, `/cables/${row.cable_id}`)).status).toBe(200);
  });

  it('a cable whose license renewal is being billed stays in its company (409)', async () => {
    const row = await one<{ cable_id: string; company_id: string }>(
      `select l.cable_id, l.company_id from licenses l join license_renewals r on r.license_id = l.id and r.company_id = l.company_id
        where r.status = 'INVOICED' and l.cable_id is not null and l.status <> 'CANCELLED' limit 1`,
    );
    const target = row.company_id === light ? parent : light;
    const res = await call(tokens.admin, `/cables/${row.cable_id}`, {
      method: 'PUT',
      body: { status: 'ACTIVE', firmwareVersion: null, pincodeResetRequired: false, pincodeMasterOverride: false, companyId: target },
    });
    expect(res.status).toBe(409);
    expect((await json<{ detail: string }>(res)).detail).toMatch(/renewal that is being billed/);
    expect((await one<{ company_id: string }>('select company_id from cables where id = $1', [row.cable_id])).company_id).toBe(row.company_id);
  });
});

describe('cable and user history', () => {
  it('shows which driver had the cable when, and which cables a driver had', async () => {
    const cable = await newCable('FWC-HIST-0001');
    const first = await newDriver(parent, 'Hanna');
    const second = await newDriver(parent, 'Igor');
    expect((await call(tokens.admin, `/users/${first}/cable/${cable.id}`, { method: 'PUT' })).status).toBe(200);
    expect((await call(tokens.manager, `/users/${second}/cable/${cable.id}`, { method: 'PUT' })).status).toBe(200);

    const history = await json<CableAssignment[]>(await call(tokens.manager, `/cables/${cable.id}/history`));
    expect(history.map((h) => [h.userName, h.unassignedAt === null])).toEqual([
      ['Igor Test', true],
      ['Hanna Test', false],
    ]);
    const [admin] = await server.database.query<{ name: string }>(`select first_name || ' ' || last_name as name from users where email = 'admin@demo.test'`);
    expect(history[1]!.assignedByName).toBe(admin!.name);
    expect(new Date(history[1]!.unassignedAt!).getTime()).toBeGreaterThanOrEqual(new Date(history[1]!.assignedAt).getTime());

    const hanna = await json<CableAssignment[]>(await call(tokens.manager, `/users/${first}/cable-history`));
    expect(hanna.map((h) => h.hardwareId)).toEqual(['FWC-HIST-0001']);
    expect(hanna[0]!.unassignedAt).not.toBeNull();
  });

  it("another company's cable or driver answers 404, and drivers may not ask", async () => {
    const cable = await newCable('FWC-HIST-0002');
    const driver = await newDriver(parent, 'Jana');
    expect((await call(tokens.light, `/cables/${cable.id}/history`)).status).toBe(404);
    expect((await call(tokens.light, `/users/${driver}/cable-history`)).status).toBe(404);
    const driverToken = await server.token('driver@demo.test');
    expect((await call(driverToken, `/cables/${cable.id}/history`)).status).toBe(403);
  });
});

describe('assignments and what they leave alone', () => {
  it('sessions keep the cable and driver they were recorded with when the cable changes hands', async () => {
    const row = await one<{ cable_id: string; user_id: string; company_id: string }>(
      `select k.id as cable_id, k.user_id, k.company_id from cables k
        where k.company_id = $1 and k.user_id is not null
          and exists (select 1 from charging_sessions s where s.cable_id = k.id and s.user_id = k.user_id) limit 1`,
      [parent],
    );
    const before = await server.database.query<{ id: string; user_id: string; cable_id: string }>(
      'select id, user_id, cable_id from charging_sessions where cable_id = $1 order by id',
      [row.cable_id],
    );
    const newcomer = await newDriver(parent, 'Karla');
    expect((await call(tokens.admin, `/users/${newcomer}/cable/${row.cable_id}`, { method: 'PUT' })).status).toBe(200);
    const after = await server.database.query<{ id: string; user_id: string; cable_id: string }>(
      'select id, user_id, cable_id from charging_sessions where cable_id = $1 order by id',
      [row.cable_id],
    );
    expect(after).toEqual(before);
    expect(after.every((s) => s.user_id !== newcomer)).toBe(true);
  });

  it('the license naming a cable follows it to its new driver', async () => {
    const row = await one<{ cable_id: string; license_id: string; user_id: string }>(
      `select l.cable_id, l.id as license_id, l.user_id from licenses l
        where l.company_id = $1 and l.status = 'ACTIVE' and l.type = 'HOME_CHARGING' and l.user_id is not null limit 1`,
      [parent],
    );
    const newcomer = await newDriver(parent, 'Lars');
    expect((await call(tokens.manager, `/users/${newcomer}/cable/${row.cable_id}`, { method: 'PUT' })).status).toBe(200);
    const subscription = await json<{ id: string }>(await call(tokens.manager, `/users/${newcomer}/subscription`));
    expect(subscription.id).toBe(row.license_id);
    expect((await one<{ user_id: string }>('select user_id from licenses where id = $1', [row.license_id])).user_id).toBe(newcomer);
  });
});

describe('the cable export', () => {
  it("exports the fleet manager's filtered list as CSV, headed in the caller's language", async () => {
    const res = await call(tokens.manager, '/cables/export?export=CSV&status=ACTIVE', { headers: { 'accept-language': 'de' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/cables-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^Hardware-ID,Status,Zuweisung,Unternehmen,Fahrer/);
    const count = await one<{ n: number }>(`select count(*)::int as n from cables where company_id = $1 and status = 'ACTIVE'`, [parent]);
    expect(lines.length - 1).toBe(count.n);
    expect(lines.slice(1).every((l) => l.includes(',Aktiv,'))).toBe(true);
    const other = await one<{ hardware_id: string }>('select hardware_id from cables where company_id = $1 limit 1', [light]);
    expect(lines.some((l) => l.startsWith(other.hardware_id))).toBe(false);
  });
});
