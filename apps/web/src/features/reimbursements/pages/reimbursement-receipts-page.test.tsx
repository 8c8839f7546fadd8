import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setLanguage } from '../../../components/ui/test-utils.tsx';
import { IDS, jsonResponse, page, receiptRow, stubBackend } from '../testing/reimbursement-fixtures.ts';
import ReimbursementReceiptsPage from './reimbursement-receipts-page.tsx';

const SEARCH = 'GET /backend/reimbursements/receipts';

afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en');
});

const open = { ...receiptRow, receiptId: IDS.receiptBruno, receiptNumber: 9, userName: 'Bruno Berger', userId: IDS.bruno, reimbursementId: null, reimbursementNumber: null, itemStatus: null };

function renderPage(route = '/dashboard/receipt-reimbursements/receipts?y=2026&m=9') {
  const api = stubBackend({ [SEARCH]: () => jsonResponse(page([receiptRow, open])) });
  return { api, ...renderWithProviders(<ReimbursementReceiptsPage />, { route, path: '/dashboard/receipt-reimbursements/receipts' }) };
}

describe('reimbursement receipts view', () => {
  it('lists the period’s receipts with the reimbursement and item they are in', async () => {
    const { api } = renderPage();
    const row = (await screen.findByRole('link', { name: 'Ada Lovelace' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: '7' })).toHaveAttribute('href', `/dashboard/receipt-reimbursements?open=${IDS.reimbursement}`);
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(within(row).getByText('€81.28')).toBeInTheDocument();
    const free = screen.getByRole('link', { name: 'Bruno Berger' }).closest('tr')!;
    expect(within(free).getByText('Not in a reimbursement')).toBeInTheDocument();
    const query = api.to(SEARCH).at(-1)!.url.searchParams;
    expect(query.get('year')).toBe('2026');
    expect(query.get('month')).toBe('9');
  });

  it('filters by reimbursement state from the first page', async () => {
    const { api, search } = renderPage('/dashboard/receipt-reimbursements/receipts?y=2026&m=9&page=1');
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Reimbursement state' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Not in a reimbursement' }));
    await waitFor(() => expect(api.to(SEARCH).at(-1)!.url.searchParams.get('state')).toBe('open'));
    expect(api.to(SEARCH).at(-1)!.url.searchParams.get('pageNumber')).toBe('0');
    expect(search().get('state')).toBe('open');
  });

  it('speaks German', async () => {
    await setLanguage('de');
    renderPage();
    expect(await screen.findByText('In keiner Erstattung')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Positionsstatus/ })).toBeInTheDocument();
  });
});
