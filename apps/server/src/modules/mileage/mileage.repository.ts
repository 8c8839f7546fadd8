import {
  MILEAGE_SOURCES,
  mileageFlagOf,
  type MileageAggregateSortField,
  type MileageQueryFrequency,
  type MileageReadingSortField,
  type MileageSource,
  type SortDir,
  utcDay,
} from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { ColumnOf, RowOf } from '../../db/rows.ts';
import type { companies, mileageReadingMonths, mileageReadings, users } from '../../db/schema/index.ts';
import { keysetRows } from '../../lib/export/index.ts';
import { FAR_PAGE_OFFSET, readPage } from '../../lib/far-end-page.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { Params, personName } from '../../lib/sql.ts';

/*
 * Odometer readings and the questions for them. Every query takes the tenant scope (null: every
 * company) or works on one company the caller already resolved.
 */

export interface MileageFilter {
  from: Date;
  to: Date;
  driverId?: string;
  companyId?: string;
  source?: MileageSource;
  flagged?: 'true' | 'false';
}

export type ReadingRow = RowOf<typeof mileageReadings, 'id' | 'user_id' | 'company_id' | 'odometer_km' | 'source' | 'read_at' | 'flag' | 'note'> & {
  driver_name: string;
  company_name: ColumnOf<typeof companies, 'name'>;
};

/** A driver's month from the monthly totals; the figures the page derives from them are computed in SQL. */
export type AggregateRow = RowOf<typeof mileageReadingMonths, 'user_id' | 'company_id' | 'first_at' | 'first_km' | 'last_at' | 'last_km'> &
  RowOf<typeof users, 'planned_yearly_km'> & {
    driver_name: string;
    company_name: ColumnOf<typeof companies, 'name'>;
    year: number;
    month: number;
    driven_km: number | null;
    readings_count: ColumnOf<typeof mileageReadingMonths, 'readings'>;
    flagged_count: ColumnOf<typeof mileageReadingMonths, 'flagged'>;
    planned_km: number | null;
    planned_share: string | number | null;
  };

const DRIVER_NAME = `${personName('u')}`;

const READING_SORT: Record<MileageReadingSortField, string> = {
  readAt: 'r.read_at',
  odometerKm: 'r.odometer_km',
  // The expression of users_sort_name_idx: the drivers are walked in this order.
  driverName: `lower(coalesce(${DRIVER_NAME}, ''))`,
  companyName: 'lower(c.name)',
  source: 'r.source',
};

const AGGREGATE_SORT: Record<MileageAggregateSortField, string> = {
  period: 'a.month_start',
  driverName: 'lower(a.driver_name)',
  companyName: 'lower(a.company_name)',
  // Months without a plausible reading sort below every driven distance.
  drivenKm: 'coalesce(a.driven_km, -1)',
  readingsCount: 'a.readings_count',
};

/**
 * A reading's UTC year, the expression of the readings' sort indexes: every period the page offers
 * (a month or a year) lies in one UTC year, so a sort by odometer or source over a year walks that
 * year's entries of the index in sort order. The other sorts' indexes do not hold it: there the
 * condition would only cost a computation per entry, so it is left out.
 */
const READ_YEAR = `extract(year from (r.read_at at time zone 'UTC'))`;
const READINGS_BY_YEAR = new Set<MileageReadingSortField>(['odometerKm', 'source']);
const readingsByYear = (sort: MileageReadingSortField, filter: MileageFilter) => READINGS_BY_YEAR.has(sort) || filter.source !== undefined;

/** The UTC year the period lies in; null for a period across years. */
function periodYear(filter: MileageFilter): number | null {
  const year = filter.from.getUTCFullYear();
  return new Date(filter.to.getTime() - 1).getUTCFullYear() === year ? year : null;
}

/** The conditions on mileage_readings r (scope, period, driver, company, source, plausibility). */
function readingConditions(scope: TenantScope, filter: MileageFilter, p: Params, byYear: boolean): string[] {
  const where = [`r.read_at >= ${p.add(filter.from.toISOString())}`, `r.read_at < ${p.add(filter.to.toISOString())}`];
  const year = byYear ? periodYear(filter) : null;
  if (year !== null) where.push(`${READ_YEAR} = ${p.add(year)}`);
  if (scope.companyId) where.push(`r.company_id = ${p.add(scope.companyId)}`);
  if (filter.companyId) where.push(`r.company_id = ${p.add(filter.companyId)}`);
  if (filter.driverId) where.push(`r.user_id = ${p.add(filter.driverId)}`);
  if (filter.source) where.push(`r.source = ${p.add(filter.source)}`);
  if (filter.flagged === 'true') where.push('r.flag is not null');
  if (filter.flagged === 'false') where.push('r.flag is null');
  return where;
}

