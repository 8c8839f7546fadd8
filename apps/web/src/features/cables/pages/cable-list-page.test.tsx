import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, setLanguage } from '../../../components/ui/test-utils.tsx';
import { ada, assignedCable, bruno, freeCable, IDS, stubBackend } from '../testing/cable-fixtures.ts';
import CableListPage from './cable-list-page.tsx';

const SEARCH = 'GET /backend/cables/search';
const DRIVERS = 'GET /backend/users/simple-search';


function stub(assign: () => Response = () => jsonResponse({ id: IDS.bruno })) {
  return stubBackend({
    [SEARCH]: (req) => {
      const hw = req.url.searchParams.get('hardwareId');
      const results = [assignedCable, freeCable].filter((c) => !hw || c.hardwareId.toLowerCase().includes(hw.toLowerCase()));
      return jsonResponse({ results, totalCount: results.length, totalPages: 1 });
    },
    [DRIVERS]: () => jsonResponse([ada, bruno]),
    'PUT /backend/users/:id/cable/:id': assign,
  });
}

function renderPage(props: Parameters<typeof CableListPage>[0] = {}, route = '/dashboard/cable') {
  return renderWithProviders(<CableListPage {...props} />, { route, path: '/dashboard/cable' });
}

const rowOf = async (hardwareId: string) => (await screen.findByText(hardwareId)).closest('tr')!;

