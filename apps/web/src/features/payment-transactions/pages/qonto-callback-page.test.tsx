import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setLanguage } from '../../../components/ui/test-utils.tsx';
import { IDS, jsonResponse, stubBackend } from '../testing/payment-transaction-fixtures.ts';
import { rememberBankReturn } from '../api/bank-return.ts';
import QontoCallbackPage from './qonto-callback-page.tsx';

const CALLBACK = 'GET /backend/qonto/callback';

afterEach(async () => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  await setLanguage('en');
});

const renderPage = (route: string) => renderWithProviders(<QontoCallbackPage />, { route, path: '/public/qonto/callback' });

describe('the bank callback page', () => {
  it('finishes the connection with the code and state the bank sent, once', async () => {
    const api = stubBackend({
      [CALLBACK]: () => jsonResponse({ companyId: IDS.munich, companyName: 'Voltwerk München GmbH', accountIban: 'DE89370400440532013000' }),
    });
    renderPage('/public/qonto/callback?code=abc&state=xyz');
    expect(await screen.findByText('The bank account of Voltwerk München GmbH is connected.')).toBeInTheDocument();
    expect(screen.getByText('Account: DE89370400440532013000')).toBeInTheDocument();
    expect(api.to(CALLBACK)).toHaveLength(1);
    expect(Object.fromEntries(api.to(CALLBACK)[0]!.url.searchParams)).toEqual({ code: 'abc', state: 'xyz' });
    // Back to the company page, which every role that connects a bank may see.
    expect(screen.getByRole('link', { name: 'Back to Voltwerk München GmbH' })).toHaveAttribute('href', `/dashboard/company/${IDS.munich}`);
  });

  it('shows why when the connection cannot be finished', async () => {
    stubBackend({
      [CALLBACK]: () =>
        jsonResponse({ title: 'Conflict', status: 409, code: 'BANK_STATE_INVALID', detail: 'The bank connection request is invalid or has expired. Please connect again.' }, 409),
    });
    renderPage('/public/qonto/callback?code=abc&state=old');
    expect(await screen.findByText('The bank connection could not be finished.')).toBeInTheDocument();
    expect(screen.getByText('The bank connection request is invalid or has expired. Please connect again.')).toBeInTheDocument();
  });

  it('says the connection was declined when the bank says so, in German too', async () => {
    const api = stubBackend({});
    await setLanguage('de');
    renderPage('/public/qonto/callback?error=access_denied');
    expect(await screen.findByText(/Die Verbindung wurde bei der Bank abgelehnt/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zum Dashboard' })).toHaveAttribute('href', '/dashboard/home');
    expect(api.requests).toHaveLength(0);
  });

  it('tells apart no code from a code without its check', async () => {
    const api = stubBackend({});
    const { unmount } = renderPage('/public/qonto/callback');
    expect(await screen.findByText(/The bank sent no authorization back/)).toBeInTheDocument();
    unmount();
    renderPage('/public/qonto/callback?code=abc');
    expect(await screen.findByText(/The bank sent an authorization, but without the check/)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('leads back to the reimbursement the administrator connected the bank from', async () => {
    stubBackend({ [CALLBACK]: () => jsonResponse({ companyId: IDS.munich, companyName: 'Voltwerk München GmbH', accountIban: null }) });
    rememberBankReturn('/dashboard/receipt-reimbursements?open=r-1');
    renderPage('/public/qonto/callback?code=abc&state=xyz');
    expect(await screen.findByText('The bank account of Voltwerk München GmbH is connected.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the reimbursement' })).toHaveAttribute('href', '/dashboard/receipt-reimbursements?open=r-1');
  });

  it('after a failure leads the fleet manager back to the company page to connect again, never to an administrators\' page', async () => {
    stubBackend({
      [CALLBACK]: () =>
        jsonResponse({ title: 'Conflict', status: 409, code: 'BANK_STATE_INVALID', detail: 'The bank connection request is invalid or has expired. Please connect again.' }, 409),
    });
    rememberBankReturn(`/dashboard/company/${IDS.munich}`);
    renderPage('/public/qonto/callback?code=abc&state=old');
    expect(await screen.findByText('The bank connection could not be finished.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to connect again' })).toHaveAttribute('href', `/dashboard/company/${IDS.munich}`);
    expect(screen.queryByRole('link', { name: /payment transactions/i })).not.toBeInTheDocument();
  });

  it('a code without its check says so, without sending the user to start elsewhere, in German too', async () => {
    stubBackend({});
    await setLanguage('de');
    rememberBankReturn(`/dashboard/company/${IDS.munich}`);
    renderPage('/public/qonto/callback?code=abc');
    expect(await screen.findByText(/Die Bank hat eine Freigabe geschickt, aber ohne die Prüfung/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück, um erneut zu verbinden' })).toHaveAttribute('href', `/dashboard/company/${IDS.munich}`);
  });

  it('takes no address from outside the dashboard as the way back', async () => {
    stubBackend({});
    rememberBankReturn('//evil.example/dashboard/');
    renderPage('/public/qonto/callback?error=access_denied');
    expect(await screen.findByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard/home');
  });
});
