import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FleetMonitorAccess, ModalState } from '@fleetwatt/shared';
import { renderWithProviders, setLanguage, showAllColumns } from '../../../components/ui/test-utils.tsx';
import {
  adaChart,
  adaMileage,
  adaRow,
  brunoRow,
  connectAccess,
  IDS,
  jsonResponse,
  lightAccess,
  modalsSeen,
  modalsUnseen,
  stubBackend,
  summary,
  trialAccess,
} from '../testing/fleet-monitor-fixtures.ts';
import FleetMonitorMileagePage from './fleet-monitor-mileage-page.tsx';
import FleetMonitorPage from './fleet-monitor-page.tsx';

const ROWS = 'GET /backend/fleet-monitor/rows';
const SUMMARY = 'GET /backend/fleet-monitor/summary';


function stub(options: { access?: FleetMonitorAccess; modals?: ModalState[]; trial?: () => Response } = {}) {
  let access = options.access ?? connectAccess;
  return stubBackend({
    'GET /backend/fleet-monitor/access': () => jsonResponse(access),
    [ROWS]: () => jsonResponse({ results: [adaRow, brunoRow], totalCount: 2, totalPages: 1 }),
    [SUMMARY]: () => jsonResponse(summary),
    'GET /backend/fleet-monitor/mileage': () => jsonResponse({ results: [adaMileage], totalCount: 1, totalPages: 1 }),
    'GET /backend/fleet-monitor/drivers/:id/chart': () => jsonResponse(adaChart),
    'GET /backend/account/modals': () => jsonResponse(options.modals ?? modalsSeen),
    'PUT /backend/account/modals/FleetMonitorFeatureModal': () => jsonResponse({ modalId: 'FleetMonitorFeatureModal', seen: true, dontShowAgain: true }),
    'PUT /backend/account/modals/FleetMonitorFeatureActivatedModal': () =>
      jsonResponse({ modalId: 'FleetMonitorFeatureActivatedModal', seen: true, dontShowAgain: true }),
    'POST /backend/companies/:id/connect-trial': () => {
      if (options.trial) return options.trial();
      access = trialAccess;
      return jsonResponse(trialAccess, 201);
    },
  });
}

const renderPage = (route = '/dashboard/fleet-monitor?y=2026', isAdministrator = false) =>
  renderWithProviders(<FleetMonitorPage isAdministrator={isAdministrator} />, { route, path: '/dashboard/fleet-monitor' });
const rowOf = async (text: string) => (await screen.findByRole('link', { name: text })).closest('tr')!;

