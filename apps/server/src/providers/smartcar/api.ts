import { z } from 'zod';

/*
 * Smartcar's wire format (API v2.0), shared by the client (through the official `smartcar`
 * package) and the built-in sandbox. Three origins, each movable with the package's environment
 * variables, which the sandbox sets to itself:
 *   Connect  GET  /oauth/authorize?response_type=code&client_id&redirect_uri&scope&state&mode&user  (SMARTCAR_API_ORIGIN in the package)
 *   Auth     POST /oauth/token  grant_type=authorization_code|refresh_token (form, client basic auth)  (SMARTCAR_AUTH_ORIGIN)
 *   API      GET  /v2.0/user, /v2.0/vehicles?limit&offset, /v2.0/vehicles/{id} and its signals,
 *            POST /v2.0/vehicles/{id}/batch, DELETE /v2.0/vehicles/{id}/application  (SMARTCAR_API_ORIGIN)
 * Signals are metric with `sc-unit-system: metric`; `sc-data-age` says when the car produced them.
 */

/** The permissions asked for: make, model, year; VIN; odometer; battery level, range and capacity; charge state; location. */
export const SMARTCAR_SCOPE = ['read_vehicle_info', 'read_vin', 'read_odometer', 'read_battery', 'read_charge', 'read_location'] as const;

export const API_VERSION = '2.0';
/** An access token lives two hours, a refresh token sixty days. */
export const ACCESS_TOKEN_SECONDS = 7200;
export const REFRESH_TOKEN_SECONDS = 60 * 86_400;

/** The paths of one car's signals, read in one batch request. */
export const SIGNAL_PATHS = ['/odometer', '/battery', '/charge', '/location'] as const;
/** The paths of what a car is. */
export const VEHICLE_PATHS = ['/', '/vin', '/battery/capacity'] as const;
export type SignalPath = (typeof SIGNAL_PATHS)[number] | (typeof VEHICLE_PATHS)[number];

export const ZOdometer = z.object({ distance: z.number().nonnegative() });
export const ZBattery = z.object({ percentRemaining: z.number().min(0).max(1), range: z.number().nonnegative() });
export const ZCharge = z.object({ isPluggedIn: z.boolean(), state: z.enum(['CHARGING', 'FULLY_CHARGED', 'NOT_CHARGING']) });
export const ZLocation = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });
export const ZAttributes = z.object({ id: z.string().min(1), make: z.string(), model: z.string(), year: z.number().int() });
export const ZVin = z.object({ vin: z.string() });
export const ZBatteryCapacity = z.object({ capacity: z.number().positive() });

export type SmartcarCharge = z.infer<typeof ZCharge>;

export const ZTokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1),
});

export const ZVehicleList = z.object({
  vehicles: z.array(z.string()),
  paging: z.object({ count: z.number().int().nonnegative(), offset: z.number().int().nonnegative() }),
});

/** The error types of API v2.0 (https://smartcar.com/docs/errors/api-errors/...). */
export const SMARTCAR_ERROR_TYPES = [
  'AUTHENTICATION',
  'PERMISSION',
  'VEHICLE_STATE',
  'RATE_LIMIT',
  'UPSTREAM',
  'COMPATIBILITY',
  'CONNECTED_SERVICES_ACCOUNT',
  'RESOURCE_NOT_FOUND',
  'VALIDATION',
  'BILLING',
  'SERVER',
] as const;
export type SmartcarErrorType = (typeof SMARTCAR_ERROR_TYPES)[number];

/** An API v2.0 error body, as Smartcar writes it. */
export interface SmartcarErrorBody {
  type: SmartcarErrorType;
  code: string | null;
  description: string;
  docURL: string;
  statusCode: number;
  requestId: string;
  resolution: { type: string | null };
  suggestedUserMessage?: string;
}

const DOC_PAGE: Record<SmartcarErrorType, string> = {
  AUTHENTICATION: 'authentication-errors',
  PERMISSION: 'permission-errors',
  VEHICLE_STATE: 'vehicle-state-errors',
  RATE_LIMIT: 'rate-limit-errors',
  UPSTREAM: 'upstream-errors',
  COMPATIBILITY: 'compatibility-errors',
  CONNECTED_SERVICES_ACCOUNT: 'connected-services-account-errors',
  RESOURCE_NOT_FOUND: 'resource-not-found-errors',
  VALIDATION: 'validation-errors',
  BILLING: 'billing-errors',
  SERVER: 'server-errors',
};

export function smartcarErrorBody(
  type: SmartcarErrorType,
  code: string | null,
  statusCode: number,
  description: string,
  requestId: string,
  resolution: string | null = null,
): SmartcarErrorBody {
  const page = `https://smartcar.com/docs/errors/api-errors/${DOC_PAGE[type]}`;
  return { type, code, description, docURL: code ? `${page}#${code.toLowerCase().replace(/_/g, '-')}` : page, statusCode, requestId, resolution: { type: resolution } };
}

/** Webhooks: the signature header (hex HMAC-SHA256 of the raw body, keyed with the application management token). */
export const SIGNATURE_HEADER = 'sc-signature';
