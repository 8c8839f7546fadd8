import { loadInstallationSecrets } from '../lib/secrets/installation-secrets.ts';
import { createPayoutService } from '../modules/reimbursements/payout-wiring.ts';
import { every, type JobDefinition } from './scheduler.ts';

/**
 * Finishes payouts left in flight: a provider call that timed out, a server that stopped between
 * the provider's answer and our write, a transfer the provider had not settled, a transfer waiting
 * for the account holder's strong customer authentication, a Payment+ run waiting for its top-up.
 * Each is looked up at the provider by its key and completed or failed; one the provider never
 * received is sent again with the same key. Safe to run any number of times.
 */
export const payoutRecoveryJob: JobDefinition = {
  name: 'payout-recovery',
  next: every(60_000),
  async run({ database, config, now, log }) {
    // The bank's tokens are sealed with the installation's key.
    const secrets = await loadInstallationSecrets(database, config.secrets);
    const result = await createPayoutService(config, database, secrets, log).recover(now);
    if (result.checked) log.info(result, 'payout recovery');
  },
};
