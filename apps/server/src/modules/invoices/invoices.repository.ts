import type {
  Country,
  Currency,
  InvoiceKind,
  InvoicePaymentStatus,
  InvoiceSortField,
  InvoiceStatus,
  SortDir,
  VatCategory,
} from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { ColumnOf, LeftJoined, RowOf } from '../../db/rows.ts';
import type { billingCustomers, cables, companies, CompanyBillingColumns, invoiceLines, invoiceNumberSequences, invoicePayments, invoices, licenseRenewals, licenses } from '../../db/schema/index.ts';
import { keysetRows } from '../../lib/export/index.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { utcDay } from '@fleetwatt/shared';
import { personName } from '../../lib/sql.ts';

/*
 * Queries of the invoices area. Every function takes the client to run on (the database, or a
 * transaction) and the tenant scope, so no query can leave the caller's companies.
 */

export type InvoiceRow = RowOf<
  typeof invoices,
  | 'id'
  | 'company_id'
  | 'kind'
  | 'number'
  | 'status'
  | 'invoice_date'
  | 'delivery_from'
  | 'delivery_to'
  | 'currency'
  | 'total_net_minor'
  | 'tax_rate_bp'
  | 'vat_category'
  | 'tax_minor'
  | 'total_gross_minor'
  | 'paid_minor'
  | 'approved_at'
  | 'sent_at'
  | 'cancelled_at'
  | 'synced_at'
  | 'billing_contact_name'
  | 'billing_contact_email'
  | 'billing_street'
  | 'billing_zip'
  | 'billing_city'
  | 'billing_country'
  | 'vat_number'
  | 'external_id'
> & {
  company_name: ColumnOf<typeof companies, 'name'>;
  company_country: ColumnOf<typeof companies, 'country'>;
  company_language: ColumnOf<typeof companies, 'language'>;
  /** The license renewal the invoice bills, if any. */
  renewal_id: ColumnOf<typeof licenseRenewals, 'id'> | null;
};

export type InvoiceLineRow = RowOf<
  typeof invoiceLines,
  'id' | 'position' | 'product' | 'text' | 'quantity' | 'unit_price_minor' | 'net_minor'
>;

export type InvoicePaymentRow = RowOf<
  typeof invoicePayments,
  'id' | 'status' | 'amount_minor' | 'currency' | 'paid_at' | 'method' | 'external_id' | 'related_payment_id'
>;

export type CompanyBillingRow = RowOf<
  typeof companies,
  | 'id'
  | 'name'
  | 'country'
  | 'language'
  | 'vat_rate_bp'
  | CompanyBillingColumns
  | 'address_street'
  | 'address_zip'
  | 'address_city'
>;

export type RenewalRow = RowOf<
  typeof licenseRenewals,
  'id' | 'company_id' | 'license_id' | 'status' | 'period_start' | 'period_end' | 'price_minor' | 'currency' | 'invoice_id'
> &
  LeftJoined<RowOf<typeof cables, 'hardware_id'>> & {
    invoice_status: ColumnOf<typeof invoices, 'status'> | null;
    invoice_number: ColumnOf<typeof invoices, 'number'>;
    license_type: ColumnOf<typeof licenses, 'type'>;
    license_key: ColumnOf<typeof licenses, 'license_key'>;
    driver_name: string | null;
  };

export interface InvoiceFilter {
  status?: InvoiceStatus;
  kind?: InvoiceKind;
  companyId?: string;
  year?: number;
  month?: number;
  /** Fleet managers see invoices once approved. */
  hideDrafts?: boolean;
}

export interface InvoiceSort {
  field: InvoiceSortField;
  dir: SortDir;
}

const SORT_SQL: Record<InvoiceSortField, string> = {
  invoiceDate: 'i.invoice_date',
  number: "coalesce(i.number, '')",
  status: 'i.status',
  companyName: 'lower(c.name)',
  totalGross: 'i.total_gross_minor',
  paid: 'i.paid_minor',
  sentAt: "coalesce(i.sent_at, '-infinity'::timestamptz)",
};

