import type {
  ChargingSessionSortField,
  Currency,
  MeterSignatureFailure,
  MeterSignatureStatus,
  PriceBasis,
  ReviewStatus,
  ReviewTag,
  ReviewType,
  SessionSourceFilter,
  SortDir,
} from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { ColumnOf, RowOf } from '../../db/rows.ts';
import type { cables, chargingSessions, companies, tariffs } from '../../db/schema/index.ts';
import { keysetRows } from '../../lib/export/index.ts';
import { likePattern, Params, personName } from '../../lib/sql.ts';
import type { PageWindow } from '../../lib/far-end-page.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import type { Span } from './session-period.ts';
import type { SessionFacts } from './session-checks.ts';

/*
 * Charging sessions: raw SQL only. Every query takes the tenant scope (null = every company, for
 * administrators); the scope and any company filter land on s.company_id, which leads the indexes.
 */

/** A session with its company, driver and tariff number, as lists and the detail show it. */
export type SessionRow = RowOf<
  typeof chargingSessions,
  | 'id'
  | 'company_id'
  | 'user_id'
  | 'cable_id'
  | 'cable_hardware_id'
  | 'mobile_identifier_index'
  | 'start_date'
  | 'duration_seconds'
  | 'watt_hours'
  | 'meter_start_wh'
  | 'meter_end_wh'
  | 'energy_difference_wh'
  | 'tariff_id'
  | 'tariff_price'
  | 'price_basis'
  | 'expense_minor'
  | 'currency'
  | 'reimbursable'
  | 'error_code'
  | 'receipt_id'
  | 'receipt_status'
  | 'review_status'
  | 'review_type'
  | 'review_tags'
  | 'reviewed_at'
  | 'source'
  | 'external_operator'
  | 'external_reference'
  | 'meter_signature_status'
  | 'meter_signature_failure'
  | 'created_at'
  | 'updated_at'
> & {
  company_name: ColumnOf<typeof companies, 'name'>;
  user_name: string | null;
  tariff_number: ColumnOf<typeof tariffs, 'number'> | null;
};

/** A driver's tariff as a choice for a session (dates as text). */
export type SessionTariffRow = RowOf<typeof tariffs, 'id' | 'number' | 'status' | 'price_per_kwh' | 'currency' | 'start_date' | 'end_date'>;
const SESSION_TARIFF_COLUMNS = 'id, number, status, price_per_kwh, currency, start_date::text, end_date::text';

/**
 * A session as an export reads it: the columns it writes, without the references behind them, and
 * timestamps as PostgreSQL's text (see QueryOptions). Every field less is one less to parse per row.
 */
export type SessionExportRow = Omit<
  SessionRow,
  'company_id' | 'user_id' | 'cable_id' | 'tariff_id' | 'receipt_id' | 'reviewed_at' | 'start_date' | 'created_at' | 'updated_at'
> & {
  start_date: string;
  created_at: string;
  updated_at: string;
};

export interface SessionFilter {
  period: Span | null;
  companyId?: string;
  driverId?: string;
  search?: string;
  reviewStatus?: ReviewStatus;
  reviewType?: ReviewType;
  reviewTag?: ReviewTag;
  errorCode?: number;
  reimbursable?: boolean;
  source: SessionSourceFilter;
}

export interface SessionSort {
  field: ChargingSessionSortField;
  dir: SortDir;
}

/** The figures of one period for the summary, summed in SQL. */
export interface PeriodTotals {
  energy_wh: number;
  expense_minor: number;
  priced_wh: number;
  priced_expense_minor: number;
  drivers: number;
}

/**
 * A row of the summary's one query: a currency's figures in the current or the previous period.
 * `sessions` counts every matching session and ranks the currencies; the figures leave IGNORED
 * sessions out.
 */
export type SummaryRow = { [K in keyof PeriodTotals]: number | string } & {
  currency: Currency;
  is_current: boolean;
  sessions: number | string;
};

