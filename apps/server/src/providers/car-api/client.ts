import type { z } from 'zod';
import type { Config } from '../../config.ts';
import {
  CAR_API_SCOPE,
  ZCarApiTelemetry,
  ZCarApiUser,
  ZCarApiVehicleList,
  ZTokenResponse,
  type CarApiTelemetry,
  type CarApiVehicle,
} from './api.ts';

export type { CarApiTelemetry, CarApiVehicle } from './api.ts';

/**
 * Why a call to the car data service failed: `unauthorized` means the tokens (or the code) are no
 * longer accepted, so the driver must connect again; the others are passing troubles.
 */
export type CarApiFailure = 'unauthorized' | 'refused' | 'timeout' | 'unavailable' | 'unreachable' | 'unreadable';

export class CarApiError extends Error {
  constructor(
    readonly kind: CarApiFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CarApiError';
  }
}

export interface CarApiTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  scope: string | null;
}

export interface CarApiClient {
  /** The provider's consent page for a driver; `state` comes back with the code. */
  authorizeUrl(input: { state: string; redirectUri: string; loginHint?: string }): string;
  exchangeCode(code: string, redirectUri: string, now?: Date): Promise<CarApiTokens>;
  refresh(refreshToken: string, now?: Date): Promise<CarApiTokens>;
  revoke(refreshToken: string): Promise<void>;
  account(accessToken: string): Promise<{ id: string }>;
  listVehicles(accessToken: string): Promise<CarApiVehicle[]>;
  telemetry(accessToken: string, vehicleId: string): Promise<CarApiTelemetry>;
}

/** The connected-car data provider over HTTP (or its sandbox), with the configured client and timeout. */
export function carApiClient(config: Pick<Config, 'providers'>): CarApiClient {
  const { baseUrl, clientId, clientSecret } = config.providers.carApi;
  const timeoutMs = config.providers.timeoutMs;
  const basic = `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`;

  async function call<T>(method: string, path: string, schema: z.ZodType<T>, init: { bearer?: string; form?: Record<string, string> }): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
    else headers.authorization = basic;
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: init.form ? new URLSearchParams(init.form).toString() : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (err) {
      const name = (err as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new CarApiError('timeout', `${method} ${path} timed out after ${timeoutMs} ms`);
      throw new CarApiError('unreachable', `${method} ${path}: ${(err as Error).message}`);
    }
    if (!response.ok) {
      const kind: CarApiFailure =
        response.status === 401 || (response.status === 400 && /invalid_grant/.test(text))
          ? 'unauthorized'
          : response.status >= 500 || response.status === 429
            ? 'unavailable'
            : 'refused';
      throw new CarApiError(kind, `${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`, response.status);
    }
    try {
      return schema.parse(text ? JSON.parse(text) : {});
    } catch {
      throw new CarApiError('unreadable', `${method} ${path} answered something unreadable`);
    }
  }

  const tokensOf = (t: z.infer<typeof ZTokenResponse>, now: Date): CarApiTokens => ({
    accessToken: t.access_token,
    refreshToken: t.refresh_token,
    expiresAt: new Date(now.getTime() + t.expires_in * 1000),
    scope: t.scope ?? null,
  });

  return {
    authorizeUrl({ state, redirectUri, loginHint }) {
      const url = new URL(`${baseUrl}/oauth/authorize`);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('scope', CAR_API_SCOPE);
      url.searchParams.set('state', state);
      if (loginHint) url.searchParams.set('login_hint', loginHint);
      return url.toString();
    },
    async exchangeCode(code, redirectUri, now = new Date()) {
      const t = await call('POST', '/oauth/token', ZTokenResponse, {
        form: { grant_type: 'authorization_code', code, redirect_uri: redirectUri },
      });
      return tokensOf(t, now);
    },
    async refresh(refreshToken, now = new Date()) {
      const t = await call('POST', '/oauth/token', ZTokenResponse, { form: { grant_type: 'refresh_token', refresh_token: refreshToken } });
      return tokensOf(t, now);
    },
    async revoke(refreshToken) {
      await call('POST', '/oauth/revoke', ZCarApiUser.partial(), { form: { token: refreshToken, token_type_hint: 'refresh_token' } });
    },
    account: (accessToken) => call('GET', '/v1/user', ZCarApiUser, { bearer: accessToken }),
    async listVehicles(accessToken) {
      return (await call('GET', '/v1/vehicles', ZCarApiVehicleList, { bearer: accessToken })).vehicles;
    },
    telemetry: (accessToken, vehicleId) =>
      call('GET', `/v1/vehicles/${encodeURIComponent(vehicleId)}/telemetry`, ZCarApiTelemetry, { bearer: accessToken }),
  };
}
