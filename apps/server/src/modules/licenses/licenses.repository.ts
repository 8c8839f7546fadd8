import {
  CURRENCY_BY_COUNTRY,
  type Currency,
  type LicenseSearch,
  type LicenseSortField,
  type LicenseStatus,
  type LicenseType,
  type RenewalStatus,
  type SortDir,
} from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { ColumnOf, RowOf } from '../../db/rows.ts';
import type { cables, companies, invoices, licenseRenewals, licenses, users } from '../../db/schema/index.ts';
import { keysetRows } from '../../lib/export/index.ts';
import { likePattern, Params, personName } from '../../lib/sql.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';

/*
 * Licenses and their renewals. Every query takes the tenant scope (null = every company, for
 * administrators and the daily job) or a company id, so none can forget the tenant.
 * A license's renewal status and invoice status are those of its latest renewal: the one with the
 * latest period, the newest first when a cancelled one shares its period.
 */

export type LicenseRow = RowOf<
  typeof licenses,
  | 'id'
  | 'company_id'
  | 'cable_id'
  | 'user_id'
  | 'type'
  | 'status'
  | 'license_key'
  | 'start_date'
  | 'expiration_date'
  | 'price_minor'
  | 'currency'
  | 'cancelled_at'
> & {
  company_name: ColumnOf<typeof companies, 'name'>;
  cable_hardware_id: ColumnOf<typeof cables, 'hardware_id'> | null;
  user_name: string | null;
  renewal_id: ColumnOf<typeof licenseRenewals, 'id'> | null;
  renewal_status: ColumnOf<typeof licenseRenewals, 'status'> | null;
  invoice_status: ColumnOf<typeof invoices, 'status'> | null;
};

export type RenewalRow = RowOf<
  typeof licenseRenewals,
  'id' | 'company_id' | 'license_id' | 'status' | 'period_start' | 'period_end' | 'price_minor' | 'currency' | 'invoice_id' | 'created_at' | 'updated_at'
> & {
  invoice_number: ColumnOf<typeof invoices, 'number'> | null;
  invoice_status: ColumnOf<typeof invoices, 'status'> | null;
};

export interface LicenseFields {
  companyId: string;
  userId: string | null;
  cableId: string | null;
  type: LicenseType;
  status: LicenseStatus;
  licenseKey: string;
  startDate: string;
  expirationDate: string;
  priceMinor: number;
  currency: Currency;
}

const SORT_SQL: Record<LicenseSortField, string> = {
  expirationDate: 'l.expiration_date',
  startDate: 'l.start_date',
  status: 'l.status',
  type: 'l.type',
};

// The export's keyset keys: output columns of LIST_SELECT.
const SORT_KEY: Record<LicenseSortField, string> = {
  expirationDate: 'expiration_date',
  startDate: 'start_date',
  status: 'status',
  type: 'type',
};

const LIST_SELECT = `select l.id, l.company_id, c.name as company_name, l.cable_id, k.hardware_id as cable_hardware_id,
       l.user_id, nullif(${personName('u')}, '') as user_name, l.type, l.status, l.license_key,
       l.start_date::text as start_date, l.expiration_date::text as expiration_date, l.price_minor, l.currency,
       l.cancelled_at, r.id as renewal_id, r.status as renewal_status, r.invoice_status`;

const LIST_FROM = `from licenses l
  join companies c on c.id = l.company_id
  left join cables k on k.id = l.cable_id
  left join users u on u.id = l.user_id
  left join lateral (
    select r.id, r.status, i.status as invoice_status from license_renewals r
      left join invoices i on i.id = r.invoice_id and i.company_id = r.company_id
     where r.company_id = l.company_id and r.license_id = l.id
     order by r.period_start desc, r.created_at desc, r.id desc limit 1
  ) r on true`;

const RENEWAL_SELECT = `select r.id, r.company_id, r.license_id, r.status, r.period_start::text as period_start,
       r.period_end::text as period_end, r.price_minor, r.currency, r.invoice_id, i.number as invoice_number,
       i.status as invoice_status, r.created_at, r.updated_at
  from license_renewals r
  left join invoices i on i.id = r.invoice_id and i.company_id = r.company_id`;

type ListFilter = Omit<LicenseSearch, 'pageNumber' | 'pageSize' | 'sortField' | 'sortDir'>;

