import type { Paged } from '@fleetwatt/shared';
import type { ListParams, Sort } from '../../lib/use-list-params.ts';
import { DataTable, type DataTableProps } from './data-table.tsx';

/** What a list page's query hook gives: the page of rows, whether it loads, and a failure. */
export interface PagedQueryState<T> {
  data?: Paged<T>;
  isFetching: boolean;
  error: unknown;
}

type ListTableState<S extends string> = Pick<
  ListParams<S, never>,
  'sort' | 'setSort' | 'pageNumber' | 'pageSize' | 'setPage' | 'setPageSize'
>;

export interface ListTableProps<T, S extends string>
  extends Pick<DataTableProps<T>, 'columns' | 'rowKey' | 'label' | 'emptyText' | 'columnsKey'> {
  /** Page, page size and sort as the URL keeps them (useListParams). */
  list: ListTableState<S>;
  query: PagedQueryState<T>;
  /** Page sizes the user may pick; without them the page size is fixed. */
  pageSizeOptions?: number[];
}

/** The data table of a list page: its sort and paging bound to the URL, its rows to the page query. */
export function ListTable<T, S extends string>({ list, query, pageSizeOptions, ...table }: ListTableProps<T, S>) {
  const data = query.data;
  return (
    <DataTable
      {...table}
      rows={data?.results}
      loading={query.isFetching}
      error={query.error}
      sort={list.sort}
      onSortChange={(sort) => list.setSort(sort as Sort<S>)}
      paging={{
        pageNumber: list.pageNumber,
        pageSize: list.pageSize,
        totalCount: data?.totalCount ?? 0,
        totalPages: data?.totalPages ?? 0,
        totalIsEstimate: data?.totalIsEstimate,
        onPageChange: list.setPage,
        ...(pageSizeOptions ? { pageSizeOptions, onPageSizeChange: list.setPageSize } : {}),
      }}
    />
  );
}
