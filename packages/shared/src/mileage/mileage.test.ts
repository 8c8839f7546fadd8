import { describe, expect, it } from 'vitest';
import { daysInYear, mileageFlagOf, mileagePeriodOf } from './index.ts';

const at = (iso: string) => new Date(iso);
const period = (f: Parameters<typeof mileagePeriodOf>[0], iso: string) => {
  const p = mileagePeriodOf(f, at(iso));
  return p ? [p.start.toISOString(), p.end.toISOString()] : null;
};

describe('mileage plausibility', () => {
  const previous = { odometerKm: 10_000, readAt: at('2026-03-01T08:00:00Z') };

  it('a first reading is always plausible', () => {
    expect(mileageFlagOf({ odometerKm: 5, readAt: at('2026-03-01T08:00:00Z') }, null)).toBeNull();
  });

  it('an odometer lower than the previous reading went backwards', () => {
    expect(mileageFlagOf({ odometerKm: 9_999, readAt: at('2026-03-02T08:00:00Z') }, previous)).toBe('BACKWARDS');
  });

  it('more than 2,000 km a day is a jump; exactly 2,000 is not', () => {
    expect(mileageFlagOf({ odometerKm: 12_000, readAt: at('2026-03-02T08:00:00Z') }, previous)).toBeNull();
    expect(mileageFlagOf({ odometerKm: 12_001, readAt: at('2026-03-02T08:00:00Z') }, previous)).toBe('JUMP');
    expect(mileageFlagOf({ odometerKm: 30_000, readAt: at('2026-03-11T08:00:00Z') }, previous)).toBeNull();
  });

  it('readings minutes apart are measured over at least an hour', () => {
    expect(mileageFlagOf({ odometerKm: 10_080, readAt: at('2026-03-01T08:05:00Z') }, previous)).toBeNull();
    expect(mileageFlagOf({ odometerKm: 10_090, readAt: at('2026-03-01T08:05:00Z') }, previous)).toBe('JUMP');
  });
});

describe('mileage query periods', () => {
  it('follow the frequency in UTC', () => {
    expect(period('NOT_REQUIRED', '2026-05-13T10:00:00Z')).toBeNull();
    expect(period('DAILY', '2026-05-13T23:59:00Z')).toEqual(['2026-05-13T00:00:00.000Z', '2026-05-14T00:00:00.000Z']);
    // 2026-05-13 is a Wednesday; weeks start on Monday.
    expect(period('WEEKLY', '2026-05-13T10:00:00Z')).toEqual(['2026-05-11T00:00:00.000Z', '2026-05-18T00:00:00.000Z']);
    expect(period('WEEKLY', '2026-05-17T23:00:00Z')).toEqual(['2026-05-11T00:00:00.000Z', '2026-05-18T00:00:00.000Z']);
    expect(period('MONTHLY', '2024-02-29T12:00:00Z')).toEqual(['2024-02-01T00:00:00.000Z', '2024-03-01T00:00:00.000Z']);
    expect(period('BIMONTHLY', '2026-04-30T12:00:00Z')).toEqual(['2026-03-01T00:00:00.000Z', '2026-05-01T00:00:00.000Z']);
    expect(period('BIMONTHLY', '2026-12-31T12:00:00Z')).toEqual(['2026-11-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
  });

  it('two-week periods start on a Monday and follow each other without a gap', () => {
    const a = mileagePeriodOf('BIWEEKLY', at('2026-05-13T10:00:00Z'))!;
    expect(a.start.getUTCDay()).toBe(1);
    expect(a.end.getTime() - a.start.getTime()).toBe(14 * 86_400_000);
    const b = mileagePeriodOf('BIWEEKLY', a.end)!;
    expect(b.start).toEqual(a.end);
    expect(mileagePeriodOf('BIWEEKLY', new Date(a.end.getTime() - 1))!.start).toEqual(a.start);
  });

  it('a leap year has 366 days', () => {
    expect(daysInYear(2024)).toBe(366);
    expect(daysInYear(2026)).toBe(365);
    expect(daysInYear(2000)).toBe(366);
    expect(daysInYear(2100)).toBe(365);
  });
});
