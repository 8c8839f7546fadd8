import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, smallint, text, unique, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MileageFlag, MileageQueryFrequency, MileageSource } from '@fleetwatt/shared';
import { utc } from './columns.ts';
import { vehicles } from './vehicles.ts';
import { notifications } from './notifications.ts';
import { emailOutbox } from './email-outbox.ts';
import { companyIdColumn, driverIdColumn } from './tenant-columns.ts';

/** A reading's UTC year (the repository's READ_YEAR): the sort indexes' leading key. */
const readYear = (readAt: AnyPgColumn) => sql`extract(year from (${readAt} at time zone 'UTC'))`;

/**
 * The source of a month row as an index key ('' for the all-sources row): an equality on it, unlike
 * `source is null`, lets the planner take the index's order for the keys after it (the repository's
 * SOURCE_KEY). The column itself trails each index, so the scans need no row.
 */
const sourceKey = (source: AnyPgColumn) => sql`coalesce(${source}, '')`;
/** A month row's year (the repository's MONTH_YEAR). */
const monthYear = (month: AnyPgColumn) => sql`extract(year from ${month})`;
/** Months without a plausible reading sort below every driven distance (the repository's DRIVEN_SORT). */
const drivenSort = (drivenKm: AnyPgColumn) => sql`coalesce(${drivenKm}, -1)`;

/**
 * Odometer readings from the connected car (CAR) or reported by the driver (DRIVER). `flag` is set
 * on write when the reading is implausible against the driver's previous one (docs/decisions/0020).
 */
export const mileageReadings = pgTable(
  'mileage_readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    userId: driverIdColumn(),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id),
    source: text('source').$type<MileageSource>().notNull(),
    odometerKm: integer('odometer_km').notNull(),
    readAt: utc('read_at').notNull(),
    note: text('note'),
    flag: text('flag').$type<MileageFlag>(),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('mileage_readings_company_user_read_idx').on(t.companyId, t.userId, t.readAt),
    index('mileage_readings_company_read_idx').on(t.companyId, t.readAt, t.id),
    // The fleet monitor's latest car data per driver.
    index('mileage_readings_car_idx').on(t.companyId, t.userId, t.readAt).where(sql`${t.source} = 'CAR'`),
    // Administrators look across companies by month.
    index('mileage_readings_read_idx').on(t.readAt, t.id),
    // Sorted by the driver's name across companies: each driver's readings in time order.
    index('mileage_readings_user_read_idx').on(t.userId, t.readAt, t.id),
    // Sorted by odometer or source, or filtered by source: every period of the page lies in one
    // UTC year, which leads (docs/decisions/0062).
    index('mileage_readings_year_km_idx').on(readYear(t.readAt), t.odometerKm, t.readAt, t.id),
    index('mileage_readings_company_year_km_idx').on(t.companyId, readYear(t.readAt), t.odometerKm, t.readAt, t.id),
    index('mileage_readings_year_source_idx').on(readYear(t.readAt), t.source, t.readAt, t.id),
    index('mileage_readings_company_year_source_idx').on(t.companyId, readYear(t.readAt), t.source, t.readAt, t.id),
    // The implausible readings alone.
    index('mileage_readings_flagged_idx').on(t.readAt, t.id).where(sql`${t.flag} is not null`),
    index('mileage_readings_company_flagged_idx').on(t.companyId, t.readAt, t.id).where(sql`${t.flag} is not null`),
  ],
);

/**
 * Each driver's first and latest plausible reading of a UTC calendar year (ties by id, as the fleet
 * monitor orders them), kept by a trigger in the same statement as every change of
 * mileage_readings (db/triggers/mileage-years.sql). The fleet monitor reads one row per driver
 * instead of the year's readings. A year without a plausible reading has no row.
 */
export const mileageReadingYears = pgTable(
  'mileage_reading_years',
  {
    companyId: companyIdColumn(),
    userId: driverIdColumn(),
    year: smallint('year').notNull(),
    firstAt: utc('first_at').notNull(),
    firstKm: integer('first_km').notNull(),
    lastAt: utc('last_at').notNull(),
    lastKm: integer('last_km').notNull(),
    lastSource: text('last_source').$type<MileageSource>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.year] }),
    index('mileage_reading_years_company_year_idx').on(t.companyId, t.year),
  ],
);

/**
 * Each driver's readings per UTC month, per source and for all sources together (source null), kept
 * by a trigger in the same statement as every change of mileage_readings
 * (db/triggers/mileage-months.sql). First and last are the month's plausible readings (ties by id),
 * `before_km` the driver's last plausible reading before the month (of the same source, or of any
 * source on the all-sources row). The mileage page's view per driver and month and the fleet
 * monitor's km per month read these rows instead of the readings. A month without readings has none.
 */
