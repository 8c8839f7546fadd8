import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { paymentPlusClient } from '../../providers/payment-plus/client.ts';
import { qontoClient } from '../../providers/qonto/client.ts';
import { qontoAccess } from '../qonto/qonto-access.ts';
import { payoutService } from './payout.service.ts';

/** The payout service with the real clients of the configured providers (or their sandboxes). */
export function createPayoutService(config: Pick<Config, 'providers'>, database: Database, log?: { warn(obj: object, msg: string): void }) {
  const qonto = qontoClient(config);
  return payoutService({
    database,
    clients: { qonto, qontoAccess: qontoAccess(database, qonto), paymentPlus: paymentPlusClient(config) },
    timeoutMs: config.providers.timeoutMs,
    log,
  });
}
