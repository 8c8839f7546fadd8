import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Paged, VehicleListItem, VehicleTelemetry } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { send } from '../../../test/api.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { api } from './vehicles.test-helpers.ts';

const server = useTestServer();

const search = async (query = '', email = 'admin@demo.test', headers: Record<string, string> = {}) => {
  const res = await api(server, email, 'GET', `/vehicles/search?${query}`, undefined, headers);
  return { status: res.status, body: res.body as Paged<VehicleListItem> };
};

describe('the vehicles list', () => {
  it('shows an administrator every vehicle with driver, company, statuses, mileage, battery and last seen', async () => {
    const { status, body } = await search('pageSize=200');
    const [count] = await server.database.query<{ n: number }>('select count(*)::int as n from vehicles');
    expect(status).toBe(200);
    expect(body.totalCount).toBe(count!.n);
    const daniel = body.results.find((v) => v.driverId === DEMO_IDS.users.driver)!;
    expect(daniel).toMatchObject({ driverName: 'Daniel Driver', companyId: DEMO_IDS.companies.parent, connectionStatus: 'CONNECTED' });
    expect(daniel.odometerKm).toBeGreaterThan(0);
    expect(daniel.batteryPercent).toBeGreaterThanOrEqual(0);
    expect(daniel.lastSeenAt).not.toBeNull();
    // Newest report first by default.
    const seen = body.results.map((v) => v.lastSeenAt ?? '');
    expect(seen).toEqual([...seen].sort().reverse());
    expect(body.results.some((v) => v.connectionStatus === 'DISCONNECTED')).toBe(true);
  });

  it('sorts by mileage and filters by connection, charging status, company and search text', async () => {
    const byKm = await search('sortField=odometerKm&sortDir=ASC&pageSize=200');
    const km = byKm.body.results.map((v) => v.odometerKm ?? -1);
    expect(km).toEqual([...km].sort((a, b) => a - b));

    const disconnected = await search('connectionStatus=DISCONNECTED');
    expect(disconnected.body.totalCount).toBeGreaterThan(0);
    expect(disconnected.body.results.every((v) => v.connectionStatus === 'DISCONNECTED')).toBe(true);

    const zurich = await search(`companyId=${DEMO_IDS.companies.zurich}`);
    expect(zurich.body.results.every((v) => v.companyId === DEMO_IDS.companies.zurich)).toBe(true);

    const daniel = await search('search=daniel');
    expect(daniel.body.results.map((v) => v.driverName)).toContain('Daniel Driver');
    const make = daniel.body.results[0]!.make;
    const byMake = await search(`search=${encodeURIComponent(make.slice(0, 4))}&chargingStatus=${daniel.body.results[0]!.chargingStatus}`);
    expect(byMake.body.results.every((v) => v.make.toLowerCase().includes(make.slice(0, 4).toLowerCase()) || v.driverName?.toLowerCase().includes(make.slice(0, 4).toLowerCase()))).toBe(true);
  });

  it('is for administrators only, and refuses bad input', async () => {
    expect((await search('', 'manager@demo.test')).status).toBe(403);
    expect((await search('', 'driver@demo.test')).status).toBe(403);
    expect((await search('sortField=colour')).status).toBe(400);
    expect((await search('connectionStatus=MAYBE')).status).toBe(400);
  });

  it('exports the filtered list as a spreadsheet', async () => {
    const res = await send(server, await server.token('admin@demo.test'), 'GET', `/vehicles/export?export=XLSX&companyId=${DEMO_IDS.companies.parent}`, {
      headers: { 'accept-language': 'de' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/vehicles-\d{4}-\d{2}-\d{2}\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = book.getWorksheet('Fahrzeuge')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Marke');
    const { body } = await search(`companyId=${DEMO_IDS.companies.parent}&pageSize=200`);
    expect(sheet.actualRowCount - 1).toBe(body.totalCount);
  });
});

describe('the vehicle history', () => {
  const danielsCar = async () => (await search('search=daniel')).body.results.find((v) => v.driverId === DEMO_IDS.users.driver)!;

  it('pages the reports newest first, twenty at a time', async () => {
    const car = await danielsCar();
    const first = await api(server, 'admin@demo.test', 'GET', `/vehicles/${car.id}/history`);
    expect(first.status).toBe(200);
    const page = first.body as Paged<VehicleTelemetry>;
    const [count] = await server.database.query<{ n: number }>('select count(*)::int as n from vehicle_telemetry where vehicle_id = $1', [car.id]);
    expect(page.totalCount).toBe(count!.n);
    expect(page.results).toHaveLength(20);
    const times = page.results.map((r) => r.changedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.results[0]!.changedAt).toBe(car.lastSeenAt);
    expect(page.results[0]).toMatchObject({ odometerKm: car.odometerKm, batteryPercent: car.batteryPercent });
    const second = (await api(server, 'admin@demo.test', 'GET', `/vehicles/${car.id}/history?pageNumber=1`)).body as Paged<VehicleTelemetry>;
    expect(second.results[0]!.changedAt < page.results[19]!.changedAt).toBe(true);
  });

  it("a fleet manager reads the own company's vehicle history but not another company's", async () => {
    const car = await danielsCar();
    expect((await api(server, 'manager@demo.test', 'GET', `/vehicles/${car.id}/history`)).status).toBe(200);
    expect((await api(server, 'light@demo.test', 'GET', `/vehicles/${car.id}/history`)).status).toBe(404);
    expect((await api(server, 'light@demo.test', 'GET', `/vehicles/${car.id}`)).status).toBe(404);
    expect((await api(server, 'driver@demo.test', 'GET', `/vehicles/${car.id}/history`)).status).toBe(403);
  });
});
