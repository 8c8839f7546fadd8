import type { SqlClient } from '../../db/database.ts';
import { Params } from '../../lib/sql.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import type { ChargingSessionSortField } from '@fleetwatt/shared';
import { FAR_PAGE_OFFSET, type PageWindow } from '../../lib/far-end-page.ts';
import { companiesOf, searchMatch, sessionWhere, sourceCondition, type SessionFilter, type SummaryRow } from './charging-sessions.repository.ts';
import type { Span } from './session-period.ts';
import { monthSpan, spanCondition, startsAMonth, totalsGrain, type TotalsGrain } from './session-totals-grain.ts';
import { utcDay } from '@fleetwatt/shared';

/**
 * The summary's figures from charging_session_totals (per driver, month, currency, source, IGNORED
 * or not) or, for whole years, charging_session_years: a sum over a few rows per driver instead of
 * every session of the months. The totals know company, driver, month and source; a filter on
 * anything else reads the sessions.
 */
export function coveredByTotals(filter: SessionFilter): boolean {
  return !filter.search && countedByTotals(filter);
}

/** Whether the totals count a filter's sessions: with a search too (see count). */
export function countedByTotals(filter: SessionFilter): boolean {
  return (
    filter.reviewStatus === undefined &&
    filter.reviewType === undefined &&
    filter.reviewTag === undefined &&
    filter.errorCode === undefined &&
    filter.reimbursable === undefined
  );
}


/** The totals that serve a filter (per year for whole years, else per month) and their conditions on alias `t`. */
function totalsOf(scope: TenantScope, f: SessionFilter, p: Params): { grain: TotalsGrain; where: string[] } {
  const grain = f.period ? totalsGrain(f.period) : ALL_TIME;
  const where: string[] = [];
  if (scope.companyId) where.push(`t.company_id = ${p.add(scope.companyId)}`);
  if (f.companyId) where.push(`t.company_id = ${p.add(f.companyId)}`);
  if (f.driverId) where.push(`t.user_id = ${p.add(f.driverId)}`);
  if (f.period) where.push(spanCondition(grain, f.period, p));
  const source = sourceCondition(f.source, p, 't');
  if (source) where.push(source);
  return { grain, where };
}

/** Without a period every year counts: the yearly totals, which hold the same sums in fewer rows. */
const ALL_TIME: TotalsGrain = { table: 'charging_session_years', start: 'year' };

/**
 * The conditions on charging_session_company_months (alias `m`) for a filter they can count: no
 * search and no driver, a period of whole UTC months or none; null for any other filter.
 */
function companyMonthsWhere(scope: TenantScope, filter: SessionFilter, p: Params): string[] | null {
  const { period } = filter;
  if (filter.search || filter.driverId || !countedByTotals(filter)) return null;
  if (period && (!startsAMonth(period.from) || !startsAMonth(period.to))) return null;
  const where = period ? [`m.month >= ${p.add(utcDay(period.from))}::date`, `m.month < ${p.add(utcDay(period.to))}::date`] : [];
  for (const id of companiesOf(scope, filter)) where.push(`m.company_id = ${p.add(id)}`);
  const source = sourceCondition(filter.source, p, 'm');
  if (source) where.push(source);
  return where;
}

