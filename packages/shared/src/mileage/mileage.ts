import { z } from 'zod';
import { EXPORT_FORMATS, MILEAGE_QUERY_FREQUENCIES, MILEAGE_SOURCES } from '../common/enums.ts';
import { zListQuery, zPaged, ZYearMonth } from '../common/paging.ts';

// ---------------------------------------------------------------------------------------------
// Plausibility (docs/decisions/0020): a reading is checked against the driver's previous one.
// ---------------------------------------------------------------------------------------------

/** Why a reading is implausible: the odometer went back, or it jumped further than a car drives. */
export const MILEAGE_FLAGS = ['BACKWARDS', 'JUMP'] as const;
export type MileageFlag = (typeof MILEAGE_FLAGS)[number];

/** Kilometres a car plausibly drives in a day; more between two readings is a jump. */
export const MILEAGE_MAX_KM_PER_DAY = 2000;
/** The shortest time the jump rule measures, so two readings minutes apart are not judged per minute. */
export const MILEAGE_MIN_JUMP_WINDOW_HOURS = 1;
/** The highest odometer value taken. */
export const MILEAGE_MAX_KM = 2_000_000;

/**
 * The flag of a reading given the driver's previous reading (null for a first reading).
 * Backwards: fewer km than before. Jump: more than 2,000 km per day over the time between them,
 * counted as at least one hour.
 */
export function mileageFlagOf(
  reading: { odometerKm: number; readAt: Date },
  previous: { odometerKm: number; readAt: Date } | null,
): MileageFlag | null {
  if (!previous) return null;
  const km = reading.odometerKm - previous.odometerKm;
  if (km < 0) return 'BACKWARDS';
  const hours = Math.max((reading.readAt.getTime() - previous.readAt.getTime()) / 3_600_000, MILEAGE_MIN_JUMP_WINDOW_HOURS);
  return km > (MILEAGE_MAX_KM_PER_DAY * hours) / 24 ? 'JUMP' : null;
}

// ---------------------------------------------------------------------------------------------
// Mileage page: all readings (GET /backend/mileage/readings) and per driver and month
// (GET /backend/mileage/aggregated), each with an export.
// ---------------------------------------------------------------------------------------------

const booleanText = z.enum(['true', 'false']);

/** The filters both views share: month (y, m; the whole year without m), driver, company, source, flagged. */
const mileageFilters = {
  year: ZYearMonth.shape.year.optional(),
  month: ZYearMonth.shape.month.optional(),
  driverId: z.uuid().optional(),
  /** One company (administrators, or a child of the caller's); it never widens the scope. */
  companyId: z.uuid().optional(),
  source: z.enum(MILEAGE_SOURCES).optional(),
  /** true: only implausible readings (or months with one); false: only plausible ones. */
  flagged: booleanText.optional(),
};

export const MILEAGE_READING_SORT_FIELDS = ['readAt', 'odometerKm', 'driverName', 'companyName', 'source'] as const;
export type MileageReadingSortField = (typeof MILEAGE_READING_SORT_FIELDS)[number];

export const ZMileageReadingSearch = zListQuery(MILEAGE_READING_SORT_FIELDS, 'readAt').extend(mileageFilters);
export type MileageReadingSearch = z.infer<typeof ZMileageReadingSearch>;
export type MileageReadingSearchInput = z.input<typeof ZMileageReadingSearch>;

export const ZMileageReadingExport = ZMileageReadingSearch.extend({ export: z.enum(EXPORT_FORMATS) });
export type MileageReadingExport = z.infer<typeof ZMileageReadingExport>;

/** One odometer reading as the all-data view shows it. */
export const ZMileageReading = z.object({
  id: z.uuid(),
  driverId: z.uuid(),
  driverName: z.string(),
  companyId: z.uuid(),
  companyName: z.string(),
  odometerKm: z.number().int(),
  source: z.enum(MILEAGE_SOURCES),
  readAt: z.iso.datetime(),
  flag: z.enum(MILEAGE_FLAGS).nullable(),
  note: z.string().nullable(),
});
export type MileageReading = z.infer<typeof ZMileageReading>;
export const ZMileageReadingPage = zPaged(ZMileageReading);
export type MileageReadingPage = z.infer<typeof ZMileageReadingPage>;

