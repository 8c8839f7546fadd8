import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { YEAR_MAX, YEAR_MIN } from '@fleetwatt/shared';
import { PAGE_PARAM } from './use-list-params.ts';

/*
 * The month filter of the lists (spec section 2): year and month in the URL as y and m, the
 * current UTC month when absent. Years outside 2000 to 2036 and months outside 1 to 12 are
 * ignored. An empty m (the dropdown's empty option) means no month: the whole year.
 */

export const YEAR_PARAM = 'y';
export const MONTH_PARAM = 'm';

export interface MonthYear {
  year: number;
  /** null: the empty option, every month of the year. */
  month: number | null;
}

function wholeNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) ? raw : null;
  if (typeof raw !== 'string' || !/^\s*\d+\s*$/.test(raw)) return null;
  return Number(raw);
}

/** A year from 2000 to 2036, else null. */
export function parseYear(raw: unknown): number | null {
  const n = wholeNumber(raw);
  return n !== null && n >= YEAR_MIN && n <= YEAR_MAX ? n : null;
}

/** A month from 1 to 12, else null. */
export function parseMonth(raw: unknown): number | null {
  const n = wholeNumber(raw);
  return n !== null && n >= 1 && n <= 12 ? n : null;
}

export function currentMonthYear(now: Date = new Date()): { year: number; month: number } {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
}

export function readMonthYear(params: URLSearchParams, now: Date = new Date()): MonthYear {
  const current = currentMonthYear(now);
  const m = params.get(MONTH_PARAM);
  return {
    year: parseYear(params.get(YEAR_PARAM)) ?? current.year,
    month: m === null ? current.month : m === '' ? null : (parseMonth(m) ?? current.month),
  };
}

export interface MonthYearParams extends MonthYear {
  /** Takes a year from 2000 to 2036; anything else is ignored. */
  setYear(year: number | string): void;
  /** Takes a month from 1 to 12, or null/'' for the empty option; anything else is ignored. */
  setMonth(month: number | string | null): void;
  /** For the API: year, and month when one is chosen. */
  query: { year: number; month?: number };
}

export function useMonthYear(): MonthYearParams {
  const [params, setParams] = useSearchParams();
  const value = useMemo(() => readMonthYear(params), [params]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          change(next);
          // A different month is a different list: start again on its first page.
          next.delete(PAGE_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return useMemo(
    () => ({
      ...value,
      query: value.month === null ? { year: value.year } : { year: value.year, month: value.month },
      setYear(year: number | string) {
        const y = parseYear(year);
        if (y === null || y === value.year) return;
        update((next) => next.set(YEAR_PARAM, String(y)));
      },
      setMonth(month: number | string | null) {
        if (month === null || month === '') {
          if (value.month !== null) update((next) => next.set(MONTH_PARAM, ''));
          return;
        }
        const m = parseMonth(month);
        if (m === null || m === value.month) return;
        update((next) => next.set(MONTH_PARAM, String(m)));
      },
    }),
    [value, update],
  );
}
