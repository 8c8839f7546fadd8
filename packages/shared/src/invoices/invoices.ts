import { z } from 'zod';
import {
  COMPANY_LANGUAGES,
  COUNTRIES,
  CURRENCIES,
  EXPORT_FORMATS,
  INVOICE_KINDS,
  INVOICE_PAYMENT_STATUSES,
  INVOICE_STATUSES,
} from '../common/enums.ts';
import { YEAR_MAX, YEAR_MIN, zListQuery, zPaged } from '../common/paging.ts';
import { ZBillingData } from '../companies/company.ts';
import { VAT_CATEGORIES } from './invoice-vat.ts';

/*
 * Invoices from the product to companies: the list, one invoice with its lines and payments, and
 * the bodies that change them. Amounts in integer minor units of the invoice's currency; tax rates
 * in basis points (1900 = 19 %); dates as YYYY-MM-DD, instants as ISO date-times (UTC).
 */

export const INVOICE_LINE_MAX = 100;
export const INVOICE_QUANTITY_MAX = 100_000;
/** 10,000,000.00 in the currency: far above any line the product sells. */
export const INVOICE_UNIT_PRICE_MAX = 1_000_000_000;

export const INVOICE_SORT_FIELDS = ['invoiceDate', 'number', 'status', 'companyName', 'totalGross', 'paid', 'sentAt'] as const;
export type InvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number];

/** GET /backend/invoices/search: filters status, company and month (year, month of the invoice date). */
export const ZInvoiceSearch = zListQuery(INVOICE_SORT_FIELDS, 'invoiceDate').extend({
  status: z.enum(INVOICE_STATUSES).optional(),
  kind: z.enum(INVOICE_KINDS).optional(),
  companyId: z.uuid().optional(),
  year: z.coerce.number().int().min(YEAR_MIN).max(YEAR_MAX).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
  export: z.enum(EXPORT_FORMATS).optional(),
});
export type InvoiceSearch = z.infer<typeof ZInvoiceSearch>;
export type InvoiceSearchInput = z.input<typeof ZInvoiceSearch>;

export const ZInvoiceListItem = z.object({
  id: z.uuid(),
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  kind: z.enum(INVOICE_KINDS),
  companyId: z.uuid(),
  companyName: z.string(),
  invoiceDate: z.iso.date(),
  deliveryFrom: z.iso.date().nullable(),
  deliveryTo: z.iso.date().nullable(),
  currency: z.enum(CURRENCIES),
  totalNetMinor: z.number().int(),
  taxRateBp: z.number().int(),
  vatCategory: z.enum(VAT_CATEGORIES),
  taxMinor: z.number().int(),
  totalGrossMinor: z.number().int(),
  paidMinor: z.number().int(),
  sentAt: z.iso.datetime().nullable(),
  syncedAt: z.iso.datetime().nullable(),
});
export type InvoiceListItem = z.infer<typeof ZInvoiceListItem>;

export const ZInvoicePage = zPaged(ZInvoiceListItem);
export type InvoicePage = z.infer<typeof ZInvoicePage>;

export const ZInvoiceLine = z.object({
  id: z.uuid(),
  position: z.number().int(),
  product: z.string(),
  text: z.string().nullable(),
  quantity: z.number().int(),
  unitPriceMinor: z.number().int(),
  netMinor: z.number().int(),
});
export type InvoiceLine = z.infer<typeof ZInvoiceLine>;

export const ZInvoicePayment = z.object({
  id: z.uuid(),
  status: z.enum(INVOICE_PAYMENT_STATUSES),
  amountMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
  paidAt: z.iso.datetime(),
  method: z.string().nullable(),
  /** The payment's id at the billing provider (Stripe's charge or refund); null for one recorded by hand. */
  externalId: z.string().nullable(),
  /** The failed payment this one retried, or the payment this refund pays back. */
  relatedPaymentId: z.uuid().nullable(),
  /** What may still be done with it. */
  canRetry: z.boolean(),
  refundableMinor: z.number().int(),
});
export type InvoicePayment = z.infer<typeof ZInvoicePayment>;

