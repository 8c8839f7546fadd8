import { z } from 'zod';
import { zListQuery, zPaged } from '../common/paging.ts';
import { METER_SIGNATURE_FAILURES } from '../charging-sessions/meter-signature.ts';

// ---------------------------------------------------------------------------------------------
// Routes (decision 0044)
// ---------------------------------------------------------------------------------------------

/**
 * The wallbox routes under /backend, for fleet managers (their company and, on PRO, its child
 * companies) and administrators (all). A wallbox of another company answers 404.
 *
 * - GET    /backend/wallboxes                list (ZWallboxSearch -> ZWallboxPage)
 * - POST   /backend/wallboxes                register (ZRegisterWallbox -> 201 ZWallboxCreated: the password once)
 * - GET    /backend/wallboxes/:id            detail (ZWallboxDetail)
 * - PATCH  /backend/wallboxes/:id            change driver, meter key, RFID tag (ZUpdateWallbox -> ZWallboxDetail)
 * - DELETE /backend/wallboxes/:id            remove (204; its sessions stay)
 * - POST   /backend/wallboxes/:id/password   a new password, shown once (ZWallboxCreated)
 * - POST   /backend/wallboxes/:id/commands   a command to the connected wallbox (ZWallboxCommand -> ZWallboxCommandResult)
 *
 * The wallbox itself connects to WebSocket `/ocpp/<identity>` (ZWallboxConnection).
 */
export const WALLBOXES_PATH = '/backend/wallboxes';
export const wallboxPath = (id: string) => `${WALLBOXES_PATH}/${id}`;
export const wallboxPasswordPath = (id: string) => `${WALLBOXES_PATH}/${id}/password`;
export const wallboxCommandsPath = (id: string) => `${WALLBOXES_PATH}/${id}/commands`;
/** Where a wallbox connects, below the product's public URL. */
export const OCPP_PATH_PREFIX = '/ocpp/';

// ---------------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------------

/** The OCPP versions the endpoint speaks, as WebSocket subprotocols, preferred first. */
export const OCPP_VERSIONS = ['ocpp1.6', 'ocpp2.0.1'] as const;
export type OcppVersion = (typeof OCPP_VERSIONS)[number];

/** Security profile 1: HTTP Basic over ws/wss; profile 2: the same over TLS (wss) only. */
export const OCPP_SECURITY_PROFILES = [1, 2] as const;
export type OcppSecurityProfile = (typeof OCPP_SECURITY_PROFILES)[number];

export const WALLBOX_CONNECTION_STATES = ['ONLINE', 'OFFLINE'] as const;
export type WallboxConnectionState = (typeof WALLBOX_CONNECTION_STATES)[number];

/**
 * The connector's state as the wallbox last reported it (OCPP 1.6 ChargePointStatus, and 2.0.1's
 * ConnectorStatus OCCUPIED), in capitals with underscores.
 */
export const WALLBOX_CONNECTOR_STATUSES = [
  'AVAILABLE',
  'PREPARING',
  'CHARGING',
  'SUSPENDED_EVSE',
  'SUSPENDED_EV',
  'FINISHING',
  'RESERVED',
  'UNAVAILABLE',
  'FAULTED',
  'OCCUPIED',
] as const;
export type WallboxConnectorStatus = (typeof WALLBOX_CONNECTOR_STATUSES)[number];

/**
 * What the check of a transaction's signed meter values found: VERIFIED (signature and readings
 * match), FAILED (signature, key or readings do not match; `verificationFailure` says why),
 * UNSIGNED (the wallbox sent no signed data), NO_KEY (signed data but no meter key registered),
 * PENDING (not checked yet).
 */
export const METER_VERIFICATION_STATES = ['VERIFIED', 'FAILED', 'UNSIGNED', 'NO_KEY', 'PENDING'] as const;
export type MeterVerificationState = (typeof METER_VERIFICATION_STATES)[number];