describe('the fleet monitor of a company with Connect', () => {
  it('shows the summary of spec section 9 and a row per driver', async () => {
    const api = stub();
    renderPage();
    expect(await screen.findByTestId('connect-summary-forecast')).toHaveTextContent('51,100 km');
    expect(screen.getByTestId('connect-summary-driven')).toHaveTextContent('15,000 km');
    expect(screen.getByTestId('connect-summary-average')).toHaveTextContent('7,500 km');
    expect(screen.getByTestId('connect-summary-home')).toHaveTextContent('82.50%');
    expect(screen.getByText('2 of 2 drivers with readings')).toBeInTheDocument();

    await rowOf('Ada Lovelace');
    await showAllColumns();
    const ada = await rowOf('Ada Lovelace');
    expect(within(ada).getByText('Connected')).toBeInTheDocument();
    expect(within(ada).getByText('Volkswagen ID.4 Pro')).toBeInTheDocument();
    expect(within(ada).getByText('23,456 km')).toBeInTheDocument();
    expect(within(ada).getByText('from the car, 05/04/26')).toBeInTheDocument();
    expect(within(ada).getByText('82.50%')).toBeInTheDocument();
    expect(within(ada).getByText('18,250 km')).toBeInTheDocument();
    expect(within(ada).getByText('20,000 km')).toBeInTheDocument();
    expect(within(ada).getByText('-8.75%')).toBeInTheDocument();
    expect(Object.fromEntries(api.to(ROWS).at(-1)!.url.searchParams)).toEqual({
      pageNumber: '0',
      pageSize: '50',
      sortField: 'driverName',
      sortDir: 'ASC',
      year: '2026',
    });
    expect(api.to(SUMMARY).at(-1)!.url.searchParams.get('year')).toBe('2026');
  });

  it("when a car's data stops, the row says so with its age and shows the driver's reported odometer", async () => {
    stub();
    renderPage();
    const bruno = await rowOf('Bruno Berger');
    expect(within(bruno).getByText('No recent data')).toBeInTheDocument();
    expect(within(bruno).getByText('Last car data 5 days ago')).toBeInTheDocument();
    expect(within(bruno).getByText('reported by the driver, 05/06/26')).toBeInTheDocument();
    expect(within(bruno).getByText('41,200 km')).toBeInTheDocument();
    expect(within(bruno).getByText('+31.40%')).toBeInTheDocument();
  });

  it("opens a driver's chart and month table from the row", async () => {
    const api = stub();
    renderPage();
    const ada = await rowOf('Ada Lovelace');
    await userEvent.click(within(ada).getByRole('button', { name: 'Actions for Ada Lovelace' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mileage chart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ada Lovelace: mileage 2026' });
    const table = await within(dialog).findByRole('table', { name: 'Kilometres per month' });
    const april = within(table).getByText('April').closest('tr')!;
    expect(within(april).getAllByText('1,500 km')).toHaveLength(1);
    expect(within(april).getByText('6,000 km')).toBeInTheDocument();
    expect(within(dialog).getByText('120')).toBeInTheDocument();
    expect(api.to(`GET /backend/fleet-monitor/drivers/${IDS.ada}/chart`)[0]!.url.searchParams.get('year')).toBe('2026');
  });

  it('searches and changes the year through the URL', async () => {
    const api = stub();
    const { search } = renderPage();
    await rowOf('Ada Lovelace');
    await userEvent.type(screen.getByPlaceholderText('Search by driver name'), 'ada');
    await waitFor(() => expect(api.to(ROWS).at(-1)!.url.searchParams.get('search')).toBe('ada'), { timeout: 2000 });
    expect(api.to(SUMMARY).at(-1)!.url.searchParams.get('search')).toBe('ada');
    const year = screen.getByRole('textbox', { name: 'Year' });
    await userEvent.clear(year);
    await userEvent.type(year, '2024');
    await waitFor(() => expect(api.to(ROWS).at(-1)!.url.searchParams.get('year')).toBe('2024'));
    expect(search().get('y')).toBe('2024');
  });

  it('announces that Connect is active, once', async () => {
    const api = stub({ modals: modalsUnseen });
    renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'Connect is active' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(api.to('PUT /backend/account/modals/FleetMonitorFeatureActivatedModal')).toHaveLength(1));
    expect(api.to('PUT /backend/account/modals/FleetMonitorFeatureActivatedModal')[0]!.body).toEqual({ dontShowAgain: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('The Connect fleet monitor')).not.toBeInTheDocument();
  });
});

describe('the fleet monitor of a company without CarApi', () => {
  it('shows the upgrade badge and starts the 14-day trial, after which the rows appear', async () => {
    const api = stub({ access: lightAccess });
    renderPage();
    expect(await screen.findByText('Upgrade')).toBeInTheDocument();
    expect(screen.getByText('Your company must upgrade to access this feature')).toBeInTheDocument();
    expect(api.to(ROWS)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Start the 14-day trial' }));
    await waitFor(() => expect(api.to(`POST /backend/companies/${IDS.alpen}/connect-trial`)).toHaveLength(1));
    expect(await screen.findByText('Connect trial until 05/15/26')).toBeInTheDocument();
    expect(await rowOf('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByText('Upgrade')).not.toBeInTheDocument();
  });

  it('the feature modal presents Connect and offers the trial; a second start shows the server\'s 409', async () => {
    const api = stub({
      access: lightAccess,
      modals: modalsUnseen,
      trial: () => jsonResponse({ title: 'Conflict', status: 409, code: 'TRIAL_USED', detail: 'The 14-day Connect trial of this company has already been used.' }, 409),
    });
    renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'The Connect fleet monitor' });
    await userEvent.click(within(dialog).getByLabelText("Don't show this again"));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start the 14-day trial' }));
    await waitFor(() => expect(api.to('PUT /backend/account/modals/FleetMonitorFeatureModal')[0]?.body).toEqual({ dontShowAgain: true }));
    expect(await screen.findByText('The 14-day Connect trial of this company has already been used.')).toBeInTheDocument();
    expect(screen.getByText('The trial could not be started.')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await setLanguage('de');
    stub({ access: lightAccess });
    renderPage();
    expect(await screen.findByText('Ihr Unternehmen benötigt ein Upgrade, um diese Funktion zu nutzen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '14-Tage-Test starten' })).toBeInTheDocument();
  });
});

describe('the fleet monitor mileage table', () => {
  it("shows each driver's km per month with the plan, and opens the driver's table", async () => {
    stub();
    renderWithProviders(<FleetMonitorMileagePage />, { route: '/dashboard/fleet-monitor/mileage?y=2026', path: '/dashboard/fleet-monitor/mileage' });
    const ada = await rowOf('Ada Lovelace');
    expect(within(ada).getAllByText('1,500')).toHaveLength(4);
    expect(within(ada).getByText('6,000 km')).toBeInTheDocument();
    expect(within(ada).getByText('20,000 km')).toBeInTheDocument();
    await userEvent.click(within(ada).getByRole('button', { name: 'Mileage chart of Ada Lovelace' }));
    expect(await screen.findByRole('dialog', { name: 'Ada Lovelace: mileage 2026' })).toBeInTheDocument();
  });
});
