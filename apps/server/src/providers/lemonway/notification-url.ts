import { hkdfSync } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { InstallationSecrets } from '../../lib/secrets/installation-secrets.ts';

/** Where Lemonway posts its notifications (configured in its dashboard), under /backend/public. */
export const NOTIFICATION_PATH = '/public/payment-plus/notifications';

/**
 * The secret last segment of the notification URL: Lemonway signs nothing, so only a caller who
 * knows the URL gets in (and even then nothing is taken from the body without reading it back from
 * the API). Configured, or derived from the token-encryption key.
 */
export function notificationToken(config: Pick<Config, 'providers'>, secrets: InstallationSecrets): string {
  return (
    config.providers.lemonway.notificationToken ??
    Buffer.from(hkdfSync('sha256', secrets.key('token-encryption'), 'fleetwatt', 'lemonway-notifications', 24)).toString('base64url')
  );
}

export function notificationUrl(config: Pick<Config, 'providers' | 'publicUrl'>, secrets: InstallationSecrets): string {
  return `${config.publicUrl}/backend${NOTIFICATION_PATH}/${notificationToken(config, secrets)}`;
}
