import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { CompanyListItem, CompanyPage } from '@fleetwatt/shared';
import { jsonResponse, renderWithProviders } from '../../../components/ui/test-utils.tsx';
import CompanyListPage from './company-list-page.tsx';

const holding: CompanyListItem = {
  id: '10000000-0000-4000-8000-000000000001',
  name: 'Voltwerk Holding GmbH',
  country: 'GERMANY',
  subscriptionType: 'PRO',
  parentId: null,
  parentName: null,
  createdAt: '2026-11-21T08:00:00.000Z',
};
const vienna: CompanyListItem = {
  id: '10000000-0000-4000-8000-000000000003',
  name: 'Voltwerk Wien GmbH',
  country: 'AUSTRIA',
  subscriptionType: 'LIGHT',
  parentId: holding.id,
  parentName: holding.name,
  createdAt: '2025-01-02T10:00:00.000Z',
};

let fetchSpy: MockInstance<typeof fetch>;
let answer: (url: URL) => CompanyPage;

beforeEach(() => {
  answer = () => ({ results: [holding, vienna], totalCount: 2, totalPages: 1 });
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/backend/companies/search') return jsonResponse({ title: 'Not Found', status: 404, code: 'NOT_FOUND' }, 404);
    return jsonResponse(answer(url));
  });
});
afterEach(() => vi.restoreAllMocks());

/** The query of every list request so far. */
function requests(): URLSearchParams[] {
  return fetchSpy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').searchParams);
}
const lastRequest = () => requests().at(-1)!;

function renderPage(route = '/dashboard/company') {
  return renderWithProviders(<CompanyListPage />, { route, path: '/dashboard/company' });
}

describe('company list page', () => {
  it('shows the companies with country, subscription, parent company and creation date', async () => {
    renderPage();
    const table = screen.getByRole('table', { name: 'Companies' });
    const row = (await within(table).findByText('Voltwerk Wien GmbH')).closest('tr')!;
    expect(within(row).getByText('Austria')).toBeInTheDocument();
    expect(within(row).getByText('Light')).toBeInTheDocument();
    expect(within(row).getByText('01/02/25')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Voltwerk Wien GmbH' })).toHaveAttribute('href', `/dashboard/company/${vienna.id}`);
    expect(within(row).getByRole('link', { name: 'Voltwerk Holding GmbH' })).toHaveAttribute('href', `/dashboard/company/${holding.id}`);
    expect(screen.getByText('Total: 2')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(Object.fromEntries(lastRequest())).toEqual({ pageNumber: '0', pageSize: '50', sortField: 'name', sortDir: 'ASC' });
  });

  it('clicking a header asks the server for that sort, and again for the other direction', async () => {
    const { search } = renderPage();
    await screen.findByText('Voltwerk Wien GmbH');
    await userEvent.click(screen.getByRole('button', { name: /Country/ }));
    await waitFor(() => expect(lastRequest().get('sortField')).toBe('country'));
    expect(lastRequest().get('sortDir')).toBe('ASC');
    await userEvent.click(screen.getByRole('button', { name: /Country/ }));
    await waitFor(() => expect(lastRequest().get('sortDir')).toBe('DESC'));
    expect(search().get('sort')).toBe('country');
    expect(search().get('dir')).toBe('DESC');
  });

  it('the name column sorted ascending by default turns descending on the first click', async () => {
    renderPage();
    await screen.findByText('Voltwerk Wien GmbH');
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(lastRequest().get('sortDir')).toBe('DESC'));
    expect(lastRequest().get('sortField')).toBe('name');
  });

  it('typing a search goes back to page 0 once typing pauses', async () => {
    answer = (url) => ({
      results: url.searchParams.get('name') ? [vienna] : [holding],
      totalCount: 120,
      totalPages: 3,
    });
    const { search } = renderPage('/dashboard/company?page=2');
    await screen.findByText('Voltwerk Holding GmbH');
    expect(lastRequest().get('pageNumber')).toBe('2');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();

    await userEvent.type(screen.getByPlaceholderText('Search by company name'), 'wien');
    // Nothing is asked while typing.
    expect(requests().some((q) => q.has('name'))).toBe(false);
    await waitFor(() => expect(lastRequest().get('name')).toBe('wien'), { timeout: 2000 });
    expect(lastRequest().get('pageNumber')).toBe('0');
    expect(requests().filter((q) => q.has('name'))).toHaveLength(1);
    expect(search().get('name')).toBe('wien');
    expect(search().has('page')).toBe(false);
    expect(await screen.findByText('Voltwerk Wien GmbH')).toBeInTheDocument();
  });

  it('an empty result says so and shows "Page 1 of 1"', async () => {
    answer = () => ({ results: [], totalCount: 0, totalPages: 0 });
    renderPage('/dashboard/company?name=nothing');
    expect(await screen.findByText('No companies found.')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by company name')).toHaveValue('nothing');
  });

  it('shows the failure when the list cannot load', async () => {
    fetchSpy.mockImplementation(async () =>
      jsonResponse({ title: 'Forbidden', status: 403, code: 'FORBIDDEN', detail: 'You do not have permission to do this.' }, 403),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do this.');
  });
});