async function openAssign(hardwareId: string, name = `Assign driver to cable ${hardwareId}`) {
  const user = userEvent.setup();
  const row = await rowOf(hardwareId);
  await user.click(within(row).getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

describe('cables page', () => {
  it('lists the cables with status, assignment, driver, firmware, created date and pincode badges', async () => {
    const api = stub();
    renderPage();
    const row = await rowOf('FW-CBL-0001');
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('Assigned')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', `/dashboard/driver/${IDS.ada}`);
    expect(within(row).getByText('2.4.1')).toBeInTheDocument();
    expect(within(row).getByText('03/05/26')).toBeInTheDocument();
    expect(within(row).getByText('Reset required')).toBeInTheDocument();
    expect(within(row).queryByText('Master override')).not.toBeInTheDocument();

    const free = await rowOf('FW-CBL-0002');
    expect(within(free).getByText('Inactive')).toBeInTheDocument();
    expect(within(free).getAllByText('Unassigned')).toHaveLength(2);
    expect(within(free).queryByRole('link')).not.toBeInTheDocument();
    expect(within(free).getByText('Master override')).toBeInTheDocument();

    expect(screen.getByText('Total: 2')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    // Fleet managers see their own cables: no company column.
    expect(screen.queryByRole('columnheader', { name: 'Company' })).not.toBeInTheDocument();
    expect(screen.queryByText('Voltwerk Holding GmbH')).not.toBeInTheDocument();
    const query = Object.fromEntries(api.to(SEARCH).at(-1)!.url.searchParams);
    expect(query).toEqual({ pageNumber: '0', pageSize: '50', sortField: 'hardwareId', sortDir: 'ASC' });
  });

  it('shows administrators the company, linking to it', async () => {
    stub();
    renderPage({ isAdministrator: true });
    const row = await rowOf('FW-CBL-0001');
    expect(screen.getByRole('columnheader', { name: 'Company' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Voltwerk Holding GmbH' })).toHaveAttribute('href', `/dashboard/company/${IDS.holding}`);
  });

  it('clicking a header asks the server for that sort, and again for the other direction', async () => {
    const api = stub();
    const { search } = renderPage();
    await rowOf('FW-CBL-0001');
    const last = () => api.to(SEARCH).at(-1)!.url.searchParams;
    await userEvent.click(screen.getByRole('button', { name: /Created/ }));
    await waitFor(() => expect(last().get('sortField')).toBe('createdAt'));
    expect(last().get('sortDir')).toBe('ASC');
    await userEvent.click(screen.getByRole('button', { name: /Created/ }));
    await waitFor(() => expect(last().get('sortDir')).toBe('DESC'));
    await userEvent.click(screen.getByRole('button', { name: /^Status/ }));
    await waitFor(() => expect(last().get('sortField')).toBe('status'));
    expect(search().get('sort')).toBe('status');
  });

  it('searches by part of the hardware ID once typing pauses, from page 0', async () => {
    const api = stub();
    const { search } = renderPage({}, '/dashboard/cable?page=1');
    await rowOf('FW-CBL-0001');
    await userEvent.type(screen.getByPlaceholderText('Search by hardware ID'), '0002');
    expect(api.to(SEARCH).some((r) => r.url.searchParams.has('hardwareId'))).toBe(false);
    await waitFor(() => expect(api.to(SEARCH).at(-1)!.url.searchParams.get('hardwareId')).toBe('0002'), { timeout: 2000 });
    expect(api.to(SEARCH).at(-1)!.url.searchParams.get('pageNumber')).toBe('0');
    expect(search().get('hardwareId')).toBe('0002');
    await waitFor(() => expect(screen.queryByText('FW-CBL-0001')).not.toBeInTheDocument());
  });

  it('filters by status and assignment', async () => {
    const api = stub();
    renderPage({}, '/dashboard/cable?status=INACTIVE&assigned=false&hardwareId=cbl');
    await rowOf('FW-CBL-0002');
    const query = api.to(SEARCH).at(-1)!.url.searchParams;
    expect(query.get('status')).toBe('INACTIVE');
    expect(query.get('assigned')).toBe('false');
    expect(query.get('hardwareId')).toBe('cbl');
  });

  it('assigning with no driver picked says "Please select a user." and sends nothing', async () => {
    const api = stub();
    renderPage();
    const { user, dialog } = await openAssign('FW-CBL-0002');
    await user.click(within(dialog).getByRole('button', { name: 'Assign driver' }));
    expect(await within(dialog).findByText('Please select a user.')).toBeInTheDocument();
    expect(api.byMethod('PUT')).toHaveLength(0);
  });

  it('picking the cable’s own driver says it cannot be assigned to the same user and sends nothing', async () => {
    const api = stub();
    renderPage();
    const { user, dialog } = await openAssign('FW-CBL-0001');
    expect(within(dialog).getByText('Cable FW-CBL-0001 is assigned to Ada Lovelace. The driver you choose replaces them.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /^Driver/ }));
    await user.click(await within(dialog).findByRole('option', { name: /^Ada Lovelace/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign driver' }));
    expect(await within(dialog).findByText("You can't assign the cable to the same user.")).toBeInTheDocument();
    expect(api.byMethod('PUT')).toHaveLength(0);
    // The picker only asked for drivers of the cable's company.
    expect(api.to(DRIVERS).at(-1)!.url.searchParams.get('companyId')).toBe(IDS.holding);
  });

  it('assigns the picked driver, says so and refreshes the list', async () => {
    const api = stub();
    renderPage();
    const before = api.to(SEARCH).length;
    const { user, dialog } = await openAssign('FW-CBL-0001');
    await user.click(within(dialog).getByRole('combobox', { name: /^Driver/ }));
    await user.click(await within(dialog).findByRole('option', { name: /^Bruno Berger/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign driver' }));
    await waitFor(() => expect(api.byMethod('PUT')).toHaveLength(1));
    expect(api.byMethod('PUT')[0]!.url.pathname).toBe(`/backend/users/${IDS.bruno}/cable/${IDS.assignedCable}`);
    expect(await screen.findByText('Cable FW-CBL-0001 is now assigned to Bruno Berger.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.to(SEARCH).length).toBeGreaterThan(before));
  });

  it('puts the server’s conflict on the field and other failures in a toast', async () => {
    let answer = () =>
      jsonResponse({ title: 'Conflict', status: 409, code: 'CONFLICT', detail: 'The selected cable is already assigned to the driver.' }, 409);
    stub(() => answer());
    renderPage();
    const { user, dialog } = await openAssign('FW-CBL-0002');
    await user.click(within(dialog).getByRole('combobox', { name: /^Driver/ }));
    await user.click(await within(dialog).findByRole('option', { name: /^Bruno Berger/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign driver' }));
    expect(await within(dialog).findByText('The selected cable is already assigned to the driver.')).toBeInTheDocument();

    answer = () => jsonResponse({ title: 'Internal Server Error', status: 500, code: 'INTERNAL', detail: 'Something broke.' }, 500);
    await user.click(within(dialog).getByRole('button', { name: 'Assign driver' }));
    expect(await screen.findByText('The cable could not be assigned.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await setLanguage('de');
    const api = stub();
    renderPage();
    const row = await rowOf('FW-CBL-0002');
    expect(within(row).getByText('Inaktiv')).toBeInTheDocument();
    expect(within(row).getAllByText('Nicht zugewiesen')).toHaveLength(2);
    expect(within(row).getByText('Master-Override')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Hardware-ID/ })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Nach Hardware-ID suchen')).toBeInTheDocument();

    const { user, dialog } = await openAssign('FW-CBL-0001', 'Kabel FW-CBL-0001 einem Fahrer zuweisen');
    await user.click(within(dialog).getByRole('button', { name: 'Fahrer zuweisen' }));
    expect(await within(dialog).findByText('Bitte wählen Sie einen Benutzer aus.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /^Fahrer/ }));
    await user.click(await within(dialog).findByRole('option', { name: /^Ada Lovelace/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Fahrer zuweisen' }));
    expect(await within(dialog).findByText('Sie können das Kabel nicht demselben Benutzer zuweisen.')).toBeInTheDocument();
    expect(api.byMethod('PUT')).toHaveLength(0);
  });
});
