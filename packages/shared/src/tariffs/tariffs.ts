import { z } from 'zod';
import { CURRENCIES, TARIFF_REJECTION_REASONS, TARIFF_STATUSES, type TariffStatus } from '../common/enums.ts';
import { zListQuery, zPaged, ZYearMonth } from '../common/paging.ts';
import type { Language } from '../i18n/validation-messages.ts';
import { COMPANY_PRICE_RULES } from '../pricing/pricing.ts';
import { ZDocument } from './documents.ts';
import { tariffMessage } from './tariff-messages.ts';

/*
 * Drivers' energy tariffs. Prices per kWh are integers of ten-thousandths of the currency unit
 * (0.3250 EUR = 3250); the monthly base fee share is in minor units (cents). A tariff covers the
 * UTC days startDate to endDate, both inclusive (open-ended while endDate is null).
 */

const isoDay = z.iso.date();
/** Up to 100 currency units per kWh. */
export const TARIFF_PRICE_MAX = 1_000_000;
const price = z.number().int().min(0).max(TARIFF_PRICE_MAX);
const baseFee = z.number().int().min(0).max(1_000_000);
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v : null));

// ---------------------------------------------------------------------------------------------
// The tariff as lists and detail show it (spec section 3, Tariff)
// ---------------------------------------------------------------------------------------------

export const ZTariff = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  userId: z.uuid(),
  driverName: z.string(),
  number: z.number().int(),
  startDate: isoDay,
  endDate: isoDay.nullable(),
  pricePerKwh: z.number().int(),
  currency: z.enum(CURRENCIES),
  baseFeeMonthlyMinor: z.number().int().nullable(),
  /** The company's price rule for the driver's country: whether the base fee share is reimbursed (tariffBaseFeeText). */
  priceRule: z.enum(COMPANY_PRICE_RULES),
  eco: z.boolean(),
  dynamic: z.boolean(),
  priceSeriesId: z.uuid().nullable(),
  priceSeriesName: z.string().nullable(),
  providerName: z.string().nullable(),
  document: ZDocument.nullable(),
  status: z.enum(TARIFF_STATUSES),
  rejectionReason: z.enum(TARIFF_REJECTION_REASONS).nullable(),
  reviewTopic: z.string().nullable(),
  reviewDescription: z.string().nullable(),
  reviewedAt: z.iso.datetime().nullable(),
  nextVerificationDate: isoDay.nullable(),
  /** Charging sessions priced with this tariff. */
  sessionCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Tariff = z.infer<typeof ZTariff>;

export const ZTariffPage = zPaged(ZTariff);
export type TariffPage = z.infer<typeof ZTariffPage>;
export const ZTariffList = z.array(ZTariff);

export const ZTariffIdParams = z.object({ id: z.uuid() });

// ---------------------------------------------------------------------------------------------
// GET /backend/tariffs/search
// ---------------------------------------------------------------------------------------------

export const TARIFF_SORT_FIELDS = ['createdAt', 'startDate', 'number', 'driverName', 'companyName', 'status', 'pricePerKwh'] as const;
export type TariffSortField = (typeof TARIFF_SORT_FIELDS)[number];

/**
 * The tariffs list: paging and sort (newest first), status, driver, company (never wider than the
 * caller's scope) and the period: with year and month the tariffs whose period overlaps that UTC
 * month, with the year alone that year, without both every tariff.
 */
export const ZTariffSearch = zListQuery(TARIFF_SORT_FIELDS, 'createdAt').extend({
  status: z.enum(TARIFF_STATUSES).optional(),
  driverId: z.uuid().optional(),
  companyId: z.uuid().optional(),
  year: ZYearMonth.shape.year.optional(),
  month: ZYearMonth.shape.month.optional(),
});
export type TariffSearch = z.infer<typeof ZTariffSearch>;
export type TariffSearchInput = z.input<typeof ZTariffSearch>;

// ---------------------------------------------------------------------------------------------
// POST /backend/tariffs, PUT /backend/tariffs/{id}, POST /backend/me/tariffs
// ---------------------------------------------------------------------------------------------

const tariffFields = {
  /** A document uploaded first to POST /backend/documents for the same driver. */
  documentId: z.uuid(),
  startDate: isoDay,
  endDate: isoDay.nullish(),
  pricePerKwh: price,
  baseFeeMonthlyMinor: baseFee.nullish(),
  eco: z.boolean().optional(),
  dynamic: z.boolean().optional(),
  /** The hourly price series a dynamic tariff follows. */
  priceSeriesId: z.uuid().nullish(),
  providerName: text(200),
};

/** A tariff for a driver of the caller's scope; it starts PENDING. */
export const ZCreateTariff = z.object({ userId: z.uuid(), ...tariffFields });
export type CreateTariff = z.infer<typeof ZCreateTariff>;

/** An edit: absent fields keep their value; null clears an optional one. */
export const ZUpdateTariff = z.object(tariffFields).partial();
export type UpdateTariff = z.infer<typeof ZUpdateTariff>;

/** The driver's own upload from the app. */
export const ZDriverTariffUpload = z.object(tariffFields).omit({ priceSeriesId: true });
export type DriverTariffUpload = z.infer<typeof ZDriverTariffUpload>;

// ---------------------------------------------------------------------------------------------
// Review: status, validate, reject, transfer
// ---------------------------------------------------------------------------------------------

const filled = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => v.length > 0, { message, abort: true })
    .pipe(z.string().max(200));

