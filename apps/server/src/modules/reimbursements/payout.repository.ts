import type { Currency, PaymentMethod, PaymentSide, PaymentSource, PaymentTransactionStatus, PayoutChannel, ReimbursementItemStatus } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { ColumnOf, RowOf } from '../../db/rows.ts';
import type {
  companies,
  payeeVerifications,
  paymentTransactions,
  payoutOperations,
  providerConnections,
  reimbursementItems,
  users,
  walletTopUps,
} from '../../db/schema/index.ts';
import type { PayeeMatch, PayoutOperationStatus, PayoutStep } from '../../db/schema/reimbursements.ts';
import type { ItemRow } from './reimbursements.repository.ts';

export type OperationRow = RowOf<
  typeof payoutOperations,
  | 'id'
  | 'company_id'
  | 'item_id'
  | 'step'
  | 'idempotency_key'
  | 'status'
  | 'amount_minor'
  | 'currency'
  | 'provider_reference'
  | 'provider_status'
  | 'payee_verification_id'
  | 'sca_session_token'
  | 'attempts'
  | 'last_error'
  | 'last_attempt_at'
  | 'created_at'
>;

const OP_COLUMNS =
  'id, company_id, item_id, step, idempotency_key, status, amount_minor, currency, provider_reference, provider_status, payee_verification_id, sca_session_token, attempts, last_error, last_attempt_at, created_at';

export type PayeeVerificationRow = RowOf<
  typeof payeeVerifications,
  | 'id'
  | 'company_id'
  | 'item_id'
  | 'provider'
  | 'payee_name'
  | 'iban'
  | 'amount_minor'
  | 'result'
  | 'matched_name'
  | 'proof_token'
  | 'expires_at'
  | 'decision'
  | 'used_at'
  | 'created_at'
>;
const VERIFICATION_COLUMNS = 'id, company_id, item_id, provider, payee_name, iban, amount_minor, result, matched_name, proof_token, expires_at, decision, used_at, created_at';

export type TopUpRow = RowOf<
  typeof walletTopUps,
  'id' | 'company_id' | 'reimbursement_id' | 'amount_minor' | 'currency' | 'iban' | 'reference' | 'status' | 'received_at'
>;
const TOP_UP_COLUMNS = 'id, company_id, reimbursement_id, amount_minor, currency, iban, reference, status, received_at';

/** The company whose Payment+ account a notification names, with its country (which decides the currency). */
export type CompanyOfWallet = RowOf<typeof companies, 'id'> & { currency_country: ColumnOf<typeof companies, 'country'> };

