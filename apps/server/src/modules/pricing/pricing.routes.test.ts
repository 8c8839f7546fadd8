import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyPriceRules, FlatRate, PriceSeries, PriceSeriesUploadResult, Problem } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/accounts.ts';
import { tariffFixtures, uploadForm } from '../tariffs/tariffs.test-helpers.ts';

// The Berlin newcomer company: small, so switching its rules re-prices few sessions.
const BERLIN = DEMO_IDS.companies.newcomer;
const ADMIN = 'admin@demo.test';

const server = useTestServer();
let f: ReturnType<typeof tariffFixtures>;
beforeAll(async () => {
  f = tariffFixtures(server);
});

const setRules = (rules: object[], email = ADMIN, company: string = BERLIN) =>
  f.call<CompanyPriceRules & Problem>(email, 'PUT', `/companies/${company}/price-rules`, { rules });
const csvForm = (csv: string, fields: Record<string, string> = {}) => uploadForm(Buffer.from(csv), 'prices.csv', fields, 'text/csv');

describe("Germany's rule: the flat statistical rate, chosen per country", () => {
  it('prices metered kWh with the rate valid on the day, without a validated tariff, and follows the dated history', async () => {
    const home = await f.driver(BERLIN);
    const abroad = await f.driver(BERLIN, 'AUSTRIA');
    const october = await f.session(BERLIN, home, '2026-10-05T18:00:00Z', 10_000);
    const december = await f.session(BERLIN, home, '2025-12-15T18:00:00Z', 10_000);
    const austrian = await f.session(BERLIN, abroad, '2026-10-05T18:00:00Z', 10_000);

    const rate = await f.call<FlatRate>(ADMIN, 'POST', '/flat-rates', { country: 'GERMANY', validFrom: '2026-01-01', pricePerKwh: 3402 });
    expect(rate.status).toBe(201);
    expect(rate.body).toMatchObject({ country: 'GERMANY', currency: 'EUR', pricePerKwh: 3402 });
    const rules = await setRules([{ country: 'GERMANY', rule: 'FLAT_RATE' }]);
    expect(rules.body.rules.find((r) => r.country === 'GERMANY')).toMatchObject({ rule: 'FLAT_RATE', currentFlatRate: { pricePerKwh: 3402 } });
    expect(rules.body.rules.find((r) => r.country === 'AUSTRIA')).toMatchObject({ rule: 'TARIFF' });

    // 10 kWh x 0.3402 = 3.402 -> 3.40, reimbursable without any tariff.
    expect(await f.priceOf(october)).toMatchObject({ price_basis: 'FLAT_RATE', tariff_price: 3402, expense_minor: 340, reimbursable: true });
    // Before the first rate, and for a driver living in Austria, the tariff decides (none here).
    expect(await f.priceOf(december)).toMatchObject({ price_basis: 'NO_TARIFF', reimbursable: false });
    expect(await f.priceOf(austrian)).toMatchObject({ price_basis: 'NO_TARIFF', reimbursable: false });

    const july = await f.call<FlatRate>(ADMIN, 'POST', '/flat-rates', { country: 'GERMANY', validFrom: '2026-07-01', pricePerKwh: 3500 });
    expect(await f.priceOf(october)).toMatchObject({ tariff_price: 3500, expense_minor: 350 });
    const twice = await f.call<Problem>(ADMIN, 'POST', '/flat-rates', { country: 'GERMANY', validFrom: '2026-07-01', pricePerKwh: 3600 });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe('There is already a flat rate for GERMANY from 2026-07-01.');
    expect((await f.call(ADMIN, 'DELETE', `/flat-rates/${july.body.id}`)).status).toBe(204);
    expect(await f.priceOf(october)).toMatchObject({ tariff_price: 3402, expense_minor: 340 });
    const history = await f.call<FlatRate[]>('manager@demo.test', 'GET', '/flat-rates?country=GERMANY');
    expect(history.body.map((r) => r.validFrom)).toEqual(['2026-01-01']);

    // Back to the driver's own tariff: sessions follow.
    await setRules([{ country: 'GERMANY', rule: 'TARIFF' }]);
    expect(await f.priceOf(october)).toMatchObject({ price_basis: 'NO_TARIFF', expense_minor: 0, reimbursable: false });
  });

  it('with the own-tariff choice, a tariff carrying a base fee share shows so on its sessions', async () => {
    const withFee = await f.driver(BERLIN);
    const without = await f.driver(BERLIN);
    await f.tariff(withFee, { startDate: '2026-01-01', pricePerKwh: 3000, baseFeeMonthlyMinor: 1290 }, { validate: true });
    await f.tariff(without, { startDate: '2026-01-01', pricePerKwh: 3000 }, { validate: true });
    const a = await f.session(BERLIN, withFee, '2026-09-01T10:00:00Z', 10_000);
    const b = await f.session(BERLIN, without, '2026-09-01T10:00:00Z', 10_000);
    expect(await f.priceOf(a)).toMatchObject({ price_basis: 'TARIFF', expense_minor: 300 });
    await setRules([{ country: 'GERMANY', rule: 'TARIFF_WITH_BASE_FEE' }]);
    expect(await f.priceOf(a)).toMatchObject({ price_basis: 'TARIFF_WITH_BASE_FEE', expense_minor: 300, reimbursable: true });
    expect(await f.priceOf(b)).toMatchObject({ price_basis: 'TARIFF', expense_minor: 300 });
    await setRules([{ country: 'GERMANY', rule: 'TARIFF' }]);
  });

  it('flat rates are the administrators’; a company’s choice is its own and its administrators’', async () => {
    expect((await f.call('manager@demo.test', 'POST', '/flat-rates', { country: 'GERMANY', validFrom: '2030-01-01', pricePerKwh: 1 })).status).toBe(403);
    expect((await f.call('light@demo.test', 'GET', `/companies/${DEMO_IDS.companies.parent}/price-rules`)).status).toBe(404);
    expect((await setRules([{ country: 'GERMANY', rule: 'FLAT_RATE' }], 'light@demo.test', DEMO_IDS.companies.parent)).status).toBe(404);
    expect((await setRules([{ country: 'GERMANY', rule: 'CHEAPEST' }])).status).toBe(400);
    const own = await setRules([{ country: 'AUSTRIA', rule: 'TARIFF' }], 'light@demo.test', DEMO_IDS.companies.light);
    expect(own.status).toBe(200);
    expect((await f.call('driver@demo.test', 'GET', '/flat-rates')).status).toBe(403);
  });
});

