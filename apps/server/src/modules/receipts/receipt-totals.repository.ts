import { receiptTotals } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { ColumnOf } from '../../db/rows.ts';
import type { chargingSessions, tariffs } from '../../db/schema/index.ts';
import { personName } from '../../lib/sql.ts';

/*
 * A receipt's stored totals: the sums of its sessions and the base fee share, as receiptTotals
 * decides them (docs/decisions/0053).
 */

/**
 * The session of a receipt that decides its base fee share (receiptTotals): the latest one priced
 * with the base fee, else the latest one whose tariff carries a base fee; with that fee and basis.
 */
export const baseFeeSession = (company: string, receipt: string) => `select t.base_fee_monthly_minor, cs.price_basis from charging_sessions cs
    join tariffs t on t.company_id = cs.company_id and t.id = cs.tariff_id
   where cs.company_id = ${company} and cs.receipt_id = ${receipt} and t.base_fee_monthly_minor > 0
   order by (cs.price_basis = 'TARIFF_WITH_BASE_FEE') desc, cs.start_date desc limit 1`;

export function receiptTotalsRepository(db: SqlClient) {
  return {
    /**
     * Totals from the sessions (sums in SQL) and the base fee share (receiptTotals decides), and the
     * driver's payment account as it is now.
     */
    async refreshTotals(companyId: string, receiptId: string): Promise<{ session_count: number }> {
      const [sums] = await db.query<{
        n: number;
        wh: number;
        ex: number;
        fee: ColumnOf<typeof tariffs, 'base_fee_monthly_minor'> | null;
        basis: ColumnOf<typeof chargingSessions, 'price_basis'> | null;
      }>(
        `select s.n, s.wh, s.ex, fee.base_fee_monthly_minor as fee, fee.price_basis as basis
           from (select count(*)::int as n, coalesce(sum(watt_hours), 0)::bigint as wh, coalesce(sum(expense_minor), 0)::bigint as ex
                   from charging_sessions where company_id = $1 and receipt_id = $2) s
           left join lateral (${baseFeeSession('$1', '$2')}) fee on true`,
        [companyId, receiptId],
      );
      const totals = receiptTotals(
        { count: Number(sums!.n), energyWh: Number(sums!.wh), expenseMinor: Number(sums!.ex) },
        { monthlyMinor: sums!.fee === null ? null : Number(sums!.fee), priceBasis: sums!.basis },
      );
      await db.query(
        `update receipts r
            set session_count = $3, energy_wh = $4, base_fee_minor = $5, expense_minor = $6,
                payment_iban = u.iban, payment_account_holder = coalesce(u.account_holder, nullif(${personName('u')}, '')),
                updated_at = now()
           from users u
          where r.company_id = $1 and r.id = $2 and u.id = r.user_id`,
        [companyId, receiptId, totals.sessionCount, totals.energyWh, totals.baseFeeMinor, totals.totalMinor],
      );
      return { session_count: totals.sessionCount };
    },
  };
}
