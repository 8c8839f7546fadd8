import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, setLanguage, showAllColumns } from '../../../components/ui/test-utils.tsx';
import { ada, IDS, pendingTariff, rejectedTariff, stubBackend } from '../testing/tariff-fixtures.ts';
import TariffsPage from './tariffs-page.tsx';

const SEARCH = 'GET /backend/tariffs/search';


function stub(extra: Parameters<typeof stubBackend>[0] = {}) {
  return stubBackend({
    [SEARCH]: () => jsonResponse({ results: [pendingTariff, rejectedTariff], totalCount: 2, totalPages: 1 }),
    'GET /backend/users/simple-search': () => jsonResponse([ada]),
    'GET /backend/price-series': () => jsonResponse([]),
    'GET /backend/companies/search': () => jsonResponse({ results: [], totalCount: 0, totalPages: 0 }),
    ...extra,
  });
}

function renderPage(props: Parameters<typeof TariffsPage>[0] = {}, route = '/dashboard/tariffs?y=2026&m=11') {
  return renderWithProviders(<TariffsPage {...props} />, { route, path: '/dashboard/tariffs' });
}

const rowOf = async (driver: string) => (await screen.findByRole('link', { name: driver })).closest('tr')!;
const lastQuery = (api: ReturnType<typeof stub>) => Object.fromEntries(api.to(SEARCH).at(-1)!.url.searchParams);

