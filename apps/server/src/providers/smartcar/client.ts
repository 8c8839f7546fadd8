import { timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import smartcar, { type BatchItem, type Meta } from 'smartcar';
import type { z } from 'zod';
import type { VehicleChargingStatus } from '@fleetwatt/shared';
import type { Config } from '../../config.ts';
import { CarDataError, type CarDataFailure, type CarDataProvider, type CarDataSignals, type CarDataTokens, type CarDataVehicle } from '../car-data/car-data-provider.ts';
import {
  SIGNAL_PATHS,
  SIGNATURE_HEADER,
  SMARTCAR_SCOPE,
  VEHICLE_PATHS,
  ZAttributes,
  ZBattery,
  ZBatteryCapacity,
  ZCharge,
  ZLocation,
  ZOdometer,
  ZVin,
  type SmartcarCharge,
} from './api.ts';
import { ZWebhookEvent } from './webhook-events.ts';

/*
 * Smartcar through its official package. The package reads its origins from the environment
 * (SMARTCAR_API_ORIGIN for Connect and the API, SMARTCAR_AUTH_ORIGIN for tokens) and its timeout
 * from its own settings, each when a call starts; every call is started inside `started`, which
 * puts the configured values there for that moment, so several configurations (the tests' servers)
 * can share one process.
 */

const packageSettings = createRequire(import.meta.url)('smartcar/lib/config.json') as { timeout: number };

const CHARGE: Record<SmartcarCharge['state'], VehicleChargingStatus> = {
  CHARGING: 'CHARGING',
  FULLY_CHARGED: 'FULLY_CHARGED',
  NOT_CHARGING: 'NOT_CHARGING',
};

const FAILURE_OF_TYPE: Record<string, CarDataFailure> = {
  AUTHENTICATION: 'unauthorized',
  // OAuth answers of the token endpoint: the code or refresh token is no longer good.
  invalid_grant: 'unauthorized',
  invalid_client: 'unauthorized',
  PERMISSION: 'permission',
  VEHICLE_STATE: 'vehicle_state',
  RATE_LIMIT: 'rate_limited',
  UPSTREAM: 'upstream',
  COMPATIBILITY: 'incompatible',
  CONNECTED_SERVICES_ACCOUNT: 'account',
  RESOURCE_NOT_FOUND: 'refused',
  VALIDATION: 'refused',
  BILLING: 'rate_limited',
  SERVER: 'unavailable',
};

/** The product's reading of anything the package threw. */
export function failureOf(err: unknown, what: string): CarDataError {
  if (err instanceof CarDataError) return err;
  if (err instanceof smartcar.SmartcarError) {
    const status = err.statusCode;
    const kind: CarDataFailure =
      (err.type && FAILURE_OF_TYPE[err.type]) ||
      (status === 408 ? 'timeout' : status === 401 ? 'unauthorized' : status === 429 ? 'rate_limited' : status >= 500 ? 'unavailable' : 'refused');
    const retry = err.retryAfter !== undefined ? Number(err.retryAfter) : NaN;
    return new CarDataError(kind, `${what}: ${err.message}`, {
      status,
      code: err.code ?? null,
      retryAfterSeconds: Number.isFinite(retry) ? retry : null,
    });
  }
  const name = (err as Error | undefined)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return new CarDataError('timeout', `${what} timed out`);
  if (err instanceof TypeError) return new CarDataError('unreachable', `${what}: ${err.message}`);
  return new CarDataError('unreadable', `${what}: ${(err as Error | undefined)?.message ?? String(err)}`);
}

function read<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new CarDataError('unreadable', `${what} answered something unreadable`);
  return parsed.data;
}

/** One item of a batch answer: its value, or the error Smartcar gave for it. */
function itemOf<T>(batch: Record<string, BatchItem<Record<string, unknown>> | undefined>, name: string, schema: z.ZodType<T>, what: string): { value: T; meta: Meta } | CarDataError {
  const item = batch[name];
  if (!item) return new CarDataError('unreadable', `${what}: no answer for ${name}`);
  try {
    const { meta, ...body } = item();
    return { value: read(schema, body, `${what} ${name}`), meta };
  } catch (err) {
    return failureOf(err, `${what} ${name}`);
  }
}

