import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  CompanyExportFormat,
  CompanyFeature,
  CompanyLanguage,
  Country,
  DatevChart,
  CableSource,
  MileageQueryFrequency,
  ReimbursementMode,
  SubscriptionType,
  TariffVerificationFrequency,
} from '@fleetwatt/shared';
import { timestamps } from './columns.ts';

/** The tenant. Every tenant row elsewhere carries this id. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email'),
    domain: text('domain'),
    country: text('country').$type<Country>().notNull(),
    language: text('language').$type<CompanyLanguage>().notNull().default('ENGLISH'),
    parentId: uuid('parent_id').references((): AnyPgColumn => companies.id),
    subscriptionType: text('subscription_type').$type<SubscriptionType>().notNull().default('LIGHT'),
    features: text('features').array().$type<CompanyFeature[]>().notNull().default(sql`'{}'::text[]`),
    paymentPlusStartDate: date('payment_plus_start_date'),
    policy: text('policy'),
    addressStreet: text('address_street'),
    addressZip: text('address_zip'),
    addressCity: text('address_city'),
    tariffVerificationFrequency: text('tariff_verification_frequency')
      .$type<TariffVerificationFrequency>()
      .notNull()
      .default('ONE_TIME'),
    mileageQueryFrequency: text('mileage_query_frequency')
      .$type<MileageQueryFrequency>()
      .notNull()
      .default('NOT_REQUIRED'),
    receiptDueDay: integer('receipt_due_day').notNull().default(5),
    requireCarPlate: boolean('require_car_plate').notNull().default(false),
    requireCompanyName: boolean('require_company_name').notNull().default(false),
    requireCostCenter: boolean('require_cost_center').notNull().default(false),
    requireEmployeeId: boolean('require_employee_id').notNull().default(false),
    reimbursementMode: text('reimbursement_mode').$type<ReimbursementMode>().notNull().default('COMPANY'),
    layoutShowMandateText: boolean('layout_show_mandate_text').notNull().default(true),
    layoutShowAddress: boolean('layout_show_address').notNull().default(true),
    layoutShowCarPlate: boolean('layout_show_car_plate').notNull().default(true),
    layoutShowCompanyName: boolean('layout_show_company_name').notNull().default(true),
    layoutShowCostCenter: boolean('layout_show_cost_center').notNull().default(false),
    layoutShowEmployeeId: boolean('layout_show_employee_id').notNull().default(false),
    layoutShowEmbeddedTariff: boolean('layout_show_embedded_tariff').notNull().default(false),
    reportingShowAddress: boolean('reporting_show_address').notNull().default(true),
    reportingShowCarPlate: boolean('reporting_show_car_plate').notNull().default(true),
    reportingShowCompanyName: boolean('reporting_show_company_name').notNull().default(true),
    reportingShowCostCenter: boolean('reporting_show_cost_center').notNull().default(false),
    reportingShowEmployeeId: boolean('reporting_show_employee_id').notNull().default(false),
    reportingShowEmbeddedTariff: boolean('reporting_show_embedded_tariff').notNull().default(false),
    /** The file type export dialogs preselect, and whether they offer ZIP (docs/decisions/0011). */
    exportDefaultFormat: text('export_default_format').$type<CompanyExportFormat>().notNull().default('XLSX'),
    exportZipEnabled: boolean('export_zip_enabled').notNull().default(false),
    /** The DATEV month-close file: consultant and client numbers, chart, account length, own accounts (docs/decisions/0033). */
    datevConsultantNumber: integer('datev_consultant_number'),
    datevClientNumber: integer('datev_client_number'),
    datevChartOfAccounts: text('datev_chart_of_accounts').$type<DatevChart>().notNull().default('SKR03'),
    datevAccountLength: smallint('datev_account_length').notNull().default(4),
    datevExpenseAccount: text('datev_expense_account'),
    datevPayableAccount: text('datev_payable_account'),
    /** Said during onboarding: cables ordered in the web shop (SHOP) or already there (OWN). */
    cableSource: text('cable_source').$type<CableSource>(),
    billingContactName: text('billing_contact_name'),
    billingContactEmail: text('billing_contact_email'),
    billingStreet: text('billing_street'),
    billingZip: text('billing_zip'),
    billingCity: text('billing_city'),
    vatNumber: text('vat_number'),
    /** VAT rate in basis points when it differs from the country's (AT 2000, DE 1900, CH 810, US 0). */
    vatRateBp: integer('vat_rate_bp'),
    paymentAccountId: text('payment_account_id'),
    connectTrialStartedAt: timestamp('connect_trial_started_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('companies_parent_idx').on(t.parentId),
    index('companies_name_idx').on(sql`lower(${t.name})`),
    check('companies_datev_consultant_check', sql`${t.datevConsultantNumber} between 1001 and 9999999`),
    check('companies_datev_client_check', sql`${t.datevClientNumber} between 1 and 99999`),
    check('companies_datev_chart_check', sql`${t.datevChartOfAccounts} in ('SKR03', 'SKR04')`),
    check('companies_datev_account_length_check', sql`${t.datevAccountLength} between 4 and 8`),
  ],
);

/** Columns several queries read together, under their SQL names (for RowOf in db/rows.ts). */
export type CompanyLayoutColumns =
  | 'layout_show_mandate_text'
  | 'layout_show_address'
  | 'layout_show_car_plate'
  | 'layout_show_company_name'
  | 'layout_show_cost_center'
  | 'layout_show_employee_id'
  | 'layout_show_embedded_tariff';
export type CompanyDatevColumns =
  | 'datev_consultant_number'
  | 'datev_client_number'
  | 'datev_chart_of_accounts'
  | 'datev_account_length'
  | 'datev_expense_account'
  | 'datev_payable_account';
export type CompanyBillingColumns = 'billing_contact_name' | 'billing_contact_email' | 'billing_street' | 'billing_zip' | 'billing_city' | 'vat_number';
