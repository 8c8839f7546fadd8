import { randomUUID } from 'node:crypto';
import {
  CURRENCY_BY_COUNTRY,
  ibanMessage,
  ibanProblem,
  normalizeIban,
  reimbursementMessage,
  totalPages,
  type ApproveReimbursement,
  type CreateReimbursement,
  type Language,
  type PayoutResult,
  type ReimbursementCandidate,
  type ReimbursementCandidatesQuery,
  type ReimbursementDetail,
  type ReimbursementItem,
  type ReimbursementListItem,
  type ReimbursementPage,
  type ReimbursementReceiptPage,
  type ReimbursementReceiptSearch,
  type ReimbursementSearch,
  type SepaFile,
  type SepaQuery,
  type TriggerPayout,
  type VerifyPayees,
  type PayeeVerification,
  utcDay,
} from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { painXml } from '../../lib/sepa/index.ts';
import { xsdErrors } from '../../lib/xml/xsd.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { payoutRouteOf, type PayoutService } from './payout.service.ts';
import { reimbursementsRepository, type DriverShareRow, type ItemRow, type ReimbursementRow } from './reimbursements.repository.ts';
import { paymentReference } from './payment-reference.ts';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const periodText = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

const toListItem = (r: ReimbursementRow & Partial<DriverShareRow>): ReimbursementListItem => ({
  id: r.id,
  number: r.number,
  periodYear: r.period_year,
  periodMonth: r.period_month,
  companyId: r.company_id,
  companyName: r.company_name,
  reimbursementMode: r.reimbursement_mode,
  driverId: r.driver_id,
  driverName: r.driver_name,
  driverCount: r.driver_count,
  itemCount: r.item_count,
  status: r.status,
  paymentStatus: r.payment_status,
  expenseMinor: Number(r.expense_minor),
  currency: r.currency,
  sentAt: iso(r.sent_at),
  createdAt: iso(r.created_at)!,
  requiresAction: r.requires_action,
  ...(r.share_item_statuses
    ? {
        driverShare: {
          driverId: r.share_driver_id!,
          driverName: r.share_driver_name ?? '',
          itemCount: r.share_item_count ?? 0,
          amountMinor: Number(r.share_amount_minor ?? 0),
          itemStatuses: r.share_item_statuses,
        },
      }
    : {}),
});

const toItem = (i: ItemRow): ReimbursementItem => ({
  id: i.id,
  receiptId: i.receipt_id,
  receiptNumber: i.receipt_number,
  receiptStatus: i.receipt_status,
  userId: i.user_id,
  userName: i.user_name,
  status: i.status,
  amountMinor: Number(i.amount_minor),
  currency: i.currency,
  payoutChannel: i.payout_channel,
  payoutInProgress: !!i.payout_started_at && !i.payout_finished_at && i.status !== 'CANCELLED',
  payoutStartedAt: iso(i.payout_started_at),
  paidAt: iso(i.paid_at),
  failureReason: i.failure_reason,
  paymentTransactionId: i.payment_transaction_id,
  iban: i.iban,
  isPaymentPlus: i.is_payment_plus,
  kycStatus: i.kyc_status,
  awaitingAuthentication: i.awaiting_authentication && !i.payout_finished_at,
  awaitingSettlement: i.awaiting_settlement && !i.payout_finished_at,
  payeeCheck: i.payee_result ? { result: i.payee_result, matchedName: i.payee_matched_name, decision: i.payee_decision } : null,
});

/** The unique-index name that guards "a receipt is in at most one open reimbursement". */
const LIVE_RECEIPT_INDEX = 'reimbursement_items_live_receipt_key';
const isUniqueViolation = (err: unknown, index: string) =>
  !!err && typeof err === 'object' && (err as { code?: string }).code === '23505' && String((err as { constraint?: string; message?: string }).constraint ?? (err as Error).message).includes(index);