const READING_COLUMNS = `r.id, r.user_id, ${DRIVER_NAME} as driver_name, r.company_id, c.name as company_name,
  r.odometer_km, r.source, r.read_at, r.flag, r.note`;

const READING_FROM = `mileage_readings r join users u on u.id = r.user_id join companies c on c.id = r.company_id`;

function readingsQuery(scope: TenantScope, filter: MileageFilter, sort: MileageReadingSortField, p: Params) {
  const where = readingConditions(scope, filter, p, readingsByYear(sort, filter));
  const sql = `select ${READING_COLUMNS}, ${READING_SORT[sort]} as sort_key, r.read_at as sort_at
                 from ${READING_FROM} where ${where.join(' and ')}`;
  return { sql, where: where.join(' and '), keys: sort === 'readAt' ? ['sort_key', 'id'] : ['sort_key', 'sort_at', 'id'] };
}

/**
 * A month row's source as its indexes hold it ('' for the all-sources row): an equality on it keeps
 * the index's order of the keys after it, which `source is null` would not.
 */
const SOURCE_KEY = `coalesce(m.source, '')`;
/** A month row's year: the sorts of the view per driver and month by a name or figure lead with it. */
const MONTH_YEAR = 'extract(year from m.month)';
const MONTHS_BY_YEAR = new Set<MileageAggregateSortField>(['driverName', 'drivenKm', 'readingsCount']);
/** Months without a plausible reading sort below every driven distance. */
const DRIVEN_SORT = 'coalesce(m.driven_km, -1)';

/** The conditions on mileage_reading_months m: the period's months, the source's rows (or all sources'), the scope, company and driver. */
function monthConditions(scope: TenantScope, filter: MileageFilter, p: Params, byYear: boolean) {
  const where = [`m.month >= ${p.add(utcDay(filter.from))}::date`, `m.month < ${p.add(utcDay(filter.to))}::date`];
  const year = byYear ? periodYear(filter) : null;
  if (year !== null) where.push(`${MONTH_YEAR} = ${p.add(year)}`);
  const source = `${SOURCE_KEY} = ${p.add(filter.source ?? '')}`;
  where.push(source);
  if (scope.companyId) where.push(`m.company_id = ${p.add(scope.companyId)}`);
  if (filter.companyId) where.push(`m.company_id = ${p.add(filter.companyId)}`);
  if (filter.driverId) where.push(`m.user_id = ${p.add(filter.driverId)}`);
  return { where, source };
}

/** Whether the period is whole UTC months (the months' rows then count its readings). */
const wholeMonths = (filter: MileageFilter) => [filter.from, filter.to].every((d) => d.getTime() === Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));

/**
 * How many readings match: the sum of the readings (or flagged ones) of the matching months' rows
 * of mileage_reading_months, which the trigger keeps in the same statement as the readings; a
 * period of other bounds counts the readings.
 */
function readingsCount(scope: TenantScope, filter: MileageFilter) {
  const p = new Params();
  if (!wholeMonths(filter)) return { sql: `select count(*)::int as n from mileage_readings r where ${readingConditions(scope, filter, p, false).join(' and ')}`, p };
  const { where } = monthConditions(scope, filter, p, false);
  if (filter.flagged === 'true') where.push('m.flagged > 0');
  const counted = filter.flagged === 'true' ? 'm.flagged' : filter.flagged === 'false' ? 'm.readings - m.flagged' : 'm.readings';
  return { sql: `select coalesce(sum(${counted}), 0)::int as n from mileage_reading_months m where ${where.join(' and ')}`, p };
}

const MONTH_DAYS = `extract(day from m.month + interval '1 month' - interval '1 day')::int`;
const YEAR_DAYS = `((date_trunc('year', m.month::timestamp) + interval '1 year')::date - date_trunc('year', m.month::timestamp)::date)`;

/**
 * A row of the view per driver and month, from mileage_reading_months m (joined to its driver u and
 * company c). First, last and driven km count only plausible readings; driven km runs from the
 * driver's last plausible reading before the month (the month's first when there is none) to the
 * month's last. The plan's month share is days of the month over days of the year.
 */
