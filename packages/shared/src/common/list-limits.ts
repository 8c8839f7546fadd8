// Zod-free, so the web app's first load can use them without the schemas (see paging.ts).

export const YEAR_MIN = 2000;
export const YEAR_MAX = 2036;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

export type Paged<T> = { results: T[]; totalCount: number; totalPages: number; totalIsEstimate?: boolean };

export function totalPages(totalCount: number, pageSize: number): number {
  return Math.ceil(totalCount / pageSize);
}
