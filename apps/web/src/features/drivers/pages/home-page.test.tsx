import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DriverPage } from '@fleetwatt/shared';
import { jsonResponse, setLanguage } from '../../../components/ui/test-utils.tsx';
import { renderWithProviders } from '../../../components/ui/test-utils.tsx';
import { ada, allModalsSeen, bruno, modalStates, stubBackend, type SentRequest } from '../testing/driver-fixtures.ts';
import HomePage from './home-page.tsx';

const SEARCH = 'GET /backend/users/search';


function stub(
  options: { page?: (req: SentRequest) => DriverPage; modals?: ReturnType<typeof modalStates>; extra?: Parameters<typeof stubBackend>[0] } = {},
) {
  return stubBackend({
    ...options.extra,
    [SEARCH]: (req) => jsonResponse(options.page?.(req) ?? { results: [ada, bruno], totalCount: 2, totalPages: 1 }),
    'GET /backend/companies/summary': () => jsonResponse({ userCount: 1234, cableCount: 87, subscriptionCount: 80 }),
    'GET /backend/account/modals': () => jsonResponse(options.modals ?? allModalsSeen()),
    'PUT /backend/account/modals/HomeWelcomeModal': () => new Response(null, { status: 204 }),
    'PUT /backend/account/modals/HomeFeatureModal': () => new Response(null, { status: 204 }),
  });
}

function renderHome({ isAdministrator = false, route = '/dashboard/home?y=2026&m=3' } = {}) {
  return renderWithProviders(<HomePage isAdministrator={isAdministrator} />, { route, path: '/dashboard/home' });
}

const table = (label = 'Drivers of the month') => screen.getByRole('table', { name: label });
const rowOf = async (name: string, label?: string) => (await within(table(label)).findByRole('link', { name })).closest('tr')!;
/** The row's menu button once the menu's code, which follows the table, is in. */
const rowMenuButton = async (row: HTMLElement, name: string) => {
  await waitFor(() => expect(within(row).getByRole('button', { name: `Actions for ${name}` })).toHaveAttribute('aria-haspopup', 'menu'));
  return within(row).getByRole('button', { name: `Actions for ${name}` });
};

