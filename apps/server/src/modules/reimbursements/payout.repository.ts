import type { Currency, PaymentMethod, PaymentSide, PaymentSource, PaymentTransactionStatus, PayoutChannel, ReimbursementItemStatus } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { PayoutOperationStatus, PayoutStep } from '../../db/schema/reimbursements.ts';
import type { ItemRow } from './reimbursements.repository.ts';

export interface OperationRow {
  id: string;
  company_id: string;
  item_id: string;
  step: PayoutStep;
  idempotency_key: string;
  status: PayoutOperationStatus;
  amount_minor: number;
  currency: Currency;
  provider_reference: string | null;
  provider_status: string | null;
  attempts: number;
  last_error: string | null;
  last_attempt_at: Date | null;
  created_at: Date;
}

const OP_COLUMNS =
  'id, company_id, item_id, step, idempotency_key, status, amount_minor, currency, provider_reference, provider_status, attempts, last_error, last_attempt_at, created_at';

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
    async insertOperation(o: { companyId: string; itemId: string; step: PayoutStep; key: string; amountMinor: number; currency: Currency; now: Date }): Promise<OperationRow | null> {
      const rows = await database.query<OperationRow>(
        `insert into payout_operations (company_id, item_id, step, idempotency_key, amount_minor, currency, last_attempt_at, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $7, $7)
         on conflict do nothing returning ${OP_COLUMNS}`,
        [o.companyId, o.itemId, o.step, o.key, o.amountMinor, o.currency, o.now],
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

    /** Counts a send before it happens, so a crash after it leaves a trace that says "ask first". */
    async countSend(operationId: string, now: Date): Promise<void> {
      await database.query('update payout_operations set attempts = attempts + 1, last_attempt_at = $2, updated_at = $2 where id = $1', [operationId, now]);
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
      const [row] = await database.query<{ id: string }>(
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
    async inFlight(startedBefore: Date, limit: number): Promise<{ id: string; company_id: string }[]> {
      return database.query(
        `select id, company_id from reimbursement_items
          where payout_started_at is not null and payout_finished_at is null and payout_started_at < $1
            and payout_channel in ('QONTO', 'PAYMENT_PLUS')
          order by payout_started_at limit $2`,
        [startedBefore, limit],
      );
    },

    /** The driver's Payment+ wallet, when a connection names one. */
    async driverWallet(companyId: string, userId: string): Promise<string | null> {
      const [row] = await database.query<{ external_account_id: string | null }>(
        `select external_account_id from provider_connections where company_id = $1 and user_id = $2 and provider = 'PAYMENT_PLUS' and status = 'CONNECTED'`,
        [companyId, userId],
      );
      return row?.external_account_id ?? null;
    },
  };
}
export type PayoutRepository = ReturnType<typeof payoutRepository>;
export type { ItemRow };
