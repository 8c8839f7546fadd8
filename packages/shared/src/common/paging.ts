import { z } from 'zod';
import { SORT_DIRECTIONS } from './enums.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, YEAR_MAX, YEAR_MIN } from './list-limits.ts';

export * from './list-limits.ts';

/** The common paging and sort query (spec section 3, "Sort options"); pageNumber starts at 0. */
export const ZPageQuery = z.object({
  pageNumber: z.coerce.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sortDir: z.enum(SORT_DIRECTIONS).default('DESC'),
});
export type PageQuery = z.infer<typeof ZPageQuery>;

/** A list query: paging plus a sort field drawn from the list's own allowed fields. */
export function zListQuery<const F extends readonly [string, ...string[]]>(fields: F, defaultField: F[number]) {
  return ZPageQuery.extend({ sortField: z.enum(fields).default(defaultField as never) });
}

/** The month filter kept in the URL as y and m. */
export const ZYearMonth = z.object({
  year: z.coerce.number().int().min(YEAR_MIN).max(YEAR_MAX),
  month: z.coerce.number().int().min(1).max(12),
});
export type YearMonth = z.infer<typeof ZYearMonth>;

export function zPaged<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
    /** True when the total is the database's estimate: a list counts exactly up to a limit of its own. */
    totalIsEstimate: z.boolean().optional(),
  });
}
