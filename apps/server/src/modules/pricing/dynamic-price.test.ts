import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sessionExpenseMinor } from '@fleetwatt/shared';
import { dynamicPrice } from './dynamic-price.ts';

const at = (iso: string) => new Date(iso).getTime();

describe('pricing a session by the hours it ran in', () => {
  it('splits the energy evenly over the duration, prices each hour, falls back to the own price and rounds once', () => {
    const hours = new Map([
      [at('2026-10-10T10:00:00Z'), 2000],
      [at('2026-10-10T11:00:00Z'), 4000],
      // 12:00 has no price: the tariff's own 0.3000 applies.
    ]);
    // 10:30-12:30, 9 kWh: 2.25 kWh at 0.20, 4.5 kWh at 0.40, 2.25 kWh at 0.30 = 0.45 + 1.80 + 0.675 = 2.925 -> 2.93
    expect(dynamicPrice(new Date('2026-10-10T10:30:00Z'), 7200, 9000, hours, 3000)).toEqual({ expenseMinor: 293, meanPrice: 3250 });
  });

  it('rounds the sum, not each hour', () => {
    const hours = new Map([
      [at('2026-01-01T00:00:00Z'), 1001],
      [at('2026-01-01T01:00:00Z'), 1001],
    ]);
    // 1.5 kWh over two hours: 0.75 kWh x 0.1001 = 0.075075 each; the sum 0.15015 -> 0.15, where
    // rounding each hour would give 0.08 + 0.08 = 0.16.
    expect(dynamicPrice(new Date('2026-01-01T00:00:00Z'), 7200, 1500, hours, 0).expenseMinor).toBe(15);
  });

  it('prices a session without a positive duration at the hour it started in', () => {
    const hours = new Map([[at('2026-01-01T05:00:00Z'), 2500]]);
    expect(dynamicPrice(new Date('2026-01-01T05:59:59Z'), 0, 10_000, hours, 9999)).toEqual({ expenseMinor: 250, meanPrice: 2500 });
    expect(dynamicPrice(new Date('2026-01-01T06:00:00Z'), -60, 10_000, hours, 9999)).toEqual({ expenseMinor: 1000, meanPrice: 9999 });
  });

  it('costs the same as a fixed price when every hour has that price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 150_000 }),
        fc.integer({ min: 1, max: 3 * 86_400 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 3_600_000 - 1 }),
        (wh, duration, price, offset) => {
          const start = new Date(at('2026-03-01T00:00:00Z') + offset);
          expect(dynamicPrice(start, duration, wh, new Map(), price).expenseMinor).toBe(sessionExpenseMinor(wh, price));
        },
      ),
    );
  });
});