/** What a payout writes: the claim, the outbox of provider calls, and the money that moved. */
export function payoutRepository(database: SqlClient) {
  return {
    /**
     * Claims an item for a payout attempt with one conditional update: released and never started,
     * or failed before. Two triggers at once: one gets the row, the other nothing. The attempt's
     * idempotency key is payout-<item>-<attempt>. A driver already paid into the wallet stays so.
     */
    async claim(companyId: string, itemId: string, channel: PayoutChannel, now: Date): Promise<boolean> {
      const rows = await database.query(
        `update reimbursement_items i set
           payout_attempt = i.payout_attempt + 1,
           payout_key = 'payout-' || i.id || '-' || (i.payout_attempt + 1),
           payout_channel = $3, payout_started_at = $4, payout_finished_at = null, failure_reason = null,
           status = case when exists (select 1 from payout_operations o where o.company_id = i.company_id and o.item_id = i.id
                                        and o.step = 'P2P' and o.status = 'SUCCEEDED') then 'P2P_REIMBURSED' else 'APPROVED' end,
           updated_at = $4
         where i.company_id = $1 and i.id = $2
           and ((i.status = 'APPROVED' and i.payout_started_at is null) or i.status = 'BANK_REIMBURSEMENT_FAIL')
         returning i.id`,
        [companyId, itemId, channel, now],
      );
      return rows.length === 1;
    },

    async operations(companyId: string, itemId: string): Promise<OperationRow[]> {
      return database.query<OperationRow>(`select ${OP_COLUMNS} from payout_operations where company_id = $1 and item_id = $2 order by created_at, id`, [
        companyId,
        itemId,
      ]);
    },

    /**
     * Writes the intent before the provider is called (the outbox). The caller holds it from now on
     * (last_attempt_at). Null when another caller wrote the step first.
     */
    async insertOperation(o: {
      companyId: string;
      itemId: string;
      step: PayoutStep;
      key: string;
      amountMinor: number;
      currency: Currency;
      payeeVerificationId?: string | null;
      now: Date;
    }): Promise<OperationRow | null> {
      const rows = await database.query<OperationRow>(
        `insert into payout_operations (company_id, item_id, step, idempotency_key, amount_minor, currency, payee_verification_id, last_attempt_at, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $8, $7, $7, $7)
         on conflict do nothing returning ${OP_COLUMNS}`,
        [o.companyId, o.itemId, o.step, o.key, o.amountMinor, o.currency, o.now, o.payeeVerificationId ?? null],
      );
      return rows[0] ?? null;
    },

    /** Takes over an open operation nobody has touched since `staleBefore`; null when someone has. */
    async leaseStale(operationId: string, staleBefore: Date, now: Date): Promise<OperationRow | null> {
      const [row] = await database.query<OperationRow>(
        `update payout_operations set last_attempt_at = $3, updated_at = $3
          where id = $1 and status in ('PENDING', 'SUBMITTED') and coalesce(last_attempt_at, created_at) < $2
          returning ${OP_COLUMNS}`,
        [operationId, staleBefore, now],
      );
      return row ?? null;
    },

    /** Takes over an operation the provider has taken (a bank event about it arrived); null when someone is at it this very moment. */
    async leaseSubmitted(operationId: string, now: Date): Promise<OperationRow | null> {
      const [row] = await database.query<OperationRow>(
        `update payout_operations set last_attempt_at = $2, updated_at = $2
          where id = $1 and status = 'SUBMITTED' and provider_reference is not null and coalesce(last_attempt_at, created_at) < $2
          returning ${OP_COLUMNS}`,
        [operationId, now],
      );
      return row ?? null;
    },

    /**
     * The bank transfer of a payout, by the bank's transfer id (unique at the bank) among the
     * companies connected to that bank. The transfer is then read back with that company's token, so
     * an id of another organization finds nothing there.
     */
    async transferOperation(provider: string, transferId: string): Promise<RowOf<typeof payoutOperations, 'company_id' | 'item_id'> | null> {
      const [row] = await database.query<RowOf<typeof payoutOperations, 'company_id' | 'item_id'>>(
        `select o.company_id, o.item_id from payout_operations o
          where o.step = 'SEPA_TRANSFER' and o.provider_reference = $2
            and exists (select 1 from provider_connections c where c.company_id = o.company_id and c.user_id is null and c.provider = $1)
          limit 1`,
        [provider, transferId],
      );
      return row ?? null;
    },

    /** Counts a send before it happens, so a crash after it leaves a trace that says "ask first". */
    async countSend(operationId: string, now: Date): Promise<void> {
      await database.query('update payout_operations set attempts = attempts + 1, last_attempt_at = $2, updated_at = $2 where id = $1', [operationId, now]);
    },

    /** The bank waits for strong customer authentication: the operation stays open with the session to complete. */
    async awaitSca(operationId: string, token: string, now: Date): Promise<void> {
      await database.query('update payout_operations set sca_session_token = $2, provider_status = $3, updated_at = $4 where id = $1', [operationId, token, 'sca_required', now]);
    },

    async noteError(operationId: string, error: string, now: Date): Promise<void> {
      await database.query('update payout_operations set last_error = $2, updated_at = $3 where id = $1', [operationId, error.slice(0, 500), now]);
    },

    async settleOperation(
      operationId: string,
      status: PayoutOperationStatus,
      provider: { reference: string | null; status: string | null; error?: string | null },
      now: Date,
    ): Promise<void> {
      await database.query(
        `update payout_operations set status = $2, provider_reference = coalesce($3, provider_reference), provider_status = $4,
                last_error = coalesce($5, last_error), finished_at = case when $2 in ('SUCCEEDED', 'FAILED') then $6::timestamptz end, updated_at = $6
          where id = $1`,
        [operationId, status, provider.reference, provider.status, provider.error ?? null, now],
      );
    },

    /** Records (or updates, by the provider's id) the money movement and links it to the reimbursement. */
    async recordTransaction(t: {
      companyId: string;
      reimbursementId: string;
      userId: string | null;
      source: PaymentSource;
      method: PaymentMethod;
      status: PaymentTransactionStatus;
      side: PaymentSide;
      amountMinor: number;
      currency: Currency;
      bookedAt: Date;
      note: string;
      comment: string | null;
      counterpartyName: string | null;
      counterpartyIban: string | null;
      externalId: string;
    }): Promise<string> {
      const [row] = await database.query<RowOf<typeof paymentTransactions, 'id'>>(
        `insert into payment_transactions (company_id, user_id, source, method, status, side, amount_minor, currency, booked_at, note, comment,
                                           counterparty_name, counterparty_iban, external_id, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $9, $9)
         on conflict (company_id, source, external_id) do update set status = excluded.status,
           comment = coalesce(excluded.comment, payment_transactions.comment), updated_at = excluded.updated_at
         returning id`,
        [
          t.companyId,
          t.userId,
          t.source,
          t.method,
          t.status,
          t.side,
          t.amountMinor,
          t.currency,
          t.bookedAt,
          t.note,
          t.comment,
          t.counterpartyName,
          t.counterpartyIban,
          t.externalId,
        ],
      );
      await database.query(
        `insert into payment_transaction_reimbursements (company_id, payment_transaction_id, reimbursement_id, created_at)
         values ($1, $2, $3, $4) on conflict do nothing`,
        [t.companyId, row!.id, t.reimbursementId, t.bookedAt],
      );
      return row!.id;
    },

    async setItemState(
      companyId: string,
      itemId: string,
      change: { status: ReimbursementItemStatus; finished: boolean; paid: boolean; failureReason?: string | null; transactionId?: string | null },
      now: Date,
    ): Promise<void> {
      await database.query(
        `update reimbursement_items set status = $3,
                payout_finished_at = case when $4 then $7::timestamptz else payout_finished_at end,
                paid_at = case when $5 then coalesce(paid_at, $7::timestamptz) else paid_at end,
                failure_reason = $6, payment_transaction_id = coalesce($8, payment_transaction_id), updated_at = $7
          where company_id = $1 and id = $2`,
        [companyId, itemId, change.status, change.finished, change.paid, change.failureReason ?? null, now, change.transactionId ?? null],
      );
    },

    /** Payouts at a provider that started before `startedBefore` and have not finished: the recovery job's work. */
    async inFlight(startedBefore: Date, limit: number): Promise<RowOf<typeof reimbursementItems, 'id' | 'company_id'>[]> {
      return database.query<RowOf<typeof reimbursementItems, 'id' | 'company_id'>>(
        `select id, company_id from reimbursement_items
          where payout_started_at is not null and payout_finished_at is null and payout_started_at < $1
            and payout_channel in ('BANK', 'PAYMENT_PLUS')
          order by payout_started_at limit $2`,
        [startedBefore, limit],
      );
    },

    async insertVerification(v: {
      companyId: string;
      itemId: string;
      provider: string;
      payeeName: string;
      iban: string;
      amountMinor: number;
      result: PayeeMatch;
      matchedName: string | null;
      proofToken: string;
      expiresAt: Date;
      now: Date;
    }): Promise<PayeeVerificationRow> {
      const [row] = await database.query<PayeeVerificationRow>(
        `insert into payee_verifications (company_id, item_id, provider, payee_name, iban, amount_minor, result, matched_name, proof_token, expires_at, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning ${VERIFICATION_COLUMNS}`,
        [v.companyId, v.itemId, v.provider, v.payeeName, v.iban, v.amountMinor, v.result, v.matchedName, v.proofToken, v.expiresAt, v.now],
      );
      return row!;
    },

    async verification(companyId: string, id: string, lock = false): Promise<PayeeVerificationRow | null> {
      const [row] = await database.query<PayeeVerificationRow>(
        `select ${VERIFICATION_COLUMNS} from payee_verifications where company_id = $1 and id = $2${lock ? ' for update' : ''}`,
        [companyId, id],
      );
      return row ?? null;
    },

    /** Records the administrator's decision (the audit trail keeps who and when) and, for PAY, that a transfer takes the proof now. */
    async decide(companyId: string, id: string, decision: 'PAY' | 'REJECT' | null, userId: string, use: boolean, now: Date): Promise<boolean> {
      const rows = await database.query(
        `update payee_verifications set decision = coalesce($3, decision), decided_by = case when $3 is null then decided_by else $4::uuid end,
                decided_at = case when $3 is null then decided_at else $5::timestamptz end, used_at = case when $6 then $5::timestamptz else used_at end
          where company_id = $1 and id = $2 and used_at is null and decision is distinct from 'REJECT' returning id`,
        [companyId, id, decision, userId, now, use],
      );
      return rows.length === 1;
    },

    async waitingTopUp(companyId: string, reimbursementId: string): Promise<TopUpRow | null> {
      const [row] = await database.query<TopUpRow>(
        `select ${TOP_UP_COLUMNS} from wallet_top_ups where company_id = $1 and reimbursement_id = $2 order by (status = 'WAITING') desc, created_at desc limit 1`,
        [companyId, reimbursementId],
      );
      return row ?? null;
    },

    async insertTopUp(t: { companyId: string; reimbursementId: string; amountMinor: number; currency: Currency; iban: string; reference: string; now: Date }): Promise<void> {
      await database.query(
        `insert into wallet_top_ups (company_id, reimbursement_id, amount_minor, currency, iban, reference, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $7) on conflict do nothing`,
        [t.companyId, t.reimbursementId, t.amountMinor, t.currency, t.iban, t.reference, t.now],
      );
    },

    /** Marks the waiting top-ups of the company whose reference the money-in carries (or, without one, that it covers) as received. */
    async receiveTopUps(companyId: string, comment: string | null, amountMinor: number, providerReference: string, now: Date): Promise<RowOf<typeof walletTopUps, 'reimbursement_id'>[]> {
      return database.query<RowOf<typeof walletTopUps, 'reimbursement_id'>>(
        `update wallet_top_ups set status = 'RECEIVED', received_at = $5, provider_reference = $4, updated_at = $5
          where company_id = $1 and status = 'WAITING'
            and (($2::text is not null and strpos($2, reference) > 0) or ($2::text is null and amount_minor <= $3))
          returning reimbursement_id`,
        [companyId, comment, amountMinor, providerReference, now],
      );
    },

    /** Payment+ payouts of the run still owed to drivers (no successful P2P yet), in cents. */
    async runStillOwed(companyId: string, reimbursementId: string): Promise<number> {
      const [row] = await database.query<{ owed: string | number | null }>(
        `select coalesce(sum(i.amount_minor), 0) as owed from reimbursement_items i join users u on u.id = i.user_id
          where i.company_id = $1 and i.reimbursement_id = $2 and i.status in ('APPROVED', 'BANK_REIMBURSEMENT_FAIL')
            and u.is_payment_plus and u.kyc_status = 'VALIDATED' and i.amount_minor > 0
            and (i.payout_channel = 'PAYMENT_PLUS' or i.payout_channel is null)
            and not exists (select 1 from payout_operations o where o.company_id = i.company_id and o.item_id = i.id and o.step = 'P2P' and o.status = 'SUCCEEDED')`,
        [companyId, reimbursementId],
      );
      return Number(row?.owed ?? 0);
    },

    /** A money-in to the company's payment account, once by its id (a later notification updates its status), linked to the runs it tops up. */
    async recordMoneyIn(m: {
      companyId: string;
      reimbursementIds: string[];
      status: PaymentTransactionStatus;
      amountMinor: number;
      bookedAt: Date;
      note: string | null;
      externalId: string;
      now: Date;
    }): Promise<void> {
      const [row] = await database.query<RowOf<typeof paymentTransactions, 'id'>>(
        `insert into payment_transactions (company_id, source, method, status, side, amount_minor, currency, booked_at, note, counterparty_name, external_id, created_at, updated_at)
         select $1, 'PAYMENT_PLUS', 'MONEY_IN', $2, 'CREDIT', $3, case c.country when 'SWITZERLAND' then 'CHF' when 'UNITED_STATES' then 'USD' else 'EUR' end,
                $4, $5, c.name || ' · Payment+', $6, $7, $7
           from companies c where c.id = $1
         on conflict (company_id, source, external_id) do update set status = excluded.status, updated_at = excluded.updated_at
         returning id`,
        [m.companyId, m.status, m.amountMinor, m.bookedAt, m.note, m.externalId, m.now],
      );
      for (const reimbursementId of m.reimbursementIds) {
        await database.query(
          `insert into payment_transaction_reimbursements (company_id, payment_transaction_id, reimbursement_id, created_at) values ($1, $2, $3, $4) on conflict do nothing`,
          [m.companyId, row!.id, reimbursementId, m.now],
        );
      }
    },

    /** The company whose Payment+ account this is. */
    async companyByWallet(walletId: string): Promise<CompanyOfWallet | null> {
      const [row] = await database.query<CompanyOfWallet>('select id, country as currency_country from companies where payment_account_id = $1', [walletId]);
      return row ?? null;
    },

    /** The driver whose Payment+ account this is. */
    async driverByWallet(walletId: string): Promise<RowOf<typeof users, 'id'> | null> {
      const [row] = await database.query<RowOf<typeof users, 'id'>>(
        `select u.id from users u where u.id::text = substring($1 from '^pp-wallet-user-(.*)$')
         union select user_id from provider_connections where provider = 'PAYMENT_PLUS' and user_id is not null and external_account_id = $1 limit 1`,
        [walletId],
      );
      return row ?? null;
    },

    async setDriverKyc(userId: string, kyc: string): Promise<void> {
      await database.query('update users set kyc_status = $2, updated_at = now() where id = $1 and kyc_status is distinct from $2', [userId, kyc]);
    },

    /** Payment+ payouts of a company in flight, to continue once money arrived. */
    async inFlightOfCompany(companyId: string): Promise<RowOf<typeof reimbursementItems, 'id'>[]> {
      return database.query<RowOf<typeof reimbursementItems, 'id'>>(
        `select id from reimbursement_items where company_id = $1 and payout_channel = 'PAYMENT_PLUS' and payout_started_at is not null and payout_finished_at is null
          order by payout_started_at`,
        [companyId],
      );
    },

    /** The driver's Payment+ wallet, when a connection names one. */
    async driverWallet(companyId: string, userId: string): Promise<string | null> {
      const [row] = await database.query<RowOf<typeof providerConnections, 'external_account_id'>>(
        `select external_account_id from provider_connections where company_id = $1 and user_id = $2 and provider = 'PAYMENT_PLUS' and status = 'CONNECTED'`,
        [companyId, userId],
      );
      return row?.external_account_id ?? null;
    },
  };
}
export type PayoutRepository = ReturnType<typeof payoutRepository>;
export type { ItemRow };