function whereOf(scope: TenantScope, filter: ListFilter, p: Params): string {
  const where: string[] = [];
  if (scope.companyId) where.push(`l.company_id = ${p.add(scope.companyId)}`);
  if (filter.companyId) where.push(`l.company_id = ${p.add(filter.companyId)}`);
  if (filter.status) where.push(`l.status = ${p.add(filter.status)}`);
  if (filter.type) where.push(`l.type = ${p.add(filter.type)}`);
  if (filter.renewalStatus) where.push(`r.status = ${p.add(filter.renewalStatus)}`);
  if (filter.driverId) where.push(`l.user_id = ${p.add(filter.driverId)}`);
  if (filter.q) {
    // The drivers and cables holding the text are found in their own tables (their trigram
    // indexes), within the scope's company, and hashed, so the condition is on the license's own columns.
    const like = p.add(likePattern(filter.q));
    const companyId = scope.companyId ?? filter.companyId;
    const company = companyId ? p.add(companyId) : null;
    const own = (alias: string) => (company ? `${alias}.company_id = ${company} and ` : '');
    where.push(
      `(l.user_id in (select u.id from users u where ${own('u')}${personName('u')} ilike ${like} escape '\\')
        or l.cable_id in (select k.id from cables k where ${own('k')}k.hardware_id ilike ${like} escape '\\')
        or l.license_key ilike ${like} escape '\\')`,
    );
  }
  return where.length ? `where ${where.join(' and ')}` : '';
}

