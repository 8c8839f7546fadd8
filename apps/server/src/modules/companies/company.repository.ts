import type { SqlClient } from '../../db/database.ts';
import type { ColumnOf, DbRow, RowOf } from '../../db/rows.ts';
import type { companies, CompanyBillingColumns, CompanyDatevColumns, CompanyLayoutColumns } from '../../db/schema/index.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';

/** One company row with its parent's name, as the detail reads it. */
export type CompanyRow = RowOf<
  typeof companies,
  | 'id'
  | 'name'
  | 'email'
  | 'domain'
  | 'country'
  | 'language'
  | 'parent_id'
  | 'subscription_type'
  | 'features'
  | 'payment_plus_start_date'
  | 'policy'
  | 'address_street'
  | 'address_zip'
  | 'address_city'
  | 'tariff_verification_frequency'
  | 'mileage_query_frequency'
  | 'receipt_due_day'
  | 'require_car_plate'
  | 'require_company_name'
  | 'require_cost_center'
  | 'require_employee_id'
  | 'reimbursement_mode'
  | CompanyLayoutColumns
  | 'reporting_show_address'
  | 'reporting_show_car_plate'
  | 'reporting_show_company_name'
  | 'reporting_show_cost_center'
  | 'reporting_show_employee_id'
  | 'reporting_show_embedded_tariff'
  | 'export_default_format'
  | 'export_zip_enabled'
  | CompanyDatevColumns
  | CompanyBillingColumns
  | 'payment_account_id'
  | 'created_at'
  | 'updated_at'
> & { parent_name: ColumnOf<typeof companies, 'name'> | null };

/** The columns a change may write; values are always parameters, names only ever come from this list. */
export const WRITABLE_COLUMNS = [
  'name',
  'email',
  'domain',
  'country',
  'language',
  'parent_id',
  'subscription_type',
  'features',
  'payment_plus_start_date',
  'policy',
  'address_street',
  'address_zip',
  'address_city',
  'tariff_verification_frequency',
  'mileage_query_frequency',
  'receipt_due_day',
  'require_car_plate',
  'require_company_name',
  'require_cost_center',
  'require_employee_id',
  'reimbursement_mode',
  'layout_show_mandate_text',
  'layout_show_address',
  'layout_show_car_plate',
  'layout_show_company_name',
  'layout_show_cost_center',
  'layout_show_employee_id',
  'layout_show_embedded_tariff',
  'reporting_show_address',
  'reporting_show_car_plate',
  'reporting_show_company_name',
  'reporting_show_cost_center',
  'reporting_show_employee_id',
  'reporting_show_embedded_tariff',
  'export_default_format',
  'export_zip_enabled',
  'datev_consultant_number',
  'datev_client_number',
  'datev_chart_of_accounts',
  'datev_account_length',
  'datev_expense_account',
  'datev_payable_account',
  'billing_contact_name',
  'billing_contact_email',
  'billing_street',
  'billing_zip',
  'billing_city',
  'vat_number',
  'payment_account_id',
] as const satisfies readonly (keyof DbRow<typeof companies>)[];
export type WritableColumn = (typeof WRITABLE_COLUMNS)[number];
export type CompanyChanges = Partial<Record<WritableColumn, unknown>>;

const WRITABLE = new Set<string>(WRITABLE_COLUMNS);
// Arrays go in as text[], dates as date: both drivers then agree on the type.
const CASTS: Partial<Record<WritableColumn, string>> = { features: '::text[]', payment_plus_start_date: '::date' };

const DETAIL = `
  select c.id, c.name, c.email, c.domain, c.country, c.language, c.parent_id, p.name as parent_name,
         c.subscription_type, c.features, to_char(c.payment_plus_start_date, 'YYYY-MM-DD') as payment_plus_start_date,
         c.policy, c.address_street, c.address_zip, c.address_city,
         c.tariff_verification_frequency, c.mileage_query_frequency, c.receipt_due_day,
         c.require_car_plate, c.require_company_name, c.require_cost_center, c.require_employee_id, c.reimbursement_mode,
         c.layout_show_mandate_text, c.layout_show_address, c.layout_show_car_plate, c.layout_show_company_name,
         c.layout_show_cost_center, c.layout_show_employee_id, c.layout_show_embedded_tariff,
         c.reporting_show_address, c.reporting_show_car_plate, c.reporting_show_company_name,
         c.reporting_show_cost_center, c.reporting_show_employee_id, c.reporting_show_embedded_tariff,
         c.export_default_format, c.export_zip_enabled,
         c.datev_consultant_number, c.datev_client_number, c.datev_chart_of_accounts, c.datev_account_length,
         c.datev_expense_account, c.datev_payable_account,
         c.billing_contact_name, c.billing_contact_email, c.billing_street, c.billing_zip, c.billing_city, c.vat_number,
         c.payment_account_id, c.created_at, c.updated_at
    from companies c left join companies p on p.id = c.parent_id`;