export interface SummaryFigures {
  /** The currencies of the matching sessions in both periods, the most sessions first. */
  currencies: Currency[];
  /** The one asked for, else the most used; null when there are no sessions. */
  currency: Currency | null;
  current: PeriodTotals;
  previous: PeriodTotals;
}

/** The summary's figures from its query's rows: one statement answers both the currencies and the totals. */
export function summaryFigures(rows: SummaryRow[], requested: Currency | null): SummaryFigures {
  const sessions = new Map<Currency, number>();
  for (const r of rows) sessions.set(r.currency, (sessions.get(r.currency) ?? 0) + Number(r.sessions));
  const currencies = [...sessions]
    .filter(([, n]) => n > 0)
    .sort(([a, n], [b, m]) => m - n || (a < b ? -1 : a > b ? 1 : 0))
    .map(([c]) => c);
  const currency = requested ?? currencies[0] ?? null;
  const pick = (isCurrent: boolean): PeriodTotals => {
    const row = rows.find((r) => r.currency === currency && r.is_current === isCurrent);
    return {
      energy_wh: Number(row?.energy_wh ?? 0),
      expense_minor: Number(row?.expense_minor ?? 0),
      priced_wh: Number(row?.priced_wh ?? 0),
      priced_expense_minor: Number(row?.priced_expense_minor ?? 0),
      drivers: Number(row?.drivers ?? 0),
    };
  };
  return { currencies, currency, current: pick(true), previous: pick(false) };
}

const USER_NAME = `nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as user_name`;

const COLUMNS = `s.id, s.company_id, c.name as company_name, s.user_id,
  ${USER_NAME},
  s.cable_id, s.cable_hardware_id, s.mobile_identifier_index, s.start_date, s.duration_seconds, s.watt_hours,
  s.meter_start_wh, s.meter_end_wh, s.energy_difference_wh, s.tariff_id, t.number as tariff_number, s.tariff_price,
  s.price_basis, s.expense_minor, s.currency, s.reimbursable, s.error_code, s.receipt_id, s.receipt_status,
  s.review_status, s.review_type, s.review_tags, s.reviewed_at, s.source, s.external_operator, s.external_reference,
  s.meter_signature_status, s.meter_signature_failure, s.created_at, s.updated_at`;

const EXPORT_COLUMNS = `s.id, c.name as company_name,
  ${USER_NAME},
  s.cable_hardware_id, s.mobile_identifier_index, s.start_date, s.duration_seconds, s.watt_hours,
  s.meter_start_wh, s.meter_end_wh, s.energy_difference_wh, t.number as tariff_number, s.tariff_price,
  s.price_basis, s.expense_minor, s.currency, s.reimbursable, s.error_code, s.receipt_status,
  s.review_status, s.review_type, s.review_tags, s.source, s.external_operator, s.external_reference,
  s.meter_signature_status, s.meter_signature_failure, s.created_at, s.updated_at`;

const FROM = `charging_sessions s
  join companies c on c.id = s.company_id
  left join users u on u.id = s.user_id
  left join tariffs t on t.id = s.tariff_id`;

const WITH_NAMES = 'charging_sessions s join companies c on c.id = s.company_id left join users u on u.id = s.user_id';

/** Sort keys; none is null, so an export can page by them (keysetRows). */
const SORT_SQL: Record<ChargingSessionSortField, string> = {
  startDate: 's.start_date',
  energy: 'coalesce(s.watt_hours, -1)',
  expense: 's.expense_minor',
  driverName: `lower(coalesce(${personName('u')}, ''))`,
  companyName: 'lower(c.name)',
  duration: 's.duration_seconds',
};

/** Sort keys read from the company or the driver rather than the session. */
const JOINED_SORTS = new Set<ChargingSessionSortField>(['driverName', 'companyName']);

/** The source filter on the sessions (alias `s`) or on their totals (`t`). */
export function sourceCondition(source: SessionSourceFilter, p: Params, alias = 's'): string | null {
  if (source === 'ALL') return null;
  if (source === 'HOME') return `${alias}.source <> 'EXTERNAL'`;
  return `${alias}.source = ${p.add(source)}`;
}