/** Commands an administrator or fleet manager can send to a connected wallbox. */
export const WALLBOX_COMMANDS = ['Reset', 'TriggerMessage'] as const;
export type WallboxCommandName = (typeof WALLBOX_COMMANDS)[number];
export const WALLBOX_TRIGGER_MESSAGES = ['BootNotification', 'Heartbeat', 'StatusNotification', 'MeterValues'] as const;
export type WallboxTriggerMessage = (typeof WALLBOX_TRIGGER_MESSAGES)[number];

/**
 * A charge point identity: part of the URL and the Basic auth user, so 1 to 48 unreserved URL
 * characters (OCPP 2.0.1 part 4, identity), kept as entered (case matters).
 */
export const WALLBOX_IDENTITY_PATTERN = /^[A-Za-z0-9._~-]{1,48}$/;
/** An RFID tag as OCPP's idTag carries it (CiString20), compared without case. */
export const RFID_TAG_PATTERN = /^[^\s]{1,20}$/;
/** A meter key as the meter shows it: a PEM block, or hexadecimal (the DER of the key, as OCMF shows it). */
const METER_KEY_PATTERN = /^(-----BEGIN PUBLIC KEY-----[A-Za-z0-9+/=\s]+-----END PUBLIC KEY-----|[0-9A-Fa-f\s]{64,400})$/;

const ZIdentity = z.string().trim().regex(WALLBOX_IDENTITY_PATTERN);
const ZMeterPublicKey = z
  .string()
  .trim()
  .max(1000)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || METER_KEY_PATTERN.test(v));
const ZRfidTag = z
  .string()
  .trim()
  .max(20)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || RFID_TAG_PATTERN.test(v));

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

export const WALLBOX_SORT_FIELDS = ['identity', 'driverName', 'lastSeenAt', 'createdAt'] as const;
export type WallboxSortField = (typeof WALLBOX_SORT_FIELDS)[number];

/** GET /backend/wallboxes: paging and sort, part of identity/driver/vendor/model/serial, filters. */
export const ZWallboxSearch = zListQuery(WALLBOX_SORT_FIELDS, 'identity').extend({
  sortDir: z.enum(['ASC', 'DESC']).default('ASC'),
  search: z.string().trim().max(100).optional(),
  connection: z.enum(WALLBOX_CONNECTION_STATES).optional(),
  driverId: z.uuid().optional(),
  /** One company's wallboxes; it never widens the caller's scope. */
  companyId: z.uuid().optional(),
});
export type WallboxSearch = z.infer<typeof ZWallboxSearch>;

/** How the wallbox connects: set these in its OCPP settings. */
export const ZWallboxConnection = z.object({
  /** `wss://host/ocpp/<identity>` when the product is served over https, else `ws://…`. */
  url: z.string(),
  /** 2 over wss (TLS with Basic auth), 1 over ws. */
  securityProfile: z.union([z.literal(1), z.literal(2)]),
  /** The HTTP Basic user: the charge point identity. */
  username: z.string(),
  ocppVersions: z.array(z.enum(OCPP_VERSIONS)),
});
export type WallboxConnection = z.infer<typeof ZWallboxConnection>;

/** A wallbox as lists show it. */
export const ZWallboxListItem = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  driverId: z.uuid(),
  driverName: z.string(),
  /** The charge point identity (the last part of its URL and its Basic auth user). */
  identity: z.string(),
  /** From the wallbox's BootNotification; null until it booted once. */
  vendor: z.string().nullable(),
  model: z.string().nullable(),
  serialNumber: z.string().nullable(),
  firmwareVersion: z.string().nullable(),
  ocppVersion: z.enum(OCPP_VERSIONS).nullable(),
  connection: z.enum(WALLBOX_CONNECTION_STATES),
  connectorStatus: z.enum(WALLBOX_CONNECTOR_STATUSES).nullable(),
  /** A transaction is open right now. */
  charging: z.boolean(),
  lastSeenAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type WallboxListItem = z.infer<typeof ZWallboxListItem>;
export const ZWallboxPage = zPaged(ZWallboxListItem);
export type WallboxPage = z.infer<typeof ZWallboxPage>;

