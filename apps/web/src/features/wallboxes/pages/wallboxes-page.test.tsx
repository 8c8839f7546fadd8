import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WallboxDetail, WallboxListItem } from '@fleetwatt/shared';
import { jsonResponse, renderWithProviders, setLanguage, stubBackend } from '../../../components/ui/test-utils.tsx';
import WallboxesPage from './wallboxes-page.tsx';


const IDS = {
  wallbox: '5a2f3f64-5717-4562-b3fc-2c963f66afa6',
  driver: '6b2f3f64-5717-4562-b3fc-2c963f66afa7',
  company: '7c2f3f64-5717-4562-b3fc-2c963f66afa8',
  tx: '8d2f3f64-5717-4562-b3fc-2c963f66afa9',
  session: '9e2f3f64-5717-4562-b3fc-2c963f66afaa',
};

const charging: WallboxListItem = {
  id: IDS.wallbox,
  companyId: IDS.company,
  companyName: 'Voltwerk Holding GmbH',
  driverId: IDS.driver,
  driverName: 'Ada Lovelace',
  identity: 'WB-ADA-01',
  vendor: 'KEBA',
  model: 'KeContact P30',
  serialNumber: '22041337',
  firmwareVersion: '1.15',
  ocppVersion: 'ocpp1.6',
  connection: 'ONLINE',
  connectorStatus: 'CHARGING',
  charging: true,
  lastSeenAt: '2026-11-28T09:15:00.000Z',
  createdAt: '2026-11-01T09:00:00.000Z',
};
const offline: WallboxListItem = { ...charging, id: '5a2f3f64-5717-4562-b3fc-2c963f66afb0', identity: 'WB-NEW-02', vendor: null, model: null, connection: 'OFFLINE', connectorStatus: null, charging: false, lastSeenAt: null };

const instructions = { url: 'ws://localhost:3000/ocpp/WB-ADA-01', securityProfile: 1 as const, username: 'WB-ADA-01', ocppVersions: ['ocpp1.6' as const, 'ocpp2.0.1' as const] };
const detail: WallboxDetail = {
  ...charging,
  meterPublicKey: '3059301306072A8648CE3D020106082A8648CE3D03010703420004AB',
  rfidTag: null,
  heartbeatIntervalSeconds: 300,
  connectedSince: '2026-11-28T08:00:00.000Z',
  instructions,
  transactions: [
    { id: IDS.tx, transactionId: 7, idTag: null, startedAt: '2026-11-27T18:00:00.000Z', stoppedAt: '2026-11-27T21:00:00.000Z', meterStartWh: 1000, meterStopWh: 13500, stopReason: 'Local', sessionId: IDS.session, signed: true, verification: 'FAILED', verificationFailure: 'BAD_SIGNATURE', verificationMessage: 'BAD_SIGNATURE: ECDSA verification failed' },
  ],
};

function stub() {
  return stubBackend({
    'GET /backend/wallboxes': () => jsonResponse({ results: [charging, offline], totalCount: 2, totalPages: 1 }),
    'GET /backend/wallboxes/:id': () => jsonResponse(detail),
    'DELETE /backend/wallboxes/:id': () => jsonResponse(null, 204),
    'GET /backend/users/simple-search': () => jsonResponse([{ id: IDS.driver, name: 'Ada Lovelace', email: 'ada@example.test', companyId: IDS.company, companyName: 'Voltwerk Holding GmbH' }]),
    'POST /backend/wallboxes': (req) =>
      (req.body as { identity: string }).identity === 'taken'
        ? jsonResponse({ title: 'Bad Request', status: 400, code: 'VALIDATION_FAILED', errors: [{ field: 'identity', message: 'This identity is already registered.' }] }, 400)
        : jsonResponse({ wallbox: detail, password: 'Xk3-secret-once' }, 201),
  });
}

const renderPage = () => renderWithProviders(<WallboxesPage />, { route: '/dashboard/wallboxes', path: '/dashboard/wallboxes' });

describe('wallboxes page', () => {
  it('lists each wallbox with its status, driver and last seen', async () => {
    stub();
    renderPage();
    const row = (await screen.findByRole('button', { name: 'Open wallbox WB-ADA-01' })).closest('tr')!;
    expect(within(row).getByText('Charging')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', `/dashboard/driver/${IDS.driver}`);
    expect(within(row).getByText('KEBA KeContact P30')).toBeInTheDocument();
    const other = screen.getByRole('button', { name: 'Open wallbox WB-NEW-02' }).closest('tr')!;
    expect(within(other).getByText('Offline')).toBeInTheDocument();
    expect(within(other).getByText('Never')).toBeInTheDocument();
  });

  it('registers a wallbox: the server\'s word on a field, then the password once with what to enter in the wallbox', async () => {
    const api = stub();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Register wallbox' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Choose the driver whose wallbox this is.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox', { name: /Driver/ }), 'Ada');
    await user.click(await screen.findByRole('option', { name: /Ada Lovelace/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Charge point identity/ }), 'taken');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('This identity is already registered.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /Charge point identity/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Charge point identity/ }), 'WB-ADA-01');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Xk3-secret-once')).toBeInTheDocument();
    expect(screen.getByText('ws://localhost:3000/ocpp/WB-ADA-01')).toBeInTheDocument();
    expect(screen.getByText('Profile 1 (HTTP Basic authentication)')).toBeInTheDocument();
    expect(screen.getByText(/The password is shown only now/)).toBeInTheDocument();
    expect(api.to('POST /backend/wallboxes').at(-1)!.body).toEqual({ driverId: IDS.driver, identity: 'WB-ADA-01', meterPublicKey: null, rfidTag: null });
  });

  it('shows a wallbox\'s sessions with their meter signature check, and deletes it after asking, in German', async () => {
    await setLanguage('de');
    const api = stub();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Wallbox WB-ADA-01 öffnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wallbox WB-ADA-01' });
    expect(await within(dialog).findByText('Nicht bestätigt')).toBeInTheDocument();
    expect(within(dialog).getByText('Die Signatur passt nicht: Die Daten wurden verändert oder stammen von einem anderen Zähler.')).toBeInTheDocument();
    expect(within(dialog).getByText(/^12,5\d* kWh$/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Wallbox WB-ADA-01 löschen?' });
    expect(api.to(`DELETE /backend/wallboxes/${IDS.wallbox}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Wallbox löschen' }));
    await vi.waitFor(() => expect(api.to(`DELETE /backend/wallboxes/${IDS.wallbox}`)).toHaveLength(1));
  });
});
