import type { SqlClient } from '../../db/database.ts';
import type { ColumnOf, RowOf } from '../../db/rows.ts';
import type { chargingSessions, companies } from '../../db/schema/index.ts';
import { monthBounds } from './receipt-month.ts';

/*
 * The due-day job (docs/decisions/0021): which companies are due, one run per company and period,
 * and the drivers whose month still needs a receipt.
 */


export function receiptDueDayRepository(db: SqlClient) {
  return {
    /** Companies whose due day (the month's last day where it is shorter) has come and whose period is not done. */
    async companiesDue(day: number, daysInMonth: number, year: number, month: number) {
      return db.query<RowOf<typeof companies, 'id' | 'country'>>(
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
      const rows = await db.query<{ user_id: NonNullable<ColumnOf<typeof chargingSessions, 'user_id'>> }>(
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
  };
}
