import type { ReactNode } from 'react';
import { Box, Center, Group, Loader, Pagination, Select, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SortDir } from '@fleetwatt/shared';
import { nextSort, type Sort } from '../../lib/use-list-params.ts';
import { errorMessage } from '../../lib/notify.ts';
import { ColumnPicker, useColumnChoice, type ColumnChoosable } from './column-choice.tsx';
import { useFormat } from '../../lib/use-format.ts';

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The column's header sorts the list by `sortField` (its key when not given). */
  sortable?: boolean;
  sortField?: string;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  /** Shown from this screen width on; below it the column is left out (its content stacked into another). */
  visibleFrom?: 'xs' | 'sm' | 'md' | 'lg';
  /** The user may hide the column ('shown') or show it ('hidden', not shown until picked). */
  choosable?: ColumnChoosable;
  /** The column's name in the column picker when its header is not plain text. */
  pickerLabel?: string;
}

export interface DataTablePaging {
  /** 0-based, as in the API. */
  pageNumber: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  /** The total is an estimate (a very long list counts exactly only up to a limit). */
  totalIsEstimate?: boolean;
  onPageChange: (pageNumber: number) => void;
  /** Offered page sizes; the selector shows when given with onPageSizeChange. */
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
}

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  loading?: boolean;
  /** A failed load: shown in place of the rows. */
  error?: unknown;
  emptyText?: ReactNode;
  sort?: Sort | null;
  onSortChange?: (sort: Sort<string>) => void;
  paging?: DataTablePaging;
  /** Accessible name of the table. */
  label?: string;
  /** Below this width the table scrolls inside its frame; 0 for a table whose phone columns fit a phone. */
  minWidth?: number;
  /**
   * Remembers the user's choice of columns under this name (with choosable columns): wide lists
   * show the columns a page needs most and let the user pick more, so they fit a 1440 px window.
   */
  columnsKey?: string;
}

/** "Page x of y" never says "of 0": an empty list still has its one page. */
export function pageOf(pageNumber: number, totalPages: number): { page: number; pages: number } {
  const pages = Math.max(1, Math.floor(totalPages) || 0);
  return { page: Math.min(Math.max(0, pageNumber), pages - 1) + 1, pages };
}

function ariaSort(dir: SortDir | null): 'ascending' | 'descending' | 'none' {
  return dir === 'ASC' ? 'ascending' : dir === 'DESC' ? 'descending' : 'none';
}

/** A list with sortable headers, loading and empty states and a paging footer (spec sections 2 and 4). */
export function DataTable<T>({
  columns: allColumns,
  columnsKey,
  rows,
  rowKey,
  loading = false,
  error,
  emptyText,
  sort,
  onSortChange,
  paging,
  label,
  minWidth = 600,
}: DataTableProps<T>) {
  const { t } = useTranslation('ui');
  const hasRows = !!rows && rows.length > 0;
  const choice = useColumnChoice(columnsKey, allColumns, { rows, minWidth });
  const columns = choice.visible;

  let body: ReactNode;
  if (error && !hasRows) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns.length}>
          <Text c="red" ta="center" py="md" role="alert">
            {errorMessage(error)}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else if (loading && !hasRows) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns.length}>
          <Center py="lg">
            <Loader role="status" size="sm" aria-label={t('table.loading')} />
          </Center>
        </Table.Td>
      </Table.Tr>
    );
  } else if (!hasRows) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns.length}>
          {/* In a table wider than a phone the message stays in view and wraps there. */}
          <Text c="dimmed" ta="center" py="md" style={{ position: 'sticky', left: 0, maxWidth: 'calc(100vw - 3rem)' }}>
            {emptyText ?? t('table.empty')}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = rows.map((row) => (
      <Table.Tr key={rowKey(row)}>
        {columns.map((c) => (
          <Table.Td key={c.key} ta={c.align} visibleFrom={c.visibleFrom}>
            {c.cell(row)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  return (
    <Box>
      {choice.choosable.length > 0 && (
        <Group justify="flex-end" mb="xs">
          <ColumnPicker choosable={choice.choosable} isShown={choice.isShown} setShown={choice.setShown} />
        </Group>
      )}
      <Box ref={choice.frameRef}>
        <Table.ScrollContainer minWidth={minWidth}>
          <Table ref={choice.tableRef} striped highlightOnHover verticalSpacing="xs" aria-label={label} aria-busy={loading}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => {
                  const field = c.sortField ?? c.key;
                  const dir = sort?.field === field ? sort.dir : null;
                  if (!c.sortable || !onSortChange) {
                    return (
                      <Table.Th key={c.key} ta={c.align} w={c.width} visibleFrom={c.visibleFrom}>
                        {c.header}
                      </Table.Th>
                    );
                  }
                  const Icon = dir === 'ASC' ? IconArrowUp : dir === 'DESC' ? IconArrowDown : IconArrowsSort;
                  return (
                    <Table.Th key={c.key} ta={c.align} w={c.width} visibleFrom={c.visibleFrom} aria-sort={ariaSort(dir)}>
                      <UnstyledButton
                        onClick={() => onSortChange(nextSort(sort, field))}
                        fw={600}
                        fz="sm"
                        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                      >
                        {c.header}
                        <Icon size={14} stroke={1.8} aria-hidden opacity={dir ? 1 : 0.4} />
                      </UnstyledButton>
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody style={loading && hasRows ? { opacity: 0.6 } : undefined}>{body}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      {paging && <PagingFooter paging={paging} />}
    </Box>
  );
}

function PagingFooter({ paging }: { paging: DataTablePaging }) {
  const { t } = useTranslation('ui');
  const format = useFormat();
  const { page, pages } = pageOf(paging.pageNumber, paging.totalPages);
  return (
    <Group justify="space-between" mt="sm" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="table-total">
        {t(paging.totalIsEstimate ? 'table.totalAbout' : 'table.total', { total: format.number(paging.totalCount) })}
      </Text>
      <Group gap="sm" wrap="wrap">
        {paging.pageSizeOptions && paging.onPageSizeChange && (
          <Select
            aria-label={t('table.pageSize')}
            size="xs"
            w={80}
            data={paging.pageSizeOptions.map(String)}
            value={String(paging.pageSize)}
            onChange={(v) => v && paging.onPageSizeChange?.(Number(v))}
            allowDeselect={false}
          />
        )}
        <Text size="sm" data-testid="table-page">
          {t('table.pageOf', { page, pages })}
        </Text>
        <Pagination
          size="sm"
          total={pages}
          value={page}
          onChange={(p) => paging.onPageChange(p - 1)}
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': t(`table.${control}`) })}
          getItemProps={(p) => ({ 'aria-label': t('table.goToPage', { page: p }) })}
        />
      </Group>
    </Group>
  );
}
