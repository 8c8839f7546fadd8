import { beforeAll, describe, expect, it } from 'vitest';
import type { ChargingSession, ChargingSessionPage, DriverTariff, Problem } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/accounts.ts';
import { fetchApi } from '../../../test/api.ts';
import { addDriver, appSession } from './charging-sessions.test-helpers.ts';

const server = useTestServer();
let call: ReturnType<typeof fetchApi>;
let admin: string;
let manager: string;

beforeAll(async () => {
  call = fetchApi(server);
  [admin, manager] = await server.tokens('admin@demo.test', 'manager@demo.test');
});

const daysAgo = (days: number, hour = 20) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - days, hour));
};
const day = (d: Date) => d.toISOString().slice(0, 10);

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

const get = async (id: string) => json<ChargingSession>(await call(admin, `/charging-sessions/${id}`));
const setStatus = (id: string, body: unknown, token = admin) => call(token, `/charging-sessions/${id}/status`, { method: 'PUT', body });

/** A driver with a VALID tariff and sessions recorded through the app; answers their ids. */
async function driverWithSessions(sessions: ((hw: string) => ReturnType<typeof appSession>)[], tariffs = [{ start: day(daysAgo(200)), price: 3000 }]) {
  const driver = await addDriver(server, { tariffs });
  const token = await server.token(driver.email);
  const res = await call(token, '/charging-sessions', { method: 'POST', body: { sessions: sessions.map((s) => s(driver.hardwareId)) } });
  const body = await json<{ results: { id: string }[] }>(res);
  return { driver, ids: body.results.map((r) => r.id) };
}

/** Puts sessions into a SUBMITTED receipt of their driver. */
async function submitReceipt(driverId: string, ids: string[]) {
  const [receipt] = await server.database.query<{ id: string }>(
    `insert into receipts (company_id, user_id, number, period_year, period_month, status, currency)
     values ($1, $2, 1, 2026, 1, 'SUBMITTED', 'EUR') returning id`,
    [DEMO_IDS.companies.parent, driverId],
  );
  await server.database.query(`update charging_sessions set receipt_id = $1, receipt_status = 'SUBMITTED' where id = any($2::uuid[])`, [receipt!.id, ids]);
}

describe('the review queue', () => {
  it('lists the sessions to be reviewed of any month, filtered by type, tag and driver', async () => {
    const queue = await json<ChargingSessionPage>(await call(admin, '/charging-sessions/review?pageSize=200'));
    const [direct] = await server.database.query<{ n: number }>(`select count(*)::int as n from charging_sessions where review_status = 'TO_BE_REVIEWED'`);
    expect(queue.totalCount).toBe(direct!.n);
    expect(queue.results.every((s) => s.reviewStatus === 'TO_BE_REVIEWED')).toBe(true);
    const months = new Set(queue.results.map((s) => s.startDate.slice(0, 7)));
    expect(months.size).toBeGreaterThan(1);

    const overlap = await json<ChargingSessionPage>(await call(admin, '/charging-sessions/review?reviewType=OVERLAP&pageSize=200'));
    expect(overlap.results.every((s) => s.reviewType === 'OVERLAP')).toBe(true);
    const tagged = await json<ChargingSessionPage>(await call(admin, '/charging-sessions/review?reviewTag=NEGATIVE_DURATION&pageSize=200'));
    expect(tagged.totalCount).toBeGreaterThan(0);
    expect(tagged.results.every((s) => s.reviewTags.includes('NEGATIVE_DURATION'))).toBe(true);
    const reviewed = await json<ChargingSessionPage>(await call(admin, '/charging-sessions/review?reviewStatus=REVIEWED&pageSize=5'));
    expect(reviewed.results.every((s) => s.reviewStatus === 'REVIEWED' && s.reviewTags.includes('CHECKED_BY_ADMIN'))).toBe(true);
  });
});