/**
 * What a session search matches: the drivers (name or e-mail) and companies (name) holding the
 * text, found in their own small tables (trigram indexes; only the scope's company's when the
 * search is within one), and the session's own texts (cable, operator, reference; trigram
 * indexes). As ids the first two reach the sessions through their indexes.
 */
export function searchMatch(search: string, p: Params, companyIds: readonly string[] = []) {
  const like = p.add(likePattern(search));
  const ilike = (column: string) => `${column} ilike ${like} escape '\\'`;
  const within = (column: string) => companyIds.map((id) => ` and ${column} = ${p.add(id)}`).join('');
  return {
    drivers: `array(select u.id from users u where (${ilike(personName('u'))} or ${ilike('u.email')})${within('u.company_id')})`,
    companies: `array(select c.id from companies c where ${ilike('c.name')}${within('c.id')})`,
    text: (alias: string) => `(${ilike(`${alias}.cable_hardware_id`)} or ${ilike(`${alias}.external_operator`)} or ${ilike(`${alias}.external_reference`)})`,
  };
}

/** The companies a filter keeps to: the scope's and the chosen one (none across companies). */
export const companiesOf = (scope: TenantScope, f: SessionFilter): string[] =>
  [scope.companyId, f.companyId].filter((id): id is string => Boolean(id));

/** The where clause of a filter, on the sessions alone (alias `s`). */
export function sessionWhere(scope: TenantScope, f: SessionFilter, p: Params): { sql: string } {
  const where: string[] = [];
  if (scope.companyId) where.push(`s.company_id = ${p.add(scope.companyId)}`);
  if (f.companyId) where.push(`s.company_id = ${p.add(f.companyId)}`);
  if (f.driverId) where.push(`s.user_id = ${p.add(f.driverId)}`);
  if (f.period) where.push(`s.start_date >= ${p.add(f.period.from.toISOString())} and s.start_date < ${p.add(f.period.to.toISOString())}`);
  if (f.reviewStatus) where.push(`s.review_status = ${p.add(f.reviewStatus)}`);
  if (f.reviewType) where.push(`s.review_type = ${p.add(f.reviewType)}`);
  if (f.reviewTag) where.push(`${p.add(f.reviewTag)} = any(s.review_tags)`);
  if (f.errorCode !== undefined) where.push(`s.error_code = ${p.add(f.errorCode)}`);
  if (f.reimbursable !== undefined) where.push(`s.reimbursable = ${p.add(f.reimbursable)}`);
  const source = sourceCondition(f.source, p);
  if (source) where.push(source);
  if (f.search) {
    const match = searchMatch(f.search, p, companiesOf(scope, f));
    where.push(`(s.user_id = any(${match.drivers}) or s.company_id = any(${match.companies}) or ${match.text('s')})`);
  }
  return { sql: where.length ? `where ${where.join(' and ')}` : '' };
}

