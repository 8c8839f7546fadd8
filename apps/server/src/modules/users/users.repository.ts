import {
  type Country,
  type Role,
  type SortDir,
  type UserSortField,
  utcDay,
} from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { ColumnOf, LeftJoined, RowOf } from '../../db/rows.ts';
import type { cables, companies, licenseRenewals, licenses, mileageReadings, notifications, tariffs, users } from '../../db/schema/index.ts';
import { keysetRows } from '../../lib/export/index.ts';
import { type PageWindow, readPage } from '../../lib/far-end-page.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { likePattern, Params, personName } from '../../lib/sql.ts';
import { licensesFollowCable, licensesLeaveDriver } from '../licenses/license-follows-cable.ts';
import { monthSpan, startsAMonth, totalsGrain } from '../charging-sessions/session-totals-grain.ts';

/*
 * Drivers are users with role USER. Every query takes the tenant scope: null means every company
 * (an administrator without a selected company), otherwise only that company's users.
 *
 * A driver's month figures count the sessions of the driver in the driver's current company (the
 * tenant that sees them): home charging without IGNORED sessions, energy and expense alike.
 */

export interface DriverFilter {
  role: Role;
  /** Part of first name, last name, "First Last", "Last First" or email; any case. */
  userName?: string;
}

export interface DriverSort {
  field: UserSortField;
  dir: SortDir;
}

export interface MonthRange {
  /** First instant of the month, UTC. */
  from: Date;
  /** First instant of the next month, UTC. */
  to: Date;
}

/** The columns of a list row read with the page (users, company, month figures). */
export type DriverBaseRow = RowOf<
  typeof users,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'company_id'
  | 'is_payment_plus'
  | 'iban'
  | 'street'
  | 'zip'
  | 'city'
  | 'country'
  | 'car_plate'
  | 'cost_center'
  | 'employee_id'
> &
  LeftJoined<RowOf<typeof companies, 'require_car_plate' | 'require_company_name' | 'require_cost_center' | 'require_employee_id'>> & {
    company_name: ColumnOf<typeof companies, 'name'> | null;
    company_country: ColumnOf<typeof companies, 'country'> | null;
    /** Present when the list sorts by energy or expense; read per page otherwise. */
    energy_wh?: number;
    expense_minor?: number;
  };

/** What the list shows beside the base columns, read for the rows of one page or batch. */
export interface DriverExtras {
  energy_wh: number;
  expense_minor: number;
  cable_id: ColumnOf<typeof cables, 'id'> | null;
  cable_hardware_id: ColumnOf<typeof cables, 'hardware_id'> | null;
  tariff_status: ColumnOf<typeof tariffs, 'status'> | null;
  license_status: ColumnOf<typeof licenses, 'status'> | null;
  license_end: ColumnOf<typeof licenses, 'expiration_date'> | null;
}

export type DriverListRow = DriverBaseRow & DriverExtras;

/** One driver with every field of the detail view. */
export type DriverDetailRow = DriverListRow &
  RowOf<typeof users, 'role' | 'id_number' | 'license_key' | 'next_receipt_number' | 'receipt_recipient_email' | 'account_holder' | 'kyc_status'> & {
    tariff_id: ColumnOf<typeof tariffs, 'id'> | null;
    tariff_number: ColumnOf<typeof tariffs, 'number'> | null;
    tariff_price: ColumnOf<typeof tariffs, 'price_per_kwh'> | null;
    tariff_currency: ColumnOf<typeof tariffs, 'currency'> | null;
    tariff_start: ColumnOf<typeof tariffs, 'start_date'> | null;
    tariff_end: ColumnOf<typeof tariffs, 'end_date'>;
    mileage_km: ColumnOf<typeof mileageReadings, 'odometer_km'> | null;
    mileage_read_at: ColumnOf<typeof mileageReadings, 'read_at'> | null;
    mileage_source: ColumnOf<typeof mileageReadings, 'source'> | null;
  };