const COLUMNS = `i.id, i.company_id, c.name as company_name, c.country as company_country, c.language as company_language,
  i.kind, i.number, i.status, i.invoice_date::text as invoice_date, i.delivery_from::text as delivery_from,
  i.delivery_to::text as delivery_to, i.currency, i.total_net_minor, i.tax_rate_bp, i.vat_category, i.tax_minor,
  i.total_gross_minor, i.paid_minor, i.approved_at, i.sent_at, i.cancelled_at, i.synced_at, i.billing_contact_name,
  i.billing_contact_email, i.billing_street, i.billing_zip, i.billing_city, i.billing_country, i.vat_number, i.external_id,
  (select r.id from license_renewals r where r.company_id = i.company_id and r.invoice_id = i.id limit 1) as renewal_id`;
const FROM = 'from invoices i join companies c on c.id = i.company_id';

function whereOf(scope: TenantScope, filter: InvoiceFilter) {
  const params: unknown[] = [];
  const conditions: string[] = [];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(params.length));
  };
  if (scope.companyId) add((n) => `i.company_id = $${n}`, scope.companyId);
  if (filter.companyId) add((n) => `i.company_id = $${n}`, filter.companyId);
  if (filter.status) add((n) => `i.status = $${n}`, filter.status);
  if (filter.kind) add((n) => `i.kind = $${n}`, filter.kind);
  if (filter.hideDrafts) conditions.push(`i.status <> 'DRAFT'`);
  if (filter.year) {
    // The UTC calendar month (or year) of the invoice date, as a range the index can use.
    const from = new Date(Date.UTC(filter.year, filter.month ? filter.month - 1 : 0, 1));
    const to = filter.month ? new Date(Date.UTC(filter.year, filter.month, 1)) : new Date(Date.UTC(filter.year + 1, 0, 1));
    add((n) => `i.invoice_date >= $${n}::date`, utcDay(from));
    add((n) => `i.invoice_date < $${n}::date`, utcDay(to));
  }
  return { params, sql: conditions.length ? `where ${conditions.join(' and ')}` : '' };
}

const scopeCondition = (scope: TenantScope, params: unknown[], column = 'company_id') => {
  if (!scope.companyId) return 'true';
  params.push(scope.companyId);
  return `${column} = $${params.length}`;
};