describe('PUT /backend/charging-sessions/{id}/status', () => {
  it('marks a session reviewed with who and when; ignoring it takes it out of the reimbursement, and back again', async () => {
    const { ids } = await driverWithSessions([(hw) => appSession(hw, daysAgo(5), { wattHours: 200_000 }), (hw) => appSession(hw, daysAgo(6))]);
    const [high, plain] = ids as [string, string];
    expect(await get(high)).toMatchObject({ reviewStatus: 'TO_BE_REVIEWED', reimbursable: true });

    const reviewed = await json<ChargingSession>(await setStatus(high, { reviewStatus: 'REVIEWED' }));
    expect(reviewed).toMatchObject({ reviewStatus: 'REVIEWED', reviewType: 'HIGH_ENERGY', reimbursable: true });
    expect(reviewed.reviewTags).toEqual(['ABOVE_150_KWH', 'CHECKED_BY_ADMIN']);
    expect(reviewed.reviewedAt).not.toBeNull();

    const ignored = await json<ChargingSession>(await setStatus(plain, { reviewStatus: 'IGNORED', reviewTags: ['UNKNOWN_ERROR'] }));
    expect(ignored).toMatchObject({ reviewStatus: 'IGNORED', reviewType: 'MANUAL', reviewTags: ['UNKNOWN_ERROR'], reimbursable: false });
    const back = await json<ChargingSession>(await setStatus(plain, { reviewStatus: 'NONE', reviewType: null, reviewTags: [] }));
    expect(back).toMatchObject({ reviewStatus: 'NONE', reviewedAt: null, reimbursable: true });
  });

  it('refuses a bad status (400) and an unknown session (404)', async () => {
    const { ids } = await driverWithSessions([(hw) => appSession(hw, daysAgo(7))]);
    const bad = await json<Problem>(await setStatus(ids[0]!, { reviewStatus: 'DONE' }), 400);
    expect(bad.errors).toEqual([{ field: 'reviewStatus', message: 'Review status: Value must be one of the list' }]);
    const missing = await json<Problem>(await setStatus('00000000-0000-4000-8000-000000000000', { reviewStatus: 'REVIEWED' }), 404);
    expect(missing.detail).toBe('The charging session was not found.');
  });
});

describe('POST /backend/charging-sessions/review (bulk)', () => {
  it('marks many sessions at once and prices them again', async () => {
    const { ids } = await driverWithSessions([
      (hw) => appSession(hw, daysAgo(8), { durationSeconds: -60 }),
      (hw) => appSession(hw, daysAgo(9), { wattHours: 170_000 }),
      (hw) => appSession(hw, daysAgo(10)),
    ]);
    const res = await json<{ updated: number }>(await call(admin, '/charging-sessions/review', { method: 'POST', body: { ids, reviewStatus: 'IGNORED' } }));
    expect(res.updated).toBe(3);
    const after = await Promise.all(ids.map(get));
    expect(after.map((s) => [s.reviewStatus, s.reimbursable])).toEqual([
      ['IGNORED', false],
      ['IGNORED', false],
      ['IGNORED', false],
    ]);
    expect(after.map((s) => s.reviewType)).toEqual(['ERROR_CODE', 'HIGH_ENERGY', 'MANUAL']);
  });

  it('is all or nothing: one session in a SUBMITTED receipt (409) or one unknown id (404) changes none', async () => {
    const { driver, ids } = await driverWithSessions([(hw) => appSession(hw, daysAgo(11), { wattHours: 155_000 }), (hw) => appSession(hw, daysAgo(12), { wattHours: 156_000 })]);
    await submitReceipt(driver.id, [ids[1]!]);
    const locked = await json<Problem>(await call(admin, '/charging-sessions/review', { method: 'POST', body: { ids, reviewStatus: 'REVIEWED' } }), 409);
    expect(locked.detail).toContain('submitted receipt');
    const german = await call(admin, '/charging-sessions/review', { method: 'POST', body: { ids, reviewStatus: 'REVIEWED' }, headers: { 'accept-language': 'de' } });
    expect(((await german.json()) as Problem).detail).toContain('eingereichten Beleg');
    const unknown = await call(admin, '/charging-sessions/review', {
      method: 'POST',
      body: { ids: [ids[0], '00000000-0000-4000-8000-000000000000'], reviewStatus: 'REVIEWED' },
    });
    expect(unknown.status).toBe(404);
    expect((await Promise.all(ids.map(get))).map((s) => s.reviewStatus)).toEqual(['TO_BE_REVIEWED', 'TO_BE_REVIEWED']);
  });

  it('an administrator working in one company cannot touch sessions of another', async () => {
    const { ids } = await driverWithSessions([(hw) => appSession(hw, daysAgo(13), { wattHours: 151_000 })]);
    const res = await call(admin, '/charging-sessions/review', {
      method: 'POST',
      body: { ids, reviewStatus: 'REVIEWED' },
      headers: { 'x-child-company-id': DEMO_IDS.companies.zurich },
    });
    expect(res.status).toBe(404);
  });
});