export type DriverSubscriptionRow = RowOf<typeof licenses, 'id' | 'status' | 'type' | 'license_key' | 'start_date' | 'expiration_date'> & {
  renewal_status: ColumnOf<typeof licenseRenewals, 'status'> | null;
  cable_id: ColumnOf<typeof cables, 'id'> | null;
  cable_hardware_id: ColumnOf<typeof cables, 'hardware_id'> | null;
};

export type SimpleUserRow = RowOf<typeof users, 'id' | 'email' | 'company_id'> & {
  name: string;
  company_name: ColumnOf<typeof companies, 'name'> | null;
};

/** The driver fields a write may set; undefined leaves a column as it is. */
export interface DriverFields {
  firstName?: string;
  lastName?: string;
  email?: string;
  idNumber?: string | null;
  carPlate?: string | null;
  costCenter?: string | null;
  employeeId?: string | null;
  receiptRecipientEmail?: string | null;
  street?: string | null;
  zip?: string | null;
  city?: string | null;
  country?: Country | null;
}

const FIELD_COLUMNS: Record<keyof DriverFields, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  idNumber: 'id_number',
  carPlate: 'car_plate',
  costCenter: 'cost_center',
  employeeId: 'employee_id',
  receiptRecipientEmail: 'receipt_recipient_email',
  street: 'street',
  zip: 'zip',
  city: 'city',
  country: 'country',
};


/** A uuid[] parameter as an array literal, which both drivers pass through as text. */
function uuidArray(ids: readonly string[]): string {
  return `{${ids.join(',')}}`;
}

const TODAY = `(now() at time zone 'UTC')::date`;

// The figures of one driver, as the charging sessions page's indicators count them (decision 0038):
// home charging only (external sessions have their own page), IGNORED sessions left out; the expense
// is those sessions' cost at the driver's tariff, whether reimbursed yet or not. One row of
// driver_home_figures per driver, company and UTC month or year (decision 0065), alias `a`.
interface FiguresPeriod {
  unit: 'month' | 'year';
  start: string;
}

/** The figures' row of the period: a UTC month, or a whole UTC year (the month left empty). */
function figuresPeriod(month: MonthRange): FiguresPeriod {
  const unit = totalsGrain(month).start;
  const end = unit === 'year' ? Date.UTC(month.from.getUTCFullYear() + 1, 0, 1) : monthSpan(month.from).to.getTime();
  if (!startsAMonth(month.from) || end !== month.to.getTime()) throw new Error('The drivers table shows one UTC month or one UTC year');
  return { unit, start: utcDay(month.from) };
}

/** The period's figures row of driver `u` in the driver's company (alias `a`), left-joined. */
function figuresJoin(period: FiguresPeriod, p: Params): string {
  return `left join driver_home_figures a
    on a.company_id = u.company_id and a.user_id = u.id and a.unit = ${p.add(period.unit)} and a.start = ${p.add(period.start)}::date`;
}
const FIGURES = `coalesce(a.energy_wh, 0)::bigint as energy_wh, coalesce(a.expense_minor, 0)::bigint as expense_minor`;

const SORT_SQL: Record<UserSortField, string> = {
  companyName: `lower(coalesce(c.name, ''))`,
  userName: 'u.sort_name',
  energy: 'coalesce(a.energy_wh, 0)',
  expense: 'coalesce(a.expense_minor, 0)',
};
/** The name as lists sort it (users.sort_name: lower-case first and last name). */
const NAME_KEY = 'u.sort_name';
const byAggregate = (field: UserSortField) => field === 'energy' || field === 'expense';

const BASE_COLUMNS = `u.id, u.first_name, u.last_name, u.email, u.company_id, c.name as company_name,
  c.country as company_country, u.is_payment_plus, u.iban, u.street, u.zip, u.city, u.country,
  u.car_plate, u.cost_center, u.employee_id, c.require_car_plate, c.require_company_name,
  c.require_cost_center, c.require_employee_id`;

