import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Company, CompanyPage, CompanySummary } from '@fleetwatt/shared';
import { jsonResponse, setLanguage } from '../../../components/ui/test-utils.tsx';
import { HOLDING, MUNICH, VIENNA, holding } from '../testing/company-fixture.ts';
import { renderWithProviders } from '../../../components/ui/test-utils.tsx';
import CompanyDetailPage from './company-detail-page.tsx';

const ZURICH = '10000000-0000-4000-8000-000000000006';

const summary: CompanySummary = { userCount: 1234, cableCount: 14, subscriptionCount: 12 };

interface Recorded {
  method: string;
  url: URL;
  body: unknown;
}
type Handler = (req: Recorded) => Response | Promise<Response>;

let company: Company;
let requests: Recorded[];
let handlers: Record<string, Handler>;

beforeEach(() => {
  company = holding();
  requests = [];
  handlers = {
    [`GET /backend/companies/${HOLDING}`]: () => jsonResponse(company),
    'GET /backend/companies/summary': () => jsonResponse(summary),
    [`PUT /backend/companies/${HOLDING}/settings`]: (req) => {
      company = { ...company, ...(req.body as Partial<Company>) };
      return jsonResponse(company);
    },
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const req = { method, url, body };
    requests.push(req);
    const handler = handlers[`${method} ${url.pathname}`];
    return handler ? handler(req) : jsonResponse({ title: 'Not Found', status: 404, code: 'NOT_FOUND', detail: 'No such route.' }, 404);
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en');
});

const writes = (path: string) => requests.filter((r) => r.method !== 'GET' && r.url.pathname === path);

function renderDetail(isAdministrator = false, id = HOLDING) {
  return renderWithProviders(<CompanyDetailPage isAdministrator={isAdministrator} />, {
    route: `/dashboard/company/${id}`,
    path: '/dashboard/company/:companyId',
  });
}

async function openSetting(title: string) {
  await screen.findByRole('heading', { name: 'Voltwerk Holding GmbH' });
  await userEvent.click(screen.getByRole('button', { name: `${title}: Edit` }));
  return screen.findByRole('dialog', { name: title });
}

describe('company detail page', () => {
  it('shows the company with its numbers, data, billing data, settings and child companies', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Voltwerk Holding GmbH' })).toBeInTheDocument();
    const header = screen.getByRole('banner', { name: 'Company' });
    expect(within(header).getByText('Germany')).toBeInTheDocument();
    expect(within(header).getByText('Pro')).toBeInTheDocument();
    expect(within(header).getByText('CarApi')).toBeInTheDocument();
    expect(within(header).getByText('Payment+')).toBeInTheDocument();

    expect(await screen.findByTestId('summary-drivers')).toHaveTextContent('1,234');
    expect(screen.getByTestId('summary-cables')).toHaveTextContent('14');
    expect(screen.getByTestId('summary-licenses')).toHaveTextContent('12');
    expect(requests.find((r) => r.url.pathname === '/backend/companies/summary')?.url.searchParams.get('companyId')).toBe(HOLDING);

    const data = screen.getByRole('region', { name: 'Company data' });
    expect(within(data).getByText('flotte@voltwerk.demo.test')).toBeInTheDocument();
    expect(within(data).getByText('voltwerk.demo.test')).toBeInTheDocument();
    expect(within(data).getByText('EUR')).toBeInTheDocument();
    expect(within(data).getByText('03/01/25')).toBeInTheDocument();
    const address = screen.getByRole('region', { name: 'Address' });
    expect(within(address).getByText('Leopoldstraße 12')).toBeInTheDocument();
    expect(within(address).getByText('80802')).toBeInTheDocument();
    const billing = screen.getByRole('region', { name: 'Billing data' });
    expect(within(billing).getByText('Birgit Sommer')).toBeInTheDocument();
    expect(within(billing).getByText('DE318452761')).toBeInTheDocument();
    expect(within(billing).getByText('Leopoldstraße 12, 80802 München')).toBeInTheDocument();

    expect(screen.getByTestId('setting-mileageQuery')).toHaveTextContent('Monthly');
    expect(screen.getByTestId('setting-tariffVerification')).toHaveTextContent('Yearly');
    expect(screen.getByTestId('setting-receiptDueDate')).toHaveTextContent('Day 5 of the month');
    expect(screen.getByTestId('setting-receiptOptions')).toHaveTextContent('Paid out by the company');
    // The driver fields a receipt needs have their own section.
    const fields = screen.getByRole('region', { name: 'Driver fields' });
    expect(within(fields).getByTestId('custom-field-CAR_PLATE')).toHaveTextContent('Car plateRequired');
    expect(within(fields).getByTestId('custom-field-COMPANY_NAME')).toHaveTextContent('Company nameOptional');
    expect(within(fields).getByTestId('custom-field-COST_CENTER')).toHaveTextContent('Cost centerRequired');
    expect(screen.getByTestId('setting-receiptLayout')).toHaveTextContent('Shows: Mandate text, Address');
    expect(screen.getByTestId('setting-exportOptions')).toHaveTextContent('Excel (XLSX), ZIP offered');
    expect(screen.getByTestId('company-policy')).toHaveTextContent('Home charging is reimbursed monthly.');

    const children = screen.getByRole('region', { name: 'Child companies' });
    expect(within(children).getByRole('link', { name: 'Voltwerk Wien GmbH' })).toHaveAttribute('href', `/dashboard/company/${VIENNA}`);
    expect(within(children).getByRole('link', { name: 'Voltwerk München GmbH' })).toHaveAttribute('href', `/dashboard/company/${MUNICH}`);
  });

  it('a fleet manager has no assign company and no payment account; an administrator has both', async () => {
    const { unmount } = renderDetail(false);
    await screen.findByRole('heading', { name: 'Voltwerk Holding GmbH' });
    expect(screen.queryByRole('button', { name: 'Assign company' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Payment account' })).toBeNull();
    unmount();
    renderDetail(true);
    await screen.findByRole('heading', { name: 'Voltwerk Holding GmbH' });
    expect(screen.getByRole('button', { name: 'Assign company' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Payment account' })).getByText('pp-wallet-parent-0001')).toBeInTheDocument();
  });

  it('the mileage query dialog sends the chosen frequency and the page shows the new value', async () => {
    renderDetail();
    const dialog = await openSetting('Mileage query (fraud detection) frequency');
    expect(within(dialog).getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Weekly' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(`/backend/companies/${HOLDING}/settings`).map((r) => r.body)).toEqual([{ mileageQueryFrequency: 'WEEKLY' }]);
    expect(await screen.findByText('The settings were saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('setting-mileageQuery')).toHaveTextContent('Weekly'));
  });

  it('the export options dialog explains the DATEV file and sends consultant, client, chart and account length', async () => {
    renderDetail();
    const dialog = await openSetting('Export options');
    expect(within(dialog).getByText(/DATEV booking batch \(EXTF Buchungsstapel\)/)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'SKR03 (process structure)' })).toBeChecked();
    expect(within(dialog).getByText('Vehicle running costs 6530 against wages payable 3720')).toBeInTheDocument();
    const consultant = within(dialog).getByRole('textbox', { name: 'Consultant number (Beraternummer)' });
    await userEvent.type(consultant, '999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Consultant number.*too small/i)).toBeInTheDocument();
    expect(writes(`/backend/companies/${HOLDING}/settings`)).toEqual([]);

    await userEvent.clear(consultant);
    await userEvent.type(consultant, '29098');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Client number (Mandantennummer)' }), '10001');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'SKR04 (balance sheet structure)' }));
    const length = within(dialog).getByRole('textbox', { name: /Account length/ });
    await userEvent.clear(length);
    await userEvent.type(length, '5');
    expect(within(dialog).getByRole('textbox', { name: 'Expense account' })).toHaveAttribute('placeholder', '65300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(`/backend/companies/${HOLDING}/settings`).map((r) => r.body)).toEqual([
      expect.objectContaining({ datevConsultantNumber: 29098, datevClientNumber: 10001, datevChartOfAccounts: 'SKR04', datevAccountLength: 5, datevExpenseAccount: null }),
    ]);
    await waitFor(() => expect(screen.getByTestId('setting-exportOptions')).toHaveTextContent('DATEV 29098/10001, SKR04'));
  });

  it('a settings dialog shows the server\'s field error on its field and stays open', async () => {
    handlers[`PUT /backend/companies/${HOLDING}/settings`] = () =>
      jsonResponse(
        {
          title: 'Bad Request',
          status: 400,
          code: 'VALIDATION_FAILED',
          detail: 'Please review the highlighted fields',
          errors: [{ field: 'reimbursementMode', message: 'Reimbursement mode: Payment+ needs the PaymentPlus feature' }],
        },
        400,
      );
    renderDetail();
    const dialog = await openSetting('Receipt options');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Paid out through Payment+' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Reimbursement mode: Payment+ needs the PaymentPlus feature')).toBeInTheDocument();
    expect(writes(`/backend/companies/${HOLDING}/settings`).map((r) => r.body)).toEqual([{ reimbursementMode: 'PAYMENT_PLUS' }]);
    expect(screen.getByRole('dialog', { name: 'Receipt options' })).toBeInTheDocument();
  });

  it('the driver fields section sends the four require flags and shows them', async () => {
    renderDetail();
    const fields = await screen.findByRole('region', { name: 'Driver fields' });
    await userEvent.click(within(fields).getByRole('button', { name: 'Driver fields: Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Driver fields' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Require Employee ID' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes(`/backend/companies/${HOLDING}/settings`).map((r) => r.body)).toEqual([
        { requireCarPlate: true, requireCompanyName: false, requireCostCenter: true, requireEmployeeId: true },
      ]),
    );
  });

  it('the receipt due date refuses 0 and 32 without asking the server, and saves 31', async () => {
    renderDetail();
    const dialog = await openSetting('Receipt due date');
    const day = within(dialog).getByRole('textbox', { name: /Receipt due day/ });
    await userEvent.clear(day);
    await userEvent.type(day, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Receipt due day: Value is too small')).toBeInTheDocument();
    await userEvent.clear(day);
    await userEvent.type(day, '32');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Receipt due day: Value is too big')).toBeInTheDocument();
    expect(writes(`/backend/companies/${HOLDING}/settings`)).toEqual([]);
    await userEvent.clear(day);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Receipt due day: Is required')).toBeInTheDocument();
    await userEvent.type(day, '31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(`/backend/companies/${HOLDING}/settings`).map((r) => r.body)).toEqual([{ receiptDueDay: 31 }]));
    await waitFor(() => expect(screen.getByTestId('setting-receiptDueDate')).toHaveTextContent('Day 31 of the month'));
  });

  it('a failed change shows the spec\'s failure message with the reason', async () => {
    handlers[`PUT /backend/companies/${HOLDING}/settings`] = () =>
      jsonResponse({ title: 'Conflict', status: 409, code: 'CONFLICT', detail: 'The company was changed meanwhile.' }, 409);
    renderDetail();
    const dialog = await openSetting('Tariff verification frequency');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Quarterly' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An error occurred while changing the tariff verification frequency. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('The company was changed meanwhile.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Tariff verification frequency' })).toBeInTheDocument();
  });

  it('a fleet manager edits only name, email and address', async () => {
    handlers[`PUT /backend/companies/${HOLDING}`] = (req) => {
      company = { ...company, ...(req.body as Partial<Company>) } as Company;
      return jsonResponse(company);
    };
    renderDetail(false);
    await screen.findByRole('heading', { name: 'Voltwerk Holding GmbH' });
    await userEvent.click(screen.getByRole('button', { name: 'Company data: Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit company' });
    expect(within(dialog).queryByRole('textbox', { name: 'Domain' })).toBeNull();
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Email: Must be a valid email address')).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'fuhrpark@voltwerk.demo.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(`/backend/companies/${HOLDING}`)).toHaveLength(1));
    expect(writes(`/backend/companies/${HOLDING}`)[0]!.body).toEqual({
      name: 'Voltwerk Holding GmbH',
      email: 'fuhrpark@voltwerk.demo.test',
      address: { street: 'Leopoldstraße 12', zip: '80802', city: 'München' },
    });
    expect(await screen.findByText('The company was saved.')).toBeInTheDocument();
  });

  it('assign company asks to select a company, then sends the chosen PRO company', async () => {
    const page: CompanyPage = {
      results: [
        { id: ZURICH, name: 'Limmat Fleet AG', country: 'SWITZERLAND', subscriptionType: 'PRO', parentId: null, parentName: null, createdAt: '2025-01-01T00:00:00.000Z' },
        { id: '10000000-0000-4000-8000-000000000004', name: 'Alpenstrom KG', country: 'AUSTRIA', subscriptionType: 'LIGHT', parentId: null, parentName: null, createdAt: '2025-01-01T00:00:00.000Z' },
      ],
      totalCount: 2,
      totalPages: 1,
    };
    handlers['GET /backend/companies/search'] = () => jsonResponse(page);
    handlers[`PUT /backend/companies/${HOLDING}/parent`] = (req) => jsonResponse({ ...company, parent: { id: (req.body as { parentId: string }).parentId, name: 'Limmat Fleet AG' } });
    renderDetail(true);
    await screen.findByRole('heading', { name: 'Voltwerk Holding GmbH' });
    await userEvent.click(screen.getByRole('button', { name: 'Assign company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign company' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please select a company')).toBeInTheDocument();
    expect(writes(`/backend/companies/${HOLDING}/parent`)).toEqual([]);

    await userEvent.type(within(dialog).getByRole('combobox', { name: /Parent company/ }), 'Li');
    // The server filters the companies by the typed name once typing pauses.
    await waitFor(() => expect(requests.at(-1)!.url.searchParams.get('name')).toBe('Li'), { timeout: 2000 });
    // Only PRO companies can be parents.
    expect(within(dialog).queryByRole('option', { name: 'Alpenstrom KG' })).toBeNull();
    await userEvent.click(await within(dialog).findByRole('option', { name: 'Limmat Fleet AG' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(`/backend/companies/${HOLDING}/parent`).map((r) => r.body)).toEqual([{ parentId: ZURICH }]));
  });

  it('billing data refuses a VAT number that does not fit the country', async () => {
    handlers[`PUT /backend/companies/${HOLDING}/billing-data`] = (req) => jsonResponse({ ...company.billing, ...(req.body as object) });
    renderDetail();
    await screen.findByRole('heading', { name: 'Voltwerk Holding GmbH' });
    await userEvent.click(screen.getByRole('button', { name: 'Billing data: Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Billing data' });
    const vat = within(dialog).getByRole('textbox', { name: 'VAT number' });
    await userEvent.clear(vat);
    await userEvent.type(vat, 'ATU12345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('VAT number: Must look like DE123456789')).toBeInTheDocument();
    expect(writes(`/backend/companies/${HOLDING}/billing-data`)).toEqual([]);
    await userEvent.clear(vat);
    await userEvent.type(vat, 'DE123456789');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(`/backend/companies/${HOLDING}/billing-data`)).toHaveLength(1));
    expect(writes(`/backend/companies/${HOLDING}/billing-data`)[0]!.body).toMatchObject({ vatNumber: 'DE123456789', contactName: 'Birgit Sommer' });
  });

  it('says so when the company cannot be seen', async () => {
    renderDetail(false, '10000000-0000-4000-8000-000000000004');
    expect(await screen.findByText('This company does not exist, or you cannot see it.')).toBeInTheDocument();
    expect(screen.getByText('The company could not be loaded')).toBeInTheDocument();
  });

  it('renders in German', async () => {
    await setLanguage('de');
    renderDetail(true);
    expect(await screen.findByRole('heading', { name: 'Voltwerk Holding GmbH' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Unternehmensdaten' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rechnungsdaten' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tochterunternehmen' })).toBeInTheDocument();
    expect(screen.getByText('Deutschland', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByTestId('setting-receiptDueDate')).toHaveTextContent('Am 5. des Monats');
    expect(screen.getByTestId('setting-mileageQuery')).toHaveTextContent('Monatlich');
    expect(await screen.findByTestId('summary-drivers')).toHaveTextContent('1.234');
    await userEvent.click(screen.getByRole('button', { name: 'Fälligkeitstag der Belege: Bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fälligkeitstag der Belege' });
    const day = within(dialog).getByRole('textbox', { name: /Fälligkeitstag/ });
    await userEvent.clear(day);
    await userEvent.type(day, '32');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Receipt due day: Wert ist zu groß')).toBeInTheDocument();
  });
});

describe('company detail route', () => {
  it('opens for a fleet manager at /dashboard/company/:companyId, without the administrator actions', async () => {
    const { renderApp, resetApp } = await import('../../../testing/render-app.tsx');
    const { proManager } = await import('../../../testing/fixtures.ts');
    renderApp(`/dashboard/company/${HOLDING}`, {
      account: proManager,
      handlers: {
        [`GET /backend/companies/${HOLDING}`]: () => jsonResponse(company),
        'GET /backend/companies/summary': () => jsonResponse(summary),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Voltwerk Holding GmbH' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Company' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign company' })).toBeNull();
    await resetApp();
  });
});
