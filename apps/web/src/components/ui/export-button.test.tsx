import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { configureApiClient } from '../../lib/api-client.ts';
import { ExportButton } from './export-button.tsx';
import { jsonResponse, renderWithProviders } from './test-utils.tsx';

let fetchSpy: MockInstance<typeof fetch>;
const saved: string[] = [];

beforeEach(() => {
  saved.length = 0;
  configureApiClient({ getAccessToken: async () => 't', onUnauthorized: () => undefined });
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

const query = { name: 'volt', sortField: 'name', sortDir: 'DESC' };

describe('ExportButton', () => {
  it('offers Excel and CSV, and ZIP only when enabled', async () => {
    renderWithProviders(<ExportButton path="/companies/search" query={query} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('radio', { name: 'Excel (XLSX)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /ZIP/ })).toBeNull();
  });

  it('downloads the chosen format with the current filters and says when it is done', async () => {
    fetchSpy.mockResolvedValueOnce(
      new Response('x', { headers: { 'content-disposition': 'attachment; filename="companies-2026-11-21.zip"' } }),
    );
    renderWithProviders(<ExportButton path="/companies/search" query={query} zip />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'ZIP (Excel and CSV)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Your file has been downloaded.')).toBeInTheDocument();
    expect(String(fetchSpy.mock.calls[0]![0])).toBe('/backend/companies/search?name=volt&sortField=name&sortDir=DESC&export=ZIP');
    expect(saved).toEqual(['companies-2026-11-21.zip']);
  });

  it('shows the failure with the reason the server gave', async () => {
    fetchSpy.mockResolvedValueOnce(jsonResponse({ title: 'Not Found', status: 404, code: 'NOT_FOUND', detail: 'The selected company was not found.' }, 404));
    renderWithProviders(<ExportButton path="/companies/search" query={query} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'CSV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('The data export failed.')).toBeInTheDocument();
    expect(screen.getByText('The selected company was not found.')).toBeInTheDocument();
    await waitFor(() => expect(String(fetchSpy.mock.calls[0]![0])).toContain('export=CSV'));
    expect(saved).toEqual([]);
  });
});
