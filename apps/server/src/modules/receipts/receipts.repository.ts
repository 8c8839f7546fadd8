import type {
  CompanyLanguage,
  Country,
  DatevChart,
  Currency,
  MeterSignatureFailure,
  MeterSignatureStatus,
  PriceBasis,
  ReceiptSearch,
  ReceiptSortField,
  ReceiptStatus,
  ReimbursementItemStatus,
  SortDir,
} from '@fleetwatt/shared';
import { receiptTotals, storedBaseFee, type ReceiptBaseFeeSource } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import { keysetRows } from '../../lib/export/index.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { Params, personName } from '../../lib/sql.ts';

/*
 * Receipts: one driver's month. Every query takes the tenant scope (null = every company) or works
 * inside one company that the service has already resolved from the scope.
 */

/** A receipt as lists and actions read it. */
export interface ReceiptRow {
  id: string;
  number: number;
  version: number;
  company_id: string;
  company_name: string;
  company_language: CompanyLanguage;
  user_id: string;
  driver_name: string;
  period_year: number;
  period_month: number;
  created_at: Date;
  status: ReceiptStatus;
  submitted_at: Date | null;
  sent: boolean;
  sent_at: Date | null;
  session_count: number;
  energy_wh: number;
  expense_minor: number;
  base_fee_minor: number;
  currency: Currency;
  payment_iban: string | null;
  payment_account_holder: string | null;
  recipient_email: string | null;
  document_id: string | null;
  corrects_receipt_id: string | null;
  corrects_number: number | null;
  superseded_at: Date | null;
  superseded_by_id: string | null;
  superseded_by_number: number | null;
  reimbursement_status: ReimbursementItemStatus | null;
  /** The tariff base fee of the session that decides the base fee share, and its basis (receiptTotals). */
  base_fee_tariff_minor: number | null;
  base_fee_price_basis: PriceBasis | null;
}

/** A driver with what receipts need of the driver and the company. */
export interface ReceiptDriverRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  receipt_recipient_email: string | null;
  car_plate: string | null;
  cost_center: string | null;
  employee_id: string | null;
  company_id: string | null;
  company_name: string | null;
  company_country: Country | null;
  require_car_plate: boolean | null;
  require_company_name: boolean | null;
  require_cost_center: boolean | null;
  require_employee_id: boolean | null;
}

/** Everything the receipt PDF shows. */
export interface ReceiptPdfSource {
  receipt: ReceiptRow;
  company: {
    name: string;
    language: CompanyLanguage;
    address_street: string | null;
    address_zip: string | null;
    address_city: string | null;
    layout_show_mandate_text: boolean;
    layout_show_address: boolean;
    layout_show_car_plate: boolean;
    layout_show_company_name: boolean;
    layout_show_cost_center: boolean;
    layout_show_employee_id: boolean;
    layout_show_embedded_tariff: boolean;
  };
  driver: {
    first_name: string;
    last_name: string;
    street: string | null;
    zip: string | null;
    city: string | null;
    country: Country | null;
    car_plate: string | null;
    cost_center: string | null;
    employee_id: string | null;
  };
  sessions: ReceiptSessionRow[];
  tariffs: ReceiptTariffRow[];
}

export interface ReceiptSessionRow {
  id: string;
  start_date: Date;
  duration_seconds: number;
  watt_hours: number;
  tariff_price: number | null;
  expense_minor: number;
  meter_signature_status: MeterSignatureStatus | null;
  meter_signature_failure: MeterSignatureFailure | null;
  signed_meter_values: string[] | null;
  meter_public_key: string | null;
}

export interface ReceiptTariffRow {
  id: string;
  number: number;
  price_per_kwh: number;
  base_fee_monthly_minor: number | null;
  start_date: string;
  end_date: string | null;
  provider_name: string | null;
  document_id: string | null;
}

export interface StoredDocument {
  id: string;
  file_name: string;
  content_type: string;
  content: Buffer;
}

/** One line of the month-close file: a driver's reimbursable month in one company. */
export interface MonthCloseRow {
  user_id: string;
  first_name: string;
  last_name: string;
  employee_id: string | null;
  cost_center: string | null;
  session_count: number;
  energy_wh: number;
  session_expense_minor: number;
  base_fee_minor: number;
  receipt_id: string | null;
  receipt_number: number | null;
  receipt_status: ReceiptStatus | null;
}

