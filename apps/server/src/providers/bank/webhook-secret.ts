import { hkdfSync } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { InstallationSecrets } from '../../lib/secrets/installation-secrets.ts';
import { BANK_WEBHOOK_PATH } from './bank-provider.ts';

/** The secret the bank signs its transfer events with: given to the bank with each subscription, derived from the token-encryption key. */
export function bankWebhookSecret(secrets: InstallationSecrets): string {
  return `whsec_${Buffer.from(hkdfSync('sha256', secrets.key('token-encryption'), 'fleetwatt', 'bank-webhooks', 32)).toString('base64url')}`;
}

export const bankWebhookUrl = (config: Pick<Config, 'publicUrl'>) => `${config.publicUrl}/backend${BANK_WEBHOOK_PATH}`;
