import type { Database } from '../../db/database.ts';
import type { ConnectionTokenBox } from '../../lib/secrets/connection-token-box.ts';
import { CarDataError, type CarDataProvider, type CarDataTokens } from '../../providers/car-data/index.ts';
import { connectionsRepository, type ConnectionRow } from './connections.repository.ts';

/** A token is refreshed a minute before it runs out. */
const EXPIRY_LEEWAY_MS = 60_000;

/** Tokens to store: sealed with the installation's key. */
export function sealedTokens(box: ConnectionTokenBox, tokens: CarDataTokens): CarDataTokens {
  const sealed = box.seal(tokens);
  return { ...tokens, accessToken: sealed.accessToken, refreshToken: sealed.refreshToken ?? '' };
}

/**
 * A driver's connection in use: its tokens opened, renewed a minute before they run out (or when
 * told), once more when the platform answers `unauthorized`, and stored sealed again. A refused
 * refresh is thrown as `unauthorized`, for the caller to end the connection.
 */
export function carDataAccess(
  ctx: { database: Database; client: CarDataProvider; tokens: ConnectionTokenBox; now: Date },
  connection: Pick<ConnectionRow, 'id' | 'access_token' | 'refresh_token' | 'expires_at'>,
) {
  const { client, tokens: box, now } = ctx;
  const repo = connectionsRepository(ctx.database);
  let refreshToken = box.openRefresh(connection.refresh_token);
  let access = box.openAccess(connection.access_token);
  let refreshed = false;

  async function refresh() {
    if (!refreshToken) throw new CarDataError('unauthorized', 'the connection has no refresh token');
    const fresh = await client.refresh(refreshToken, now);
    await repo.saveTokens(connection.id, sealedTokens(box, fresh), now);
    access = fresh.accessToken;
    refreshToken = fresh.refreshToken;
    refreshed = true;
  }

  return {
    /** Renews the tokens when they run out (or always, when told); seals a row that still holds them plain. */
    async ready(force = false) {
      const expiresAt = connection.expires_at ? new Date(connection.expires_at).getTime() : 0;
      if (force || !access || expiresAt <= now.getTime() + EXPIRY_LEEWAY_MS) return refresh();
      if (box.isPlain(connection.refresh_token) || box.isPlain(connection.access_token)) {
        await repo.saveTokens(
          connection.id,
          sealedTokens(box, { accessToken: access, refreshToken: refreshToken!, expiresAt: new Date(expiresAt), scope: null }),
          now,
        );
      }
    },
    /** A call with the access token; an `unauthorized` answer gets one refresh and one more try. */
    async call<T>(call: (token: string) => Promise<T>): Promise<T> {
      try {
        return await call(access!);
      } catch (err) {
        if (!(err instanceof CarDataError) || err.kind !== 'unauthorized' || refreshed) throw err;
        await refresh();
        return call(access!);
      }
    },
  };
}
