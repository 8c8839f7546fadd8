import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, setLanguage } from '../../../components/ui/test-utils.tsx';
import { adaDetail, IDS, stubBackend } from '../testing/driver-fixtures.ts';
import { renderWithProviders } from '../../../components/ui/test-utils.tsx';
import DriverDetailPage from './driver-detail-page.tsx';

/** The dialogs behind the driver page's action buttons, each with its success and failure. */

const BASE = `/backend/users/${IDS.ada}`;

afterEach(async () => {
  notifications.clean();
  notifications.cleanQueue();
  vi.restoreAllMocks();
  await setLanguage('en');
});

function stub(extra: Parameters<typeof stubBackend>[0] = {}) {
  return stubBackend({
    [`GET ${BASE}`]: () => jsonResponse(adaDetail),
    [`GET ${BASE}/custom-fields`]: () => jsonResponse([]),
    ...extra,
  });
}

async function openAction(button: string, dialogName = button, isAdministrator = false) {
  const user = userEvent.setup();
  renderWithProviders(<DriverDetailPage isAdministrator={isAdministrator} />, {
    route: `/dashboard/driver/${IDS.ada}`,
    path: '/dashboard/driver/:driverId',
  });
  await screen.findByRole('heading', { name: 'Ada Lovelace' });
  await user.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  return { user, dialog };
}

describe('driver actions', () => {
  it('edit starts from the driver’s values and saves the changed fields, clearing emptied ones', async () => {
    const api = stub({ [`PUT ${BASE}`]: () => jsonResponse(adaDetail) });
    const { user, dialog } = await openAction('Edit', 'Edit driver');
    const plate = await within(dialog).findByRole('textbox', { name: 'Car plate' });
    expect(plate).toHaveValue('M-FW 123');
    await user.clear(plate);
    await user.type(plate, 'M-AL 1815');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Cost center' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to(`PUT ${BASE}`)).toHaveLength(1));
    const body = api.to(`PUT ${BASE}`)[0]!.body;
    expect(body).toMatchObject({ firstName: 'Ada', carPlate: 'M-AL 1815', costCenter: null, city: 'München', country: 'GERMANY' });
    expect(body).not.toHaveProperty('companyId');
    expect(await screen.findByText('The driver was saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit driver' })).not.toBeInTheDocument());
  });

  it('assigning a cable needs one, refuses the driver’s own, and assigns the cable the hardware ID names', async () => {
    const api = stub({
      'GET /backend/cables/search': () =>
        jsonResponse({ results: [{ id: IDS.otherCable, hardwareId: 'FW-CBL-0002', status: 'ACTIVE' }], totalCount: 1, totalPages: 1 }),
      [`PUT ${BASE}/cable/${IDS.otherCable}`]: () => jsonResponse(adaDetail),
    });
    const { user, dialog } = await openAction('Assign cable');
    await user.click(within(dialog).getByRole('button', { name: 'Assign cable' }));
    expect(await within(dialog).findByText('Please select a cable.')).toBeInTheDocument();

    const input = within(dialog).getByRole('textbox', { name: /Cable hardware ID/ });
    await user.type(input, 'fw-cbl-0001');
    await user.click(within(dialog).getByRole('button', { name: 'Assign cable' }));
    expect(await within(dialog).findByText('The selected cable is already assigned to the driver.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'FW-CBL-0002');
    await user.click(within(dialog).getByRole('button', { name: 'Assign cable' }));
    await waitFor(() => expect(api.to(`PUT ${BASE}/cable/${IDS.otherCable}`)).toHaveLength(1));
    expect(api.to('GET /backend/cables/search')[0]!.url.searchParams.get('hardwareId')).toBe('FW-CBL-0002');
    expect(await screen.findByText('Cable FW-CBL-0002 is now assigned to Ada Lovelace.')).toBeInTheDocument();
  });

  it('a cable assignment the server refuses shows the cable-assignment failure', async () => {
    stub({
      'GET /backend/cables/search': () => jsonResponse({ results: [{ id: IDS.otherCable, hardwareId: 'FW-CBL-0002' }], totalCount: 1, totalPages: 1 }),
      [`PUT ${BASE}/cable/${IDS.otherCable}`]: () =>
        jsonResponse({ title: 'Conflict', status: 409, code: 'CONFLICT', detail: 'The cable is inactive.' }, 409),
    });
    const { user, dialog } = await openAction('Assign cable');
    await user.type(within(dialog).getByRole('textbox', { name: /Cable hardware ID/ }), 'FW-CBL-0002');
    await user.click(within(dialog).getByRole('button', { name: 'Assign cable' }));
    expect(await screen.findByText('The cable could not be assigned.')).toBeInTheDocument();
    expect(screen.getByText('The cable is inactive.')).toBeInTheDocument();
  });

  it('assigning a company (administrators) needs one picked, then moves the driver', async () => {
    const api = stub({
      'GET /backend/companies/search': () =>
        jsonResponse({
          results: [
            {
              id: IDS.vienna,
              name: 'Voltwerk Wien GmbH',
              country: 'AUSTRIA',
              subscriptionType: 'PRO',
              parentId: null,
              parentName: null,
              createdAt: '2025-01-02T10:00:00.000Z',
            },
          ],
          totalCount: 1,
          totalPages: 1,
        }),
      [`POST ${BASE}/company/${IDS.vienna}`]: () => jsonResponse(adaDetail),
    });
    const { user, dialog } = await openAction('Assign company', 'Assign driver to company', true);
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Please select a company')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /^Company/ }));
    await user.click(await within(dialog).findByRole('option', { name: 'Voltwerk Wien GmbH' }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(api.to(`POST ${BASE}/company/${IDS.vienna}`)).toHaveLength(1));
    expect(await screen.findByText('The driver was assigned to the company.')).toBeInTheDocument();
  });

  it('a notification needs a title and a message, and is sent to the driver', async () => {
    const api = stub({
      [`POST ${BASE}/notification`]: () =>
        jsonResponse({ id: IDS.license, userId: IDS.ada, companyId: IDS.holding, title: 'x', message: 'y', createdAt: '2026-11-21T08:00:00.000Z' }, 201),
    });
    const { user, dialog } = await openAction('Send notification');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Title: Is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Message: Is required')).toBeInTheDocument();
    expect(api.to(`POST ${BASE}/notification`)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Tariff due');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Please upload your new electricity tariff.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.to(`POST ${BASE}/notification`)).toHaveLength(1));
    expect(api.to(`POST ${BASE}/notification`)[0]!.body).toEqual({
      title: 'Tariff due',
      message: 'Please upload your new electricity tariff.',
    });
    expect(await screen.findByText('The notification was sent.')).toBeInTheDocument();
  });

  it('a notification the server refuses shows the notification failure in German', async () => {
    await setLanguage('de');
    stub({
      [`POST ${BASE}/notification`]: () => jsonResponse({ title: 'Error', status: 500, code: 'INTERNAL', detail: 'Interner Fehler.' }, 500),
    });
    const { user, dialog } = await openAction('Benachrichtigung senden');
    await user.type(within(dialog).getByRole('textbox', { name: /Titel/ }), 'Hallo');
    await user.type(within(dialog).getByRole('textbox', { name: /Nachricht/ }), 'Test');
    await user.click(within(dialog).getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText('Die Benachrichtigung konnte nicht gesendet werden.')).toBeInTheDocument();
  });
});
