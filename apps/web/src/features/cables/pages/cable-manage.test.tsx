import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CableImportResult } from '@fleetwatt/shared';
import { jsonResponse, renderWithProviders, setLanguage } from '../../../components/ui/test-utils.tsx';
import { assignedCable, freeCable, history, IDS, stubBackend } from '../testing/cable-fixtures.ts';
import CableListPage from './cable-list-page.tsx';

const SEARCH = 'GET /backend/cables/search';


function stub(extra: Parameters<typeof stubBackend>[0] = {}) {
  return stubBackend({
    [SEARCH]: () => jsonResponse({ results: [assignedCable, freeCable], totalCount: 2, totalPages: 1 }),
    'GET /backend/companies/search': () =>
      jsonResponse({ results: [{ id: IDS.holding, name: 'Voltwerk Holding GmbH', country: 'GERMANY', subscriptionType: 'PRO', parentId: null, parentName: null, createdAt: '2025-01-01T00:00:00.000Z' }], totalCount: 1, totalPages: 1 }),
    ...extra,
  });
}

const renderPage = (isAdministrator = false) =>
  renderWithProviders(<CableListPage isAdministrator={isAdministrator} />, { route: '/dashboard/cable', path: '/dashboard/cable' });

async function rowAction(hardwareId: string, item: string, menu = `More actions for cable ${hardwareId}`) {
  const user = userEvent.setup();
  const row = (await screen.findByText(hardwareId)).closest('tr')!;
  await user.click(within(row).getByRole('button', { name: menu }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('managing cables', () => {
  it('edits status, firmware and pincode flags and says so', async () => {
    const api = stub({ 'PUT /backend/cables/:id': (req) => jsonResponse({ ...assignedCable, ...(req.body as object) }) });
    renderPage();
    const { user, dialog } = await rowAction('FW-CBL-0001', 'Edit cable');
    expect(within(dialog).queryByRole('combobox', { name: /Company/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByText('Inactive'));
    const firmware = within(dialog).getByLabelText('Firmware version');
    await user.clear(firmware);
    await user.type(firmware, '3.2.0');
    await user.click(within(dialog).getByLabelText('Master override'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.byMethod('PUT')).toHaveLength(1));
    expect(api.byMethod('PUT')[0]!.url.pathname).toBe(`/backend/cables/${IDS.assignedCable}`);
    expect(api.byMethod('PUT')[0]!.body).toEqual({
      status: 'INACTIVE',
      firmwareVersion: '3.2.0',
      pincodeResetRequired: true,
      pincodeMasterOverride: true,
    });
    expect(await screen.findByText('Cable FW-CBL-0001 has been saved.')).toBeInTheDocument();
  });

  it('a failed save shows the cable save failure with the reason and keeps the dialog open', async () => {
    stub({
      'PUT /backend/cables/:id': () =>
        jsonResponse({ title: 'Conflict', status: 409, code: 'CONFLICT', detail: 'The license of this cable has a renewal that is being billed.' }, 409),
    });
    renderPage(true);
    const { user, dialog } = await rowAction('FW-CBL-0001', 'Edit cable');
    expect(within(dialog).getByRole('combobox', { name: /Company/ })).toHaveValue('Voltwerk Holding GmbH');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An error occurred while saving the cable. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('The license of this cable has a renewal that is being billed.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows which driver had the cable when, and which cables its driver had', async () => {
    const api = stub({
      'GET /backend/cables/:id/history': () => jsonResponse(history),
      'GET /backend/users/:id/cable-history': () => jsonResponse([{ ...history[0], hardwareId: 'FW-CBL-0001' }]),
    });
    renderPage();
    const first = await rowAction('FW-CBL-0001', 'Cable history');
    expect(within(first.dialog).getByText('Cable history of FW-CBL-0001')).toBeInTheDocument();
    const rows = within(first.dialog).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('today')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Anna Admin')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Bruno Berger')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/^04\/01\/26, 08:00/)).toBeInTheDocument();
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const second = await rowAction('FW-CBL-0001', "Driver's cable history");
    expect(within(second.dialog).getByText('Cable history of Ada Lovelace')).toBeInTheDocument();
    expect(await within(second.dialog).findByText('FW-CBL-0001')).toBeInTheDocument();
    expect(api.to(`GET /backend/users/${IDS.ada}/cable-history`)).toHaveLength(1);
  });

  it('only administrators register and import cables', async () => {
    stub();
    renderPage();
    await screen.findByText('FW-CBL-0001');
    expect(screen.queryByRole('button', { name: 'Register cable' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('an administrator registers a cable for a company; a taken hardware ID is said on the field', async () => {
    let taken = true;
    const api = stub({
      'POST /backend/cables': (req) =>
        taken
          ? jsonResponse({ title: 'Conflict', status: 409, code: 'CONFLICT', detail: 'A cable with this hardware ID already exists.' }, 409)
          : jsonResponse({ ...freeCable, hardwareId: (req.body as { hardwareId: string }).hardwareId }, 201),
    });
    renderPage(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Register cable' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Register cable' }));
    expect(await within(dialog).findByText('Company: Please select a company')).toBeInTheDocument();
    expect(api.byMethod('POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Hardware ID/), 'fwc-new-0001');
    await user.click(within(dialog).getByRole('combobox', { name: /Company/ }));
    await user.click(await within(dialog).findByRole('option', { name: 'Voltwerk Holding GmbH' }));
    await user.click(within(dialog).getByRole('button', { name: 'Register cable' }));
    expect(await within(dialog).findByText('A cable with this hardware ID already exists.')).toBeInTheDocument();
    expect(api.byMethod('POST')[0]!.body).toMatchObject({ hardwareId: 'FWC-NEW-0001', companyId: IDS.holding, status: 'ACTIVE' });

    taken = false;
    await user.click(within(dialog).getByRole('button', { name: 'Register cable' }));
    expect(await screen.findByText('Cable FWC-NEW-0001 has been registered for Voltwerk Holding GmbH.')).toBeInTheDocument();
  });

  it('an administrator imports a CSV and sees the result of every line', async () => {
    const result: CableImportResult = {
      created: 1,
      duplicates: 1,
      invalid: 1,
      lines: [
        { line: 1, hardwareId: 'FWC-A-0001', result: 'CREATED', message: null },
        { line: 2, hardwareId: 'FW-CBL-0001', result: 'DUPLICATE', message: 'A cable with this hardware ID already exists.' },
        { line: 3, hardwareId: '!!', result: 'INVALID', message: 'Hardware ID: Use 3 to 64 letters, digits, dashes, dots or underscores' },
      ],
    };
    const api = stub({ 'POST /backend/cables/import': () => jsonResponse(result) });
    renderPage(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Please select a company')).toBeInTheDocument();
    expect(within(dialog).getByText('Please add at least one hardware ID.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /Company/ }));
    await user.click(await within(dialog).findByRole('option', { name: 'Voltwerk Holding GmbH' }));
    await user.type(within(dialog).getByLabelText(/^Hardware IDs/), 'FWC-A-0001{enter}FW-CBL-0001{enter}!!');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('1 created')).toBeInTheDocument();
    expect(within(dialog).getByText('1 duplicate')).toBeInTheDocument();
    expect(within(dialog).getByText('1 invalid')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Import result' });
    expect(within(table).getByText('A cable with this hardware ID already exists.')).toBeInTheDocument();
    expect(api.byMethod('POST')[0]!.body).toEqual({ companyId: IDS.holding, csv: 'FWC-A-0001\nFW-CBL-0001\n!!' });
  });

  it('speaks German in the edit dialog and the history', async () => {
    await setLanguage('de');
    stub({ 'GET /backend/cables/:id/history': () => jsonResponse(history) });
    renderPage();
    const { dialog } = await rowAction('FW-CBL-0001', 'Kabelhistorie', 'Weitere Aktionen für Kabel FW-CBL-0001');
    expect(within(dialog).getByText('Kabelhistorie von FW-CBL-0001')).toBeInTheDocument();
    expect(await within(dialog).findByText('heute')).toBeInTheDocument();
    expect(within(dialog).getAllByText('01.04.26, 08:00')).toHaveLength(2);
  });
});
