/** A span of UTC time: from inclusive, to exclusive. */
export interface Span {
  from: Date;
  to: Date;
}

export interface Period extends Span {
  year: number;
  /** Null when the period is the whole year. */
  month: number | null;
  /** The period before, of the same length in calendar terms (the month or the year before). */
  previous: Span;
  /** "2026-11" or "2026", for file names. */
  label: string;
}

/**
 * The period of the y/m filter in UTC: the current month when both are absent, the whole year when
 * only the year is given (the month dropdown's empty option), else the calendar month.
 */
export function periodOf(query: { year?: number; month?: number }, now = new Date()): Period {
  if (query.year !== undefined && query.month === undefined) {
    const y = query.year;
    return {
      year: y,
      month: null,
      label: String(y),
      from: new Date(Date.UTC(y, 0, 1)),
      to: new Date(Date.UTC(y + 1, 0, 1)),
      previous: { from: new Date(Date.UTC(y - 1, 0, 1)), to: new Date(Date.UTC(y, 0, 1)) },
    };
  }
  const y = query.year ?? now.getUTCFullYear();
  const m = query.month ?? now.getUTCMonth() + 1;
  return {
    year: y,
    month: m,
    label: `${y}-${String(m).padStart(2, '0')}`,
    from: new Date(Date.UTC(y, m - 1, 1)),
    to: new Date(Date.UTC(y, m, 1)),
    previous: { from: new Date(Date.UTC(y, m - 2, 1)), to: new Date(Date.UTC(y, m - 1, 1)) },
  };
}

/** A year (and month) when given; null for "any time" (the review queue without a period). */
export function optionalPeriodOf(query: { year?: number; month?: number }): Period | null {
  return query.year === undefined ? null : periodOf(query);
}