describe('PUT /backend/charging-sessions/{id}', () => {
  it('a corrected energy and duration price the session again and check its error code again', async () => {
    const { ids } = await driverWithSessions([(hw) => appSession(hw, daysAgo(14), { durationSeconds: -300, wattHours: 10_000 })]);
    const id = ids[0]!;
    expect(await get(id)).toMatchObject({ errorCode: 2, expenseMinor: 300, reimbursable: false });
    const body = { startDate: daysAgo(14).toISOString(), durationSeconds: 7200, wattHours: 12_345, meterStartWh: 1_000_000, meterEndWh: 1_012_345 };
    const fixed = await json<ChargingSession>(await call(admin, `/charging-sessions/${id}`, { method: 'PUT', body: { ...body, reviewStatus: 'REVIEWED' } }));
    expect(fixed).toMatchObject({
      errorCode: 0,
      durationSeconds: 7200,
      wattHours: 12_345,
      energyDifferenceWh: 12_345,
      expenseMinor: 370, // 12.345 kWh x 0.3000 = 3.7035 -> 3.70
      reviewStatus: 'REVIEWED',
      reimbursable: true,
    });
  });

  it("keeps a tariff the administrator picks among the driver's equally ranked ones, also when priced again", async () => {
    const start = daysAgo(20);
    const { ids } = await driverWithSessions(
      [(hw) => appSession(hw, start, { wattHours: 10_000 })],
      [
        { start: day(daysAgo(200)), price: 3000, status: 'PENDING' } as never,
        { start: day(daysAgo(30)), price: 4100, status: 'PENDING' } as never,
      ],
    );
    const id = ids[0]!;
    expect(await get(id)).toMatchObject({ tariffPrice: 4100, expenseMinor: 410, priceBasis: 'TARIFF_NOT_VALID' });
    const options = await json<DriverTariff[]>(await call(admin, `/charging-sessions/${id}/tariffs`));
    expect(options.map((t) => [t.number, t.pricePerKwh])).toEqual([
      [2, 4100],
      [1, 3000],
    ]);
    const body = { startDate: start.toISOString(), durationSeconds: 3600, wattHours: 10_000 };
    const picked = await json<ChargingSession>(await call(admin, `/charging-sessions/${id}`, { method: 'PUT', body: { ...body, tariffId: options[1]!.id } }));
    expect(picked).toMatchObject({ tariffId: options[1]!.id, tariffNumber: 1, tariffPrice: 3000, expenseMinor: 300, reimbursable: false });
    // A review decision prices the session again; it stays on the chosen tariff.
    expect(await json<ChargingSession>(await setStatus(id, { reviewStatus: 'REVIEWED' }))).toMatchObject({ tariffId: options[1]!.id, expenseMinor: 300 });
    const automatic = await json<ChargingSession>(await call(admin, `/charging-sessions/${id}`, { method: 'PUT', body: { ...body, tariffId: null } }));
    expect(automatic).toMatchObject({ tariffId: options[0]!.id, expenseMinor: 410 });
  });

  it('refuses a tariff that is not the driver\'s, and a pending one where a valid tariff covers the day (nothing changes)', async () => {
    const start = daysAgo(20);
    const { ids } = await driverWithSessions(
      [(hw) => appSession(hw, start, { wattHours: 10_000 })],
      [
        { start: day(daysAgo(200)), price: 3000 },
        { start: day(daysAgo(30)), price: 4100, status: 'PENDING' } as never,
      ],
    );
    const id = ids[0]!;
    const before = await get(id);
    const options = await json<DriverTariff[]>(await call(admin, `/charging-sessions/${id}/tariffs`));
    const body = { startDate: start.toISOString(), durationSeconds: 7200, wattHours: 20_000 };
    const outranked = await json<Problem>(await call(admin, `/charging-sessions/${id}`, { method: 'PUT', body: { ...body, tariffId: options[1]!.id } }), 400);
    expect(outranked.errors).toEqual([{ field: 'tariffId', message: 'Tariff: A valid tariff of the driver covers this day and prices the session' }]);
    const [foreignTariff] = await server.database.query<{ id: string }>('select id from tariffs where user_id <> $1 limit 1', [before.userId]);
    const refused = await json<Problem>(await call(admin, `/charging-sessions/${id}`, { method: 'PUT', body: { ...body, tariffId: foreignTariff!.id } }), 400);
    expect(refused.errors).toEqual([{ field: 'tariffId', message: "Tariff: Must be one of the driver's tariffs" }]);
    expect(await get(id)).toEqual(before);
  });

  it('a session in a SUBMITTED receipt cannot change (409) and stays as it was', async () => {
    const { driver, ids } = await driverWithSessions([(hw) => appSession(hw, daysAgo(25), { wattHours: 160_000 })]);
    const id = ids[0]!;
    await submitReceipt(driver.id, [id]);
    const before = await get(id);
    const put = await json<Problem>(
      await call(admin, `/charging-sessions/${id}`, { method: 'PUT', body: { startDate: before.startDate, durationSeconds: 60, wattHours: 1 } }),
      409,
    );
    expect(put.detail).toBe('The charging session belongs to a submitted receipt and cannot change until the receipt is corrected.');
    expect((await setStatus(id, { reviewStatus: 'IGNORED' })).status).toBe(409);
    expect(await get(id)).toEqual(before);
  });
});