function whereOf(scope: TenantScope, filter: DriverFilter, p: Params): string {
  const conditions = [`u.role = ${p.add(filter.role)}`];
  if (scope.companyId) conditions.push(`u.company_id = ${p.add(scope.companyId)}`);
  if (filter.userName) {
    const like = p.add(likePattern(filter.userName));
    conditions.push(
      `(${personName('u')} ilike ${like} escape '\\'
        or (u.last_name || ' ' || u.first_name) ilike ${like} escape '\\'
        or u.email ilike ${like} escape '\\')`,
    );
  }
  return `where ${conditions.join(' and ')}`;
}

/**
 * The list's rows before paging: users, their company and, when the list sorts by them, the month
 * figures from one grouped subquery over the scope's sessions of the month.
 */
function baseQuery(scope: TenantScope, filter: DriverFilter, requested: DriverSort, month: MonthRange, p: Params) {
  // Within one company every driver has the same company name: that sort is the sort by name, whose
  // page the index on the stored sort name gives without sorting every driver of the company.
  const sort: DriverSort = requested.field === 'companyName' && scope.companyId ? { ...requested, field: 'userName' } : requested;
  const withFigures = byAggregate(sort.field);
  const join = withFigures ? figuresJoin(figuresPeriod(month), p) : '';
  const where = whereOf(scope, filter, p);
  const figures = withFigures ? `, ${FIGURES}` : '';
  const sortName = sort.field === 'userName' ? '' : `, ${NAME_KEY} as sort_name`;
  // Across companies, amounts in CHF, EUR and USD are not one scale: expense sorts within each
  // currency, the currencies kept apart (decision 0038).
  const byCurrency = sort.field === 'expense' && !scope.companyId;
  const sortCurrency = byCurrency ? `, ${CURRENCY_KEY} as sort_currency` : '';
  const sql = `select ${BASE_COLUMNS}${figures}, ${SORT_SQL[sort.field]} as sort_key${sortName}${sortCurrency}
      from users u left join companies c on c.id = u.company_id ${join} ${where}`;
  // Ties fall back to the user name (unless that is the sort), then the id, all in one direction.
  const keys = sort.field === 'userName' ? ['sort_key', 'id'] : ['sort_key', 'sort_name', 'id'];
  return { sql, keys: byCurrency ? ['sort_currency', ...keys] : keys };
}

/** The currency of the driver's company, as the country decides it; empty without a company. */
const CURRENCY_KEY = `case c.country when 'SWITZERLAND' then 'CHF' when 'UNITED_STATES' then 'USD' when 'GERMANY' then 'EUR' when 'AUSTRIA' then 'EUR' else '' end`;

/**
 * A sort by a figure without a name search, and not across currencies, reads its page from the
 * figures' index (decision 0065): the drivers whose figure is above zero in the figure's order (50
 * index entries for page 1), and the drivers with none, whose figure is zero, in the order of their
 * names. Figures are sums of sessions that are never negative, so the order is the one: highest
 * figures first, then every zero (DESC), or the zeros first (ASC); ties by name, then id.
 */
function figureOrdered(scope: TenantScope, filter: DriverFilter, sort: DriverSort): sort is DriverSort & { field: 'energy' | 'expense' } {
  return byAggregate(sort.field) && !filter.userName && !(sort.field === 'expense' && !scope.companyId);
}

const FIGURE_COLUMN = { energy: 'energy_wh', expense: 'expense_minor' } as const;

/** The drivers of the scope with a figure above zero ('above') or without one ('zero'), as `from ... where ...`. */
function figureSideSql(side: 'above' | 'zero', scope: TenantScope, filter: DriverFilter, field: 'energy' | 'expense', period: FiguresPeriod, p: Params): string {
  const column = FIGURE_COLUMN[field];
  if (side === 'zero') {
    return `from users u left join companies c on c.id = u.company_id ${figuresJoin(period, p)}
      ${whereOf(scope, filter, p)} and coalesce(a.${column}, 0) = 0`;
  }
  const company = scope.companyId ? `and a.company_id = ${p.add(scope.companyId)}` : '';
  return `from driver_home_figures a
      join users u on u.id = a.user_id and u.company_id = a.company_id
      left join companies c on c.id = u.company_id
     where a.unit = ${p.add(period.unit)} and a.start = ${p.add(period.start)}::date ${company}
       and a.${column} > 0 and u.role = ${p.add(filter.role)}`;
}

