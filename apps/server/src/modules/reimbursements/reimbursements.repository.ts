import type { Currency, ReimbursementReceiptSearch, ReimbursementSearch } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { ColumnOf, DbRow, RowOf } from '../../db/rows.ts';
import type {
  companies,
  payeeVerifications,
  paymentTransactions,
  receipts,
  reimbursementItems,
  reimbursements,
  sepaPaymentFiles,
  users,
  walletTopUps,
} from '../../db/schema/index.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { Params, personName } from '../../lib/sql.ts';
import { receiptCountSql } from '../receipts/receipt-counts.ts';

export type ReimbursementRow = RowOf<
  typeof reimbursements,
  | 'id'
  | 'number'
  | 'period_year'
  | 'period_month'
  | 'company_id'
  | 'status'
  | 'payment_status'
  | 'expense_minor'
  | 'currency'
  | 'sent_at'
  | 'created_at'
  | 'approved_at'
> &
  RowOf<typeof companies, 'reimbursement_mode'> & {
    company_name: ColumnOf<typeof companies, 'name'>;
    /** The company's document language: the payment references its drivers read are in it. */
    company_language: ColumnOf<typeof companies, 'language'>;
    item_count: number;
    driver_count: number;
    /** The driver when every item is one driver's. */
    driver_id: ColumnOf<typeof reimbursementItems, 'user_id'> | null;
    driver_name: string | null;
    requires_action: boolean;
  };

/** A reimbursement found by a driver, with that driver's part of it. */
export type DriverShareRow = ReimbursementRow & {
  share_driver_id: ColumnOf<typeof users, 'id'>;
  share_driver_name: string;
  share_item_count: number;
  share_amount_minor: number | string;
  share_item_statuses: ColumnOf<typeof reimbursementItems, 'status'>[];
};

export type ItemRow = RowOf<
  typeof reimbursementItems,
  | 'id'
  | 'reimbursement_id'
  | 'company_id'
  | 'receipt_id'
  | 'user_id'
  | 'status'
  | 'amount_minor'
  | 'currency'
  | 'payout_key'
  | 'payout_channel'
  | 'payout_attempt'
  | 'payout_started_at'
  | 'payout_finished_at'
  | 'paid_at'
  | 'failure_reason'
  | 'payment_transaction_id'
> &
  RowOf<typeof users, 'is_payment_plus' | 'kyc_status'> & {
    receipt_number: ColumnOf<typeof receipts, 'number'>;
    receipt_status: ColumnOf<typeof receipts, 'status'>;
    user_name: string;
    /** The driver's account, else the one on the receipt. */
    iban: string | null;
    holder: string | null;
    awaiting_authentication: boolean;
    awaiting_settlement: boolean;
    /** The latest Verification of Payee of the item, if any. */
    payee_result: ColumnOf<typeof payeeVerifications, 'result'> | null;
    payee_matched_name: ColumnOf<typeof payeeVerifications, 'matched_name'>;
    payee_decision: ColumnOf<typeof payeeVerifications, 'decision'>;
  };

export type LinkedTransactionRow = RowOf<
  typeof paymentTransactions,
  'id' | 'booked_at' | 'status' | 'side' | 'amount_minor' | 'currency' | 'comment' | 'note' | 'counterparty_name'
> & {
  /** The numbers of the reimbursements the transaction is linked to. */
  numbers: ColumnOf<typeof reimbursements, 'number'>[] | null;
};

export type CandidateRow = RowOf<typeof receipts, 'user_id' | 'expense_minor' | 'energy_wh' | 'currency' | 'submitted_at'> & {
  receipt_id: ColumnOf<typeof receipts, 'id'>;
  receipt_number: ColumnOf<typeof receipts, 'number'>;
  user_name: string;
};

export type ReceiptForBundleRow = RowOf<
  typeof receipts,
  'id' | 'company_id' | 'number' | 'user_id' | 'period_year' | 'period_month' | 'status' | 'superseded_at' | 'expense_minor' | 'currency'
