import {
  utcDay,
  type Currency,
  type PaymentMethod,
  type PaymentSide,
  type PaymentTransactionSearch,
  type PaymentTransactionStatus,
} from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { ColumnOf, RowOf } from '../../db/rows.ts';
import type { companies, paymentTransactions, reimbursements } from '../../db/schema/index.ts';
import { keysetRows } from '../../lib/export/index.ts';
import { likePattern, personName } from '../../lib/sql.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';

export type PaymentTransactionRow = RowOf<
  typeof paymentTransactions,
  | 'id'
  | 'company_id'
  | 'user_id'
  | 'source'
  | 'method'
  | 'status'
  | 'side'
  | 'amount_minor'
  | 'currency'
  | 'booked_at'
  | 'note'
  | 'comment'
  | 'counterparty_name'
  | 'counterparty_iban'
  | 'external_id'
> & {
  company_name: ColumnOf<typeof companies, 'name'>;
  /** The driver's name, null when there is no driver or the name is empty. */
  user_name: string | null;
  /** The reimbursements the transaction is linked to, by number. */
  links: RowOf<typeof reimbursements, 'id' | 'number'>[] | null;
};

export type PaymentTransactionFilter = Omit<PaymentTransactionSearch, 'pageNumber' | 'pageSize' | 'export'>;

const SORT_SQL: Record<PaymentTransactionSearch['sortField'], string> = {
  bookedAt: 't.booked_at',
  amount: 't.amount_minor',
  status: 't.status',
  source: 't.source',
  method: 't.method',
  counterparty: "lower(coalesce(t.counterparty_name, ''))",
};

const COLUMNS = `t.id, t.company_id, c.name as company_name, t.user_id, nullif(${personName('u')}, '') as user_name,
  t.source, t.method, t.status, t.side, t.amount_minor, t.currency, t.booked_at, t.note, t.comment, t.counterparty_name,
  t.counterparty_iban, t.external_id,
  (select json_agg(json_build_object('id', r.id, 'number', r.number) order by r.number)
     from payment_transaction_reimbursements l join reimbursements r on r.id = l.reimbursement_id
    where l.company_id = t.company_id and l.payment_transaction_id = t.id) as links`;
const JOINS = 'join companies c on c.id = t.company_id left join users u on u.id = t.user_id';
const FROM = `from payment_transactions t ${JOINS}`;

/** The UTC month of the booking date, or the whole year without a month. */
function periodOf(f: PaymentTransactionFilter): { from: Date; to: Date } | null {
  if (f.year === undefined) return null;
  const from = new Date(Date.UTC(f.year, (f.month ?? 1) - 1, 1));
  const to = f.month !== undefined ? new Date(Date.UTC(f.year, f.month, 1)) : new Date(Date.UTC(f.year + 1, 0, 1));
  return { from, to };
}

/**
 * The count of a filter the kept counts know (company, period, side, source, method, status: a sum
 * of payment_transaction_counts, db/triggers/payment-transaction-counts.sql); null for a text or a
 * reimbursement link, which count the transactions.
 */
function keptCountOf(scope: TenantScope, f: PaymentTransactionFilter): { sql: string; params: unknown[] } | null {
  if (f.q || f.reimbursementId || f.linked) return null;
  const params: unknown[] = [];
  const add = (v: unknown) => `$${params.push(v)}`;
  const where: string[] = [];
  if (scope.companyId) where.push(`k.company_id = ${add(scope.companyId)}`);
  if (f.companyId) where.push(`k.company_id = ${add(f.companyId)}`);
  const period = periodOf(f);
  if (period) where.push(`k.month >= ${add(utcDay(period.from))}::date and k.month < ${add(utcDay(period.to))}::date`);
  if (f.source) where.push(`k.source = ${add(f.source)}`);
  if (f.method) where.push(`k.method = ${add(f.method)}`);
  if (f.status) where.push(`k.status = ${add(f.status)}`);
  if (f.side) where.push(`k.side = ${add(f.side)}`);
  return {
    sql: `select coalesce(sum(k.transactions), 0)::int as n from payment_transaction_counts k ${where.length ? `where ${where.join(' and ')}` : ''}`,
    params,
  };
}

