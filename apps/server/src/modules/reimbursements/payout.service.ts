import {
  reimbursementMessage,
  type Language,
  type PayeeVerification,
  type PayoutChannel,
  type PayoutRoute,
  type ReimbursementItemStatus,
  type TriggerPayout,
} from '@fleetwatt/shared';
import type { Database, SqlClient } from '../../db/database.ts';
import type { ColumnOf, RowOf } from '../../db/rows.ts';
import type { reimbursementItems, reimbursements } from '../../db/schema/index.ts';
import type { PayoutStep } from '../../db/schema/reimbursements.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { ProviderError } from '../../lib/provider-http.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { driverAccountIdOf } from '../../providers/lemonway/api.ts';
import { runStep, type PayoutContext, type StepClients, type StepOutcome } from './payout-steps.ts';
import { payoutRepository, type OperationRow, type PayeeVerificationRow } from './payout.repository.ts';
import { reimbursementsRepository, type CompanyRow, type ItemRow } from './reimbursements.repository.ts';
import { paymentReference } from './payment-reference.ts';

export type PayoutOutcome = 'PAID' | 'FAILED' | 'IN_PROGRESS';

/** What triggering a payout does for a company: the mode decides, and for COMPANY whether its bank is connected. */
export function payoutRouteOf(company: Pick<CompanyRow, 'reimbursement_mode'>, bankConnected: boolean): PayoutRoute {
  if (company.reimbursement_mode === 'PAYMENT_PLUS') return 'PAYMENT_PLUS';
  return bankConnected ? 'BANK' : 'SEPA_FILE_ONLY';
}

/** The steps of a payout: one SEPA transfer at the bank, or P2P and (with an IBAN) money-out at Payment+ (the money-in is the run's top-up). */
export function planOf(channel: PayoutChannel, iban: string | null): PayoutStep[] {
  if (channel === 'BANK') return ['SEPA_TRANSFER'];
  if (channel === 'PAYMENT_PLUS') return iban ? ['P2P', 'MONEY_OUT'] : ['P2P'];
  return [];
}

const PAID: readonly ReimbursementItemStatus[] = ['P2P_REIMBURSED', 'BANK_REIMBURSED'];

/** An amount in a message: whole units and cents from the integer, never through a float. */
const moneyText = (minor: number, currency: string, lang: Language) =>
  `${Math.trunc(minor / 100)}${lang === 'de' ? ',' : '.'}${String(minor % 100).padStart(2, '0')} ${currency}`;

function outcomeOf(item: ItemRow): PayoutOutcome {
  if (!item.payout_finished_at) return 'IN_PROGRESS';
  return item.status === 'BANK_REIMBURSEMENT_FAIL' ? 'FAILED' : 'PAID';
}

const toVerification = (v: PayeeVerificationRow, item: Pick<ItemRow, 'user_name' | 'currency'>): PayeeVerification => ({
  id: v.id,
  itemId: v.item_id,
  userName: item.user_name,
  payeeName: v.payee_name,
  iban: v.iban,
  amountMinor: Number(v.amount_minor),
  currency: item.currency,
  result: v.result,
  matchedName: v.matched_name,
  expiresAt: new Date(v.expires_at).toISOString(),
  needsDecision: v.result !== 'MATCH',
  decision: v.decision,
});

export interface PayoutServiceDeps {
  database: Database;
  clients: StepClients;
  /** The provider timeout; a payout untouched for a few of them counts as stalled. */
  timeoutMs: number;
  log?: { warn(obj: object, msg: string): void };
}

/** The period and number of an item's reimbursement, for the payment reference. */
type RunPeriod = RowOf<typeof reimbursements, 'number' | 'period_year' | 'period_month'>;

/** An item's payout key, which the claim has just set. */
type ClaimedKey = { payout_key: NonNullable<ColumnOf<typeof reimbursementItems, 'payout_key'>> };

