import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, setLanguage } from '../../../components/ui/test-utils.tsx';
import { stubBackend } from '../testing/vehicle-fixtures.ts';
import CarApiCallbackPage from './car-api-callback-page.tsx';

const CALLBACK = 'POST /backend/public/car-api/callback';

afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en');
});

const renderPage = (query: string) =>
  renderWithProviders(<CarApiCallbackPage />, { route: `/public/car-api/callback?${query}`, path: '/public/car-api/callback' });

describe('the car data provider’s callback page', () => {
  it('hands code and state to the backend once and says which car is now connected for whom', async () => {
    const api = stubBackend({
      [CALLBACK]: () =>
        jsonResponse({ driverName: 'Ada Lovelace', companyName: 'Voltwerk Holding GmbH', vehicles: [{ make: 'Volkswagen', model: 'ID.4 Pro', modelYear: 2024 }] }),
    });
    renderPage('code=abc&state=xyz');
    expect(await screen.findByText('The car is connected')).toBeInTheDocument();
    expect(screen.getByText('Volkswagen ID.4 Pro now sends its data for Ada Lovelace (Voltwerk Holding GmbH).')).toBeInTheDocument();
    expect(api.to(CALLBACK)).toHaveLength(1);
    expect(api.to(CALLBACK)[0]!.body).toEqual({ code: 'abc', state: 'xyz' });
  });

  it('shows the backend’s reason when the state was used already', async () => {
    stubBackend({
      [CALLBACK]: () =>
        jsonResponse(
          { title: 'Conflict', status: 409, code: 'CONFLICT', detail: 'This connection request was already used. Please start connecting the car again.' },
          409,
        ),
    });
    renderPage('code=abc&state=xyz');
    expect(await screen.findByText('This connection request was already used. Please start connecting the car again.')).toBeInTheDocument();
    expect(screen.getByText('The car could not be connected')).toBeInTheDocument();
  });

  it('a refused consent or a stale link says so without calling the backend, in German too', async () => {
    const api = stubBackend({});
    renderPage('error=access_denied&state=xyz');
    expect(await screen.findByText('Access to the car data was not allowed.')).toBeInTheDocument();
    await setLanguage('de');
    renderPage('error=invalid_link');
    expect(await screen.findByText(/Dieser Link ist nicht mehr gültig/)).toBeInTheDocument();
    await waitFor(() => expect(api.requests).toHaveLength(0));
  });
});
