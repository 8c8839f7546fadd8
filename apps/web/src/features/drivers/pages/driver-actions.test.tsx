import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CableListItem } from '@fleetwatt/shared';
import { jsonResponse, setLanguage } from '../../../components/ui/test-utils.tsx';
import { adaDetail, IDS, stubBackend } from '../testing/driver-fixtures.ts';
import { renderWithProviders } from '../../../components/ui/test-utils.tsx';
import DriverDetailPage from './driver-detail-page.tsx';

/** The dialogs behind the driver page's action buttons, each with its success and failure. */

const BASE = `/backend/users/${IDS.ada}`;


function stub(extra: Parameters<typeof stubBackend>[0] = {}) {
  return stubBackend({
    [`GET ${BASE}`]: () => jsonResponse(adaDetail),
    [`GET ${BASE}/custom-fields`]: () => jsonResponse([]),
    ...extra,
  });
}

const SEARCH = 'GET /backend/cables/search';
const FREE_CABLE = '40000000-0000-4000-8000-000000000003';
const JANE = '30000000-0000-4000-8000-000000000009';

function cableItem(id: string, hardwareId: string, user: { id: string; name: string } | null): CableListItem {
  return {
    id,
    hardwareId,
    status: 'ACTIVE',
    companyId: IDS.holding,
    companyName: 'Voltwerk Holding GmbH',
    userId: user?.id ?? null,
    userName: user?.name ?? null,
    firmwareVersion: '2.4.1',
    pincodeResetRequired: false,
    pincodeMasterOverride: false,
    createdAt: '2025-03-01T08:00:00.000Z',
  };
}

/** GET /backend/cables/search as the server answers it (by hardware ID), plus other handlers. */
function cableSearch(extra: Parameters<typeof stubBackend>[0] = {}): Parameters<typeof stubBackend>[0] {
  const results = [
    cableItem(IDS.cable, 'FW-CBL-0001', { id: IDS.ada, name: 'Ada Lovelace' }),
    cableItem(IDS.otherCable, 'FW-CBL-0002', { id: JANE, name: 'Jane Doe' }),
    cableItem(FREE_CABLE, 'FW-CBL-0003', null),
  ];
  return { [SEARCH]: () => jsonResponse({ results, totalCount: results.length, totalPages: 1 }), ...extra };
}

