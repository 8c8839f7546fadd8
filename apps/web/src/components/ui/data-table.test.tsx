import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ColumnChoiceOwner } from './column-choice.tsx';
import { DataTable, pageOf, type DataTableColumn } from './data-table.tsx';
import { renderWithProviders, setLanguage } from './test-utils.tsx';

type Row = { id: string; name: string; n: number };
const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name', sortable: true, cell: (r) => r.name },
  { key: 'n', header: 'Count', sortable: true, sortField: 'count', align: 'right', cell: (r) => r.n },
  { key: 'plain', header: 'Plain', cell: () => 'x' },
];
const rows: Row[] = [
  { id: '1', name: 'Alpha', n: 1 },
  { id: '2', name: 'Beta', n: 2 },
];

describe('pageOf', () => {
  it('is 1-based for people and never says "of 0"', () => {
    expect(pageOf(0, 0)).toEqual({ page: 1, pages: 1 });
    expect(pageOf(0, 3)).toEqual({ page: 1, pages: 3 });
    expect(pageOf(2, 3)).toEqual({ page: 3, pages: 3 });
    expect(pageOf(9, 3)).toEqual({ page: 3, pages: 3 });
  });
});

function renderTable(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  const onSortChange = vi.fn();
  const onPageChange = vi.fn();
  renderWithProviders(
    <DataTable<Row>
      label="Things"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      sort={{ field: 'name', dir: 'ASC' }}
      onSortChange={onSortChange}
      paging={{ pageNumber: 0, pageSize: 2, totalCount: 5, totalPages: 3, onPageChange }}
      {...props}
    />,
  );
  return { onSortChange, onPageChange };
}

describe('DataTable', () => {
  it('shows the rows, the total and "Page x of y"', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Things' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Alpha')).toBeInTheDocument();
    expect(screen.getByText('Total: 5')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('says "about" when the total is an estimate, in both languages', async () => {
    renderTable({ paging: { pageNumber: 0, pageSize: 2, totalCount: 12_000_000, totalPages: 6_000_000, totalIsEstimate: true, onPageChange: vi.fn() } });
    expect(screen.getByTestId('table-total')).toHaveTextContent(/^Total: about 12,000,000$/);
    await setLanguage('de');
    expect(await screen.findByText('Gesamt: etwa 12.000.000')).toBeInTheDocument();
    await setLanguage('en');
  });

  it('sorts by the toggle rule: the ascending column goes descending, another column ascending', async () => {
    const { onSortChange } = renderTable();
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'name', dir: 'DESC' });
    await userEvent.click(screen.getByRole('button', { name: /Count/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'count', dir: 'ASC' });
    expect(screen.queryByRole('button', { name: /Plain/ })).toBeNull();
  });

  it('a descending column sorts ascending again', async () => {
    const { onSortChange } = renderTable({ sort: { field: 'count', dir: 'DESC' } });
    await userEvent.click(screen.getByRole('button', { name: /Count/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'count', dir: 'ASC' });
  });

  it('pages with previous, next and page numbers, 0-based towards the API', async () => {
    const { onPageChange } = renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('an empty list says so and still shows "Page 1 of 1"', () => {
    renderTable({ rows: [], paging: { pageNumber: 0, pageSize: 50, totalCount: 0, totalPages: 0, onPageChange: vi.fn() } });
    expect(screen.getByText('No entries found.')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
  });

  it('shows a loader while the first page loads', () => {
    renderTable({ rows: undefined, loading: true });
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
  });

  it('shows the choosable columns as picked, remembered per user and table in this browser', async () => {
    window.localStorage.clear();
    const choosable: DataTableColumn<Row>[] = [
      columns[0]!,
      { ...columns[1]!, choosable: 'shown' },
      { ...columns[2]!, choosable: 'hidden' },
    ];
    const table = (
      <ColumnChoiceOwner userId="user-1">
        <DataTable<Row> label="Things" columns={choosable} rows={rows} rowKey={(r) => r.id} columnsKey="things" />
      </ColumnChoiceOwner>
    );
    const first = renderWithProviders(table);
    const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers()).toEqual(['Name', 'Count']);
    await userEvent.click(screen.getByRole('button', { name: 'Columns (1 hidden)' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Plain' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Count' }));
    expect(headers()).toEqual(['Name', 'Plain']);
    first.unmount();
    // The next visit shows the same choice.
    renderWithProviders(table);
    expect(headers()).toEqual(['Name', 'Plain']);
    expect(screen.getByRole('button', { name: 'Columns (1 hidden)' })).toBeInTheDocument();
  });

  it('a table without choosable columns has no column picker', () => {
    renderTable();
    expect(screen.queryByRole('button', { name: /^Columns/ })).toBeNull();
  });
});
