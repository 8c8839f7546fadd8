import { describe, expect, it } from 'vitest';
import type { Onboarding } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/accounts.ts';
import { call } from '../invites/test-api.ts';

const server = useTestServer();

const NEWCOMER = 'newcomer@demo.test';
const company = {
  name: 'Stromwerk GmbH',
  street: 'Hauptstraße 1',
  zip: '10115',
  city: 'Berlin',
  country: 'GERMANY',
  language: 'GERMAN',
  billingContactEmail: 'billing@stromwerk.test',
  vatNumber: 'de 123 456 789',
};
const companyRow = () =>
  server.database.query<Record<string, unknown>>(
    'select name, country, vat_number, receipt_due_day, cable_source from companies where id = $1',
    [DEMO_IDS.companies.newcomer],
  );

describe('the onboarding wizard on the API', () => {
  it('starts at step 1 with what the sign-up saved', async () => {
    const res = await call<Onboarding>(server, 'GET', '/onboarding', { as: NEWCOMER });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ step: 1, completed: false, company: { id: DEMO_IDS.companies.newcomer } });
  });

  it('lets nobody skip the company details or the reimbursement step, nor finish before them', async () => {
    expect((await call(server, 'PUT', '/onboarding/step', { as: NEWCOMER, body: { step: 3 } })).status).toBe(409);
    const early = await call(server, 'PUT', '/onboarding/reimbursement', { as: NEWCOMER, body: { reimbursementMode: 'COMPANY', receiptDueDay: 5 } });
    expect(early.status).toBe(409);
    const finish = await call<{ detail: string }>(server, 'POST', '/onboarding/complete', { as: NEWCOMER });
    expect(finish.status).toBe(409);
    expect(finish.body.detail).toBe('Please finish the earlier onboarding steps first.');
    expect((await call<Onboarding>(server, 'GET', '/onboarding', { as: NEWCOMER })).body).toMatchObject({ step: 1, completed: false });
    expect((await call<{ onboardingCompleted: boolean }>(server, 'GET', '/account', { as: NEWCOMER })).body.onboardingCompleted).toBe(false);
  });

  it("answers bad input with the field's message in the caller's language and saves nothing", async () => {
    const before = await companyRow();
    const bad = await call<{ errors: { field: string; message: string }[] }>(server, 'PUT', '/onboarding/company', {
      as: NEWCOMER,
      body: { ...company, vatNumber: 'ATU12345678' },
      headers: { 'accept-language': 'de' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'vatNumber', message: 'USt-IdNr.: Muss die Form DE123456789 haben' }]);
    const day = await call<{ errors: { field: string }[] }>(server, 'PUT', '/onboarding/reimbursement', {
      as: NEWCOMER,
      body: { reimbursementMode: 'COMPANY', receiptDueDay: 32 },
    });
    expect(day.status).toBe(400);
    expect(day.body.errors[0]!.field).toBe('receiptDueDay');
    expect(await companyRow()).toEqual(before);
    expect((await call<Onboarding>(server, 'GET', '/onboarding', { as: NEWCOMER })).body.step).toBe(1);
  });

  it('saves each step and moves on; Back keeps what was saved; the step survives a new sign-in', async () => {
    const one = await call<Onboarding>(server, 'PUT', '/onboarding/company', { as: NEWCOMER, body: company });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ step: 2, company: { name: 'Stromwerk GmbH', vatNumber: 'DE123456789', country: 'GERMANY' } });
    const two = await call<Onboarding>(server, 'PUT', '/onboarding/reimbursement', {
      as: NEWCOMER,
      body: { reimbursementMode: 'COMPANY', receiptDueDay: 10, homeChargingRule: 'FLAT_RATE' },
    });
    expect(two.body).toMatchObject({ step: 3, reimbursement: { receiptDueDay: 10, homeChargingRule: 'FLAT_RATE' } });
    const back = await call<Onboarding>(server, 'PUT', '/onboarding/step', { as: NEWCOMER, body: { step: 2 } });
    expect(back.body).toMatchObject({ step: 2, reimbursement: { receiptDueDay: 10 } });
    // Forwards only through each step's own save (the drivers' step alone may be skipped).
    const jump = await call<{ detail: string }>(server, 'PUT', '/onboarding/step', {
      as: NEWCOMER,
      body: { step: 4 },
      headers: { 'accept-language': 'de' },
    });
    expect(jump.status).toBe(409);
    expect(jump.body.detail).toBe('Bitte schließen Sie zuerst die vorherigen Onboarding-Schritte ab.');
    expect((await call(server, 'PUT', '/onboarding/cables', { as: NEWCOMER, body: { cableSource: 'OWN' } })).status).toBe(409);
    expect((await call(server, 'POST', '/onboarding/complete', { as: NEWCOMER })).status).toBe(409);
    expect((await call<Onboarding>(server, 'GET', '/onboarding', { as: NEWCOMER })).body).toMatchObject({ step: 2, completed: false, cableSource: null });
    await call(server, 'PUT', '/onboarding/reimbursement', {
      as: NEWCOMER,
      body: { reimbursementMode: 'COMPANY', receiptDueDay: 10, homeChargingRule: 'FLAT_RATE' },
    });
    expect((await call<Onboarding>(server, 'PUT', '/onboarding/step', { as: NEWCOMER, body: { step: 4 } })).body.step).toBe(4);

    const fresh = await call<Onboarding>(server, 'GET', '/onboarding', { as: NEWCOMER });
    expect(fresh.body.step).toBe(4);
    const payPlus = await call(server, 'PUT', '/onboarding/reimbursement', {
      as: NEWCOMER,
      body: { reimbursementMode: 'PAYMENT_PLUS', receiptDueDay: 10 },
    });
    expect(payPlus.status).toBe(400);
  });

  it('cables, then done: onboarding is completed and the dashboard opens for the company', async () => {
    const cables = await call<Onboarding>(server, 'PUT', '/onboarding/cables', { as: NEWCOMER, body: { cableSource: 'OWN' } });
    expect(cables.body).toMatchObject({ step: 5, cableSource: 'OWN' });
    const done = await call<Onboarding>(server, 'POST', '/onboarding/complete', { as: NEWCOMER });
    expect(done.body).toMatchObject({ completed: true, step: 5 });
    const account = await call<{ onboardingCompleted: boolean }>(server, 'GET', '/account', { as: NEWCOMER });
    expect(account.body.onboardingCompleted).toBe(true);
    const again = await call(server, 'PUT', '/onboarding/company', { as: NEWCOMER, body: company });
    expect(again.status).toBe(409);
    expect(await companyRow()).toEqual([{ name: 'Stromwerk GmbH', country: 'GERMANY', vat_number: 'DE123456789', receipt_due_day: 10, cable_source: 'OWN' }]);
  });

  it('is for fleet managers only', async () => {
    expect((await call(server, 'GET', '/onboarding', { as: 'admin@demo.test' })).status).toBe(403);
    expect((await call(server, 'GET', '/onboarding', { as: 'driver@demo.test' })).status).toBe(403);
    expect((await call(server, 'GET', '/onboarding')).status).toBe(401);
  });
});
