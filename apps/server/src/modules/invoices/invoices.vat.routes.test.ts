import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { ADMIN_EMAIL, call, createDraft, createOpen } from './invoices.test-helpers.ts';

const C = DEMO_IDS.companies;
const server = useTestServer();

const line = (unitPriceMinor: number, quantity = 1) => ({ product: 'Service', quantity, unitPriceMinor });

describe('VAT and rounding by country', () => {
  it('Germany: 19 %, the tax once on the sum of three lines (3 x 1.75 -> 1.00, not 0.99)', async () => {
    const inv = await createDraft(server, C.parent, { lines: [line(175), line(175), line(175)] });
    expect(inv).toMatchObject({ currency: 'EUR', taxRateBp: 1900, vatCategory: 'S', totalNetMinor: 525, taxMinor: 100, totalGrossMinor: 625 });
  });

  it('Austria with a valid VAT number: reverse charge at 0 %; without one: 20 %', async () => {
    const rc = await createDraft(server, C.childVienna, { lines: [line(33_333, 3)] });
    expect(rc).toMatchObject({ vatNumber: 'ATU71234567', taxRateBp: 0, vatCategory: 'AE', reverseCharge: true, taxMinor: 0, totalGrossMinor: 99_999 });
    const none = await createDraft(server, C.childVienna, { vatNumber: null, lines: [line(33_333, 3)] });
    // 999.99 x 20 % = 199.998 -> 200.00
    expect(none).toMatchObject({ taxRateBp: 2000, vatCategory: 'S', reverseCharge: false, taxMinor: 20_000, totalGrossMinor: 119_999 });
    const malformed = await createDraft(server, C.childVienna, { vatNumber: 'ATU123', lines: [line(100)] });
    expect(malformed).toMatchObject({ taxRateBp: 2000, vatCategory: 'S' });
  });

  it('Switzerland: 8.1 % in CHF, half-up (99.90 -> 8.09, 2.50 -> 0.20)', async () => {
    const a = await createDraft(server, C.zurich, { lines: [line(9_990)] });
    expect(a).toMatchObject({ currency: 'CHF', taxRateBp: 810, taxMinor: 809, totalGrossMinor: 10_799 });
    const b = await createDraft(server, C.zurich, { lines: [line(250)] });
    expect(b).toMatchObject({ taxMinor: 20, totalGrossMinor: 270 });
  });

  it('United States: 0 % in USD unless the company has a rate of its own', async () => {
    const zero = await createDraft(server, C.austin, { lines: [line(11_900)] });
    expect(zero).toMatchObject({ currency: 'USD', taxRateBp: 0, vatCategory: 'O', taxMinor: 0, totalGrossMinor: 11_900 });
    await server.database.query('update companies set vat_rate_bp = 625 where id = $1', [C.austin]);
    try {
      const own = await createDraft(server, C.austin, { lines: [line(11_900), line(5)] });
      // 119.05 x 6.25 % = 7.440625 -> 7.44
      expect(own).toMatchObject({ taxRateBp: 625, vatCategory: 'S', taxMinor: 744, totalGrossMinor: 12_649 });
    } finally {
      await server.database.query('update companies set vat_rate_bp = null where id = $1', [C.austin]);
    }
  });

  it('approval freezes the VAT: a later change of the company does not touch an open invoice', async () => {
    const open = await createOpen(server, C.parent, { lines: [line(10_000)] });
    expect(open.taxMinor).toBe(1_900);
    await server.database.query('update companies set vat_rate_bp = 700 where id = $1', [C.parent]);
    try {
      const later = await call(server, 'GET', `/invoices/${open.id}`, { as: ADMIN_EMAIL });
      expect(later.body).toMatchObject({ taxRateBp: 1900, taxMinor: 1_900, totalGrossMinor: 11_900 });
    } finally {
      await server.database.query('update companies set vat_rate_bp = null where id = $1', [C.parent]);
    }
  });

  it('every demo invoice has gross = net + tax and the tax of its net', async () => {
    const [bad] = await server.database.query<{ n: number }>(
      `select count(*)::int as n from invoices
        where total_gross_minor <> total_net_minor + tax_minor
           or tax_minor <> floor((2 * total_net_minor * tax_rate_bp + 10000) / 20000)
           or total_net_minor <> (select coalesce(sum(net_minor), 0) from invoice_lines l where l.invoice_id = invoices.id)`,
    );
    expect(bad!.n).toBe(0);
  });
});