const LICENSE_RUNNING = `('ACTIVE', 'EXPIRING_SOON')`;

/** Queries about one company. Takes a plain connection so that the service can run several in one transaction. */
export function companyRepository(db: SqlClient) {
  return {
    /** The company, or undefined. `lock` holds the row until the transaction ends. */
    async find(id: string, lock = false): Promise<CompanyRow | undefined> {
      const rows = await db.query<CompanyRow>(`${DETAIL} where c.id = $1${lock ? ' for update of c' : ''}`, [id]);
      return rows[0];
    },

    children(id: string) {
      return db.query<RowOf<typeof companies, 'id' | 'name'>>(
        'select id, name from companies where parent_id = $1 order by lower(name), id',
        [id],
      );
    },

    async exists(id: string): Promise<boolean> {
      return (await db.query('select 1 from companies where id = $1', [id])).length > 0;
    },

    /** Whether `id` is the fleet manager's own company or a child of it while it is PRO. */
    async isManagedBy(id: string, ownCompanyId: string): Promise<boolean> {
      const rows = await db.query(
        `select 1 from companies c
          where c.id = $1
            and (c.id = $2 or (c.parent_id = $2 and exists (
                  select 1 from companies own where own.id = $2 and own.subscription_type = 'PRO')))`,
        [id, ownCompanyId],
      );
      return rows.length > 0;
    },

    /** Whether `candidate` is `id` itself or below it in the company tree. */
    async isSelfOrDescendant(id: string, candidate: string): Promise<boolean> {
      const rows = await db.query(
        `with recursive tree(id) as (
           select id from companies where id = $1
           union
           select c.id from companies c join tree t on c.parent_id = t.id
         )
         select 1 from tree where id = $2`,
        [id, candidate],
      );
      return rows.length > 0;
    },

    async hasChildren(id: string): Promise<boolean> {
      return (await db.query('select 1 from companies where parent_id = $1 limit 1', [id])).length > 0;
    },

    /** Inserts a company and answers its id; columns left out take the table's defaults. */
    async insert(values: CompanyChanges): Promise<string> {
      const entries = checked(values);
      const columns = entries.map(([c]) => c).join(', ');
      const placeholders = entries.map(([c], i) => `$${i + 1}${CASTS[c] ?? ''}`).join(', ');
      const rows = await db.query<RowOf<typeof companies, 'id'>>(
        `insert into companies (${columns}) values (${placeholders}) returning id`,
        entries.map(([, v]) => v),
      );
      return rows[0]!.id;
    },

    /** Writes the given columns and the update time. */
    async update(id: string, values: CompanyChanges): Promise<void> {
      const entries = checked(values);
      if (!entries.length) return;
      const sets = entries.map(([c], i) => `${c} = $${i + 2}${CASTS[c] ?? ''}`).join(', ');
      await db.query(`update companies set ${sets}, updated_at = now() where id = $1`, [id, ...entries.map(([, v]) => v)]);
    },

    /**
     * Drivers, cables and running licenses (ACTIVE or EXPIRING_SOON) of the scope: one company, or
     * all of them. Each count runs on an index that leads with company_id. Drivers count as the home
     * table lists them: across all companies that includes a driver not yet in a company (decision 0038).
     */
    async summary(scope: TenantScope) {
      const one = scope.companyId !== null;
      const where = one ? 'company_id = $1' : 'company_id is not null';
      const drivers = one ? 'company_id = $1' : 'true';
      const params = one ? [scope.companyId] : [];
      const rows = await db.query<{ user_count: number; cable_count: number; subscription_count: number }>(
        `select (select count(*)::int from users where ${drivers} and role = 'USER') as user_count,
                (select count(*)::int from cables where ${where}) as cable_count,
                (select count(*)::int from licenses where ${where} and status in ${LICENSE_RUNNING}) as subscription_count`,
        params,
      );
      const row = rows[0]!;
      return {
        userCount: Number(row.user_count),
        cableCount: Number(row.cable_count),
        subscriptionCount: Number(row.subscription_count),
      };
    },
  };
}
export type CompanyRepository = ReturnType<typeof companyRepository>;

function checked(values: CompanyChanges): [WritableColumn, unknown][] {
  const entries = Object.entries(values).filter(([, v]) => v !== undefined) as [WritableColumn, unknown][];
  for (const [column] of entries) {
    if (!WRITABLE.has(column)) throw new Error(`not a writable company column: ${column}`);
  }
  return entries;
}