/**
 * Receipt reimbursements (administrators): bundling SUBMITTED receipts of one company and period,
 * releasing them for payment, paying or cancelling each item, the SEPA file, and attaching payment
 * transactions. Amounts: an item is its receipt's expense, a reimbursement the sum of its live items.
 */
export function reimbursementsService(database: Database, payouts: PayoutService, bank: { isConnected(companyId: string): Promise<boolean> }) {
  const repo = reimbursementsRepository(database);

  async function detail(scope: TenantScope, id: string): Promise<ReimbursementDetail> {
    const r = await repo.byId(scope, id);
    if (!r) throw notFound('reimbursement');
    const [items, transactions, bankConnected, topUp] = await Promise.all([
      repo.items(r.company_id, r.id),
      repo.transactions(r.company_id, r.id),
      bank.isConnected(r.company_id),
      repo.topUp(r.company_id, r.id),
    ]);
    return {
      ...toListItem(r),
      approvedAt: iso(r.approved_at),
      payoutRoute: payoutRouteOf(r, bankConnected),
      bankConnected,
      walletTopUp: topUp
        ? {
            status: topUp.status,
            amountMinor: Number(topUp.amount_minor),
            currency: topUp.currency,
            iban: topUp.iban,
            reference: topUp.reference,
            receivedAt: iso(topUp.received_at),
          }
        : null,
      items: items.map(toItem),
      paymentTransactions: transactions.map((t) => ({
        id: t.id,
        bookedAt: iso(t.booked_at)!,
        status: t.status,
        side: t.side,
        amountMinor: Number(t.amount_minor),
        currency: t.currency,
        comment: t.comment,
        note: t.note,
        counterpartyName: t.counterparty_name,
        reimbursementNumbers: (t.numbers ?? []).map(Number),
      })),
    };
  }

  return {
    detail,

    async search(scope: TenantScope, query: ReimbursementSearch): Promise<ReimbursementPage> {
      const { rows, total } = await repo.search(scope, query);
      return { results: rows.map(toListItem), totalCount: total, totalPages: totalPages(total, query.pageSize) };
    },

    async candidates(scope: TenantScope, query: ReimbursementCandidatesQuery): Promise<ReimbursementCandidate[]> {
      if (!(await repo.company(scope, query.companyId))) throw notFound('company');
      const rows = await repo.candidates(query.companyId, query.year, query.month);
      return rows.map((c) => ({
        receiptId: c.receipt_id,
        receiptNumber: c.receipt_number,
        userId: c.user_id,
        userName: c.user_name,
        expenseMinor: Number(c.expense_minor),
        energyWh: Number(c.energy_wh),
        currency: c.currency,
        submittedAt: iso(c.submitted_at),
      }));
    },

    /**
     * Bundles receipts: each must be SUBMITTED and current, of this company and period, and in no
     * other open reimbursement. The company row is locked, so numbers never repeat and two bundles
     * made at once cannot take the same receipt (the unique index backs this up).
     */
    async create(scope: TenantScope, body: CreateReimbursement, lang: Language, now = new Date()): Promise<ReimbursementDetail> {
      const receiptIds = [...new Set(body.receiptIds)];
      const id = await database.transaction(async (tx) => {
        const txRepo = reimbursementsRepository(tx);
        const company = await txRepo.company(scope, body.companyId, true);
        if (!company) throw notFound('company');
        const currency = CURRENCY_BY_COUNTRY[company.country];
        const receipts = await txRepo.receiptsForBundle(company.id, receiptIds);
        if (receipts.length !== receiptIds.length) throw notFound('receipt');
        for (const rc of receipts) {
          if (rc.status !== 'SUBMITTED' || rc.superseded_at) throw conflict(reimbursementMessage('receiptNotSubmitted', lang, { number: rc.number }));
          if (rc.period_year !== body.year || rc.period_month !== body.month) {
            throw conflict(reimbursementMessage('receiptOutsidePeriod', lang, { number: rc.number }));
          }
          if (rc.open_in !== null) throw conflict(reimbursementMessage('receiptInOtherReimbursement', lang, { number: rc.number, reimbursement: rc.open_in }));
          if (rc.currency !== currency) throw conflict(reimbursementMessage('receiptCurrency', lang, { number: rc.number, currency: rc.currency, companyCurrency: currency }));
        }
        const expense = receipts.reduce((sum, rc) => sum + Number(rc.expense_minor), 0);
        const created = await txRepo.insertReimbursement({ companyId: company.id, year: body.year, month: body.month, currency, expenseMinor: expense, now });
        try {
          await txRepo.insertItems(company.id, created.id, receipts, now);
        } catch (err) {
          if (isUniqueViolation(err, LIVE_RECEIPT_INDEX)) throw conflict(reimbursementMessage('receiptsJustTaken', lang));
          throw err;
        }
        await txRepo.recompute(company.id, created.id, now);
        return created.id;
      });
      return detail(scope, id);
    },

    /** Release for payment: PENDING items (all, or the ones named) become APPROVED. */
    async approve(principal: Principal, scope: TenantScope, id: string, body: ApproveReimbursement, lang: Language, now = new Date()): Promise<ReimbursementDetail> {
      await database.transaction(async (tx) => {
        const txRepo = reimbursementsRepository(tx);
        const r = await txRepo.lock(scope, id);
        if (!r) throw notFound('reimbursement');
        if (r.status === 'REJECTED') throw conflict(reimbursementMessage('rejected', lang));
        const items = await txRepo.items(r.company_id, r.id);
        const pending = items.filter((i) => i.status === 'PENDING');
        if (body.itemIds) {
          for (const itemId of body.itemIds) {
            const item = items.find((i) => i.id === itemId);
            if (!item) throw notFound('reimbursementItem');
            if (item.status !== 'PENDING') throw conflict(reimbursementMessage('itemNotPending', lang));
          }
        } else if (!pending.length) {
          throw conflict(reimbursementMessage(r.status === 'APPROVED' ? 'alreadyApproved' : 'nothingToApprove', lang));
        }
        await txRepo.approveItems(r.company_id, r.id, body.itemIds ?? null, now);
        await txRepo.markApproved(r.company_id, r.id, principal.userId, now);
        await txRepo.recompute(r.company_id, r.id, now);
      });
      return detail(scope, id);
    },

    async trigger(principal: Principal, scope: TenantScope, id: string, itemId: string, body: TriggerPayout, lang: Language, now = new Date()): Promise<PayoutResult> {
      const result = await payouts.trigger(principal, scope, id, itemId, body, lang, now);
      return { ...result, reimbursement: await detail(scope, id) };
    },

    verifyPayees: (scope: TenantScope, id: string, body: VerifyPayees, lang: Language): Promise<PayeeVerification[]> => payouts.verifyPayees(scope, id, body.itemIds, lang),

    async rejectPayee(principal: Principal, scope: TenantScope, id: string, verificationId: string, lang: Language): Promise<ReimbursementDetail> {
      await payouts.rejectPayee(principal, scope, id, verificationId, lang);
      return detail(scope, id);
    },

    /** Cancels one item, unless its driver was paid or a payout of it is in flight. */
    async cancel(scope: TenantScope, id: string, itemId: string, lang: Language, now = new Date()): Promise<ReimbursementDetail> {
      const r = await repo.byId(scope, id);
      if (!r) throw notFound('reimbursement');
      await database.transaction(async (tx) => {
        const txRepo = reimbursementsRepository(tx);
        const item = await txRepo.item(r.company_id, itemId, true);
        if (!item || item.reimbursement_id !== r.id) throw notFound('reimbursementItem');
        if (!(await txRepo.cancelItem(r.company_id, itemId, now))) {
          if (item.status === 'CANCELLED') throw conflict(reimbursementMessage('alreadyCancelled', lang));
          if (item.status === 'BANK_REIMBURSED' || (item.status === 'P2P_REIMBURSED' && item.payout_finished_at)) {
            throw conflict(reimbursementMessage('cannotCancelPaid', lang));
          }
          if (await txRepo.hasWalletPayment(r.company_id, itemId)) throw conflict(reimbursementMessage('cannotCancelWallet', lang));
          throw conflict(reimbursementMessage('cannotCancelInFlight', lang));
        }
        await txRepo.recompute(r.company_id, r.id, now);
      });
      return detail(scope, id);
    },

    /**
     * Attaches a payment transaction of the same company. A successful bank debit that pays exactly
     * the items waiting in the SEPA file completes them: the bank has carried the file out.
     */
    async attach(scope: TenantScope, id: string, transactionId: string, lang: Language, now = new Date()): Promise<ReimbursementDetail> {
      const r = await repo.byId(scope, id);
      if (!r) throw notFound('reimbursement');
      await database.transaction(async (tx) => {
        const txRepo = reimbursementsRepository(tx);
        await txRepo.lock(scope, id);
        const transaction = await txRepo.transactionInCompany(r.company_id, transactionId);
        if (!transaction) throw notFound('paymentTransaction');
        if (!(await txRepo.link(r.company_id, transactionId, r.id, now))) throw conflict(reimbursementMessage('transactionAlreadyAttached', lang));
        const waiting = await txRepo.itemsInSepaFile(r.company_id, r.id);
        const sum = waiting.reduce((s, i) => s + Number(i.amount_minor), 0);
        if (waiting.length && transaction.side === 'DEBIT' && transaction.status === 'MONEY_OUT_SUCCESS' && Number(transaction.amount_minor) === sum) {
          await txRepo.completeSepaItems(r.company_id, waiting.map((i) => i.id), transactionId, new Date(transaction.booked_at), now);
        }
        await txRepo.recompute(r.company_id, r.id, now);
      });
      return detail(scope, id);
    },

    /**
     * The pain.001.001.09 file for the released items: they go into the file (and out of reach of
     * any other payout) when it is first made. Every file gets a message id of its own and is kept:
     * asking again for the same items, debtor account and date answers the kept file byte for byte;
     * a corrected request (another account or date) makes a new file with a new message id, which
     * the bank does not refuse as a duplicate.
     */
    async sepa(principal: Principal, scope: TenantScope, id: string, query: SepaQuery, lang: Language, now = new Date()): Promise<{ fileName: string; xml: string; messageId: string }> {
      const problem = ibanProblem(query.debtorIban);
      if (problem) {
        const message = reimbursementMessage('debtorIban', lang, { problem: ibanMessage(problem, lang) });
        throw badRequest(message, [{ field: 'debtorIban', message }]);
      }
      const today = utcDay(now);
      const executionDate = query.executionDate ?? today;
      if (executionDate < today) {
        const message = reimbursementMessage('executionDatePast', lang, { today });
        throw badRequest(message, [{ field: 'executionDate', message }]);
      }
      const r = await repo.byId(scope, id);
      if (!r) throw notFound('reimbursement');
      if (r.reimbursement_mode === 'PAYMENT_PLUS') throw conflict(reimbursementMessage('sepaPaymentPlus', lang));
      if (r.currency !== 'EUR') throw conflict(reimbursementMessage('sepaEuroOnly', lang, { currency: r.currency }));
      if (r.status === 'REJECTED') throw conflict(reimbursementMessage('rejected', lang));
      if (r.status !== 'APPROVED') throw conflict(reimbursementMessage('itemNotReleased', lang));
      const debtorIban = normalizeIban(query.debtorIban);
      const period = periodText(r.period_year, r.period_month);
      const fileName = `sepa-reimbursement-${r.number}-${period}.xml`;
      const file = await database.transaction(async (tx) => {
        const txRepo = reimbursementsRepository(tx);
        await txRepo.lock(scope, id);
        const items = await txRepo.claimForSepaFile(r.company_id, r.id, now);
        await txRepo.recompute(r.company_id, r.id, now);
        if (!items.length) return null;
        const itemsKey = items.map((i) => `${i.id}:${i.amount_minor}`).sort().join('|');
        const kept = await txRepo.keptSepaFile(r.company_id, r.id, debtorIban, executionDate, itemsKey);
        if (kept) return { xml: kept.content, messageId: kept.message_id };
        const fileId = randomUUID();
        const messageId = `FW${fileId.replace(/-/g, '').toUpperCase()}`;
        const xml = painXml({
          messageId,
          paymentInfoId: `FW-R${r.number}-${period}`,
          createdAt: now,
          initiatorName: r.company_name,
          debtorName: r.company_name,
          debtorIban,
          executionDate,
          transfers: items.map((i) => ({
            endToEndId: i.id.replace(/-/g, ''),
            amountCents: Number(i.amount_minor),
            creditorName: i.holder ?? i.user_name,
            creditorIban: normalizeIban(i.iban!),
            remittance: paymentReference(r.company_language, {
              number: r.number,
              periodYear: r.period_year,
              periodMonth: r.period_month,
              receiptNumber: i.receipt_number,
            }),
          })),
        });
        // A file the bank would refuse is our fault, never the caller's: fail loudly instead of handing it out.
        const problems = await xsdErrors(xml, 'pain001');
        if (problems.length) throw new Error(`The SEPA file of reimbursement ${r.number} fails the EPC schema: ${problems.join('; ')}`);
        await txRepo.keepSepaFile({
          id: fileId,
          company_id: r.company_id,
          reimbursement_id: r.id,
          message_id: messageId,
          debtor_iban: debtorIban,
          execution_date: executionDate,
          items_key: itemsKey,
          transfer_count: items.length,
          total_minor: items.reduce((sum, i) => sum + Number(i.amount_minor), 0),
          content: xml,
          created_by: principal.userId,
          created_at: now,
        });
        return { xml, messageId };
      });
      if (!file) throw conflict(reimbursementMessage('sepaNothing', lang));
      return { fileName, ...file };
    },

    /** Every SEPA file made for the reimbursement, newest first. */
    async sepaFiles(scope: TenantScope, id: string): Promise<SepaFile[]> {
      const r = await repo.byId(scope, id);
      if (!r) throw notFound('reimbursement');
      return (await repo.sepaFiles(r.company_id, r.id)).map((f) => ({
        id: f.id,
        messageId: f.message_id,
        debtorIban: f.debtor_iban,
        executionDate: f.execution_date,
        transferCount: Number(f.transfer_count),
        totalMinor: Number(f.total_minor),
        createdAt: new Date(f.created_at).toISOString(),
      }));
    },

    /** One kept SEPA file as it was handed out. */
    async sepaFile(scope: TenantScope, id: string, fileId: string): Promise<{ fileName: string; xml: string; messageId: string }> {
      const r = await repo.byId(scope, id);
      if (!r) throw notFound('reimbursement');
      const f = await repo.sepaFile(r.company_id, r.id, fileId);
      if (!f) throw notFound('sepaFile');
      return { fileName: `sepa-reimbursement-${r.number}-${periodText(r.period_year, r.period_month)}-${f.message_id}.xml`, xml: f.content, messageId: f.message_id };
    },

    async receipts(scope: TenantScope, query: ReimbursementReceiptSearch): Promise<ReimbursementReceiptPage> {
      const { rows, total } = await repo.receipts(scope, query);
      return {
        results: rows.map((r) => ({
          receiptId: r.receipt_id,
          receiptNumber: r.receipt_number,
          receiptStatus: r.receipt_status,
          periodYear: r.period_year,
          periodMonth: r.period_month,
          companyId: r.company_id,
          companyName: r.company_name,
          userId: r.user_id,
          userName: r.user_name,
          expenseMinor: Number(r.expense_minor),
          currency: r.currency,
          submittedAt: iso(r.submitted_at),
          reimbursementId: r.reimbursement_id,
          reimbursementNumber: r.reimbursement_number,
          itemStatus: r.item_status,
        })),
        totalCount: total,
        totalPages: totalPages(total, query.pageSize),
      };
    },
  };
}
export type ReimbursementsService = ReturnType<typeof reimbursementsService>;
