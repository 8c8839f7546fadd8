import {
  CAR_DATA_STALE_DAYS,
  CONNECT_TRIAL_DAYS,
  daysInYear,
  type ConnectStatus,
  type FleetMileageSortField,
  type FleetMonitorSortField,
  type SortDir,
} from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { ColumnOf, LeftJoined, Present, RowOf } from '../../db/rows.ts';
import type { companies, mileageReadingMonths, mileageReadingYears, users, vehicles } from '../../db/schema/index.ts';
import { likePattern, Params, personName } from '../../lib/sql.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';

/*
 * The Connect fleet monitor, computed in SQL (spec section 9, docs/decisions/0020). For each
 * driver of a company with Connect (the CarApi feature or a running trial) and a calendar year:
 * - readings: the driver's plausible readings in the year; driven km = latest - earliest;
 *   days observed = UTC calendar days from the first to the latest reading, at least 1;
 *   forecast = driven km / days observed x days in the year, rounded half-up;
 * - home charging % = home sessions' kWh (source CABLE or MANUAL) over home + external kWh
 *   (source EXTERNAL), of the year's sessions with energy that are not IGNORED, summed from
 *   charging_session_years (a row per driver and source instead of every session, decision 0060);
 * - deviation % = (forecast - planned) / planned.
 */

export interface MonitorFilter {
  year: number;
  now: Date;
  search?: string;
  companyId?: string;
}

/** A driver of the monitor (the CTE `d`): users joined to their company, so company_id is present. */
type MonitorDriverDb = Present<RowOf<typeof users, 'company_id' | 'planned_yearly_km'>, 'company_id'> & {
  user_id: ColumnOf<typeof users, 'id'>;
  driver_name: string;
  company_name: ColumnOf<typeof companies, 'name'>;
};

export type ConnectRowDb = MonitorDriverDb &
  LeftJoined<RowOf<typeof vehicles, 'make' | 'model' | 'model_year' | 'data_state'>> &
  LeftJoined<RowOf<typeof mileageReadingYears, 'last_km' | 'last_at' | 'last_source'>> & {
    status: ConnectStatus;
    /** The later of the car's last contact and its last reading. */
    car_data_at: ColumnOf<typeof vehicles, 'last_seen_at'>;
    home_percent: string | number | null;
    driven_km: number | null;
    days_observed: number | null;
    forecast_km: number | null;
    deviation_percent: string | number | null;
  };

export interface SummaryDb {
  drivers_count: number;
  drivers_with_data: number;
  forecast_km: number;
  driven_km: number;
  planned_km: number;
  average_km: number | null;
  home_average: string | number | null;
  no_car_data: number;
}

export type FleetMileageDb = MonitorDriverDb & {
  total_km: number | null;
  [month: `m${number}`]: number | null;
};

export type CompanyAccessDb = RowOf<typeof companies, 'id' | 'connect_trial_started_at'> & {
  has_car_api: boolean;
  trial_active: boolean;
};

const yearBounds = (year: number) => ({
  from: new Date(Date.UTC(year, 0, 1)).toISOString(),
  to: new Date(Date.UTC(year + 1, 0, 1)).toISOString(),
});

/** Companies whose fleet monitor shows data: the CarApi feature or a trial that has not ended. */
const hasAccess = (now: string) =>
  `('CarApi' = any(c.features) or (c.connect_trial_started_at is not null
     and c.connect_trial_started_at <= ${now} and c.connect_trial_started_at + interval '${CONNECT_TRIAL_DAYS} days' > ${now}))`;

/** The scope's and the filter's company on a table's `company_id` (none for an administrator across companies). */
function companyConditions(scope: TenantScope, filter: MonitorFilter, p: Params, alias: string): string[] {
  return [scope.companyId, filter.companyId].filter((id): id is string => Boolean(id)).map((id) => `${alias}.company_id = ${p.add(id)}`);
}

/**
 * The drivers of the monitor: the scope's (or one company's) drivers of companies with Connect;
 * with `ids`, only those of them (a page found first).
 */