async function openAction(driver: string, action: string, menu = /^Actions for tariff/) {
  const user = userEvent.setup();
  const row = await rowOf(driver);
  await user.click(within(row).getByRole('button', { name: menu }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('tariffs page', () => {
  it('shows every field of a tariff', async () => {
    const api = stub();
    renderPage();
    await rowOf('Ada Lovelace');
    await showAllColumns();
    const row = await rowOf('Ada Lovelace');
    expect(within(row).getByText('11/01/26 – open-ended')).toBeInTheDocument();
    expect(within(row).getByText('€0.3250/kWh')).toBeInTheDocument();
    expect(within(row).getByText('+ €12.90 base fee / month')).toBeInTheDocument();
    expect(within(row).getByText('Eco')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Preview: bill-ada.pdf' })).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('10/28/26')).toBeInTheDocument();
    expect(within(row).getByText('updated 10/29/26')).toBeInTheDocument();

    const rejected = await rowOf('Bruno Berger');
    expect(within(rejected).getByText('01/01/26 – 06/30/26')).toBeInTheDocument();
    expect(within(rejected).getByText('Dynamic')).toBeInTheDocument();
    expect(within(rejected).getByText('follows EPEX DE-LU')).toBeInTheDocument();
    expect(within(rejected).getByText('Invalid address')).toBeInTheDocument();
    expect(within(rejected).getByText('Address does not match')).toBeInTheDocument();
    expect(within(rejected).getByText('No document')).toBeInTheDocument();
    // Fleet managers see their own company: no company column, no review actions.
    expect(screen.queryByRole('columnheader', { name: 'Company' })).not.toBeInTheDocument();
    expect(lastQuery(api)).toEqual({ pageNumber: '0', pageSize: '50', sortField: 'createdAt', sortDir: 'DESC', year: '2026', month: '11' });
  });

  it("says whether the base fee share is reimbursed under the company's rule, and what each rule makes of a receipt's total", async () => {
    stub({
      [SEARCH]: () => jsonResponse({ results: [pendingTariff, { ...rejectedTariff, baseFeeMonthlyMinor: 990, priceRule: 'TARIFF_WITH_BASE_FEE' }], totalCount: 2, totalPages: 1 }),
      'GET /backend/companies/:id/price-rules': () =>
        jsonResponse({ companyId: IDS.holding, companyName: 'Voltwerk Holding GmbH', rules: [{ country: 'GERMANY', rule: 'TARIFF', currentFlatRate: null }] }),
    });
    renderPage({ companyId: IDS.holding });
    const ada = await rowOf('Ada Lovelace');
    expect(within(ada).getByText('· not reimbursed')).toBeInTheDocument();
    expect(within(ada).getByLabelText(/\+ €12\.90 base fee \/ month, not reimbursed\. Not reimbursed: the company's rule for the driver's country \(driver's tariff, kWh × price\)/)).toBeInTheDocument();
    const bruno = await rowOf('Bruno Berger');
    expect(within(bruno).getByText('· reimbursed monthly')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reimbursement rules' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText("Receipt total: the sessions' kWh × the driver's price. A tariff's base fee share is not reimbursed.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Price used: Germany' }));
    await user.click(await within(dialog).findByRole('option', { name: "Driver's tariff with base fee share" }));
    expect(
      await within(dialog).findByText("Receipt total: the sessions' kWh × the driver's price, plus the tariff's monthly base fee share once a month."),
    ).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await setLanguage('de');
    const ada2 = await rowOf('Ada Lovelace');
    expect(within(ada2).getByText('· nicht erstattet')).toBeInTheDocument();
  });

  it('filters by status, the driver from the URL and the month, from page 0', async () => {
    const api = stub();
    const { search } = renderPage({}, `/dashboard/tariffs?driverId=${IDS.ada}&y=2026&m=3&page=2`);
    await rowOf('Ada Lovelace');
    expect(lastQuery(api)).toMatchObject({ driverId: IDS.ada, year: '2026', month: '3', pageNumber: '2' });
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Driver' }) as HTMLInputElement).value).toMatch(/^Ada Lovelace/));

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Valid' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ status: 'VALID', driverId: IDS.ada, pageNumber: '0' }));
    expect(search().get('status')).toBe('VALID');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '');
    await waitFor(() => expect(lastQuery(api).month).toBeUndefined());
    expect(lastQuery(api).year).toBe('2026');
  });

  it('administrators see the company and filter by it', async () => {
    const api = stub();
    renderPage({ isAdministrator: true }, `/dashboard/tariffs?companyId=${IDS.holding}`);
    const row = await rowOf('Ada Lovelace');
    expect(within(row).getByRole('link', { name: 'Voltwerk Holding GmbH' })).toHaveAttribute('href', `/dashboard/company/${IDS.holding}`);
    expect(lastQuery(api).companyId).toBe(IDS.holding);
    expect(screen.getByRole('tab', { name: 'Flat rates' })).toBeInTheDocument();
  });

  it('the status dialog needs the review topic and sends nothing without it', async () => {
    const api = stub({ 'PUT /backend/tariffs/:id/status': () => jsonResponse({ ...pendingTariff, status: 'VALID' }) });
    renderPage({ isAdministrator: true });
    const { user, dialog } = await openAction('Ada Lovelace', 'Update status');
    await user.click(within(dialog).getByRole('button', { name: 'Update status' }));
    expect(await within(dialog).findByText('Please fill in the review topic')).toBeInTheDocument();
    expect(api.byMethod('PUT')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Review topic/ }), 'Bill checked');
    await user.click(within(dialog).getByRole('button', { name: 'Update status' }));
    await waitFor(() => expect(api.byMethod('PUT')).toHaveLength(1));
    expect(api.byMethod('PUT')[0]!.body).toMatchObject({ status: 'PENDING', reviewTopic: 'Bill checked' });
  });

  it('speaks German in the status dialog, and shows the failure in the spec’s words', async () => {
    await setLanguage('de');
    stub({
      'PUT /backend/tariffs/:id/status': () => jsonResponse({ title: 'Internal Server Error', status: 500, code: 'INTERNAL' }, 500),
    });
    renderPage({ isAdministrator: true });
    const { user, dialog } = await openAction('Ada Lovelace', 'Status ändern', /^Aktionen für Tarif/);
    await user.click(within(dialog).getByRole('button', { name: 'Status ändern' }));
    expect(await within(dialog).findByText('Bitte geben Sie das Prüfthema ein')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Prüfthema/ }), 'Geprüft');
    await user.click(within(dialog).getByRole('button', { name: 'Status ändern' }));
    expect(
      await screen.findByText('Beim Ändern des Tarifstatus ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.'),
    ).toBeInTheDocument();
  });

  it('rejecting needs a reason', async () => {
    const api = stub({ 'POST /backend/tariffs/:id/reject': () => jsonResponse({ ...pendingTariff, status: 'INVALID', rejectionReason: 'INVALID_PRICE' }) });
    renderPage({ isAdministrator: true });
    const { user, dialog } = await openAction('Ada Lovelace', 'Reject');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please select a rejection reason')).toBeInTheDocument();
    expect(api.byMethod('POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await user.click(await within(dialog).findByRole('option', { name: 'Invalid price' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.byMethod('POST')).toHaveLength(1));
    expect(api.byMethod('POST')[0]!.body).toMatchObject({ reason: 'INVALID_PRICE' });
    expect(await screen.findByText('Tariff #2 was rejected.')).toBeInTheDocument();
  });

  it('shows the overlap the server refuses, and validates with the earlier tariff ended when asked', async () => {
    const overlap = 'Tariff #2 (2026-11-01 – open-ended) overlaps valid tariff #1 (2025-03-01 – open-ended) of the same driver. Change one of the periods first.';
    let answer = () => jsonResponse({ title: 'Conflict', status: 409, code: 'CONFLICT', detail: overlap }, 409);
    const api = stub({ 'POST /backend/tariffs/:id/validate': () => answer() });
    renderPage({ isAdministrator: true });
    const { user, dialog } = await openAction('Ada Lovelace', 'Validate');
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(overlap);
    answer = () => jsonResponse({ ...pendingTariff, status: 'VALID' });
    await user.click(within(dialog).getByRole('checkbox', { name: /End the driver's earlier valid tariff/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(api.byMethod('POST')).toHaveLength(2));
    expect(api.byMethod('POST')[1]!.body).toMatchObject({ closePrevious: true });
    expect(await screen.findByText('Tariff #2 is valid.')).toBeInTheDocument();
  });

  it('refuses a document of the wrong type or over 10 MB before uploading, and adds a tariff with a good one', async () => {
    const api = stub({
      'POST /backend/documents': () => jsonResponse({ id: IDS.document, fileName: 'bill.pdf', contentType: 'application/pdf', sizeBytes: 10, createdAt: '2026-11-01T00:00:00.000Z' }, 201),
      'POST /backend/tariffs': () => jsonResponse({ ...pendingTariff, number: 3 }, 201),
    });
    renderPage({}, `/dashboard/tariffs?driverId=${IDS.ada}`);
    await rowOf('Ada Lovelace');
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByRole('button', { name: 'Add tariff' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText(/Tariff document/);

    await user.upload(input, new File(['hello'], 'notes.docx', { type: 'application/msword' }));
    expect(await within(dialog).findByText('Only PDF, PNG or JPEG files can be uploaded.')).toBeInTheDocument();
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(await within(dialog).findByText('The file is larger than 10 MB.')).toBeInTheDocument();
    expect(api.to('POST /backend/documents')).toHaveLength(0);

    await user.upload(input, new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('Uploaded: bill.pdf')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Start date/), '2026-11-01');
    await user.type(within(dialog).getByRole('textbox', { name: /Price per kWh/ }), '0,3250');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('POST /backend/tariffs')).toHaveLength(1));
    expect(api.to('POST /backend/tariffs')[0]!.body).toEqual({
      userId: IDS.ada,
      documentId: IDS.document,
      startDate: '2026-11-01',
      endDate: null,
      pricePerKwh: 3250,
      baseFeeMonthlyMinor: null,
      eco: false,
      dynamic: false,
      priceSeriesId: null,
      providerName: null,
    });
  });

  it('asks before deleting and says when the server refuses', async () => {
    const detail = 'Tariff #2 cannot be deleted: 3 of its sessions are in a submitted receipt.';
    stub({ 'DELETE /backend/tariffs/:id': () => jsonResponse({ title: 'Conflict', status: 409, code: 'CONFLICT', detail }, 409) });
    renderPage();
    const { user, dialog } = await openAction('Ada Lovelace', 'Delete');
    expect(within(dialog).getByText(/Its 12 sessions are priced again without it/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete tariff' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
  });
});
