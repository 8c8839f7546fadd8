import { beforeAll, describe, expect, it } from 'vitest';
import type { Driver, DriverCustomField, DriverNotification, DriverSubscription, PaymentAccount, Problem } from '@fleetwatt/shared';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { useTestServer } from '../../../test/harness.ts';
import { fetchApi } from '../../../test/api.ts';

const server = useTestServer();
let call: ReturnType<typeof fetchApi>;
let admin: string;
let manager: string;
const { parent, childMunich, zurich } = DEMO_IDS.companies;
const daniel = DEMO_IDS.users.driver;

beforeAll(async () => {
  call = fetchApi(server);
  [admin, manager] = await server.tokens('admin@demo.test', 'manager@demo.test');
});

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => server.database.query<T>(sql, params);
const one = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await q<T>(sql, params))[0]!;
const count = async (table: string) => Number((await one<{ n: number }>(`select count(*)::int as n from ${table}`)).n);

/** A driver of a company, picked from the database. */
async function driverOf(companyId: string, except: string[] = []): Promise<string> {
  const row = await one<{ id: string }>(
    `select id from users where role = 'USER' and company_id = $1 and not (id = any($2::uuid[])) order by id limit 1`,
    [companyId, `{${except.join(',')}}`],
  );
  return row.id;
}

/** A cable of the company nobody has. */
async function freeCable(companyId: string): Promise<string> {
  return (await one<{ id: string }>(`select id from cables where company_id = $1 and user_id is null order by hardware_id limit 1`, [companyId])).id;
}