function driversCte(scope: TenantScope, filter: MonitorFilter, p: Params, ids?: readonly string[]): string {
  const now = p.add(filter.now.toISOString());
  const where = [`u.role = 'USER'`, hasAccess(now), ...companyConditions(scope, filter, p, 'u')];
  if (ids) where.push(`u.id = any(${p.add([...ids])}::uuid[])`);
  if (filter.search) {
    const like = p.add(likePattern(filter.search));
    where.push(`(${personName('u')} ilike ${like} escape '\\'
      or (u.last_name || ' ' || u.first_name) ilike ${like} escape '\\' or u.email ilike ${like} escape '\\')`);
  }
  return `d as (
      select u.id, u.company_id, ${personName('u')} as driver_name, c.name as company_name,
             u.planned_yearly_km
        from users u join companies c on c.id = u.company_id
       where ${where.join(' and ')}
    )`;
}

/** The driver's (`d`) row `y` of mileage_reading_years: the year's first and latest plausible reading. */
const yearRowJoin = (filter: MonitorFilter, p: Params) =>
  `left join mileage_reading_years y on y.company_id = d.company_id and y.user_id = d.id and y.year = ${p.add(filter.year)}`;

/**
 * The year's mileage figures of the driver `d` from its row `y` of mileage_reading_years (joined
 * with it): driven km, days observed, forecast and deviation. The page's sort and the rows use the
 * same expressions, so both order the drivers alike.
 */
function mileageFigures(filter: MonitorFilter, p: Params) {
  const days = `greatest(1, (y.last_at at time zone 'UTC')::date - (y.first_at at time zone 'UTC')::date)`;
  const forecast = `round((y.last_km - y.first_km)::numeric * ${p.add(daysInYear(filter.year))} / ${days})::int`;
  return {
    join: yearRowJoin(filter, p),
    columns: `y.first_at, y.last_at, y.last_km, y.last_source, y.last_km - y.first_km as driven_km,
             case when y.user_id is not null then ${days} end as days_observed,
             ${forecast} as forecast_km,
             case when d.planned_yearly_km > 0 and ${forecast} is not null
                  then round((${forecast} - d.planned_yearly_km)::numeric * 100 / d.planned_yearly_km, 2) end as deviation_percent`,
  };
}

/**
 * A page's cars, connections and charging are read once for its drivers: inlined, the planner (which
 * expects one driver where a name search finds 50) ran each of them again for every driver, reading
 * the company's whole year each time (a name search's page: 10.1 → 5.2 ms on the large dataset).
 */
const PAGE_CTE = 'materialized ';

/**
 * Each driver's share of home charging in the year (the CTE `h`, joined as `h`), from the yearly
 * totals. For a page's drivers (`only`) the CTE is computed once (PAGE_CTE).
 */
function homeCharging(scope: TenantScope, filter: MonitorFilter, p: Params, only = '') {
  const where = [...companyConditions(scope, filter, p, 't'), ...(only ? [`t.user_id = any(${only})`] : []), `t.year = ${p.add(yearBounds(filter.year).from.slice(0, 10))}::date`, 'not t.ignored'];
  return {
    cte: `h as ${only ? PAGE_CTE : ''}(
      select t.company_id, t.user_id,
             coalesce(sum(t.energy_wh) filter (where t.source <> 'EXTERNAL'), 0)::numeric as home_wh,
             sum(t.energy_wh)::numeric as total_wh
        from charging_session_years t
       where ${where.join(' and ')}
       group by t.company_id, t.user_id
    )`,
    join: 'left join h on h.user_id = d.id and h.company_id = d.company_id',
    ratio: 'h.home_wh * 100 / nullif(h.total_wh, 0)',
  };
}

/**
 * Every driver's figures for the year (or only the drivers `ids`), one row each (the CTE `stats`).
 * With `statusOnly` (the summary, the status sort's page) the car's last reading is looked up only
 * where the status depends on it: a car whose last contact is recent has recent data whatever its
 * readings say, and a driver with neither car nor connection is not connected. The rows shown
 * (without it) always carry the later of both.
 */
