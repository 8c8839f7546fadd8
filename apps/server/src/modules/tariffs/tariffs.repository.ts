import type { Currency, TariffRejectionReason, TariffSearch, TariffSortField, TariffStatus, TariffVerificationFrequency } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { ColumnOf, RowOf } from '../../db/rows.ts';
import type { companies, companyPriceRules, documents, priceSeries, tariffs, users } from '../../db/schema/index.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { utcDay } from '@fleetwatt/shared';
import { personName } from '../../lib/sql.ts';

/** A tariff with what lists show beside it (company, driver, document, price series, sessions). */
export type TariffRow = TariffCore &
  RowOf<typeof tariffs, 'currency' | 'rejection_reason' | 'review_topic' | 'review_description' | 'reviewed_at' | 'next_verification_date' | 'created_at' | 'updated_at'> & {
  company_name: ColumnOf<typeof companies, 'name'>;
  driver_name: string;
  /** The company's price rule for the driver's country (TARIFF when none is set). */
  price_rule: ColumnOf<typeof companyPriceRules, 'rule'>;
  price_series_name: ColumnOf<typeof priceSeries, 'name'> | null;
  document_file_name: ColumnOf<typeof documents, 'file_name'> | null;
  document_content_type: ColumnOf<typeof documents, 'content_type'> | null;
  document_size_bytes: ColumnOf<typeof documents, 'size_bytes'> | null;
  document_created_at: ColumnOf<typeof documents, 'created_at'> | null;
  session_count: number;
};

/** The tariff's own columns, as a change reads them under lock. */
export type TariffCore = RowOf<
  typeof tariffs,
  | 'id'
  | 'company_id'
  | 'user_id'
  | 'number'
  | 'start_date'
  | 'end_date'
  | 'price_per_kwh'
  | 'base_fee_monthly_minor'
  | 'eco'
  | 'dynamic'
  | 'price_series_id'
  | 'provider_name'
  | 'document_id'
  | 'status'
>;

/** The columns a write may set; undefined leaves one as it is. */
export interface TariffFields {
  startDate?: string;
  endDate?: string | null;
  pricePerKwh?: number;
  baseFeeMonthlyMinor?: number | null;
  eco?: boolean;
  dynamic?: boolean;
  priceSeriesId?: string | null;
  providerName?: string | null;
  documentId?: string;
  status?: TariffStatus;
  rejectionReason?: TariffRejectionReason | null;
  reviewTopic?: string | null;
  reviewDescription?: string | null;
  reviewedAt?: Date | null;
  reviewedBy?: string | null;
  nextVerificationDate?: string | null;
}

const FIELD_COLUMNS: Record<keyof TariffFields, string> = {
  startDate: 'start_date',
  endDate: 'end_date',
  pricePerKwh: 'price_per_kwh',
  baseFeeMonthlyMinor: 'base_fee_monthly_minor',
  eco: 'eco',
  dynamic: 'dynamic',
  priceSeriesId: 'price_series_id',
  providerName: 'provider_name',
  documentId: 'document_id',
  status: 'status',
  rejectionReason: 'rejection_reason',
  reviewTopic: 'review_topic',
  reviewDescription: 'review_description',
  reviewedAt: 'reviewed_at',
  reviewedBy: 'reviewed_by',
  nextVerificationDate: 'next_verification_date',
};

const SORT_SQL: Record<TariffSortField, string> = {
  createdAt: 't.created_at',
  startDate: 't.start_date',
  number: 't.number',
  driverName: `lower(${personName('u')})`,
  companyName: 'lower(c.name)',
  status: 't.status',
  pricePerKwh: 't.price_per_kwh',
};

/** What a sort by a name reads besides the tariff (the list's own joins, inner as there). */
const SORT_JOIN: Partial<Record<TariffSortField, string>> = {
  driverName: 'join users u on u.id = t.user_id',
  companyName: 'join companies c on c.id = t.company_id',
};

const CORE = `t.id, t.company_id, t.user_id, t.number, t.start_date::text, t.end_date::text, t.price_per_kwh,
  t.base_fee_monthly_minor, t.eco, t.dynamic, t.price_series_id, t.provider_name, t.document_id, t.status`;

const LIST_COLUMNS = `t.id, t.company_id, c.name as company_name, t.user_id,
  ${personName('u')} as driver_name, t.number, t.start_date::text, t.end_date::text,
  t.price_per_kwh, t.currency, t.base_fee_monthly_minor, t.eco, t.dynamic, t.price_series_id,
  ps.name as price_series_name, t.provider_name, t.document_id, d.file_name as document_file_name,
  d.content_type as document_content_type, d.size_bytes as document_size_bytes, d.created_at as document_created_at,
  t.status, t.rejection_reason, t.review_topic, t.review_description, t.reviewed_at,
  t.next_verification_date::text, t.created_at, t.updated_at, coalesce(pr.rule, 'TARIFF') as price_rule`;