export const invoicesRepository = {
  /**
   * One page of the list and the number of matching invoices. The page's ids come from the
   * invoices alone (joined to the companies only to sort by their names); the columns, the company
   * and the renewal are read for those rows only.
   */
  async search(db: SqlClient, scope: TenantScope, filter: InvoiceFilter, sort: InvoiceSort, page: { number: number; size: number }) {
    const where = whereOf(scope, filter);
    const dir = sort.dir === 'DESC' ? 'desc' : 'asc';
    const n = where.params.length;
    const order = `${SORT_SQL[sort.field]} ${dir}, i.created_at ${dir}, i.id ${dir}`;
    const byCompany = sort.field === 'companyName' ? 'join companies c on c.id = i.company_id' : '';
    const [rows, counted] = await Promise.all([
      db.query<InvoiceRow>(
        `with page as (select i.id from invoices i ${byCompany} ${where.sql} order by ${order} limit $${n + 1} offset $${n + 2})
         select ${COLUMNS} ${FROM} join page on page.id = i.id order by ${order}`,
        [...where.params, page.size, page.number * page.size],
      ),
      db.query<{ n: number }>(`select count(*)::int as n from invoices i ${where.sql}`, where.params),
    ]);
    return { rows, total: Number(counted[0]?.n ?? 0) };
  },

  /** Every matching invoice in list order, a thousand at a time. */
  all(db: SqlClient, scope: TenantScope, filter: InvoiceFilter, sort: InvoiceSort): AsyncIterable<InvoiceRow> {
    const where = whereOf(scope, filter);
    return keysetRows<InvoiceRow & Record<string, unknown>>(db, {
      sql: `select ${COLUMNS}, ${SORT_SQL[sort.field]} as sort_key, i.created_at as sort_created ${FROM} ${where.sql}`,
      params: where.params,
      keys: ['sort_key', 'sort_created', 'id'],
      direction: sort.dir,
    });
  },

  /** One invoice of the scope; `lock` holds it for the rest of the transaction. */
  async find(db: SqlClient, scope: TenantScope, id: string, options: { lock?: boolean } = {}): Promise<InvoiceRow | null> {
    const params: unknown[] = [id];
    const inScope = scopeCondition(scope, params, 'i.company_id');
    const [row] = await db.query<InvoiceRow>(
      `select ${COLUMNS} ${FROM} where i.id = $1 and ${inScope}${options.lock ? ' for update of i' : ''}`,
      params,
    );
    return row ?? null;
  },

  async lines(db: SqlClient, companyId: string, invoiceId: string): Promise<InvoiceLineRow[]> {
    return db.query<InvoiceLineRow>(
      `select id, position, product, text, quantity, unit_price_minor, net_minor from invoice_lines
        where company_id = $1 and invoice_id = $2 order by position`,
      [companyId, invoiceId],
    );
  },

  async payments(db: SqlClient, companyId: string, invoiceId: string): Promise<InvoicePaymentRow[]> {
    return db.query<InvoicePaymentRow>(
      `select id, status, amount_minor, currency, paid_at, method, external_id, related_payment_id from invoice_payments
        where company_id = $1 and invoice_id = $2 order by paid_at, created_at, id`,
      [companyId, invoiceId],
    );
  },

  /** A company of the scope with its billing data and VAT settings. */
  async company(db: SqlClient, scope: TenantScope, companyId: string): Promise<CompanyBillingRow | null> {
    const params: unknown[] = [companyId];
    const inScope = scopeCondition(scope, params, 'id');
    const [row] = await db.query<CompanyBillingRow>(
      `select id, name, country, language, vat_rate_bp, billing_contact_name, billing_contact_email, billing_street,
              billing_zip, billing_city, vat_number, address_street, address_zip, address_city
         from companies where id = $1 and ${inScope}`,
      params,
    );
    return row ?? null;
  },

  async insert(db: SqlClient, row: DraftColumns & { companyId: string; kind: InvoiceKind; currency: Currency }): Promise<string> {
    const [created] = await db.query<RowOf<typeof invoices, 'id'>>(
      `insert into invoices (company_id, kind, currency, status, invoice_date, delivery_from, delivery_to, total_net_minor,
          tax_rate_bp, vat_category, tax_minor, total_gross_minor, billing_contact_name, billing_contact_email, billing_street,
          billing_zip, billing_city, billing_country, vat_number)
       values ($1, $2, $3, 'DRAFT', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
       returning id`,
      [row.companyId, row.kind, row.currency, ...draftValues(row)],
    );
    return created!.id;
  },

  async updateDraft(db: SqlClient, companyId: string, id: string, row: DraftColumns): Promise<void> {
    await db.query(
      `update invoices set invoice_date = $3, delivery_from = $4, delivery_to = $5, total_net_minor = $6, tax_rate_bp = $7,
          vat_category = $8, tax_minor = $9, total_gross_minor = $10, billing_contact_name = $11, billing_contact_email = $12,
          billing_street = $13, billing_zip = $14, billing_city = $15, billing_country = $16, vat_number = $17, updated_at = now()
        where company_id = $1 and id = $2 and status = 'DRAFT'`,
      [companyId, id, ...draftValues(row)],
    );
  },

  /** Replaces the lines of a draft, numbered from 1 in the given order. */
  async replaceLines(
    db: SqlClient,
    companyId: string,
    invoiceId: string,
    lines: { product: string; text: string | null; quantity: number; unitPriceMinor: number; netMinor: number }[],
  ): Promise<void> {
    await db.query('delete from invoice_lines where company_id = $1 and invoice_id = $2', [companyId, invoiceId]);
    if (!lines.length) return;
    const params: unknown[] = [companyId, invoiceId];
    const values = lines.map((l, i) => {
      params.push(i + 1, l.product, l.text, l.quantity, l.unitPriceMinor, l.netMinor);
      const b = params.length - 6;
      return `($1, $2, $${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6})`;
    });
    await db.query(
      `insert into invoice_lines (company_id, invoice_id, position, product, text, quantity, unit_price_minor, net_minor)
       values ${values.join(', ')}`,
      params,
    );
  },

  async delete(db: SqlClient, companyId: string, id: string): Promise<void> {
    await db.query('update license_renewals set invoice_id = null, updated_at = now() where company_id = $1 and invoice_id = $2', [
      companyId,
      id,
    ]);
    await db.query(`delete from invoices where company_id = $1 and id = $2 and status = 'DRAFT'`, [companyId, id]);
  },

  /**
   * The next number of a year, inside the caller's transaction: the sequence row stays locked until
   * it commits, so concurrent approvals queue up, and a rollback gives the number back.
   */
  async nextNumber(db: SqlClient, year: number): Promise<number> {
    const [row] = await db.query<RowOf<typeof invoiceNumberSequences, 'last_number'>>(
      `insert into invoice_number_sequences (year, last_number) values ($1, 1)
       on conflict (year) do update set last_number = invoice_number_sequences.last_number + 1
       returning last_number`,
      [year],
    );
    return Number(row!.last_number);
  },

  async approve(db: SqlClient, companyId: string, id: string, number: { text: string; year: number; seq: number }, at: Date) {
    await db.query(
      `update invoices set status = 'OPEN', number = $3, number_year = $4, number_seq = $5, approved_at = $6, updated_at = $6
        where company_id = $1 and id = $2 and status = 'DRAFT'`,
      [companyId, id, number.text, number.year, number.seq, at],
    );
  },

  async cancel(db: SqlClient, companyId: string, id: string, at: Date) {
    await db.query(
      `update invoices set status = 'CANCELLED', cancelled_at = $3, updated_at = $3 where company_id = $1 and id = $2 and status = 'OPEN'`,
      [companyId, id, at],
    );
  },

  async markSent(db: SqlClient, companyId: string, id: string, at: Date) {
    await db.query('update invoices set sent_at = $3, updated_at = $3 where company_id = $1 and id = $2', [companyId, id, at]);
  },

  async markSynced(db: SqlClient, companyId: string, id: string, externalId: string, at: Date) {
    await db.query('update invoices set external_id = $3, synced_at = $4, updated_at = $4 where company_id = $1 and id = $2', [
      companyId,
      id,
      externalId,
      at,
    ]);
  },

  /** The company's customer at the billing provider, if made. */
  async billingCustomer(db: SqlClient, companyId: string, provider: string): Promise<string | null> {
    const [row] = await db.query<RowOf<typeof billingCustomers, 'customer_id'>>('select customer_id from billing_customers where company_id = $1 and provider = $2', [companyId, provider]);
    return row?.customer_id ?? null;
  },

  async saveBillingCustomer(db: SqlClient, companyId: string, provider: string, customerId: string, at: Date) {
    await db.query(
      `insert into billing_customers (company_id, provider, customer_id, synced_at) values ($1, $2, $3, $4)
       on conflict (company_id) do update set provider = excluded.provider, customer_id = excluded.customer_id, synced_at = excluded.synced_at`,
      [companyId, provider, customerId, at],
    );
  },

  /** The invoice the billing provider knows by this id (a webhook names only that), in any company. */
  async idByExternalId(db: SqlClient, externalId: string): Promise<string | null> {
    const [row] = await db.query<RowOf<typeof invoices, 'id'>>('select id from invoices where external_id = $1', [externalId]);
    return row?.id ?? null;
  },

  /**
   * Adds a payment; one with an external id the invoice's company already has is skipped (a
   * payment synced twice is stored once). Answers whether it was added.
   */
  async addPayment(
    db: SqlClient,
    companyId: string,
    invoiceId: string,
    p: {
      status: InvoicePaymentStatus;
      amountMinor: number;
      currency: Currency;
      paidAt: Date;
      method: string | null;
      externalId: string | null;
      relatedPaymentId: string | null;
    },
  ): Promise<boolean> {
    const rows = await db.query(
      `insert into invoice_payments (company_id, invoice_id, status, amount_minor, currency, paid_at, method, external_id, related_payment_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (company_id, external_id) do nothing
       returning id`,
      [companyId, invoiceId, p.status, p.amountMinor, p.currency, p.paidAt, p.method, p.externalId, p.relatedPaymentId],
    );
    return rows.length > 0;
  },

  /**
   * Paid amount and status from the payments, in SQL: received minus refunded; PAID when it covers
   * the gross, PARTIALLYPAID when something is paid, else OPEN. Answers the new status.
   */
  async settle(db: SqlClient, companyId: string, id: string): Promise<InvoiceStatus> {
    const [row] = await db.query<RowOf<typeof invoices, 'status'>>(
      `with paid as (
         select coalesce(sum(case status when 'SUCCEEDED' then amount_minor when 'REFUNDED' then -amount_minor else 0 end), 0)::bigint as amount
           from invoice_payments where company_id = $1 and invoice_id = $2)
       update invoices i set paid_minor = paid.amount,
         status = case when paid.amount >= i.total_gross_minor then 'PAID' when paid.amount > 0 then 'PARTIALLYPAID' else 'OPEN' end,
         updated_at = now()
       from paid where i.company_id = $1 and i.id = $2 and i.status in ('OPEN', 'PARTIALLYPAID', 'PAID')
       returning i.status`,
      [companyId, id],
    );
    return row!.status;
  },

  /** A license renewal of the scope with its license and current invoice; `lock` holds it. */
  async renewal(db: SqlClient, scope: TenantScope, id: string, options: { lock?: boolean } = {}): Promise<RenewalRow | null> {
    const params: unknown[] = [id];
    const inScope = scopeCondition(scope, params, 'r.company_id');
    const [row] = await db.query<RenewalRow>(
      `select r.id, r.company_id, r.license_id, r.status, r.period_start::text as period_start, r.period_end::text as period_end,
              r.price_minor, r.currency, r.invoice_id, i.status as invoice_status, i.number as invoice_number,
              l.type as license_type, l.license_key, ${personName('u')} as driver_name, k.hardware_id
         from license_renewals r
         join licenses l on l.id = r.license_id and l.company_id = r.company_id
         left join invoices i on i.id = r.invoice_id
         left join users u on u.id = l.user_id
         left join cables k on k.id = l.cable_id
        where r.id = $1 and ${inScope}${options.lock ? ' for update of r' : ''}`,
      params,
    );
    return row ?? null;
  },

  async attachRenewalInvoice(db: SqlClient, companyId: string, renewalId: string, invoiceId: string) {
    await db.query('update license_renewals set invoice_id = $3, updated_at = now() where company_id = $1 and id = $2', [
      companyId,
      renewalId,
      invoiceId,
    ]);
  },

  /** The one write on renewals this area makes when their invoice is paid: INVOICED -> PAID. */
  async markRenewalsPaid(db: SqlClient, companyId: string, invoiceId: string): Promise<number> {
    const rows = await db.query(
      `update license_renewals set status = 'PAID', updated_at = now()
        where company_id = $1 and invoice_id = $2 and status = 'INVOICED' returning id`,
      [companyId, invoiceId],
    );
    return rows.length;
  },
};

export interface BillingColumns {
  contactName: string | null;
  contactEmail: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  country: Country;
  vatNumber: string | null;
}

const billingValues = (b: BillingColumns) => [b.contactName, b.contactEmail, b.street, b.zip, b.city, b.country, b.vatNumber];

/** What a draft's editing sets: its dates, totals, tax and billing address. */
export interface DraftColumns {
  invoiceDate: string;
  deliveryFrom: string;
  deliveryTo: string;
  totals: { net: number; tax: number; gross: number };
  taxRateBp: number;
  vatCategory: VatCategory;
  billing: BillingColumns;
}

/** A draft's columns as query values, in the order invoice_date … vat_number of the insert and the update. */
const draftValues = (row: DraftColumns) => [
  row.invoiceDate,
  row.deliveryFrom,
  row.deliveryTo,
  row.totals.net,
  row.taxRateBp,
  row.vatCategory,
  row.totals.tax,
  row.totals.gross,
  ...billingValues(row.billing),
];
