import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Country, KycStatus, Role } from '@fleetwatt/shared';
import { timestamps, utc } from './columns.ts';
import { companies } from './companies.ts';

/**
 * Everyone who signs in: administrators (no company), fleet managers and drivers (role USER).
 * A driver's profile fields live here too, so the drivers table is this table filtered by role.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id),
    role: text('role').$type<Role>().notNull(),
    email: text('email').notNull(),
    /** argon2id hash for the built-in identity provider; null for accounts of an external one. */
    passwordHash: text('password_hash'),
    /** The subject of an external identity provider, when one is configured. */
    externalSubject: text('external_subject'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    idNumber: text('id_number'),
    carPlate: text('car_plate'),
    licenseKey: text('license_key'),
    costCenter: text('cost_center'),
    employeeId: text('employee_id'),
    receiptRecipientEmail: text('receipt_recipient_email'),
    nextReceiptNumber: integer('next_receipt_number').notNull().default(1),
    street: text('street'),
    zip: text('zip'),
    city: text('city'),
    country: text('country').$type<Country>(),
    /** The driver's home charging place, to tell whether the car is there (docs/privacy.md). */
    homeLatitude: doublePrecision('home_latitude'),
    homeLongitude: doublePrecision('home_longitude'),
    iban: text('iban'),
    accountHolder: text('account_holder'),
    isPaymentPlus: boolean('is_payment_plus').notNull().default(false),
    kycStatus: text('kyc_status').$type<KycStatus>(),
    plannedYearlyKm: integer('planned_yearly_km'),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(true),
    preferredLanguage: text('preferred_language'),
    /** The onboarding wizard's step the fleet manager is on (1-5). */
    onboardingStep: integer('onboarding_step').notNull().default(1),
    /** Set while the account is deactivated: no sign-in, every token refused. */
    deactivatedAt: utc('deactivated_at'),
    lastSignInAt: utc('last_sign_in_at'),
    /** Set when the person was erased on request: the row stays (receipts name it) with no personal field left. */
    erasedAt: utc('erased_at'),
    /** The name as lists sort it (lower-case first and last name), kept by PostgreSQL: a list of 10,000 drivers reads it instead of computing it. */
    sortName: text('sort_name')
      .notNull()
      .generatedAlwaysAs(sql`lower(coalesce(trim("first_name" || ' ' || "last_name"), ''))`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_external_subject_key').on(t.externalSubject),
    index('users_company_role_idx').on(t.companyId, t.role, t.lastName),
    // Lists sorted by the driver's name walk the drivers in this order (the sort key of lib/sql personName).
    index('users_sort_name_idx').on(sql`lower(coalesce(trim(${t.firstName} || ' ' || ${t.lastName}), ''))`),
    // The drivers table sorted by name, across companies or within one: its page from the index.
    index('users_role_sort_name_idx').on(t.role, t.sortName, t.id),
    index('users_company_role_sort_name_idx').on(t.companyId, t.role, t.sortName, t.id),
    // A search by name or e-mail across companies (the drivers table, the sessions, the fleet
    // monitor) finds its users through trigrams instead of reading every user.
    index('users_name_text_idx').using('gin', sql`trim(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index('users_reversed_name_text_idx').using('gin', sql`(${t.lastName} || ' ' || ${t.firstName}) gin_trgm_ops`),
    index('users_email_text_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);