async function pickCable(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, hardwareId: string, label = /^Cable/) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await within(dialog).findByRole('option', { name: new RegExp(`^${hardwareId}`) }));
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

  it('the cable picker offers the scope’s cables from the server, saying whom each is assigned to', async () => {
    const api = stub(cableSearch());
    const { user, dialog } = await openAction('Assign cable');
    await user.click(within(dialog).getByRole('combobox', { name: /^Cable/ }));
    const options = await within(dialog).findAllByRole('option');
    // Free active cables first.
    expect(options.map((o) => o.textContent)).toEqual([
      'FW-CBL-0003',
      "FW-CBL-0001this driver's current cable",
      'FW-CBL-0002assigned to Jane Doe',
    ]);
    expect(api.to(SEARCH)[0]!.url.searchParams.get('pageSize')).toBe('20');

    await user.type(within(dialog).getByRole('combobox', { name: /^Cable/ }), 'cbl-0002');
    // The server filters by the typed part of the hardware ID, once typing pauses.
    await waitFor(() => expect(api.to(SEARCH).at(-1)!.url.searchParams.get('hardwareId')).toBe('cbl-0002'), { timeout: 2000 });
    // The driver's company only, so an administrator is offered cables the driver can get.
    expect(api.to(SEARCH).at(-1)!.url.searchParams.get('companyId')).toBe(IDS.holding);
  });

  it('assigning a cable needs one picked and refuses the driver’s own, before asking the server', async () => {
    const api = stub(cableSearch());
    const { user, dialog } = await openAction('Assign cable');
    await user.click(within(dialog).getByRole('button', { name: 'Assign cable' }));
    expect(await within(dialog).findByText('Please select a cable.')).toBeInTheDocument();

    await pickCable(user, dialog, 'FW-CBL-0001');
    await user.click(within(dialog).getByRole('button', { name: 'Assign cable' }));
    expect(await within(dialog).findByText('The selected cable is already assigned to the driver.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('another driver’s cable may be picked: the dialog says it moves, then assigns that cable', async () => {
    const api = stub(cableSearch({ [`PUT ${BASE}/cable/${IDS.otherCable}`]: () => jsonResponse(adaDetail) }));
    const { user, dialog } = await openAction('Assign cable');
    await pickCable(user, dialog, 'FW-CBL-0002');
    expect(
      within(dialog).getByText('Cable FW-CBL-0002 is assigned to Jane Doe. Assigning it moves it from Jane Doe to Ada Lovelace.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Assign cable' }));
    await waitFor(() => expect(api.to(`PUT ${BASE}/cable/${IDS.otherCable}`)).toHaveLength(1));
    expect(await screen.findByText('Cable FW-CBL-0002 is now assigned to Ada Lovelace.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign cable' })).not.toBeInTheDocument());
  });

  it('a free cable is assigned without a move notice', async () => {
    const api = stub(cableSearch({ [`PUT ${BASE}/cable/${FREE_CABLE}`]: () => jsonResponse(adaDetail) }));
    const { user, dialog } = await openAction('Assign cable');
    await pickCable(user, dialog, 'FW-CBL-0003');
    expect(within(dialog).queryByText(/moves it/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Assign cable' }));
    await waitFor(() => expect(api.to(`PUT ${BASE}/cable/${FREE_CABLE}`)).toHaveLength(1));
    expect(await screen.findByText('Cable FW-CBL-0003 is now assigned to Ada Lovelace.')).toBeInTheDocument();
  });

  it('the server’s conflict shows on the cable field; any other failure as the cable-assignment failure', async () => {
    let status = 409;
    stub(
      cableSearch({
        [`PUT ${BASE}/cable/${FREE_CABLE}`]: () =>
          status === 409
            ? jsonResponse(
                { title: 'Conflict', status: 409, code: 'CONFLICT', detail: 'The selected cable is already assigned to the driver.' },
                409,
              )
            : jsonResponse({ title: 'Error', status: 500, code: 'INTERNAL', detail: 'Internal error.' }, 500),
      }),
    );
    const { user, dialog } = await openAction('Assign cable');
    await pickCable(user, dialog, 'FW-CBL-0003');
    await user.click(within(dialog).getByRole('button', { name: 'Assign cable' }));
    expect(await within(dialog).findByText('The selected cable is already assigned to the driver.')).toBeInTheDocument();
    expect(screen.queryByText('The cable could not be assigned.')).not.toBeInTheDocument();

    status = 500;
    await user.click(within(dialog).getByRole('button', { name: 'Assign cable' }));
    expect(await screen.findByText('The cable could not be assigned.')).toBeInTheDocument();
    expect(screen.getByText('Internal error.')).toBeInTheDocument();
  });

  it('the cable dialog speaks German', async () => {
    await setLanguage('de');
    const api = stub(cableSearch({ [`PUT ${BASE}/cable/${IDS.otherCable}`]: () => jsonResponse(adaDetail) }));
    const { user, dialog } = await openAction('Kabel zuweisen');
    expect(within(dialog).getByText('Ada Lovelace hat das Kabel FW-CBL-0001. Das gewählte Kabel ersetzt es.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kabel zuweisen' }));
    expect(await within(dialog).findByText('Bitte wählen Sie ein Kabel aus.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /^Kabel/ }));
    expect(await within(dialog).findByRole('option', { name: /FW-CBL-0002.*zugewiesen an Jane Doe/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('option', { name: /^FW-CBL-0001/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Kabel zuweisen' }));
    expect(await within(dialog).findByText('Das ausgewählte Kabel ist dem Fahrer bereits zugewiesen.')).toBeInTheDocument();

    await pickCable(user, dialog, 'FW-CBL-0002', /^Kabel/);
    expect(
      within(dialog).getByText(
        'Das Kabel FW-CBL-0002 ist Jane Doe zugewiesen. Durch die Zuweisung wechselt es von Jane Doe zu Ada Lovelace.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kabel zuweisen' }));
    await waitFor(() => expect(api.to(`PUT ${BASE}/cable/${IDS.otherCable}`)).toHaveLength(1));
    expect(await screen.findByText('Das Kabel FW-CBL-0002 ist jetzt Ada Lovelace zugewiesen.')).toBeInTheDocument();
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
