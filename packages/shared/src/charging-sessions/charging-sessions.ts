import { z } from 'zod';
import {
  CURRENCIES,
  EXPORT_FORMATS,
  PRICE_BASES,
  RECEIPT_STATUSES,
  REVIEW_STATUSES,
  REVIEW_TAGS,
  REVIEW_TYPES,
  SESSION_SOURCES,
  type ReviewTag,
  type SessionErrorCode,
} from '../common/enums.ts';
import { ERROR_CODES } from '../common/problem.ts';
import { METER_SIGNATURE_FAILURES, METER_SIGNATURE_STATUSES } from './meter-signature.ts';
import { zListQuery, zPaged, ZPageQuery, ZYearMonth } from '../common/paging.ts';

/*
 * Charging sessions (spec sections 3 and 7, decisions.md "Charging sessions"). Units as everywhere:
 * energy in watt-hours, money in minor units of the session's currency, tariff prices in
 * ten-thousandths of the currency unit per kWh. Every instant is UTC.
 */

const isoInstant = z.iso.datetime({ offset: true });
const yearOf = ZYearMonth.shape.year;
const monthOf = ZYearMonth.shape.month;
const booleanText = z.enum(['true', 'false']);

// ---------------------------------------------------------------------------------------------
// The session
// ---------------------------------------------------------------------------------------------