function statsSql(scope: TenantScope, filter: MonitorFilter, p: Params, options: { ids?: readonly string[]; statusOnly?: boolean } = {}): string {
  const { ids, statusOnly = false } = options;
  const d = driversCte(scope, filter, p, ids);
  // A page's drivers: the cars, connections and charging of those drivers only.
  const only = ids ? `${p.add([...ids])}::uuid[]` : '';
  const now = p.add(filter.now.toISOString());
  const stale = `${now}::timestamptz - interval '${CAR_DATA_STALE_DAYS} days'`;
  const mileage = mileageFigures(filter, p);
  const home = homeCharging(scope, filter, p, only);
  const where = (alias: string, ...more: string[]) => {
    const all = [...companyConditions(scope, filter, p, alias), ...(only ? [`${alias}.user_id = any(${only})`] : []), ...more];
    return all.length ? `where ${all.join(' and ')}` : '';
  };
  // Each driver's car, connection and charging, read in one pass over the scope's rows and joined by hash.
  const once = only ? PAGE_CTE : '';
  return `with ${d},
    v as ${once}(
      select distinct on (ve.company_id, ve.user_id) ve.company_id, ve.user_id, ve.make, ve.model, ve.model_year,
             ve.connection_status, ve.last_seen_at, ve.data_state
        from vehicles ve ${where('ve', 've.user_id is not null')}
       order by ve.company_id, ve.user_id, (ve.connection_status = 'CONNECTED') desc, ve.updated_at desc, ve.id
    ),
    pc as ${once}(
      select distinct on (pc.company_id, pc.user_id) pc.company_id, pc.user_id, pc.status
        from provider_connections pc ${where('pc', `pc.provider = 'CAR_API'`)}
       order by pc.company_id, pc.user_id, pc.id
    ),
    ${home.cte},
    stats as (
      select d.id as user_id, d.driver_name, d.company_id, d.company_name, d.planned_yearly_km,
             v.make, v.model, v.model_year, v.data_state, v.connection_status, pc.status as provider_status,
             greatest(v.last_seen_at, cr.read_at) as car_data_at,
             ${mileage.columns},
             ${home.ratio} as home_ratio
        from d
        ${mileage.join}
        ${home.join}
        left join v on v.company_id = d.company_id and v.user_id = d.id
        left join pc on pc.company_id = d.company_id and pc.user_id = d.id
        left join lateral (
          select r.read_at from mileage_readings r
           where r.company_id = d.company_id and r.user_id = d.id and r.source = 'CAR' and r.read_at <= ${now}
             ${statusOnly ? `and (v.make is not null or pc.status is not null) and (v.last_seen_at is null or v.last_seen_at < ${stale})` : ''}
           order by r.read_at desc limit 1
        ) cr on true
    ),
    monitor_rows as (
      select s.*,
             case
               when s.make is null and s.provider_status is null then 'NOT_CONNECTED'
               when s.provider_status = 'EXPIRED' then 'EXPIRED'
               when s.connection_status = 'DISCONNECTED' or s.provider_status = 'DISCONNECTED' then 'DISCONNECTED'
               when s.car_data_at is null or s.car_data_at < ${stale} then 'NO_RECENT_DATA'
               else 'CONNECTED'
             end as status,
             round(s.home_ratio, 2) as home_percent
        from stats s
    )`;
}

/**
 * The drivers with only the figure a sort reads (the CTE `k`, columns named as in monitor_rows), for
 * every sort but the status.
 */
function sortSql(scope: TenantScope, filter: MonitorFilter, field: Exclude<FleetMonitorSortField, 'status'>, p: Params): string {
  const d = driversCte(scope, filter, p);
  const base = 'd.id as user_id, d.driver_name, d.company_name, d.planned_yearly_km';
  if (field === 'homeChargingPercent') {
    const home = homeCharging(scope, filter, p);
    return `with ${d}, ${home.cte}, k as (select ${base}, ${home.ratio} as home_ratio from d ${home.join})`;
  }
  if (field === 'latestKm' || field === 'drivenKm' || field === 'forecastKm' || field === 'deviationPercent') {
    const mileage = mileageFigures(filter, p);
    return `with ${d}, k as (select ${base}, ${mileage.columns} from d ${mileage.join})`;
  }
  return `with ${d}, k as (select ${base} from d)`;
}

const ROW_SORT: Record<FleetMonitorSortField, string> = {
  driverName: 'lower(driver_name)',
  companyName: 'lower(company_name)',
  status: 'status',
  latestKm: 'last_km',
  homeChargingPercent: 'home_ratio',
  drivenKm: 'driven_km',
  forecastKm: 'forecast_km',
  plannedKm: 'planned_yearly_km',
  deviationPercent: 'deviation_percent',
};

