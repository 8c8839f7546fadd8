import { createPayoutService } from '../modules/reimbursements/payout-wiring.ts';
import { every, type JobDefinition } from './scheduler.ts';

/**
 * Finishes payouts left in flight: a provider call that timed out, a server that stopped between
 * the provider's answer and our write, a transfer the provider had not settled. Each is looked up
 * at the provider by its idempotency key and completed or failed; one the provider never received
 * is sent again with the same key. Safe to run any number of times.
 */
export const payoutRecoveryJob: JobDefinition = {
  name: 'payout-recovery',
  next: every(60_000),
  async run({ database, config, now, log }) {
    const result = await createPayoutService(config, database, log).recover(now);
    if (result.checked) log.info(result, 'payout recovery');
  },
};