export function smartcarCarData(config: Pick<Config, 'providers'>): CarDataProvider {
  const { clientId, clientSecret, mode, apiOrigin, authOrigin, connectOrigin, managementToken } = config.providers.carData;
  const timeoutMs = config.providers.timeoutMs;

  /** Starts a call of the package with this configuration's origins and timeout in place. */
  function started<T>(call: () => T): T {
    const saved = { api: process.env.SMARTCAR_API_ORIGIN, auth: process.env.SMARTCAR_AUTH_ORIGIN, timeout: packageSettings.timeout };
    const put = (name: string, value: string | undefined) => {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    };
    put('SMARTCAR_API_ORIGIN', apiOrigin ?? undefined);
    put('SMARTCAR_AUTH_ORIGIN', authOrigin ?? undefined);
    packageSettings.timeout = timeoutMs;
    try {
      return call();
    } finally {
      put('SMARTCAR_API_ORIGIN', saved.api);
      put('SMARTCAR_AUTH_ORIGIN', saved.auth);
      packageSettings.timeout = saved.timeout;
    }
  }

  async function attempt<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await started(call);
    } catch (err) {
      throw failureOf(err, what);
    }
  }

  const authClient = (redirectUri?: string) => new smartcar.AuthClient({ clientId, clientSecret, redirectUri, mode });
  const tokensOf = (access: { accessToken: string; refreshToken: string; expiration: Date }, now: Date): CarDataTokens => ({
    accessToken: access.accessToken,
    refreshToken: access.refreshToken,
    // The package counts from its own clock; the product's clock decides (tests move it).
    expiresAt: new Date(now.getTime() + (access.expiration.getTime() - Date.now())),
    scope: SMARTCAR_SCOPE.join(' '),
  });
  const vehicle = (accessToken: string, id: string) => new smartcar.Vehicle(id, accessToken, { unitSystem: 'metric' });

  return {
    platform: 'Smartcar',

    authorizeUrl({ state, redirectUri, user }) {
      const url = started(() => authClient(redirectUri).getAuthUrl([...SMARTCAR_SCOPE], { state, user, forcePrompt: true }));
      // The package builds Connect's address on SMARTCAR_API_ORIGIN (else Smartcar's own); the configured Connect origin wins.
      return connectOrigin ? `${connectOrigin}/oauth/authorize${new URL(url).search}` : url;
    },

    async exchangeCode(code, redirectUri, now = new Date()) {
      return tokensOf(await attempt('token exchange', () => authClient(redirectUri).exchangeCode(code)), now);
    },

    async refresh(refreshToken, now = new Date()) {
      return tokensOf(await attempt('token refresh', () => authClient().exchangeRefreshToken(refreshToken)), now);
    },

    async account(accessToken) {
      const user = await attempt('user', () => smartcar.getUser(accessToken));
      if (typeof user.id !== 'string' || !user.id) throw new CarDataError('unreadable', 'user answered without an id');
      return { id: user.id };
    },

    async listVehicles(accessToken) {
      const ids: string[] = [];
      for (let offset = 0; ; ) {
        const page = await attempt('vehicles', () => smartcar.getVehicles(accessToken, { limit: 50, offset }));
        if (!Array.isArray(page.vehicles)) throw new CarDataError('unreadable', 'vehicles answered something unreadable');
        ids.push(...page.vehicles);
        offset += page.vehicles.length;
        if (!page.vehicles.length || offset >= (page.paging?.count ?? 0)) break;
      }
      const cars: CarDataVehicle[] = [];
      for (const id of ids) {
        const batch = await attempt(`vehicle ${id}`, () => vehicle(accessToken, id).batch([...VEHICLE_PATHS]));
        const attributes = itemOf(batch, 'attributes', ZAttributes, `vehicle ${id}`);
        if (attributes instanceof CarDataError) throw attributes;
        const vin = itemOf(batch, 'vin', ZVin, `vehicle ${id}`);
        const capacity = itemOf(batch, 'batteryCapacity', ZBatteryCapacity, `vehicle ${id}`);
        cars.push({
          id,
          make: attributes.value.make,
          model: attributes.value.model,
          year: attributes.value.year,
          vin: vin instanceof CarDataError ? null : vin.value.vin,
          batteryCapacityWh: capacity instanceof CarDataError ? null : Math.round(capacity.value.capacity * 1000),
        });
      }
      return cars;
    },

    async signals(accessToken, vehicleId) {
      const what = `signals of ${vehicleId}`;
      const batch = await attempt(what, () => vehicle(accessToken, vehicleId).batch([...SIGNAL_PATHS]));
      const odometer = itemOf(batch, 'odometer', ZOdometer, what);
      // Without the odometer there is no reading to store: the car's trouble is the answer.
      if (odometer instanceof CarDataError) throw odometer;
      const battery = itemOf(batch, 'battery', ZBattery, what);
      const charge = itemOf(batch, 'charge', ZCharge, what);
      const location = itemOf(batch, 'location', ZLocation, what);
      const ages = [odometer, battery, charge, location].flatMap((item) => (item instanceof CarDataError || !item.meta.dataAge ? [] : [item.meta.dataAge.getTime()]));
      const recordedAt = new Date(ages.length ? Math.max(...ages) : Date.now());
      return {
        vehicleId,
        recordedAt: recordedAt.toISOString(),
        odometerKm: Math.floor(odometer.value.distance),
        batteryPercent: battery instanceof CarDataError ? null : Math.round(battery.value.percentRemaining * 100),
        batteryRangeKm: battery instanceof CarDataError ? null : Math.round(battery.value.range),
        chargingStatus: charge instanceof CarDataError ? 'UNKNOWN' : CHARGE[charge.value.state],
        pluggedIn: charge instanceof CarDataError ? null : charge.value.isPluggedIn,
        location: location instanceof CarDataError ? null : location.value,
      } satisfies CarDataSignals;
    },

    async disconnect(accessToken, vehicleId) {
      await attempt(`disconnect ${vehicleId}`, () => vehicle(accessToken, vehicleId).disconnect());
    },

    webhook(rawBody, headers) {
      const header = headers[SIGNATURE_HEADER];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!signature || !managementToken) return null;
      const expected = Buffer.from(smartcar.hashChallenge(managementToken, rawBody));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      let event;
      try {
        event = ZWebhookEvent.safeParse(JSON.parse(rawBody));
      } catch {
        return { kind: 'ignored' };
      }
      if (!event.success) return { kind: 'ignored' };
      const e = event.data;
      if (e.eventType === 'VERIFY') return { kind: 'challenge', answer: { challenge: smartcar.hashChallenge(managementToken, e.data.challenge) } };
      if (e.eventType === 'VEHICLE_STATE' || e.eventType === 'VEHICLE_ERROR') return { kind: 'vehicles', vehicleIds: [e.data.vehicle.id] };
      return { kind: 'ignored' };
    },
  };
}
