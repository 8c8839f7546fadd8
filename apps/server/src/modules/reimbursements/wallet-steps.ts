import { METHOD, paymentStatusOf, TX_STATUS, type LemonwayTransaction } from '../../providers/lemonway/api.ts';
import type { WalletProvider } from '../../providers/lemonway/client.ts';
import { notSent, type PayoutContext, type StepOutcome } from './step-outcome.ts';
import type { OperationRow } from './payout.repository.ts';

/** Lemonway keeps at most 50 characters of a reference: the operation's id names the movement. */
export const walletReference = (op: Pick<OperationRow, 'id'>) => `fw-${op.id}`;

const FAILED = new Set<number>([TX_STATUS.ERROR, TX_STATUS.PSP_ERROR, TX_STATUS.CANCELLED]);

function fromWallet(t: LemonwayTransaction, ctx: PayoutContext): StepOutcome {
  const moneyOut = t.method === METHOD.MONEY_OUT;
  const status = paymentStatusOf(t) ?? (moneyOut ? 'MONEY_OUT_PENDING' : 'P2P_PENDING');
  return {
    result: t.status === TX_STATUS.SUCCESS ? 'success' : FAILED.has(t.status) ? 'failure' : 'pending',
    providerReference: String(t.id),
    providerStatus: String(t.status),
    reason: FAILED.has(t.status) ? status : null,
    transaction: {
      externalId: `${moneyOut ? 'moneyout' : 'p2p'}-${t.id}`,
      status,
      source: 'PAYMENT_PLUS',
      method: moneyOut ? 'MONEY_OUT' : 'P2P',
      side: 'DEBIT',
      counterpartyName: ctx.driverName,
      counterpartyIban: moneyOut ? ctx.iban : null,
      userId: ctx.userId,
    },
  };
}

/**
 * A P2P from the company's payment account to the driver's, or the driver's money-out to the
 * registered IBAN, at Lemonway. Lemonway takes no idempotency key: the operation's key goes along
 * as the movement's reference, and a step that may have reached Lemonway is looked up by it before
 * anything is sent again.
 */
export async function walletStep(wallet: WalletProvider, op: OperationRow, ctx: PayoutContext): Promise<StepOutcome> {
  const method = op.step === 'P2P' ? METHOD.P2P : METHOD.MONEY_OUT;
  const reference = walletReference(op);
  if (op.status === 'SUBMITTED' && op.provider_reference) {
    const known = await wallet.transaction(method, Number(op.provider_reference));
    if (known) return fromWallet(known, ctx);
  }
  if (op.attempts > 1) {
    const [found] = await wallet.byReference(method, reference);
    if (found) return fromWallet(found, ctx);
  }
  if (!ctx.companyWallet) return notSent('no company wallet');
  if (op.step === 'P2P') {
    return fromWallet(
      await wallet.p2p({ debitAccountId: ctx.companyWallet, creditAccountId: ctx.driverWallet, amountMinor: op.amount_minor, comment: ctx.reference, reference }),
      ctx,
    );
  }
  if (!ctx.iban) return notSent('no IBAN');
  const iban = await wallet.registerIban(ctx.driverWallet, ctx.holder, ctx.iban);
  return fromWallet(await wallet.moneyOut({ accountId: ctx.driverWallet, ibanId: iban.id, amountMinor: op.amount_minor, comment: ctx.reference, reference }), ctx);
}
