import type { Currency, PaymentMethod, PaymentSide, PaymentSource, PaymentTransactionStatus } from '@fleetwatt/shared';
import type { WalletProvider } from '../../providers/lemonway/client.ts';
import type { BankAccessor } from '../bank-connections/bank-access.ts';
import type { PayeeVerificationRow } from './payout.repository.ts';

/* What every payout step takes and answers, shared by the bank and the wallet steps. */

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

