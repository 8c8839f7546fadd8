import { describe, expect, it } from 'vitest';
import type { Invoice } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { ADMIN_EMAIL, MANAGER_EMAIL, call } from './invoices.test-helpers.ts';

const server = useTestServer();

type Renewal = { id: string; company_id: string; status: string; invoice_id: string | null; price_minor: number; period_start: string; period_end: string };
const renewalWith = async (where: string) =>
  (
    await server.database.query<Renewal>(
      `select id, company_id, status, invoice_id, price_minor, period_start::text as period_start, period_end::text as period_end
         from license_renewals where ${where} order by id limit 1`,
    )
  )[0]!;
/** A renewal the licenses area has moved to ACCEPTED (the demo has one; more are made from PENDING ones). */
async function acceptedRenewal(): Promise<Renewal> {
  const r = await renewalWith(`status = 'PENDING' and invoice_id is null`);
  await server.database.query(`update license_renewals set status = 'ACCEPTED' where id = $1`, [r.id]);
  return { ...r, status: 'ACCEPTED' };
}
const renewal = async (id: string) => (await server.database.query<Renewal>('select id, status, invoice_id from license_renewals where id = $1', [id]))[0]!;
const post = (path: string, body?: unknown, as = ADMIN_EMAIL, headers: Record<string, string> = {}) => call(server, 'POST', path, { as, body, headers });

describe('the subscription renewal invoice', () => {
  it('an ACCEPTED renewal gets a DRAFT renewal invoice of its period and price, and points at it', async () => {
    const r = await renewalWith(`status = 'ACCEPTED' and invoice_id is null`);
    const res = await post(`/invoices/license-renewal/${r.id}`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'DRAFT',
      kind: 'LICENSE_RENEWAL',
      companyId: r.company_id,
      deliveryFrom: r.period_start,
      deliveryTo: r.period_end,
      totalNetMinor: r.price_minor,
      renewalId: r.id,
    });
    expect(res.body.lines).toHaveLength(1);
    const [company] = await server.database.query<{ language: string }>('select language from companies where id = $1', [r.company_id]);
    const [license] = await server.database.query<{ license_type: string }>('select l.type as license_type from license_renewals r join licenses l on l.id = r.license_id where r.id = $1', [r.id]);
    const names = {
      ENGLISH: { HOME_CHARGING: 'Home charging license renewal, 12 months', CONNECT: 'Connect license renewal, 12 months' },
      GERMAN: { HOME_CHARGING: 'Verlängerung Heimlade-Lizenz, 12 Monate', CONNECT: 'Verlängerung Connect-Lizenz, 12 Monate' },
    } as Record<string, Record<string, string>>;
    expect(res.body.lines[0]).toMatchObject({ quantity: 1, unitPriceMinor: r.price_minor, product: names[company!.language]![license!.license_type] });
    expect(res.body.lines[0]!.text).toContain(`${r.period_start} – ${r.period_end}`);
    expect((await renewal(r.id)).invoice_id).toBe(res.body.id);
    expect((await renewal(r.id)).status).toBe('ACCEPTED');

    const again = await post(`/invoices/license-renewal/${r.id}`);
    expect(again.status).toBe(409);
  });

  it("writes the renewal line in the company's document language: German for a German-speaking company", async () => {
    const r = await acceptedRenewal();
    const [before] = await server.database.query<{ language: string }>('select language from companies where id = $1', [r.company_id]);
    await server.database.query(`update companies set language = 'GERMAN' where id = $1`, [r.company_id]);
    try {
      const res = await post(`/invoices/license-renewal/${r.id}`);
      expect(res.status).toBe(201);
      expect(res.body.lines[0]!.product).toMatch(/^Verlängerung (Heimlade|Connect)-Lizenz, 12 Monate$/);
    } finally {
      await server.database.query('update companies set language = $2 where id = $1', [r.company_id, before!.language]);
    }
  });

  it('a renewal not yet accepted is refused; another company is not found; fleet managers may not', async () => {
    const pending = await renewalWith(`status = 'PENDING' and invoice_id is null`);
    const res = await post(`/invoices/license-renewal/${pending.id}`);
    expect(res.status).toBe(409);
    expect((res.body as unknown as { detail: string }).detail).toBe(
      'An invoice can be created only for an accepted or invoiced renewal; this renewal’s status is “Pending”.',
    );
    const accepted = await renewalWith(`status = 'ACCEPTED'`);
    const other = Object.values(DEMO_IDS.companies).find((c) => c !== accepted.company_id)!;
    expect((await post(`/invoices/license-renewal/${accepted.id}`, undefined, ADMIN_EMAIL, { 'x-child-company-id': other })).status).toBe(404);
    expect((await post(`/invoices/license-renewal/${accepted.id}`, undefined, MANAGER_EMAIL)).status).toBe(403);
    expect((await post('/invoices/license-renewal/nope')).status).toBe(404);
  });

  it('when its invoice is paid, an INVOICED renewal becomes PAID; a part payment leaves it', async () => {
    const r = await renewalWith(`status = 'INVOICED' and invoice_id is not null`);
    const inv = (await call(server, 'GET', `/invoices/${r.invoice_id}`, { as: ADMIN_EMAIL })).body;
    expect(inv).toMatchObject({ status: 'OPEN', kind: 'LICENSE_RENEWAL', renewalId: r.id });
    await post(`/invoices/${inv.id}/payments`, { amountMinor: 100 });
    expect((await renewal(r.id)).status).toBe('INVOICED');
    const paid = await post(`/invoices/${inv.id}/payments`, { amountMinor: inv.totalGrossMinor - 100 });
    expect(paid.body.status).toBe('PAID');
    expect((await renewal(r.id)).status).toBe('PAID');
  });

  it('the whole way: created, moved to INVOICED by licenses, approved, paid -> the renewal is PAID', async () => {
    const r = await acceptedRenewal();
    const draft = (await post(`/invoices/license-renewal/${r.id}`)).body as Invoice;
    await server.database.query(`update license_renewals set status = 'INVOICED' where id = $1`, [r.id]);
    const open = (await post(`/invoices/${draft.id}/approve`)).body as Invoice;
    expect(open.number).toMatch(/^\d{4}-\d{4}$/);
    await post(`/invoices/${open.id}/payments`, { amountMinor: open.totalGrossMinor });
    expect((await renewal(r.id)).status).toBe('PAID');
  });

  it('deleting the draft frees the renewal for a new invoice', async () => {
    const r = await acceptedRenewal();
    const draft = (await post(`/invoices/license-renewal/${r.id}`)).body as Invoice;
    expect((await call(server, 'DELETE', `/invoices/${draft.id}`, { as: ADMIN_EMAIL })).status).toBe(204);
    expect((await renewal(r.id)).invoice_id).toBeNull();
    expect((await post(`/invoices/license-renewal/${r.id}`)).status).toBe(201);
  });
});
