import type { Currency, PaymentMethod, PaymentSide, PaymentSource, PaymentTransactionStatus } from '@fleetwatt/shared';
import type { PayoutStep } from '../../db/schema/reimbursements.ts';
import { ProviderError } from '../../lib/provider-http.ts';
import { PP_FAILURE, PP_SUCCESS, type PaymentPlusTransaction } from '../../providers/payment-plus/api.ts';
import type { PaymentPlusClient } from '../../providers/payment-plus/client.ts';
import type { QontoTransfer } from '../../providers/qonto/api.ts';
import type { QontoClient } from '../../providers/qonto/client.ts';
import type { QontoAccessor } from '../qonto/qonto-access.ts';
import type { OperationRow } from './payout.repository.ts';

/** What the provider said about one step. */
export interface StepOutcome {
  result: 'success' | 'failure' | 'pending';
  providerReference: string | null;
  providerStatus: string | null;
  /** Why it failed, in the provider's words. */
  reason: string | null;
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
}

export interface StepClients {
  qonto: QontoClient;
  qontoAccess: QontoAccessor;
  paymentPlus: PaymentPlusClient;
}

const QONTO_STATUS: Record<QontoTransfer['status'], PaymentTransactionStatus> = {
  pending: 'MONEY_OUT_PENDING',
  processing: 'MONEY_OUT_PENDING',
  settled: 'MONEY_OUT_SUCCESS',
  declined: 'MONEY_OUT_ERROR',
  canceled: 'MONEY_OUT_CANCELLED',
};

function fromTransfer(t: QontoTransfer, ctx: PayoutContext): StepOutcome {
  const status = QONTO_STATUS[t.status];
  return {
    result: t.status === 'settled' ? 'success' : t.status === 'declined' || t.status === 'canceled' ? 'failure' : 'pending',
    providerReference: t.id,
    providerStatus: t.status,
    reason: t.declined_reason ?? (t.status === 'canceled' ? 'canceled' : null),
    transaction: {
      externalId: t.transaction_id,
      status,
      source: 'BANK',
      method: 'SEPA_TRANSFER',
      side: 'DEBIT',
      counterpartyName: t.beneficiary.name,
      counterpartyIban: t.beneficiary.iban,
      userId: ctx.userId,
    },
  };
}

const PP_METHOD: Record<PaymentPlusTransaction['type'], PaymentMethod> = { MONEY_IN: 'MONEY_IN', P2P: 'P2P', MONEY_OUT: 'MONEY_OUT' };

function fromPaymentPlus(t: PaymentPlusTransaction, ctx: PayoutContext): StepOutcome {
  const moneyIn = t.type === 'MONEY_IN';
  return {
    result: PP_SUCCESS.has(t.status) ? 'success' : PP_FAILURE.has(t.status) ? 'failure' : 'pending',
    providerReference: t.id,
    providerStatus: t.status,
    reason: PP_FAILURE.has(t.status) ? t.status : null,
    transaction: {
      externalId: t.id,
      status: t.status,
      source: 'PAYMENT_PLUS',
      method: PP_METHOD[t.type],
      side: moneyIn ? 'CREDIT' : 'DEBIT',
      counterpartyName: moneyIn ? `${ctx.companyName} · Payment+` : ctx.driverName,
      counterpartyIban: t.type === 'MONEY_OUT' ? ctx.iban : null,
      userId: moneyIn ? null : ctx.userId,
    },
  };
}

/** A definite refusal by the provider (no money moved). */
const refused = (err: ProviderError): StepOutcome => ({
  result: 'failure',
  providerReference: null,
  providerStatus: err.code ?? String(err.status ?? ''),
  reason: err.message.replace(/^.*answered \d+: /, ''),
  transaction: null,
});

/**
 * Carries out one step at its provider. A step that may already have reached the provider is asked
 * for by its idempotency key first and sent again (with the same key) only when the provider has
 * never seen it; one the provider took but had not settled is looked up. Throws a ProviderError
 * when the outcome stays unknown.
 */
export async function runStep(clients: StepClients, op: OperationRow, ctx: PayoutContext, now: Date): Promise<StepOutcome> {
  const maySent = op.attempts > 0;
  try {
    switch (op.step) {
      case 'SEPA_TRANSFER':
        return await sepaTransfer(clients, op, ctx, maySent, now);
      case 'MONEY_IN':
      case 'P2P':
      case 'MONEY_OUT':
        return await paymentPlusStep(clients.paymentPlus, op, ctx, maySent);
    }
  } catch (err) {
    if (err instanceof ProviderError && !err.outcomeUnknown) return refused(err);
    throw err;
  }
}

async function sepaTransfer(clients: StepClients, op: OperationRow, ctx: PayoutContext, maySent: boolean, now: Date): Promise<StepOutcome> {
  const access = await clients.qontoAccess.forCompany(ctx.companyId, now);
  if (!access) {
    if (!maySent) return { result: 'failure', providerReference: null, providerStatus: null, reason: 'bank not connected', transaction: null };
    throw new ProviderError('bank', 'unavailable', 'the bank connection is gone; the transfer will be looked up once it is back');
  }
  if (op.status === 'SUBMITTED' && op.provider_reference) return fromTransfer(await clients.qonto.getTransfer(access.accessToken, op.provider_reference), ctx);
  if (maySent) {
    const found = await clients.qonto.findTransfer(access.accessToken, op.idempotency_key);
    if (found) return fromTransfer(found, ctx);
  }
  if (!ctx.iban) return { result: 'failure', providerReference: null, providerStatus: null, reason: 'no IBAN', transaction: null };
  return fromTransfer(
    await clients.qonto.createTransfer(access.accessToken, op.idempotency_key, {
      beneficiary: { name: ctx.holder.slice(0, 140), iban: ctx.iban },
      amount_cents: op.amount_minor,
      currency: op.currency,
      reference: ctx.reference,
    }),
    ctx,
  );
}

async function paymentPlusStep(client: PaymentPlusClient, op: OperationRow, ctx: PayoutContext, maySent: boolean): Promise<StepOutcome> {
  if (op.status === 'SUBMITTED' && op.provider_reference) return fromPaymentPlus(await client.transaction(op.provider_reference), ctx);
  if (maySent) {
    const found = await client.findTransaction(op.idempotency_key);
    if (found) return fromPaymentPlus(found, ctx);
  }
  const amount = { amountMinor: op.amount_minor, currency: op.currency, reference: ctx.reference };
  const step = op.step as Exclude<PayoutStep, 'SEPA_TRANSFER'>;
  if (!ctx.companyWallet) return { result: 'failure', providerReference: null, providerStatus: null, reason: 'no company wallet', transaction: null };
  switch (step) {
    case 'MONEY_IN':
      return fromPaymentPlus(await client.moneyIn(op.idempotency_key, { walletId: ctx.companyWallet, ...amount }), ctx);
    case 'P2P':
      return fromPaymentPlus(await client.p2p(op.idempotency_key, { debitWalletId: ctx.companyWallet, creditWalletId: ctx.driverWallet, ...amount }), ctx);
    case 'MONEY_OUT':
      if (!ctx.iban) return { result: 'failure', providerReference: null, providerStatus: null, reason: 'no IBAN', transaction: null };
      return fromPaymentPlus(
        await client.moneyOut(op.idempotency_key, { walletId: ctx.driverWallet, iban: ctx.iban, holderName: ctx.holder.slice(0, 140), ...amount }),
        ctx,
      );
  }
}
