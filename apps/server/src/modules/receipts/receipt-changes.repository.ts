import type { Currency } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { ColumnOf, LeftJoined, RowOf } from '../../db/rows.ts';
import type { companies, receipts, users } from '../../db/schema/index.ts';
import { Params } from '../../lib/sql.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { monthBounds } from './receipt-month.ts';

/*
 * Changing receipts: the driver and number a new one takes, creating it, which sessions it holds,
 * and its states (submitted, superseded, sent, deleted). Inside one company that the service has
 * already resolved from the scope.
 */

/** A driver with what receipts need of the driver and the company. */
export type ReceiptDriverRow = RowOf<
  typeof users,
  'id' | 'first_name' | 'last_name' | 'email' | 'receipt_recipient_email' | 'car_plate' | 'cost_center' | 'employee_id' | 'company_id'
> &
  LeftJoined<RowOf<typeof companies, 'require_car_plate' | 'require_company_name' | 'require_cost_center' | 'require_employee_id'>> & {
    company_name: ColumnOf<typeof companies, 'name'> | null;
    company_country: ColumnOf<typeof companies, 'country'> | null;
  };

export function receiptChangesRepository(db: SqlClient) {
  return {
    /** A driver (role USER) of the scope with the company's required fields; locked when asked. */
    async findDriver(scope: TenantScope, id: string, options: { lock?: boolean } = {}): Promise<ReceiptDriverRow | undefined> {
      const p = new Params();
      const idParam = p.add(id);
      const scoped = scope.companyId ? `and u.company_id = ${p.add(scope.companyId)}` : '';
      const rows = await db.query<ReceiptDriverRow>(
        `select u.id, u.first_name, u.last_name, u.email, u.receipt_recipient_email, u.car_plate, u.cost_center,
                u.employee_id, u.company_id, c.name as company_name, c.country as company_country,
                c.require_car_plate, c.require_company_name, c.require_cost_center, c.require_employee_id
           from users u left join companies c on c.id = u.company_id
          where u.id = ${idParam} and u.role = 'USER' ${scoped}
          ${options.lock ? 'for update of u' : ''}`,
        p.values,
      );
      return rows[0];
    },

    /** The driver's next receipt number, counted up in the same transaction so it is never given twice. */
    async takeReceiptNumber(userId: string): Promise<number> {
      const rows = await db.query<{ number: ColumnOf<typeof users, 'next_receipt_number'> }>(
        `update users set next_receipt_number = next_receipt_number + 1, updated_at = now()
          where id = $1 returning next_receipt_number - 1 as number`,
        [userId],
      );
      return Number(rows[0]!.number);
    },

    /** The receipt in force (not superseded) of a driver's month in a company. */
    async currentOfMonth(companyId: string, userId: string, year: number, month: number) {
      const rows = await db.query<RowOf<typeof receipts, 'id' | 'number'>>(
        `select id, number from receipts
          where company_id = $1 and user_id = $2 and period_year = $3 and period_month = $4 and superseded_at is null`,
        [companyId, userId, year, month],
      );
      return rows[0];
    },

    async insert(receipt: {
      companyId: string;
      userId: string;
      number: number;
      year: number;
      month: number;
      currency: Currency;
      version?: number;
      correctsReceiptId?: string | null;
      now: Date;
    }): Promise<string> {
      const rows = await db.query<RowOf<typeof receipts, 'id'>>(
        `insert into receipts (company_id, user_id, number, period_year, period_month, status, version,
                               corrects_receipt_id, currency, created_at, updated_at)
         values ($1, $2, $3, $4, $5, 'DRAFT', $6, $7, $8, $9, $9) returning id`,
        [
          receipt.companyId,
          receipt.userId,
          receipt.number,
          receipt.year,
          receipt.month,
          receipt.version ?? 1,
          receipt.correctsReceiptId ?? null,
          receipt.currency,
          receipt.now,
        ],
      );
      return rows[0]!.id;
    },

    /**
     * Brings a draft's sessions up to date: sessions that are no longer reimbursable or no longer in
     * the month leave it; the driver's reimbursable sessions of the month in no receipt join it.
     */
    async refreshSessions(receipt: RowOf<typeof receipts, 'id' | 'company_id' | 'user_id' | 'period_year' | 'period_month'>) {
      const { from, to } = monthBounds(receipt.period_year, receipt.period_month);
      await db.query(
        `update charging_sessions set receipt_id = null, receipt_status = null, updated_at = now()
          where company_id = $1 and receipt_id = $2
            and (not reimbursable or user_id is distinct from $3 or start_date < $4 or start_date >= $5)`,
        [receipt.company_id, receipt.id, receipt.user_id, from, to],
      );
      await db.query(
        `update charging_sessions set receipt_id = $2, receipt_status = 'DRAFT', updated_at = now()
          where company_id = $1 and user_id = $3 and start_date >= $4 and start_date < $5
            and reimbursable and receipt_id is null`,
        [receipt.company_id, receipt.id, receipt.user_id, from, to],
      );
    },

    /** DRAFT -> SUBMITTED, for the receipt and its sessions. */
    async submit(companyId: string, receiptId: string, at: Date) {
      await db.query(
        `update receipts set status = 'SUBMITTED', submitted_at = $3, updated_at = $3 where company_id = $1 and id = $2`,
        [companyId, receiptId, at],
      );
      await db.query(
        `update charging_sessions set receipt_status = 'SUBMITTED', updated_at = $3 where company_id = $1 and receipt_id = $2`,
        [companyId, receiptId, at],
      );
    },

    /** Frees a draft's sessions and removes it; its number stays used. */
    async remove(companyId: string, receiptId: string) {
      await db.query(
        `update charging_sessions set receipt_id = null, receipt_status = null, updated_at = now() where company_id = $1 and receipt_id = $2`,
        [companyId, receiptId],
      );
      await db.query(`delete from receipts where company_id = $1 and id = $2`, [companyId, receiptId]);
    },

    async supersede(companyId: string, receiptId: string, at: Date) {
      await db.query(`update receipts set superseded_at = $3, updated_at = $3 where company_id = $1 and id = $2`, [
        companyId,
        receiptId,
        at,
      ]);
    },

    /** Moves a receipt's sessions to its correction, which is a draft: they may change again. */
    async moveSessions(companyId: string, fromReceiptId: string, toReceiptId: string) {
      await db.query(
        `update charging_sessions set receipt_id = $3, receipt_status = 'DRAFT', updated_at = now()
          where company_id = $1 and receipt_id = $2`,
        [companyId, fromReceiptId, toReceiptId],
      );
    },

    async markSent(companyId: string, receiptId: string, at: Date) {
      await db.query(`update receipts set sent = true, sent_at = $3, updated_at = $3 where company_id = $1 and id = $2`, [
        companyId,
        receiptId,
        at,
      ]);
    },

    /** Whether the receipt is in a reimbursement item that is not cancelled. */
    async inLiveReimbursement(companyId: string, receiptId: string): Promise<boolean> {
      const rows = await db.query(
        `select 1 from reimbursement_items where company_id = $1 and receipt_id = $2 and status <> 'CANCELLED'`,
        [companyId, receiptId],
      );
      return rows.length > 0;
    },
  };
}
