import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setLanguage, showAllColumns } from '../../../components/ui/test-utils.tsx';
import { ada, flaggedSession, IDS, jsonResponse, page, pricedSession, stubBackend, summary } from '../testing/session-fixtures.ts';
import ChargingSessionsPage from './charging-sessions-page.tsx';

const SEARCH = 'GET /backend/charging-sessions/search';
const SUMMARY = 'GET /backend/charging-sessions/summary';


function stub(extra: Parameters<typeof stubBackend>[0] = {}) {
  return stubBackend({
    [SEARCH]: () => jsonResponse(page([pricedSession, flaggedSession])),
    [SUMMARY]: () => jsonResponse(summary),
    'GET /backend/users/simple-search': () => jsonResponse([ada]),
    'GET /backend/users/:id': () => jsonResponse({ id: IDS.ada, userName: 'Ada Lovelace' }),
    'GET /backend/companies/search': () => jsonResponse({ results: [], totalCount: 0, totalPages: 0 }),
    'GET /backend/cables/search': () =>
      jsonResponse({
        results: [
          {
            id: IDS.cable,
            hardwareId: 'FW-CBL-0001',
            status: 'ACTIVE',
            companyId: IDS.holding,
            companyName: 'Voltwerk Holding GmbH',
            userId: IDS.ada,
            userName: 'Ada Lovelace',
            firmwareVersion: null,
            pincodeResetRequired: false,
            pincodeMasterOverride: false,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        ],
        totalCount: 1,
        totalPages: 1,
      }),
    ...extra,
  });
}

function renderPage(route = '/dashboard/charging-sessions?y=2026&m=3', isAdministrator = false) {
  return renderWithProviders(<ChargingSessionsPage isAdministrator={isAdministrator} />, { route, path: '/dashboard/charging-sessions' });
}

const rowOf = async (driver: string) => (await screen.findByRole('link', { name: driver })).closest('tr')!;

describe('charging sessions page', () => {
  it('shows every column of a session, the error code in words and the price with four decimals', async () => {
    stub();
    renderPage();
    await rowOf('Ada Lovelace');
    await showAllColumns();
    const row = await rowOf('Ada Lovelace');
    const cells = within(row);
    expect(cells.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', `/dashboard/driver/${IDS.ada}`);
    expect(cells.getByText('Mobile index 412')).toBeInTheDocument();
    expect(cells.getByText('03/05/26, 07:30 PM')).toBeInTheDocument();
    expect(cells.getByText('1:30:30')).toBeInTheDocument();
    expect(cells.getAllByText('18.250 kWh')).toHaveLength(2);
    expect(cells.getByText('1,200.000 kWh')).toBeInTheDocument();
    expect(cells.getByText('1,218.250 kWh')).toBeInTheDocument();
    expect(cells.getByText('Tariff 2 · €0.3512/kWh')).toBeInTheDocument();
    expect(cells.getByText("Driver's tariff")).toBeInTheDocument();
    expect(cells.getByText('€6.41')).toBeInTheDocument();
    expect(cells.getByText('Yes')).toBeInTheDocument();
    expect(cells.getByText('Draft')).toBeInTheDocument();
    expect(cells.getByText('None', { selector: 'p' })).toBeInTheDocument();

    const flagged = (await screen.findByRole('link', { name: 'Bruno Berger' })).closest('tr')!;
    expect(within(flagged).getByText('Wrong duration and timestamp')).toBeInTheDocument();
    expect(within(flagged).getByText('To be reviewed')).toBeInTheDocument();
    expect(within(flagged).getByText('Negative duration, Wrong timestamp')).toBeInTheDocument();
    expect(within(flagged).getByText('-0:10:00')).toBeInTheDocument();
    expect(within(flagged).getByText('No tariff')).toBeInTheDocument();
    // Fleet managers: no company column, no row actions, no add button.
    expect(screen.queryByRole('columnheader', { name: 'Company' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add session' })).not.toBeInTheDocument();
  });

  it('takes month, driver, filters, sort and page from the URL and asks the server for exactly that', async () => {
    const api = stub();
    renderPage(`/dashboard/charging-sessions?y=2026&m=2&driverId=${IDS.ada}&reimbursable=true&errorCode=4&reviewStatus=TO_BE_REVIEWED&search=cbl&sort=expense&dir=ASC&page=2&size=25`);
    await waitFor(() => expect(api.to(SEARCH).length).toBeGreaterThan(0));
    expect(Object.fromEntries(api.to(SEARCH).at(-1)!.url.searchParams)).toEqual({
      pageNumber: '2',
      pageSize: '25',
      sortField: 'expense',
      sortDir: 'ASC',
      driverId: IDS.ada,
      search: 'cbl',
      reimbursable: 'true',
      reviewStatus: 'TO_BE_REVIEWED',
      errorCode: '4',
      year: '2026',
      month: '2',
      source: 'HOME',
    });
    expect(Object.fromEntries(api.to(SUMMARY).at(-1)!.url.searchParams)).toEqual({
      year: '2026',
      month: '2',
      source: 'HOME',
      driverId: IDS.ada,
      reimbursable: 'true',
    });
    // The driver filter names the driver of the link from the driver page.
    expect(await screen.findByDisplayValue('Ada Lovelace')).toBeInTheDocument();
  });

  it('changing a filter or the sort asks again from the first page', async () => {
    const api = stub();
    const { search } = renderPage('/dashboard/charging-sessions?y=2026&m=3&page=3');
    await rowOf('Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: /^Energy/ }));
    await waitFor(() => expect(api.to(SEARCH).at(-1)!.url.searchParams.get('sortField')).toBe('energy'));
    expect(api.to(SEARCH).at(-1)!.url.searchParams.get('pageNumber')).toBe('0');
    await userEvent.click(screen.getByRole('combobox', { name: 'Reimbursable' }));
    await userEvent.click(await screen.findByRole('option', { name: 'No' }));
    await waitFor(() => expect(search().get('reimbursable')).toBe('false'));
    expect(api.to(SEARCH).at(-1)!.url.searchParams.get('reimbursable')).toBe('false');
  });

  it('shows the summary indicators with the change against the previous month', async () => {
    stub();
    renderPage();
    expect(await screen.findByTestId('summary-energyConsumption')).toHaveTextContent('1,234.567 kWh');
    expect(screen.getByTestId('summary-energyConsumption-change')).toHaveTextContent('+23.46% vs. previous month');
    expect(screen.getByTestId('summary-expenses')).toHaveTextContent('€432.10');
    expect(screen.getByTestId('summary-expenses-change')).toHaveTextContent('+8.03% vs. previous month');
    expect(screen.getByTestId('summary-avgPricePerKWh')).toHaveTextContent('€0.3500/kWh');
    expect(screen.getByTestId('summary-avgPricePerKWh-change')).toHaveTextContent('-1.50% vs. previous month');
    expect(screen.getByTestId('summary-avgExpensePerUser')).toHaveTextContent('€21.61');
    expect(screen.getByTestId('summary-avgExpensePerUser-change')).toHaveTextContent('No data to compare with');
  });

  it('the review status dialog saves the status, type and tags', async () => {
    const api = stub({ 'PUT /backend/charging-sessions/:id/status': () => jsonResponse({ ...flaggedSession, reviewStatus: 'IGNORED' }) });
    renderPage(undefined, true);
    const user = userEvent.setup();
    const row = (await screen.findByRole('link', { name: 'Bruno Berger' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /^Actions for the session of Bruno Berger/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Review status' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Review status' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Ignored' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.byMethod('PUT')).toHaveLength(1));
    const put = api.byMethod('PUT')[0]!;
    expect(put.url.pathname).toBe(`/backend/charging-sessions/${IDS.flagged}/status`);
    expect(put.body).toEqual({ reviewStatus: 'IGNORED', reviewType: 'ERROR_CODE', reviewTags: ['NEGATIVE_DURATION', 'WRONG_TIMESTAMP'] });
    expect(await screen.findByText('The review status was saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the session form names what is missing and sends nothing; a failed save shows the spec words', async () => {
    const api = stub({
      'POST /backend/charging-sessions': () => jsonResponse({ title: 'Internal Server Error', status: 500, code: 'INTERNAL', detail: 'Something went wrong on our side. Please try again.' }, 500),
    });
    renderPage(undefined, true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add session' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Duration/), 'ninety');
    await user.click(within(dialog).getByRole('button', { name: 'Add session' }));
    expect(await within(dialog).findByText('Driver: Is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Cable: Is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Start (UTC): Is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Duration (h:mm or h:mm:ss): Invalid string')).toBeInTheDocument();
    expect(within(dialog).getByText('Energy (kWh): Is required')).toBeInTheDocument();
    expect(api.byMethod('POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /^Driver/ }));
    await user.click(await within(dialog).findByRole('option', { name: /Ada Lovelace/ }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Cable/ })).toHaveValue('FW-CBL-0001 (Ada Lovelace)'));
    const start = within(dialog).getByLabelText(/^Start/);
    await user.type(start, '2026-03-05T19:30');
    await user.clear(within(dialog).getByLabelText(/^Duration/));
    await user.type(within(dialog).getByLabelText(/^Duration/), '1:30');
    await user.type(within(dialog).getByLabelText(/^Energy/), '12,5');
    await user.click(within(dialog).getByRole('button', { name: 'Add session' }));
    await waitFor(() => expect(api.byMethod('POST')).toHaveLength(1));
    expect(api.byMethod('POST')[0]!.body).toEqual({
      userId: IDS.ada,
      cableId: IDS.cable,
      startDate: '2026-03-05T19:30:00.000Z',
      durationSeconds: 5400,
      wattHours: 12_500,
    });
    expect(await screen.findByText('An error occurred while saving the charging session. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await setLanguage('de');
    stub();
    renderPage();
    await screen.findByRole('link', { name: 'Bruno Berger' });
    await showAllColumns();
    const row = (await screen.findByRole('link', { name: 'Bruno Berger' })).closest('tr')!;
    expect(within(row).getByText('Falsche Dauer und falscher Zeitstempel')).toBeInTheDocument();
    expect(within(row).getByText('Zu prüfen')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Beginn \(UTC\)/ })).toBeInTheDocument();
    expect(await screen.findByTestId('summary-expenses')).toHaveTextContent('432,10 €');
    expect(screen.getByTestId('summary-energyConsumption-change')).toHaveTextContent('+23,46 % ggü. Vormonat');
  });
});
