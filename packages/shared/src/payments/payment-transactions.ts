import { z } from 'zod';
import {
  CURRENCIES,
  EXPORT_FORMATS,
  PAYMENT_METHODS,
  PAYMENT_SIDES,
  PAYMENT_SOURCES,
  PAYMENT_TRANSACTION_STATUSES,
  SORT_DIRECTIONS,
} from '../common/enums.ts';
import { YEAR_MAX, YEAR_MIN, zListQuery, zPaged } from '../common/paging.ts';

export const PAYMENT_TRANSACTION_SORT_FIELDS = ['bookedAt', 'amount', 'status', 'source', 'method', 'counterparty'] as const;
export type PaymentTransactionSortField = (typeof PAYMENT_TRANSACTION_SORT_FIELDS)[number];

/**
 * GET /backend/payment-transactions/search: the month of the booking date (y, m; the whole year
 * without a month), source, method, status, direction and a text in counterparty, note or comment.
 */
export const ZPaymentTransactionSearch = zListQuery(PAYMENT_TRANSACTION_SORT_FIELDS, 'bookedAt').extend({
  sortDir: z.enum(SORT_DIRECTIONS).default('DESC'),
  year: z.coerce.number().int().min(YEAR_MIN).max(YEAR_MAX).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
  source: z.enum(PAYMENT_SOURCES).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  status: z.enum(PAYMENT_TRANSACTION_STATUSES).optional(),
  side: z.enum(PAYMENT_SIDES).optional(),
  q: z.string().trim().max(200).optional(),
  companyId: z.uuid().optional(),
  reimbursementId: z.uuid().optional(),
  /** Only transactions attached to no reimbursement ('false') or to one ('true'). */
  linked: z.enum(['true', 'false']).optional(),
  export: z.enum(EXPORT_FORMATS).optional(),
});
export type PaymentTransactionSearch = z.infer<typeof ZPaymentTransactionSearch>;
export type PaymentTransactionSearchInput = z.input<typeof ZPaymentTransactionSearch>;

export const ZLinkedReimbursement = z.object({ id: z.uuid(), number: z.number().int() });

/** A payment transaction (spec section 3). amountMinor is positive; side says which way the money went. */
export const ZPaymentTransaction = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  userId: z.uuid().nullable(),
  userName: z.string().nullable(),
  source: z.enum(PAYMENT_SOURCES),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_TRANSACTION_STATUSES),
  side: z.enum(PAYMENT_SIDES),
  amountMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
  bookedAt: z.iso.datetime(),
  note: z.string().nullable(),
  comment: z.string().nullable(),
  counterpartyName: z.string().nullable(),
  counterpartyIban: z.string().nullable(),
  externalId: z.string().nullable(),
  reimbursements: z.array(ZLinkedReimbursement),
});
export type PaymentTransaction = z.infer<typeof ZPaymentTransaction>;
export const ZPaymentTransactionPage = zPaged(ZPaymentTransaction);
export type PaymentTransactionPage = z.infer<typeof ZPaymentTransactionPage>;

/** POST /backend/payment-transactions/sync: one company (or the selected one), else every connected company. */
export const ZPaymentTransactionSync = z.object({ companyId: z.uuid().optional() });
export type PaymentTransactionSync = z.infer<typeof ZPaymentTransactionSync>;

export const ZPaymentTransactionSyncResult = z.object({
  companies: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** Companies whose bank could not be read, by name. */
  failed: z.array(z.string()),
});
export type PaymentTransactionSyncResult = z.infer<typeof ZPaymentTransactionSyncResult>;
