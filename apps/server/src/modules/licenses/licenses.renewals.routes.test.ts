import { beforeAll, describe, expect, it } from 'vitest';
import {
  RENEWAL_FLOW,
  RENEWAL_STATUSES,
  addDaysIso,
  addYearsIso,
  utcDay,
  type License,
  type LicenseRenewal,
  type RenewalStatus,
} from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { licenseFixtures } from './licenses.test-helpers.ts';

const server = useTestServer();
let fx: ReturnType<typeof licenseFixtures>;
const tokens = { admin: '', manager: '', light: '' };
const { parent, light } = DEMO_IDS.companies;

beforeAll(async () => {
  fx = licenseFixtures(server);
  tokens.admin = await server.token('admin@demo.test');
  tokens.manager = await server.token('manager@demo.test');
  tokens.light = await server.token('light@demo.test');
});

const json = async <T>(res: Response) => (await res.json()) as T;
const one = async <T>(sql: string, params: unknown[] = []) => (await server.database.query<T>(sql, params))[0]!;
const getLicense = async (id: string) => json<License>(await fx.call(tokens.admin, `/licenses/${id}`));

describe('renewing a license', () => {
  it('opens a PENDING renewal for the year after the expiration date, one at a time', async () => {
    const { license } = await fx.license(parent);
    const renewal = await fx.renew(license.id);
    expect(renewal).toMatchObject({
      licenseId: license.id,
      status: 'PENDING',
      periodStart: license.expirationDate,
      periodEnd: addDaysIso(addYearsIso(license.expirationDate, 1), -1),
      priceMinor: license.priceMinor,
      currency: 'EUR',
      invoiceId: null,
    });
    const twice = await fx.call(tokens.admin, `/licenses/${license.id}/renew`, { method: 'POST' });
    expect(twice.status).toBe(409);
    expect((await json<{ detail: string }>(twice)).detail).toBe('This license already has a renewal under way.');
    expect(await getLicense(license.id)).toMatchObject({ renewalId: renewal.id, renewalStatus: 'PENDING' });

    // Once declined, the same period can be opened again.
    expect((await fx.move(license.id, renewal.id, 'CANCELLED')).status).toBe(200);
    const next = await fx.renew(license.id);
    expect(next.periodStart).toBe(renewal.periodStart);
    const renewals = await json<LicenseRenewal[]>(await fx.call(tokens.manager, `/licenses/${license.id}/renewals`));
    expect(renewals.map((r) => r.status)).toEqual(['PENDING', 'CANCELLED']);
    expect((await fx.call(tokens.manager, `/licenses/${license.id}/renew`, { method: 'POST' })).status).toBe(403);
  });
});

describe('renewal status', () => {
  it('moves one step at a time along the list; every jump, step back or stay answers 409 naming both states', async () => {
    const { license } = await fx.license(parent);
    const renewal = await fx.renew(license.id);
    let current: RenewalStatus = 'PENDING';
    for (const next of RENEWAL_FLOW.slice(1)) {
      for (const other of RENEWAL_STATUSES.filter((s) => s !== next && s !== 'CANCELLED')) {
        const refused = await fx.move(license.id, renewal.id, other);
        expect(refused.status, `${current} -> ${other}`).toBe(409);
        expect((await json<{ detail: string }>(refused)).detail).toBe(`A renewal cannot move from ${current} to ${other}.`);
      }
      const res = await fx.move(license.id, renewal.id, next);
      expect(res.status, `${current} -> ${next}`).toBe(200);
      expect((await json<LicenseRenewal>(res)).status).toBe(next);
      current = next;
    }
    for (const any of RENEWAL_STATUSES) expect((await fx.move(license.id, renewal.id, any)).status).toBe(409);
    const german = await fx.call(tokens.admin, `/licenses/${license.id}/renewals/${renewal.id}/status`, {
      method: 'PUT',
      body: { status: 'PENDING' },
      headers: { 'accept-language': 'de' },
    });
    expect((await json<{ detail: string }>(german)).detail).toBe('Eine Verlängerung kann nicht von RENEWED zu PENDING wechseln.');
  });

  it('RENEWED extends the license by the period and makes it ACTIVE again', async () => {
    const today = utcDay(new Date());
    for (const expirationDate of [addDaysIso(today, 12), addDaysIso(today, -3)]) {
      const { license } = await fx.license(parent, { startDate: addYearsIso(expirationDate, -1), expirationDate });
      expect(license.status).not.toBe('ACTIVE');
      const renewal = await fx.renew(license.id);
      await fx.walkTo(license.id, renewal, RENEWAL_FLOW.slice(1));
      const renewed = await getLicense(license.id);
      expect(renewed).toMatchObject({ status: 'ACTIVE', expirationDate: addYearsIso(expirationDate, 1), renewalStatus: 'RENEWED' });
    }
  });

  it('can be cancelled from every open state, and not once renewed or cancelled', async () => {
    for (let i = 0; i < RENEWAL_FLOW.length - 1; i++) {
      const { license } = await fx.license(parent);
      const renewal = await fx.renew(license.id);
      await fx.walkTo(license.id, renewal, RENEWAL_FLOW.slice(1, i + 1));
      const res = await fx.move(license.id, renewal.id, 'CANCELLED');
      expect(res.status, `${RENEWAL_FLOW[i]} -> CANCELLED`).toBe(200);
      expect((await fx.move(license.id, renewal.id, 'CANCELLED')).status).toBe(409);
      expect((await fx.move(license.id, renewal.id, 'PENDING')).status).toBe(409);
    }
  });

  it('a fleet manager confirms or declines a renewal awaiting confirmation, and may do nothing else', async () => {
    const { license } = await fx.license(parent);
    const renewal = await fx.renew(license.id);
    const refused = await fx.move(license.id, renewal.id, 'AWAITING_CONFIRMATION', tokens.manager);
    expect(refused.status).toBe(403);
    await fx.walkTo(license.id, renewal, ['AWAITING_CONFIRMATION']);
    expect((await fx.move(license.id, renewal.id, 'ACCEPTED', tokens.light)).status).toBe(404);
    expect((await fx.move(license.id, renewal.id, 'ACCEPTED', tokens.manager)).status).toBe(200);
    expect((await fx.move(license.id, renewal.id, 'INVOICED', tokens.manager)).status).toBe(403);

    const other = await fx.license(parent);
    const declined = await fx.renew(other.license.id);
    await fx.walkTo(other.license.id, declined, ['AWAITING_CONFIRMATION']);
    expect((await fx.move(other.license.id, declined.id, 'CANCELLED', tokens.manager)).status).toBe(200);
  });

  it("another company's renewal or a renewal of another license answers 404", async () => {
    const a = await fx.license(parent);
    const b = await fx.license(parent);
    const renewal = await fx.renew(a.license.id);
    expect((await fx.move(b.license.id, renewal.id, 'AWAITING_CONFIRMATION')).status).toBe(404);
    expect((await fx.move(a.license.id, crypto.randomUUID(), 'AWAITING_CONFIRMATION')).status).toBe(404);
    expect((await fx.move(a.license.id, renewal.id, 'SOMEDAY' as RenewalStatus)).status).toBe(400);
  });
});

