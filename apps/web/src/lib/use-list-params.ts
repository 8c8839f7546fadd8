import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type SortDir } from '@fleetwatt/shared';

/*
 * A list's page, page size, sort and filters live in the URL query, so a reload, a shared link
 * or the back button shows the same list. Page numbers are 0-based, as in the API.
 */

export const PAGE_PARAM = 'page';
export const PAGE_SIZE_PARAM = 'size';
export const SORT_FIELD_PARAM = 'sort';
export const SORT_DIR_PARAM = 'dir';

export interface Sort<F extends string = string> {
  field: F;
  dir: SortDir;
}

/** Spec section 4: a click sorts ascending, unless the column is already ascending; then descending. */
export function nextSort<F extends string>(current: Sort<F> | null | undefined, field: F): Sort<F> {
  return current?.field === field && current.dir === 'ASC' ? { field, dir: 'DESC' } : { field, dir: 'ASC' };
}

export interface ListParamsOptions<S extends string, F extends string> {
  sortFields: readonly S[];
  defaultSort: Sort<NoInfer<S>>;
  defaultPageSize?: number;
  filters?: readonly F[];
}

export interface ListState<S extends string, F extends string> {
  pageNumber: number;
  pageSize: number;
  sortField: S;
  sortDir: SortDir;
  filters: Record<F, string>;
}

const MAX_PAGE = 1_000_000;

function intIn(raw: string | null, min: number, max: number): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= max ? n : null;
}

/** Reads the list state from a query string; anything malformed falls back to the default. */
export function parseListParams<S extends string, F extends string>(
  params: URLSearchParams,
  options: ListParamsOptions<S, F>,
): ListState<S, F> {
  const field = params.get(SORT_FIELD_PARAM);
  const dir = params.get(SORT_DIR_PARAM);
  const filters = {} as Record<F, string>;
  for (const name of options.filters ?? []) filters[name] = params.get(name) ?? '';
  return {
    pageNumber: intIn(params.get(PAGE_PARAM), 0, MAX_PAGE) ?? 0,
    pageSize: intIn(params.get(PAGE_SIZE_PARAM), 1, MAX_PAGE_SIZE) ?? options.defaultPageSize ?? DEFAULT_PAGE_SIZE,
    sortField: field && (options.sortFields as readonly string[]).includes(field) ? (field as S) : options.defaultSort.field,
    sortDir: dir === 'ASC' || dir === 'DESC' ? dir : options.defaultSort.dir,
    filters,
  };
}

export interface ListParams<S extends string, F extends string> extends ListState<S, F> {
  sort: Sort<S>;
  /** What the API takes: paging, sort and the filters that are set. */
  query: { pageNumber: number; pageSize: number; sortField: S; sortDir: SortDir } & Partial<Record<F, string>>;
  /** The filters and sort without paging, e.g. for an export of the same list. */
  filterQuery: { sortField: S; sortDir: SortDir } & Partial<Record<F, string>>;
  setPage(pageNumber: number): void;
  setPageSize(pageSize: number): void;
  /** Applies the toggle rule to a column. */
  toggleSort(field: S): void;
  setSort(sort: Sort<S>): void;
  /** Changing a filter starts again on page 0. */
  setFilter(name: F, value: string | null | undefined): void;
  setFilters(values: Partial<Record<F, string | null | undefined>>): void;
}

export function useListParams<S extends string, F extends string = never>(options: ListParamsOptions<S, F>): ListParams<S, F> {
  const [params, setParams] = useSearchParams();
  const { sortFields, defaultSort, defaultPageSize, filters: filterNames } = options;
  const state = useMemo(
    () => parseListParams(params, { sortFields, defaultSort, defaultPageSize, filters: filterNames }),
    // The options are usually literals; their contents decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [params, sortFields.join(), defaultSort.field, defaultSort.dir, defaultPageSize, filterNames?.join()],
  );

  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace = false) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          change(next);
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  return useMemo(() => {
    const setFilters = (values: Partial<Record<F, string | null | undefined>>) =>
      update((next) => {
        for (const [name, value] of Object.entries(values) as [string, string | null | undefined][]) {
          if (value === null || value === undefined || value === '') next.delete(name);
          else next.set(name, value);
        }
        next.delete(PAGE_PARAM);
      }, true);
    const setSort = (sort: Sort<S>) =>
      update((next) => {
        next.set(SORT_FIELD_PARAM, sort.field);
        next.set(SORT_DIR_PARAM, sort.dir);
        next.delete(PAGE_PARAM);
      });
    const active = {} as Partial<Record<F, string>>;
    for (const [name, value] of Object.entries(state.filters) as [F, string][]) if (value) active[name] = value;
    return {
      ...state,
      sort: { field: state.sortField, dir: state.sortDir },
      query: { pageNumber: state.pageNumber, pageSize: state.pageSize, sortField: state.sortField, sortDir: state.sortDir, ...active },
      filterQuery: { sortField: state.sortField, sortDir: state.sortDir, ...active },
      setPage: (pageNumber: number) =>
        update((next) => {
          if (pageNumber > 0) next.set(PAGE_PARAM, String(Math.floor(pageNumber)));
          else next.delete(PAGE_PARAM);
        }),
      setPageSize: (pageSize: number) =>
        update((next) => {
          next.set(PAGE_SIZE_PARAM, String(pageSize));
          next.delete(PAGE_PARAM);
        }),
      toggleSort: (field: S) => setSort(nextSort({ field: state.sortField, dir: state.sortDir }, field)),
      setSort,
      setFilter: (name: F, value: string | null | undefined) => setFilters({ [name]: value } as Partial<Record<F, string>>),
      setFilters,
    };
  }, [state, update]);
}
