import type { Currency, PaymentMethod, PaymentSide, PaymentSource, PaymentTransactionStatus } from '@fleetwatt/shared';
import { ProviderError } from '../../lib/provider-http.ts';
import type { WalletProvider } from '../../providers/lemonway/client.ts';
import type { BankAccessor } from '../bank-connections/bank-access.ts';
import { bankTransferStep } from './bank-transfer-step.ts';
import type { OperationRow, PayeeVerificationRow } from './payout.repository.ts';
import { walletStep } from './wallet-steps.ts';

/** What the provider said about one step. */
export interface StepOutcome {
  result: 'success' | 'failure' | 'pending';
  providerReference: string | null;
  providerStatus: string | null;
  /** Why it failed, in the provider's words. */
  reason: string | null;
  /** The bank waits for the account holder's strong customer authentication with this session. */
  scaSessionToken?: string;
  /** The payment account lacks the money (the run's top-up has not arrived): nothing moved. */
  needsTopUp?: boolean;
  /** The money movement to record, when the provider made one. */
  transaction: {
    externalId: string;
    status: PaymentTransactionStatus;
    source: PaymentSource;
    method: PaymentMethod;
    side: PaymentSide;
    counterpartyName: string | null;
    counterpartyIban: string | null;
    userId: string | null;
  } | null;
}

/** Everything a step needs to know about the payout. */
export interface PayoutContext {
  companyId: string;
  companyName: string;
  companyWallet: string | null;
  driverWallet: string;
  userId: string;
  driverName: string;
  iban: string | null;
  holder: string;
  amountMinor: number;
  currency: Currency;
  reference: string;
  /** The Verification of Payee a bank transfer carries. */
  payeeCheck: PayeeVerificationRow | null;
}

export interface StepClients {
  bank: BankAccessor;
  wallet: WalletProvider;
}

/** A step that fails before reaching the provider (nothing moved). */
export const notSent = (reason: string): StepOutcome => ({ result: 'failure', providerReference: null, providerStatus: null, reason, transaction: null });

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
