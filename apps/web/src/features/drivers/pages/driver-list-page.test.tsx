import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, setLanguage } from '../../../components/ui/test-utils.tsx';
import { renderWithProviders } from '../../../components/ui/test-utils.tsx';
import { setChildCompanyId } from '../../../lib/api-client.ts';
import { ada, adaDetail, bruno, IDS, stubBackend } from '../testing/driver-fixtures.ts';
import DriverListPage from './driver-list-page.tsx';

const SEARCH = 'GET /backend/users/search';
const CREATE = 'POST /backend/users';

afterEach(async () => {
  notifications.clean();
  notifications.cleanQueue();
  vi.restoreAllMocks();
  setChildCompanyId(null);
  await setLanguage('en');
});

function stub(create: () => Response = () => jsonResponse({ ...adaDetail, id: IDS.bruno, firstName: 'Nora', lastName: 'Neu' }, 201)) {
  return stubBackend({
    [SEARCH]: () => jsonResponse({ results: [ada, bruno], totalCount: 2, totalPages: 1 }),
    [CREATE]: create,
    'GET /backend/companies/search': () =>
      jsonResponse({
        results: [
          {
            id: IDS.vienna,
            name: 'Voltwerk Wien GmbH',
            country: 'AUSTRIA',
            subscriptionType: 'PRO',
            parentId: IDS.holding,
            parentName: 'Voltwerk Holding GmbH',
            createdAt: '2025-01-02T10:00:00.000Z',
          },
        ],
        totalCount: 1,
        totalPages: 1,
      }),
  });
}

function renderList(props: Parameters<typeof DriverListPage>[0] = {}) {
  return renderWithProviders(<DriverListPage {...props} />, { route: '/dashboard/driver', path: '/dashboard/driver' });
}

async function openAddDialog(name = 'Add driver') {
  const user = userEvent.setup();
  await screen.findByRole('link', { name: 'Ada Lovelace' });
  await user.click(screen.getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name });
  return { user, dialog };
}

/** Opens the add dialog and adds Ada Again with the given email; answers the dialog. */
async function addDriver(email: string) {
  const { user, dialog } = await openAddDialog();
  await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Ada');
  await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Again');
  await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), email);
  await user.click(within(dialog).getByRole('button', { name: 'Add driver' }));
  return dialog;
}

