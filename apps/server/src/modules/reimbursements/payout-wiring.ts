import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { InstallationSecrets } from '../../lib/secrets/installation-secrets.ts';
import { bankRegistry } from '../../providers/bank/index.ts';
import { walletOf } from '../../providers/lemonway/client.ts';
import { bankAccess } from '../bank-connections/bank-access.ts';
import { payoutService } from './payout.service.ts';

/** The payout service with the real clients of the configured providers (or their sandboxes). */
export function createPayoutService(
  config: Pick<Config, 'providers'>,
  database: Database,
  secrets: InstallationSecrets,
  log?: { warn(obj: object, msg: string): void },
) {
  return payoutService({
    database,
    clients: { bank: bankAccess(database, bankRegistry(config), secrets), wallet: walletOf(config) },
    timeoutMs: config.providers.timeoutMs,
    log,
  });
}
