import { z } from 'zod';
import {
  CURRENCIES,
  EXPORT_FORMATS,
  INVOICE_STATUSES,
  LICENSE_STATUSES,
  LICENSE_TYPES,
  RENEWAL_STATUSES,
  type Currency,
  type LicenseType,
} from '../common/enums.ts';
import { zListQuery, zPaged } from '../common/paging.ts';

const isoDay = z.iso.date();

/** The yearly list price of a license in minor units, by currency; an administrator may agree another. */
export const LICENSE_LIST_PRICES: Record<Currency, Record<LicenseType, number>> = {
  EUR: { HOME_CHARGING: 11_900, CONNECT: 5_900 },
  CHF: { HOME_CHARGING: 12_900, CONNECT: 6_500 },
  USD: { HOME_CHARGING: 13_900, CONNECT: 6_900 },
};

export const LICENSE_SORT_FIELDS = ['expirationDate', 'startDate', 'status', 'type'] as const;
export type LicenseSortField = (typeof LICENSE_SORT_FIELDS)[number];

/** GET /backend/licenses/search: paging, sort (expiration ascending) and the list's filters. */
export const ZLicenseSearch = zListQuery(LICENSE_SORT_FIELDS, 'expirationDate').extend({
  sortDir: z.enum(['ASC', 'DESC']).default('ASC'),
  status: z.enum(LICENSE_STATUSES).optional(),
  type: z.enum(LICENSE_TYPES).optional(),
  /** The status of the license's latest renewal. */
  renewalStatus: z.enum(RENEWAL_STATUSES).optional(),
  /** One company's licenses; it never widens the caller's scope. */
  companyId: z.uuid().optional(),
  driverId: z.uuid().optional(),
  /** Part of the driver's name, the cable's hardware ID or the license key. */
  q: z.string().trim().max(100).optional(),
});
export type LicenseSearch = z.infer<typeof ZLicenseSearch>;

export const ZLicenseExport = ZLicenseSearch.extend({ export: z.enum(EXPORT_FORMATS) });
export type LicenseExport = z.infer<typeof ZLicenseExport>;

/** A license as the list shows it (spec section 3, License/subscription). */
export const ZLicense = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  cable: z.object({ id: z.uuid(), hardwareId: z.string() }).nullable(),
  userId: z.uuid().nullable(),
  userName: z.string().nullable(),
  type: z.enum(LICENSE_TYPES),
  status: z.enum(LICENSE_STATUSES),
  licenseKey: z.string(),
  startDate: isoDay,
  expirationDate: isoDay,
  priceMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
  cancelledAt: z.iso.datetime().nullable(),
  /** The latest renewal (by period), its status and its invoice's status. */
  renewalId: z.uuid().nullable(),
  renewalStatus: z.enum(RENEWAL_STATUSES).nullable(),
  invoiceStatus: z.enum(INVOICE_STATUSES).nullable(),
});
export type License = z.infer<typeof ZLicense>;

export const ZLicensePage = zPaged(ZLicense);
export type LicensePage = z.infer<typeof ZLicensePage>;

export const ZLicenseIdParams = z.object({ id: z.uuid() });
export const ZLicenseRenewalParams = z.object({ id: z.uuid(), renewalId: z.uuid() });

/**
 * POST /backend/licenses (assign license): a new license for a driver of the scope and, for home
 * charging, the driver's cable. Start defaults to today, expiration to a year later, the price to
 * the list price of the company's currency.
 */
export const ZAssignLicense = z.object({
  userId: z.uuid(),
  cableId: z.uuid().nullish(),
  type: z.enum(LICENSE_TYPES).default('HOME_CHARGING'),
  startDate: isoDay.optional(),
  expirationDate: isoDay.optional(),
  priceMinor: z.number().int().min(0).max(100_000_000).optional(),
});
export type AssignLicense = z.infer<typeof ZAssignLicense>;
export type AssignLicenseInput = z.input<typeof ZAssignLicense>;

/** PUT /backend/licenses/{id} (subscription edit): dates, yearly price, cable and driver. */
export const ZUpdateLicense = z.object({
  startDate: isoDay,
  expirationDate: isoDay,
  priceMinor: z.number().int().min(0).max(100_000_000),
  cableId: z.uuid().nullable(),
  userId: z.uuid().nullable(),
});
export type UpdateLicense = z.infer<typeof ZUpdateLicense>;

/** One renewal of a license for the next period. */
export const ZLicenseRenewal = z.object({
  id: z.uuid(),
  licenseId: z.uuid(),
  status: z.enum(RENEWAL_STATUSES),
  periodStart: isoDay,
  periodEnd: isoDay,
  priceMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
  invoiceId: z.uuid().nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceStatus: z.enum(INVOICE_STATUSES).nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type LicenseRenewal = z.infer<typeof ZLicenseRenewal>;
export const ZLicenseRenewalList = z.array(ZLicenseRenewal);

/** PUT /backend/licenses/{id}/renewals/{renewalId}/status */
export const ZRenewalStatusInput = z.object({ status: z.enum(RENEWAL_STATUSES) });
export type RenewalStatusInput = z.infer<typeof ZRenewalStatusInput>;

/** POST /backend/licenses/{id}/renewals/{renewalId}/invoice */
export const ZAttachRenewalInvoice = z.object({ invoiceId: z.uuid() });
export type AttachRenewalInvoice = z.infer<typeof ZAttachRenewalInvoice>;

/** An invoice of the license's company that can be attached to a renewal. */
export const ZRenewalInvoiceOption = z.object({
  id: z.uuid(),
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  invoiceDate: isoDay,
  totalGrossMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
});
export type RenewalInvoiceOption = z.infer<typeof ZRenewalInvoiceOption>;
export const ZRenewalInvoiceOptionList = z.array(ZRenewalInvoiceOption);
