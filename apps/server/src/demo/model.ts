import type { PgTable } from 'drizzle-orm/pg-core';
import type {
  CompanyFeature,
  CompanyLanguage,
  Country,
  Currency,
  LicenseStatus,
  MileageQueryFrequency,
  SubscriptionType,
} from '@fleetwatt/shared';
import type * as schema from '../db/schema/index.ts';
import type { MonthRef } from './calendar.ts';
import type { Random } from './random.ts';
import type { CompanyKey } from './accounts.ts';
import type { RegionKey } from './places.ts';

export type Row<T extends PgTable> = T['$inferInsert'];

/** What every area of the demo starts from. */
export interface DemoContext {
  /** The moment the demo is built for. Nothing in the demo happens after it. */
  now: Date;
  /**
   * First instant of the current UTC month. Ended business (receipts, reimbursements, payments,
   * invoices) stays before it; only charging sessions, telemetry and mileage readings go on past it,
   * up to `now`.
   */
  monthStart: Date;
  /** The current UTC month, whole; it has begun but not ended. */
  currentMonth: MonthRef;
  /** The twelve ended months before the current one, oldest first. */
  months: MonthRef[];
  windowStart: Date;
  passwordHash: string;
  /** A generator of its own for each area, so that one area's changes leave the others alone. */
  random(area: string): Random;
}

export interface DemoCompany {
  key: CompanyKey;
  id: string;
  name: string;
  country: Country;
  currency: Currency;
  language: CompanyLanguage;
  region: RegionKey;
  domain: string;
  subscription: SubscriptionType;
  features: CompanyFeature[];
  createdAt: Date;
  hq: { lat: number; lon: number };
  vatRateBp: number;
  receiptDueDay: number;
  /** The fleet manager who invites and notifies. */
  managerId: string;
  paymentPlusStart: Date | null;
  mileageFrequency: MileageQueryFrequency;
}

export interface DemoDriver {
  id: string;
  company: DemoCompany;
  firstName: string;
  lastName: string;
  email: string;
  joinedAt: Date;
  /** When the first cable was handed over; the license runs from here, sessions start after it. */
  cableAssignedAt: Date;
  licensePlan: LicenseStatus;
  home: { street: string; zip: string; city: string; lat: number; lon: number };
  iban: string | null;
  isPaymentPlus: boolean;
  kycValidated: boolean;
  plannedYearlyKm: number | null;
  carPlate: string;
  isDemoDriver: boolean;
}

/** All rows of the demo, by table, in an order that satisfies the foreign keys. */
export interface DemoRows {
  companies: Row<typeof schema.companies>[];
  users: Row<typeof schema.users>[];
  documents: Row<typeof schema.documents>[];
  cables: Row<typeof schema.cables>[];
  cableAssignments: Row<typeof schema.cableAssignments>[];
  invoiceNumberSequences: Row<typeof schema.invoiceNumberSequences>[];
  invoices: Row<typeof schema.invoices>[];
  invoiceLines: Row<typeof schema.invoiceLines>[];
  invoicePayments: Row<typeof schema.invoicePayments>[];
  licenses: Row<typeof schema.licenses>[];
  licenseRenewals: Row<typeof schema.licenseRenewals>[];
  tariffs: Row<typeof schema.tariffs>[];
  receipts: Row<typeof schema.receipts>[];
  chargingSessions: Row<typeof schema.chargingSessions>[];
  paymentTransactions: Row<typeof schema.paymentTransactions>[];
  reimbursements: Row<typeof schema.reimbursements>[];
  reimbursementItems: Row<typeof schema.reimbursementItems>[];
  paymentTransactionReimbursements: Row<typeof schema.paymentTransactionReimbursements>[];
  vehicles: Row<typeof schema.vehicles>[];
  vehicleTelemetry: Row<typeof schema.vehicleTelemetry>[];
  mileageReadings: Row<typeof schema.mileageReadings>[];
  invites: Row<typeof schema.invites>[];
  notifications: Row<typeof schema.notifications>[];
  modalSeen: Row<typeof schema.modalSeen>[];
  emailOutbox: Row<typeof schema.emailOutbox>[];
  providerConnections: Row<typeof schema.providerConnections>[];
}