export const ZChargingSession = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  userId: z.uuid().nullable(),
  userName: z.string().nullable(),
  cableId: z.uuid().nullable(),
  cableHardwareId: z.string().nullable(),
  mobileIdentifierIndex: z.number().int().nullable(),
  startDate: z.iso.datetime(),
  /** Negative when the cable reported it so (error code 2 or 4). */
  durationSeconds: z.number().int(),
  /** Null when the cable sent no energy (error code 5). */
  wattHours: z.number().int().nullable(),
  meterStartWh: z.number().int().nullable(),
  meterEndWh: z.number().int().nullable(),
  energyDifferenceWh: z.number().int().nullable(),
  tariffId: z.uuid().nullable(),
  tariffNumber: z.number().int().nullable(),
  /** Ten-thousandths of the currency unit per kWh; the operator's price for an EXTERNAL session. */
  tariffPrice: z.number().int().nullable(),
  priceBasis: z.enum(PRICE_BASES).nullable(),
  expenseMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
  reimbursable: z.boolean(),
  errorCode: z.number().int().min(0).max(5),
  receiptId: z.uuid().nullable(),
  receiptStatus: z.enum(RECEIPT_STATUSES).nullable(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  reviewType: z.enum(REVIEW_TYPES).nullable(),
  reviewTags: z.array(z.enum(REVIEW_TAGS)),
  reviewedAt: z.iso.datetime().nullable(),
  source: z.enum(SESSION_SOURCES),
  externalOperator: z.string().nullable(),
  externalReference: z.string().nullable(),
  /** Signed meter values (decision 0045): VERIFIED, FAILED with its reason, or null when there is nothing to check. */
  meterSignatureStatus: z.enum(METER_SIGNATURE_STATUSES).nullable(),
  meterSignatureFailure: z.enum(METER_SIGNATURE_FAILURES).nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ChargingSession = z.infer<typeof ZChargingSession>;

export const ZChargingSessionPage = zPaged(ZChargingSession);
export type ChargingSessionPage = z.infer<typeof ZChargingSessionPage>;

export const ZChargingSessionIdParams = z.object({ id: z.uuid() });

/** The review tags each error code brings. */
export const ERROR_CODE_REVIEW_TAGS: Record<Exclude<SessionErrorCode, 0>, ReviewTag[]> = {
  1: ['UNKNOWN_ERROR'],
  2: ['NEGATIVE_DURATION'],
  3: ['WRONG_TIMESTAMP'],
  4: ['NEGATIVE_DURATION', 'WRONG_TIMESTAMP'],
  5: ['MISSING_KWH'],
};

/** Energy above this needs a look, whatever the car (decisions.md). */
export const PLAUSIBLE_SESSION_WH = 150_000;

// ---------------------------------------------------------------------------------------------
// GET /backend/charging-sessions/search, /export, /review
// ---------------------------------------------------------------------------------------------

export const CHARGING_SESSION_SORT_FIELDS = ['startDate', 'energy', 'expense', 'driverName', 'companyName', 'duration'] as const;
export type ChargingSessionSortField = (typeof CHARGING_SESSION_SORT_FIELDS)[number];

/**
 * Which sessions a list shows by where they came from: HOME (the company's cables and sessions an
 * administrator entered, the default of the charging sessions page), ALL, or one source.
 */
export const SESSION_SOURCE_FILTERS = ['HOME', 'ALL', ...SESSION_SOURCES] as const;
export type SessionSourceFilter = (typeof SESSION_SOURCE_FILTERS)[number];

const sessionFilters = {
  year: yearOf.optional(),
  month: monthOf.optional(),
  /** One driver's sessions (the driver detail page links with it). */
  driverId: z.uuid().optional(),
  /** One company's sessions; it never widens the caller's scope. */
  companyId: z.uuid().optional(),
  /** Part of the driver's name or email, the company name, the cable's hardware identifier or the operator. */
  search: z.string().trim().max(200).optional(),
  reviewStatus: z.enum(REVIEW_STATUSES).optional(),
  reviewType: z.enum(REVIEW_TYPES).optional(),
  reviewTag: z.enum(REVIEW_TAGS).optional(),
  errorCode: z.coerce.number().int().min(0).max(5).optional(),
  reimbursable: booleanText.optional(),
  source: z.enum(SESSION_SOURCE_FILTERS).default('HOME'),
};

/**
 * The charging sessions list: paging, sort (newest start first), the month of the start in UTC (the
 * current month when year and month are absent, the whole year when only the year is given) and
 * the filters above.
 */
export const ZChargingSessionSearch = zListQuery(CHARGING_SESSION_SORT_FIELDS, 'startDate').extend(sessionFilters);
export type ChargingSessionSearch = z.infer<typeof ZChargingSessionSearch>;
export type ChargingSessionSearchInput = z.input<typeof ZChargingSessionSearch>;

export const ZChargingSessionExport = ZChargingSessionSearch.extend({ export: z.enum(EXPORT_FORMATS) });
export type ChargingSessionExport = z.infer<typeof ZChargingSessionExport>;

/**
 * The review queue: sessions TO_BE_REVIEWED unless another review status is asked for, of any
 * source, of any time unless a year (and month) is given.
 */
export const ZChargingSessionReviewSearch = zListQuery(CHARGING_SESSION_SORT_FIELDS, 'startDate').extend({
  ...sessionFilters,
  reviewStatus: z.enum(REVIEW_STATUSES).default('TO_BE_REVIEWED'),
  source: z.enum(SESSION_SOURCE_FILTERS).default('ALL'),
});
export type ChargingSessionReviewSearch = z.infer<typeof ZChargingSessionReviewSearch>;
export type ChargingSessionReviewSearchInput = z.input<typeof ZChargingSessionReviewSearch>;

/** GET /backend/me/charging-sessions: the driver's own sessions, newest first, of a month (the current one by default). */
export const ZMyChargingSessionSearch = ZPageQuery.extend({ year: yearOf.optional(), month: monthOf.optional() });
export type MyChargingSessionSearch = z.infer<typeof ZMyChargingSessionSearch>;

// ---------------------------------------------------------------------------------------------
// GET /backend/charging-sessions/summary
// ---------------------------------------------------------------------------------------------

/** The summary's period and filters (spec section 7: year, month, reimbursable, companyId). */
export const ZChargingSessionSummaryQuery = z.object({
  year: yearOf.optional(),
  month: monthOf.optional(),
  reimbursable: booleanText.optional(),
  companyId: z.uuid().optional(),
  driverId: z.uuid().optional(),
  source: z.enum(SESSION_SOURCE_FILTERS).default('HOME'),
  /** Money figures in this currency when the scope spans several; the most used one otherwise. */
  currency: z.enum(CURRENCIES).optional(),
});
export type ChargingSessionSummaryQuery = z.infer<typeof ZChargingSessionSummaryQuery>;
export type ChargingSessionSummaryQueryInput = z.input<typeof ZChargingSessionSummaryQuery>;

const ZPeriodFigures = z.object({
  /** Watt-hours of the period's sessions (IGNORED ones never count). */
  energyConsumption: z.number().int(),
  /** Minor units of `currency`. */
  expenses: z.number().int(),
});

/**
 * The indicators of spec section 3 with the change against the previous period in percent (2
 * decimals; null when the previous period's figure is 0). avgPricePerKWh in ten-thousandths of the
 * currency unit, avgExpensePerUser in minor units; null when nothing was priced or charged.
 */
export const ZChargingSessionSummary = z.object({
  year: z.number().int(),
  month: z.number().int().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  /** Every currency of the period's sessions in scope, the most used first. */
  currencies: z.array(z.enum(CURRENCIES)),
  current: ZPeriodFigures,
  previous: ZPeriodFigures,
  energyConsumptionPercentage: z.number().nullable(),
  expensesPercentage: z.number().nullable(),
  avgPricePerKWh: z.number().int().nullable(),
  avgPricePerKWhPercentage: z.number().nullable(),
  avgExpensePerUser: z.number().int().nullable(),
  avgExpensePerUserPercentage: z.number().nullable(),
});
export type ChargingSessionSummary = z.infer<typeof ZChargingSessionSummary>;

// ---------------------------------------------------------------------------------------------
// POST /backend/charging-sessions
// ---------------------------------------------------------------------------------------------

export const MAX_INGEST_BATCH = 1000;
const wh = z.number().int().min(-1_000_000_000).max(1_000_000_000);
const meter = z.number().int().min(0).max(1_000_000_000_000);

/** One session as the driver's app sends it for a cable and the app's running session index. */
export const ZChargingSessionIngest = z.object({
  cableHardwareId: z.string().trim().min(1).max(100),
  mobileIdentifierIndex: z.number().int().min(0).max(2_147_483_647),
  startDate: isoInstant,
  durationSeconds: z.number().int().min(-31_536_000).max(31_536_000),
  /** Absent or null when the cable measured nothing (error code 5). */
  wattHours: wh.nullable().optional(),
  meterStartWh: meter.nullable().optional(),
  meterEndWh: meter.nullable().optional(),
  /** meterEndWh - meterStartWh as the cable computed it. */
  energyDifferenceWh: wh.nullable().optional(),
});
export type ChargingSessionIngest = z.infer<typeof ZChargingSessionIngest>;

/** Up to 1,000 sessions at once. */
export const ZChargingSessionIngestBatch = z.object({
  sessions: z.array(ZChargingSessionIngest).min(1).max(MAX_INGEST_BATCH),
});
export type ChargingSessionIngestBatch = z.infer<typeof ZChargingSessionIngestBatch>;

/** A session an administrator enters by hand (the charging session form); source MANUAL. */
export const ZManualChargingSession = z.object({
  userId: z.uuid(),
  cableId: z.uuid(),
  startDate: isoInstant,
  durationSeconds: z.number().int().min(0).max(31_536_000),
  wattHours: z.number().int().min(0).max(1_000_000),
  meterStartWh: meter.nullable().optional(),
  meterEndWh: meter.nullable().optional(),
});
export type ManualChargingSession = z.infer<typeof ZManualChargingSession>;

/** What POST /backend/charging-sessions takes: a batch, one session from the app, or a hand-entered one. */
export const ZChargingSessionCreateBody = z.union([ZChargingSessionIngestBatch, ZManualChargingSession, ZChargingSessionIngest]);

export const INGEST_OUTCOMES = ['CREATED', 'DUPLICATE', 'REJECTED'] as const;
export type IngestOutcome = (typeof INGEST_OUTCOMES)[number];

export const ZIngestItemResult = z.object({
  /** Position in the request, from 0. */
  index: z.number().int(),
  outcome: z.enum(INGEST_OUTCOMES),
  /** The stored session (the earlier one for a duplicate); null when rejected. */
  id: z.uuid().nullable(),
  errorCode: z.number().int().nullable(),
  reviewStatus: z.enum(REVIEW_STATUSES).nullable(),
  problem: z.object({ status: z.number().int(), code: z.enum(ERROR_CODES), message: z.string() }).nullable(),
});
export type IngestItemResult = z.infer<typeof ZIngestItemResult>;

export const ZChargingSessionIngestResult = z.object({
  created: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.number().int(),
  results: z.array(ZIngestItemResult),
});
export type ChargingSessionIngestResult = z.infer<typeof ZChargingSessionIngestResult>;

// ---------------------------------------------------------------------------------------------
// PUT /backend/charging-sessions/{id}, PUT .../{id}/status, POST .../review
// ---------------------------------------------------------------------------------------------

/**
 * An administrator's correction. tariffId: a tariff of the driver that covers the start day, or
 * null (or absent) for the tariff valid at the start. Review fields are optional.
 */
export const ZUpdateChargingSession = z.object({
  startDate: isoInstant,
  durationSeconds: z.number().int().min(0).max(31_536_000),
  wattHours: z.number().int().min(0).max(1_000_000).nullable(),
  meterStartWh: meter.nullable().optional(),
  meterEndWh: meter.nullable().optional(),
  tariffId: z.uuid().nullable().optional(),
  reviewStatus: z.enum(REVIEW_STATUSES).optional(),
  reviewType: z.enum(REVIEW_TYPES).nullable().optional(),
  reviewTags: z.array(z.enum(REVIEW_TAGS)).max(REVIEW_TAGS.length).optional(),
});
export type UpdateChargingSession = z.infer<typeof ZUpdateChargingSession>;

/** The review status dialog. */
export const ZChargingSessionStatus = z.object({
  reviewStatus: z.enum(REVIEW_STATUSES),
  reviewType: z.enum(REVIEW_TYPES).nullable().optional(),
  reviewTags: z.array(z.enum(REVIEW_TAGS)).max(REVIEW_TAGS.length).optional(),
});
export type ChargingSessionStatus = z.infer<typeof ZChargingSessionStatus>;

export const BULK_REVIEW_STATUSES = ['REVIEWED', 'IGNORED'] as const;
export const MAX_BULK_REVIEW = 500;

/** Marks many sessions at once; all or nothing. */
export const ZChargingSessionBulkReview = z.object({
  ids: z.array(z.uuid()).min(1).max(MAX_BULK_REVIEW),
  reviewStatus: z.enum(BULK_REVIEW_STATUSES),
});
export type ChargingSessionBulkReview = z.infer<typeof ZChargingSessionBulkReview>;

export const ZChargingSessionBulkReviewResult = z.object({ updated: z.number().int() });

// ---------------------------------------------------------------------------------------------
// External (public charging) sessions: POST /backend/charging-sessions/external/import
// ---------------------------------------------------------------------------------------------

export const EXTERNAL_CSV_HEADER = [
  'external_reference',
  'driver_email',
  'start_date',
  'duration_seconds',
  'energy_kwh',
  'price_per_kwh',
  'operator',
] as const;
export const MAX_EXTERNAL_IMPORT_ROWS = 5000;

/** One imported public-charging session; wattHours and pricePerKwh (ten-thousandths) as integers. */
export const ZExternalSessionRow = z.object({
  externalReference: z.string().trim().min(1).max(100),
  driverEmail: z.email(),
  startDate: isoInstant,
  durationSeconds: z.number().int().min(0).max(31_536_000),
  wattHours: z.number().int().min(0).max(1_000_000),
  pricePerKwh: z.number().int().min(0).max(100_000),
  operator: z.string().trim().min(1).max(100),
});
export type ExternalSessionRow = z.infer<typeof ZExternalSessionRow>;

/** Rows as JSON, or a CSV file's text with the header EXTERNAL_CSV_HEADER (decimals with a dot). */
export const ZExternalSessionImport = z.object({
  /** The company of the sessions; needed by an administrator who has not selected one. */
  companyId: z.uuid().optional(),
  rows: z.array(ZExternalSessionRow).max(MAX_EXTERNAL_IMPORT_ROWS).optional(),
  csv: z.string().max(5_000_000).optional(),
});
export type ExternalSessionImport = z.infer<typeof ZExternalSessionImport>;

export const ZExternalSessionImportResult = z.object({ created: z.number().int(), duplicates: z.number().int() });
export type ExternalSessionImportResult = z.infer<typeof ZExternalSessionImportResult>;

// ---------------------------------------------------------------------------------------------
// The charging session form (administrators), with what it sends
// ---------------------------------------------------------------------------------------------

const requiredId = z.string().trim().min(1).pipe(z.uuid());
/** "2026-11-21T07:05", read as UTC. */
const localMinute = z.string().trim().min(1).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
/** "1:30" or "1:30:15". */
const clockDuration = z.string().trim().min(1).regex(/^\d{1,4}:[0-5]\d(:[0-5]\d)?$/);
/** "12.345" or "12,345" kWh, up to 3 decimals. */
const KWH_TEXT = /^\d{1,4}([.,]\d{1,3})?$/;
const kwhText = z.string().trim().regex(KWH_TEXT);

/** Seconds from "h:mm" or "h:mm:ss". */
export function parseClockDuration(text: string): number {
  const [h = '0', m = '0', s = '0'] = text.trim().split(':');
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/** "h:mm:ss" for the form; empty for a negative duration, which the administrator must correct. */
export function formatClockDuration(seconds: number): string {
  if (seconds < 0) return '';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** Watt-hours from "12.345" or "12,345" kWh, without floating point. */
export function parseKwhText(text: string): number {
  const [whole = '0', frac = ''] = text.trim().replace(',', '.').split('.');
  return Number(whole) * 1000 + Number(frac.padEnd(3, '0').slice(0, 3));
}

/** "12.345" for the form. */
export function formatKwhText(wattHours: number | null): string {
  if (wattHours === null) return '';
  return `${Math.floor(wattHours / 1000)}.${String(wattHours % 1000).padStart(3, '0')}`;
}

/** The instant of a "YYYY-MM-DDTHH:mm" value read as UTC, and back. */
export const utcMinuteToIso = (value: string) => `${value.trim()}:00.000Z`;
export const isoToUtcMinute = (iso: string) => new Date(iso).toISOString().slice(0, 16);

/** The create form: driver, cable, start (UTC), duration and energy; sends ZManualChargingSession. */
export const ZChargingSessionForm = z
  .object({
    userId: requiredId,
    cableId: requiredId,
    start: localMinute,
    duration: clockDuration,
    energyKwh: z.string().trim().min(1).regex(KWH_TEXT),
  })
  .transform(
    (v): ManualChargingSession => ({
      userId: v.userId,
      cableId: v.cableId,
      startDate: utcMinuteToIso(v.start),
      durationSeconds: parseClockDuration(v.duration),
      wattHours: parseKwhText(v.energyKwh),
    }),
  );
export type ChargingSessionFormValues = z.input<typeof ZChargingSessionForm>;

/** The edit form: start, duration, energy (empty: none measured) and the tariff ('' for the one valid at the start). */
export const ZChargingSessionEditForm = z
  .object({
    start: localMinute,
    duration: clockDuration,
    energyKwh: z.union([z.literal(''), kwhText]),
    tariffId: z.union([z.literal(''), z.uuid()]),
  })
  .transform(
    (v): UpdateChargingSession => ({
      startDate: utcMinuteToIso(v.start),
      durationSeconds: parseClockDuration(v.duration),
      wattHours: v.energyKwh.trim() === '' ? null : parseKwhText(v.energyKwh),
      tariffId: v.tariffId === '' ? null : v.tariffId,
    }),
  );
export type ChargingSessionEditFormValues = z.input<typeof ZChargingSessionEditForm>;