const LIST_FROM = `from tariffs t
  join companies c on c.id = t.company_id
  join users u on u.id = t.user_id
  left join documents d on d.id = t.document_id
  left join price_series ps on ps.id = t.price_series_id
  left join company_price_rules pr on pr.company_id = t.company_id and pr.country = coalesce(u.country, c.country)`;

const SESSION_COUNT = `(select count(*)::int from charging_sessions s where s.company_id = k.company_id and s.tariff_id = k.id) as session_count`;

/** The UTC days [from, to) of a year/month filter, or null for no period filter. */
export function periodOf(query: { year?: number; month?: number }): { from: string; to: string } | null {
  if (query.year === undefined) return null;
  const iso = (y: number, m: number) => utcDay(new Date(Date.UTC(y, m, 1)));
  if (query.month === undefined) return { from: iso(query.year, 0), to: iso(query.year + 1, 0) };
  return { from: iso(query.year, query.month - 1), to: iso(query.year, query.month) };
}

export function tariffsRepository(db: SqlClient) {
  function whereOf(scope: TenantScope, query: TariffSearch, params: unknown[]): string {
    const add = (v: unknown) => `$${params.push(v)}`;
    const conditions: string[] = [];
    if (scope.companyId) conditions.push(`t.company_id = ${add(scope.companyId)}`);
    if (query.companyId) conditions.push(`t.company_id = ${add(query.companyId)}`);
    if (query.driverId) conditions.push(`t.user_id = ${add(query.driverId)}`);
    if (query.status) conditions.push(`t.status = ${add(query.status)}`);
    const period = periodOf(query);
    if (period) {
      // Overlaps the period: starts before it ends, ends (or never ends) after it starts.
      conditions.push(`t.start_date < ${add(period.to)}::date and coalesce(t.end_date, 'infinity'::date) >= ${add(period.from)}::date`);
    }
    return conditions.length ? `where ${conditions.join(' and ')}` : '';
  }

  return {
    async search(scope: TenantScope, query: TariffSearch): Promise<{ rows: TariffRow[]; total: number }> {
      const params: unknown[] = [];
      const where = whereOf(scope, query, params);
      const countParams = [...params];
      const dir = query.sortDir === 'DESC' ? 'desc' : 'asc';
      const limit = `$${params.push(query.pageSize)}`;
      const offset = `$${params.push(query.pageNumber * query.pageSize)}`;
      const order = `${SORT_SQL[query.sortField]} ${dir}, t.created_at ${dir}, t.id ${dir}`;
      // The page's ids first, from the tariffs (and the name the sort reads) alone; the documents,
      // price series, rules and session counts only for those rows.
      const [rows, counted] = await Promise.all([
        db.query<TariffRow>(
          `with page as (select t.id from tariffs t ${SORT_JOIN[query.sortField] ?? ''} ${where} order by ${order} limit ${limit} offset ${offset})
           select k.*, ${SESSION_COUNT} from (
             select ${LIST_COLUMNS} ${LIST_FROM} join page on page.id = t.id
              order by ${order}) k`,
          params,
        ),
        db.query<{ n: number }>(`select count(*)::int as n from tariffs t ${where}`, countParams),
      ]);
      return { rows, total: Number(counted[0]?.n ?? 0) };
    },

    /** One tariff of the scope with everything lists show. */
    async find(scope: TenantScope, id: string): Promise<TariffRow | undefined> {
      const params: unknown[] = [id];
      const company = scope.companyId ? `and t.company_id = $${params.push(scope.companyId)}` : '';
      const [row] = await db.query<TariffRow>(
        `select k.*, ${SESSION_COUNT} from (select ${LIST_COLUMNS} ${LIST_FROM} where t.id = $1 ${company}) k`,
        params,
      );
      return row;
    },

    /** A driver's tariffs, newest first (the driver's own list). */
    async listOfDriver(companyId: string, userId: string): Promise<TariffRow[]> {
      return db.query<TariffRow>(
        `select k.*, ${SESSION_COUNT} from (
           select ${LIST_COLUMNS} ${LIST_FROM} where t.company_id = $1 and t.user_id = $2) k
          order by k.number desc`,
        [companyId, userId],
      );
    },

    /** The tariff's own columns, locked for a change. */
    async lock(scope: TenantScope, id: string): Promise<TariffCore | undefined> {
      const params: unknown[] = [id];
      const company = scope.companyId ? `and t.company_id = $${params.push(scope.companyId)}` : '';
      const [row] = await db.query<TariffCore>(`select ${CORE} from tariffs t where t.id = $1 ${company} for update`, params);
      return row;
    },

    /** A driver of the scope, locked so that numbers and validations of one driver go one at a time. */
    async lockDriver(scope: TenantScope, userId: string) {
      const params: unknown[] = [userId];
      const company = scope.companyId ? `and u.company_id = $${params.push(scope.companyId)}` : '';
      // The join to the company makes the driver's company present.
      const [row] = await db.query<RowOf<typeof users, 'id'> & { company_id: ColumnOf<typeof companies, 'id'> } & RowOf<typeof companies, 'country'>>(
        `select u.id, u.company_id, c.country from users u join companies c on c.id = u.company_id
          where u.id = $1 and u.role = 'USER' ${company} for update of u`,
        params,
      );
      return row;
    },

    async nextNumber(companyId: string, userId: string): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        `select coalesce(max(number), 0)::int + 1 as n from tariffs where company_id = $1 and user_id = $2`,
        [companyId, userId],
      );
      return Number(row!.n);
    },

    /** The driver's document, or undefined. */
    async document(companyId: string, id: string) {
      const [row] = await db.query<RowOf<typeof documents, 'id' | 'user_id'>>(
        `select id, user_id from documents where company_id = $1 and id = $2`,
        [companyId, id],
      );
      return row;
    },

    async priceSeriesExists(id: string): Promise<boolean> {
      return (await db.query(`select 1 from price_series where id = $1`, [id])).length > 0;
    },

    async insert(t: {
      companyId: string;
      userId: string;
      number: number;
      currency: Currency;
      startDate: string;
      endDate: string | null;
      pricePerKwh: number;
      baseFeeMonthlyMinor: number | null;
      eco: boolean;
      dynamic: boolean;
      priceSeriesId: string | null;
      providerName: string | null;
      documentId: string;
    }): Promise<string> {
      const [row] = await db.query<RowOf<typeof tariffs, 'id'>>(
        `insert into tariffs (company_id, user_id, number, currency, start_date, end_date, price_per_kwh,
                              base_fee_monthly_minor, eco, dynamic, price_series_id, provider_name, document_id, status)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'PENDING') returning id`,
        [
          t.companyId,
          t.userId,
          t.number,
          t.currency,
          t.startDate,
          t.endDate,
          t.pricePerKwh,
          t.baseFeeMonthlyMinor,
          t.eco,
          t.dynamic,
          t.priceSeriesId,
          t.providerName,
          t.documentId,
        ],
      );
      return row!.id;
    },

    async update(companyId: string, id: string, fields: TariffFields): Promise<void> {
      const params: unknown[] = [id, companyId];
      const sets = (Object.entries(fields) as [keyof TariffFields, unknown][])
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${FIELD_COLUMNS[k]} = $${params.push(v)}`);
      await db.query(`update tariffs set ${[...sets, 'updated_at = now()'].join(', ')} where id = $1 and company_id = $2`, params);
    },

    async delete(companyId: string, id: string): Promise<void> {
      await db.query(`delete from tariffs where id = $1 and company_id = $2`, [id, companyId]);
    },

    /** The driver's other VALID tariffs whose period overlaps [start, end]. */
    async overlappingValid(
      companyId: string,
      userId: string,
      exceptId: string,
      start: string,
      end: string | null,
    ): Promise<{ id: string; number: number; start_date: string; end_date: string | null }[]> {
      return db.query(
        `select id, number, start_date::text, end_date::text from tariffs
          where company_id = $1 and user_id = $2 and id <> $3 and status = 'VALID'
            and start_date <= coalesce($5::date, 'infinity'::date) and coalesce(end_date, 'infinity'::date) >= $4::date
          order by start_date`,
        [companyId, userId, exceptId, start, end],
      );
    },

    async frequencyOf(companyId: string): Promise<TariffVerificationFrequency> {
      const [row] = await db.query<RowOf<typeof companies, 'tariff_verification_frequency'>>(
        `select tariff_verification_frequency from companies where id = $1`,
        [companyId],
      );
      return row!.tariff_verification_frequency;
    },

    /** Sessions of the tariff by receipt state (external sessions are never priced by tariffs). */
    async sessionsOf(companyId: string, tariffId: string): Promise<{ id: string; day: string; submitted: boolean }[]> {
      return db.query(
        `select id, (start_date at time zone 'UTC')::date::text as day, receipt_status = 'SUBMITTED' as submitted
           from charging_sessions where company_id = $1 and tariff_id = $2`,
        [companyId, tariffId],
      );
    },

    async moveSessions(companyId: string, ids: string[], tariffId: string | null): Promise<void> {
      if (!ids.length) return;
      await db.query(`update charging_sessions set tariff_id = $3, updated_at = now() where company_id = $1 and id = any($2::uuid[])`, [
        companyId,
        ids,
        tariffId,
      ]);
    },
  };
}
export type TariffsRepository = ReturnType<typeof tariffsRepository>;