/** PUT /backend/tariffs/{id}/status: the review topic is required (spec section 5). */
export function zTariffStatusBody(lang: Language = 'en') {
  return z
    .object({
      status: z.enum(TARIFF_STATUSES),
      reviewTopic: filled(tariffMessage('reviewTopicRequired', lang)),
      description: text(2000),
      /** Needed when the status becomes INVALID. */
      rejectionReason: z.enum(TARIFF_REJECTION_REASONS).nullish(),
    })
    .superRefine((body, ctx) => {
      if (body.status === 'INVALID' && !body.rejectionReason) {
        ctx.addIssue({ code: 'custom', path: ['rejectionReason'], message: tariffMessage('reasonRequired', lang) });
      }
    });
}
export const ZTariffStatusBody = zTariffStatusBody('en');
export type TariffStatusBody = z.infer<typeof ZTariffStatusBody>;

/**
 * POST /backend/tariffs/{id}/validate. `closePrevious` ends the driver's earlier open-ended valid
 * tariff the day before this one starts, instead of refusing the overlap.
 */
export const ZTariffValidateBody = z
  .object({
    reviewTopic: text(200),
    description: text(2000),
    closePrevious: z.boolean().optional(),
  })
  .prefault({});
export type TariffValidateBody = z.infer<typeof ZTariffValidateBody>;

/** POST /backend/tariffs/{id}/reject: a reason from the list is required. */
export function zTariffRejectBody(lang: Language = 'en') {
  const message = tariffMessage('reasonRequired', lang);
  return z.object({
    reason: z.enum(TARIFF_REJECTION_REASONS, { error: message }),
    reviewTopic: text(200),
    description: text(2000),
  });
}
export const ZTariffRejectBody = zTariffRejectBody('en');
export type TariffRejectBody = z.infer<typeof ZTariffRejectBody>;

/** POST /backend/tariffs/{id}/transfer: move the sessions to another tariff of the same driver. */
export function zTariffTransferBody(lang: Language = 'en') {
  return z.object({
    targetTariffId: z.uuid({ error: tariffMessage('targetRequired', lang) }),
    deleteSource: z.boolean().default(false),
  });
}
export const ZTariffTransferBody = zTariffTransferBody('en');
export type TariffTransferBody = z.infer<typeof ZTariffTransferBody>;

export const ZTariffTransferResult = z.object({
  moved: z.number().int(),
  sourceDeleted: z.boolean(),
  target: ZTariff,
});
export type TariffTransferResult = z.infer<typeof ZTariffTransferResult>;

// ---------------------------------------------------------------------------------------------
// The state machine (docs/decisions/0015-tariffs.md), one place for server and web
// ---------------------------------------------------------------------------------------------

/** Which status changes are allowed; everything else answers 409. */
export const TARIFF_TRANSITIONS: Record<TariffStatus, readonly TariffStatus[]> = {
  PENDING: ['VALID', 'INVALID'],
  VALID: ['PENDING', 'INVALID'],
  INVALID: ['PENDING'],
};

export function canMoveTariff(from: TariffStatus, to: TariffStatus): boolean {
  return TARIFF_TRANSITIONS[from].includes(to);
}

// ---------------------------------------------------------------------------------------------
// Prices as people type them
// ---------------------------------------------------------------------------------------------

/** "0.3250" or "0,325" -> 3250; null when it is not a price with up to 4 decimals. */
export function parseTariffPrice(input: string): number | null {
  const match = /^\s*(\d{1,3})(?:[.,](\d{1,4}))?\s*$/.exec(input);
  if (!match) return null;
  return Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
}

/** 3250 -> "0.3250". */
export function tariffPriceText(tenThousandths: number): string {
  return (tenThousandths / 10_000).toFixed(4);
}

/** "12.50" -> 1250 minor units; null when it is not an amount with up to 2 decimals. */
export function parseMinorAmount(input: string): number | null {
  const match = /^\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*$/.exec(input);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The edit/create tariff form in the browser: prices as typed text, checked with the messages of
 * the server, and turned into the API's integers.
 */
export function zTariffForm(lang: Language = 'en') {
  const m = (key: Parameters<typeof tariffMessage>[0]) => tariffMessage(key, lang);
  return z
    .object({
      userId: z.string().refine((v) => v.length > 0, { message: m('driverRequired') }),
      documentId: z.string().refine((v) => v.length > 0, { message: m('documentRequired') }),
      startDate: z.string().refine((v) => v.length > 0, { message: m('startRequired') }),
      endDate: z.string(),
      price: z.string().refine((v) => parseTariffPrice(v) !== null, { message: m('priceFormat') }),
      baseFee: z.string().refine((v) => v.trim() === '' || parseMinorAmount(v) !== null, { message: m('priceFormat') }),
      eco: z.boolean(),
      dynamic: z.boolean(),
      priceSeriesId: z.string(),
      providerName: z.string().max(200),
    })
    .superRefine((v, ctx) => {
      if (v.endDate && v.startDate && v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: m('periodOrder') });
      if (v.priceSeriesId && !v.dynamic) ctx.addIssue({ code: 'custom', path: ['priceSeriesId'], message: m('seriesNeedsDynamic') });
    })
    .transform((v) => ({
      userId: v.userId,
      documentId: v.documentId,
      startDate: v.startDate,
      endDate: v.endDate || null,
      pricePerKwh: parseTariffPrice(v.price)!,
      baseFeeMonthlyMinor: v.baseFee.trim() ? parseMinorAmount(v.baseFee)! : null,
      eco: v.eco,
      dynamic: v.dynamic,
      priceSeriesId: v.dynamic && v.priceSeriesId ? v.priceSeriesId : null,
      providerName: v.providerName.trim() || null,
    }));
}
export type TariffFormValues = z.input<ReturnType<typeof zTariffForm>>;