/** GET /backend/invoices/{id}: every field of the invoice with its lines and payments. */
export const ZInvoice = ZInvoiceListItem.extend({
  companyCountry: z.enum(COUNTRIES),
  language: z.enum(COMPANY_LANGUAGES),
  dueDate: z.iso.date(),
  billingContactName: z.string().nullable(),
  billingContactEmail: z.string().nullable(),
  billingStreet: z.string().nullable(),
  billingZip: z.string().nullable(),
  billingCity: z.string().nullable(),
  vatNumber: z.string().nullable(),
  reverseCharge: z.boolean(),
  externalId: z.string().nullable(),
  approvedAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  /** The license renewal this invoice bills, if any. */
  renewalId: z.uuid().nullable(),
  openMinor: z.number().int(),
  lines: z.array(ZInvoiceLine),
  payments: z.array(ZInvoicePayment),
});
export type Invoice = z.infer<typeof ZInvoice>;

/** Optional text in a body: trimmed, at most `max` characters, empty or null meaning none. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => v || null);

export const ZInvoiceLineInput = z.object({
  product: z.string().trim().min(1).max(200),
  text: optionalText(500).optional(),
  quantity: z.number().int().min(1).max(INVOICE_QUANTITY_MAX),
  unitPriceMinor: z.number().int().min(0).max(INVOICE_UNIT_PRICE_MAX),
});
export type InvoiceLineInput = z.infer<typeof ZInvoiceLineInput>;

/** The fields of a draft the invoice form edits (PUT /backend/invoices/{id}). */
const draftShape = {
  invoiceDate: z.iso.date(),
  deliveryFrom: z.iso.date(),
  deliveryTo: z.iso.date(),
  billingContactName: optionalText(200).optional(),
  billingContactEmail: z
    .string()
    .trim()
    .max(254)
    .nullable()
    .transform((v) => v || null)
    .pipe(z.email().nullable())
    .optional(),
  billingStreet: optionalText(200).optional(),
  billingZip: optionalText(20).optional(),
  billingCity: optionalText(100).optional(),
  vatNumber: optionalText(30).optional(),
  lines: z.array(ZInvoiceLineInput).min(1).max(INVOICE_LINE_MAX),
};

const deliveryInOrder = (v: { deliveryFrom: string; deliveryTo: string }) => v.deliveryFrom <= v.deliveryTo;
const DELIVERY_ORDER = { path: ['deliveryTo'], message: 'Value is too small' };

export const ZUpdateInvoiceDraft = z.object(draftShape).refine(deliveryInOrder, DELIVERY_ORDER);
export type UpdateInvoiceDraft = z.infer<typeof ZUpdateInvoiceDraft>;
export type UpdateInvoiceDraftInput = z.input<typeof ZUpdateInvoiceDraft>;

/** POST /backend/invoices: a new DRAFT; billing fields left out are copied from the company's billing data. */
export const ZCreateInvoice = z.object({ companyId: z.uuid(), ...draftShape }).refine(deliveryInOrder, DELIVERY_ORDER);
export type CreateInvoice = z.infer<typeof ZCreateInvoice>;
export type CreateInvoiceInput = z.input<typeof ZCreateInvoice>;

/** POST /backend/invoices/{id}/payments: money received for the invoice, recorded by hand. */
export const ZRecordInvoicePayment = z.object({
  amountMinor: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  paidAt: z.iso.datetime({ offset: true }).optional(),
  method: optionalText(50).optional(),
});
export type RecordInvoicePayment = z.infer<typeof ZRecordInvoicePayment>;
export type RecordInvoicePaymentInput = z.input<typeof ZRecordInvoicePayment>;

/** POST /backend/invoices/{id}/payments/{paymentId}/refund: all that is left of the payment unless an amount is given. */
export const ZRefundInvoicePayment = z.object({
  amountMinor: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type RefundInvoicePayment = z.infer<typeof ZRefundInvoicePayment>;

/** GET /backend/invoices/defaults?companyId=: what a new invoice for the company starts from. */
export const ZInvoiceDefaultsQuery = z.object({ companyId: z.uuid() });
export const ZInvoiceDefaults = z.object({
  companyId: z.uuid(),
  companyName: z.string(),
  country: z.enum(COUNTRIES),
  currency: z.enum(CURRENCIES),
  language: z.enum(COMPANY_LANGUAGES),
  /** The company's own VAT rate, when it differs from its country's. */
  companyVatRateBp: z.number().int().nullable(),
  billing: ZBillingData,
});
export type InvoiceDefaults = z.infer<typeof ZInvoiceDefaults>;

/** POST /backend/invoices/{id}/sync: what the billing provider holds. */
export const ZInvoiceSyncResult = z.object({
  invoice: ZInvoice,
  /** Payments newly recorded from the billing provider by this sync. */
  newPayments: z.number().int(),
});
export type InvoiceSyncResult = z.infer<typeof ZInvoiceSyncResult>;
