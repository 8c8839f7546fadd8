import { utcDay } from '@fleetwatt/shared';
import type { Params } from '../../lib/sql.ts';
import type { Span } from './session-period.ts';

/**
 * Which derived totals sum a span of whole UTC months (decision 0060): the yearly ones
 * (charging_session_years, one row per driver, currency, source and IGNORED-or-not) when the span
 * is whole UTC years, else the monthly ones (charging_session_totals, twelve rows a year).
 */
export interface TotalsGrain {
  table: 'charging_session_years' | 'charging_session_totals';
  /** The date column that starts each row's period. */
  start: 'year' | 'month';
}

const startsAYear = (at: Date) => at.getTime() === Date.UTC(at.getUTCFullYear(), 0, 1);
export const startsAMonth = (at: Date) => at.getTime() === Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1);

/** A UTC month from its first day ('YYYY-MM-DD' or the instant): that instant and the first of the month after. */
export function monthSpan(first: string | Date): Span {
  const from = typeof first === 'string' ? new Date(`${first}T00:00:00Z`) : first;
  return { from, to: new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1)) };
}

export function totalsGrain(span: Span): TotalsGrain {
  return startsAYear(span.from) && startsAYear(span.to)
    ? { table: 'charging_session_years', start: 'year' }
    : { table: 'charging_session_totals', start: 'month' };
}

/** The grain's rows (alias `t`) whose period lies in the span. */
export function spanCondition(grain: TotalsGrain, span: Span, p: Params): string {
  return `t.${grain.start} >= ${p.add(utcDay(span.from))}::date and t.${grain.start} < ${p.add(utcDay(span.to))}::date`;
}
