import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CompanyPriceRule, Country, Currency } from '@fleetwatt/shared';
import { timestamps, utc } from './columns.ts';
import { users } from './users.ts';
import { companyIdColumn } from './tenant-columns.ts';

/**
 * The flat statistical price per kWh of a country, with a dated history: a rate applies from
 * valid_from (a UTC day) until the next rate of the same country. Reference data that
 * administrators keep for every company, so it carries no company_id.
 */
export const flatRates = pgTable(
  'flat_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    country: text('country').$type<Country>().notNull(),
    validFrom: date('valid_from').notNull(),
    /** Ten-thousandths of the currency unit per kWh. */
    pricePerKwh: integer('price_per_kwh').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('flat_rates_country_valid_from_key').on(t.country, t.validFrom),
    check('flat_rates_price_check', sql`${t.pricePerKwh} >= 0`),
  ],
);

/** Which price reimburses home charging in a company, per country of the driver's home (default TARIFF). */
export const companyPriceRules = pgTable(
  'company_price_rules',
  {
    companyId: companyIdColumn(),
    country: text('country').$type<Country>().notNull(),
    rule: text('rule').$type<CompanyPriceRule>().notNull(),
    updatedBy: uuid('updated_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.country] }), index('company_price_rules_country_idx').on(t.country, t.rule)],
);

/** An hourly price series (for example a day-ahead market price) that dynamic tariffs follow. */
export const priceSeries = pgTable(
  'price_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('price_series_name_key').on(sql`lower(${t.name})`)],
);

/** One hour of a series: the price per kWh from hour_start (UTC, on the hour) for one hour. */
export const priceSeriesPoints = pgTable(
  'price_series_points',
  {
    seriesId: uuid('series_id')
      .notNull()
      .references(() => priceSeries.id, { onDelete: 'cascade' }),
    hourStart: utc('hour_start').notNull(),
    pricePerKwh: integer('price_per_kwh').notNull(),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.hourStart] }), check('price_series_points_price_check', sql`${t.pricePerKwh} >= 0`)],
);
