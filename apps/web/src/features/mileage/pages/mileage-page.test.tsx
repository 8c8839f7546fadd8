import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setLanguage } from '../../../components/ui/test-utils.tsx';
import { adaMarch, carReading, IDS, jsonResponse, jumpReading, stubBackend } from '../testing/mileage-fixtures.ts';
import MileagePage from './mileage-page.tsx';

const READINGS = 'GET /backend/mileage/readings';
const AGGREGATED = 'GET /backend/mileage/aggregated';
const PLAN = 'PUT /backend/users/:id/mileage-plan';


function stub(plan: () => Response = () => jsonResponse({ driverId: IDS.ada, plannedYearlyKm: 25_000 })) {
  return stubBackend({
    [READINGS]: () => jsonResponse({ results: [carReading, jumpReading], totalCount: 2, totalPages: 1 }),
    [AGGREGATED]: () => jsonResponse({ results: [adaMarch], totalCount: 1, totalPages: 1 }),
    [PLAN]: plan,
  });
}

const renderPage = (route = '/dashboard/mileage', isAdministrator = false) =>
  renderWithProviders(<MileagePage isAdministrator={isAdministrator} />, { route, path: '/dashboard/mileage' });
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('mileage page, all data', () => {
  it('shows every reading with odometer, source, time with its age, and the plausibility flag', async () => {
    const api = stub();
    renderPage('/dashboard/mileage?y=2026&m=3');
    const ada = await rowOf('Ada Lovelace');
    expect(within(ada).getByText('23,456 km')).toBeInTheDocument();
    expect(within(ada).getByText('Car')).toBeInTheDocument();
    expect(within(ada).getByText('3 days ago')).toBeInTheDocument();
    expect(within(ada).getByText('Plausible')).toBeInTheDocument();
    const bruno = await rowOf('Bruno Berger');
    expect(within(bruno).getByText('Driver')).toBeInTheDocument();
    expect(within(bruno).getByText('Implausible jump')).toBeInTheDocument();
    expect(within(bruno).getByText('5 hours ago')).toBeInTheDocument();
    expect(within(bruno).getByText('Typed from the dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Company' })).not.toBeInTheDocument();
    const query = Object.fromEntries(api.to(READINGS).at(-1)!.url.searchParams);
    expect(query).toEqual({ pageNumber: '0', pageSize: '50', sortField: 'readAt', sortDir: 'DESC', year: '2026', month: '3' });
  });

  it('narrows to implausible readings of one source, and to the driver it was opened for', async () => {
    const api = stub();
    const { search } = renderPage(`/dashboard/mileage?driverId=${IDS.ada}`);
    await rowOf('Ada Lovelace');
    expect(api.to(READINGS).at(-1)!.url.searchParams.get('driverId')).toBe(IDS.ada);
    expect(screen.getByText('Driver: Ada Lovelace')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Plausibility' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Implausible only' }));
    await waitFor(() => expect(api.to(READINGS).at(-1)!.url.searchParams.get('flagged')).toBe('true'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Source' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Driver' }));
    await waitFor(() => expect(api.to(READINGS).at(-1)!.url.searchParams.get('source')).toBe('DRIVER'));
    expect(search().get('flagged')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Show every driver' }));
    await waitFor(() => expect(api.to(READINGS).at(-1)!.url.searchParams.has('driverId')).toBe(false));
  });

  it('sorts on the server when a header is clicked', async () => {
    const api = stub();
    renderPage();
    await rowOf('Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: /Odometer/ }));
    await waitFor(() => expect(api.to(READINGS).at(-1)!.url.searchParams.get('sortField')).toBe('odometerKm'));
    expect(api.to(READINGS).at(-1)!.url.searchParams.get('sortDir')).toBe('ASC');
  });

  it('shows administrators the company', async () => {
    stub();
    renderPage('/dashboard/mileage', true);
    const ada = await rowOf('Ada Lovelace');
    expect(screen.getByRole('columnheader', { name: 'Company' })).toBeInTheDocument();
    expect(within(ada).getByText('Voltwerk Holding GmbH')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await setLanguage('de');
    stub();
    renderPage();
    const bruno = await rowOf('Bruno Berger');
    expect(within(bruno).getByText('Unplausibler Sprung')).toBeInTheDocument();
    expect(within(bruno).getByText('vor 5 Stunden')).toBeInTheDocument();
    expect(within(bruno).getByText('98.000 km')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Zusammengefasst' })).toBeInTheDocument();
  });
});

describe('mileage page, aggregated', () => {
  it('shows each driver month with first and last reading, driven km and the share of the plan', async () => {
    const api = stub();
    const { search } = renderPage('/dashboard/mileage?y=2026&m=3&sort=odometerKm');
    await rowOf('Ada Lovelace');
    await userEvent.click(screen.getByRole('radio', { name: 'Aggregated' }));
    const row = await rowOf('March 2026');
    expect(search().get('view')).toBe('aggregated');
    expect(search().has('sort')).toBe(false);
    expect(within(row).getByText('21,000 km')).toBeInTheDocument();
    expect(within(row).getByText('23,456 km')).toBeInTheDocument();
    expect(within(row).getByText('2,756 km')).toBeInTheDocument();
    expect(within(row).getByText('108.16%')).toBeInTheDocument();
    expect(within(row).getByText('of 2,548 km')).toBeInTheDocument();
    expect(within(row).getByText('(1 ⚠)')).toBeInTheDocument();
    expect(api.to(AGGREGATED).at(-1)!.url.searchParams.get('sortField')).toBe('period');
  });

  it('sets a mileage plan from a row, and the refreshed list is asked for again', async () => {
    const api = stub();
    renderPage('/dashboard/mileage?view=aggregated');
    const row = await rowOf('Ada Lovelace');
    const before = api.to(AGGREGATED).length;
    await userEvent.click(within(row).getByRole('button', { name: 'Mileage plan of Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mileage plan' });
    const input = within(dialog).getByLabelText('Planned kilometres per year');
    expect(input).toHaveValue('30,000 km');
    await userEvent.clear(input);
    await userEvent.type(input, '25000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(api.to('PUT /backend/users/' + IDS.ada + '/mileage-plan')).toHaveLength(1));
    expect(api.to('PUT /backend/users/' + IDS.ada + '/mileage-plan')[0]!.body).toEqual({ plannedYearlyKm: 25_000 });
    expect(await screen.findByText('The mileage plan of Ada Lovelace was saved.')).toBeInTheDocument();
    await waitFor(() => expect(api.to(AGGREGATED).length).toBeGreaterThan(before));
  });

  it("a failed save says 'Error updating mileage plan' and keeps the dialog open", async () => {
    stub(() => jsonResponse({ title: 'Not Found', status: 404, code: 'NOT_FOUND', detail: 'The driver was not found.' }, 404));
    renderPage('/dashboard/mileage?view=aggregated');
    const row = await rowOf('Ada Lovelace');
    await userEvent.click(within(row).getByRole('button', { name: 'Mileage plan of Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mileage plan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('Error updating mileage plan')).toBeInTheDocument();
    expect(screen.getByText('The driver was not found.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Mileage plan' })).toBeInTheDocument();
  });

  it('a negative plan is refused in the form, with nothing sent', async () => {
    const api = stub();
    renderPage('/dashboard/mileage?view=aggregated');
    const row = await rowOf('Ada Lovelace');
    await userEvent.click(within(row).getByRole('button', { name: 'Mileage plan of Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mileage plan' });
    const input = within(dialog).getByLabelText('Planned kilometres per year');
    await userEvent.clear(input);
    await userEvent.type(input, '-5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(await within(dialog).findByText('Planned kilometres per year: Must not be negative')).toBeInTheDocument();
    expect(api.byMethod('PUT')).toHaveLength(0);
  });
});