const MILEAGE_SORT: Record<FleetMileageSortField, string> = {
  driverName: 'lower(driver_name)',
  companyName: 'lower(company_name)',
  totalKm: 'total_km',
  plannedKm: 'planned_yearly_km',
};

const orderOf = (key: string, dir: SortDir) => {
  const d = dir === 'DESC' ? 'desc' : 'asc';
  // Drivers without a figure come last whichever way the column sorts.
  return `${key} ${d} nulls last, lower(driver_name) ${d}, user_id ${d}`;
};

/**
 * The year's months with a plausible reading, of every source, on mileage_reading_months m: the
 * month's first and last plausible reading in one row per driver and month, not the month's readings.
 */
const plausibleMonths = (p: Params, from: string, to: string) =>
  `m.month >= ${p.add(from.slice(0, 10))}::date and m.month < ${p.add(to.slice(0, 10))}::date
     and m.source is null and m.last_km is not null`;

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

export function fleetMonitorRepository(db: SqlClient) {
  /**
   * A page's driver ids from candidate drivers (the CTE `k`, built on `p`) in the page's order, and
   * how many drivers match: one row per driver, so the count needs none of the figures.
   */
  async function pageOfDrivers(
    scope: TenantScope,
    filter: MonitorFilter,
    candidates: (p: Params) => string,
    order: string,
    page: { number: number; size: number },
  ): Promise<{ ids: string[]; total: number }> {
    const p = new Params();
    const c = new Params();
    const [ids, counted] = await Promise.all([
      db.query<{ user_id: string }>(`${candidates(p)} select user_id from k order by ${order} limit ${p.add(page.size)} offset ${p.add(page.number * page.size)}`, p.values),
      db.query<{ n: number }>(`with ${driversCte(scope, filter, c)} select count(*)::int as n from d`, c.values),
    ]);
    return { ids: ids.map((r) => r.user_id), total: Number(counted[0]?.n ?? 0) };
  }

  return {
    /**
     * One page of Connect rows and how many drivers match. The page's drivers are found first with
     * only what the sort reads (a name, the yearly mileage row, the yearly charging totals, or the
     * status); the car, its connection and every figure are then read for those drivers alone.
     */
    async rows(scope: TenantScope, filter: MonitorFilter, sort: { field: FleetMonitorSortField; dir: SortDir }, page: { number: number; size: number }) {
      const order = orderOf(ROW_SORT[sort.field], sort.dir);
      const { ids, total } = await pageOfDrivers(
        scope,
        filter,
        (p) =>
          sort.field === 'status'
            ? `${statsSql(scope, filter, p, { statusOnly: true })}, k as (select * from monitor_rows)`
            : sortSql(scope, filter, sort.field, p),
        order,
        page,
      );
      const q = new Params();
      const rows = ids.length
        ? await db.query<ConnectRowDb>(`${statsSql(scope, filter, q, { ids })} select * from monitor_rows order by ${order}`, q.values)
        : [];
      return { rows, total };
    },

    /** Spec section 9's summary over the same drivers, in one query. */
    async summary(scope: TenantScope, filter: MonitorFilter): Promise<SummaryDb> {
      const p = new Params();
      const rows = await db.query<SummaryDb>(
        `${statsSql(scope, filter, p, { statusOnly: true })}
         select count(*)::int as drivers_count,
                count(first_at)::int as drivers_with_data,
                coalesce(sum(forecast_km), 0)::bigint as forecast_km,
                coalesce(sum(driven_km), 0)::bigint as driven_km,
                coalesce(sum(planned_yearly_km), 0)::bigint as planned_km,
                round(sum(driven_km)::numeric / nullif(count(first_at), 0))::int as average_km,
                round(avg(home_ratio), 2) as home_average,
                count(*) filter (where status in ('NO_RECENT_DATA', 'EXPIRED', 'DISCONNECTED'))::int as no_car_data
           from monitor_rows`,
        p.values,
      );
      return rows[0]!;
    },

    /**
     * The mileage table: km per month of the year per driver, from the last plausible reading of
     * an earlier month of the year (the month's first when there is none) to the month's last.
     */
    async mileage(scope: TenantScope, filter: MonitorFilter, sort: { field: FleetMileageSortField; dir: SortDir }, page: { number: number; size: number }) {
      const order = orderOf(MILEAGE_SORT[sort.field], sort.dir);
      // The page's drivers first. The months' km add up to the year's latest plausible reading less
      // its first, which the yearly row holds: the total's sort needs no month.
      const byTotal = sort.field === 'totalKm';
      const { ids, total } = await pageOfDrivers(
        scope,
        filter,
        (k) => `with ${driversCte(scope, filter, k)}, k as (
          select d.id as user_id, d.driver_name, d.company_name, d.planned_yearly_km${byTotal ? ', y.last_km - y.first_km as total_km' : ''}
            from d ${byTotal ? yearRowJoin(filter, k) : ''})`,
        order,
        page,
      );
      if (!ids.length) return { rows: [], total };
      const p = new Params();
      const d = driversCte(scope, filter, p, ids);
      const { from, to } = yearBounds(filter.year);
      const months = MONTHS.map((m) => `sum(k.km) filter (where k.month = ${m})::int as m${m}`).join(', ');
      const sql = `with ${d},
        g as (
          select m.company_id, m.user_id, extract(month from m.month)::int as month, m.first_km, m.last_km
            from mileage_reading_months m join d on d.id = m.user_id and d.company_id = m.company_id
           where ${plausibleMonths(p, from, to)}
        ),
        k as (
          select company_id, user_id, month,
                 last_km - coalesce(lag(last_km) over (partition by company_id, user_id order by month), first_km) as km
            from g
        ),
        monitor_rows as (
          select d.id as user_id, d.driver_name, d.company_id, d.company_name, d.planned_yearly_km,
                 sum(k.km)::int as total_km, ${months}
            from d left join k on k.user_id = d.id and k.company_id = d.company_id
           group by d.id, d.driver_name, d.company_id, d.company_name, d.planned_yearly_km
        )`;
      const rows = await db.query<FleetMileageDb>(`${sql} select * from monitor_rows order by ${order}`, p.values);
      return { rows, total };
    },

    /** One driver's Connect figures and the last plausible reading of each month of the year. */
    async driverYear(scope: TenantScope, driverId: string, filter: MonitorFilter) {
      const p = new Params();
      const sql = statsSql(scope, filter, p);
      const id = p.add(driverId);
      const [row] = await db.query<ConnectRowDb & { first_km_year: number | null }>(
        `${sql} select monitor_rows.*, last_km - driven_km as first_km_year from monitor_rows where user_id = ${id}`,
        p.values,
      );
      if (!row) return undefined;
      const { from, to } = yearBounds(filter.year);
      const q = new Params();
      // last_km is not null: plausibleMonths keeps only months with a reading.
      const months = await db.query<{ month: number } & Present<RowOf<typeof mileageReadingMonths, 'last_km'>, 'last_km'>>(
        `select extract(month from m.month)::int as month, m.last_km from mileage_reading_months m
          where ${plausibleMonths(q, from, to)} and m.company_id = ${q.add(row.company_id)} and m.user_id = ${q.add(driverId)}
          order by 1`,
        q.values,
      );
      return { row, months };
    },

    /** Whether the company has Connect now (CarApi or a running trial). */
    async companyAccess(companyId: string, now: Date, lock = false): Promise<CompanyAccessDb | undefined> {
      const rows = await db.query<CompanyAccessDb>(
        `select c.id, 'CarApi' = any(c.features) as has_car_api, c.connect_trial_started_at,
                coalesce(c.connect_trial_started_at <= $2 and c.connect_trial_started_at + interval '${CONNECT_TRIAL_DAYS} days' > $2, false) as trial_active
           from companies c where c.id = $1 ${lock ? 'for update' : ''}`,
        [companyId, now.toISOString()],
      );
      return rows[0];
    },

    /** Whether a fleet manager of `managerCompanyId` reaches the company: their own, or a child of their PRO company. */
    async managesCompany(companyId: string, managerCompanyId: string): Promise<boolean> {
      const rows = await db.query(
        `select 1 from companies c left join companies p on p.id = c.parent_id
          where c.id = $1 and (c.id = $2 or (p.id = $2 and p.subscription_type = 'PRO'))`,
        [companyId, managerCompanyId],
      );
      return rows.length > 0;
    },

    async startTrial(companyId: string, at: Date) {
      await db.query('update companies set connect_trial_started_at = $2, updated_at = now() where id = $1', [companyId, at.toISOString()]);
    },
  };
}
export type FleetMonitorRepository = ReturnType<typeof fleetMonitorRepository>;
