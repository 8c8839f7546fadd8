import type { VehicleChargingStatus } from '@fleetwatt/shared';

/*
 * What the product needs of a connected-car data platform: a driver shares cars through the
 * platform's consent page (OAuth 2 authorization code), and with the tokens we list the shared
 * cars, read their signals, revoke the access again and check the platform's signed webhooks.
 * Every platform is one implementation of this interface in providers/<platform>/ and one line in
 * providers/car-data/index.ts. Distances are kilometres, the battery level a percentage.
 */

export interface CarDataTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  scope: string | null;
}

export interface CarDataVehicle {
  /** The platform's id of the car, which every call about it names. */
  id: string;
  make: string;
  model: string;
  year: number | null;
  vin: string | null;
  batteryCapacityWh: number | null;
}

/** The signals the product shows; a value the car did not give is null, never a guess. */
export interface CarDataSignals {
  vehicleId: string;
  /** When the car produced these values; a car that stopped reporting keeps answering its last ones. */
  recordedAt: string;
  odometerKm: number | null;
  batteryPercent: number | null;
  batteryRangeKm: number | null;
  chargingStatus: VehicleChargingStatus;
  pluggedIn: boolean | null;
  location: { latitude: number; longitude: number } | null;
}

/**
 * Why a call failed.
 * - unauthorized: the tokens (or the code) are no longer accepted; the driver must connect again.
 * - permission: the driver did not grant (or took back) the permission the call needs.
 * - vehicle_state: the car cannot answer now (asleep, unreachable, remote access off); `code` says which.
 * - rate_limited: too many calls; `retryAfterSeconds` says when to ask again.
 * - upstream: the car maker's service failed or answered nonsense.
 * - incompatible: the car (or its make) cannot give this signal.
 * - account: the driver's account at the car maker needs attention (subscription, sign-in).
 * - refused: the platform refused the request otherwise (an unknown car, a bad code).
 * - timeout, unavailable, unreachable, unreadable: passing troubles of the platform itself.
 */
export type CarDataFailure =
  | 'unauthorized'
  | 'permission'
  | 'vehicle_state'
  | 'rate_limited'
  | 'upstream'
  | 'incompatible'
  | 'account'
  | 'refused'
  | 'timeout'
  | 'unavailable'
  | 'unreachable'
  | 'unreadable';

export class CarDataError extends Error {
  constructor(
    readonly kind: CarDataFailure,
    message: string,
    readonly details: { status?: number; code?: string | null; retryAfterSeconds?: number | null } = {},
  ) {
    super(message);
    this.name = 'CarDataError';
  }
}

/**
 * A webhook delivery whose signature was checked: a challenge to answer (the platform checks the
 * endpoint), or news about cars. The news is only a hint: the cars named are read again through
 * the API before anything is written.
 */
export type CarDataWebhook = { kind: 'challenge'; answer: unknown } | { kind: 'vehicles'; vehicleIds: string[] } | { kind: 'ignored' };

export interface CarDataProvider {
  /** The name of the platform, for logs and operators. */
  readonly platform: string;
  /** The platform's consent page for a driver; `state` comes back with the code; `user` is our id of the driver. */
  authorizeUrl(input: { state: string; redirectUri: string; user: string }): string;
  exchangeCode(code: string, redirectUri: string, now?: Date): Promise<CarDataTokens>;
  refresh(refreshToken: string, now?: Date): Promise<CarDataTokens>;
  /** The platform's id of the driver's account. */
  account(accessToken: string): Promise<{ id: string }>;
  listVehicles(accessToken: string): Promise<CarDataVehicle[]>;
  signals(accessToken: string, vehicleId: string): Promise<CarDataSignals>;
  /** Takes back our access to the car at the platform. */
  disconnect(accessToken: string, vehicleId: string): Promise<void>;
  /** Checks a webhook delivery's signature; null when it is not the platform's. */
  webhook(rawBody: string, headers: Record<string, string | string[] | undefined>): CarDataWebhook | null;
}
