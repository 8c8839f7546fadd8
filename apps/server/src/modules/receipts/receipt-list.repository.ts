import {
  storedBaseFee,
  type ReceiptBaseFeeSource,
  type ReceiptSearch,
  type ReceiptSortField,
  type ReceiptStatus,
  type SortDir,
} from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { ColumnOf, RowOf } from '../../db/rows.ts';
import type { chargingSessions, companies, receipts, reimbursementItems, tariffs } from '../../db/schema/index.ts';
import { keysetRows } from '../../lib/export/index.ts';
import { Params, personName } from '../../lib/sql.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { baseFeeSession } from './receipt-totals.repository.ts';
import { receiptCountSql } from './receipt-counts.ts';

/*
 * Reading receipts: the list (paged, sorted, filtered in SQL), the export's rows and one receipt.
 * Every query takes the tenant scope (null = every company).
 */

/** A receipt as lists and actions read it. */
export type ReceiptRow = RowOf<
  typeof receipts,
  | 'id'
  | 'number'
  | 'version'
  | 'company_id'
  | 'user_id'
  | 'period_year'
  | 'period_month'
  | 'created_at'
  | 'status'
  | 'submitted_at'
  | 'sent'
  | 'sent_at'
  | 'session_count'
  | 'energy_wh'
  | 'expense_minor'
  | 'base_fee_minor'
  | 'currency'
  | 'payment_iban'
  | 'payment_account_holder'
  | 'document_id'
  | 'corrects_receipt_id'
  | 'superseded_at'
> & {
  company_name: ColumnOf<typeof companies, 'name'>;
  company_language: ColumnOf<typeof companies, 'language'>;
  driver_name: string;
  /** The driver's receipt address, else the sign-in address. */
  recipient_email: string | null;
  corrects_number: ColumnOf<typeof receipts, 'number'> | null;
  superseded_by_id: ColumnOf<typeof receipts, 'id'> | null;
  superseded_by_number: ColumnOf<typeof receipts, 'number'> | null;
  reimbursement_status: ColumnOf<typeof reimbursementItems, 'status'> | null;
  /** The tariff base fee of the session that decides the base fee share, and its basis (receiptTotals). */
  base_fee_tariff_minor: ColumnOf<typeof tariffs, 'base_fee_monthly_minor'> | null;
  base_fee_price_basis: ColumnOf<typeof chargingSessions, 'price_basis'> | null;
};

export interface ReceiptFilter {
  year?: number;
  month?: number;
  status?: ReceiptStatus;
  driverId?: string;
  companyId?: string;
  sent?: boolean;
}

const SORT_SQL: Record<ReceiptSortField, string> = {
  number: 'r.number',
  companyName: 'lower(c.name)',
  driverName: `lower(${personName('u')})`,
  period: '(r.period_year * 100 + r.period_month)',
  createdAt: 'r.created_at',
  status: 'r.status',
  expense: 'r.expense_minor',
  energy: 'r.energy_wh',
};

/** The joins a sort by a name needs to find the page's ids. */
const SORT_JOINS: Partial<Record<ReceiptSortField, string>> = {
  companyName: 'join companies c on c.id = r.company_id',
  driverName: 'join users u on u.id = r.user_id',
};

const RECEIPT_COLUMNS = `r.id, r.number, r.version, r.company_id, c.name as company_name, c.language as company_language, r.user_id,
  ${personName('u')} as driver_name, r.period_year, r.period_month, r.created_at,
  r.status, r.submitted_at, r.sent, r.sent_at, r.session_count, r.energy_wh, r.expense_minor,
  r.base_fee_minor, r.currency, r.payment_iban, r.payment_account_holder, r.document_id,
  coalesce(nullif(trim(u.receipt_recipient_email), ''), u.email) as recipient_email,
  r.corrects_receipt_id, o.number as corrects_number, r.superseded_at,
  n.id as superseded_by_id, n.number as superseded_by_number, ri.status as reimbursement_status,
  bf.base_fee_monthly_minor as base_fee_tariff_minor, bf.price_basis as base_fee_price_basis`;

// The corrected receipt, the correction that replaced this one, the live reimbursement item and the
// session that decides the base fee share.
const RECEIPT_JOINS = `join companies c on c.id = r.company_id
  join users u on u.id = r.user_id
  left join receipts o on o.company_id = r.company_id and o.id = r.corrects_receipt_id
  left join lateral (
    select x.id, x.number from receipts x
     where x.company_id = r.company_id and x.corrects_receipt_id = r.id
     order by x.created_at desc limit 1
  ) n on true
  left join reimbursement_items ri on ri.company_id = r.company_id and ri.receipt_id = r.id and ri.status <> 'CANCELLED'
  left join lateral (${baseFeeSession('r.company_id', 'r.id')}) bf on true`;