let created = 0;
async function newDriver(token = manager, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<Driver> {
  created++;
  const res = await call(token, '/users', {
    method: 'POST',
    body: { firstName: 'Test', lastName: `Driver ${created}`, email: `test.driver.${created}@example.test`, ...extra },
    headers,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Driver;
}

async function problem(res: Response, status: number): Promise<Problem> {
  expect(res.status, await res.clone().text()).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  return (await res.json()) as Problem;
}

describe('a driver of another company is not there for a fleet manager', () => {
  it('answers 404 on every /users/{id} route and changes nothing', async () => {
    const foreign = await driverOf(zurich);
    const foreignCable = await freeCable(zurich);
    const before = await one(`select * from users where id = $1`, [foreign]);
    const notifications = await count('notifications');
    const routes: [string, string, unknown?][] = [
      ['GET', `/users/${foreign}`],
      ['PUT', `/users/${foreign}`, { firstName: 'X', lastName: 'Y', email: 'x.y@example.test' }],
      ['DELETE', `/users/${foreign}/company`],
      ['GET', `/users/${foreign}/payment-account`],
      ['POST', `/users/${foreign}/payment-account`, { iban: 'DE89370400440532013000' }],
      ['PUT', `/users/${foreign}/cable/${foreignCable}`],
      ['POST', `/users/${foreign}/notification`, { title: 'Hi', message: 'There' }],
      ['GET', `/users/${foreign}/custom-fields`],
      ['GET', `/users/${foreign}/subscription`],
    ];
    for (const [method, path, body] of routes) {
      const res = await call(manager, path, { method, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect(await one(`select * from users where id = $1`, [foreign])).toEqual(before);
    expect(await count('notifications')).toBe(notifications);
    // Assigning a company is for administrators only.
    expect((await call(manager, `/users/${foreign}/company/${parent}`, { method: 'POST' })).status).toBe(403);
  });

  it('a child company\'s driver is reachable only with that child selected', async () => {
    const child = await driverOf(childMunich);
    expect((await call(manager, `/users/${child}`)).status).toBe(404);
    const res = await call(manager, `/users/${child}`, { headers: { 'x-child-company-id': childMunich } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Driver).companyName).toBe('Voltwerk München GmbH');
  });

  it('an administrator reaches any driver; a driver token gets 403 and no token 401', async () => {
    const foreign = await driverOf(zurich);
    expect((await call(admin, `/users/${foreign}`)).status).toBe(200);
    const driver = await server.token('driver@demo.test');
    expect((await call(driver, `/users/${daniel}`)).status).toBe(403);
    expect((await call(driver, '/users', { method: 'POST', body: {} })).status).toBe(403);
    expect((await call(null, `/users/${daniel}`)).status).toBe(401);
  });

  it('a fleet manager is not a driver: their id answers 404', async () => {
    expect((await call(admin, `/users/${DEMO_IDS.users.manager}`)).status).toBe(404);
  });
});

describe('GET /backend/users/{id}', () => {
  it('shows every field of the driver', async () => {
    const res = await call(manager, `/users/${daniel}`);
    expect(res.status).toBe(200);
    const d = (await res.json()) as Driver;
    const u = await one<Record<string, unknown>>(`select * from users where id = $1`, [daniel]);
    expect(d).toMatchObject({
      id: daniel,
      role: 'USER',
      firstName: u.first_name,
      lastName: u.last_name,
      userName: `${String(u.first_name)} ${String(u.last_name)}`,
      email: 'driver@demo.test',
      idNumber: u.id_number,
      carPlate: u.car_plate,
      nextReceiptNumber: u.next_receipt_number,
      companyId: parent,
      companyName: 'Voltwerk Holding GmbH',
      currency: 'EUR',
      costCenter: u.cost_center,
      employeeId: u.employee_id,
      receiptRecipientEmail: u.receipt_recipient_email,
      address: { street: u.street, zip: u.zip, city: u.city, country: u.country },
      paymentAccount: { iban: u.iban, holder: u.account_holder, isPaymentPlus: u.is_payment_plus, kycStatus: u.kyc_status },
      kycStatus: u.kyc_status,
    });
    const tariff = await one<{ id: string; status: string; price_per_kwh: number }>(
      `select id, status, price_per_kwh from tariffs where user_id = $1 and start_date <= (now() at time zone 'UTC')::date
          and (end_date is null or end_date >= (now() at time zone 'UTC')::date)
        order by case status when 'VALID' then 0 when 'PENDING' then 1 else 2 end, start_date desc, number desc limit 1`,
      [daniel],
    );
    expect(d.tariff).toMatchObject({ id: tariff.id, status: tariff.status, pricePerKwh: tariff.price_per_kwh, currency: 'EUR' });
    const reading = (await q<{ odometer_km: number; read_at: Date }>(
      'select odometer_km, read_at from mileage_readings where user_id = $1 order by read_at desc limit 1',
      [daniel],
    ))[0];
    expect(d.mileage?.odometerKm ?? null).toBe(reading?.odometer_km ?? null);
    const cable = await one<{ id: string; hardware_id: string }>('select id, hardware_id from cables where user_id = $1', [daniel]);
    expect(d.cable).toEqual({ id: cable.id, hardwareId: cable.hardware_id });
    expect(d.licenseKey).toBeTruthy();
    expect(d.subscription?.status).toBeDefined();
    expect(d.completeness.complete).toBe(d.completeness.missing.length === 0);
  });

  it('a malformed id answers 400', async () => {
    expect((await call(manager, '/users/not-a-uuid')).status).toBe(400);
  });
});

describe('POST /backend/users: add a driver', () => {
  it('adds a driver to the fleet manager\'s company with the optional fields', async () => {
    const d = await newDriver(manager, {
      idNumber: 'ID-1234',
      carPlate: 'M-AB 123',
      costCenter: 'CC-7',
      employeeId: 'E-99',
      receiptRecipientEmail: 'accounting@example.test',
      street: 'Hauptstraße 1',
      zip: '80331',
      city: 'München',
      country: 'GERMANY',
    });
    expect(d).toMatchObject({
      role: 'USER',
      companyId: parent,
      idNumber: 'ID-1234',
      carPlate: 'M-AB 123',
      address: { street: 'Hauptstraße 1', zip: '80331', city: 'München', country: 'GERMANY' },
      cable: null,
      tariff: null,
      subscription: null,
      completeness: { complete: false, missing: ['IBAN', 'TARIFF', 'CABLE'] },
    });
    const row = await one<{ company_id: string; role: string }>('select company_id, role from users where id = $1', [d.id]);
    expect(row).toEqual({ company_id: parent, role: 'USER' });
    // It is in the drivers table now.
    const list = (await (await call(manager, `/users/search?userName=${encodeURIComponent(d.email)}`)).json()) as { totalCount: number };
    expect(list.totalCount).toBe(1);
  });

  it('without the required fields answers 400 "Please fill in the required fields." and writes nothing', async () => {
    const users = await count('users');
    const p = await problem(await call(manager, '/users', { method: 'POST', body: { firstName: '  ', carPlate: 'X' } }), 400);
    expect(p.detail).toBe('Please fill in the required fields.');
    expect(p.errors).toEqual([
      { field: 'firstName', message: 'First name: Is required' },
      { field: 'lastName', message: 'Last name: Is required' },
      { field: 'email', message: 'Email: Is required' },
    ]);
    const de = await problem(
      await call(manager, '/users', { method: 'POST', body: { firstName: 'A' }, headers: { 'accept-language': 'de' } }),
      400,
    );
    expect(de.detail).toBe('Bitte füllen Sie die Pflichtfelder aus.');
    expect(de.errors?.[0]).toEqual({ field: 'lastName', message: 'Last name: Ist erforderlich' });
    expect(await count('users')).toBe(users);
  });

  it('a wrong email answers 400 naming the field', async () => {
    const p = await problem(
      await call(manager, '/users', { method: 'POST', body: { firstName: 'A', lastName: 'B', email: 'a@b.test', receiptRecipientEmail: 'nope' } }),
      400,
    );
    expect(p.detail).toBe('Please review the highlighted fields');
    expect(p.errors).toEqual([{ field: 'receiptRecipientEmail', message: 'Receipt recipient email: Must be a valid email address' }]);
  });

  it('an email already used, in any case, answers 409 and writes nothing', async () => {
    const users = await count('users');
    const p = await problem(
      await call(manager, '/users', { method: 'POST', body: { firstName: 'A', lastName: 'B', email: 'DRIVER@demo.test' } }),
      409,
    );
    expect(p.detail).toBe('A user with this email address already exists.');
    expect(await count('users')).toBe(users);
  });

  it('an administrator without a selected company names the company; a fleet manager cannot name another one', async () => {
    const users = await count('users');
    const missing = await problem(await call(admin, '/users', { method: 'POST', body: { firstName: 'A', lastName: 'B', email: 'ab@example.test' } }), 400);
    expect(missing.errors).toEqual([{ field: 'companyId', message: 'Please select the company the driver belongs to.' }]);
    await problem(
      await call(manager, '/users', { method: 'POST', body: { firstName: 'A', lastName: 'B', email: 'ab@example.test', companyId: zurich } }),
      404,
    );
    await problem(
      await call(admin, '/users', {
        method: 'POST',
        body: { firstName: 'A', lastName: 'B', email: 'ab@example.test', companyId: '10000000-0000-4000-8000-0000000000ff' },
      }),
      404,
    );
    expect(await count('users')).toBe(users);
    const d = await newDriver(admin, { companyId: zurich });
    expect(d).toMatchObject({ companyId: zurich, currency: 'CHF' });
    const selected = await newDriver(admin, {}, { 'x-child-company-id': childMunich });
    expect(selected.companyId).toBe(childMunich);
  });
});

describe('PUT /backend/users/{id}: edit a driver', () => {
  it('changes the sent fields, clears empty ones and keeps absent ones', async () => {
    const d = await newDriver(manager, { carPlate: 'OLD-1', costCenter: 'CC-1', city: 'Wien' });
    const res = await call(manager, `/users/${d.id}`, {
      method: 'PUT',
      body: { firstName: 'Renamed', lastName: d.lastName, email: d.email, carPlate: 'NEW-2', costCenter: '' },
    });
    expect(res.status).toBe(200);
    const edited = (await res.json()) as Driver;
    expect(edited).toMatchObject({ firstName: 'Renamed', userName: `Renamed ${d.lastName}`, carPlate: 'NEW-2', costCenter: null });
    expect(edited.address.city).toBe('Wien');
  });

  it('checks a new email for uniqueness and changes nothing when it is taken', async () => {
    const d = await newDriver();
    const before = await one('select * from users where id = $1', [d.id]);
    const p = await problem(
      await call(manager, `/users/${d.id}`, { method: 'PUT', body: { firstName: 'Changed', lastName: 'Name', email: 'Driver@Demo.test' } }),
      409,
    );
    expect(p.detail).toBe('A user with this email address already exists.');
    expect(await one('select * from users where id = $1', [d.id])).toEqual(before);
    const res = await call(manager, `/users/${d.id}`, { method: 'PUT', body: { firstName: 'Changed', lastName: 'Name', email: 'fresh.address@example.test' } });
    expect(((await res.json()) as Driver).email).toBe('fresh.address@example.test');
    // Keeping one's own email is no conflict.
    expect((await call(manager, `/users/${d.id}`, { method: 'PUT', body: { firstName: 'C', lastName: 'N', email: 'FRESH.address@example.test' } })).status).toBe(200);
  });

  it('an empty required field answers the add-driver message', async () => {
    const p = await problem(await call(manager, `/users/${daniel}`, { method: 'PUT', body: { firstName: '', lastName: 'X', email: 'x@example.test' } }), 400);
    expect(p.detail).toBe('Please fill in the required fields.');
  });
});

describe('PUT /backend/users/{id}/cable/{cableId}: assign a cable', () => {
  it('gives the cable to the driver, takes the old one away and writes the history', async () => {
    const old = await one<{ id: string }>('select id from cables where user_id = $1', [daniel]);
    const cable = await freeCable(parent);
    const res = await call(manager, `/users/${daniel}/cable/${cable}`, { method: 'PUT' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as Driver).cable?.id).toBe(cable);
    expect(await one('select user_id from cables where id = $1', [old.id])).toEqual({ user_id: null });
    expect(await one('select user_id from cables where id = $1', [cable])).toEqual({ user_id: daniel });
    const history = await q<{ cable_id: string; unassigned_at: Date | null; assigned_by: string | null }>(
      'select cable_id, unassigned_at, assigned_by from cable_assignments where user_id = $1 and cable_id = any($2::uuid[]) order by assigned_at',
      [daniel, `{${old.id},${cable}}`],
    );
    const oldRows = history.filter((h) => h.cable_id === old.id);
    expect(oldRows.length).toBeGreaterThan(0);
    expect(oldRows.every((h) => h.unassigned_at !== null)).toBe(true);
    const open = history.filter((h) => h.unassigned_at === null);
    expect(open).toEqual([{ cable_id: cable, unassigned_at: null, assigned_by: DEMO_IDS.users.manager }]);
  });

  it('taking a cable from another driver closes that driver\'s assignment', async () => {
    const taken = await one<{ id: string; user_id: string }>(
      'select id, user_id from cables where company_id = $1 and user_id is not null and user_id <> $2 order by hardware_id limit 1',
      [parent, daniel],
    );
    const other = taken.user_id;
    const res = await call(manager, `/users/${daniel}/cable/${taken.id}`, { method: 'PUT' });
    expect(res.status).toBe(200);
    expect(await q('select 1 from cables where user_id = $1', [other])).toEqual([]);
    expect(await q('select 1 from cable_assignments where user_id = $1 and unassigned_at is null', [other])).toEqual([]);
    expect(await q('select cable_id from cable_assignments where user_id = $1 and unassigned_at is null', [daniel])).toEqual([{ cable_id: taken.id }]);
  });

  it('the cable the driver already has answers 409 with the spec\'s message', async () => {
    const current = await one<{ id: string }>('select id from cables where user_id = $1', [daniel]);
    const rows = await count('cable_assignments');
    const p = await problem(await call(manager, `/users/${daniel}/cable/${current.id}`, { method: 'PUT' }), 409);
    expect(p.detail).toBe('The selected cable is already assigned to the driver.');
    expect(await count('cable_assignments')).toBe(rows);
  });

  it('a cable of another company answers 404, also for an administrator', async () => {
    const foreign = await freeCable(zurich);
    const rows = await count('cable_assignments');
    await problem(await call(manager, `/users/${daniel}/cable/${foreign}`, { method: 'PUT' }), 404);
    await problem(await call(admin, `/users/${daniel}/cable/${foreign}`, { method: 'PUT' }), 404);
    expect(await count('cable_assignments')).toBe(rows);
    expect(await one('select user_id from cables where id = $1', [foreign])).toEqual({ user_id: null });
  });
});

describe('DELETE /backend/users/{id}/company: remove a driver', () => {
  it('takes the driver out of the company and leaves the cable with the company, unassigned', async () => {
    const d = await newDriver();
    const cable = await freeCable(parent);
    expect((await call(manager, `/users/${d.id}/cable/${cable}`, { method: 'PUT' })).status).toBe(200);
    const res = await call(manager, `/users/${d.id}/company`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await one('select company_id from users where id = $1', [d.id])).toEqual({ company_id: null });
    expect(await one('select user_id, company_id from cables where id = $1', [cable])).toEqual({ user_id: null, company_id: parent });
    expect(await q('select 1 from cable_assignments where user_id = $1 and unassigned_at is null', [d.id])).toEqual([]);
    expect(await q('select 1 from cable_assignments where user_id = $1 and unassigned_at is not null', [d.id])).toHaveLength(1);
    expect((await call(manager, `/users/${d.id}`)).status).toBe(404);
    expect(((await (await call(admin, `/users/${d.id}`)).json()) as Driver).companyId).toBeNull();
  });
});

describe('POST /backend/users/{id}/company/{companyId}: assign a company', () => {
  it('an administrator moves the driver; the cable stays behind, unassigned, its history closed', async () => {
    const d = await newDriver();
    const cable = await freeCable(parent);
    await call(manager, `/users/${d.id}/cable/${cable}`, { method: 'PUT' });
    const res = await call(admin, `/users/${d.id}/company/${zurich}`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect((await res.json()) as Driver).toMatchObject({ companyId: zurich, companyName: 'Limmat Fleet AG', cable: null, currency: 'CHF' });
    expect(await one('select user_id, company_id from cables where id = $1', [cable])).toEqual({ user_id: null, company_id: parent });
    expect(await q('select 1 from cable_assignments where user_id = $1 and unassigned_at is null', [d.id])).toEqual([]);
    expect((await call(manager, `/users/${d.id}`)).status).toBe(404);
  });

  it('an unknown company answers 404 and nothing moves', async () => {
    const d = await newDriver();
    await problem(await call(admin, `/users/${d.id}/company/10000000-0000-4000-8000-0000000000ff`, { method: 'POST' }), 404);
    expect(await one('select company_id from users where id = $1', [d.id])).toEqual({ company_id: parent });
  });
});

describe('payment account', () => {
  it('stores a valid IBAN without spaces and in upper case', async () => {
    const d = await newDriver();
    const res = await call(manager, `/users/${d.id}/payment-account`, {
      method: 'POST',
      body: { iban: 'de89 3704 0044 0532 0130 00', holder: 'Test Driver' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const account = (await res.json()) as PaymentAccount;
    expect(account).toEqual({ iban: 'DE89370400440532013000', holder: 'Test Driver', isPaymentPlus: false, kycStatus: null });
    expect(await (await call(manager, `/users/${d.id}/payment-account`)).json()).toEqual(account);
    expect(((await (await call(manager, `/users/${d.id}`)).json()) as Driver).completeness.missing).not.toContain('IBAN');
  });

  it('refuses a wrong checksum and an empty IBAN with the spec\'s message, and keeps the old account', async () => {
    const d = await newDriver();
    await call(manager, `/users/${d.id}/payment-account`, { method: 'POST', body: { iban: 'DE89370400440532013000', holder: 'Kept' } });
    const bad = await problem(await call(manager, `/users/${d.id}/payment-account`, { method: 'POST', body: { iban: 'DE89370400440532013001', holder: 'X' } }), 400);
    expect(bad.detail).toBe('The IBAN is not valid: its check digits do not match. Please check it for typing errors.');
    expect(bad.errors).toEqual([{ field: 'iban', message: bad.detail }]);
    const empty = await problem(await call(manager, `/users/${d.id}/payment-account`, { method: 'POST', body: { iban: '  ' } }), 400);
    expect(empty.detail).toBe('Please enter the IBAN/Account ID');
    const absent = await problem(await call(manager, `/users/${d.id}/payment-account`, { method: 'POST', body: {} }), 400);
    expect(absent.errors).toEqual([{ field: 'iban', message: 'Please enter the IBAN/Account ID' }]);
    expect(await one('select iban, account_holder from users where id = $1', [d.id])).toEqual({ iban: 'DE89370400440532013000', account_holder: 'Kept' });
  });

  it('only an administrator switches Payment+', async () => {
    const d = await newDriver();
    const p = await problem(
      await call(manager, `/users/${d.id}/payment-account`, { method: 'POST', body: { iban: 'DE89370400440532013000', isPaymentPlus: true } }),
      403,
    );
    expect(p.detail).toBe('Only administrators can change Payment+ for a driver.');
    expect(await one('select iban, is_payment_plus from users where id = $1', [d.id])).toEqual({ iban: null, is_payment_plus: false });
    // Sending the value it already has is no change.
    expect((await call(manager, `/users/${d.id}/payment-account`, { method: 'POST', body: { iban: 'DE89370400440532013000', isPaymentPlus: false } })).status).toBe(200);
    const res = await call(admin, `/users/${d.id}/payment-account`, { method: 'POST', body: { iban: 'AT611904300234573201', isPaymentPlus: true } });
    expect(((await res.json()) as PaymentAccount).isPaymentPlus).toBe(true);
  });
});

describe('notification, custom fields and subscription', () => {
  it('stores a notification for the driver', async () => {
    const res = await call(manager, `/users/${daniel}/notification`, { method: 'POST', body: { title: 'Tariff', message: 'Please upload your new tariff.' } });
    expect(res.status).toBe(201);
    const n = (await res.json()) as DriverNotification;
    expect(n).toMatchObject({ userId: daniel, companyId: parent, title: 'Tariff', message: 'Please upload your new tariff.' });
    expect(await one('select user_id, sent_by, title from notifications where id = $1', [n.id])).toEqual({
      user_id: daniel,
      sent_by: DEMO_IDS.users.manager,
      title: 'Tariff',
    });
    const rows = await count('notifications');
    const p = await problem(await call(manager, `/users/${daniel}/notification`, { method: 'POST', body: { title: '', message: 'x' } }), 400);
    expect(p.errors).toEqual([{ field: 'title', message: 'Title: Is required' }]);
    expect(await count('notifications')).toBe(rows);
  });

  it('lists the company\'s configurable driver fields with whether they are required and the driver\'s value', async () => {
    await q('update companies set require_car_plate = true, require_cost_center = false, require_employee_id = true where id = $1', [parent]);
    const u = await one<{ car_plate: string | null; cost_center: string | null; employee_id: string | null }>(
      'select car_plate, cost_center, employee_id from users where id = $1',
      [daniel],
    );
    const res = await call(manager, `/users/${daniel}/custom-fields`);
    expect(res.status).toBe(200);
    expect((await res.json()) as DriverCustomField[]).toEqual([
      { key: 'CAR_PLATE', required: true, value: u.car_plate },
      { key: 'COMPANY_NAME', required: expect.any(Boolean), value: 'Voltwerk Holding GmbH' },
      { key: 'COST_CENTER', required: false, value: u.cost_center },
      { key: 'EMPLOYEE_ID', required: true, value: u.employee_id },
    ]);
  });

  it('shows the driver\'s current license, and 404 for a driver without one', async () => {
    const license = await one<{ id: string; status: string; expiration: string; cable_id: string | null }>(
      `select id, status, expiration_date::text as expiration, cable_id from licenses where user_id = $1 and type = 'HOME_CHARGING'
        order by (status = 'CANCELLED'), expiration_date desc limit 1`,
      [daniel],
    );
    const res = await call(manager, `/users/${daniel}/subscription`);
    expect(res.status).toBe(200);
    const s = (await res.json()) as DriverSubscription;
    expect(s).toMatchObject({ id: license.id, status: license.status, type: 'HOME_CHARGING', expirationDate: license.expiration });
    expect(s.cable?.id ?? null).toBe(license.cable_id);
    const d = await newDriver();
    await problem(await call(manager, `/users/${d.id}/subscription`), 404);
  });
});