export function usersRepository(db: SqlClient) {
  /** Cable, current tariff status, current license and (unless already read) month figures of some drivers. */
  async function extrasOf(ids: readonly string[], month: MonthRange, withFigures: boolean): Promise<Map<string, DriverExtras>> {
    const out = new Map<string, DriverExtras>();
    if (!ids.length) return out;
    const p = new Params();
    const idsParam = p.add(uuidArray(ids));
    const figures = withFigures ? figuresJoin(figuresPeriod(month), p) : '';
    const rows = await db.query<DriverExtras & RowOf<typeof users, 'id'>>(
      `select u.id, ${withFigures ? `${FIGURES},` : '0 as energy_wh, 0 as expense_minor,'}
              cab.id as cable_id, cab.hardware_id as cable_hardware_id, t.status as tariff_status,
              l.status as license_status, l.expiration_date::text as license_end
         from users u
         ${figures}
         ${CABLE_JOIN} ${TARIFF_JOIN} ${LICENSE_JOIN}
        where u.id = any(${idsParam}::uuid[])`,
      p.values,
    );
    for (const row of rows) out.set(row.id, row);
    return out;
  }

  /**
   * The base rows with their extras, in place: the rows are ours, and copying 50 rows of 30 fields
   * twice (without the sort keys, then with the extras) cost more of a page's time than its own
   * figures. The sort keys stay on the rows; every reader takes its fields by name.
   */
  function merge(base: DriverBaseRow[], extras: Map<string, DriverExtras>): DriverListRow[] {
    for (const row of base as DriverListRow[]) {
      const more = extras.get(row.id)!;
      const energy = Number(row.energy_wh ?? more.energy_wh ?? 0);
      const expense = Number(row.expense_minor ?? more.expense_minor ?? 0);
      Object.assign(row, more);
      row.energy_wh = energy;
      row.expense_minor = expense;
    }
    return base as DriverListRow[];
  }

  /** One side's rows in list order (a window of them), or how many there are. */
  function figureSide(side: 'above' | 'zero', scope: TenantScope, filter: DriverFilter, sort: DriverSort & { field: 'energy' | 'expense' }, month: MonthRange, window: PageWindow) {
    const p = new Params();
    const from = figureSideSql(side, scope, filter, sort.field, figuresPeriod(month), p);
    const dir = window.dir === 'DESC' ? 'desc' : 'asc';
    const figure = side === 'above' ? `a.${FIGURE_COLUMN[sort.field]} ${dir}, ` : '';
    return db.query<DriverBaseRow>(
      `select ${BASE_COLUMNS}, ${FIGURES} ${from}
        order by ${figure}${NAME_KEY} ${dir}, u.id ${dir} limit ${p.add(window.size)} offset ${p.add(window.offset)}`,
      p.values,
    );
  }

  async function countSide(side: 'above' | 'zero', scope: TenantScope, filter: DriverFilter, sort: DriverSort & { field: 'energy' | 'expense' }, month: MonthRange) {
    const p = new Params();
    const from = figureSideSql(side, scope, filter, sort.field, figuresPeriod(month), p);
    return Number((await db.query<{ n: number }>(`select count(*)::int as n ${from}`, p.values))[0]?.n ?? 0);
  }

  /**
   * A window of a sort by a figure: the side that comes first (above zero for DESC, the zeros for
   * ASC), and when the window runs past its end, the other side from where the first one ended.
   */
  async function figureWindow(scope: TenantScope, filter: DriverFilter, sort: DriverSort & { field: 'energy' | 'expense' }, month: MonthRange, window: PageWindow) {
    const [first, second] = window.dir === 'DESC' ? (['above', 'zero'] as const) : (['zero', 'above'] as const);
    const head = await figureSide(first, scope, filter, sort, month, window);
    if (head.length === window.size) return head;
    // The first side ended inside the window or before it: its length is known from the window
    // unless the window lay wholly past it.
    const firstLength = head.length > 0 || window.offset === 0 ? window.offset + head.length : await countSide(first, scope, filter, sort, month);
    const tail = await figureSide(second, scope, filter, sort, month, {
      dir: window.dir,
      offset: Math.max(0, window.offset - firstLength),
      size: window.size - head.length,
    });
    return [...head, ...tail];
  }

  return {
    /** One page of the drivers table and the number of matching users. */
    async search(
      scope: TenantScope,
      filter: DriverFilter,
      sort: DriverSort,
      month: MonthRange,
      page: { number: number; size: number },
    ): Promise<{ rows: DriverListRow[]; total: number }> {
      // A page past the first thousand drivers is read from the nearer end (readPage): the last page
      // of a sort by a figure sorts 50 drivers to the top instead of every driver to the end.
      const { rows, total } = await readPage(
        page,
        sort.dir,
        async () => {
          const p = new Params();
          return Number((await db.query<{ n: number }>(`select count(*)::int as n from users u ${whereOf(scope, filter, p)}`, p.values))[0]?.n ?? 0);
        },
        (window) => {
          if (figureOrdered(scope, filter, sort)) return figureWindow(scope, filter, sort, month, window);
          const p = new Params();
          const base = baseQuery(scope, filter, sort, month, p);
          const dir = window.dir === 'DESC' ? 'desc' : 'asc';
          const orderBy = base.keys.map((k) => `k.${k} ${dir}`).join(', ');
          return db.query<DriverBaseRow & Record<string, unknown>>(
            `select k.* from (${base.sql}) k order by ${orderBy} limit ${p.add(window.size)} offset ${p.add(window.offset)}`,
            p.values,
          );
        },
      );
      const extras = await extrasOf(
        rows.map((r) => r.id),
        month,
        !byAggregate(sort.field),
      );
      return { rows: merge(rows, extras), total };
    },

    /** Every matching driver in list order, read in batches (for exports). */
    async *all(scope: TenantScope, filter: DriverFilter, sort: DriverSort, month: MonthRange): AsyncGenerator<DriverListRow> {
      const p = new Params();
      const base = baseQuery(scope, filter, sort, month, p);
      const source = keysetRows<DriverBaseRow & Record<string, unknown>>(db, {
        sql: base.sql,
        params: p.values,
        keys: base.keys,
        direction: sort.dir,
        batchSize: 2000,
      });
      let batch: DriverBaseRow[] = [];
      const flush = async () => {
        const extras = await extrasOf(
          batch.map((r) => r.id),
          month,
          !byAggregate(sort.field),
        );
        const rows = merge(batch, extras);
        batch = [];
        return rows;
      };
      for await (const row of source) {
        batch.push(row);
        if (batch.length >= 500) yield* await flush();
      }
      if (batch.length) yield* await flush();
    },

    /** A driver (role USER) in the scope, with every detail field; undefined when there is none. */
    async findDriver(scope: TenantScope, id: string, month: MonthRange, options: { lock?: boolean } = {}) {
      const p = new Params();
      const idParam = p.add(id);
      const scoped = scope.companyId ? `and u.company_id = ${p.add(scope.companyId)}` : '';
      if (options.lock) {
        const locked = await db.query(`select 1 from users u where u.id = ${idParam} and u.role = 'USER' ${scoped} for update`, p.values);
        if (!locked.length) return undefined;
      }
      // The license left-joined: its key is null without one.
      const rows = await db.query<DriverDetailRow & { current_license_key: ColumnOf<typeof licenses, 'license_key'> | null }>(
        `select ${BASE_COLUMNS}, u.role, u.id_number, u.license_key, u.next_receipt_number,
                u.receipt_recipient_email, u.account_holder, u.kyc_status,
                ${FIGURES},
                cab.id as cable_id, cab.hardware_id as cable_hardware_id,
                t.id as tariff_id, t.number as tariff_number, t.status as tariff_status,
                t.price_per_kwh as tariff_price, t.currency as tariff_currency,
                t.start_date::text as tariff_start, t.end_date::text as tariff_end,
                l.status as license_status, l.expiration_date::text as license_end, l.license_key as current_license_key,
                m.odometer_km as mileage_km, m.read_at as mileage_read_at, m.source as mileage_source
           from users u
           left join companies c on c.id = u.company_id
           ${figuresJoin(figuresPeriod(month), p)}
           ${CABLE_JOIN} ${TARIFF_JOIN} ${LICENSE_JOIN}
           left join lateral (
             select r.odometer_km, r.read_at, r.source from mileage_readings r
              where r.company_id = u.company_id and r.user_id = u.id
              order by r.read_at desc, r.id desc limit 1
           ) m on true
          where u.id = ${idParam} and u.role = 'USER' ${scoped}`,
        p.values,
      );
      const row = rows[0];
      if (!row) return undefined;
      return { ...row, license_key: row.license_key ?? row.current_license_key };
    },

    /** The driver's current license with its latest renewal's status. */
    async currentSubscription(driverId: string, companyId: string): Promise<DriverSubscriptionRow | undefined> {
      const rows = await db.query<DriverSubscriptionRow>(
        `select l.id, l.status, l.type, l.license_key, l.start_date::text as start_date,
                l.expiration_date::text as expiration_date, r.status as renewal_status,
                cab.id as cable_id, cab.hardware_id as cable_hardware_id
           from licenses l
           left join cables cab on cab.id = l.cable_id
           left join lateral (
             select status from license_renewals r
              where r.company_id = l.company_id and r.license_id = l.id
              order by r.period_start desc, r.created_at desc limit 1
           ) r on true
          where l.company_id = $1 and l.user_id = $2
          ${LICENSE_ORDER} limit 1`,
        [companyId, driverId],
      );
      return rows[0];
    },

    /** Up to `limit` users for a picker, by name. */
    simpleSearch(scope: TenantScope, filter: DriverFilter & { companyId?: string }, limit: number) {
      const p = new Params();
      let where = whereOf(scope, filter, p);
      if (filter.companyId) where += ` and u.company_id = ${p.add(filter.companyId)}`;
      return db.query<SimpleUserRow>(
        `select u.id, ${personName('u')} as name, u.email, u.company_id, c.name as company_name
           from users u left join companies c on c.id = u.company_id
           ${where}
          order by lower(u.last_name), lower(u.first_name), u.id
          limit ${p.add(limit)}`,
        p.values,
      );
    },

    async companyExists(companyId: string): Promise<boolean> {
      const rows = await db.query('select 1 from companies where id = $1', [companyId]);
      return rows.length > 0;
    },

    async emailTaken(email: string, exceptId?: string): Promise<boolean> {
      const rows = await db.query('select 1 from users where lower(email) = lower($1) and ($2::uuid is null or id <> $2::uuid)', [
        email,
        exceptId ?? null,
      ]);
      return rows.length > 0;
    },

    async insertDriver(companyId: string, fields: DriverFields): Promise<string> {
      const columns = ['company_id', 'role'];
      const p = new Params();
      const values = [p.add(companyId), `'USER'`];
      for (const [key, column] of Object.entries(FIELD_COLUMNS) as [keyof DriverFields, string][]) {
        if (fields[key] === undefined) continue;
        columns.push(column);
        values.push(p.add(fields[key]));
      }
      const rows = await db.query<RowOf<typeof users, 'id'>>(
        `insert into users (${columns.join(', ')}) values (${values.join(', ')}) returning id`,
        p.values,
      );
      return rows[0]!.id;
    },

    async updateDriver(id: string, fields: DriverFields): Promise<void> {
      const p = new Params();
      const sets = ['updated_at = now()'];
      for (const [key, column] of Object.entries(FIELD_COLUMNS) as [keyof DriverFields, string][]) {
        if (fields[key] === undefined) continue;
        sets.push(`${column} = ${p.add(fields[key])}`);
      }
      await db.query(`update users set ${sets.join(', ')} where id = ${p.add(id)}`, p.values);
    },

    async setPaymentAccount(id: string, account: { iban: string; holder: string | null; isPaymentPlus?: boolean }) {
      await db.query(
        `update users set iban = $2, account_holder = $3, is_payment_plus = coalesce($4, is_payment_plus), updated_at = now()
          where id = $1`,
        [id, account.iban, account.holder, account.isPaymentPlus ?? null],
      );
    },

    async setCompany(id: string, companyId: string | null) {
      await db.query('update users set company_id = $2, updated_at = now() where id = $1', [id, companyId]);
    },

    /** Takes the driver's cables of the company away and closes the open assignment rows, at `at`. */
    async unassignDriverCables(driverId: string, companyId: string, at: Date) {
      await licensesLeaveDriver(db, companyId, driverId);
      await db.query(
        `update cable_assignments set unassigned_at = $3, updated_at = now()
          where company_id = $2 and user_id = $1 and unassigned_at is null`,
        [driverId, companyId, at.toISOString()],
      );
      await db.query('update cables set user_id = null, updated_at = now() where company_id = $2 and user_id = $1', [
        driverId,
        companyId,
      ]);
    },

    /** A cable of the company, locked for the assignment. */
    async lockCable(cableId: string, companyId: string) {
      const rows = await db.query<RowOf<typeof cables, 'id' | 'user_id' | 'hardware_id'>>(
        'select id, user_id, hardware_id from cables where id = $1 and company_id = $2 for update',
        [cableId, companyId],
      );
      return rows[0];
    },

    /** Gives the cable to the driver: closes the cable's open assignment and opens a new one. */
    async assignCable(cableId: string, companyId: string, driverId: string, by: string, at: Date) {
      await db.query(
        'update cable_assignments set unassigned_at = $2, updated_at = now() where company_id = $3 and cable_id = $1 and unassigned_at is null',
        [cableId, at.toISOString(), companyId],
      );
      await db.query('update cables set user_id = $2, updated_at = now() where id = $1', [cableId, driverId]);
      await licensesFollowCable(db, companyId, cableId, driverId);
      await db.query(
        `insert into cable_assignments (company_id, cable_id, user_id, assigned_at, assigned_by) values ($1, $2, $3, $4, $5)`,
        [companyId, cableId, driverId, at.toISOString(), by],
      );
    },

    async insertNotification(n: { companyId: string; userId: string; title: string; message: string; sentBy: string }) {
      const rows = await db.query<RowOf<typeof notifications, 'id' | 'user_id' | 'company_id' | 'title' | 'message' | 'created_at'>>(
        `insert into notifications (company_id, user_id, title, message, sent_by) values ($1, $2, $3, $4, $5)
         returning id, user_id, company_id, title, message, created_at`,
        [n.companyId, n.userId, n.title, n.message, n.sentBy],
      );
      return rows[0]!;
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;

// The driver's cable (at most one is assigned; the latest change wins should there be more).
const CABLE_JOIN = `left join lateral (
    select cb.id, cb.hardware_id from cables cb
     where cb.company_id = u.company_id and cb.user_id = u.id
     order by cb.updated_at desc, cb.id limit 1
  ) cab on true`;

// The tariff whose period covers today (UTC): a VALID one first, then PENDING, then INVALID; the latest start wins.
const TARIFF_JOIN = `left join lateral (
    select tf.id, tf.number, tf.status, tf.price_per_kwh, tf.currency, tf.start_date, tf.end_date from tariffs tf
     where tf.company_id = u.company_id and tf.user_id = u.id
       and tf.start_date <= ${TODAY} and (tf.end_date is null or tf.end_date >= ${TODAY})
     order by case tf.status when 'VALID' then 0 when 'PENDING' then 1 else 2 end, tf.start_date desc, tf.number desc
     limit 1
  ) t on true`;

// The driver's current license: home charging before Connect, a live one before a cancelled one, the latest end first.
const LICENSE_ORDER = `order by (l.type = 'HOME_CHARGING') desc, (l.status = 'CANCELLED') asc, l.expiration_date desc, l.id desc`;
const LICENSE_JOIN = `left join lateral (
    select l.status, l.expiration_date, l.license_key from licenses l
     where l.company_id = u.company_id and l.user_id = u.id
     ${LICENSE_ORDER} limit 1
  ) l on true`;
