import type { ClientConfig } from '@fleetwatt/shared';
import { AuthFailure } from '../auth.ts';

const CONFIG_TIMEOUT_MS = 10_000;

/**
 * GET /backend/public/config: where the identity provider is, read before anyone is signed in.
 * Plain fetch on purpose: the API client would ask for a token, and the token needs this first.
 */
export async function getClientConfig(): Promise<ClientConfig> {
  let res: Response;
  try {
    res = await fetch('/backend/public/config', {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS),
    });
  } catch (err) {
    throw new AuthFailure('config_unavailable', (err as Error).message);
  }
  if (!res.ok) throw new AuthFailure('config_unavailable', `GET /backend/public/config answered ${res.status}`);
  // The server checks the body against ZClientConfig; what arrives without an identity provider is
  // some other page answering (a proxy, a stale route), not the configuration.
  const config = (await res.json().catch(() => null)) as ClientConfig | null;
  if (typeof config?.identity?.authority !== 'string') {
    throw new AuthFailure('config_unavailable', 'The public configuration has an unexpected shape.');
  }
  return config;
}
