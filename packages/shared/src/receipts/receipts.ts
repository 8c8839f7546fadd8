import { z } from 'zod';
import { CURRENCIES, EXPORT_FORMATS, RECEIPT_STATUSES, REIMBURSEMENT_ITEM_STATUSES } from '../common/enums.ts';
import { zListQuery, zPaged, ZYearMonth } from '../common/paging.ts';
import { RECEIPT_BASE_FEE_REASONS } from './receipt-totals.ts';

// ---------------------------------------------------------------------------------------------
// GET /backend/receipts/search and /backend/receipts/export
// ---------------------------------------------------------------------------------------------

/** Fields the receipts list sorts on. */
export const RECEIPT_SORT_FIELDS = [
  'number',
  'companyName',
  'driverName',
  'period',
  'createdAt',
  'status',
  'expense',
  'energy',
] as const;
export type ReceiptSortField = (typeof RECEIPT_SORT_FIELDS)[number];

/**
 * The receipts list: paging and sort (newest first), the period (year and month; the whole year
 * when only the year is given; every period when neither), status, one driver, one company
 * (administrators; it never widens the caller's scope) and whether it was sent.
 */
export const ZReceiptSearch = zListQuery(RECEIPT_SORT_FIELDS, 'createdAt').extend({
  year: ZYearMonth.shape.year.optional(),
  month: ZYearMonth.shape.month.optional(),
  status: z.enum(RECEIPT_STATUSES).optional(),
  driverId: z.uuid().optional(),
  companyId: z.uuid().optional(),
  sent: z.enum(['true', 'false']).optional(),
});
export type ReceiptSearch = z.infer<typeof ZReceiptSearch>;
export type ReceiptSearchInput = z.input<typeof ZReceiptSearch>;

export const ZReceiptExport = ZReceiptSearch.extend({ export: z.enum(EXPORT_FORMATS) });
export type ReceiptExport = z.infer<typeof ZReceiptExport>;

/**
 * One receipt: a driver's month. expenseMinor is the sessions' expense plus the base fee share when
 * the company's rule reimburses it (receiptTotals; minor units of `currency`); energyWh the sessions'
 * energy. baseFee says the month's tariff base fee share, whether the total has it and why. A
 * correction names the receipt it corrects; a superseded receipt names the one that replaced it.
 */
export const ZReceipt = z.object({
  id: z.uuid(),
  number: z.number().int(),
  version: z.number().int(),
  companyId: z.uuid(),
  companyName: z.string(),
  driverId: z.uuid(),
  driverName: z.string(),
  periodYear: z.number().int(),
  periodMonth: z.number().int().min(1).max(12),
  createdAt: z.iso.datetime(),
  status: z.enum(RECEIPT_STATUSES),
  submittedAt: z.iso.datetime().nullable(),
  sent: z.boolean(),
  sentAt: z.iso.datetime().nullable(),
  sessionCount: z.number().int(),
  energyWh: z.number().int(),
  expenseMinor: z.number().int(),
  baseFeeMinor: z.number().int(),
  baseFee: z
    .object({
      monthlyMinor: z.number().int(),
      inTotal: z.boolean(),
      reason: z.enum(RECEIPT_BASE_FEE_REASONS),
      regeneratedMinor: z.number().int(),
    })
    .nullable(),
  currency: z.enum(CURRENCIES),
  paymentIban: z.string().nullable(),
  paymentAccountHolder: z.string().nullable(),
  /** Where Send mails the PDF: the driver's receipt recipient email, or the driver's own. */
  recipientEmail: z.string().nullable(),
  reimbursementStatus: z.enum(REIMBURSEMENT_ITEM_STATUSES).nullable(),
  corrects: z.object({ id: z.uuid(), number: z.number().int() }).nullable(),
  supersededBy: z.object({ id: z.uuid(), number: z.number().int() }).nullable(),
  supersededAt: z.iso.datetime().nullable(),
});
export type Receipt = z.infer<typeof ZReceipt>;

export const ZReceiptPage = zPaged(ZReceipt);
export type ReceiptPage = z.infer<typeof ZReceiptPage>;

// ---------------------------------------------------------------------------------------------
// Actions
// ---------------------------------------------------------------------------------------------

export const ZReceiptIdParams = z.object({ id: z.uuid() });

/** POST /backend/receipts: a driver and a period (an ended UTC month). */
export const ZCreateReceipt = z.object({
  driverId: z.uuid(),
  year: ZYearMonth.shape.year,
  month: ZYearMonth.shape.month,
});
export type CreateReceipt = z.infer<typeof ZCreateReceipt>;
export type CreateReceiptInput = z.input<typeof ZCreateReceipt>;

/** GET /backend/receipts/{id}/pdf: shown in the browser, or downloaded. */
export const ZReceiptPdfQuery = z.object({ download: z.enum(['true', 'false']).optional() });

/** POST /backend/receipts/{id}/send: who got it. */
export const ZReceiptSent = z.object({ receipt: ZReceipt, to: z.string() });
export type ReceiptSent = z.infer<typeof ZReceiptSent>;

// ---------------------------------------------------------------------------------------------
// GET /backend/receipts/month-close
// ---------------------------------------------------------------------------------------------

export const MONTH_CLOSE_FORMATS = ['csv', 'datev'] as const;
export type MonthCloseFormat = (typeof MONTH_CLOSE_FORMATS)[number];

/**
 * The payroll file of one company and month: y and m (year and month are taken too), the format,
 * and for administrators without a selected company the company.
 */
export const ZMonthCloseQuery = z
  .object({
    y: ZYearMonth.shape.year.optional(),
    m: ZYearMonth.shape.month.optional(),
    year: ZYearMonth.shape.year.optional(),
    month: ZYearMonth.shape.month.optional(),
    format: z.enum(MONTH_CLOSE_FORMATS).default('csv'),
    companyId: z.uuid().optional(),
  })
  .refine((q) => (q.y ?? q.year) !== undefined, { path: ['y'], message: 'Is required' })
  .refine((q) => (q.m ?? q.month) !== undefined, { path: ['m'], message: 'Is required' });
export type MonthCloseQuery = z.infer<typeof ZMonthCloseQuery>;