> & {
  /** The number of the open reimbursement the receipt is in, if any. */
  open_in: ColumnOf<typeof reimbursements, 'number'> | null;
};

export type CompanyRow = RowOf<typeof companies, 'id' | 'name' | 'country' | 'language' | 'reimbursement_mode' | 'payment_account_id'>;

export type ReimbursementReceiptRow = RowOf<
  typeof receipts,
  'period_year' | 'period_month' | 'company_id' | 'user_id' | 'expense_minor' | 'currency' | 'submitted_at'
> & {
  receipt_id: ColumnOf<typeof receipts, 'id'>;
  receipt_number: ColumnOf<typeof receipts, 'number'>;
  receipt_status: ColumnOf<typeof receipts, 'status'>;
  company_name: ColumnOf<typeof companies, 'name'>;
  user_name: string;
  /** The live item's reimbursement; a cancelled latest item leaves both null but gives its status. */
  reimbursement_id: ColumnOf<typeof reimbursementItems, 'reimbursement_id'> | null;
  reimbursement_number: ColumnOf<typeof reimbursements, 'number'> | null;
  item_status: ColumnOf<typeof reimbursementItems, 'status'> | null;
};

const REQUIRES_ACTION = `(exists (select 1 from reimbursement_items fi where fi.company_id = r.company_id and fi.reimbursement_id = r.id
                                    and fi.status = 'BANK_REIMBURSEMENT_FAIL')
   or exists (select 1 from payment_transaction_reimbursements vl join payment_transactions vt on vt.id = vl.payment_transaction_id
               where vl.company_id = r.company_id and vl.reimbursement_id = r.id
                 and vt.status in ('MONEY_IN_VALIDATION_PENDING', 'MONEY_OUT_VALIDATION_PENDING')))`;

/**
 * The reimbursement rows, with further columns (each starting with a comma) and joins when given.
 * The item figures are the reimbursement's own (kept with its items, db/triggers/reimbursement-figures.sql).
 */
const selectReimbursement = (moreColumns = '', moreJoins = '') => `
  select r.id, r.number, r.period_year, r.period_month, r.company_id, c.name as company_name, c.language as company_language, c.reimbursement_mode,
         r.status, r.payment_status, r.expense_minor, r.currency, r.sent_at, r.created_at, r.approved_at,
         r.item_count, r.driver_count, r.sole_driver_id as driver_id, case when r.sole_driver_id is null then null else ${personName('du')} end as driver_name,
         ${REQUIRES_ACTION} as requires_action ${moreColumns}
    from reimbursements r
    join companies c on c.id = r.company_id
    left join users du on du.id = r.sole_driver_id ${moreJoins}`;
const SELECT_REIMBURSEMENT = selectReimbursement();

const SORT_SQL: Record<ReimbursementSearch['sortField'], (dir: string) => string> = {
  number: (d) => `r.number ${d}`,
  period: (d) => `r.period_year ${d}, r.period_month ${d}`,
  company: (d) => `lower(c.name) ${d}, r.number ${d}`,
  expense: (d) => `r.expense_minor ${d}`,
  sentAt: (d) => `r.sent_at ${d} nulls last`,
  createdAt: (d) => `r.created_at ${d}`,
};

const ITEM_COLUMNS = `
  i.id, i.reimbursement_id, i.company_id, i.receipt_id, rc.number as receipt_number, rc.status as receipt_status, i.user_id,
  ${personName('u')} as user_name, i.status, i.amount_minor, i.currency, i.payout_key, i.payout_channel, i.payout_attempt,
  i.payout_started_at, i.payout_finished_at, i.paid_at, i.failure_reason, i.payment_transaction_id,
  coalesce(nullif(u.iban, ''), rc.payment_iban) as iban,
  coalesce(nullif(u.account_holder, ''), rc.payment_account_holder, nullif(${personName('u')}, '')) as holder,
  u.is_payment_plus, u.kyc_status,
  exists (select 1 from payout_operations o where o.company_id = i.company_id and o.item_id = i.id and o.status = 'PENDING' and o.sca_session_token is not null)
    as awaiting_authentication,
  exists (select 1 from payout_operations o where o.company_id = i.company_id and o.item_id = i.id and o.step = 'SEPA_TRANSFER' and o.status = 'SUBMITTED' and o.provider_reference is not null)
    as awaiting_settlement,
  pv.result as payee_result, pv.matched_name as payee_matched_name, pv.decision as payee_decision`;