function whereOf(scope: TenantScope, filter: ReceiptFilter, p: Params): string {
  const conditions: string[] = [];
  if (scope.companyId) conditions.push(`r.company_id = ${p.add(scope.companyId)}`);
  if (filter.companyId) conditions.push(`r.company_id = ${p.add(filter.companyId)}`);
  if (filter.year !== undefined) conditions.push(`r.period_year = ${p.add(filter.year)}`);
  if (filter.year !== undefined && filter.month !== undefined) conditions.push(`r.period_month = ${p.add(filter.month)}`);
  if (filter.status) conditions.push(`r.status = ${p.add(filter.status)}`);
  if (filter.driverId) conditions.push(`r.user_id = ${p.add(filter.driverId)}`);
  if (filter.sent !== undefined) conditions.push(`r.sent = ${p.add(filter.sent)}`);
  return conditions.length ? `where ${conditions.join(' and ')}` : '';
}

/** The count of a filter: a sum of the kept counts, or (for one driver) a count of the driver's receipts. */
function countSql(scope: TenantScope, filter: ReceiptFilter, p: Params): string {
  if (filter.driverId) return `select count(*)::int as n from receipts r ${whereOf(scope, filter, p)}`;
  return receiptCountSql(
    {
      companyIds: [scope.companyId, filter.companyId].filter((id): id is string => !!id),
      year: filter.year,
      month: filter.year !== undefined ? filter.month : undefined,
      status: filter.status,
      sent: filter.sent,
    },
    p,
  );
}

function listQuery(scope: TenantScope, filter: ReceiptFilter, sortField: ReceiptSortField, p: Params) {
  const where = whereOf(scope, filter, p);
  return `select ${RECEIPT_COLUMNS}, ${SORT_SQL[sortField]} as sort_key from receipts r ${RECEIPT_JOINS} ${where}`;
}

type SortedRow = ReceiptRow & { sort_key: unknown } & Record<string, unknown>;

function stripSortKey(row: SortedRow): ReceiptRow {
  const { sort_key: _k, ...rest } = row;
  return rest as unknown as ReceiptRow;
}

/** The base fee of a stored receipt for receiptTotals: as issued, else what its sessions say now. */
export function receiptRowBaseFee(row: ReceiptRow): ReceiptBaseFeeSource {
  const sessions = { monthlyMinor: row.base_fee_tariff_minor === null ? null : Number(row.base_fee_tariff_minor), priceBasis: row.base_fee_price_basis };
  return storedBaseFee(Number(row.base_fee_minor), sessions);
}


export function receiptListRepository(db: SqlClient) {
  return {
    /** One page of the scope's receipts and how many match. */
    async search(scope: TenantScope, filter: ReceiptFilter, sort: { field: ReceiptSortField; dir: SortDir }, page: { number: number; size: number }) {
      const p = new Params();
      const where = whereOf(scope, filter, p);
      const dir = sort.dir === 'DESC' ? 'desc' : 'asc';
      const order = `${SORT_SQL[sort.field]} ${dir}, r.id ${dir}`;
      const countParams = new Params();
      // The page's ids first, from the receipts' indexes alone (the company or the driver joined only
      // to sort by its name); the corrections, the reimbursement item and the base fee session only
      // for those rows, so a deep page skips index entries instead of joined rows (docs/decisions/0054).
      const [rows, counted] = await Promise.all([
        db.query<ReceiptRow>(
          `with page as (
             select r.id from receipts r ${SORT_JOINS[sort.field] ?? ''} ${where}
              order by ${order} limit ${p.add(page.size)} offset ${p.add(page.number * page.size)}
           )
           select ${RECEIPT_COLUMNS} from page join receipts r on r.id = page.id ${RECEIPT_JOINS} order by ${order}`,
          p.values,
        ),
        db.query<{ n: number }>(countSql(scope, filter, countParams), countParams.values),
      ]);
      return { rows, total: Number(counted[0]?.n ?? 0) };
    },

    /** Every matching receipt in list order, read in batches (for exports). */
    async *all(scope: TenantScope, filter: ReceiptFilter, sort: { field: ReceiptSortField; dir: SortDir }): AsyncGenerator<ReceiptRow> {
      const p = new Params();
      const source = keysetRows<SortedRow>(db, {
        sql: listQuery(scope, filter, sort.field, p),
        params: p.values,
        keys: ['sort_key', 'id'],
        direction: sort.dir,
      });
      for await (const row of source) yield stripSortKey(row);
    },

    /** A receipt of the scope; locked for the change when asked. */
    async find(scope: TenantScope, id: string, options: { lock?: boolean } = {}): Promise<ReceiptRow | undefined> {
      const p = new Params();
      const idParam = p.add(id);
      const scoped = scope.companyId ? `and r.company_id = ${p.add(scope.companyId)}` : '';
      if (options.lock) {
        const locked = await db.query(`select 1 from receipts r where r.id = ${idParam} ${scoped} for update`, p.values);
        if (!locked.length) return undefined;
      }
      const rows = await db.query<ReceiptRow>(
        `select ${RECEIPT_COLUMNS} from receipts r ${RECEIPT_JOINS} where r.id = ${idParam} ${scoped}`,
        p.values,
      );
      return rows[0];
    },
  };
}

/** The repository filter of a list query. */
export function filterOf(query: ReceiptSearch): ReceiptFilter {
  return {
    year: query.year,
    month: query.month,
    status: query.status,
    driverId: query.driverId,
    companyId: query.companyId,
    sent: query.sent === undefined ? undefined : query.sent === 'true',
  };
}
