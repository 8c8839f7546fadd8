import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setLanguage } from '../../../components/ui/test-utils.tsx';
import { bankTransaction, IDS, jsonResponse, page, reimbursementOption, stubBackend, walletTransaction } from '../testing/payment-transaction-fixtures.ts';
import PaymentTransactionsPage from './payment-transactions-page.tsx';

const SEARCH = 'GET /backend/payment-transactions/search';
const TOKEN = 'GET /backend/qonto/token';


function stub(extra: Parameters<typeof stubBackend>[0] = {}) {
  return stubBackend({
    [SEARCH]: () => jsonResponse(page([bankTransaction, walletTransaction])),
    [TOKEN]: () => jsonResponse({ token: null }),
    ...extra,
  });
}

function renderPage(props: Parameters<typeof PaymentTransactionsPage>[0] = {}, route = '/dashboard/payment-transactions?y=2026&m=10') {
  return renderWithProviders(<PaymentTransactionsPage {...props} />, { route, path: '/dashboard/payment-transactions' });
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('payment transactions page', () => {
  it('lists source, method, status, amount, counterparty, linked reimbursements, date and note of the month', async () => {
    const api = stub();
    renderPage();
    const bank = await rowOf('SEPA batch · 2 drivers');
    expect(within(bank).getByText('Bank')).toBeInTheDocument();
    expect(within(bank).getByText('SEPA transfer')).toBeInTheDocument();
    expect(within(bank).getByText('Money out: success')).toBeInTheDocument();
    expect(within(bank).getByText('−€123.45')).toBeInTheDocument();
    expect(within(bank).getByRole('link', { name: '7' })).toHaveAttribute('href', `/dashboard/receipt-reimbursements?open=${IDS.reimbursement}`);
    expect(within(bank).getByText('10/26/26')).toBeInTheDocument();
    const wallet = await rowOf('Voltwerk München GmbH · Payment+ wallet');
    expect(within(wallet).getByText('Money in: validation pending')).toBeInTheDocument();
    expect(within(wallet).getByText('€1,200.00')).toBeInTheDocument();
    expect(within(wallet).getByText('Awaiting validation of the new mandate')).toBeInTheDocument();
    const query = Object.fromEntries(api.to(SEARCH).at(-1)!.url.searchParams);
    expect(query).toEqual({ pageNumber: '0', pageSize: '50', sortField: 'bookedAt', sortDir: 'DESC', year: '2026', month: '10' });
  });

  it('filters by source and status, sorts by amount, and exports the same list', async () => {
    const api = stub();
    renderPage({}, '/dashboard/payment-transactions?y=2026&m=10&source=PAYMENT_PLUS&status=MONEY_IN_VALIDATION_PENDING');
    await rowOf('SEPA batch · 2 drivers');
    const query = api.to(SEARCH).at(-1)!.url.searchParams;
    expect(query.get('source')).toBe('PAYMENT_PLUS');
    expect(query.get('status')).toBe('MONEY_IN_VALIDATION_PENDING');
    await userEvent.click(screen.getByRole('button', { name: /^Amount/ }));
    await waitFor(() => expect(api.to(SEARCH).at(-1)!.url.searchParams.get('sortField')).toBe('amount'));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export data' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'CSV' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(api.to(SEARCH).some((r) => r.url.searchParams.get('export') === 'CSV')).toBe(true));
    const exported = api.to(SEARCH).find((r) => r.url.searchParams.get('export') === 'CSV')!.url.searchParams;
    expect(exported.get('source')).toBe('PAYMENT_PLUS');
    expect(exported.get('month')).toBe('10');
    expect(exported.has('pageNumber')).toBe(false);
  });

  it('syncs the bank transactions and says how many came in; a failure says "Error syncing transaction"', async () => {
    let answer = () => jsonResponse({ companies: 1, created: 4, updated: 0, failed: [] });
    const api = stub({ 'POST /backend/payment-transactions/sync': () => answer() });
    renderPage();
    await rowOf('SEPA batch · 2 drivers');
    const before = api.to(SEARCH).length;
    await userEvent.click(screen.getByRole('button', { name: 'Sync bank transactions' }));
    expect(await screen.findByText('Bank transactions synced: 4 new, 0 updated.')).toBeInTheDocument();
    await waitFor(() => expect(api.to(SEARCH).length).toBeGreaterThan(before));

    answer = () => jsonResponse({ title: 'Bad Gateway', status: 502, code: 'SYNC_FAILED', detail: 'Error syncing transaction' }, 502);
    await userEvent.click(screen.getByRole('button', { name: 'Sync bank transactions' }));
    await waitFor(() => expect(screen.getAllByText('Error syncing transaction').length).toBeGreaterThan(0));
  });

  it('shows the connect button only when no token is returned, and leaves for the bank', async () => {
    const go = vi.fn();
    stub({ 'GET /backend/qonto/authorize': () => jsonResponse({ url: 'https://bank.example/oauth2/auth?state=abc' }) });
    renderPage({ companyId: IDS.munich, goToBank: go });
    const bank = await screen.findByRole('region', { name: 'Bank connection' });
    await userEvent.click(await within(bank).findByRole('button', { name: 'Connect bank' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://bank.example/oauth2/auth?state=abc'));
  });

  it('has no connect button with a connection, and none without a selected company', async () => {
    stub({ [TOKEN]: () => jsonResponse({ token: { status: 'CONNECTED', connectedAt: '2026-01-10T00:00:00.000Z', expiresAt: null, accountIban: 'DE89370400440532013000' } }) });
    const first = renderPage({ companyId: IDS.munich });
    expect(await screen.findByText('Connected to the bank')).toBeInTheDocument();
    expect(screen.getByText('Account DE89370400440532013000')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect bank' })).not.toBeInTheDocument();
    first.unmount();
    const api = stub();
    renderPage({ companyId: null });
    expect(await screen.findByText('Select a company in the header to see or make its bank connection.')).toBeInTheDocument();
    expect(api.to(TOKEN)).toHaveLength(0);
  });

  it('attaches a transaction to a reimbursement of its company', async () => {
    const ATTACH = `POST /backend/reimbursements/${IDS.reimbursement}/payment-transactions/${IDS.walletTx}`;
    const api = stub({
      'GET /backend/reimbursements/search': () => jsonResponse(page([reimbursementOption])),
      [ATTACH]: () => jsonResponse({}),
    });
    renderPage();
    const user = userEvent.setup();
    const row = await rowOf('Voltwerk München GmbH · Payment+ wallet');
    await user.click(within(row).getByRole('button', { name: 'Attach the transaction of 10/26/26 over €1,200.00 to a reimbursement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach payment transaction' });
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(await within(dialog).findByText('Please select a reimbursement.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Reimbursement/ }));
    await user.click(await within(dialog).findByRole('option', { name: '7 · 2026-09 · €123.45' }));
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(await screen.findByText('The payment transaction was attached to reimbursement 7.')).toBeInTheDocument();
    expect(api.to(ATTACH)).toHaveLength(1);
    expect(api.to('GET /backend/reimbursements/search')[0]!.url.searchParams.get('companyId')).toBe(IDS.munich);
  });

  it('speaks German', async () => {
    await setLanguage('de');
    stub();
    renderPage({ companyId: IDS.munich });
    const bank = await rowOf('SEPA batch · 2 drivers');
    expect(within(bank).getByText('Auszahlung: erfolgreich')).toBeInTheDocument();
    expect(within(bank).getByText('SEPA-Überweisung')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Banktransaktionen synchronisieren' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Bank verbinden' })).toBeInTheDocument();
  });
});