export function licensesRepository(db: SqlClient) {
  return {
    /** One page of the scope's licenses and how many match. */
    async search(scope: TenantScope, query: LicenseSearch) {
      const p = new Params();
      const where = whereOf(scope, query, p);
      const filterParams = [...p.values];
      const dir = query.sortDir === 'DESC' ? 'desc' : 'asc';
      const order = `${SORT_SQL[query.sortField]} ${dir}, l.id ${dir}`;
      const page = `limit ${p.add(query.pageSize)} offset ${p.add(query.pageNumber * query.pageSize)}`;
      // Without a filter on the renewal, the page's ids and the count come from the licenses alone
      // (every join keeps one row per license); the cable, driver, latest renewal and its invoice
      // are read for the page's rows only.
      const ownColumns = !query.renewalStatus;
      const [rows, counted] = await Promise.all([
        db.query<LicenseRow>(
          ownColumns
            ? `with page as (select l.id from licenses l ${where} order by ${order} ${page})
               ${LIST_SELECT} ${LIST_FROM} join page on page.id = l.id order by ${order}`
            : `${LIST_SELECT} ${LIST_FROM} ${where} order by ${order} ${page}`,
          p.values,
        ),
        db.query<{ n: number }>(`select count(*)::int as n ${ownColumns ? 'from licenses l' : LIST_FROM} ${where}`, filterParams),
      ]);
      return { rows, total: Number(counted[0]?.n ?? 0) };
    },

    /** Every matching license in list order, read in keyset batches (for exports). */
    all(scope: TenantScope, filter: ListFilter, sort: { field: LicenseSortField; dir: SortDir }): AsyncGenerator<LicenseRow> {
      const p = new Params();
      const where = whereOf(scope, filter, p);
      return keysetRows<LicenseRow & Record<string, unknown>>(db, {
        sql: `${LIST_SELECT} ${LIST_FROM} ${where}`,
        params: p.values,
        keys: [SORT_KEY[sort.field], 'id'],
        direction: sort.dir,
      });
    },

    /** A license of the scope, locked for a change when asked. */
    async find(scope: TenantScope, id: string, lock = false): Promise<LicenseRow | undefined> {
      if (lock) {
        const locked = await db.query<RowOf<typeof licenses, 'id'>>(
          `select id from licenses where id = $1 ${scope.companyId ? 'and company_id = $2' : ''} for update`,
          scope.companyId ? [id, scope.companyId] : [id],
        );
        if (!locked.length) return undefined;
      }
      const p = new Params();
      const rows = await db.query<LicenseRow>(
        `${LIST_SELECT} ${LIST_FROM} where l.id = ${p.add(id)} ${scope.companyId ? `and l.company_id = ${p.add(scope.companyId)}` : ''}`,
        p.values,
      );
      return rows[0];
    },

    async insert(f: LicenseFields): Promise<string> {
      const rows = await db.query<RowOf<typeof licenses, 'id'>>(
        `insert into licenses (company_id, user_id, cable_id, type, status, license_key, start_date, expiration_date, price_minor, currency)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
        [f.companyId, f.userId, f.cableId, f.type, f.status, f.licenseKey, f.startDate, f.expirationDate, f.priceMinor, f.currency],
      );
      return rows[0]!.id;
    },

    async update(
      companyId: string,
      id: string,
      f: Pick<LicenseFields, 'userId' | 'cableId' | 'status' | 'startDate' | 'expirationDate' | 'priceMinor'>,
    ) {
      await db.query(
        `update licenses set user_id = $3, cable_id = $4, status = $5, start_date = $6, expiration_date = $7, price_minor = $8,
                updated_at = now()
          where company_id = $1 and id = $2`,
        [companyId, id, f.userId, f.cableId, f.status, f.startDate, f.expirationDate, f.priceMinor],
      );
    },

    async cancel(companyId: string, id: string, at: Date) {
      await db.query(
        `update licenses set status = 'CANCELLED', cancelled_at = $3, updated_at = now() where company_id = $1 and id = $2`,
        [companyId, id, at],
      );
      await db.query(
        `update license_renewals set status = 'CANCELLED', updated_at = now()
          where company_id = $1 and license_id = $2 and status not in ('RENEWED', 'CANCELLED')`,
        [companyId, id],
      );
    },

    async remove(companyId: string, id: string) {
      await db.query('delete from license_renewals where company_id = $1 and license_id = $2', [companyId, id]);
      await db.query('delete from licenses where company_id = $1 and id = $2', [companyId, id]);
    },

    /** Whether a renewal of the license is invoiced or paid, or has an invoice: money is involved. */
    async hasBilledRenewal(companyId: string, id: string): Promise<boolean> {
      const rows = await db.query(
        `select 1 from license_renewals where company_id = $1 and license_id = $2
            and (status in ('INVOICED', 'PAID') or invoice_id is not null) limit 1`,
        [companyId, id],
      );
      return rows.length > 0;
    },

    async renewals(companyId: string, licenseId: string): Promise<RenewalRow[]> {
      return db.query<RenewalRow>(
        `${RENEWAL_SELECT} where r.company_id = $1 and r.license_id = $2 order by r.period_start desc, r.created_at desc, r.id desc`,
        [companyId, licenseId],
      );
    },

    async findRenewal(companyId: string, licenseId: string, renewalId: string, lock = false): Promise<RenewalRow | undefined> {
      if (lock) await db.query('select id from license_renewals where company_id = $1 and id = $2 for update', [companyId, renewalId]);
      const rows = await db.query<RenewalRow>(`${RENEWAL_SELECT} where r.company_id = $1 and r.license_id = $2 and r.id = $3`, [
        companyId,
        licenseId,
        renewalId,
      ]);
      return rows[0];
    },

    async hasOpenRenewal(companyId: string, licenseId: string): Promise<boolean> {
      const rows = await db.query(
        `select 1 from license_renewals where company_id = $1 and license_id = $2 and status not in ('RENEWED', 'CANCELLED') limit 1`,
        [companyId, licenseId],
      );
      return rows.length > 0;
    },

    /** Opens a PENDING renewal; undefined when a live one for that period exists already. */
    async insertRenewal(r: {
      companyId: string;
      licenseId: string;
      periodStart: string;
      periodEnd: string;
      priceMinor: number;
      currency: Currency;
    }): Promise<string | undefined> {
      const rows = await db.query<RowOf<typeof licenseRenewals, 'id'>>(
        `insert into license_renewals (company_id, license_id, status, period_start, period_end, price_minor, currency)
         values ($1, $2, 'PENDING', $3, $4, $5, $6) on conflict do nothing returning id`,
        [r.companyId, r.licenseId, r.periodStart, r.periodEnd, r.priceMinor, r.currency],
      );
      return rows[0]?.id;
    },

    async setRenewalStatus(companyId: string, renewalId: string, status: RenewalStatus) {
      await db.query('update license_renewals set status = $3, updated_at = now() where company_id = $1 and id = $2', [
        companyId,
        renewalId,
        status,
      ]);
    },

    async setRenewalInvoice(companyId: string, renewalId: string, invoiceId: string) {
      await db.query('update license_renewals set invoice_id = $3, updated_at = now() where company_id = $1 and id = $2', [
        companyId,
        renewalId,
        invoiceId,
      ]);
    },

    /**
     * A renewed period extends the license: its expiration moves to the day after the period (never
     * back), and its status follows from the new dates unless it is cancelled.
     */
    async extendTo(companyId: string, licenseId: string, periodEnd: string, today: string) {
      await db.query(
        `update licenses l set expiration_date = x.expiration, status = ${STATUS_ON('x.expiration', '$4::date')}, updated_at = now()
           from (select greatest(expiration_date, $3::date + 1) as expiration from licenses where company_id = $1 and id = $2) x
          where l.company_id = $1 and l.id = $2 and l.status <> 'CANCELLED'`,
        [companyId, licenseId, periodEnd, today],
      );
    },

    /** The driver as a license sees it: a USER of the scope. */
    async findDriver(scope: TenantScope, userId: string) {
      const rows = await db.query<RowOf<typeof users, 'id' | 'company_id'>>(
        `select id, company_id from users where id = $1 and role = 'USER' ${scope.companyId ? 'and company_id = $2' : ''}`,
        scope.companyId ? [userId, scope.companyId] : [userId],
      );
      return rows[0];
    },

    async findCable(companyId: string, cableId: string) {
      const rows = await db.query<RowOf<typeof cables, 'id' | 'user_id'>>('select id, user_id from cables where company_id = $1 and id = $2', [
        companyId,
        cableId,
      ]);
      return rows[0];
    },

    /** Another live (not cancelled, not expired) license on the cable, or of the driver and type. */
    async liveLicenseExists(companyId: string, by: { cableId?: string; userId?: string; type?: LicenseType }, exceptId?: string) {
      const p = new Params();
      const where = [`company_id = ${p.add(companyId)}`, `status in ('ACTIVE', 'EXPIRING_SOON')`];
      if (by.cableId) where.push(`cable_id = ${p.add(by.cableId)}`);
      if (by.userId) where.push(`user_id = ${p.add(by.userId)}`);
      if (by.type) where.push(`type = ${p.add(by.type)}`);
      if (exceptId) where.push(`id <> ${p.add(exceptId)}`);
      const rows = await db.query(`select 1 from licenses where ${where.join(' and ')} limit 1`, p.values);
      return rows.length > 0;
    },

    async companyCurrency(companyId: string): Promise<Currency | undefined> {
      const rows = await db.query<RowOf<typeof companies, 'country'>>('select country from companies where id = $1', [companyId]);
      const country = rows[0]?.country;
      return country ? CURRENCY_BY_COUNTRY[country] : undefined;
    },

    async licenseKeyTaken(key: string): Promise<boolean> {
      return (await db.query('select 1 from licenses where license_key = $1', [key])).length > 0;
    },

    /** An invoice of the company, locked while it is attached. */
    async findInvoice(companyId: string, invoiceId: string) {
      const rows = await db.query<RowOf<typeof invoices, 'id' | 'status'>>(
        'select id, status from invoices where company_id = $1 and id = $2 for update',
        [companyId, invoiceId],
      );
      return rows[0];
    },

    /** Whether another renewal already carries the invoice. */
    async invoiceAttachedElsewhere(companyId: string, invoiceId: string, renewalId: string): Promise<boolean> {
      const rows = await db.query('select 1 from license_renewals where company_id = $1 and invoice_id = $2 and id <> $3 limit 1', [
        companyId,
        invoiceId,
        renewalId,
      ]);
      return rows.length > 0;
    },

    /** The company's invoices that are not cancelled, newest first, for the attach picker. */
    async invoiceOptions(companyId: string, limit = 100) {
      return db.query<RowOf<typeof invoices, 'id' | 'number' | 'status' | 'invoice_date' | 'total_gross_minor' | 'currency'>>(
        `select id, number, status, invoice_date::text as invoice_date, total_gross_minor, currency
           from invoices where company_id = $1 and status <> 'CANCELLED'
          order by invoice_date desc, id desc limit $2`,
        [companyId, limit],
      );
    },
  };
}
export type LicensesRepository = ReturnType<typeof licensesRepository>;

/** The status of a live license from its expiration date on a day, in SQL (see licenseStatusOn). */
export const STATUS_ON = (expiration: string, today: string) =>
  `(case when ${expiration} <= ${today} then 'EXPIRED' when ${expiration} <= ${today} + 30 then 'EXPIRING_SOON' else 'ACTIVE' end)`;
