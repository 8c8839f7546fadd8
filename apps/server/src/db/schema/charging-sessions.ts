import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Currency, MeterSignatureFailure, MeterSignatureStatus, PriceBasis, ReceiptStatus, ReviewStatus, ReviewTag, ReviewType, SessionSource } from '@fleetwatt/shared';
import { timestamps, utc } from './columns.ts';
import { users } from './users.ts';
import { cables } from './cables.ts';
import { tariffs } from './tariffs.ts';
import { receipts } from './receipts.ts';
import { companyIdColumn, driverIdColumn } from './tenant-columns.ts';

/**
 * One charging session. Energy in watt-hours, the tariff price copied at pricing time (ten-thousandths
 * of the currency unit per kWh) and the expense in minor units:
 * expense_minor = round half-up(watt_hours x tariff_price / 100000).
 * Ingestion is idempotent on (cable_id, start_date, mobile_identifier_index).
 */
export const chargingSessions = pgTable(
  'charging_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    userId: uuid('user_id').references(() => users.id),
    /** Null for EXTERNAL sessions (public charging). */
    cableId: uuid('cable_id').references(() => cables.id),
    /** The hardware identifier as the app sent it. */
    cableHardwareId: text('cable_hardware_id'),
    mobileIdentifierIndex: integer('mobile_identifier_index'),
    startDate: utc('start_date').notNull(),
    /** May be negative when the app reported it so (error code 2 or 4). */
    durationSeconds: integer('duration_seconds').notNull(),
    /** Null when the app sent no energy (error code 5). */
    wattHours: integer('watt_hours'),
    meterStartWh: bigint('meter_start_wh', { mode: 'number' }),
    meterEndWh: bigint('meter_end_wh', { mode: 'number' }),
    /** meter_end_wh - meter_start_wh, as the cable's meter counted it. */
    energyDifferenceWh: integer('energy_difference_wh'),
    tariffId: uuid('tariff_id').references(() => tariffs.id),
    tariffPrice: integer('tariff_price'),
    /** Which price was used and why (see PRICE_BASES); null until priced. */
    priceBasis: text('price_basis').$type<PriceBasis>(),
    expenseMinor: integer('expense_minor').notNull().default(0),
    currency: text('currency').$type<Currency>().notNull(),
    reimbursable: boolean('reimbursable').notNull().default(false),
    errorCode: smallint('error_code').notNull().default(0),
    receiptId: uuid('receipt_id').references(() => receipts.id),
    receiptStatus: text('receipt_status').$type<ReceiptStatus>(),
    reviewStatus: text('review_status').$type<ReviewStatus>().notNull().default('NONE'),
    reviewType: text('review_type').$type<ReviewType>(),
    reviewTags: text('review_tags').array().$type<ReviewTag[]>().notNull().default(sql`'{}'::text[]`),
    reviewedAt: utc('reviewed_at'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    source: text('source').$type<SessionSource>().notNull().default('CABLE'),
    /** Charge point operator of an EXTERNAL session. */
    externalOperator: text('external_operator'),
    /** The import's id of an EXTERNAL session, so that an import runs idempotently. */
    externalReference: text('external_reference'),
    /**
     * Signed meter values (OCMF records, decision 0045) as the wallbox sent them, in the meter's order,
     * and the meter's public key they were checked with, kept so the receipt can carry both.
     */
    signedMeterValues: text('signed_meter_values').array(),
    meterPublicKey: text('meter_public_key'),
    /** VERIFIED or FAILED; null for a session without signed meter values to check. */
    meterSignatureStatus: text('meter_signature_status').$type<MeterSignatureStatus>(),
    /** Why the check FAILED. */
    meterSignatureFailure: text('meter_signature_failure').$type<MeterSignatureFailure>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('charging_sessions_ingest_key').on(t.cableId, t.startDate, t.mobileIdentifierIndex),
    uniqueIndex('charging_sessions_external_key')
      .on(t.companyId, t.externalReference)
      .where(sql`${t.externalReference} is not null`),
    // Start, id and source in the key: a page of the list finds its ids in the index alone.
    index('charging_sessions_company_start_idx').on(t.companyId, t.startDate, t.id, t.source),
    index('charging_sessions_company_user_start_idx').on(t.companyId, t.userId, t.startDate),
    index('charging_sessions_company_review_idx').on(t.companyId, t.reviewStatus, t.startDate),
    // Administrators look across companies: the month view and the review queue.
    index('charging_sessions_start_idx').on(t.startDate, t.id, t.source),
    // Public charging is the few among the many: its own pages read its own entries (decision 0060).
    index('charging_sessions_external_start_idx')
      .on(t.startDate, t.id)
      .where(sql`${t.source} = 'EXTERNAL'`),
    index('charging_sessions_external_company_start_idx')
      .on(t.companyId, t.startDate, t.id)
      .where(sql`${t.source} = 'EXTERNAL'`),
    index('charging_sessions_to_review_idx')
      .on(t.startDate)
      .where(sql`${t.reviewStatus} = 'TO_BE_REVIEWED'`),
    // The list sorted by energy, expense or duration: a page's ids from the index in sort order,
    // with the period, source and company read from the same entries.
    index('charging_sessions_energy_idx').on(sql`coalesce(${t.wattHours}, -1)`, t.startDate, t.id, t.source, t.companyId),
    index('charging_sessions_expense_idx').on(t.expenseMinor, t.startDate, t.id, t.source, t.companyId),
    index('charging_sessions_duration_idx').on(t.durationSeconds, t.startDate, t.id, t.source, t.companyId),
    // Sorted by the driver's name: each driver's sessions in start order (drivers walked by name),
    // and whether any session of the filter has no driver (then the names come from a join).
    index('charging_sessions_user_start_idx').on(t.userId, t.startDate, t.id, t.source),
    index('charging_sessions_without_driver_idx')
      .on(t.startDate, t.companyId)
      .where(sql`${t.userId} is null`),
    // The list's text search: any part of the cable's id, the operator or the reference (pg_trgm).
    index('charging_sessions_cable_text_idx').using('gin', sql`${t.cableHardwareId} gin_trgm_ops`),
    index('charging_sessions_operator_text_idx')
      .using('gin', sql`${t.externalOperator} gin_trgm_ops`)
      .where(sql`${t.externalOperator} is not null`),
    index('charging_sessions_reference_text_idx')
      .using('gin', sql`${t.externalReference} gin_trgm_ops`)
      .where(sql`${t.externalReference} is not null`),
    index('charging_sessions_company_receipt_idx').on(t.companyId, t.receiptId),
    index('charging_sessions_company_tariff_idx').on(t.companyId, t.tariffId),
    check('charging_sessions_error_code_check', sql`${t.errorCode} between 0 and 5`),
    check('charging_sessions_expense_check', sql`${t.expenseMinor} >= 0`),
    check(
      'charging_sessions_meter_signature_check',
      sql`(coalesce(${t.meterSignatureStatus}, '') = 'FAILED') = (${t.meterSignatureFailure} is not null)`,
    ),
  ],
);

