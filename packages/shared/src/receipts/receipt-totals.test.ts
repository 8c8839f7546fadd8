import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { issuedBaseFee, receiptBaseFeeText, receiptTotals, storedBaseFee } from './receipt-totals.ts';

const sessions = [
  { wattHours: 12_345, expenseMinor: 401 },
  { wattHours: null, expenseMinor: 0 },
  { wattHours: 7_001, expenseMinor: 228 },
];

describe('receiptTotals', () => {
  it('sums the sessions: count, energy and expense, and the total is their expense without a base fee', () => {
    expect(receiptTotals(sessions)).toEqual({ sessionCount: 3, energyWh: 19_346, sessionsMinor: 629, baseFeeMinor: 0, totalMinor: 629, baseFee: null });
  });

  it('adds the base fee share once when its session was priced with the base fee', () => {
    const totals = receiptTotals(sessions, { monthlyMinor: 1_250, priceBasis: 'TARIFF_WITH_BASE_FEE' });
    expect(totals).toMatchObject({ sessionsMinor: 629, baseFeeMinor: 1_250, totalMinor: 1_879 });
    expect(totals.baseFee).toEqual({ monthlyMinor: 1_250, inTotal: true, reason: 'REIMBURSED', regeneratedMinor: 1_879 });
  });

  it('leaves the base fee out under any other basis and says why', () => {
    const reasons = { TARIFF: 'RULE_TARIFF', FLAT_RATE: 'RULE_FLAT_RATE', DYNAMIC: 'DYNAMIC_TARIFF' } as const;
    for (const [priceBasis, reason] of Object.entries(reasons) as [keyof typeof reasons, string][]) {
      const totals = receiptTotals(sessions, { monthlyMinor: 1_250, priceBasis });
      expect(totals).toMatchObject({ baseFeeMinor: 0, totalMinor: 629, baseFee: { monthlyMinor: 1_250, inTotal: false, reason } });
    }
  });

  it('keeps the amount a stored draft was computed with until it is regenerated, and says so', () => {
    const now = { monthlyMinor: 1_250, priceBasis: 'TARIFF_WITH_BASE_FEE' as const };
    expect(receiptTotals(sessions, storedBaseFee(1_250, now)).baseFee?.reason).toBe('REIMBURSED');
    const before = receiptTotals(sessions, storedBaseFee(0, now));
    expect(before).toMatchObject({ baseFeeMinor: 0, totalMinor: 629, baseFee: { inTotal: false, reason: 'REGENERATE', regeneratedMinor: 1_879 } });
    const dropped = receiptTotals(sessions, storedBaseFee(1_250, { monthlyMinor: 1_250, priceBasis: 'TARIFF' }));
    expect(dropped).toMatchObject({ baseFeeMinor: 1_250, totalMinor: 1_879, baseFee: { inTotal: true, reason: 'REGENERATE', regeneratedMinor: 629 } });
    // A receipt whose sessions moved to its correction keeps what it was issued with.
    expect(receiptTotals({ count: 3, energyWh: 1, expenseMinor: 629 }, storedBaseFee(1_250, { monthlyMinor: null, priceBasis: null }))).toMatchObject({
      totalMinor: 1_879,
      baseFee: { reason: 'REIMBURSED' },
    });
  });

  it('explains the base fee with the total it leads to, in both languages', () => {
    const euro = (minor: number) => `€${(minor / 100).toFixed(2)}`;
    const out = receiptBaseFeeText(receiptTotals(sessions, { monthlyMinor: 1_250, priceBasis: 'TARIFF' }), 'en', euro)!;
    expect(out.short).toBe('base fee share €12.50 not reimbursed');
    expect(out.reason).toContain('is not in the total €6.29');
    expect(out.reason).toContain('the total would be €18.79');
    const de = receiptBaseFeeText(receiptTotals(sessions, { monthlyMinor: 1_250, priceBasis: 'TARIFF_WITH_BASE_FEE' }), 'de', euro)!;
    expect(de.short).toBe('inkl. Grundgebührenanteil €12.50');
    expect(de.reason).toContain('Die Summe €18.79 enthält');
    expect(receiptBaseFeeText(receiptTotals(sessions), 'en', euro)).toBeNull();
  });

  it('takes sums from the database as they are', () => {
    expect(receiptTotals({ count: 40, energyWh: 250_000, expenseMinor: 8_125 }, issuedBaseFee(990))).toEqual({
      sessionCount: 40,
      energyWh: 250_000,
      sessionsMinor: 8_125,
      baseFeeMinor: 990,
      totalMinor: 9_115,
      baseFee: { monthlyMinor: 990, inTotal: true, reason: 'REIMBURSED', regeneratedMinor: 9_115 },
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
