import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MileageFlag, MileageQueryFrequency, MileageSource } from '@fleetwatt/shared';
import { utc } from './columns.ts';
import { vehicles } from './vehicles.ts';
import { notifications } from './notifications.ts';
import { emailOutbox } from './email-outbox.ts';
import { companyIdColumn, driverIdColumn } from './tenant-columns.ts';

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
    index('mileage_readings_company_read_idx').on(t.companyId, t.readAt),
    // The fleet monitor's latest car data per driver.
    index('mileage_readings_car_idx').on(t.companyId, t.userId, t.readAt).where(sql`${t.source} = 'CAR'`),
    // Administrators look across companies by month.
    index('mileage_readings_read_idx').on(t.readAt),
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
