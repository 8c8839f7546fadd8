import { reimbursementMessage, type PaymentTransactionStatus } from '@fleetwatt/shared';
import { ProviderError } from '../../lib/provider-http.ts';
import type { BankTransfer, BankTransferStatus } from '../../providers/bank/index.ts';
import type { BankAccessor } from '../bank-connections/bank-access.ts';
import { notSent, type PayoutContext, type StepOutcome } from './step-outcome.ts';
import type { OperationRow } from './payout.repository.ts';

const STATUS: Record<BankTransferStatus, PaymentTransactionStatus> = {
  pending: 'MONEY_OUT_PENDING',
  processing: 'MONEY_OUT_PENDING',
  settled: 'MONEY_OUT_SUCCESS',
  declined: 'MONEY_OUT_ERROR',
  canceled: 'MONEY_OUT_CANCELLED',
};

function fromTransfer(t: BankTransfer, ctx: PayoutContext): StepOutcome {
  return {
    result: t.status === 'settled' ? 'success' : t.status === 'declined' || t.status === 'canceled' ? 'failure' : 'pending',
    providerReference: t.id,
    providerStatus: t.status,
    reason: t.declinedReason ?? (t.status === 'canceled' ? 'canceled' : null),
    transaction: {
      // The bank's statement line for the transfer, so a later sync finds it and does not add it again.
      externalId: t.transactionId ?? t.id,
      status: STATUS[t.status],
      source: 'BANK',
      method: 'SEPA_TRANSFER',
      side: 'DEBIT',
      counterpartyName: ctx.payeeCheck?.payee_name ?? ctx.holder,
      counterpartyIban: ctx.payeeCheck?.iban ?? ctx.iban,
      userId: ctx.userId,
    },
  };
}

/**
 * The SEPA transfer of a bank payout, with the Verification of Payee proof shown to the
 * administrator, the company's account and the operation's idempotency key: the bank answers the
 * same key with the first transfer, so sending again after an unknown outcome never pays twice.
 * Strong customer authentication is a pending state: the session is kept and followed until the
 * account holder allows (the transfer goes with the session) or denies it.
 */
export async function bankTransferStep(bank: BankAccessor, op: OperationRow, ctx: PayoutContext, now: Date): Promise<StepOutcome> {
  const check = ctx.payeeCheck;
  const outcome = await bank.use(ctx.companyId, now, async (access) => {
    if (op.status === 'SUBMITTED' && op.provider_reference) return fromTransfer(await access.bank.transferStatus(access.accessToken, op.provider_reference), ctx);
    if (!check) return notSent('no payee check');
    let scaSessionToken: string | null = null;
    if (op.sca_session_token) {
      const sca = await access.bank.scaSession(access.accessToken, op.sca_session_token);
      if (sca === 'waiting') return { result: 'pending', providerReference: null, providerStatus: 'sca_waiting', reason: null, scaSessionToken: op.sca_session_token, transaction: null } satisfies StepOutcome;
      if (sca === 'deny') return notSent(reimbursementMessage('authenticationDenied'));
      scaSessionToken = op.sca_session_token;
    }
    const answer = await access.bank.transfer(access.accessToken, op.idempotency_key, {
      accountId: access.account.id,
      payeeName: check.payee_name,
      iban: check.iban,
      amountMinor: op.amount_minor,
      currency: op.currency,
      reference: ctx.reference,
      proofToken: check.proof_token,
      scaSessionToken,
    });
    if (answer.kind === 'sca_required') {
      return { result: 'pending', providerReference: null, providerStatus: 'sca_required', reason: null, scaSessionToken: answer.scaSessionToken, transaction: null } satisfies StepOutcome;
    }
    return fromTransfer(answer.transfer, ctx);
  });
  if (outcome) return outcome;
  if (op.attempts <= 1) return notSent('bank not connected');
  throw new ProviderError('bank', 'unavailable', 'the bank connection is gone; the transfer will be looked up once it is back');
}