/** One OCPP transaction of the wallbox and the charging session it became once stopped. */
export const ZWallboxTransaction = z.object({
  id: z.uuid(),
  /** The transaction id the product issued to the wallbox. */
  transactionId: z.number().int(),
  idTag: z.string().nullable(),
  startedAt: z.iso.datetime(),
  stoppedAt: z.iso.datetime().nullable(),
  /** Meter readings in Wh. */
  meterStartWh: z.number().int(),
  meterStopWh: z.number().int().nullable(),
  stopReason: z.string().nullable(),
  /** The charging session it became; null while it runs. */
  sessionId: z.uuid().nullable(),
  /** The wallbox sent signed meter data (OCMF) with it. */
  signed: z.boolean(),
  verification: z.enum(METER_VERIFICATION_STATES),
  /** Why a FAILED check failed, as the sessions say it (their meter signature reasons). */
  verificationFailure: z.enum(METER_SIGNATURE_FAILURES).nullable(),
  /** The checker's technical detail, for support. */
  verificationMessage: z.string().nullable(),
});
export type WallboxTransaction = z.infer<typeof ZWallboxTransaction>;

/** GET /backend/wallboxes/:id */
export const ZWallboxDetail = ZWallboxListItem.extend({
  /** The meter's public key as the meter shows it (PEM or OCMF hex); checks signed meter values. */
  meterPublicKey: z.string().nullable(),
  /** The driver's RFID tag; when set, Authorize accepts only it. */
  rfidTag: z.string().nullable(),
  /** The heartbeat interval the product asks for, in seconds. */
  heartbeatIntervalSeconds: z.number().int(),
  /** Since when its current connection is open; null while offline. */
  connectedSince: z.iso.datetime().nullable(),
  instructions: ZWallboxConnection,
  /** The latest transactions, newest first (at most 20). */
  transactions: z.array(ZWallboxTransaction),
});
export type WallboxDetail = z.infer<typeof ZWallboxDetail>;

export const ZWallboxIdParams = z.object({ id: z.uuid() });

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

/** POST /backend/wallboxes: the driver's wallbox; the company is the driver's. */
export const ZRegisterWallbox = z.object({
  driverId: z.uuid(),
  identity: ZIdentity,
  meterPublicKey: ZMeterPublicKey,
  rfidTag: ZRfidTag,
});
export type RegisterWallbox = z.infer<typeof ZRegisterWallbox>;
export type RegisterWallboxInput = z.input<typeof ZRegisterWallbox>;

/** PATCH /backend/wallboxes/:id: only the fields given change (null clears key or tag). */
export const ZUpdateWallbox = z.object({
  driverId: z.uuid().optional(),
  meterPublicKey: ZMeterPublicKey.optional(),
  rfidTag: ZRfidTag.optional(),
});
export type UpdateWallbox = z.infer<typeof ZUpdateWallbox>;
export type UpdateWallboxInput = z.input<typeof ZUpdateWallbox>;

/** The answer of registering and of a new password: the password is shown this once only. */
export const ZWallboxCreated = z.object({
  wallbox: ZWallboxDetail,
  password: z.string(),
});
export type WallboxCreated = z.infer<typeof ZWallboxCreated>;

/** POST /backend/wallboxes/:id/commands */
export const ZWallboxCommand = z.discriminatedUnion('command', [
  z.object({ command: z.literal('Reset'), type: z.enum(['Soft', 'Hard']).default('Soft') }),
  z.object({ command: z.literal('TriggerMessage'), message: z.enum(WALLBOX_TRIGGER_MESSAGES) }),
]);
export type WallboxCommand = z.infer<typeof ZWallboxCommand>;
export type WallboxCommandInput = z.input<typeof ZWallboxCommand>;

/** What the wallbox answered (Accepted, Rejected, NotImplemented, …). */
export const ZWallboxCommandResult = z.object({ status: z.string() });
export type WallboxCommandResult = z.infer<typeof ZWallboxCommandResult>;

export * from './wallbox-messages.ts';
