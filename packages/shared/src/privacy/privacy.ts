import { z } from 'zod';
import type { Language } from '../i18n/languages.ts';

/**
 * The kinds of personal data with a retention setting (docs/privacy.md), in days. Each has a lawful
 * default and the range a company may choose; the reason of each default is in docs/privacy.md and
 * in the settings page's words.
 */
export const RETENTION_KINDS = [
  'locationDays',
  'telemetryDays',
  'mileageDays',
  'sessionDays',
  'auditDays',
  'outboxDays',
  'inviteDays',
  'tariffDocumentDays',
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

export const PRIVACY_DEFAULTS: Record<RetentionKind, number> = {
  // Home charging needs only "was the car at home", not where it was.
  locationDays: 0,
  // The current year's mileage forecast needs the year's history, and a month to settle.
  telemetryDays: 400,
  // Three years: the regular limitation period for claims between employer and employee (§ 195 BGB).
  mileageDays: 1095,
  sessionDays: 1095,
  // The change log of bookkeeping records is kept as long as the records (GoBD).
  auditDays: 3650,
  // Long enough to answer "did the mail go out?" for a month's receipts.
  outboxDays: 180,
  inviteDays: 90,
  // After the tariff ended: a claim about a reimbursed price is raised within three years (§ 195 BGB);
  // the price itself is on every session and receipt.
  tariffDocumentDays: 1095,
};

/** The range a company may choose per kind: [min, max] days. */
export const PRIVACY_LIMITS: Record<RetentionKind, readonly [number, number]> = {
  locationDays: [0, 90],
  telemetryDays: [30, 3650],
  mileageDays: [30, 3650],
  sessionDays: [30, 3650],
  auditDays: [365, 3650],
  outboxDays: [7, 3650],
  inviteDays: [7, 3650],
  tariffDocumentDays: [365, 3650],
};

/** Receipts and invoices (with the sessions, payouts and files they consist of): ten years (§ 147 AO, § 257 HGB). */
export const LOCKED_RETENTION_YEARS = 10;

/** A driver's car is at the home charging place within this distance of it. */
export const HOME_RADIUS_METERS = 150;

const days = (kind: RetentionKind) => z.number().int().min(PRIVACY_LIMITS[kind][0]).max(PRIVACY_LIMITS[kind][1]);

export const ZPrivacySettings = z.object({
  locationDays: days('locationDays'),
  telemetryDays: days('telemetryDays'),
  mileageDays: days('mileageDays'),
  sessionDays: days('sessionDays'),
  auditDays: days('auditDays'),
  outboxDays: days('outboxDays'),
  inviteDays: days('inviteDays'),
  tariffDocumentDays: days('tariffDocumentDays'),
});
export type PrivacySettings = z.infer<typeof ZPrivacySettings>;

/** GET /backend/privacy/settings: the selected company's settings, and its last retention run. */
export const ZPrivacySettingsView = ZPrivacySettings.extend({
  companyId: z.uuid(),
  lockedYears: z.number().int(),
  updatedAt: z.iso.datetime().nullable(),
  lastRun: z
    .object({ ranAt: z.iso.datetime(), total: z.number().int(), removed: z.record(z.string(), z.number().int()) })
    .nullable(),
});
export type PrivacySettingsView = z.infer<typeof ZPrivacySettingsView>;

export const ZPersonParams = z.object({ id: z.uuid() });

/** PUT /backend/privacy/people/{id}/home-place: the driver's home charging place, or null to forget it. */
export const ZHomePlace = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type HomePlace = z.infer<typeof ZHomePlace>;
export const ZHomePlaceBody = z.object({ homePlace: ZHomePlace.nullable() });

/** GET /backend/privacy/people: the people of the selected company a request can be about. */
export const ZPersonSearch = z.object({ search: z.string().trim().max(100).optional() });
export const ZPerson = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  companyId: z.uuid().nullable(),
  erased: z.boolean(),
});
export type Person = z.infer<typeof ZPerson>;
export const ZPersonList = z.object({ results: z.array(ZPerson) });

/**
 * GET /backend/privacy/people/{id}/export: everything the product keeps about one person (Art. 15
 * and 20 GDPR), one list of rows per table, file contents as base64.
 */
export const ZPersonExport = z.object({
  format: z.literal('fleetwatt-person-export/1'),
  generatedAt: z.iso.datetime(),
  person: z.object({ id: z.uuid(), email: z.string(), name: z.string() }),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type PersonExport = z.infer<typeof ZPersonExport>;

/** POST /backend/privacy/people/{id}/erasure: the person's name, typed again, confirms the request. */
export const ZErasureBody = z.object({ confirmEmail: z.string().trim().min(1).max(254) });
export const ZErasureResult = z.object({
  personId: z.uuid(),
  erasedAt: z.iso.datetime(),
  /** Rows removed per table. */
  removed: z.record(z.string(), z.number().int()),
  /** Rows kept (the law requires them) but detached from the name, per table. */
  anonymised: z.record(z.string(), z.number().int()),
});
export type ErasureResult = z.infer<typeof ZErasureResult>;

export interface Position {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_METERS = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance between two positions, in metres (haversine). */
export function distanceMeters(a: Position, b: Position): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a reported position is at the home charging place; null when either is unknown. */
export function isAtHome(home: Position | null, position: Position | null): boolean | null {
  if (!home || !position) return null;
  return distanceMeters(home, position) <= HOME_RADIUS_METERS;
}

const MESSAGES = {
  en: {
    confirmEmail: "Email: Type the person's email exactly to confirm the erasure",
    notYourself: 'You cannot erase your own account here.',
  },
  de: {
    confirmEmail: 'E-Mail: Geben Sie zur Bestätigung die E-Mail-Adresse der Person genau ein',
    notYourself: 'Ihr eigenes Konto können Sie hier nicht löschen.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export function privacyMessage(key: keyof (typeof MESSAGES)['en'], lang: Language = 'en'): string {
  return MESSAGES[lang][key];
}
