import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { invoiceTotals, invoiceVat, vatRatePercent } from './invoice-vat.ts';

describe('VAT of an invoice by the buyer', () => {
  it.each([
    ['GERMANY', 'DE318452761', null, 1900, 'S'],
    ['GERMANY', null, null, 1900, 'S'],
    ['AUSTRIA', null, null, 2000, 'S'],
    ['AUSTRIA', 'ATU71234567', null, 0, 'AE'],
    ['AUSTRIA', 'ATU7123', null, 2000, 'S'],
    ['SWITZERLAND', 'CHE-482.913.557 MWST', null, 810, 'S'],
    // Outside the EU the place of supply is abroad: not subject to German VAT (O), never "zero rated" (Z).
    ['UNITED_STATES', null, null, 0, 'O'],
    ['SWITZERLAND', null, 0, 0, 'O'],
    // An EU customer with an agreed rate of 0 %: exempt (E).
    ['GERMANY', 'DE318452761', 0, 0, 'E'],
    ['AUSTRIA', null, 0, 0, 'E'],
    ['UNITED_STATES', null, 625, 625, 'S'],
    ['GERMANY', 'DE318452761', 700, 700, 'S'],
  ] as const)('%s with VAT number %s and own rate %s: %s bp, category %s', (country, vatNumber, companyRateBp, rateBp, category) => {
    expect(invoiceVat({ country, vatNumber, companyRateBp })).toMatchObject({ rateBp, category, reverseCharge: category === 'AE' });
  });
});

describe('invoice totals', () => {
  it('takes the tax once on the sum of the line nets, rounded half-up', () => {
    // Per line 1.75 x 19 % = 0.3325 -> 0.33, three times 0.99; on the sum 5.25 x 19 % = 0.9975 -> 1.00.
    const three = invoiceTotals([1, 2, 3].map(() => ({ quantity: 1, unitPriceMinor: 175 })), 1900);
    expect(three).toEqual({ lineNets: [175, 175, 175], netMinor: 525, taxMinor: 100, grossMinor: 625 });
    // 0.35 x 19 % = 0.0665 per line; 1.05 x 19 % = 0.1995 -> 0.20.
    expect(invoiceTotals([{ quantity: 3, unitPriceMinor: 35 }], 1900).taxMinor).toBe(20);
    // Exactly half a cent rounds up: 0.50 x 19 % = 0.095 -> 0.10; 2.50 x 8.1 % = 0.2025 -> 0.20.
    expect(invoiceTotals([{ quantity: 1, unitPriceMinor: 50 }], 1900).taxMinor).toBe(10);
    expect(invoiceTotals([{ quantity: 1, unitPriceMinor: 250 }], 810).taxMinor).toBe(20);
    expect(invoiceTotals([{ quantity: 1, unitPriceMinor: 9_990 }], 810)).toMatchObject({ taxMinor: 809, grossMinor: 10_799 });
  });

  it('gross is net plus tax exactly, for any lines and rate', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 1000 }), unitPriceMinor: fc.integer({ min: 0, max: 10_000_000 }) }), { minLength: 1, maxLength: 20 }),
        fc.constantFrom(0, 810, 1900, 2000, 625),
        (lines, rate) => {
          const t = invoiceTotals(lines, rate);
          expect(t.grossMinor).toBe(t.netMinor + t.taxMinor);
          expect(t.netMinor).toBe(t.lineNets.reduce((a, b) => a + b, 0));
          // Half-up: never more than half a cent away from the exact tax.
          expect(Math.abs(t.taxMinor * 10_000 - t.netMinor * rate)).toBeLessThanOrEqual(5_000);
        },
      ),
    );
  });

  it('writes rates without trailing zeros', () => {
    expect([1900, 810, 2000, 0, 625].map(vatRatePercent)).toEqual(['19', '8.1', '20', '0', '6.25']);
  });
});