/** The company of a month-close file, with what its DATEV file needs. */
export interface MonthCloseCompany {
  id: string;
  name: string;
  country: Country;
  datev_consultant_number: number | null;
  datev_client_number: number | null;
  datev_chart_of_accounts: DatevChart;
  datev_account_length: number;
  datev_expense_account: string | null;
  datev_payable_account: string | null;
}

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

/**
 * The session of a receipt that decides its base fee share (receiptTotals): the latest one priced
 * with the base fee, else the latest one whose tariff carries a base fee; with that fee and basis.
 */
const baseFeeSession = (company: string, receipt: string) => `select t.base_fee_monthly_minor, cs.price_basis from charging_sessions cs
    join tariffs t on t.company_id = cs.company_id and t.id = cs.tariff_id
   where cs.company_id = ${company} and cs.receipt_id = ${receipt} and t.base_fee_monthly_minor > 0
   order by (cs.price_basis = 'TARIFF_WITH_BASE_FEE') desc, cs.start_date desc limit 1`;

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

/** The first instant of a month and of the next, UTC. */
export function monthBounds(year: number, month: number): { from: Date; to: Date } {
  return { from: new Date(Date.UTC(year, month - 1, 1)), to: new Date(Date.UTC(year, month, 1)) };
}

export function receiptsRepository(db: SqlClient) {
  return {
    /** One page of the scope's receipts and how many match. */
    async search(scope: TenantScope, filter: ReceiptFilter, sort: { field: ReceiptSortField; dir: SortDir }, page: { number: number; size: number }) {
      const p = new Params();
      const sql = listQuery(scope, filter, sort.field, p);
      const dir = sort.dir === 'DESC' ? 'desc' : 'asc';
      const limit = p.add(page.size);
      const offset = p.add(page.number * page.size);
      const countParams = new Params();
      const [rows, counted] = await Promise.all([
        db.query<SortedRow>(
          `select k.* from (${sql}) k order by k.sort_key ${dir}, k.id ${dir} limit ${limit} offset ${offset}`,
          p.values,
        ),
        db.query<{ n: number }>(`select count(*)::int as n from receipts r ${whereOf(scope, filter, countParams)}`, countParams.values),
      ]);
      return { rows: rows.map(stripSortKey), total: Number(counted[0]?.n ?? 0) };
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

    /** A driver (role USER) of the scope with the company's required fields; locked when asked. */
    async findDriver(scope: TenantScope, id: string, options: { lock?: boolean } = {}): Promise<ReceiptDriverRow | undefined> {
      const p = new Params();
      const idParam = p.add(id);
      const scoped = scope.companyId ? `and u.company_id = ${p.add(scope.companyId)}` : '';
      const rows = await db.query<ReceiptDriverRow>(
        `select u.id, u.first_name, u.last_name, u.email, u.receipt_recipient_email, u.car_plate, u.cost_center,
                u.employee_id, u.company_id, c.name as company_name, c.country as company_country,
                c.require_car_plate, c.require_company_name, c.require_cost_center, c.require_employee_id
           from users u left join companies c on c.id = u.company_id
          where u.id = ${idParam} and u.role = 'USER' ${scoped}
          ${options.lock ? 'for update of u' : ''}`,
        p.values,
      );
      return rows[0];
    },

    /** The driver's next receipt number, counted up in the same transaction so it is never given twice. */
    async takeReceiptNumber(userId: string): Promise<number> {
      const rows = await db.query<{ number: number }>(
        `update users set next_receipt_number = next_receipt_number + 1, updated_at = now()
          where id = $1 returning next_receipt_number - 1 as number`,
        [userId],
      );
      return Number(rows[0]!.number);
    },

    /** The receipt in force (not superseded) of a driver's month in a company. */
    async currentOfMonth(companyId: string, userId: string, year: number, month: number) {
      const rows = await db.query<{ id: string; number: number }>(
        `select id, number from receipts
          where company_id = $1 and user_id = $2 and period_year = $3 and period_month = $4 and superseded_at is null`,
        [companyId, userId, year, month],
      );
      return rows[0];
    },

    async insert(receipt: {
      companyId: string;
      userId: string;
      number: number;
      year: number;
      month: number;
      currency: Currency;
      version?: number;
      correctsReceiptId?: string | null;
      now: Date;
    }): Promise<string> {
      const rows = await db.query<{ id: string }>(
        `insert into receipts (company_id, user_id, number, period_year, period_month, status, version,
                               corrects_receipt_id, currency, created_at, updated_at)
         values ($1, $2, $3, $4, $5, 'DRAFT', $6, $7, $8, $9, $9) returning id`,
        [
          receipt.companyId,
          receipt.userId,
          receipt.number,
          receipt.year,
          receipt.month,
          receipt.version ?? 1,
          receipt.correctsReceiptId ?? null,
          receipt.currency,
          receipt.now,
        ],
      );
      return rows[0]!.id;
    },

    /**
     * Brings a draft's sessions up to date: sessions that are no longer reimbursable or no longer in
     * the month leave it; the driver's reimbursable sessions of the month in no receipt join it.
     */
    async refreshSessions(receipt: { id: string; company_id: string; user_id: string; period_year: number; period_month: number }) {
      const { from, to } = monthBounds(receipt.period_year, receipt.period_month);
      await db.query(
        `update charging_sessions set receipt_id = null, receipt_status = null, updated_at = now()
          where company_id = $1 and receipt_id = $2
            and (not reimbursable or user_id is distinct from $3 or start_date < $4 or start_date >= $5)`,
        [receipt.company_id, receipt.id, receipt.user_id, from, to],
      );
      await db.query(
        `update charging_sessions set receipt_id = $2, receipt_status = 'DRAFT', updated_at = now()
          where company_id = $1 and user_id = $3 and start_date >= $4 and start_date < $5
            and reimbursable and receipt_id is null`,
        [receipt.company_id, receipt.id, receipt.user_id, from, to],
      );
    },

    /**
     * Totals from the sessions (sums in SQL) and the base fee share (receiptTotals decides), and the
     * driver's payment account as it is now.
     */
    async refreshTotals(companyId: string, receiptId: string): Promise<{ session_count: number }> {
      const [sums] = await db.query<{ n: number; wh: number; ex: number; fee: number | null; basis: PriceBasis | null }>(
        `select s.n, s.wh, s.ex, fee.base_fee_monthly_minor as fee, fee.price_basis as basis
           from (select count(*)::int as n, coalesce(sum(watt_hours), 0)::bigint as wh, coalesce(sum(expense_minor), 0)::bigint as ex
                   from charging_sessions where company_id = $1 and receipt_id = $2) s
           left join lateral (${baseFeeSession('$1', '$2')}) fee on true`,
        [companyId, receiptId],
      );
      const totals = receiptTotals(
        { count: Number(sums!.n), energyWh: Number(sums!.wh), expenseMinor: Number(sums!.ex) },
        { monthlyMinor: sums!.fee === null ? null : Number(sums!.fee), priceBasis: sums!.basis },
      );
      await db.query(
        `update receipts r
            set session_count = $3, energy_wh = $4, base_fee_minor = $5, expense_minor = $6,
                payment_iban = u.iban, payment_account_holder = coalesce(u.account_holder, nullif(${personName('u')}, '')),
                updated_at = now()
           from users u
          where r.company_id = $1 and r.id = $2 and u.id = r.user_id`,
        [companyId, receiptId, totals.sessionCount, totals.energyWh, totals.baseFeeMinor, totals.totalMinor],
      );
      return { session_count: totals.sessionCount };
    },

    /** DRAFT -> SUBMITTED, for the receipt and its sessions. */
    async submit(companyId: string, receiptId: string, at: Date) {
      await db.query(
        `update receipts set status = 'SUBMITTED', submitted_at = $3, updated_at = $3 where company_id = $1 and id = $2`,
        [companyId, receiptId, at],
      );
      await db.query(
        `update charging_sessions set receipt_status = 'SUBMITTED', updated_at = $3 where company_id = $1 and receipt_id = $2`,
        [companyId, receiptId, at],
      );
    },

    /** Frees a draft's sessions and removes it; its number stays used. */
    async remove(companyId: string, receiptId: string) {
      await db.query(
        `update charging_sessions set receipt_id = null, receipt_status = null, updated_at = now() where company_id = $1 and receipt_id = $2`,
        [companyId, receiptId],
      );
      await db.query(`delete from receipts where company_id = $1 and id = $2`, [companyId, receiptId]);
    },

    async supersede(companyId: string, receiptId: string, at: Date) {
      await db.query(`update receipts set superseded_at = $3, updated_at = $3 where company_id = $1 and id = $2`, [
        companyId,
        receiptId,
        at,
      ]);
    },

    /** Moves a receipt's sessions to its correction, which is a draft: they may change again. */
    async moveSessions(companyId: string, fromReceiptId: string, toReceiptId: string) {
      await db.query(
        `update charging_sessions set receipt_id = $3, receipt_status = 'DRAFT', updated_at = now()
          where company_id = $1 and receipt_id = $2`,
        [companyId, fromReceiptId, toReceiptId],
      );
    },

    async markSent(companyId: string, receiptId: string, at: Date) {
      await db.query(`update receipts set sent = true, sent_at = $3, updated_at = $3 where company_id = $1 and id = $2`, [
        companyId,
        receiptId,
        at,
      ]);
    },

    /** Whether the receipt is in a reimbursement item that is not cancelled. */
    async inLiveReimbursement(companyId: string, receiptId: string): Promise<boolean> {
      const rows = await db.query(
        `select 1 from reimbursement_items where company_id = $1 and receipt_id = $2 and status <> 'CANCELLED'`,
        [companyId, receiptId],
      );
      return rows.length > 0;
    },

    /** What the PDF of a receipt shows: company layout, driver, sessions in time order, tariffs used. */
    async pdfSource(receipt: ReceiptRow): Promise<ReceiptPdfSource> {
      const [company] = await db.query<ReceiptPdfSource['company']>(
        `select name, language, address_street, address_zip, address_city, layout_show_mandate_text, layout_show_address,
                layout_show_car_plate, layout_show_company_name, layout_show_cost_center, layout_show_employee_id,
                layout_show_embedded_tariff
           from companies where id = $1`,
        [receipt.company_id],
      );
      const [driver] = await db.query<ReceiptPdfSource['driver']>(
        `select first_name, last_name, street, zip, city, country, car_plate, cost_center, employee_id from users where id = $1`,
        [receipt.user_id],
      );
      const sessions = await db.query<ReceiptSessionRow>(
        `select id, start_date, duration_seconds, coalesce(watt_hours, 0) as watt_hours, tariff_price, expense_minor,
                meter_signature_status, meter_signature_failure, signed_meter_values, meter_public_key
           from charging_sessions where company_id = $1 and receipt_id = $2
          order by start_date, id`,
        [receipt.company_id, receipt.id],
      );
      const tariffs = await db.query<ReceiptTariffRow>(
        `select t.id, t.number, t.price_per_kwh, t.base_fee_monthly_minor, t.start_date::text as start_date,
                t.end_date::text as end_date, t.provider_name, t.document_id
           from tariffs t
          where t.company_id = $1 and t.id in (select s.tariff_id from charging_sessions s where s.company_id = $1 and s.receipt_id = $2)
          order by t.start_date, t.number`,
        [receipt.company_id, receipt.id],
      );
      return { receipt, company: company!, driver: driver!, sessions, tariffs };
    },

    async findDocument(companyId: string, documentId: string): Promise<StoredDocument | undefined> {
      const rows = await db.query<StoredDocument>(
        `select id, file_name, content_type, content from documents where company_id = $1 and id = $2`,
        [companyId, documentId],
      );
      const row = rows[0];
      return row ? { ...row, content: Buffer.from(row.content) } : undefined;
    },

    /** Stores the PDF of a receipt in documents and links it, so it never changes afterwards. */
    async storePdf(receipt: { id: string; company_id: string; user_id: string }, fileName: string, content: Buffer, sha256: string) {
      const [doc] = await db.query<{ id: string }>(
        `insert into documents (company_id, user_id, kind, file_name, content_type, size_bytes, sha256, content)
         values ($1, $2, 'RECEIPT', $3, 'application/pdf', $4, $5, $6) returning id`,
        [receipt.company_id, receipt.user_id, fileName, content.length, sha256, content],
      );
      await db.query(`update receipts set document_id = $3 where company_id = $1 and id = $2`, [receipt.company_id, receipt.id, doc!.id]);
      return doc!.id;
    },

    // --- the due-day job -----------------------------------------------------------------------

    /** Companies whose due day (the month's last day where it is shorter) has come and whose period is not done. */
    async companiesDue(day: number, daysInMonth: number, year: number, month: number) {
      return db.query<{ id: string; country: Country }>(
        `select c.id, c.country from companies c
          where least(c.receipt_due_day, $2) <= $1
            and not exists (select 1 from receipt_runs x where x.company_id = c.id and x.period_year = $3 and x.period_month = $4)
          order by c.id`,
        [day, daysInMonth, year, month],
      );
    },

    /** Claims a company's period for the job; false when it was already done. */
    async claimRun(companyId: string, year: number, month: number, at: Date): Promise<boolean> {
      const rows = await db.query(
        `insert into receipt_runs (company_id, period_year, period_month, ran_at) values ($1, $2, $3, $4)
         on conflict do nothing returning company_id`,
        [companyId, year, month, at],
      );
      return rows.length === 1;
    },

    async finishRun(companyId: string, year: number, month: number, created: number) {
      await db.query(
        `update receipt_runs set created_count = $4 where company_id = $1 and period_year = $2 and period_month = $3`,
        [companyId, year, month, created],
      );
    },

    /** Drivers with reimbursable sessions of the month in no receipt and no receipt of that month yet. */
    async driversToReceipt(companyId: string, year: number, month: number): Promise<string[]> {
      const { from, to } = monthBounds(year, month);
      const rows = await db.query<{ user_id: string }>(
        `select distinct s.user_id from charging_sessions s
          where s.company_id = $1 and s.start_date >= $2 and s.start_date < $3 and s.reimbursable
            and s.receipt_id is null and s.user_id is not null
            and not exists (
              select 1 from receipts r where r.company_id = s.company_id and r.user_id = s.user_id
                 and r.period_year = $4 and r.period_month = $5 and r.superseded_at is null)
          order by s.user_id`,
        [companyId, from, to, year, month],
      );
      return rows.map((r) => r.user_id);
    },

    // --- month close ---------------------------------------------------------------------------

    /** Per driver: the month's reimbursable energy and expense in the company, with the receipt in force. */
    async monthClose(companyId: string, year: number, month: number): Promise<MonthCloseRow[]> {
      const { from, to } = monthBounds(year, month);
      return db.query<MonthCloseRow>(
        `with s as (
           select user_id, count(*)::int as session_count, sum(coalesce(watt_hours, 0))::bigint as energy_wh, sum(expense_minor)::bigint as expense_minor
             from charging_sessions
            where company_id = $1 and start_date >= $2 and start_date < $3 and reimbursable and user_id is not null
            group by user_id
         ), r as (
           select user_id, id, number, status, base_fee_minor from receipts
            where company_id = $1 and period_year = $4 and period_month = $5 and superseded_at is null
         )
         select u.id as user_id, u.first_name, u.last_name, u.employee_id, u.cost_center,
                coalesce(s.session_count, 0) as session_count, coalesce(s.energy_wh, 0) as energy_wh, coalesce(s.expense_minor, 0) as session_expense_minor,
                coalesce(r.base_fee_minor, 0) as base_fee_minor, r.id as receipt_id, r.number as receipt_number, r.status as receipt_status
           from s full join r on r.user_id = s.user_id
           join users u on u.id = coalesce(s.user_id, r.user_id)
          order by lower(u.last_name), lower(u.first_name), u.id`,
        [companyId, from, to, year, month],
      );
    },

    async companyOf(companyId: string) {
      const rows = await db.query<MonthCloseCompany>(
        `select id, name, country, datev_consultant_number, datev_client_number, datev_chart_of_accounts, datev_account_length,
                datev_expense_account, datev_payable_account
           from companies where id = $1`,
        [companyId],
      );
      return rows[0];
    },
  };
}
export type ReceiptsRepository = ReturnType<typeof receiptsRepository>;

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