describe('dynamic tariffs', () => {
  it('an administrator uploads an hourly series; sessions of a dynamic tariff following it price by the hours they ran in', async () => {
    const created = await f.call<PriceSeriesUploadResult>(
      ADMIN,
      'POST',
      '/price-series',
      csvForm('hour_start,price_per_kwh\n2026-10-10T10:00:00Z,0.2000\n2026-10-10T11:00:00Z,0.4000\n', { name: 'EPEX DE-LU test', currency: 'EUR' }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ imported: 2, series: { name: 'EPEX DE-LU test', pointCount: 2, averagePrice: 3000, tariffCount: 0 } });
    const seriesId = created.body.series.id;

    const driver = await f.driver(BERLIN);
    const tariff = await f.tariff(driver, { startDate: '2026-10-01', pricePerKwh: 3000, dynamic: true, priceSeriesId: seriesId }, { validate: true });
    // 10:30-12:30, 9 kWh: 2.25 kWh at 0.20 + 4.5 kWh at 0.40 + 2.25 kWh at the own 0.30 = 2.925 -> 2.93
    const s = await f.session(BERLIN, driver, '2026-10-10T10:30:00Z', 9000, 7200);
    expect(await f.priceOf(s)).toMatchObject({ tariff_id: tariff.id, price_basis: 'DYNAMIC', tariff_price: 3250, expense_minor: 293, reimbursable: true });

    // The missing hour arrives later: 2.25 kWh at 0.10 instead of 0.30 -> 2.475 -> 2.48
    const more = await f.call<PriceSeriesUploadResult>(ADMIN, 'POST', `/price-series/${seriesId}/points`, csvForm('2026-10-10T12:00:00Z;0,1'));
    expect(more.body).toMatchObject({ imported: 1, repriced: 1, series: { pointCount: 3, tariffCount: 1 } });
    expect(await f.priceOf(s)).toMatchObject({ expense_minor: 248, tariff_price: 2750 });

    const list = await f.call<PriceSeries[]>('manager@demo.test', 'GET', '/price-series');
    expect(list.body.find((p) => p.id === seriesId)).toMatchObject({ firstHour: '2026-10-10T10:00:00.000Z', lastHour: '2026-10-10T12:00:00.000Z' });
  });

  it('refuses a bad file line by line, a taken name, a series without a dynamic flag, and fleet managers', async () => {
    const bad = await f.call<Problem>(ADMIN, 'POST', '/price-series', csvForm('2026-10-10T10:15:00Z,0.2\n2026-10-10T11:00:00Z,abc\n', { name: 'Bad', currency: 'EUR' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.message)).toEqual([
      'Line 1: 2026-10-10T10:15:00Z is not the start of an hour',
      'Line 2: "abc" is not a price per kWh with up to 4 decimals',
    ]);
    const ok = csvForm('2026-10-10T10:00:00Z,0.2', { name: 'Taken', currency: 'EUR' });
    expect((await f.call(ADMIN, 'POST', '/price-series', ok)).status).toBe(201);
    const taken = await f.call<Problem>(ADMIN, 'POST', '/price-series', csvForm('2026-10-10T10:00:00Z,0.2', { name: 'taken', currency: 'EUR' }));
    expect(taken.status).toBe(409);
    const unnamed = await f.call<Problem>(ADMIN, 'POST', '/price-series', csvForm('2026-10-10T10:00:00Z,0.2', { currency: 'GBP' }));
    expect(unnamed.body.errors?.map((e) => e.field)).toEqual(['name', 'currency']);
    expect((await f.call('manager@demo.test', 'POST', '/price-series', csvForm('2026-10-10T10:00:00Z,0.2', { name: 'X', currency: 'EUR' }))).status).toBe(403);

    const series = (await f.call<PriceSeries[]>(ADMIN, 'GET', '/price-series')).body.find((p) => p.name === 'Taken')!;
    const driver = await f.driver(BERLIN);
    const documentId = await f.document(ADMIN, driver);
    const notDynamic = await f.call<Problem>(ADMIN, 'POST', '/tariffs', {
      userId: driver,
      documentId,
      startDate: '2026-01-01',
      pricePerKwh: 3000,
      priceSeriesId: series.id,
    });
    expect(notDynamic.status).toBe(400);
    expect(notDynamic.body.errors).toEqual([{ field: 'priceSeriesId', message: 'Only a dynamic tariff can follow an hourly price series' }]);
  });
});
