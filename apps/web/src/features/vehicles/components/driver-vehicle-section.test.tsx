import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DriverConnection } from '@fleetwatt/shared';
import { jsonResponse, renderWithProviders, setLanguage } from '../../../components/ui/test-utils.tsx';
import { connectionOf, IDS, stubBackend } from '../testing/vehicle-fixtures.ts';
import { DriverVehicleSection } from './driver-vehicle-section.tsx';

const CONNECTION = `GET /backend/users/${IDS.ada}/connections`;
const LINK = `POST /backend/users/${IDS.ada}/connections/car-api/link`;


function stub(current: () => DriverConnection, more: Parameters<typeof stubBackend>[0] = {}) {
  return stubBackend({
    [CONNECTION]: () => jsonResponse(current()),
    [LINK]: () => jsonResponse({ url: 'http://localhost/connections/car-api/auth-flow/initiate?token=abc', expiresAt: '2026-03-16T12:10:00.000Z' }, 201),
    ...more,
  });
}

const renderSection = () => renderWithProviders(<DriverVehicleSection driverId={IDS.ada} />);
const section = () => screen.findByRole('region', { name: 'Connected car' });

describe('the driver page’s connected car', () => {
  it('a driver without a car: connect opens the consent link in a new tab and waits until the car is connected', async () => {
    let status: DriverConnection = connectionOf('NONE');
    const api = stub(() => status);
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderSection();
    const box = await section();
    expect(await within(box).findByText('No car is connected for this driver yet.')).toBeInTheDocument();
    await userEvent.click(within(box).getByRole('button', { name: 'Connect car' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('http://localhost/connections/car-api/auth-flow/initiate?token=abc'));
    expect(tab.opener).toBeNull();
    expect(await within(box).findByText('Waiting for the consent in the new tab…')).toBeInTheDocument();
    expect(api.to(LINK)).toHaveLength(1);

    status = connectionOf('CONNECTED', { connectedAt: new Date().toISOString() });
    expect(await within(box).findByText('Volkswagen ID.4 Pro (2024)', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(within(box).queryByText('Waiting for the consent in the new tab…')).not.toBeInTheDocument());
  });

  it('a connected car shows its values; refresh says the data is up to date', async () => {
    const api = stub(() => connectionOf('CONNECTED'), {
      [`POST /backend/users/${IDS.ada}/connections/refresh`]: () => jsonResponse(connectionOf('CONNECTED')),
    });
    renderSection();
    const box = await section();
    const car = await within(box).findByRole('article', { name: 'Volkswagen ID.4 Pro (2024)' });
    expect(within(car).getByText('Connected')).toBeInTheDocument();
    expect(within(car).getByText('Charging')).toBeInTheDocument();
    expect(within(car).getByText('23,456 km')).toBeInTheDocument();
    expect(within(car).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Connect car' })).not.toBeInTheDocument();
    await userEvent.click(within(box).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('The car data is up to date.')).toBeInTheDocument();
    expect(api.byMethod('POST')).toHaveLength(1);
  });

  it('disconnect asks first; a failure says the vehicle deletion failed', async () => {
    let answer = () => jsonResponse({ title: 'Not Found', status: 404, code: 'NOT_FOUND', detail: 'The connection was not found.' }, 404);
    const api = stub(() => connectionOf('CONNECTED'), { [`DELETE /backend/users/${IDS.ada}/connections`]: () => answer() });
    renderSection();
    const box = await section();
    await userEvent.click(await within(box).findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect the car' });
    expect(within(dialog).getByText(/Ada Lovelace's car will no longer send its data/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Vehicle deletion failed')).toBeInTheDocument();
    expect(screen.getByText('The connection was not found.')).toBeInTheDocument();

    answer = () => new Response(null, { status: 204 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('The car is disconnected.')).toBeInTheDocument();
    expect(api.byMethod('DELETE')).toHaveLength(2);
  });

  it('an expired connection offers reconnect and the invite; the invite says where it went', async () => {
    stub(() => connectionOf('EXPIRED'), {
      [`POST /backend/users/${IDS.ada}/connections/invite`]: () =>
        jsonResponse({ email: 'ada@voltwerk.test', status: 'SENT', linkExpiresAt: '2026-03-23T12:00:00.000Z' }, 201),
    });
    renderSection();
    const box = await section();
    expect(await within(box).findByText(/no longer accepts this connection/)).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Reconnect' })).toBeEnabled();
    await userEvent.click(within(box).getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('The invitation went to ada@voltwerk.test.')).toBeInTheDocument();
  });

  it('without the CarApi feature the actions are locked with the upgrade badge', async () => {
    stub(() => connectionOf('NONE', { canConnect: false }));
    renderSection();
    const box = await section();
    expect(await within(box).findByText('Upgrade')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Connect car' })).toBeDisabled();
    expect(within(box).getByRole('button', { name: 'Send invite' })).toBeDisabled();
  });

  it('speaks German', async () => {
    await setLanguage('de');
    stub(() => connectionOf('CONNECTED'));
    renderSection();
    const box = await screen.findByRole('region', { name: 'Verbundenes Fahrzeug' });
    expect(await within(box).findByText('Verbunden seit 10.01.26')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Trennen' })).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Aktualisieren' })).toBeInTheDocument();
  });
});
