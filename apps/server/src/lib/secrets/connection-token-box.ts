import type { InstallationSecrets } from './installation-secrets.ts';
import { sealedBox } from './sealed-box.ts';

/**
 * A provider connection's OAuth tokens at rest (a company's bank, a driver's car data platform):
 * each column sealed under the installation's token-encryption key with its own purpose, so a value cannot be moved into the other column. Rows written before
 * sealing hold the plain token; they are read as they are and sealed on first use.
 */
export function connectionTokenBox(secrets: InstallationSecrets) {
  const key = secrets.key('token-encryption');
  const access = sealedBox(key, 'provider_connections.access_token');
  const refresh = sealedBox(key, 'provider_connections.refresh_token');
  const open = (box: typeof access, value: string | null) => (value === null ? null : box.isSealed(value) ? box.open(value) : value);
  return {
    seal: (tokens: { accessToken: string; refreshToken: string | null }) => ({
      accessToken: access.seal(tokens.accessToken),
      refreshToken: tokens.refreshToken === null ? null : refresh.seal(tokens.refreshToken),
    }),
    sealAccess: (value: string | null) => (value === null ? null : access.seal(value)),
    sealRefresh: (value: string | null) => (value === null ? null : refresh.seal(value)),
    openAccess: (value: string | null) => open(access, value),
    openRefresh: (value: string | null) => open(refresh, value),
    /** Whether a stored row still holds a plain token. */
    isPlain: (value: string | null) => value !== null && !access.isSealed(value),
  };
}
export type ConnectionTokenBox = ReturnType<typeof connectionTokenBox>;
