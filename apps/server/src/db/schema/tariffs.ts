import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Currency, TariffRejectionReason, TariffStatus } from '@fleetwatt/shared';
import { timestamps, utc } from './columns.ts';
import { users } from './users.ts';
import { documents } from './documents.ts';
import { priceSeries } from './pricing.ts';
import { companyIdColumn, driverIdColumn } from './tenant-columns.ts';

/**
 * A driver's electricity tariff. It covers the UTC calendar days start_date to end_date, both
 * inclusive (open-ended while end_date is null): a session starting at t uses the tariff with
 * start_date <= (t at UTC)::date <= coalesce(end_date, infinity). Periods of one driver's VALID
 * tariffs never overlap (checked by the service, 409).
 */
export const tariffs = pgTable(
  'tariffs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    userId: driverIdColumn(),
    /** 1, 2, 3 ... per driver, in order of upload. */
    number: integer('number').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    /** Price per kWh in ten-thousandths of the currency unit: 0.3512 EUR = 3512. */
    pricePerKwh: integer('price_per_kwh').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** The driver's share of the monthly base fee, in minor units, when the bill has one. */
    baseFeeMonthlyMinor: integer('base_fee_monthly_minor'),
    eco: boolean('eco').notNull().default(false),
    dynamic: boolean('dynamic').notNull().default(false),
    /** The hourly price series a dynamic tariff follows; hours without a price use price_per_kwh. */
    priceSeriesId: uuid('price_series_id').references(() => priceSeries.id),
    /** The utility named on the bill. */
    providerName: text('provider_name'),
    documentId: uuid('document_id').references(() => documents.id),
    status: text('status').$type<TariffStatus>().notNull().default('PENDING'),
    rejectionReason: text('rejection_reason').$type<TariffRejectionReason>(),
    reviewTopic: text('review_topic'),
    reviewDescription: text('review_description'),
    reviewedAt: utc('reviewed_at'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    /** When a VALID tariff is due for verification again (company verification frequency). */
    nextVerificationDate: date('next_verification_date'),
    ...timestamps,
  },
  (t) => [
    index('tariffs_company_user_start_idx').on(t.companyId, t.userId, t.startDate),
    index('tariffs_company_status_idx').on(t.companyId, t.status, t.createdAt),
    // Administrators list tariffs across companies, newest first; the verification job looks for due ones.
    index('tariffs_created_idx').on(t.createdAt),
    index('tariffs_verification_idx').on(t.nextVerificationDate).where(sql`${t.status} = 'VALID'`),
    index('tariffs_price_series_idx').on(t.priceSeriesId).where(sql`${t.priceSeriesId} is not null`),
    uniqueIndex('tariffs_company_user_number_key').on(t.companyId, t.userId, t.number),
    check('tariffs_price_check', sql`${t.pricePerKwh} >= 0`),
    check('tariffs_period_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check('tariffs_rejection_check', sql`${t.rejectionReason} is null or ${t.status} = 'INVALID'`),
  ],
);