const ITEM_FROM = `from reimbursement_items i join receipts rc on rc.id = i.receipt_id join users u on u.id = i.user_id
  left join lateral (select v.result, v.matched_name, v.decision from payee_verifications v
                      where v.company_id = i.company_id and v.item_id = i.id order by v.created_at desc limit 1) pv on true`;

const RECEIPT_SORT: Record<ReimbursementReceiptSearch['sortField'], string> = {
  receiptNumber: 'rc.number',
  driver: `lower(${personName('u')})`,
  company: 'lower(c.name)',
  expense: 'rc.expense_minor',
  submittedAt: 'rc.submitted_at',
};

/** A kept pain.001 file. */
export type SepaFileRow = RowOf<
  typeof sepaPaymentFiles,
  'id' | 'message_id' | 'debtor_iban' | 'execution_date' | 'transfer_count' | 'total_minor' | 'content' | 'created_at'
>;
/** A reimbursement's row as a change locks it. */
export type LockedReimbursement = RowOf<typeof reimbursements, 'id' | 'company_id' | 'status' | 'number' | 'period_year' | 'period_month'>;

const SEPA_FILE_COLUMNS = 'id, message_id, debtor_iban, execution_date, transfer_count, total_minor, content, created_at';

export function reimbursementsRepository(database: SqlClient) {
  return {
    async search(scope: TenantScope, query: ReimbursementSearch) {
      const params: unknown[] = [];
      const add = (v: unknown) => `$${params.push(v)}`;
      const where: string[] = [];
      let shareJoin = '';
      if (scope.companyId) where.push(`r.company_id = ${add(scope.companyId)}`);
      if (query.companyId) where.push(`r.company_id = ${add(query.companyId)}`);
      let shareSql = '';
      if (query.driverId) {
        const driver = add(query.driverId);
        where.push(`exists (select 1 from reimbursement_items di where di.company_id = r.company_id and di.reimbursement_id = r.id and di.user_id = ${driver})`);
        // The driver's own items: count, the sum of the live ones (as the expense counts) and their statuses.
        shareSql = `, ${driver}::uuid as share_driver_id, (select ${personName('su')} from users su where su.id = ${driver}) as share_driver_name,
          ds.share_item_count, ds.share_amount_minor, ds.share_item_statuses`;
        shareJoin = `cross join lateral (
            select count(*)::int as share_item_count,
                   coalesce(sum(di.amount_minor) filter (where di.status <> 'CANCELLED'), 0)::bigint as share_amount_minor,
                   array_agg(distinct di.status::text order by di.status::text) as share_item_statuses
              from reimbursement_items di
             where di.company_id = r.company_id and di.reimbursement_id = r.id and di.user_id = ${driver}) ds`;
      }
      if (query.filter === 'pending') where.push(`r.status = 'PENDING'`);
      if (query.filter === 'approved') where.push(`r.status = 'APPROVED'`);
      if (query.filter === 'requiresAction') where.push(REQUIRES_ACTION);
      const whereSql = where.length ? `where ${where.join(' and ')}` : '';
      const countParams = [...params];
      const dir = query.sortDir === 'ASC' ? 'asc' : 'desc';
      const byShare = shareJoin !== '' && query.sortField === 'expense';
      const order = `${byShare ? `ds.share_amount_minor ${dir}` : SORT_SQL[query.sortField](dir)}, r.id ${dir}`;
      // The page's ids first, from the reimbursements alone (the company joined to sort by its name,
      // the driver's share to sort by it); the rest of the row only for those rows.
      const pageJoins = `${query.sortField === 'company' ? 'join companies c on c.id = r.company_id' : ''} ${byShare ? shareJoin : ''}`;
      const [rows, counted] = await Promise.all([
        database.query<ReimbursementRow & Partial<DriverShareRow>>(
          `with page as (
             select r.id from reimbursements r ${pageJoins} ${whereSql}
              order by ${order} limit ${add(query.pageSize)} offset ${add(query.pageNumber * query.pageSize)}
           )
           ${selectReimbursement(shareSql, `join page on page.id = r.id ${shareJoin}`)}
            order by ${order}`,
          params,
        ),
        database.query<{ n: number }>(`select count(*)::int as n from reimbursements r ${whereSql}`, countParams),
      ]);
      return { rows, total: Number(counted[0]?.n ?? 0) };
    },

    async byId(scope: TenantScope, id: string): Promise<ReimbursementRow | null> {
      const [row] = await database.query<ReimbursementRow>(
        `${SELECT_REIMBURSEMENT} where r.id = $1 and ($2::uuid is null or r.company_id = $2)`,
        [id, scope.companyId],
      );
      return row ?? null;
    },

    /** The reimbursement's row, locked for a change inside a transaction. */
    async lock(scope: TenantScope, id: string): Promise<LockedReimbursement | null> {
      const [row] = await database.query<LockedReimbursement>(
        `select id, company_id, status, number, period_year, period_month from reimbursements
          where id = $1 and ($2::uuid is null or company_id = $2) for update`,
        [id, scope.companyId],
      );
      return row ?? null;
    },

    async items(companyId: string, reimbursementId: string): Promise<ItemRow[]> {
      return database.query<ItemRow>(
        `select ${ITEM_COLUMNS} ${ITEM_FROM} where i.company_id = $1 and i.reimbursement_id = $2 order by lower(${personName('u')}), rc.number, i.id`,
        [companyId, reimbursementId],
      );
    },

    async item(companyId: string, itemId: string, lock = false): Promise<ItemRow | null> {
      const [row] = await database.query<ItemRow>(
        `select ${ITEM_COLUMNS} ${ITEM_FROM} where i.company_id = $1 and i.id = $2 ${lock ? 'for update of i' : ''}`,
        [companyId, itemId],
      );
      return row ?? null;
    },

    async transactions(companyId: string, reimbursementId: string): Promise<LinkedTransactionRow[]> {
      return database.query<LinkedTransactionRow>(
        `select t.id, t.booked_at, t.status, t.side, t.amount_minor, t.currency, t.comment, t.note, t.counterparty_name,
                (select array_agg(r2.number order by r2.number) from payment_transaction_reimbursements l2
                   join reimbursements r2 on r2.id = l2.reimbursement_id
                  where l2.company_id = t.company_id and l2.payment_transaction_id = t.id) as numbers
           from payment_transaction_reimbursements l join payment_transactions t on t.id = l.payment_transaction_id
          where l.company_id = $1 and l.reimbursement_id = $2
          order by t.booked_at desc, t.id`,
        [companyId, reimbursementId],
      );
    },

    async company(scope: TenantScope, companyId: string, lock = false): Promise<CompanyRow | null> {
      const [row] = await database.query<CompanyRow>(
        `select id, name, country, language, reimbursement_mode, payment_account_id from companies
          where id = $1 and ($2::uuid is null or id = $2) ${lock ? 'for update' : ''}`,
        [companyId, scope.companyId],
      );
      return row ?? null;
    },

    /** The run's Payment+ top-up, when it has one. */
    async topUp(companyId: string, reimbursementId: string) {
      const [row] = await database.query<RowOf<typeof walletTopUps, 'status' | 'amount_minor' | 'currency' | 'iban' | 'reference' | 'received_at'>>(
        `select status, amount_minor, currency, iban, reference, received_at from wallet_top_ups where company_id = $1 and reimbursement_id = $2
          order by (status = 'WAITING') desc, created_at desc limit 1`,
        [companyId, reimbursementId],
      );
      return row ?? null;
    },

    async candidates(companyId: string, year: number, month: number): Promise<CandidateRow[]> {
      return database.query<CandidateRow>(
        `select rc.id as receipt_id, rc.number as receipt_number, rc.user_id, ${personName('u')} as user_name, rc.expense_minor,
                rc.energy_wh, rc.currency, rc.submitted_at
           from receipts rc join users u on u.id = rc.user_id
          where rc.company_id = $1 and rc.period_year = $2 and rc.period_month = $3 and rc.status = 'SUBMITTED' and rc.superseded_at is null
            and not exists (select 1 from reimbursement_items i where i.company_id = rc.company_id and i.receipt_id = rc.id and i.status <> 'CANCELLED')
          order by lower(${personName('u')}), rc.number`,
        [companyId, year, month],
      );
    },

    /** The chosen receipts of a company with the open reimbursement each is in, if any. */
    async receiptsForBundle(companyId: string, receiptIds: string[]): Promise<ReceiptForBundleRow[]> {
      return database.query<ReceiptForBundleRow>(
        `select rc.id, rc.company_id, rc.number, rc.user_id, rc.period_year, rc.period_month, rc.status, rc.superseded_at, rc.expense_minor, rc.currency,
                (select r.number from reimbursement_items i join reimbursements r on r.id = i.reimbursement_id
                  where i.company_id = rc.company_id and i.receipt_id = rc.id and i.status <> 'CANCELLED' limit 1) as open_in
           from receipts rc where rc.company_id = $1 and rc.id = any($2::uuid[])`,
        [companyId, receiptIds],
      );
    },

    async insertReimbursement(r: { companyId: string; year: number; month: number; currency: Currency; expenseMinor: number; now: Date }): Promise<RowOf<typeof reimbursements, 'id' | 'number'>> {
      const [row] = await database.query<RowOf<typeof reimbursements, 'id' | 'number'>>(
        `insert into reimbursements (company_id, number, period_year, period_month, currency, expense_minor, created_at, updated_at)
         values ($1, (select coalesce(max(number), 0) + 1 from reimbursements where company_id = $1), $2, $3, $4, $5, $6, $6)
         returning id, number`,
        [r.companyId, r.year, r.month, r.currency, r.expenseMinor, r.now],
      );
      return row!;
    },

    async insertItems(companyId: string, reimbursementId: string, receipts: ReceiptForBundleRow[], now: Date): Promise<void> {
      await database.query(
        `insert into reimbursement_items (company_id, reimbursement_id, receipt_id, user_id, amount_minor, currency, created_at, updated_at)
         select $1, $2, rc.id, rc.user_id, rc.expense_minor, rc.currency, $4, $4 from receipts rc where rc.company_id = $1 and rc.id = any($3::uuid[])`,
        [companyId, reimbursementId, receipts.map((r) => r.id), now],
      );
    },

    /** Releases PENDING items (all, or the ones named); answers how many. */
    async approveItems(companyId: string, reimbursementId: string, itemIds: string[] | null, now: Date): Promise<number> {
      const rows = await database.query(
        `update reimbursement_items set status = 'APPROVED', updated_at = $4
          where company_id = $1 and reimbursement_id = $2 and status = 'PENDING' and ($3::uuid[] is null or id = any($3::uuid[]))
          returning id`,
        [companyId, reimbursementId, itemIds, now],
      );
      return rows.length;
    },

    async markApproved(companyId: string, reimbursementId: string, userId: string, now: Date): Promise<void> {
      await database.query(
        `update reimbursements set status = 'APPROVED', approved_at = coalesce(approved_at, $3), approved_by = coalesce(approved_by, $4), updated_at = $3
          where company_id = $1 and id = $2`,
        [companyId, reimbursementId, now, userId],
      );
    },

    /**
     * Cancels an item unless it is paid, in flight at a provider, or its driver already holds the
     * money in the wallet. A conditional update, so a payout starting at the same moment wins or
     * loses cleanly. Answers whether it was cancelled.
     */
    async cancelItem(companyId: string, itemId: string, now: Date): Promise<boolean> {
      const rows = await database.query(
        `update reimbursement_items i set status = 'CANCELLED', payout_finished_at = coalesce(i.payout_finished_at, $3), updated_at = $3
          where i.company_id = $1 and i.id = $2
            and (i.status = 'PENDING'
                 or (i.status = 'APPROVED' and (i.payout_started_at is null or i.payout_channel = 'SEPA_FILE'))
                 or i.status = 'BANK_REIMBURSEMENT_FAIL')
            and not exists (select 1 from payout_operations o where o.company_id = i.company_id and o.item_id = i.id
                             and (o.step = 'P2P' and o.status = 'SUCCEEDED' or o.status in ('PENDING', 'SUBMITTED')))
          returning i.id`,
        [companyId, itemId, now],
      );
      return rows.length === 1;
    },

    async hasWalletPayment(companyId: string, itemId: string): Promise<boolean> {
      const rows = await database.query(
        `select 1 from payout_operations where company_id = $1 and item_id = $2 and step = 'P2P' and status = 'SUCCEEDED'`,
        [companyId, itemId],
      );
      return rows.length > 0;
    },

    /**
     * The reimbursement's figures from its items, in SQL: the expense is the sum of the live items,
     * it is REJECTED once every item is cancelled, RECEIVED once every live item is paid, ACCEPTED
     * once any payout went out.
     */
    async recompute(companyId: string, reimbursementId: string, now: Date): Promise<void> {
      await database.query(
        `update reimbursements r set
           expense_minor = s.expense,
           status = case when s.total > 0 and s.live = 0 then 'REJECTED' else r.status end,
           payment_status = case when s.live > 0 and s.paid = s.live then 'RECEIVED'
                                 when s.started > 0 or s.paid > 0 then 'ACCEPTED' else 'PENDING' end,
           sent_at = coalesce(r.sent_at, s.first_started),
           updated_at = $3
          from (select count(*) as total,
                       coalesce(sum(amount_minor) filter (where status <> 'CANCELLED'), 0) as expense,
                       count(*) filter (where status <> 'CANCELLED') as live,
                       count(*) filter (where status in ('P2P_REIMBURSED', 'BANK_REIMBURSED')) as paid,
                       count(*) filter (where status <> 'CANCELLED' and payout_started_at is not null) as started,
                       min(payout_started_at) filter (where status <> 'CANCELLED') as first_started
                  from reimbursement_items where company_id = $1 and reimbursement_id = $2) s
         where r.company_id = $1 and r.id = $2`,
        [companyId, reimbursementId, now],
      );
    },

    async transactionInCompany(companyId: string, transactionId: string) {
      const [row] = await database.query<RowOf<typeof paymentTransactions, 'id' | 'status' | 'side' | 'amount_minor' | 'booked_at'>>(
        `select id, status, side, amount_minor, booked_at from payment_transactions where company_id = $1 and id = $2`,
        [companyId, transactionId],
      );
      return row ?? null;
    },

    /** Links a transaction to a reimbursement; false when it already was. */
    async link(companyId: string, transactionId: string, reimbursementId: string, now: Date): Promise<boolean> {
      const rows = await database.query(
        `insert into payment_transaction_reimbursements (company_id, payment_transaction_id, reimbursement_id, created_at)
         values ($1, $2, $3, $4) on conflict do nothing returning payment_transaction_id`,
        [companyId, transactionId, reimbursementId, now],
      );
      return rows.length === 1;
    },

    /** Items of the reimbursement waiting in a SEPA file (claimed, not finished). */
    async itemsInSepaFile(companyId: string, reimbursementId: string): Promise<RowOf<typeof reimbursementItems, 'id' | 'amount_minor'>[]> {
      return database.query<RowOf<typeof reimbursementItems, 'id' | 'amount_minor'>>(
        `select id, amount_minor from reimbursement_items
          where company_id = $1 and reimbursement_id = $2 and status = 'APPROVED' and payout_channel = 'SEPA_FILE' and payout_finished_at is null`,
        [companyId, reimbursementId],
      );
    },

    async completeSepaItems(companyId: string, itemIds: string[], transactionId: string, paidAt: Date, now: Date): Promise<void> {
      await database.query(
        `update reimbursement_items set status = 'BANK_REIMBURSED', paid_at = $4, payout_finished_at = $5, payment_transaction_id = $3, updated_at = $5
          where company_id = $1 and id = any($2::uuid[]) and status = 'APPROVED' and payout_channel = 'SEPA_FILE' and payout_finished_at is null`,
        [companyId, itemIds, transactionId, paidAt, now],
      );
    },

    /**
     * Puts the released items that are not paid in any other way into the SEPA file: those not yet
     * started, and those already in it (a second download gives the same file). Answers them.
     */
    async claimForSepaFile(companyId: string, reimbursementId: string, now: Date): Promise<ItemRow[]> {
      await database.query(
        `update reimbursement_items i set payout_channel = 'SEPA_FILE', payout_attempt = i.payout_attempt + 1,
                payout_key = 'payout-' || i.id || '-' || (i.payout_attempt + 1), payout_started_at = $3, payout_finished_at = null, updated_at = $3
           from users u, receipts rc
          where i.company_id = $1 and i.reimbursement_id = $2 and i.status = 'APPROVED' and i.payout_started_at is null and i.amount_minor > 0
            and u.id = i.user_id and rc.id = i.receipt_id and coalesce(nullif(u.iban, ''), rc.payment_iban) is not null`,
        [companyId, reimbursementId, now],
      );
      return database.query<ItemRow>(
        `select ${ITEM_COLUMNS} ${ITEM_FROM}
          where i.company_id = $1 and i.reimbursement_id = $2 and i.status = 'APPROVED' and i.payout_channel = 'SEPA_FILE' and i.payout_finished_at is null
          order by i.id`,
        [companyId, reimbursementId],
      );
    },

    // --- kept SEPA files -----------------------------------------------------------------------

    /** The file already made for exactly these items, debtor account and date, if any. */
    async keptSepaFile(companyId: string, reimbursementId: string, debtorIban: string, executionDate: string, itemsKey: string) {
      const [row] = await database.query<SepaFileRow>(
        `select ${SEPA_FILE_COLUMNS} from sepa_payment_files
          where company_id = $1 and reimbursement_id = $2 and debtor_iban = $3 and execution_date = $4 and items_key = $5
          order by created_at desc limit 1`,
        [companyId, reimbursementId, debtorIban, executionDate, itemsKey],
      );
      return row;
    },

    async keepSepaFile(file: DbRow<typeof sepaPaymentFiles>) {
      await database.query(
        `insert into sepa_payment_files (id, company_id, reimbursement_id, message_id, debtor_iban, execution_date, items_key, transfer_count, total_minor, content, created_by, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [file.id, file.company_id, file.reimbursement_id, file.message_id, file.debtor_iban, file.execution_date, file.items_key, file.transfer_count, file.total_minor, file.content, file.created_by, file.created_at],
      );
    },

    /** Every file made for the reimbursement, newest first. */
    async sepaFiles(companyId: string, reimbursementId: string): Promise<SepaFileRow[]> {
      return database.query<SepaFileRow>(
        `select ${SEPA_FILE_COLUMNS} from sepa_payment_files where company_id = $1 and reimbursement_id = $2 order by created_at desc, id`,
        [companyId, reimbursementId],
      );
    },

    async sepaFile(companyId: string, reimbursementId: string, fileId: string): Promise<SepaFileRow | undefined> {
      const [row] = await database.query<SepaFileRow>(
        `select ${SEPA_FILE_COLUMNS} from sepa_payment_files where company_id = $1 and reimbursement_id = $2 and id = $3`,
        [companyId, reimbursementId, fileId],
      );
      return row;
    },

    async receipts(scope: TenantScope, query: ReimbursementReceiptSearch) {
      const params: unknown[] = [];
      const add = (v: unknown) => `$${params.push(v)}`;
      const where: string[] = ['rc.superseded_at is null'];
      if (scope.companyId) where.push(`rc.company_id = ${add(scope.companyId)}`);
      if (query.companyId) where.push(`rc.company_id = ${add(query.companyId)}`);
      if (query.year !== undefined) where.push(`rc.period_year = ${add(query.year)}`);
      if (query.month !== undefined) where.push(`rc.period_month = ${add(query.month)}`);
      // A receipt is in at most one live item, so its state reads from that item alone.
      const live = (statuses?: string) =>
        `exists (select 1 from reimbursement_items i where i.company_id = rc.company_id and i.receipt_id = rc.id and i.status <> 'CANCELLED'${statuses ? ` and i.status in (${statuses})` : ''})`;
      if (query.state === 'open') where.push(`rc.status = 'SUBMITTED' and not ${live()}`);
      if (query.state === 'inReimbursement') where.push(live(`'PENDING', 'APPROVED', 'BANK_REIMBURSEMENT_FAIL'`));
      if (query.state === 'paid') where.push(live(`'P2P_REIMBURSED', 'BANK_REIMBURSED'`));
      const sortJoin = query.sortField === 'driver' ? 'join users u on u.id = rc.user_id' : query.sortField === 'company' ? 'join companies c on c.id = rc.company_id' : '';
      const filtered = `from receipts rc ${sortJoin} where ${where.join(' and ')}`;
      const countParams = [...params];
      const dir = query.sortDir === 'ASC' ? 'asc' : 'desc';
      const order = `${RECEIPT_SORT[query.sortField]} ${dir} nulls last, rc.id ${dir}`;
      // Every state but "all" asks for each receipt's live item; "all" sums the kept counts.
      const kept = new Params();
      const count =
        query.state === 'all'
          ? { sql: receiptCountSql({ companyIds: [scope.companyId, query.companyId].filter((id): id is string => !!id), year: query.year, month: query.month, current: true }, kept), params: kept.values }
          : { sql: `select count(*)::int as n ${filtered}`, params: countParams };
      // The page's receipts first, from the receipts alone; each one's latest item only for those rows.
      const [rows, counted] = await Promise.all([
        database.query<ReimbursementReceiptRow>(
          `with page as (select rc.id ${filtered} order by ${order} limit ${add(query.pageSize)} offset ${add(query.pageNumber * query.pageSize)})
           select rc.id as receipt_id, rc.number as receipt_number, rc.status as receipt_status, rc.period_year, rc.period_month,
                  rc.company_id, c.name as company_name, rc.user_id, ${personName('u')} as user_name, rc.expense_minor, rc.currency, rc.submitted_at,
                  case when li.status <> 'CANCELLED' then li.reimbursement_id end as reimbursement_id,
                  case when li.status <> 'CANCELLED' then r.number end as reimbursement_number,
                  li.status as item_status
             from page join receipts rc on rc.id = page.id
             join companies c on c.id = rc.company_id
             join users u on u.id = rc.user_id
             left join lateral (select i.reimbursement_id, i.status from reimbursement_items i where i.company_id = rc.company_id and i.receipt_id = rc.id
                                 order by (i.status <> 'CANCELLED') desc, i.created_at desc limit 1) li on true
             left join reimbursements r on r.id = li.reimbursement_id
            order by ${order}`,
          params,
        ),
        database.query<{ n: number }>(count.sql, count.params),
      ]);
      return { rows, total: Number(counted[0]?.n ?? 0) };
    },
  };
}
export type ReimbursementsRepository = ReturnType<typeof reimbursementsRepository>;
