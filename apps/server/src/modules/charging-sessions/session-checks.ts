import {
  ERROR_CODE_REVIEW_TAGS,
  PLAUSIBLE_SESSION_WH,
  type ReviewStatus,
  type ReviewTag,
  type ReviewType,
  type SessionErrorCode,
} from '@fleetwatt/shared';

/*
 * The checks a session passes when it is recorded (decisions.md, "Charging sessions"): its error
 * code and whether it goes to review. Pure functions, so the rules read in one place.
 */

/** A start this far ahead of the server's clock still counts as now (phones' clocks drift). */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;

/** What a session measured: its start, duration and energy and meter figures (Wh). */
export interface SessionFacts {
  startDate: Date;
  durationSeconds: number;
  wattHours: number | null;
  meterStartWh: number | null;
  meterEndWh: number | null;
  energyDifferenceWh: number | null;
}

/** Two energy figures of one session agree when they differ by at most 10 Wh or 1 %. */
export function energiesAgree(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(10, Math.ceil(Math.max(Math.abs(a), Math.abs(b)) / 100));
}

/** Meter and energy figures that contradict each other (error code 1). */
function inconsistentEnergy(s: SessionFacts): boolean {
  const wh = s.wattHours;
  if (wh !== null && wh < 0) return true;
  const meters = s.meterStartWh !== null && s.meterEndWh !== null;
  if (meters && s.meterEndWh! < s.meterStartWh!) return true;
  const metered = meters ? s.meterEndWh! - s.meterStartWh! : null;
  if (metered !== null && s.energyDifferenceWh !== null && s.energyDifferenceWh !== metered) return true;
  const difference = metered ?? s.energyDifferenceWh;
  return wh !== null && difference !== null && !energiesAgree(wh, difference);
}

/**
 * 2 negative duration; 3 wrong timestamp (start in the future or before the cable was created);
 * 4 both; 5 missing kWh; 1 any other failed check (meter end before start, energy figures that
 * disagree, negative energy); 0 none. The first that applies wins, in that order.
 */
export function errorCodeOf(s: SessionFacts, context: { now: Date; cableCreatedAt: Date | null }): SessionErrorCode {
  const negative = s.durationSeconds < 0;
  const start = s.startDate.getTime();
  const wrongTime =
    start > context.now.getTime() + FUTURE_TOLERANCE_MS || (context.cableCreatedAt !== null && start < context.cableCreatedAt.getTime());
  if (negative && wrongTime) return 4;
  if (negative) return 2;
  if (wrongTime) return 3;
  if (s.wattHours === null) return 5;
  return inconsistentEnergy(s) ? 1 : 0;
}

export interface ReviewFlags {
  reviewStatus: ReviewStatus;
  reviewType: ReviewType | null;
  reviewTags: ReviewTag[];
}

/**
 * Whether a new session goes to review: an error code, energy above 150 kWh or above the capacity
 * of the driver's car, an overlap with another session of the same cable, or signed meter values
 * that did not verify. The type names the
 * first reason in that order; the tags name every reason.
 */
export function reviewFlagsOf(input: {
  errorCode: SessionErrorCode;
  wattHours: number | null;
  batteryCapacityWh: number | null;
  overlaps: boolean;
  /** The meter's signed values were there to check and did not verify (decision 0045). */
  meterSignatureFailed?: boolean;
}): ReviewFlags {
  const tags: ReviewTag[] = [];
  let type: ReviewType | null = null;
  if (input.errorCode !== 0) {
    tags.push(...ERROR_CODE_REVIEW_TAGS[input.errorCode]);
    type = 'ERROR_CODE';
  }
  const wh = input.wattHours ?? 0;
  if (wh > PLAUSIBLE_SESSION_WH) {
    tags.push('ABOVE_150_KWH');
    type ??= 'HIGH_ENERGY';
  }
  if (input.batteryCapacityWh !== null && input.batteryCapacityWh > 0 && wh > input.batteryCapacityWh) {
    tags.push('ABOVE_BATTERY_CAPACITY');
    type ??= 'HIGH_ENERGY';
  }
  if (input.overlaps) {
    tags.push('OVERLAPPING_SESSION');
    type ??= 'OVERLAP';
  }
  if (input.meterSignatureFailed) {
    tags.push('SIGNATURE_NOT_VERIFIED');
    type ??= 'SIGNATURE';
  }
  return { reviewStatus: type ? 'TO_BE_REVIEWED' : 'NONE', reviewType: type, reviewTags: tags };
}

/** The instant a session ends; a negative duration ends where it starts. */
export const endOf = (start: Date, durationSeconds: number) => start.getTime() + Math.max(0, durationSeconds) * 1000;

/** Whether two sessions' time spans share any moment. Sessions without duration overlap nothing. */
export function spansOverlap(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}