export function chargingSessionsRepository(db: SqlClient) {
  /** Whether a session without a driver matches the where clause (charging_sessions_without_driver_idx). */
  const anyWithoutDriver = async (where: string, params: unknown[]): Promise<boolean> => {
    const rows = await db.query(`select 1 from charging_sessions s ${where ? `${where} and` : 'where'} s.user_id is null limit 1`, params);
    return rows.length > 0;
  };
  return {
    /**
     * One page of sessions, as a window of the list (readPage reads a deep page from the list's
     * nearer end, the order reversed).
     */
    async page(scope: TenantScope, filter: SessionFilter, sort: Pick<SessionSort, 'field'>, window: PageWindow) {
      const p = new Params();
      const where = sessionWhere(scope, filter, p);
      const dir = window.dir === 'ASC' ? 'asc' : 'desc';
      // Within one company its name orders nothing: the start and the id decide, from the index.
      const field = sort.field === 'companyName' && (scope.companyId || filter.companyId) ? 'startDate' : sort.field;
      const order = field === 'startDate' ? `s.start_date ${dir}, s.id ${dir}` : `${SORT_SQL[field]} ${dir}, s.start_date ${dir}, s.id ${dir}`;
      let sortFrom = JOINED_SORTS.has(field) ? WITH_NAMES : 'charging_sessions s';
      // By the driver's name: when every matching session has a driver, the drivers are walked in
      // name order (users_sort_name_idx) and each one's sessions read in start order, instead of
      // sorting every matching session.
      if (field === 'driverName' && !(await anyWithoutDriver(where.sql, [...p.values]))) {
        sortFrom = 'charging_sessions s join companies c on c.id = s.company_id join users u on u.id = s.user_id';
      }
      const size = p.add(window.size);
      const offset = p.add(window.offset);
      // By the company's name across companies: the companies in name order, each with at most as
      // many of its sessions (in start order, from the index) as the page reaches; only those are sorted.
      const ids =
        field === 'companyName'
          ? `select s.id from companies c cross join lateral (
               select s.id, s.start_date from charging_sessions s ${where.sql ? `${where.sql} and` : 'where'} s.company_id = c.id
                order by s.start_date ${dir}, s.id ${dir} limit ${p.add(window.offset + window.size)}
             ) s order by ${order} limit ${size} offset ${offset}`
          : `select s.id from ${sortFrom} ${where.sql} order by ${order} limit ${size} offset ${offset}`;
      // The page's ids first, from the index alone where it can; the columns only for those 50 rows,
      // so a deep page skips index entries instead of reading every skipped session.
      return db.query<SessionRow>(
        `with page as (${ids})
         select ${COLUMNS} from ${FROM} join page on page.id = s.id order by ${order}`,
        p.values,
      );
    },

    /** How many sessions match, counted one by one (see sessionTotalsRepository.count for the filters the totals cover). */
    async count(scope: TenantScope, filter: SessionFilter): Promise<number> {
      const p = new Params();
      const where = sessionWhere(scope, filter, p);
      const [row] = await db.query<{ n: number }>(
        `select count(*)::int as n from charging_sessions s ${where.sql}`,
        p.values,
      );
      return Number(row?.n ?? 0);
    },

    /** Every matching session in list order, read in keyset batches (for exports). */
    all(scope: TenantScope, filter: SessionFilter, sort: SessionSort): AsyncIterable<SessionExportRow> {
      const p = new Params();
      const where = sessionWhere(scope, filter, p);
      const keys = sort.field === 'startDate' ? ['start_date', 'id'] : ['sort_key', 'start_date', 'id'];
      const sortKey = sort.field === 'startDate' ? '' : `, ${SORT_SQL[sort.field]} as sort_key`;
      return keysetRows<SessionExportRow & Record<string, unknown>>(db, {
        sql: `select ${EXPORT_COLUMNS}${sortKey} from ${FROM} ${where.sql}`,
        params: p.values,
        keys,
        direction: sort.dir,
        timestampsAsText: true,
      });
    },

    /** The summary's rows per currency and period (the current one and the one before). */
    summaryRows(scope: TenantScope, filter: SessionFilter, current: Span, previous: Span): Promise<SummaryRow[]> {
      const p = new Params();
      const where = sessionWhere(scope, { ...filter, period: { from: previous.from, to: current.to } }, p);
      const from = p.add(current.from.toISOString());
      const counted = `s.review_status <> 'IGNORED'`;
      const priced = `${counted} and s.tariff_price is not null and s.watt_hours > 0`;
      return db.query<SummaryRow>(
        `select s.currency, s.start_date >= ${from} as is_current, count(*) as sessions,
                coalesce(sum(s.watt_hours) filter (where ${counted}), 0)::bigint as energy_wh,
                coalesce(sum(s.expense_minor) filter (where ${counted}), 0)::bigint as expense_minor,
                coalesce(sum(s.watt_hours) filter (where ${priced}), 0)::bigint as priced_wh,
                coalesce(sum(s.expense_minor) filter (where ${priced}), 0)::bigint as priced_expense_minor,
                (count(distinct s.user_id) filter (where ${counted}))::int as drivers
           from charging_sessions s
           ${where.sql}
          group by 1, 2`,
        p.values,
      );
    },

    /** One session of the scope, or undefined; `lock` takes it for a change inside a transaction. */
    async find(scope: TenantScope, id: string, options: { lock?: boolean } = {}): Promise<SessionRow | undefined> {
      const p = new Params();
      const conditions = [`s.id = ${p.add(id)}`];
      if (scope.companyId) conditions.push(`s.company_id = ${p.add(scope.companyId)}`);
      const [row] = await db.query<SessionRow>(
        `select ${COLUMNS} from ${FROM} where ${conditions.join(' and ')} ${options.lock ? 'for update of s' : ''}`,
        p.values,
      );
      return row;
    },

    /** Sessions of the scope among `ids`, locked for a change (bulk review). */
    async lockMany(scope: TenantScope, ids: readonly string[]) {
      const p = new Params();
      const conditions = [`s.id = any(${p.add(ids)}::uuid[])`];
      if (scope.companyId) conditions.push(`s.company_id = ${p.add(scope.companyId)}`);
      return db.query<RowOf<typeof chargingSessions, 'id' | 'company_id' | 'receipt_status' | 'review_type'>>(
        `select s.id, s.company_id, s.receipt_status, s.review_type from charging_sessions s
          where ${conditions.join(' and ')} order by s.id for update`,
        p.values,
      );
    },

    /** When the session's cable was created, for the timestamp check. */
    async cableCreatedAt(companyId: string, cableId: string | null): Promise<Date | null> {
      if (!cableId) return null;
      const [row] = await db.query<RowOf<typeof cables, 'created_at'>>('select created_at from cables where company_id = $1 and id = $2', [
        companyId,
        cableId,
      ]);
      return row ? new Date(row.created_at) : null;
    },

    /** The measured facts of a session, as an administrator corrected them. */
    async updateFacts(
      companyId: string,
      id: string,
      facts: SessionFacts & { errorCode: number },
    ) {
      await db.query(
        `update charging_sessions
            set start_date = $3, duration_seconds = $4, watt_hours = $5, meter_start_wh = $6, meter_end_wh = $7,
                energy_difference_wh = $8, error_code = $9, updated_at = now()
          where company_id = $1 and id = $2`,
        [
          companyId,
          id,
          facts.startDate.toISOString(),
          facts.durationSeconds,
          facts.wattHours,
          facts.meterStartWh,
          facts.meterEndWh,
          facts.energyDifferenceWh,
          facts.errorCode,
        ],
      );
    },

    /**
     * The outcome of checking a session's signed meter values, with the values and key checked; a
     * verified session takes the meter's signed readings as its energy.
     */
    async setMeterSignature(
      companyId: string,
      id: string,
      check: {
        signedMeterValues: readonly string[];
        meterPublicKey: string | null;
        status: MeterSignatureStatus;
        failure: MeterSignatureFailure | null;
        signedReadings: { meterStartWh: number; meterEndWh: number } | null;
      },
    ) {
      const readings = check.signedReadings;
      await db.query(
        `update charging_sessions
            set signed_meter_values = $3::text[], meter_public_key = $4, meter_signature_status = $5, meter_signature_failure = $6,
                meter_start_wh = coalesce($7, meter_start_wh), meter_end_wh = coalesce($8, meter_end_wh),
                energy_difference_wh = coalesce($8 - $7, energy_difference_wh), watt_hours = coalesce($8 - $7, watt_hours),
                updated_at = now()
          where company_id = $1 and id = $2`,
        [companyId, id, check.signedMeterValues, check.meterPublicKey, check.status, check.failure, readings?.meterStartWh ?? null, readings?.meterEndWh ?? null],
      );
    },

    /** Puts a session into review for its meter signature, keeping any reason it already had. */
    async flagMeterSignature(companyId: string, id: string) {
      await db.query(
        `update charging_sessions
            set review_status = 'TO_BE_REVIEWED', review_type = coalesce(review_type, 'SIGNATURE'),
                review_tags = case when 'SIGNATURE_NOT_VERIFIED' = any(review_tags) then review_tags
                                   else review_tags || '{SIGNATURE_NOT_VERIFIED}'::text[] end,
                reviewed_at = null, reviewed_by = null, updated_at = now()
          where company_id = $1 and id = $2`,
        [companyId, id],
      );
    },

    /** Price columns set directly (a tariff the administrator chose, or an imported session's own price). */
    async setPrice(
      companyId: string,
      id: string,
      price: { tariffId: string | null; tariffPrice: number | null; priceBasis: PriceBasis | null; expenseMinor: number; reimbursable: boolean },
    ) {
      await db.query(
        `update charging_sessions
            set tariff_id = $3, tariff_price = $4, price_basis = $5, expense_minor = $6, reimbursable = $7, updated_at = now()
          where company_id = $1 and id = $2`,
        [companyId, id, price.tariffId, price.tariffPrice, price.priceBasis, price.expenseMinor, price.reimbursable],
      );
    },

    /** The tariff a session is on; the pricing core keeps it among equally ranked ones. */
    async setTariff(companyId: string, id: string, tariffId: string | null) {
      await db.query('update charging_sessions set tariff_id = $3, updated_at = now() where company_id = $1 and id = $2', [companyId, id, tariffId]);
    },

    /** The tariff a session is priced with now. */
    async tariffIdOf(companyId: string, id: string): Promise<string | null> {
      const [row] = await db.query<RowOf<typeof chargingSessions, 'tariff_id'>>('select tariff_id from charging_sessions where company_id = $1 and id = $2', [companyId, id]);
      return row?.tariff_id ?? null;
    },

    /** Review status, type and tags of some sessions; reviewed_at/by only for REVIEWED and IGNORED. */
    async setReview(
      ids: readonly string[],
      review: { status: ReviewStatus; type: ReviewType | null; tags: ReviewTag[] | null; by: string | null },
    ) {
      const decided = review.status === 'REVIEWED' || review.status === 'IGNORED';
      await db.query(
        `update charging_sessions
            set review_status = $2,
                review_type = coalesce($3, review_type),
                review_tags = case
                  when $4::text[] is not null then $4::text[]
                  when $2 = 'REVIEWED' then case when 'CHECKED_BY_ADMIN' = any(review_tags) then review_tags
                                                  else review_tags || '{CHECKED_BY_ADMIN}'::text[] end
                  else array_remove(review_tags, 'CHECKED_BY_ADMIN') end,
                reviewed_at = ${decided ? 'now()' : 'null'},
                reviewed_by = ${decided ? '$5::uuid' : 'null'},
                updated_at = now()
          where id = any($1::uuid[])`,
        decided ? [ids, review.status, review.type, review.tags, review.by] : [ids, review.status, review.type, review.tags],
      );
    },

    /** A driver's tariff, for an administrator's choice on a session. */
    async tariffOf(companyId: string, userId: string, tariffId: string) {
      const [row] = await db.query<SessionTariffRow>(
        `select ${SESSION_TARIFF_COLUMNS}
           from tariffs where company_id = $1 and user_id = $2 and id = $3`,
        [companyId, userId, tariffId],
      );
      return row;
    },

    /** The driver's tariffs that may price a session starting on `day` (not INVALID, covering it). */
    async tariffsCovering(companyId: string, userId: string, day: string) {
      return db.query<SessionTariffRow>(
        `select ${SESSION_TARIFF_COLUMNS}
           from tariffs
          where company_id = $1 and user_id = $2 and status <> 'INVALID'
            and start_date <= $3::date and coalesce(end_date, 'infinity'::date) >= $3::date
          order by case status when 'VALID' then 0 else 1 end, number desc`,
        [companyId, userId, day],
      );
    },
  };
}
export type ChargingSessionsRepository = ReturnType<typeof chargingSessionsRepository>;