/**
 * Pays reimbursement items through the company's bank or Payment+, never twice:
 * - a bank payout needs a Verification of Payee shown to the administrator first; an answer other
 *   than a match needs the administrator's decision, kept with the verification (and in the audit trail);
 * - an item is claimed with one conditional update (released and never started, or failed), so of
 *   two triggers at once one pays and the other is told a payout is in progress;
 * - every provider call is written down first (payout_operations, the outbox) with an idempotency
 *   key the provider receives, and at most one operation per item and step is not FAILED;
 * - an operation whose outcome is unknown (timeout, crash before our write) is looked up at the
 *   provider by its key and sent again with the same key only if the provider never saw it, by the
 *   recovery job or a later trigger once it has stalled;
 * - a Payment+ run tops the company's payment account up once (what the run lacks), by SEPA transfer.
 */
export function payoutService(deps: PayoutServiceDeps) {
  const { database, clients } = deps;
  const stallMs = 3 * deps.timeoutMs + 5_000;

  async function contextOf(item: ItemRow, op: OperationRow | null): Promise<PayoutContext & { reimbursementNumber: number }> {
    const reimbursements = reimbursementsRepository(database);
    const payouts = payoutRepository(database);
    const [company, r, wallet, payeeCheck] = await Promise.all([
      reimbursements.company({ companyId: null }, item.company_id),
      database.query<RunPeriod>('select number, period_year, period_month from reimbursements where id = $1', [
        item.reimbursement_id,
      ]),
      payouts.driverWallet(item.company_id, item.user_id),
      op?.payee_verification_id ? payouts.verification(item.company_id, op.payee_verification_id) : Promise.resolve(null),
    ]);
    return {
      companyId: item.company_id,
      companyName: company?.name ?? '',
      companyWallet: company?.payment_account_id ?? null,
      driverWallet: driverAccountIdOf(item.user_id, wallet),
      userId: item.user_id,
      driverName: item.user_name,
      iban: item.iban,
      holder: item.holder ?? item.user_name,
      amountMinor: item.amount_minor,
      currency: item.currency,
      reference: paymentReference(company?.language ?? 'ENGLISH', {
        number: r[0]?.number ?? 0,
        periodYear: r[0]?.period_year ?? 0,
        periodMonth: r[0]?.period_month ?? 0,
        receiptNumber: item.receipt_number,
      }),
      payeeCheck,
      reimbursementNumber: r[0]?.number ?? 0,
    };
  }

  /** Writes what the provider said: the operation, the money movement, the item and the reimbursement, at once. */
  async function record(item: ItemRow, op: OperationRow, plan: PayoutStep[], ctx: PayoutContext, outcome: StepOutcome, now: Date) {
    await database.transaction(async (tx: SqlClient) => {
      const payouts = payoutRepository(tx);
      if (outcome.scaSessionToken) {
        await payouts.awaitSca(op.id, outcome.scaSessionToken, now);
        return;
      }
      const opStatus = outcome.result === 'success' ? 'SUCCEEDED' : outcome.result === 'failure' ? 'FAILED' : 'SUBMITTED';
      await payouts.settleOperation(op.id, opStatus, { reference: outcome.providerReference, status: outcome.providerStatus, error: outcome.reason }, now);
      if (outcome.needsTopUp) return;
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
      const last = plan[plan.length - 1] === op.step;
      if (outcome.result === 'failure') {
        await payouts.setItemState(
          item.company_id,
          item.id,
          { status: 'BANK_REIMBURSEMENT_FAIL', finished: true, paid: false, failureReason: outcome.reason ?? 'declined', transactionId },
          now,
        );
      } else if (outcome.result === 'success' && (last || op.step === 'P2P')) {
        const status: ReimbursementItemStatus = op.step === 'P2P' ? 'P2P_REIMBURSED' : 'BANK_REIMBURSED';
        await payouts.setItemState(item.company_id, item.id, { status, finished: last, paid: true, transactionId }, now);
      } else if (transactionId) {
        await payouts.setItemState(item.company_id, item.id, { status: item.status, finished: false, paid: false, transactionId }, now);
      }
      await reimbursementsRepository(tx).recompute(item.company_id, item.reimbursement_id, now);
    });
  }

  /**
   * Makes sure the company's payment account can pay this item: when it holds less, the run's
   * top-up (what every unpaid Payment+ item of the reimbursement needs, less the balance) is asked
   * for once, and the item waits for it. True when the P2P can go.
   */
  async function fundsFor(item: ItemRow, ctx: PayoutContext & { reimbursementNumber: number }, now: Date): Promise<boolean> {
    if (!ctx.companyWallet) return true;
    const account = await clients.wallet.account(ctx.companyWallet);
    if (account.balance >= item.amount_minor) return true;
    const payouts = payoutRepository(database);
    const current = await payouts.waitingTopUp(item.company_id, item.reimbursement_id);
    if (current?.status === 'WAITING') return false;
    const owed = await payouts.runStillOwed(item.company_id, item.reimbursement_id);
    const iban = await clients.wallet.moneyInIban(ctx.companyWallet);
    await payouts.insertTopUp({
      companyId: item.company_id,
      reimbursementId: item.reimbursement_id,
      amountMinor: Math.max(item.amount_minor, owed - account.balance),
      currency: item.currency,
      iban: iban.iban,
      reference: `FW-R${ctx.reimbursementNumber}-${item.reimbursement_id.slice(0, 8).toUpperCase()}`,
      now,
    });
    return false;
  }

  /**
   * Moves a claimed payout forward as far as the providers allow: runs the next step of its plan,
   * records the answer, and goes on. Stops when the payout has ended, the provider has not settled,
   * the outcome is unknown, or someone else is working on it ('BUSY').
   */
  async function advance(companyId: string, itemId: string, now: Date, held: string | null = null, onEvent = false): Promise<PayoutOutcome | 'BUSY'> {
    const reimbursements = reimbursementsRepository(database);
    const payouts = payoutRepository(database);
    for (let guard = 0; guard < 8; guard++) {
      const item = await reimbursements.item(companyId, itemId);
      if (!item) throw notFound('reimbursementItem');
      if (!item.payout_started_at || item.payout_finished_at || !item.payout_channel || item.payout_channel === 'SEPA_FILE') return outcomeOf(item);
      const plan = planOf(item.payout_channel, item.iban);
      const ops = await payouts.operations(companyId, itemId);
      const step = plan.find((s) => !ops.some((o) => o.step === s && o.status === 'SUCCEEDED'));
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
      if (live && live.id === held) {
        // The caller wrote this operation a moment ago and holds it.
        op = live;
        held = null;
      } else if (live && onEvent) {
        // The provider told us about a movement it has taken: look now. One it has not yet (for all we wrote) is the recovery job's.
        op = await payouts.leaseSubmitted(live.id, now);
      } else if (live) {
        // Strong customer authentication is looked at whenever asked; anything else once it has stalled.
        op = await payouts.leaseStale(live.id, live.sca_session_token ? now : new Date(now.getTime() - stallMs), now);
      } else {
        if (step === 'SEPA_TRANSFER') {
          // A bank transfer is made only with a payee check; without one (lost between claim and write) nothing moves.
          await recordFailure(item, reimbursementMessage('payeeCheckNeeded', 'en', { name: item.user_name }), now);
          return 'FAILED';
        }
        if (step === 'P2P' && !(await fundsFor(item, await contextOf(item, null), now))) return 'IN_PROGRESS';
        op = await payouts.insertOperation({ companyId, itemId, step, key: `${item.payout_key}:${step.toLowerCase()}`, amountMinor: item.amount_minor, currency: item.currency, now });
      }
      if (!op) return 'BUSY';
      const ctx = await contextOf(item, op);
      await payouts.countSend(op.id, now);
      let outcome: StepOutcome;
      try {
        outcome = await runStep(clients, { ...op, attempts: op.attempts + 1 }, ctx, now);
      } catch (err) {
        if (!(err instanceof ProviderError)) throw err;
        deps.log?.warn({ err, item: itemId, step }, 'payout step outcome unknown; it will be looked up by its key');
        await payouts.noteError(op.id, err.message, now);
        return 'IN_PROGRESS';
      }
      await record(item, op, plan, ctx, outcome, now);
      if (outcome.needsTopUp) {
        await fundsFor(item, ctx, now);
        return 'IN_PROGRESS';
      }
      if (outcome.result === 'pending') return 'IN_PROGRESS';
    }
    return 'IN_PROGRESS';
  }

  async function recordFailure(item: ItemRow, reason: string, now: Date) {
    await database.transaction(async (tx) => {
      await payoutRepository(tx).setItemState(item.company_id, item.id, { status: 'BANK_REIMBURSEMENT_FAIL', finished: true, paid: false, failureReason: reason }, now);
      await reimbursementsRepository(tx).recompute(item.company_id, item.reimbursement_id, now);
    });
  }

  /** Checks that the channel can pay this item at all, before anything is claimed. */
  function refuseUnpayable(channel: PayoutChannel, company: CompanyRow, item: ItemRow, lang: Language) {
    const name = item.user_name;
    if (item.amount_minor <= 0) throw conflict(reimbursementMessage('zeroAmount', lang));
    if (channel === 'BANK') {
      if (item.currency !== 'EUR') throw conflict(reimbursementMessage('sepaEuroOnly', lang, { currency: item.currency }));
      if (!item.iban) throw conflict(reimbursementMessage('noIban', lang, { name }));
    }
    if (channel === 'PAYMENT_PLUS') {
      if (!company.payment_account_id) throw conflict(reimbursementMessage('companyWalletMissing', lang));
      if (!item.is_payment_plus) throw conflict(reimbursementMessage('notPaymentPlus', lang, { name }));
      if (item.kyc_status !== 'VALIDATED') throw conflict(reimbursementMessage('kycNotValidated', lang, { name, status: item.kyc_status ?? 'NOT_STARTED' }));
    }
  }

  async function message(outcome: PayoutOutcome, item: ItemRow, lang: Language): Promise<string> {
    if (outcome === 'PAID') return reimbursementMessage('paid', lang, { name: item.user_name });
    if (outcome === 'FAILED') return reimbursementMessage('payoutFailed', lang, { name: item.user_name, reason: item.failure_reason ?? '' });
    const payouts = payoutRepository(database);
    const ops = await payouts.operations(item.company_id, item.id);
    if (ops.some((o) => o.sca_session_token && o.status === 'PENDING')) return reimbursementMessage('awaitingAuthentication', lang, { name: item.user_name });
    const topUp = item.payout_channel === 'PAYMENT_PLUS' && !ops.some((o) => o.step === 'P2P') ? await payouts.waitingTopUp(item.company_id, item.reimbursement_id) : null;
    if (topUp?.status === 'WAITING') {
      return reimbursementMessage('topUpWaiting', lang, { amount: moneyText(Number(topUp.amount_minor), topUp.currency, lang), iban: topUp.iban, reference: topUp.reference });
    }
    return reimbursementMessage('payoutPending', lang, { name: item.user_name });
  }

  /** The item of a reimbursement in the scope, with its company. */
  async function itemOf(scope: TenantScope, reimbursementId: string, itemId: string) {
    const reimbursements = reimbursementsRepository(database);
    const r = await reimbursements.byId(scope, reimbursementId);
    if (!r) throw notFound('reimbursement');
    const item = await reimbursements.item(r.company_id, itemId);
    if (!item || item.reimbursement_id !== r.id) throw notFound('reimbursementItem');
    const company = (await reimbursements.company({ companyId: null }, r.company_id))!;
    return { r, item, company };
  }

  const payableNow = (item: ItemRow) => (item.status === 'APPROVED' && !item.payout_started_at) || item.status === 'BANK_REIMBURSEMENT_FAIL';

  return {
    stallMs,
    advance,

    /**
     * POST /reimbursements/{id}/payee-verifications: Verification of Payee for the items about to
     * be paid by bank transfer (all payable ones, or those named), in one bulk call to the bank.
     */
    async verifyPayees(scope: TenantScope, reimbursementId: string, itemIds: string[] | undefined, lang: Language, now = new Date()): Promise<PayeeVerification[]> {
      const reimbursements = reimbursementsRepository(database);
      const r = await reimbursements.byId(scope, reimbursementId);
      if (!r) throw notFound('reimbursement');
      const company = (await reimbursements.company({ companyId: null }, r.company_id))!;
      const all = await reimbursements.items(r.company_id, r.id);
      if (itemIds?.some((id) => !all.some((i) => i.id === id))) throw notFound('reimbursementItem');
      const items = all.filter((i) => (itemIds ? itemIds.includes(i.id) : payableNow(i)));
      if (payoutRouteOf(company, await clients.bank.isConnected(company.id)) !== 'BANK') throw conflict(reimbursementMessage('notBankRoute', lang));
      for (const item of items) {
        if (item.status === 'CANCELLED') throw conflict(reimbursementMessage('itemCancelled', lang));
        if (item.status === 'PENDING') throw conflict(reimbursementMessage('itemNotReleased', lang));
        if (PAID.includes(item.status)) throw conflict(reimbursementMessage('itemPaid', lang));
        if (!payableNow(item)) throw conflict(reimbursementMessage('payoutInProgress', lang));
        refuseUnpayable('BANK', company, item, lang);
      }
      if (!items.length) return [];
      let answer;
      try {
        answer = await clients.bank.use(company.id, now, async (access) => ({
          provider: access.bank.provider,
          result: await access.bank.verifyPayees(
            access.accessToken,
            items.map((i) => ({ id: i.id, name: i.holder ?? i.user_name, iban: i.iban! })),
          ),
        }));
      } catch (err) {
        if (err instanceof ProviderError) throw new AppError(502, 'PAYEE_CHECK_FAILED', reimbursementMessage('payeeCheckFailed', lang, { reason: err.message.replace(/^.*answered \d+: /, '') }));
        throw err;
      }
      if (!answer) throw conflict(reimbursementMessage('bankNotConnected', lang));
      const payouts = payoutRepository(database);
      const out: PayeeVerification[] = [];
      for (const item of items) {
        const check = answer.result.checks.find((c) => c.id === item.id)!;
        const row = await payouts.insertVerification({
          companyId: item.company_id,
          itemId: item.id,
          provider: answer.provider,
          payeeName: item.holder ?? item.user_name,
          iban: item.iban!,
          amountMinor: item.amount_minor,
          result: check.result,
          matchedName: check.matchedName,
          proofToken: answer.result.proofToken,
          expiresAt: answer.result.expiresAt,
          now,
        });
        out.push(toVerification(row, item));
      }
      return out;
    },

    /** The administrator declines to pay after a payee check: nothing is paid, the decision is kept. */
    async rejectPayee(principal: Principal, scope: TenantScope, reimbursementId: string, verificationId: string, lang: Language, now = new Date()): Promise<void> {
      const reimbursements = reimbursementsRepository(database);
      const r = await reimbursements.byId(scope, reimbursementId);
      if (!r) throw notFound('reimbursement');
      const payouts = payoutRepository(database);
      const v = await payouts.verification(r.company_id, verificationId);
      const item = v ? await reimbursements.item(r.company_id, v.item_id) : null;
      if (!v || !item || item.reimbursement_id !== r.id) throw notFound('reimbursementItem');
      if (!(await payouts.decide(r.company_id, v.id, 'REJECT', principal.userId, false, now))) throw conflict(reimbursementMessage('payeeCheckStale', lang, { name: item.user_name }));
    },

    /** POST .../items/{itemId}/trigger: pays one item, or says why not. */
    async trigger(principal: Principal, scope: TenantScope, reimbursementId: string, itemId: string, body: TriggerPayout, lang: Language, now = new Date()): Promise<{ outcome: PayoutOutcome; message: string }> {
      const { r, item, company } = await itemOf(scope, reimbursementId, itemId);
      const reimbursements = reimbursementsRepository(database);
      if (item.status === 'CANCELLED') throw conflict(reimbursementMessage('itemCancelled', lang));
      if (item.status === 'PENDING') throw conflict(reimbursementMessage('itemNotReleased', lang));
      const inFlight = !!item.payout_started_at && !item.payout_finished_at;
      if (inFlight) {
        if (item.payout_channel === 'SEPA_FILE') throw conflict(reimbursementMessage('inSepaFile', lang));
        // Someone else's payout that has stalled, one waiting for authentication, or a transfer the bank
        // took and has not settled is looked at again (the last only read at the bank); one still running is left alone.
        const ops = await payoutRepository(database).operations(r.company_id, itemId);
        const waitingSca = ops.some((o) => o.sca_session_token && o.status === 'PENDING');
        const atBank = ops.some((o) => o.step === 'SEPA_TRANSFER' && o.status === 'SUBMITTED' && !!o.provider_reference);
        if (!waitingSca && !atBank && new Date(item.payout_started_at!).getTime() >= now.getTime() - stallMs) throw conflict(reimbursementMessage('payoutInProgress', lang));
        const resumed = await advance(r.company_id, itemId, now, null, atBank);
        if (resumed === 'BUSY') throw conflict(reimbursementMessage('payoutInProgress', lang));
        const after = (await reimbursements.item(r.company_id, itemId))!;
        return { outcome: resumed, message: await message(resumed, after, lang) };
      }
      if (PAID.includes(item.status)) throw conflict(reimbursementMessage('itemPaid', lang));

      const route = payoutRouteOf(company, await clients.bank.isConnected(company.id));
      if (route === 'SEPA_FILE_ONLY') throw conflict(reimbursementMessage('bankNotConnected', lang));
      refuseUnpayable(route, company, item, lang);

      const claimed = await database.transaction(async (tx) => {
        const payouts = payoutRepository(tx);
        let verification: PayeeVerificationRow | null = null;
        if (route === 'BANK') {
          // Money moves by bank transfer only after the administrator saw the payee check, and decided where it was not a match.
          verification = body.payeeVerificationId ? await payouts.verification(r.company_id, body.payeeVerificationId, true) : null;
          if (!verification || verification.item_id !== item.id) throw conflict(reimbursementMessage('payeeCheckNeeded', lang, { name: item.user_name }));
          // A check a payout has taken meanwhile: that payout is running.
          if (verification.used_at) throw conflict(reimbursementMessage('payoutInProgress', lang));
          if (verification.decision === 'REJECT' || new Date(verification.expires_at).getTime() <= now.getTime() || verification.iban !== item.iban) {
            throw conflict(reimbursementMessage('payeeCheckStale', lang, { name: item.user_name }));
          }
          if (verification.result !== 'MATCH' && body.payDespiteMismatch !== true) throw conflict(reimbursementMessage('payeeDecisionNeeded', lang, { name: item.user_name }));
        }
        if (!(await payouts.claim(r.company_id, itemId, route, now))) return null;
        if (verification) {
          await payouts.decide(r.company_id, verification.id, verification.result === 'MATCH' ? null : 'PAY', principal.userId, true, now);
          const [claimedItem] = await tx.query<ClaimedKey>('select payout_key from reimbursement_items where company_id = $1 and id = $2', [r.company_id, itemId]);
          const op = await payouts.insertOperation({
            companyId: r.company_id,
            itemId,
            step: 'SEPA_TRANSFER',
            key: `${claimedItem!.payout_key}:sepa_transfer`,
            amountMinor: item.amount_minor,
            currency: item.currency,
            payeeVerificationId: verification.id,
            now,
          });
          await reimbursementsRepository(tx).recompute(r.company_id, r.id, now);
          return { held: op?.id ?? null };
        }
        await reimbursementsRepository(tx).recompute(r.company_id, r.id, now);
        return { held: null };
      });
      if (!claimed) throw conflict(reimbursementMessage('payoutInProgress', lang));

      // Should our own write fail after the provider answered, the item stays in flight and the
      // recovery job finishes it by its key.
      const outcome = await advance(r.company_id, itemId, now, claimed.held);
      const after = (await reimbursements.item(r.company_id, itemId))!;
      const final = outcome === 'BUSY' ? 'IN_PROGRESS' : outcome;
      return { outcome: final, message: await message(final, after, lang) };
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

    /**
     * The bank posted an event about a transfer: the payout it belongs to is looked up at the bank
     * now (the event is only a hint) and recorded as polling would. The same event twice, or an
     * older one after a newer, finds the item as the bank has it and changes nothing more.
     */
    async followTransfer(provider: string, transferId: string, now: Date): Promise<PayoutOutcome | 'BUSY' | null> {
      const op = await payoutRepository(database).transferOperation(provider, transferId);
      if (!op) return null;
      return advance(op.company_id, op.item_id, now, null, true);
    },

    /** Continues the company's Payment+ payouts that wait for money (after a money-in arrived). */
    async continueCompany(companyId: string, now: Date): Promise<void> {
      for (const item of await payoutRepository(database).inFlightOfCompany(companyId)) {
        try {
          await advance(companyId, item.id, now);
        } catch (err) {
          deps.log?.warn({ err, item: item.id }, 'payout could not continue after a money-in; the recovery job tries again');
        }
      }
    },
  };
}
export type PayoutService = ReturnType<typeof payoutService>;