const AGGREGATE_COLUMNS = `m.user_id, ${DRIVER_NAME} as driver_name, m.company_id, c.name as company_name,
  m.month::timestamp at time zone 'UTC' as month_start,
  extract(year from m.month)::int as year, extract(month from m.month)::int as month,
  m.first_at, m.first_km, m.last_at, m.last_km, m.driven_km,
  m.readings as readings_count, m.flagged as flagged_count, u.planned_yearly_km,
  round(u.planned_yearly_km::numeric * ${MONTH_DAYS} / ${YEAR_DAYS})::int as planned_km,
  case when u.planned_yearly_km > 0 and m.last_km is not null
       then round(m.driven_km::numeric * 100 * ${YEAR_DAYS} / (u.planned_yearly_km::numeric * ${MONTH_DAYS}), 2) end as planned_share`;

const AGGREGATE_FROM = 'mileage_reading_months m join users u on u.id = m.user_id join companies c on c.id = m.company_id';

/**
 * Each sort's keys on the month rows, as its index holds them (the month's driver and company
 * break the last ties). By company name the companies are walked in name order, each one's months
 * by period.
 */
const MONTH_ORDER: Record<MileageAggregateSortField, string[]> = {
  period: ['m.month', 'm.driver_sort_name', 'm.user_id', 'm.company_id'],
  driverName: ['m.driver_sort_name', 'm.month', 'm.user_id', 'm.company_id'],
  companyName: ['lower(c.name)', 'm.month', 'm.driver_sort_name', 'm.user_id', 'm.company_id'],
  drivenKm: [DRIVEN_SORT, 'm.month', 'm.driver_sort_name', 'm.user_id', 'm.company_id'],
  readingsCount: ['m.readings', 'm.month', 'm.driver_sort_name', 'm.user_id', 'm.company_id'],
};

/** The view per driver and month's conditions, with the flagged filter on the month's count of implausible readings. */
function aggregateConditions(scope: TenantScope, filter: MileageFilter, sort: MileageAggregateSortField, p: Params) {
  const conditions = monthConditions(scope, filter, p, MONTHS_BY_YEAR.has(sort));
  if (filter.flagged === 'true') conditions.where.push('m.flagged > 0');
  if (filter.flagged === 'false') conditions.where.push('m.flagged = 0');
  return conditions;
}

/** Every row of the view in the sort's order, for the export (keyset batches). */
function aggregatesQuery(scope: TenantScope, filter: MileageFilter, sort: MileageAggregateSortField, p: Params) {
  const { where } = aggregateConditions(scope, filter, sort, p);
  const sql = `select a.*, ${AGGREGATE_SORT[sort]} as sort_key, lower(a.driver_name) as sort_name
     from (select ${AGGREGATE_COLUMNS} from ${AGGREGATE_FROM} where ${where.join(' and ')}) a`;
  return { sql, keys: sort === 'period' ? ['sort_key', 'sort_name', 'user_id'] : ['sort_key', 'month_start', 'sort_name', 'user_id'] };
}

function stripSortKeys<T extends Record<string, unknown>>(row: T) {
  const { sort_key: _k, sort_at: _a, sort_name: _n, month_start: _m, ...rest } = row;
  return rest;
}

export interface NewReading {
  companyId: string;
  userId: string;
  vehicleId?: string | null;
  source: MileageSource;
  odometerKm: number;
  readAt: Date;
  note?: string | null;
}

export interface LastReading {
  odometer_km: number;
  read_at: Date;
  source: MileageSource;
}

