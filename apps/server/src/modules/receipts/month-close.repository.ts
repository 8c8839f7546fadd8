import type { SqlClient } from '../../db/database.ts';
import type { ColumnOf, RowOf } from '../../db/rows.ts';
import type { companies, CompanyDatevColumns, receipts, users } from '../../db/schema/index.ts';
import { monthBounds } from './receipt-month.ts';

/*
 * The month close for payroll: every driver's reimbursable month of one company, with the receipt
 * in force, and what the company's DATEV file needs.
 */

/** One line of the month-close file: a driver's reimbursable month in one company. */
export type MonthCloseRow = RowOf<typeof users, 'first_name' | 'last_name' | 'employee_id' | 'cost_center'> & {
  user_id: ColumnOf<typeof users, 'id'>;
  session_count: number;
  energy_wh: number;
  session_expense_minor: number;
  base_fee_minor: ColumnOf<typeof receipts, 'base_fee_minor'>;
  receipt_id: ColumnOf<typeof receipts, 'id'> | null;
  receipt_number: ColumnOf<typeof receipts, 'number'> | null;
  receipt_status: ColumnOf<typeof receipts, 'status'> | null;
};

/** The company of a month-close file, with what its DATEV file needs. */
export type MonthCloseCompany = RowOf<
  typeof companies,
  | 'id'
  | 'name'
  | 'country'
  | CompanyDatevColumns
>;

export function monthCloseRepository(db: SqlClient) {
  return {
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