describe('drivers page', () => {
  it('lists the drivers with email, company, cable, tariff status and completeness, by name, this month', async () => {
    const api = stub();
    renderList({ actions: <button type="button">Invite drivers</button> });
    const row = (await screen.findByRole('link', { name: 'Bruno Berger' })).closest('tr')!;
    expect(within(row).getByText('bruno@voltwerk.test')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Voltwerk Wien GmbH' })).toHaveAttribute('href', `/dashboard/company/${IDS.vienna}`);
    expect(within(row).getByText('No tariff')).toBeInTheDocument();
    expect(within(row).getByText('2 missing')).toBeInTheDocument();
    const adaRow = screen.getByRole('link', { name: 'Ada Lovelace' }).closest('tr')!;
    expect(within(adaRow).getByText('FW-CBL-0001')).toBeInTheDocument();
    expect(within(adaRow).getByText('Valid')).toBeInTheDocument();
    // The toolbar carries what the app passes in.
    expect(screen.getByRole('button', { name: 'Invite drivers' })).toBeInTheDocument();

    const query = api.to(SEARCH).at(-1)!.url.searchParams;
    const now = new Date();
    expect(query.get('sortField')).toBe('userName');
    expect(query.get('sortDir')).toBe('ASC');
    expect(query.get('pageSize')).toBe('50');
    expect(query.get('year')).toBe(String(now.getUTCFullYear()));
    expect(query.get('month')).toBe(String(now.getUTCMonth() + 1));
  });

  it('adding a driver with empty required fields says so and sends nothing', async () => {
    const api = stub();
    renderList();
    const { user, dialog } = await openAddDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Add driver' }));
    expect(await within(dialog).findByText('Please fill in the required fields.')).toBeInTheDocument();
    expect(within(dialog).getByText('First name: Is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email: Is required')).toBeInTheDocument();
    expect(api.to(CREATE)).toHaveLength(0);
  });

  it('says so in German too', async () => {
    await setLanguage('de');
    const api = stub();
    renderList();
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    await user.click(screen.getByRole('button', { name: 'Fahrer hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fahrer hinzufügen' });
    await user.click(within(dialog).getByRole('button', { name: 'Fahrer hinzufügen' }));
    expect(await within(dialog).findByText('Bitte füllen Sie die Pflichtfelder aus.')).toBeInTheDocument();
    expect(within(dialog).getByText('Vorname: Ist erforderlich')).toBeInTheDocument();
    expect(api.to(CREATE)).toHaveLength(0);
  });

  it('adds a driver with the optional fields left empty as null and opens the new driver', async () => {
    const api = stub();
    const { router } = renderList();
    const { user, dialog } = await openAddDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Nora');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Neu');
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'nora@voltwerk.test');
    await user.type(within(dialog).getByRole('textbox', { name: 'Car plate' }), 'M-NN 1');
    await user.click(within(dialog).getByRole('button', { name: 'Add driver' }));
    await waitFor(() => expect(api.to(CREATE)).toHaveLength(1));
    expect(api.to(CREATE)[0]!.body).toMatchObject({
      firstName: 'Nora',
      lastName: 'Neu',
      email: 'nora@voltwerk.test',
      carPlate: 'M-NN 1',
      idNumber: null,
      costCenter: null,
    });
    expect(api.to(CREATE)[0]!.body).not.toHaveProperty('companyId');
    expect(await screen.findByText('Nora Neu was added.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/driver/${IDS.bruno}`));
  });

  it('puts the server’s field errors on the fields and shows the failure otherwise', async () => {
    const api = stub(() =>
      jsonResponse(
        {
          title: 'Bad Request',
          status: 400,
          code: 'VALIDATION',
          detail: 'Please review the highlighted fields',
          errors: [{ field: 'email', message: 'A user with this email address already exists.' }],
        },
        400,
      ),
    );
    renderList();
    const dialog = await addDriver('ada@voltwerk.test');
    expect(await within(dialog).findByText('A user with this email address already exists.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please fill in the required fields.')).not.toBeInTheDocument();
    expect(api.to(CREATE)).toHaveLength(1);
  });

  it('an email already in use shows on the email field', async () => {
    stub(() =>
      jsonResponse({ title: 'Conflict', status: 409, code: 'CONFLICT', detail: 'A user with this email address already exists.' }, 409),
    );
    renderList();
    const dialog = await addDriver('ada@voltwerk.test');
    expect(await within(dialog).findByText('A user with this email address already exists.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the driver-addition failure when the server refuses', async () => {
    stub(() => jsonResponse({ title: 'Forbidden', status: 403, code: 'FORBIDDEN', detail: 'You do not have permission to do this.' }, 403));
    renderList();
    await addDriver('ada2@voltwerk.test');
    expect(await screen.findByText('The driver could not be added.')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to do this.')).toBeInTheDocument();
  });

  it('an administrator looking at all companies names the driver’s company', async () => {
    const api = stub();
    renderList({ isAdministrator: true });
    const { user, dialog } = await openAddDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Nora');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Neu');
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'nora@voltwerk.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add driver' }));
    expect(await within(dialog).findByText('Company: Is required')).toBeInTheDocument();
    expect(api.to(CREATE)).toHaveLength(0);

    await user.type(within(dialog).getByRole('combobox', { name: /^Company/ }), 'Wien');
    // The server filters the companies by the typed name, once typing pauses.
    await waitFor(() => expect(api.to('GET /backend/companies/search').at(-1)!.url.searchParams.get('name')).toBe('Wien'), {
      timeout: 2000,
    });
    await user.click(await within(dialog).findByRole('option', { name: 'Voltwerk Wien GmbH' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add driver' }));
    await waitFor(() => expect(api.to(CREATE)).toHaveLength(1));
    expect(api.to(CREATE)[0]!.body).toMatchObject({ companyId: IDS.vienna });
  });
});