export const MILEAGE_AGGREGATE_SORT_FIELDS = ['period', 'driverName', 'companyName', 'drivenKm', 'readingsCount'] as const;
export type MileageAggregateSortField = (typeof MILEAGE_AGGREGATE_SORT_FIELDS)[number];

export const ZMileageAggregateSearch = zListQuery(MILEAGE_AGGREGATE_SORT_FIELDS, 'period').extend(mileageFilters);
export type MileageAggregateSearch = z.infer<typeof ZMileageAggregateSearch>;
export type MileageAggregateSearchInput = z.input<typeof ZMileageAggregateSearch>;

export const ZMileageAggregateExport = ZMileageAggregateSearch.extend({ export: z.enum(EXPORT_FORMATS) });
export type MileageAggregateExport = z.infer<typeof ZMileageAggregateExport>;

/**
 * One driver's month. First and last are the month's plausible readings; driven km counts from the
 * driver's last plausible reading before the month (the first of the month when there is none) to
 * the month's last. plannedKm is the month's share of the yearly plan (days of the month over days
 * of the year) and plannedSharePercent the driven km against it.
 */
export const ZMileageAggregate = z.object({
  driverId: z.uuid(),
  driverName: z.string(),
  companyId: z.uuid(),
  companyName: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  firstReadAt: z.iso.datetime().nullable(),
  firstKm: z.number().int().nullable(),
  lastReadAt: z.iso.datetime().nullable(),
  lastKm: z.number().int().nullable(),
  drivenKm: z.number().int().nullable(),
  readingsCount: z.number().int(),
  flaggedCount: z.number().int(),
  plannedYearlyKm: z.number().int().nullable(),
  plannedKm: z.number().int().nullable(),
  plannedSharePercent: z.number().nullable(),
});
export type MileageAggregate = z.infer<typeof ZMileageAggregate>;
export const ZMileageAggregatePage = zPaged(ZMileageAggregate);
export type MileageAggregatePage = z.infer<typeof ZMileageAggregatePage>;

// ---------------------------------------------------------------------------------------------
// Driver API: POST /backend/me/mileage and GET /backend/me/mileage/due
// ---------------------------------------------------------------------------------------------

/** The driver reports the odometer; readAt defaults to now and cannot lie in the future. */
export const ZReportMileage = z.object({
  odometerKm: z.number().int().min(0).max(MILEAGE_MAX_KM),
  readAt: z.iso.datetime({ offset: true }).optional(),
  note: z.string().trim().max(500).optional(),
});
export type ReportMileage = z.infer<typeof ZReportMileage>;

export const ZMileageDue = z.object({
  due: z.boolean(),
  frequency: z.enum(MILEAGE_QUERY_FREQUENCIES),
  /** The period the company asks one reading for; null when it asks for none. */
  periodStart: z.iso.datetime().nullable(),
  periodEnd: z.iso.datetime().nullable(),
  lastReading: z
    .object({ odometerKm: z.number().int(), readAt: z.iso.datetime(), source: z.enum(MILEAGE_SOURCES) })
    .nullable(),
});
export type MileageDue = z.infer<typeof ZMileageDue>;

// ---------------------------------------------------------------------------------------------
// PUT /backend/users/{id}/mileage-plan
// ---------------------------------------------------------------------------------------------

export const MILEAGE_PLAN_MAX_KM = 500_000;

/** A yearly km target for the driver; null removes it. */
export const ZMileagePlanInput = z.object({
  plannedYearlyKm: z.number().int().min(0).max(MILEAGE_PLAN_MAX_KM).nullable(),
});
export type MileagePlanInput = z.infer<typeof ZMileagePlanInput>;

export const ZMileagePlan = z.object({
  driverId: z.uuid(),
  plannedYearlyKm: z.number().int().nullable(),
});
export type MileagePlan = z.infer<typeof ZMileagePlan>;