export const mileageReadingMonths = pgTable(
  'mileage_reading_months',
  {
    companyId: companyIdColumn(),
    userId: driverIdColumn(),
    /** The first day of the UTC month. */
    month: date('month', { mode: 'string' }).notNull(),
    /** Null: the readings of every source. */
    source: text('source').$type<MileageSource>(),
    firstAt: utc('first_at'),
    firstKm: integer('first_km'),
    lastAt: utc('last_at'),
    lastKm: integer('last_km'),
    beforeKm: integer('before_km'),
    readings: integer('readings').notNull(),
    flagged: integer('flagged').notNull(),
    /** The driver's name as the view sorts it (lower-case), kept by the trigger and on a rename. */
    driverSortName: text('driver_sort_name').notNull().default(''),
    /** From the last plausible reading before the month (the month's first without one) to the month's last. */
    drivenKm: integer('driven_km').generatedAlwaysAs(sql`"last_km" - coalesce("before_km", "first_km")`),
  },
  (t) => [
    unique('mileage_reading_months_key').on(t.companyId, t.userId, t.month, t.source).nullsNotDistinct(),
    index('mileage_reading_months_company_month_idx').on(t.companyId, t.month),
    // Administrators look across companies by month.
    index('mileage_reading_months_month_idx').on(t.month),
    // The view per driver and month: each sort's keys after the source (and the company), the
    // month's year leading the sorts by a figure or name (docs/decisions/0062). The sort by period
    // holds the counts of readings, so the readings list counts from it too; the driven sort holds
    // driven_km itself, so the planner reads its expression from the index alone.
    index('mileage_reading_months_period_idx').on(sourceKey(t.source), t.month, t.driverSortName, t.userId, t.companyId, t.readings, t.flagged, t.source),
    index('mileage_reading_months_company_period_idx').on(t.companyId, sourceKey(t.source), t.month, t.driverSortName, t.userId, t.readings, t.flagged, t.source),
    index('mileage_reading_months_name_idx').on(sourceKey(t.source), monthYear(t.month), t.driverSortName, t.month, t.userId, t.companyId, t.source),
    index('mileage_reading_months_company_name_idx').on(t.companyId, sourceKey(t.source), monthYear(t.month), t.driverSortName, t.month, t.userId, t.source),
    index('mileage_reading_months_driven_idx').on(
      sourceKey(t.source),
      monthYear(t.month),
      drivenSort(t.drivenKm),
      t.month,
      t.driverSortName,
      t.userId,
      t.companyId,
      t.drivenKm,
      t.source,
    ),
    index('mileage_reading_months_company_driven_idx').on(
      t.companyId,
      sourceKey(t.source),
      monthYear(t.month),
      drivenSort(t.drivenKm),
      t.month,
      t.driverSortName,
      t.userId,
      t.drivenKm,
      t.source,
    ),
    index('mileage_reading_months_readings_idx').on(sourceKey(t.source), monthYear(t.month), t.readings, t.month, t.driverSortName, t.userId, t.companyId, t.source),
    index('mileage_reading_months_company_readings_idx').on(t.companyId, sourceKey(t.source), monthYear(t.month), t.readings, t.month, t.driverSortName, t.userId, t.source),
    // Months with an implausible reading are few.
    index('mileage_reading_months_flagged_idx').on(sourceKey(t.source), t.month, t.source).where(sql`${t.flagged} > 0`),
    index('mileage_reading_months_company_flagged_idx').on(t.companyId, sourceKey(t.source), t.month, t.source).where(sql`${t.flagged} > 0`),
  ],
);

/**
 * A driver asked for an odometer reading for one period of the company's mileage query frequency:
 * one row per driver and period, so the question goes out once however often the job runs.
 */
export const mileageRequests = pgTable(
  'mileage_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    userId: driverIdColumn(),
    frequency: text('frequency').$type<MileageQueryFrequency>().notNull(),
    periodStart: utc('period_start').notNull(),
    periodEnd: utc('period_end').notNull(),
    notificationId: uuid('notification_id').references(() => notifications.id),
    emailId: uuid('email_id').references(() => emailOutbox.id),
    /** Set when the mail is claimed for sending, so a repeated run never mails twice. */
    mailedAt: utc('mailed_at'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mileage_requests_company_user_period_key').on(t.companyId, t.userId, t.periodStart)],
);