export function sessionTotalsRepository(db: SqlClient) {
  return {
    /**
     * A deep window of the list sorted by start, narrowed to the month where it begins (decision
     * 0066): the months before it (in the list's order) are left out of the period and their
     * sessions, counted per company and month, out of the offset, so the statement skips only
     * sessions of the window's own month. A window wholly inside its month past the month's middle
     * is read from the month's other end (`reversed`: the rows come in the opposite order). Any
     * other window comes back as it is: a shallow one, a sort by anything else, a filter the counts
     * do not know (a search, a driver, a review field) or a period not of whole months.
     */
    async startMonth(
      scope: TenantScope,
      filter: SessionFilter,
      field: ChargingSessionSortField,
      window: PageWindow,
    ): Promise<{ filter: SessionFilter; window: PageWindow; reversed: boolean }> {
      const unchanged = { filter, window, reversed: false };
      const { period } = filter;
      if (field !== 'startDate' || window.offset < FAR_PAGE_OFFSET || !period) return unchanged;
      const p = new Params();
      const where = companyMonthsWhere(scope, filter, p);
      if (!where) return unchanged;
      const dir = window.dir === 'ASC' ? 'asc' : 'desc';
      const months = await db.query<{ month: string; sessions: number | string }>(
        `select m.month::text as month, sum(m.sessions)::bigint as sessions from charging_session_company_months m
          where ${where.join(' and ')} group by m.month order by m.month ${dir}`,
        p.values,
      );
      let before = 0;
      for (const row of months) {
        const sessions = Number(row.sessions);
        if (before + sessions <= window.offset) {
          before += sessions;
          continue;
        }
        const month = monthSpan(row.month);
        const offset = window.offset - before;
        const after = sessions - offset - window.size;
        if (after >= 0 && after < offset) {
          const reversedDir = window.dir === 'ASC' ? 'DESC' : 'ASC';
          return { filter: { ...filter, period: month }, window: { dir: reversedDir, offset: after, size: window.size }, reversed: true };
        }
        const narrowed = window.dir === 'ASC' ? { from: month.from, to: period.to } : { from: period.from, to: month.to };
        return { filter: { ...filter, period: narrowed }, window: { ...window, offset }, reversed: false };
      }
      return unchanged;
    },

    /** How many sessions match a filter the totals cover: a sum over a few rows per driver and month. */
    async count(scope: TenantScope, filter: SessionFilter): Promise<number> {
      // Without a search or a driver, the sessions per company and month count it (a few rows per
      // company instead of one per driver).
      const byCompany = new Params();
      const months = companyMonthsWhere(scope, filter, byCompany);
      if (months) {
        const [row] = await db.query<{ n: number | string }>(
          `select coalesce(sum(m.sessions), 0)::bigint as n from charging_session_company_months m ${months.length ? `where ${months.join(' and ')}` : ''}`,
          byCompany.values,
        );
        return Number(row?.n ?? 0);
      }
      const p = new Params();
      const { grain, where } = totalsOf(scope, filter, p);
      const { table } = grain;
      if (!filter.search) {
        const [row] = await db.query<{ n: number | string }>(
          `select coalesce(sum(t.sessions), 0)::bigint as n from ${table} t ${where.length ? `where ${where.join(' and ')}` : ''}`,
          p.values,
        );
        return Number(row?.n ?? 0);
      }
      // A search: the sessions of the matching drivers and companies from their totals, and the
      // sessions that match only by their own texts (cable, operator, reference) one by one.
      const match = searchMatch(filter.search, p, companiesOf(scope, filter));
      const sessions = sessionWhere(scope, { ...filter, search: undefined }, p).sql;
      const [row] = await db.query<{ n: number | string }>(
        `with drivers as (select unnest(${match.drivers}) as id), companies as (select unnest(${match.companies}) as id)
         select (select coalesce(sum(t.sessions), 0) from ${table} t
                  where ${[...where, '(t.user_id in (select id from drivers) or t.company_id in (select id from companies))'].join(' and ')})
              + (select count(*) from charging_sessions s
                  ${sessions ? `${sessions} and` : 'where'} ${match.text('s')}
                    and not (coalesce(s.user_id in (select id from drivers), false) or s.company_id in (select id from companies)))
              as n`,
        p.values,
      );
      return Number(row?.n ?? 0);
    },

    /** As chargingSessionsRepository.summaryRows, for a filter the totals cover. */
    summaryRows(scope: TenantScope, filter: SessionFilter, current: Span, previous: Span): Promise<SummaryRow[]> {
      const p = new Params();
      const { grain, where } = totalsOf(scope, { ...filter, period: { from: previous.from, to: current.to } }, p);
      // Rows that a change brought back to zero stay in the table; they count for nothing.
      const counted = 'not t.ignored and t.sessions > 0';
      // One pass per currency and period; the drivers as a distinct count of the counted rows' drivers.
      // A first pass per driver (a hash of some 20,000 groups for a year across companies, wider than
      // work_mem) took twice as long: 55 against 21-27 ms on the large dataset.
      return db.query<SummaryRow>(
        `select t.currency, t.${grain.start} >= ${p.add(utcDay(current.from))}::date as is_current, sum(t.sessions) as sessions,
                coalesce(sum(t.energy_wh) filter (where ${counted}), 0)::bigint as energy_wh,
                coalesce(sum(t.expense_minor) filter (where ${counted}), 0)::bigint as expense_minor,
                coalesce(sum(t.priced_wh) filter (where ${counted}), 0)::bigint as priced_wh,
                coalesce(sum(t.priced_expense_minor) filter (where ${counted}), 0)::bigint as priced_expense_minor,
                (count(distinct t.user_id) filter (where ${counted}))::int as drivers
           from ${grain.table} t
          ${where.length ? `where ${where.join(' and ')}` : ''}
          group by 1, 2`,
        p.values,
      );
    },
  };
}