describe('home dashboard', () => {
  it('shows the three indicators and the month’s drivers with kWh to 3 decimals and money in the row’s currency', async () => {
    const api = stub();
    renderHome();
    const row = await rowOf('Ada Lovelace');
    expect(within(row).getByText('123.456 kWh')).toBeInTheDocument();
    expect(within(row).getByText('€43.21')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('03/31/27')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Voltwerk Holding GmbH' })).toHaveAttribute('href', `/dashboard/company/${ada.companyId}`);
    expect(within(row).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', `/dashboard/driver/${ada.id}`);
    expect(within(row).getByText('Complete')).toBeInTheDocument();

    const other = await rowOf('Bruno Berger');
    expect(within(other).getByText('5.000 kWh')).toBeInTheDocument();
    expect(within(other).getByText('CHF 1.50')).toBeInTheDocument();
    expect(within(other).getByText('No license')).toBeInTheDocument();
    expect(within(other).getByLabelText('2 missing: IBAN, Cable')).toBeInTheDocument();

    expect(await within(screen.getByRole('group', { name: 'Drivers' })).findByText('1,234')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Cables' })).getByText('87')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Licenses' })).getByText('80')).toBeInTheDocument();
    expect(screen.getByText('Total: 2')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();

    // The month of the URL, sorted by expense, highest first, 50 a page.
    expect(Object.fromEntries(api.to(SEARCH).at(-1)!.url.searchParams)).toEqual({
      pageNumber: '0',
      pageSize: '50',
      sortField: 'expense',
      sortDir: 'DESC',
      year: '2026',
      month: '3',
    });
  });

  it('formats energy and money the German way in German', async () => {
    await setLanguage('de');
    stub();
    renderHome();
    const row = await rowOf('Ada Lovelace', 'Fahrer des Monats');
    expect(within(row).getByText('123,456 kWh')).toBeInTheDocument();
    expect(within(row).getByText('43,21 €')).toBeInTheDocument();
    expect(within(row).getByText('Aktiv')).toBeInTheDocument();
    expect(within(row).getByText('31.03.27')).toBeInTheDocument();
    expect(screen.getByText('Seite 1 von 1')).toBeInTheDocument();
  });

  it('an administrator gets the Admin column with the row actions and the Payment+ badges', async () => {
    stub();
    const user = userEvent.setup();
    renderHome({ isAdministrator: true });
    const row = await rowOf('Ada Lovelace');
    expect(within(table()).getByRole('columnheader', { name: 'Admin' })).toBeInTheDocument();
    // What the figures are, and that across companies the cost sorts within each currency.
    expect(screen.getByTestId('home-figures-note')).toHaveTextContent(/same figures as the charging sessions indicators.*sorts within each currency/);
    expect(within(row).getByText('Payment+')).toBeInTheDocument();
    expect(within(await rowOf('Bruno Berger')).queryByText('Payment+')).not.toBeInTheDocument();

    await user.click(await rowMenuButton(row, 'Ada Lovelace'));
    const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
    expect(items).toEqual(['Edit driver', 'Assign cable', 'Assign driver to company', 'Link payment account']);
  });

  it('the row menu links a payment account for that driver', async () => {
    const api = stub({
      extra: {
        [`GET /backend/users/${bruno.id}/payment-account`]: () =>
          jsonResponse({ iban: null, holder: null, isPaymentPlus: false, kycStatus: null }),
      },
    });
    const user = userEvent.setup();
    renderHome({ isAdministrator: true });
    const row = await rowOf('Bruno Berger');
    await user.click(await rowMenuButton(row, 'Bruno Berger'));
    await user.click(await screen.findByRole('menuitem', { name: 'Link payment account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment account' });
    expect(await within(dialog).findByText(/reimbursements for Bruno Berger/)).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: /Payment\+/ })).not.toBeChecked();
    expect(api.to(`GET /backend/users/${bruno.id}/payment-account`)).toHaveLength(1);
  });

  it('a fleet manager sees neither the Admin column nor Payment+ badges', async () => {
    stub();
    renderHome({ isAdministrator: false });
    const row = await rowOf('Ada Lovelace');
    expect(within(table()).queryByRole('columnheader', { name: 'Admin' })).not.toBeInTheDocument();
    expect(within(row).queryByText('Payment+')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  });

  it('clicking the expense header asks for ascending, then descending', async () => {
    const api = stub();
    const user = userEvent.setup();
    renderHome();
    await rowOf('Ada Lovelace');
    await user.click(screen.getByRole('button', { name: /Home charging cost/ }));
    await waitFor(() => expect(api.to(SEARCH).at(-1)!.url.searchParams.get('sortDir')).toBe('ASC'));
    expect(api.to(SEARCH).at(-1)!.url.searchParams.get('sortField')).toBe('expense');
    await user.click(screen.getByRole('button', { name: /Home charging cost/ }));
    await waitFor(() => expect(api.to(SEARCH).at(-1)!.url.searchParams.get('sortDir')).toBe('DESC'));

    await user.click(screen.getByRole('button', { name: /Company/ }));
    await waitFor(() => expect(api.to(SEARCH).at(-1)!.url.searchParams.get('sortField')).toBe('companyName'));
    await user.click(screen.getByRole('button', { name: /Driver/ }));
    await waitFor(() => expect(api.to(SEARCH).at(-1)!.url.searchParams.get('sortField')).toBe('userName'));
  });

  it('typing a name goes back to page 0 and sends userName once typing pauses', async () => {
    const api = stub({
      page: (req) => ({ results: req.url.searchParams.get('userName') ? [bruno] : [ada], totalCount: 160, totalPages: 4 }),
    });
    const user = userEvent.setup();
    const { search } = renderHome({ route: '/dashboard/home?y=2026&m=3&page=2' });
    await rowOf('Ada Lovelace');
    expect(api.to(SEARCH).at(-1)!.url.searchParams.get('pageNumber')).toBe('2');
    expect(screen.getByText('Page 3 of 4')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Search by driver name'), 'bru');
    expect(api.to(SEARCH).some((r) => r.url.searchParams.has('userName'))).toBe(false);
    await waitFor(() => expect(api.to(SEARCH).at(-1)!.url.searchParams.get('userName')).toBe('bru'), { timeout: 2000 });
    expect(api.to(SEARCH).at(-1)!.url.searchParams.get('pageNumber')).toBe('0');
    expect(api.to(SEARCH).filter((r) => r.url.searchParams.has('userName'))).toHaveLength(1);
    expect(search().has('page')).toBe(false);
    expect(search().get('userName')).toBe('bru');
    expect(await rowOf('Bruno Berger')).toBeInTheDocument();
  });

  it('the export takes the month, search and sort of the table', async () => {
    const api = stub();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderHome({ route: '/dashboard/home?y=2025&m=11&userName=ada&sort=energy&dir=ASC' });
    await rowOf('Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export data' });
    await user.click(within(dialog).getByRole('radio', { name: 'CSV' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(api.to('GET /backend/users/export')).toHaveLength(1));
    expect(Object.fromEntries(api.to('GET /backend/users/export')[0]!.url.searchParams)).toEqual({
      sortField: 'energy',
      sortDir: 'ASC',
      userName: 'ada',
      year: '2025',
      month: '11',
      export: 'CSV',
    });
  });
});

describe('home announcements', () => {
  it('the welcome modal with "don’t show again" ticked is saved with dontShowAgain true; then the feature modal leads to the fleet monitor', async () => {
    const api = stub({ modals: modalStates() });
    const user = userEvent.setup();
    const { router } = renderHome();
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to Fleetwatt' });
    // One at a time: the feature modal waits for the welcome to be done.
    expect(screen.queryByRole('dialog', { name: 'New: the fleet monitor' })).not.toBeInTheDocument();
    await user.click(within(welcome).getByRole('checkbox', { name: "Don't show this again" }));
    await user.click(within(welcome).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(api.to('PUT /backend/account/modals/HomeWelcomeModal')).toHaveLength(1));
    expect(api.to('PUT /backend/account/modals/HomeWelcomeModal')[0]!.body).toEqual({ dontShowAgain: true });

    const feature = await screen.findByRole('dialog', { name: 'New: the fleet monitor' });
    await user.click(within(feature).getByRole('button', { name: 'Open the fleet monitor' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/fleet-monitor'));
    expect(api.to('PUT /backend/account/modals/HomeFeatureModal')[0]!.body).toEqual({ dontShowAgain: true });
  });

  it('Escape puts the fleet monitor announcement away for this visit without marking it seen', async () => {
    const api = stub({ modals: modalStates({ HomeWelcomeModal: { seen: true, dontShowAgain: true } }) });
    const user = userEvent.setup();
    renderHome();
    await screen.findByRole('dialog', { name: 'New: the fleet monitor' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New: the fleet monitor' })).not.toBeInTheDocument());
    expect(api.to('PUT /backend/account/modals/HomeFeatureModal')).toHaveLength(0);
  });

  it('closing the welcome modal without the tick saves dontShowAgain false, so it shows again next time', async () => {
    const api = stub({ modals: modalStates({ HomeFeatureModal: { seen: true, dontShowAgain: true } }) });
    const user = userEvent.setup();
    renderHome();
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to Fleetwatt' });
    await user.click(within(welcome).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(api.to('PUT /backend/account/modals/HomeWelcomeModal')).toHaveLength(1));
    expect(api.to('PUT /backend/account/modals/HomeWelcomeModal')[0]!.body).toEqual({ dontShowAgain: false });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome to Fleetwatt' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'New: the fleet monitor' })).not.toBeInTheDocument();
  });

  it('a welcome modal seen without the tick opens again; the feature modal follows when it is closed', async () => {
    stub({ modals: modalStates({ HomeWelcomeModal: { seen: true, dontShowAgain: false } }) });
    const user = userEvent.setup();
    renderHome();
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to Fleetwatt' });
    await user.click(within(welcome).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: 'New: the fleet monitor' })).toBeInTheDocument();
  });

  it('after the welcome modal was dismissed for good, only the feature modal opens', async () => {
    stub({ modals: modalStates({ HomeWelcomeModal: { seen: true, dontShowAgain: true } }) });
    renderHome();
    expect(await screen.findByRole('dialog', { name: 'New: the fleet monitor' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Welcome to Fleetwatt' })).not.toBeInTheDocument();
  });

  it('shows the welcome in German', async () => {
    await setLanguage('de');
    stub({ modals: modalStates() });
    renderHome();
    const welcome = await screen.findByRole('dialog', { name: 'Willkommen bei Fleetwatt' });
    expect(within(welcome).getByRole('checkbox', { name: 'Nicht mehr anzeigen' })).toBeInTheDocument();
  });

  it('nothing opens when the seen state cannot be loaded', async () => {
    stubBackend({
      [SEARCH]: () => jsonResponse({ results: [ada], totalCount: 1, totalPages: 1 }),
      'GET /backend/account/modals': () => jsonResponse({ title: 'Error', status: 500, code: 'INTERNAL' }, 500),
    });
    renderHome();
    await rowOf('Ada Lovelace');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
