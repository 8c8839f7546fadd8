import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, setLanguage } from '../../../components/ui/test-utils.tsx';
import { historyRows, IDS, idFour, model3, stubBackend } from '../testing/vehicle-fixtures.ts';
import VehicleListPage from './vehicle-list-page.tsx';

const SEARCH = 'GET /backend/vehicles/search';
const HISTORY = 'GET /backend/vehicles/:id/history';

afterEach(async () => {
  notifications.clean();
  vi.restoreAllMocks();
  await setLanguage('en');
});

function stub() {
  return stubBackend({
    [SEARCH]: () => jsonResponse({ results: [idFour, model3], totalCount: 2, totalPages: 1 }),
    [HISTORY]: (req) => {
      const page = Number(req.url.searchParams.get('pageNumber') ?? 0);
      return jsonResponse({ results: historyRows(page === 0 ? 20 : 5, page * 20), totalCount: 25, totalPages: 2, locationDays: 14 });
    },
  });
}

const renderPage = (route = '/dashboard/vehicles') => renderWithProviders(<VehicleListPage />, { route, path: '/dashboard/vehicles' });
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('vehicles page', () => {
  it('lists make, model, year, driver, company, connection, charging status, mileage, battery and last seen with its age', async () => {
    const api = stub();
    renderPage();
    const row = await rowOf('Volkswagen ID.4 Pro');
    expect(within(row).getByText('2024')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', `/dashboard/driver/${IDS.ada}`);
    expect(within(row).getByRole('link', { name: 'Voltwerk Holding GmbH' })).toHaveAttribute('href', `/dashboard/company/${IDS.holding}`);
    expect(within(row).getByText('Connected')).toBeInTheDocument();
    expect(within(row).getByText('Charging')).toBeInTheDocument();
    expect(within(row).getByText('23,456 km')).toBeInTheDocument();
    expect(within(row).getByText('64 %')).toBeInTheDocument();
    expect(within(row).getByText('301 km range')).toBeInTheDocument();
    expect(within(row).getByText('3 hours ago')).toBeInTheDocument();

    const tesla = await rowOf('Tesla Model 3 Long Range');
    expect(within(tesla).getByText('Connection expired')).toBeInTheDocument();
    expect(within(tesla).getByText('Unknown')).toBeInTheDocument();
    expect(within(tesla).getByText('3 days ago')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    const query = Object.fromEntries(api.to(SEARCH).at(-1)!.url.searchParams);
    expect(query).toEqual({ pageNumber: '0', pageSize: '50', sortField: 'lastSeenAt', sortDir: 'DESC' });
  });

  it('sorts by a clicked header and filters from the URL, including one driver', async () => {
    const api = stub();
    const { search } = renderPage(`/dashboard/vehicles?connectionStatus=CONNECTED&chargingStatus=CHARGING&driverId=${IDS.ada}`);
    await rowOf('Volkswagen ID.4 Pro');
    let query = api.to(SEARCH).at(-1)!.url.searchParams;
    expect([query.get('connectionStatus'), query.get('chargingStatus'), query.get('driverId')]).toEqual(['CONNECTED', 'CHARGING', IDS.ada]);
    expect(screen.getByText('Driver: Ada Lovelace')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Mileage/ }));
    await waitFor(() => expect(api.to(SEARCH).at(-1)!.url.searchParams.get('sortField')).toBe('odometerKm'));
    query = api.to(SEARCH).at(-1)!.url.searchParams;
    expect(query.get('sortDir')).toBe('ASC');
    await userEvent.click(screen.getByRole('button', { name: 'Show all drivers' }));
    await waitFor(() => expect(search().get('driverId')).toBeNull());
  });

  it('searches once typing pauses', async () => {
    const api = stub();
    renderPage();
    await rowOf('Volkswagen ID.4 Pro');
    await userEvent.type(screen.getByPlaceholderText('Search by make, model, VIN or driver'), 'tesla');
    await waitFor(() => expect(api.to(SEARCH).at(-1)!.url.searchParams.get('search')).toBe('tesla'), { timeout: 2000 });
  });

  it('opens the history of a car, newest first, and pages it', async () => {
    const api = stub();
    renderPage();
    const row = await rowOf('Volkswagen ID.4 Pro');
    await userEvent.click(within(row).getByRole('button', { name: 'History of Volkswagen ID.4 Pro (2024)' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of Volkswagen ID.4 Pro (2024)' });
    const table = await within(dialog).findByRole('table', { name: 'Vehicle history' });
    await within(table).findByText('03/16/26, 12:00 PM');
    expect(within(dialog).getByText("Coordinates are kept for 14 days, then only whether the car was at the driver's home charging place.")).toBeInTheDocument();
    for (const header of ['Changed at (UTC)', 'Location', 'At home', 'Battery', 'Range', 'Charging status', 'Plugged in', 'Odometer']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('52.52001, 13.40495')).toBeInTheDocument();
    expect(within(first).getByText('80 %')).toBeInTheDocument();
    expect(within(first).getByText('Yes')).toBeInTheDocument();
    expect(within(first).getByText('No')).toBeInTheDocument();
    expect(within(first).getByText('23,456 km')).toBeInTheDocument();
    expect(within(dialog).getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await within(dialog).findByText('Page 2 of 2');
    expect(api.to(`GET /backend/vehicles/${IDS.idFour}/history`).at(-1)!.url.searchParams.get('pageNumber')).toBe('1');
  });

  it('speaks German', async () => {
    await setLanguage('de');
    stub();
    renderPage();
    const row = await rowOf('Volkswagen ID.4 Pro');
    expect(within(row).getByText('Verbunden')).toBeInTheDocument();
    expect(within(row).getByText('Lädt')).toBeInTheDocument();
    expect(within(row).getByText('23.456 km')).toBeInTheDocument();
    expect(within(row).getByText('vor 3 Stunden')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Kilometerstand/ })).toBeInTheDocument();
    expect(within(await rowOf('Tesla Model 3 Long Range')).getByText('Verbindung abgelaufen')).toBeInTheDocument();
  });

  it('says why a connected car gave no reading, keeping its last values, in English and German', async () => {
    stubBackend({ [SEARCH]: () => jsonResponse({ results: [{ ...idFour, dataState: 'ASLEEP' }], totalCount: 1, totalPages: 1 }) });
    const { unmount } = renderPage();
    const row = await rowOf('Volkswagen ID.4 Pro');
    expect(within(row).getByText('Car asleep – last reading kept')).toBeInTheDocument();
    expect(within(row).getByText('23,456 km')).toBeInTheDocument();
    unmount();

    await setLanguage('de');
    stubBackend({ [SEARCH]: () => jsonResponse({ results: [{ ...idFour, dataState: 'PERMISSION_MISSING' }], totalCount: 1, totalPages: 1 }) });
    renderPage();
    expect(within(await rowOf('Volkswagen ID.4 Pro')).getByText('Berechtigung fehlt – Fahrzeug erneut verbinden')).toBeInTheDocument();
  });
});
