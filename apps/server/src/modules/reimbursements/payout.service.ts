import { reimbursementMessage, type Language, type PayoutChannel, type PayoutRoute, type ReimbursementItemStatus } from '@fleetwatt/shared';
import type { Database, SqlClient } from '../../db/database.ts';
import type { PayoutStep } from '../../db/schema/reimbursements.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { ProviderError } from '../../lib/provider-http.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { runStep, type PayoutContext, type StepClients, type StepOutcome } from './payout-steps.ts';
import { payoutRepository, type OperationRow } from './payout.repository.ts';
import { reimbursementsRepository, type CompanyRow, type ItemRow } from './reimbursements.repository.ts';

export type PayoutOutcome = 'PAID' | 'FAILED' | 'IN_PROGRESS';

/** What triggering a payout does for a company: the mode decides, and for COMPANY whether its bank is connected. */
export function payoutRouteOf(company: Pick<CompanyRow, 'reimbursement_mode'>, bankConnected: boolean): PayoutRoute {
  if (company.reimbursement_mode === 'PAYMENT_PLUS') return 'PAYMENT_PLUS';
  return bankConnected ? 'QONTO' : 'SEPA_FILE_ONLY';
}

/** The steps of a payout: one SEPA transfer at the bank, or money-in, P2P and (with an IBAN) money-out at Payment+. */
export function planOf(channel: PayoutChannel, iban: string | null): PayoutStep[] {
  if (channel === 'QONTO') return ['SEPA_TRANSFER'];
  if (channel === 'PAYMENT_PLUS') return iban ? ['MONEY_IN', 'P2P', 'MONEY_OUT'] : ['MONEY_IN', 'P2P'];
  return [];
}

const PAID: readonly ReimbursementItemStatus[] = ['P2P_REIMBURSED', 'BANK_REIMBURSED'];

function outcomeOf(item: ItemRow): PayoutOutcome {
  if (!item.payout_finished_at) return 'IN_PROGRESS';
  return item.status === 'BANK_REIMBURSEMENT_FAIL' ? 'FAILED' : 'PAID';
}

