import { ProviderError } from '../../lib/provider-http.ts';
import { bankTransferStep } from './bank-transfer-step.ts';
import type { OperationRow } from './payout.repository.ts';
import { notSent, type PayoutContext, type StepClients, type StepOutcome } from './step-outcome.ts';
import { walletStep } from './wallet-steps.ts';

export type { PayoutContext, StepClients, StepOutcome };

/** A definite refusal by the provider (no money moved). */
const refused = (err: ProviderError): StepOutcome => ({
  result: 'failure',
  providerReference: null,
  providerStatus: err.code ?? String(err.status ?? ''),
  reason: err.message.replace(/^.*answered \d+: /, ''),
  transaction: null,
});

/**
 * Carries out one step at its provider. A step that may already have reached the provider is
 * asked for first (by its key) and sent again only when the provider has never seen it; one the
 * provider took but had not settled is looked up. Throws a ProviderError when the outcome stays unknown.
 */
export async function runStep(clients: StepClients, op: OperationRow, ctx: PayoutContext, now: Date): Promise<StepOutcome> {
  try {
    switch (op.step) {
      case 'SEPA_TRANSFER':
        return await bankTransferStep(clients.bank, op, ctx, now);
      case 'P2P':
      case 'MONEY_OUT':
        return await walletStep(clients.wallet, op, ctx);
      case 'MONEY_IN':
        // Money-ins are no step of an item any more: the run's top-up arrives by SEPA transfer.
        return notSent('money-in is made once per payout run');
    }
  } catch (err) {
    if (err instanceof ProviderError && !err.outcomeUnknown) {
      // Lemonway's "insufficient balance": the run's top-up has not arrived yet; nothing moved.
      if (op.step === 'P2P' && err.code === '110') return { ...refused(err), needsTopUp: true };
      return refused(err);
    }
    throw err;
  }
}