/** The key's rest and the sums of the session totals, per month or per year. */
const totalsColumns = () => ({
  currency: text('currency').$type<Currency>().notNull(),
  source: text('source').$type<SessionSource>().notNull(),
  ignored: boolean('ignored').notNull(),
  sessions: integer('sessions').notNull(),
  /** Sum of watt_hours (sessions without energy add nothing). */
  energyWh: bigint('energy_wh', { mode: 'number' }).notNull(),
  expenseMinor: bigint('expense_minor', { mode: 'number' }).notNull(),
  /** Energy and expense of the sessions with a price and energy: the average price's basis. */
  pricedWh: bigint('priced_wh', { mode: 'number' }).notNull(),
  pricedExpenseMinor: bigint('priced_expense_minor', { mode: 'number' }).notNull(),
});

const figures = (t: { userId: AnyPgColumn; currency: AnyPgColumn; source: AnyPgColumn; ignored: AnyPgColumn; sessions: AnyPgColumn; energyWh: AnyPgColumn; expenseMinor: AnyPgColumn; pricedWh: AnyPgColumn; pricedExpenseMinor: AnyPgColumn }) =>
  [t.userId, t.currency, t.source, t.ignored, t.sessions, t.energyWh, t.expenseMinor, t.pricedWh, t.pricedExpenseMinor] as const;

/**
 * The sessions summed per driver, UTC month, currency, source and whether they are IGNORED, kept
 * by a trigger in the same statement as every insert, update and delete of charging_sessions
 * (db/triggers/session-totals.sql). Indicators over a month or a year read these rows instead of
 * the sessions: the sessions summary, the fleet monitor's home charging share.
 */