export interface PayoutServiceDeps {
  database: Database;
  clients: StepClients;
  /** The provider timeout; a payout untouched for a few of them counts as stalled. */
  timeoutMs: number;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * Pays reimbursement items through the bank provider or Payment+, never twice:
 * - an item is claimed with one conditional update (released and never started, or failed), so of
 *   two triggers at once one pays and the other is told a payout is in progress;
 * - every provider call is written down first (payout_operations, the outbox) with an idempotency
 *   key the provider receives, and at most one operation per item and step is not FAILED;
 * - an operation whose outcome is unknown (timeout, crash before our write) is looked up at the
 *   provider by its key and sent again with the same key only if the provider never saw it, by the
 *   recovery job or a later trigger once it has stalled.
 */
export function payoutService(deps: PayoutServiceDeps) {
  const { database, clients } = deps;
  const stallMs = 3 * deps.timeoutMs + 5_000;

  async function contextOf(item: ItemRow): Promise<PayoutContext> {
    const reimbursements = reimbursementsRepository(database);
    const [company, r, wallet] = await Promise.all([
      reimbursements.company({ companyId: null }, item.company_id),
      database.query<{ number: number; period_year: number; period_month: number }>(
        'select number, period_year, period_month from reimbursements where id = $1',
        [item.reimbursement_id],
      ),
      payoutRepository(database).driverWallet(item.company_id, item.user_id),
    ]);
    const period = r[0] ? `${r[0].period_year}-${String(r[0].period_month).padStart(2, '0')}` : '';
    return {
      companyId: item.company_id,
      companyName: company?.name ?? '',
      companyWallet: company?.payment_account_id ?? null,
      driverWallet: wallet ?? `pp-wallet-user-${item.user_id}`,
      userId: item.user_id,
      driverName: item.user_name,
      iban: item.iban,
      holder: item.holder ?? item.user_name,
      amountMinor: item.amount_minor,
      currency: item.currency,
      reference: `Fleetwatt reimbursement ${r[0]?.number ?? ''} ${period} receipt ${item.receipt_number}`,
    };
  }

  /** Writes what the provider said: the operation, the money movement, the item and the reimbursement, at once. */
  async function record(item: ItemRow, op: OperationRow, plan: PayoutStep[], ctx: PayoutContext, outcome: StepOutcome, now: Date) {
    await database.transaction(async (tx: SqlClient) => {
      const payouts = payoutRepository(tx);
      const opStatus = outcome.result === 'success' ? 'SUCCEEDED' : outcome.result === 'failure' ? 'FAILED' : 'SUBMITTED';
      await payouts.settleOperation(op.id, opStatus, { reference: outcome.providerReference, status: outcome.providerStatus, error: outcome.reason }, now);
      const transactionId = outcome.transaction
        ? await payouts.recordTransaction({
            companyId: item.company_id,
            reimbursementId: item.reimbursement_id,
            userId: outcome.transaction.userId,
            source: outcome.transaction.source,
            method: outcome.transaction.method,
            status: outcome.transaction.status,
            side: outcome.transaction.side,
            amountMinor: op.amount_minor,
            currency: op.currency,
            bookedAt: now,
            note: ctx.reference,
            comment: outcome.result === 'failure' ? outcome.reason : null,
            counterpartyName: outcome.transaction.counterpartyName,
            counterpartyIban: outcome.transaction.counterpartyIban,
            externalId: outcome.transaction.externalId,
          })
        : null;
      const paysDriver = op.step !== 'MONEY_IN';
      const last = plan[plan.length - 1] === op.step;
      if (outcome.result === 'failure') {
        await payouts.setItemState(
          item.company_id,
          item.id,
          { status: 'BANK_REIMBURSEMENT_FAIL', finished: true, paid: false, failureReason: outcome.reason ?? 'declined', transactionId: paysDriver ? transactionId : null },
          now,
        );
      } else if (outcome.result === 'success' && (last || op.step === 'P2P')) {
        const status: ReimbursementItemStatus = op.step === 'P2P' ? 'P2P_REIMBURSED' : 'BANK_REIMBURSED';
        await payouts.setItemState(item.company_id, item.id, { status, finished: last, paid: true, transactionId }, now);
      } else if (transactionId && paysDriver) {
        await payouts.setItemState(item.company_id, item.id, { status: item.status, finished: false, paid: false, transactionId }, now);
      }
      await reimbursementsRepository(tx).recompute(item.company_id, item.reimbursement_id, now);
    });
  }

  /**
   * Moves a claimed payout forward as far as the providers allow: runs the next step of its plan,
   * records the answer, and goes on. Stops when the payout has ended, the provider has not settled,
   * the outcome is unknown, or someone else is working on it ('BUSY').
   */
  async function advance(companyId: string, itemId: string, now: Date): Promise<PayoutOutcome | 'BUSY'> {
    const reimbursements = reimbursementsRepository(database);
    const payouts = payoutRepository(database);
    for (let guard = 0; guard < 8; guard++) {
      const item = await reimbursements.item(companyId, itemId);
      if (!item) throw notFound('The reimbursement item');
      if (!item.payout_started_at || item.payout_finished_at || !item.payout_channel || item.payout_channel === 'SEPA_FILE') return outcomeOf(item);
      const plan = planOf(item.payout_channel, item.iban);
      const ops = await payouts.operations(companyId, itemId);
      const step = plan.find((s) => !ops.some((o) => o.step === s && o.status === 'SUCCEEDED'));
      const ctx = await contextOf(item);
      if (!step) {
        // Every step succeeded but the item was not closed (a crash in between): close it now.
        const status: ReimbursementItemStatus = plan.includes('MONEY_OUT') || plan.includes('SEPA_TRANSFER') ? 'BANK_REIMBURSED' : 'P2P_REIMBURSED';
        await database.transaction(async (tx) => {
          await payoutRepository(tx).setItemState(companyId, itemId, { status, finished: true, paid: true }, now);
          await reimbursementsRepository(tx).recompute(companyId, item.reimbursement_id, now);
        });
        continue;
      }
      const live = ops.find((o) => o.step === step && o.status !== 'FAILED');
      let op: OperationRow | null;
      if (live) {
        op = await payouts.leaseStale(live.id, new Date(now.getTime() - stallMs), now);
      } else {
        op = await payouts.insertOperation({
          companyId,
          itemId,
          step,
          key: `${item.payout_key}:${step.toLowerCase()}`,
          amountMinor: item.amount_minor,
          currency: item.currency,
          now,
        });
      }
      if (!op) return 'BUSY';
      await payouts.countSend(op.id, now);
      let outcome: StepOutcome;
      try {
        outcome = await runStep(clients, op, ctx, now);
      } catch (err) {
        if (!(err instanceof ProviderError)) throw err;
        deps.log?.warn({ err, item: itemId, step }, 'payout step outcome unknown; it will be looked up by its key');
        await payouts.noteError(op.id, err.message, now);
        return 'IN_PROGRESS';
      }
      await record(item, op, plan, ctx, outcome, now);
      if (outcome.result === 'pending') return 'IN_PROGRESS';
    }
    return 'IN_PROGRESS';
  }

  /** Checks that the channel can pay this item at all, before anything is claimed. */
  function refuseUnpayable(channel: PayoutChannel, company: CompanyRow, item: ItemRow, lang: Language) {
    const name = item.user_name;
    if (item.amount_minor <= 0) throw conflict(reimbursementMessage('zeroAmount', lang));
    if (channel === 'QONTO') {
      if (item.currency !== 'EUR') throw conflict(reimbursementMessage('sepaEuroOnly', lang, { currency: item.currency }));
      if (!item.iban) throw conflict(reimbursementMessage('noIban', lang, { name }));
    }
    if (channel === 'PAYMENT_PLUS') {
      if (!company.payment_account_id) throw conflict(reimbursementMessage('companyWalletMissing', lang));
      if (!item.is_payment_plus) throw conflict(reimbursementMessage('notPaymentPlus', lang, { name }));
      if (item.kyc_status !== 'VALIDATED') throw conflict(reimbursementMessage('kycNotValidated', lang, { name, status: item.kyc_status ?? 'NOT_STARTED' }));
    }
  }

  function message(outcome: PayoutOutcome, item: ItemRow, lang: Language): string {
    if (outcome === 'PAID') return reimbursementMessage('paid', lang, { name: item.user_name });
    if (outcome === 'FAILED') return reimbursementMessage('payoutFailed', lang, { name: item.user_name, reason: item.failure_reason ?? '' });
    return reimbursementMessage('payoutPending', lang, { name: item.user_name });
  }

  return {
    stallMs,
    advance,

    /** POST .../items/{itemId}/trigger: pays one item, or says why not. */
    async trigger(scope: TenantScope, reimbursementId: string, itemId: string, lang: Language, now = new Date()): Promise<{ outcome: PayoutOutcome; message: string }> {
      const reimbursements = reimbursementsRepository(database);
      const r = await reimbursements.byId(scope, reimbursementId);
      if (!r) throw notFound(reimbursementMessage('reimbursement', 'en'));
      const item = await reimbursements.item(r.company_id, itemId);
      if (!item || item.reimbursement_id !== r.id) throw notFound(reimbursementMessage('item', 'en'));
      const company = (await reimbursements.company({ companyId: null }, r.company_id))!;

      if (item.status === 'CANCELLED') throw conflict(reimbursementMessage('itemCancelled', lang));
      if (item.status === 'PENDING') throw conflict(reimbursementMessage('itemNotReleased', lang));
      const inFlight = !!item.payout_started_at && !item.payout_finished_at;
      if (inFlight) {
        if (item.payout_channel === 'SEPA_FILE') throw conflict(reimbursementMessage('inSepaFile', lang));
        // Someone else's payout that has stalled is taken over; one still running is left alone.
        if (new Date(item.payout_started_at!).getTime() >= now.getTime() - stallMs) throw conflict(reimbursementMessage('payoutInProgress', lang));
        const resumed = await advance(r.company_id, itemId, now);
        if (resumed === 'BUSY') throw conflict(reimbursementMessage('payoutInProgress', lang));
        const after = (await reimbursements.item(r.company_id, itemId))!;
        return { outcome: resumed, message: message(resumed, after, lang) };
      }
      if (PAID.includes(item.status)) throw conflict(reimbursementMessage('itemPaid', lang));

      const route = payoutRouteOf(company, await reimbursements.bankConnected(company.id));
      if (route === 'SEPA_FILE_ONLY') throw conflict(reimbursementMessage('bankNotConnected', lang));
      refuseUnpayable(route, company, item, lang);
      if (!(await payoutRepository(database).claim(r.company_id, itemId, route, now))) throw conflict(reimbursementMessage('payoutInProgress', lang));
      await reimbursements.recompute(r.company_id, r.id, now);

      // Should our own write fail after the provider answered, the item stays in flight and the
      // recovery job finishes it by its key.
      const outcome = await advance(r.company_id, itemId, now);
      const after = (await reimbursements.item(r.company_id, itemId))!;
      const final = outcome === 'BUSY' ? 'IN_PROGRESS' : outcome;
      return { outcome: final, message: message(final, after, lang) };
    },

    /** The recovery job: every payout in flight that has stalled is looked up and finished. */
    async recover(now: Date, limit = 100): Promise<{ checked: number; finished: number }> {
      const stalled = await payoutRepository(database).inFlight(new Date(now.getTime() - stallMs), limit);
      let finished = 0;
      for (const item of stalled) {
        try {
          const outcome = await advance(item.company_id, item.id, now);
          if (outcome === 'PAID' || outcome === 'FAILED') finished++;
        } catch (err) {
          deps.log?.warn({ err, item: item.id }, 'payout recovery failed for an item; it is tried again on the next run');
        }
      }
      return { checked: stalled.length, finished };
    },
  };
}
export type PayoutService = ReturnType<typeof payoutService>;
