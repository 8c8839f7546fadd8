import { z } from 'zod';
import { ZVehicleListItem } from './vehicles.ts';

// ---------------------------------------------------------------------------------------------
// A driver's connection to the connected-car data provider (spec section 7, users connections).
// ---------------------------------------------------------------------------------------------

/** NONE: never connected. EXPIRED: the provider stopped accepting it; the driver must connect again. */
export const DRIVER_CONNECTION_STATUSES = ['NONE', 'CONNECTED', 'DISCONNECTED', 'EXPIRED'] as const;
export type DriverConnectionStatus = (typeof DRIVER_CONNECTION_STATUSES)[number];

/** GET /backend/users/{id}/connections and the answer of refresh. */
export const ZDriverConnection = z.object({
  driverId: z.uuid(),
  driverName: z.string(),
  companyId: z.uuid().nullable(),
  status: z.enum(DRIVER_CONNECTION_STATUSES),
  connectedAt: z.iso.datetime().nullable(),
  disconnectedAt: z.iso.datetime().nullable(),
  vehicles: z.array(ZVehicleListItem),
  /** Whether the caller may start the connect flow (administrators, or the CarApi feature or Connect trial). */
  canConnect: z.boolean(),
});
export type DriverConnection = z.infer<typeof ZDriverConnection>;

/** POST /backend/users/{id}/connections/car-api/link: a one-time link that opens the provider's consent page. */
export const ZCarApiLink = z.object({
  url: z.url(),
  expiresAt: z.iso.datetime(),
});
export type CarApiLink = z.infer<typeof ZCarApiLink>;

/** The query of the browser navigation /connections/car-api/auth-flow/initiate. */
export const ZCarApiInitiateQuery = z.object({
  userId: z.uuid(),
  companyId: z.uuid(),
  token: z.string().min(20).max(200),
});
export type CarApiInitiateQuery = z.infer<typeof ZCarApiInitiateQuery>;

/** POST /backend/public/car-api/callback: what the provider handed back to /public/car-api/callback. */
export const ZCarApiCallback = z.object({
  code: z.string().min(1).max(4000),
  state: z.string().min(1).max(200),
});
export type CarApiCallback = z.infer<typeof ZCarApiCallback>;

export const ZCarApiCallbackResult = z.object({
  driverName: z.string(),
  companyName: z.string(),
  vehicles: z.array(z.object({ make: z.string(), model: z.string(), modelYear: z.number().int().nullable() })),
});
export type CarApiCallbackResult = z.infer<typeof ZCarApiCallbackResult>;

/** POST /backend/users/{id}/connections/invite: the mail with the connect link went to the driver. */
export const ZConnectionInviteResult = z.object({
  email: z.string(),
  status: z.enum(['SENT', 'FAILED']),
  linkExpiresAt: z.iso.datetime(),
});
export type ConnectionInviteResult = z.infer<typeof ZConnectionInviteResult>;

/** Why the public callback page shows an error without calling the backend (query `error`). */
export const CAR_API_CALLBACK_ERRORS = ['access_denied', 'invalid_link'] as const;
