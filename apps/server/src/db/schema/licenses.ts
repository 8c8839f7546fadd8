import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Currency, LicenseStatus, LicenseType, RenewalStatus } from '@fleetwatt/shared';
import { timestamps, utc } from './columns.ts';
import { users } from './users.ts';
import { cables } from './cables.ts';
import { invoices } from './invoices.ts';
import { companyIdColumn } from './tenant-columns.ts';

/**
 * A yearly subscription for a cable and its driver (HOME_CHARGING) or for a driver's connected car
 * (CONNECT). Status: ACTIVE, EXPIRING_SOON from 30 days before expiration_date, EXPIRED after it,
 * or CANCELLED. Renewal and invoice status on the list come from the latest renewal.
 */
export const licenses = pgTable(
  'licenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    cableId: uuid('cable_id').references(() => cables.id),
    userId: uuid('user_id').references(() => users.id),
    type: text('type').$type<LicenseType>().notNull().default('HOME_CHARGING'),
    status: text('status').$type<LicenseStatus>().notNull().default('ACTIVE'),
    /** The key the driver enters in the app. */
    licenseKey: text('license_key').notNull(),
    startDate: date('start_date').notNull(),
    expirationDate: date('expiration_date').notNull(),
    cancelledAt: utc('cancelled_at'),
    /** Yearly price in minor units. */
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('licenses_key_key').on(t.licenseKey),
    index('licenses_company_status_idx').on(t.companyId, t.status, t.expirationDate),
    index('licenses_company_user_idx').on(t.companyId, t.userId),
    index('licenses_company_cable_idx').on(t.companyId, t.cableId),
  ],
);

/** One renewal of a license for the next period; its status follows the order of RENEWAL_STATUSES. */
export const licenseRenewals = pgTable(
  'license_renewals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    licenseId: uuid('license_id')
      .notNull()
      .references(() => licenses.id, { onDelete: 'cascade' }),
    status: text('status').$type<RenewalStatus>().notNull().default('PENDING'),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** The renewal invoice, once attached. */
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    ...timestamps,
  },
  (t) => [
    index('license_renewals_company_license_idx').on(t.companyId, t.licenseId, t.periodStart),
    index('license_renewals_company_status_idx').on(t.companyId, t.status),
    // One live renewal per license and period: the daily job and a person renewing never open two.
    uniqueIndex('license_renewals_live_period_key')
      .on(t.companyId, t.licenseId, t.periodStart)
      .where(sql`${t.status} <> 'CANCELLED'`),
    index('license_renewals_company_invoice_idx').on(t.companyId, t.invoiceId),
  ],
);
