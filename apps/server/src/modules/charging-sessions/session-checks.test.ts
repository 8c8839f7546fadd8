import { describe, expect, it } from 'vitest';
import { errorCodeOf, reviewFlagsOf, type SessionFacts } from './session-checks.ts';
import { averagePricePerKwh, percentChange } from './charging-sessions.service.ts';

const now = new Date('2026-11-21T12:00:00Z');
const base: SessionFacts = {
  startDate: new Date('2026-11-20T19:00:00Z'),
  durationSeconds: 3600,
  wattHours: 10_000,
  meterStartWh: 100_000,
  meterEndWh: 110_000,
  energyDifferenceWh: 10_000,
};
const code = (s: Partial<SessionFacts>, cableCreatedAt: Date | null = new Date('2026-01-01T00:00:00Z')) =>
  errorCodeOf({ ...base, ...s }, { now, cableCreatedAt });

describe('error codes on ingestion', () => {
  it('0 for a plausible session; small disagreements between meters and energy are tolerated', () => {
    expect(code({})).toBe(0);
    expect(code({ wattHours: 10_009 })).toBe(0);
    expect(code({ wattHours: 10_500, meterEndWh: 110_550, energyDifferenceWh: 10_550 })).toBe(0);
  });

  it('2 negative duration, 3 start in the future or before the cable existed, 4 both, in that order before 5 and 1', () => {
    expect(code({ durationSeconds: -1 })).toBe(2);
    expect(code({ startDate: new Date('2026-11-21T12:06:00Z') })).toBe(3);
    expect(code({ startDate: new Date('2026-11-21T12:04:00Z') })).toBe(0);
    expect(code({ startDate: new Date('2025-12-31T23:59:00Z') })).toBe(3);
    expect(code({ startDate: new Date('2025-12-31T23:59:00Z'), durationSeconds: -5, wattHours: null })).toBe(4);
    expect(code({ durationSeconds: -5, wattHours: null })).toBe(2);
  });

  it('5 when no kWh came, 1 for meters or energy figures that contradict each other', () => {
    expect(code({ wattHours: null })).toBe(5);
    expect(code({ meterEndWh: 90_000 })).toBe(1);
    expect(code({ energyDifferenceWh: 9_000 })).toBe(1);
    expect(code({ wattHours: 12_000 })).toBe(1);
    expect(code({ wattHours: -3 })).toBe(1);
    expect(code({ meterStartWh: null, meterEndWh: null, energyDifferenceWh: 7_000 })).toBe(1);
    expect(code({ meterStartWh: null, meterEndWh: null, energyDifferenceWh: null })).toBe(0);
  });
});

describe('review flags', () => {
  it('names the first reason as the type and every reason as a tag', () => {
    expect(reviewFlagsOf({ errorCode: 0, wattHours: 10_000, batteryCapacityWh: 60_000, overlaps: false })).toEqual({
      reviewStatus: 'NONE',
      reviewType: null,
      reviewTags: [],
    });
    expect(reviewFlagsOf({ errorCode: 4, wattHours: 160_000, batteryCapacityWh: 60_000, overlaps: true })).toEqual({
      reviewStatus: 'TO_BE_REVIEWED',
      reviewType: 'ERROR_CODE',
      reviewTags: ['NEGATIVE_DURATION', 'WRONG_TIMESTAMP', 'ABOVE_150_KWH', 'ABOVE_BATTERY_CAPACITY', 'OVERLAPPING_SESSION'],
    });
    expect(reviewFlagsOf({ errorCode: 0, wattHours: 65_000, batteryCapacityWh: 64_000, overlaps: false }).reviewType).toBe('HIGH_ENERGY');
    expect(reviewFlagsOf({ errorCode: 0, wattHours: 150_000, batteryCapacityWh: null, overlaps: true }).reviewTags).toEqual(['OVERLAPPING_SESSION']);
  });
});

describe('summary arithmetic', () => {
  it('changes in percent with two decimals, none against zero', () => {
    expect(percentChange(110, 100)).toBe(10);
    expect(percentChange(1, 3)).toBe(-66.67);
    expect(percentChange(2, 3)).toBe(-33.33);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(null, 5)).toBeNull();
  });

  it('an average price per kWh in ten-thousandths, half-up', () => {
    // 3.70 for 12.345 kWh = 0.29971...
    expect(averagePricePerKwh(370, 12_345)).toBe(2997);
    expect(averagePricePerKwh(1, 200_000)).toBe(1); // 0.00005 -> 0.0001
    expect(averagePricePerKwh(5, 0)).toBeNull();
  });
});