describe('external charging sessions', () => {
  it('an administrator imports public charging as JSON rows or CSV, once per external reference', async () => {
    const driver = await addDriver(server);
    const rows = [
      { externalReference: 'IONITY-T-1', driverEmail: driver.email, startDate: daysAgo(3, 12).toISOString(), durationSeconds: 1500, wattHours: 42_500, pricePerKwh: 6900, operator: 'IONITY' },
      { externalReference: 'IONITY-T-2', driverEmail: driver.email.toUpperCase(), startDate: daysAgo(4, 12).toISOString(), durationSeconds: 900, wattHours: 20_001, pricePerKwh: 5900, operator: 'Allego' },
    ];
    const first = await json<{ created: number; duplicates: number }>(
      await call(admin, '/charging-sessions/external/import', { method: 'POST', body: { companyId: DEMO_IDS.companies.parent, rows } }),
    );
    expect(first).toEqual({ created: 2, duplicates: 0 });
    const csv = [
      'external_reference,driver_email,start_date,duration_seconds,energy_kwh,price_per_kwh,operator',
      `IONITY-T-2,${driver.email},${rows[1]!.startDate},900,20.001,0.59,Allego`,
      `EnBW-T-3,${driver.email},${daysAgo(5, 9).toISOString()},1200,"30,5",0.4900,"EnBW, mobility+"`,
    ].join('\r\n');
    const second = await json<{ created: number; duplicates: number }>(
      await call(admin, '/charging-sessions/external/import', { method: 'POST', body: { csv }, headers: { 'x-child-company-id': DEMO_IDS.companies.parent } }),
    );
    expect(second).toEqual({ created: 1, duplicates: 1 });

    const list = await json<ChargingSessionPage>(await call(manager, `/charging-sessions/search?source=EXTERNAL&driverId=${driver.id}&year=${daysAgo(5).getUTCFullYear()}`));
    const byRef = new Map(list.results.map((s) => [s.externalReference, s]));
    expect(byRef.get('IONITY-T-1')).toMatchObject({ source: 'EXTERNAL', externalOperator: 'IONITY', tariffPrice: 6900, expenseMinor: 2933, reimbursable: false });
    expect(byRef.get('EnBW-T-3')).toMatchObject({ externalOperator: 'EnBW, mobility+', wattHours: 30_500, tariffPrice: 4900, expenseMinor: 1495 });
    // The home-charging list leaves them out.
    const home = await json<ChargingSessionPage>(await call(manager, `/charging-sessions/search?driverId=${driver.id}&year=${daysAgo(5).getUTCFullYear()}`));
    expect(home.results.some((s) => s.source === 'EXTERNAL')).toBe(false);
  });

  it('a bad row stores nothing and names every problem', async () => {
    const driver = await addDriver(server);
    const csv = [
      'external_reference,driver_email,start_date,duration_seconds,energy_kwh,price_per_kwh,operator',
      `OK-1,${driver.email},${daysAgo(3).toISOString()},100,1.5,0.5,X`,
      `BAD-2,nobody@nowhere.example,${daysAgo(3).toISOString()},100,1.5,0.5,X`,
      `BAD-3,${driver.email},not-a-date,100,1.23456,0.5,X`,
    ].join('\n');
    const res = await json<Problem>(
      await call(admin, '/charging-sessions/external/import', { method: 'POST', body: { csv, companyId: DEMO_IDS.companies.parent } }),
      400,
    );
    expect(res.errors!.map((e) => e.message)).toEqual([
      'Row 3: Start date: Invalid string',
      'Row 3: Watt hours: Invalid selection',
      'Row 2: No driver with the email nobody@nowhere.example in this company',
    ]);
    const [n] = await server.database.query<{ n: number }>(`select count(*)::int as n from charging_sessions where external_reference = 'OK-1'`);
    expect(n!.n).toBe(0);
    const header = await json<Problem>(await call(admin, '/charging-sessions/external/import', { method: 'POST', body: { csv: 'a,b\n1,2', companyId: DEMO_IDS.companies.parent } }), 400);
    expect(header.detail).toContain('external_reference,driver_email');
    const noCompany = await json<Problem>(await call(admin, '/charging-sessions/external/import', { method: 'POST', body: { csv } }), 400);
    expect(noCompany.errors).toEqual([{ field: 'companyId', message: 'Please select the company the sessions belong to.' }]);
  });
});