export function mileageRepository(db: SqlClient) {
  /** The driver's last plausible reading at or before `at` (excluding `exceptId`). */
  async function plausibleBefore(companyId: string, userId: string, at: Date, exceptId?: string) {
    const rows = await db.query<RowOf<typeof mileageReadings, 'odometer_km' | 'read_at'>>(
      `select odometer_km, read_at from mileage_readings
        where company_id = $1 and user_id = $2 and read_at <= $3 and flag is null and ($4::uuid is null or id <> $4::uuid)
        order by read_at desc, id desc limit 1`,
      [companyId, userId, at.toISOString(), exceptId ?? null],
    );
    const row = rows[0];
    return row ? { odometerKm: Number(row.odometer_km), readAt: new Date(row.read_at) } : null;
  }

  async function* all<Row>(sql: string, keys: string[], dir: SortDir, p: Params): AsyncGenerator<Row> {
    for await (const row of keysetRows<Record<string, unknown>>(db, { sql, params: p.values, keys, direction: dir })) {
      yield stripSortKeys(row) as Row;
    }
  }

  return {
    /**
     * One page of readings. The page's ids come first from the readings alone (joined to the driver
     * or the company only to sort by their names), so a deep page skips index entries, from the
     * list's nearer end (readPage); the names are read for those rows only. Within one company its
     * name orders nothing: the time decides.
     */
    async searchReadings(scope: TenantScope, filter: MileageFilter, sort: { field: MileageReadingSortField; dir: SortDir }, paging: { number: number; size: number }) {
      const field = sort.field === 'companyName' && (scope.companyId || filter.companyId) ? 'readAt' : sort.field;
      const count = readingsCount(scope, filter);
      return readPage(
        paging,
        sort.dir,
        async () => Number((await db.query<{ n: number }>(count.sql, count.p.values))[0]?.n ?? 0),
        (window) => {
          const p = new Params();
          const q = readingsQuery(scope, filter, sort.field, p);
          const d = window.dir === 'DESC' ? 'desc' : 'asc';
          const order = field === 'readAt' ? `r.read_at ${d}, r.id ${d}` : `${READING_SORT[field]} ${d}, r.read_at ${d}, r.id ${d}`;
          const size = p.add(window.size);
          const offset = p.add(window.offset);
          // By the company's name across companies: the companies in name order, each with at most as
          // many of its readings (in time order, from the index) as the page reaches; only those are sorted.
          // By source, near either end of the list: each source's readings in time order, as many as
          // the page reaches, merged (a month reads its own range of each source in the year's index,
          // not the year's entries of the sources before it). Deeper, the year's index is walked.
          const ids =
            field === 'companyName'
              ? `select r.id from companies c cross join lateral (
                   select r.id, r.read_at from mileage_readings r where ${q.where} and r.company_id = c.id
                    order by r.read_at ${d}, r.id ${d} limit ${p.add(window.offset + window.size)}
                 ) r order by ${order} limit ${size} offset ${offset}`
              : field === 'source' && !filter.source && window.offset + window.size <= FAR_PAGE_OFFSET
                ? `select r.id from (${MILEAGE_SOURCES.map(
                    (s) => `(select r.id, r.source, r.read_at from mileage_readings r where ${q.where} and r.source = ${p.add(s)}
                              order by r.read_at ${d}, r.id ${d} limit ${p.add(window.offset + window.size)})`,
                  ).join(' union all ')}) r order by ${order} limit ${size} offset ${offset}`
                : `select r.id from mileage_readings r ${field === 'driverName' ? 'join users u on u.id = r.user_id' : ''} where ${q.where}
                    order by ${order} limit ${size} offset ${offset}`;
          return db.query<ReadingRow>(
            `with page as (${ids})
             select ${READING_COLUMNS} from ${READING_FROM} join page on page.id = r.id order by ${order}`,
            p.values,
          );
        },
      );
    },

    allReadings(scope: TenantScope, filter: MileageFilter, sort: { field: MileageReadingSortField; dir: SortDir }) {
      const p = new Params();
      const q = readingsQuery(scope, filter, sort.field, p);
      return all<ReadingRow>(q.sql, q.keys, sort.dir, p);
    },

    /**
     * One page of the view per driver and month. The page's months come first from an index of
     * mileage_reading_months that holds the sort's keys (decision 0062), so a deep page skips index
     * entries, from the list's nearer end (readPage); the drivers and companies are read for those
     * rows only. Within one company its name orders nothing: the period decides.
     */
    async searchAggregates(scope: TenantScope, filter: MileageFilter, sort: { field: MileageAggregateSortField; dir: SortDir }, paging: { number: number; size: number }) {
      const field = sort.field === 'companyName' && (scope.companyId || filter.companyId) ? 'period' : sort.field;
      const c = new Params();
      // Every row has its driver and company (foreign keys): counting needs neither, nor the year of
      // the sorts' indexes (the period's index holds the counts of implausible readings too).
      const count = `select count(*)::int as n from mileage_reading_months m where ${aggregateConditions(scope, filter, 'period', c).where.join(' and ')}`;
      return readPage(
        paging,
        sort.dir,
        async () => Number((await db.query<{ n: number }>(count, c.values))[0]?.n ?? 0),
        (window) => {
          const p = new Params();
          const { where, source } = aggregateConditions(scope, filter, field, p);
          const d = window.dir === 'DESC' ? 'desc' : 'asc';
          const order = (keys: string[]) => keys.map((k) => `${k} ${d}`).join(', ');
          const size = p.add(window.size);
          const offset = p.add(window.offset);
          // By the company's name across companies: the companies in name order, each with at most as
          // many of its months (by period, from the index) as the page reaches; only those are sorted.
          const ids =
            field === 'companyName'
              ? `select m.company_id, m.user_id, m.month from companies c cross join lateral (
                   select m.company_id, m.user_id, m.month, m.driver_sort_name from mileage_reading_months m
                    where ${where.join(' and ')} and m.company_id = c.id
                    order by ${order(MONTH_ORDER.period)} limit ${p.add(window.offset + window.size)}
                 ) m order by ${order(MONTH_ORDER.companyName)} limit ${size} offset ${offset}`
              : `select m.company_id, m.user_id, m.month from mileage_reading_months m where ${where.join(' and ')}
                  order by ${order(MONTH_ORDER[field])} limit ${size} offset ${offset}`;
          return db.query<AggregateRow>(
            `with page as (${ids})
             select ${AGGREGATE_COLUMNS} from ${AGGREGATE_FROM}
               join page on page.company_id = m.company_id and page.user_id = m.user_id and page.month = m.month
              where ${source} order by ${order(MONTH_ORDER[field])}`,
            p.values,
          );
        },
      );
    },

    allAggregates(scope: TenantScope, filter: MileageFilter, sort: { field: MileageAggregateSortField; dir: SortDir }) {
      const p = new Params();
      const q = aggregatesQuery(scope, filter, sort.field, p);
      return all<AggregateRow>(q.sql, q.keys, sort.dir, p);
    },

    /**
     * Stores a reading with its plausibility flag against the driver's previous plausible reading,
     * then checks the reading after it again (a late reading can change its neighbour's verdict).
     * Run it inside a transaction; the driver's row is locked so reports of one driver line up.
     */
    async insertReading(reading: NewReading): Promise<ReadingRow> {
      await db.query('select 1 from users where id = $1 for update', [reading.userId]);
      const previous = await plausibleBefore(reading.companyId, reading.userId, reading.readAt);
      const flag = mileageFlagOf(reading, previous);
      const [inserted] = await db.query<RowOf<typeof mileageReadings, 'id'>>(
        `insert into mileage_readings (company_id, user_id, vehicle_id, source, odometer_km, read_at, note, flag)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [
          reading.companyId,
          reading.userId,
          reading.vehicleId ?? null,
          reading.source,
          reading.odometerKm,
          reading.readAt.toISOString(),
          reading.note ?? null,
          flag,
        ],
      );
      const [next] = await db.query<RowOf<typeof mileageReadings, 'id' | 'odometer_km' | 'read_at' | 'flag'>>(
        `select id, odometer_km, read_at, flag from mileage_readings
          where company_id = $1 and user_id = $2 and read_at > $3 order by read_at, id limit 1`,
        [reading.companyId, reading.userId, reading.readAt.toISOString()],
      );
      if (next) {
        const before = await plausibleBefore(reading.companyId, reading.userId, new Date(next.read_at), next.id);
        const nextFlag = mileageFlagOf({ odometerKm: Number(next.odometer_km), readAt: new Date(next.read_at) }, before);
        if (nextFlag !== next.flag) await db.query('update mileage_readings set flag = $2 where id = $1', [next.id, nextFlag]);
      }
      const [row] = await db.query<ReadingRow>(
        `select r.id, r.user_id, ${DRIVER_NAME} as driver_name, r.company_id, c.name as company_name,
                r.odometer_km, r.source, r.read_at, r.flag, r.note
           from mileage_readings r join users u on u.id = r.user_id join companies c on c.id = r.company_id
          where r.id = $1`,
        [inserted!.id],
      );
      return row!;
    },

    /** The driver's latest reading of any source. */
    async lastReading(companyId: string, userId: string): Promise<LastReading | undefined> {
      const rows = await db.query<LastReading>(
        `select odometer_km, read_at, source from mileage_readings
          where company_id = $1 and user_id = $2 order by read_at desc, id desc limit 1`,
        [companyId, userId],
      );
      return rows[0];
    },

    async companyFrequency(companyId: string): Promise<MileageQueryFrequency | undefined> {
      const rows = await db.query<RowOf<typeof companies, 'mileage_query_frequency'>>('select mileage_query_frequency from companies where id = $1', [
        companyId,
      ]);
      return rows[0]?.mileage_query_frequency;
    },

    /** A driver (role USER) in the scope, locked for the change; undefined when there is none. */
    async lockDriver(scope: TenantScope, id: string) {
      const rows = await db.query<RowOf<typeof users, 'id'>>(
        `select id from users where id = $1 and role = 'USER' and ($2::uuid is null or company_id = $2::uuid) for update`,
        [id, scope.companyId],
      );
      return rows[0];
    },

    async setPlan(id: string, plannedYearlyKm: number | null) {
      await db.query('update users set planned_yearly_km = $2, updated_at = now() where id = $1', [id, plannedYearlyKm]);
    },
  };
}
export type MileageRepository = ReturnType<typeof mileageRepository>;