export const chargingSessionTotals = pgTable(
  'charging_session_totals',
  {
    companyId: companyIdColumn(),
    /** Null for sessions of no driver. */
    userId: uuid('user_id').references(() => users.id),
    /** The first day of the UTC month of the sessions' start. */
    month: date('month', { mode: 'string' }).notNull(),
    ...totalsColumns(),
  },
  (t) => [
    unique('charging_session_totals_key')
      .on(t.companyId, t.userId, t.month, t.currency, t.source, t.ignored)
      .nullsNotDistinct(),
    // Every column in the key: the summary and the fleet monitor read these indexes only.
    index('charging_session_totals_company_month_idx').on(t.companyId, t.month, ...figures(t)),
    index('charging_session_totals_month_idx').on(t.month, t.companyId, ...figures(t)),
  ],
);

/**
 * The same sums per UTC year (decision 0060): a whole year's indicators (the summary against the
 * year before, the drivers table's year, the fleet monitor's home charging share) read one row per
 * driver, currency, source and IGNORED-or-not instead of twelve. Kept by the same trigger as
 * charging_session_totals, in the same statement.
 */
export const chargingSessionYears = pgTable(
  'charging_session_years',
  {
    companyId: companyIdColumn(),
    userId: uuid('user_id').references(() => users.id),
    /** The first day of the UTC year of the sessions' start. */
    year: date('year', { mode: 'string' }).notNull(),
    ...totalsColumns(),
  },
  (t) => [
    unique('charging_session_years_key').on(t.companyId, t.userId, t.year, t.currency, t.source, t.ignored).nullsNotDistinct(),
    index('charging_session_years_company_year_idx').on(t.companyId, t.year, ...figures(t)),
    index('charging_session_years_year_idx').on(t.year, t.companyId, ...figures(t)),
  ],
);

/**
 * A driver's home charging of one UTC month or year as the drivers table shows it (decision 0065):
 * the sessions of the driver in the company without EXTERNAL and IGNORED ones, one row per driver,
 * company and period, kept by the same trigger as the totals. The indexes hold the table's sorts by
 * energy and expense, so a page of drivers sorted by a figure reads its 50 rows in order instead of
 * summing and sorting every driver of the period. Sums of non-negative sessions: never below zero.
 * The migration adds statistics on (unit, start, company_id): the period and the company go together,
 * and without them the planner expects a fifth of a large company's rows and sorts them all.
 */
export const driverHomeFigures = pgTable(
  'driver_home_figures',
  {
    companyId: companyIdColumn(),
    userId: driverIdColumn(),
    /** 'month' or 'year'. */
    unit: text('unit').$type<'month' | 'year'>().notNull(),
    /** The first day of the UTC month or year. */
    start: date('start', { mode: 'string' }).notNull(),
    sessions: integer('sessions').notNull(),
    energyWh: bigint('energy_wh', { mode: 'number' }).notNull(),
    expenseMinor: bigint('expense_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'driver_home_figures_pkey', columns: [t.companyId, t.userId, t.unit, t.start] }),
    // One company's sorts hold only their keys: with the other figure too, the planner took them for
    // a driver's lookup (an index-only scan of the company's period) instead of the primary key.
    index('driver_home_figures_company_energy_idx').on(t.unit, t.start, t.companyId, t.energyWh, t.userId),
    index('driver_home_figures_company_expense_idx').on(t.unit, t.start, t.companyId, t.expenseMinor, t.userId),
    // Across companies the sort's keys, then what the page joins and shows: it reads the index only.
    index('driver_home_figures_energy_idx').on(t.unit, t.start, t.energyWh, t.userId, t.companyId, t.expenseMinor),
  ],
);

/**
 * How many sessions each company has per UTC month and source (decision 0066), kept by the same
 * trigger as the totals: a deep page of the sessions list sorted by start finds the month it starts
 * in from these few rows (a row per company, month and source) and skips only that month's
 * sessions before it, instead of every session of the later (or earlier) months.
 */
export const chargingSessionCompanyMonths = pgTable(
  'charging_session_company_months',
  {
    companyId: companyIdColumn(),
    /** The first day of the UTC month of the sessions' start. */
    month: date('month', { mode: 'string' }).notNull(),
    source: text('source').$type<SessionSource>().notNull(),
    sessions: integer('sessions').notNull(),
  },
  (t) => [
    primaryKey({ name: 'charging_session_company_months_pkey', columns: [t.companyId, t.month, t.source] }),
    index('charging_session_company_months_month_idx').on(t.month, t.companyId, t.source, t.sessions),
  ],
);
