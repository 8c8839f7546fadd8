import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { issuedBaseFee, receiptTotals } from './receipt-totals.ts';

const sessions = [
  { wattHours: 12_345, expenseMinor: 401 },
  { wattHours: null, expenseMinor: 0 },
  { wattHours: 7_001, expenseMinor: 228 },
];

describe('receiptTotals', () => {
  it('sums the sessions: count, energy and expense, and the total is their expense without a base fee', () => {
    expect(receiptTotals(sessions)).toEqual({ sessionCount: 3, energyWh: 19_346, sessionsMinor: 629, baseFeeMinor: 0, totalMinor: 629 });
  });

  it('adds the base fee share once when its session was priced with the base fee', () => {
    const totals = receiptTotals(sessions, { monthlyMinor: 1_250, priceBasis: 'TARIFF_WITH_BASE_FEE' });
    expect(totals).toMatchObject({ sessionsMinor: 629, baseFeeMinor: 1_250, totalMinor: 1_879 });
  });

  it('leaves the base fee out under any other basis', () => {
    for (const priceBasis of ['TARIFF', 'FLAT_RATE', 'DYNAMIC'] as const) {
      expect(receiptTotals(sessions, { monthlyMinor: 1_250, priceBasis })).toMatchObject({ baseFeeMinor: 0, totalMinor: 629 });
    }
  });

  it('takes sums from the database as they are', () => {
    expect(receiptTotals({ count: 40, energyWh: 250_000, expenseMinor: 8_125 }, issuedBaseFee(990))).toEqual({
      sessionCount: 40,
      energyWh: 250_000,
      sessionsMinor: 8_125,
      baseFeeMinor: 990,
      totalMinor: 9_115,
    });
    expect(receiptTotals({ count: 2, energyWh: 1, expenseMinor: 3 }, issuedBaseFee(0)).totalMinor).toBe(3);
  });

  it('gives the same totals for sessions one by one and summed, exact to the cent', () => {
    const session = fc.record({ wattHours: fc.option(fc.integer({ min: 0, max: 200_000 })), expenseMinor: fc.integer({ min: 0, max: 100_000 }) });
    fc.assert(
      fc.property(fc.array(session, { maxLength: 60 }), fc.integer({ min: 0, max: 5_000 }), (list, fee) => {
        const one = receiptTotals(list, issuedBaseFee(fee));
        const summed = receiptTotals(
          { count: list.length, energyWh: list.reduce((a, s) => a + (s.wattHours ?? 0), 0), expenseMinor: list.reduce((a, s) => a + s.expenseMinor, 0) },
          issuedBaseFee(fee),
        );
        expect(one).toEqual(summed);
        expect(one.totalMinor).toBe(one.sessionsMinor + one.baseFeeMinor);
        expect(Number.isInteger(one.totalMinor)).toBe(true);
      }),
    );
  });
});
