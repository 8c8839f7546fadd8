import type { Currency } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import { Params } from '../../lib/sql.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { sourceCondition, splitPeriods, type PeriodTotals, type SessionFilter } from './charging-sessions.repository.ts';
import type { Span } from './session-period.ts';

/**
 * The summary's figures from charging_session_totals (per driver, month, currency, source, IGNORED
 * or not): a sum over a few rows per driver instead of every session of the months. The totals
 * know company, driver, month and source; a filter on anything else reads the sessions.
 */
export function coveredByTotals(filter: SessionFilter): boolean {
  return (
    !filter.search &&
    filter.reviewStatus === undefined &&
    filter.reviewType === undefined &&
    filter.reviewTag === undefined &&
    filter.errorCode === undefined &&
    filter.reimbursable === undefined
  );
}

const day = (d: Date) => d.toISOString().slice(0, 10);

function whereOf(scope: TenantScope, f: SessionFilter, p: Params): string[] {
  const where: string[] = [];
  if (scope.companyId) where.push(`t.company_id = ${p.add(scope.companyId)}`);
  if (f.companyId) where.push(`t.company_id = ${p.add(f.companyId)}`);
  if (f.driverId) where.push(`t.user_id = ${p.add(f.driverId)}`);
  if (f.period) where.push(`t.month >= ${p.add(day(f.period.from))}::date and t.month < ${p.add(day(f.period.to))}::date`);
  const source = sourceCondition(f.source, p, 't');
  if (source) where.push(source);
  return where;
}

export function sessionTotalsRepository(db: SqlClient) {
  return {
    /** As chargingSessionsRepository.summaryTotals, for a filter the totals cover. */
    async summaryTotals(scope: TenantScope, filter: SessionFilter, current: Span, previous: Span, currency: Currency | null) {
      const p = new Params();
      const where = whereOf(scope, { ...filter, period: { from: previous.from, to: current.to } }, p);
      where.push('not t.ignored', 't.sessions > 0');
      if (currency) where.push(`t.currency = ${p.add(currency)}`);
      const rows = await db.query<PeriodTotals & { is_current: boolean }>(
        `select t.month >= ${p.add(day(current.from))}::date as is_current,
                coalesce(sum(t.energy_wh), 0)::bigint as energy_wh,
                coalesce(sum(t.expense_minor), 0)::bigint as expense_minor,
                coalesce(sum(t.priced_wh), 0)::bigint as priced_wh,
                coalesce(sum(t.priced_expense_minor), 0)::bigint as priced_expense_minor,
                count(distinct t.user_id)::int as drivers
           from charging_session_totals t
          where ${where.join(' and ')}
          group by 1`,
        p.values,
      );
      return splitPeriods(rows);
    },

    /** As chargingSessionsRepository.currencies: the currencies of the matching sessions, the most used first. */
    async currencies(scope: TenantScope, filter: SessionFilter): Promise<Currency[]> {
      const p = new Params();
      const where = whereOf(scope, filter, p);
      const rows = await db.query<{ currency: Currency }>(
        `select t.currency from charging_session_totals t
          ${where.length ? `where ${where.join(' and ')}` : ''}
          group by t.currency having sum(t.sessions) > 0 order by sum(t.sessions) desc, t.currency`,
        p.values,
      );
      return rows.map((r) => r.currency);
    },
  };
}