describe('attaching an invoice to a renewal', () => {
  const freeInvoice = (companyId: string, status = "status <> 'CANCELLED'") =>
    server.database.query<{ id: string; status: string }>(
      `select id, status from invoices i where company_id = $1 and ${status}
          and not exists (select 1 from license_renewals r where r.invoice_id = i.id) order by invoice_date desc limit 1`,
      [companyId],
    );

  it('attaches an invoice of the same company; an ACCEPTED renewal becomes INVOICED and the list shows the invoice status', async () => {
    const { license } = await fx.license(parent);
    const renewal = await fx.renew(license.id);
    await fx.walkTo(license.id, renewal, ['AWAITING_CONFIRMATION', 'ACCEPTED']);
    const [invoice] = await freeInvoice(parent);
    const res = await fx.call(tokens.admin, `/licenses/${license.id}/renewals/${renewal.id}/invoice`, {
      method: 'POST',
      body: { invoiceId: invoice!.id },
    });
    expect(res.status).toBe(200);
    expect(await json<LicenseRenewal>(res)).toMatchObject({ status: 'INVOICED', invoiceId: invoice!.id, invoiceStatus: invoice!.status });
    expect(await getLicense(license.id)).toMatchObject({ renewalStatus: 'INVOICED', invoiceStatus: invoice!.status });

    // The same invoice cannot carry a second renewal.
    const other = await fx.license(parent);
    const second = await fx.renew(other.license.id);
    const taken = await fx.call(tokens.admin, `/licenses/${other.license.id}/renewals/${second.id}/invoice`, {
      method: 'POST',
      body: { invoiceId: invoice!.id },
    });
    expect(taken.status).toBe(409);
    const options = await json<{ id: string }[]>(await fx.call(tokens.admin, `/licenses/${license.id}/invoice-options`));
    expect(options.some((o) => o.id === invoice!.id)).toBe(true);
  });

  it("another company's invoice answers 404 and changes nothing; fleet managers may not attach", async () => {
    const { license } = await fx.license(parent);
    const renewal = await fx.renew(license.id);
    const [foreign] = await freeInvoice(light);
    const res = await fx.call(tokens.admin, `/licenses/${license.id}/renewals/${renewal.id}/invoice`, {
      method: 'POST',
      body: { invoiceId: foreign!.id },
    });
    expect(res.status).toBe(404);
    expect((await one<{ invoice_id: string | null }>('select invoice_id from license_renewals where id = $1', [renewal.id])).invoice_id).toBeNull();
    const [own] = await freeInvoice(parent);
    const manager = await fx.call(tokens.manager, `/licenses/${license.id}/renewals/${renewal.id}/invoice`, {
      method: 'POST',
      body: { invoiceId: own!.id },
    });
    expect(manager.status).toBe(403);
  });

  it('refuses a cancelled renewal or a cancelled invoice', async () => {
    const { license } = await fx.license(parent);
    const renewal = await fx.renew(license.id);
    const [own] = await freeInvoice(parent);
    await fx.move(license.id, renewal.id, 'CANCELLED');
    const closed = await fx.call(tokens.admin, `/licenses/${license.id}/renewals/${renewal.id}/invoice`, {
      method: 'POST',
      body: { invoiceId: own!.id },
    });
    expect(closed.status).toBe(409);

    const [cancelled] = await server.database.query<{ id: string; company_id: string }>(
      `select id, company_id from invoices where status = 'CANCELLED' limit 1`,
    );
    const there = await fx.license(cancelled!.company_id);
    const open = await fx.renew(there.license.id);
    const refused = await fx.call(tokens.admin, `/licenses/${there.license.id}/renewals/${open.id}/invoice`, {
      method: 'POST',
      body: { invoiceId: cancelled!.id },
    });
    expect(refused.status).toBe(409);
    expect((await json<{ detail: string }>(refused)).detail).toBe('A cancelled invoice cannot be attached.');
  });
});