function whereOf(scope: TenantScope, f: PaymentTransactionFilter) {
  const params: unknown[] = [];
  const add = (v: unknown) => `$${params.push(v)}`;
  const where: string[] = [];
  if (scope.companyId) where.push(`t.company_id = ${add(scope.companyId)}`);
  if (f.companyId) where.push(`t.company_id = ${add(f.companyId)}`);
  const period = periodOf(f);
  if (period) where.push(`t.booked_at >= ${add(period.from)} and t.booked_at < ${add(period.to)}`);
  if (f.source) where.push(`t.source = ${add(f.source)}`);
  if (f.method) where.push(`t.method = ${add(f.method)}`);
  if (f.status) where.push(`t.status = ${add(f.status)}`);
  if (f.side) where.push(`t.side = ${add(f.side)}`);
  if (f.q) {
    const p = add(likePattern(f.q));
    where.push(`(t.counterparty_name ilike ${p} escape '\\' or t.note ilike ${p} escape '\\' or t.comment ilike ${p} escape '\\')`);
  }
  const linked = `exists (select 1 from payment_transaction_reimbursements l where l.company_id = t.company_id and l.payment_transaction_id = t.id`;
  if (f.reimbursementId) where.push(`${linked} and l.reimbursement_id = ${add(f.reimbursementId)})`);
  if (f.linked === 'true') where.push(`${linked})`);
  if (f.linked === 'false') where.push(`not ${linked})`);
  return { params, sql: where.length ? `where ${where.join(' and ')}` : '' };
}

export interface BankTransaction {
  externalId: string;
  status: PaymentTransactionStatus;
  side: PaymentSide;
  method: PaymentMethod;
  amountMinor: number;
  currency: Currency;
  bookedAt: Date;
  note: string | null;
  counterpartyName: string | null;
  counterpartyIban: string | null;
}

export function paymentTransactionsRepository(database: SqlClient) {
  return {
    async search(scope: TenantScope, query: PaymentTransactionSearch) {
      const where = whereOf(scope, query);
      const n = where.params.length;
      const dir = query.sortDir === 'ASC' ? 'asc' : 'desc';
      const order = `${SORT_SQL[query.sortField]} ${dir}, t.booked_at ${dir}, t.id ${dir}`;
      const kept = keptCountOf(scope, query);
      // The page's ids first, from the transactions' indexes alone (date, amount, side, texts); the
      // company, the driver and the linked reimbursements only for those rows, so a deep page skips
      // index entries instead of joined rows (docs/decisions/0061).
      const [rows, counted] = await Promise.all([
        database.query<PaymentTransactionRow>(
          `with page as (select t.id from payment_transactions t ${where.sql} order by ${order} limit $${n + 1} offset $${n + 2})
           select ${COLUMNS} from page join payment_transactions t on t.id = page.id ${JOINS} order by ${order}`,
          [...where.params, query.pageSize, query.pageNumber * query.pageSize],
        ),
        kept
          ? database.query<{ n: number }>(kept.sql, kept.params)
          : database.query<{ n: number }>(`select count(*)::int as n from payment_transactions t ${where.sql}`, where.params),
      ]);
      return { rows, total: Number(counted[0]?.n ?? 0) };
    },

    /** Every matching transaction in list order, a thousand at a time. */
    all(scope: TenantScope, filter: PaymentTransactionFilter): AsyncIterable<PaymentTransactionRow> {
      const where = whereOf(scope, filter);
      const byDate = filter.sortField === 'bookedAt';
      return keysetRows<PaymentTransactionRow & Record<string, unknown>>(database, {
        sql: `select ${COLUMNS}, ${SORT_SQL[filter.sortField]} as sort_key${byDate ? '' : ', t.booked_at as sort_date'} ${FROM} ${where.sql}`,
        params: where.params,
        keys: byDate ? ['sort_key', 'id'] : ['sort_key', 'sort_date', 'id'],
        direction: filter.sortDir,
      });
    },

    /**
     * Brings a bank transaction in by its bank id: a new one is added, a known one gets the bank's
     * status; nothing is ever added twice. Answers whether it was new.
     */
    async upsertBank(companyId: string, t: BankTransaction, now: Date): Promise<'created' | 'updated' | 'unchanged'> {
      const [row] = await database.query<{ inserted: boolean; changed: boolean }>(
        `insert into payment_transactions (company_id, source, method, status, side, amount_minor, currency, booked_at, note,
                                           counterparty_name, counterparty_iban, external_id, created_at, updated_at)
         values ($1, 'BANK', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
         on conflict (company_id, source, external_id) do update set status = excluded.status, updated_at = excluded.updated_at
           where payment_transactions.status is distinct from excluded.status
         returning (xmax = 0) as inserted, true as changed`,
        [companyId, t.method, t.status, t.side, t.amountMinor, t.currency, t.bookedAt, t.note, t.counterpartyName, t.counterpartyIban, t.externalId, now],
      );
      if (!row) return 'unchanged';
      return row.inserted ? 'created' : 'updated';
    },
  };
}
export type PaymentTransactionsRepository = ReturnType<typeof paymentTransactionsRepository>;
