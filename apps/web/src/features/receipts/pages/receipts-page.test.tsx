import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Receipt } from '@fleetwatt/shared';
import { jsonResponse, renderWithProviders, setLanguage } from '../../../components/ui/test-utils.tsx';
import { lastEndedMonth } from '../components/receipt-create-dialog.tsx';
import { correctionReceipt, daniel, draftReceipt, IDS, stubBackend, submittedReceipt } from '../testing/receipt-fixtures.ts';
import ReceiptsPage from './receipts-page.tsx';

const SEARCH = 'GET /backend/receipts/search';
const DRIVERS = 'GET /backend/users/simple-search';

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs one to point its frame at.
  if (!URL.createObjectURL) Object.assign(URL, { createObjectURL: () => 'blob:receipt-pdf', revokeObjectURL: () => undefined });
});


const problem = (status: number, detail: string, errors?: { field: string; message: string }[]) =>
  jsonResponse({ title: 'Problem', status, code: status === 400 ? 'VALIDATION_FAILED' : 'CONFLICT', detail, ...(errors ? { errors } : {}) }, status);

function stub(overrides: Record<string, () => Response> = {}, rows: Receipt[] = [draftReceipt, submittedReceipt, correctionReceipt]) {
  return stubBackend({
    [SEARCH]: () => jsonResponse({ results: rows, totalCount: rows.length, totalPages: 1 }),
    [DRIVERS]: () => jsonResponse([daniel]),
    'POST /backend/receipts': () => jsonResponse({ ...draftReceipt, number: 19 }, 201),
    'POST /backend/receipts/:id/submit': () => jsonResponse({ ...draftReceipt, status: 'SUBMITTED' }),
    'POST /backend/receipts/:id/regenerate': () => jsonResponse({ ...draftReceipt, sessionCount: 14 }),
    'POST /backend/receipts/:id/send': () => jsonResponse({ receipt: { ...submittedReceipt, sent: true }, to: 'ada@voltwerk.test' }),
    'POST /backend/receipts/:id/correction': () => jsonResponse({ ...correctionReceipt, number: 9 }, 201),
    'DELETE /backend/receipts/:id': () => new Response(null, { status: 204 }),
    'GET /backend/receipts/:id/pdf': () =>
      new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="receipt-18.pdf"' } }),
    ...overrides,
  });
}

const renderPage = (props: Parameters<typeof ReceiptsPage>[0] = {}, route = '/dashboard/receipts?y=2026&m=10') =>
  renderWithProviders(<ReceiptsPage {...props} />, { route, path: '/dashboard/receipts' });

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;

async function act(number: number, action: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Actions for receipt ${number}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
  return user;
}

describe('receipts page', () => {
  it('lists the receipts of the month with number, driver, period, status, sent, energy, expense, account and reimbursement', async () => {
    const api = stub();
    renderPage();
    const draft = await rowOf('Daniel Driver');
    expect(within(draft).getByText('18')).toBeInTheDocument();
    expect(within(draft).getByText('10/2026')).toBeInTheDocument();
    expect(within(draft).getByText('11/01/26')).toBeInTheDocument();
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByTitle('Not sent')).toBeInTheDocument();
    expect(within(draft).getByText('123.456 kWh')).toBeInTheDocument();
    expect(within(draft).getByText('€160.18')).toBeInTheDocument();
    expect(within(draft).getByTitle('DE89370400440532013000')).toHaveTextContent('DE89 … 3000');

    const rows = screen.getAllByRole('row');
    const ada = rows.find((r) => within(r).queryByText('7'))!;
    expect(within(ada).getByText('Submitted')).toBeInTheDocument();
    expect(within(ada).getByTitle('Sent')).toHaveTextContent('10/06/26');
    expect(within(ada).getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('Corrects 6')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Company' })).not.toBeInTheDocument();

    const query = Object.fromEntries(api.to(SEARCH).at(-1)!.url.searchParams);
    expect(query).toEqual({ pageNumber: '0', pageSize: '50', sortField: 'createdAt', sortDir: 'DESC', year: '2026', month: '10' });
  });

  it('opens on the last ended month, and passes the filters of the URL to the server', async () => {
    const api = stub();
    const { search } = renderPage({}, `/dashboard/receipts?status=SUBMITTED&sent=false&driverId=${IDS.daniel}`);
    await rowOf('Daniel Driver');
    const { year, month } = lastEndedMonth();
    await waitFor(() => expect(search().get('m')).toBe(String(month)));
    const query = api.to(SEARCH).at(-1)!.url.searchParams;
    expect(query.get('year')).toBe(String(year));
    expect(query.get('status')).toBe('SUBMITTED');
    expect(query.get('sent')).toBe('false');
    expect(query.get('driverId')).toBe(IDS.daniel);
    expect(screen.getByText('Driver: Daniel Driver')).toBeInTheDocument();
    expect(api.to(SEARCH).every((r) => r.url.searchParams.get('month') === String(month))).toBe(true);
  });

  it('shows administrators the company column', async () => {
    stub();
    renderPage({ isAdministrator: true });
    const row = await rowOf('Daniel Driver');
    expect(screen.getByRole('columnheader', { name: 'Company' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Voltwerk Holding GmbH' })).toHaveAttribute('href', `/dashboard/company/${IDS.holding}`);
  });

  it('offers each receipt the actions of its state', async () => {
    stub();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for receipt 18' }));
    const draftMenu = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
    expect(draftMenu).toEqual(['Preview PDF', 'Download PDF', 'Submit', 'Regenerate', 'Delete']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for receipt 7' }));
    await waitFor(() => expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Preview PDF', 'Download PDF', 'Send again', 'Resend as correction']));
    await user.keyboard('{Escape}');
    // A correction cannot be deleted.
    await user.click(screen.getByRole('button', { name: 'Actions for receipt 8' }));
    await waitFor(() => expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Preview PDF', 'Download PDF', 'Submit', 'Regenerate']));
  });

  it('creating a receipt asks for a driver, then sends the driver and the month', async () => {
    const api = stub();
    renderPage();
    await rowOf('Daniel Driver');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create receipt' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create receipt' }));
    expect(await within(dialog).findByText('Please select a driver.')).toBeInTheDocument();
    expect(api.to('POST /backend/receipts')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /^Driver/ }));
    await user.click(await within(dialog).findByRole('option', { name: /^Daniel Driver/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create receipt' }));
    await waitFor(() => expect(api.to('POST /backend/receipts')).toHaveLength(1));
    expect(api.to('POST /backend/receipts')[0]!.body).toEqual({ driverId: IDS.daniel, year: 2026, month: 10 });
    expect(await screen.findByText('Receipt 19 for Daniel Driver was created as a draft.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a refused creation shows the saving failure with the reason, and a bad month on its field', async () => {
    let answer = () => problem(409, 'The driver already has receipt 18 for this month. Regenerate it instead.');
    stub({ 'POST /backend/receipts': () => answer() });
    renderPage();
    await rowOf('Daniel Driver');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create receipt' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: /^Driver/ }));
    await user.click(await within(dialog).findByRole('option', { name: /^Daniel Driver/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create receipt' }));
    expect(await screen.findByText('An error occurred while saving the receipt. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('The driver already has receipt 18 for this month. Regenerate it instead.')).toBeInTheDocument();

    answer = () => problem(400, 'Period: The month has not ended yet', [{ field: 'month', message: 'Period: The month has not ended yet' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Create receipt' }));
    expect(await within(dialog).findByText('Period: The month has not ended yet')).toBeInTheDocument();
  });

  it('submits a draft after a confirmation', async () => {
    const api = stub();
    renderPage();
    await rowOf('Daniel Driver');
    const user = await act(18, 'Submit');
    const dialog = await screen.findByRole('dialog', { name: 'Submit receipt' });
    expect(within(dialog).getByText(/Submit receipt 18 of Daniel Driver\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.to(`POST /backend/receipts/${IDS.draft}/submit`)).toHaveLength(1));
    expect(await screen.findByText('Receipt 18 was submitted.')).toBeInTheDocument();
  });

  it('a refused submission says so in the words of the spec, with the fields the driver lacks', async () => {
    stub({
      'POST /backend/receipts/:id/submit': () =>
        problem(400, 'The driver is missing fields the company requires: Car plate', [{ field: 'carPlate', message: 'Car plate: Is required by the company' }]),
    });
    renderPage();
    await rowOf('Daniel Driver');
    const user = await act(18, 'Submit');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('An error occurred while submitting the receipt. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('The driver is missing fields the company requires: Car plate')).toBeInTheDocument();
  });

  it('regenerates, sends and corrects, each saying what happened', async () => {
    const api = stub({ 'POST /backend/receipts/:id/regenerate': () => problem(409, 'Only a draft receipt can be regenerated; receipt 18 is submitted.') });
    renderPage();
    await rowOf('Daniel Driver');
    await act(18, 'Regenerate');
    expect(await screen.findByText('An error occurred while regenerating the receipt. Please try again.')).toBeInTheDocument();

    // Sending mails outside the company: it says to whom first, and Cancel sends nothing.
    const asker = await act(7, 'Send again');
    const ask = await screen.findByRole('dialog', { name: 'Send receipt' });
    expect(within(ask).getByText(/was already sent\. It will be mailed again to daniel\.driver@example\.test\./)).toBeInTheDocument();
    await asker.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(api.to(`POST /backend/receipts/${IDS.submitted}/send`)).toHaveLength(0);
    await act(7, 'Send again');
    await asker.click(within(await screen.findByRole('dialog', { name: 'Send receipt' })).getByRole('button', { name: 'Send to daniel.driver@example.test' }));
    expect(await screen.findByText('Receipt 7 was sent to ada@voltwerk.test.')).toBeInTheDocument();
    expect(api.to(`POST /backend/receipts/${IDS.submitted}/send`)).toHaveLength(1);

    const user = await act(7, 'Resend as correction');
    const dialog = await screen.findByRole('dialog', { name: 'Resend as correction' });
    await user.click(within(dialog).getByRole('button', { name: 'Create correction' }));
    await waitFor(() => expect(api.to(`POST /backend/receipts/${IDS.submitted}/correction`)).toHaveLength(1));
    expect(await screen.findByText('Receipt 9 replaces receipt 7 as a draft. Submit and send it to resend it.')).toBeInTheDocument();
  });

  it('deletes a draft only after a confirmation', async () => {
    const api = stub();
    renderPage();
    await rowOf('Daniel Driver');
    let user = await act(18, 'Delete');
    let dialog = await screen.findByRole('dialog', { name: 'Delete receipt' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.byMethod('DELETE')).toHaveLength(0);
    user = await act(18, 'Delete');
    dialog = await screen.findByRole('dialog', { name: 'Delete receipt' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.byMethod('DELETE')).toHaveLength(1));
    expect(await screen.findByText('Receipt 18 was deleted.')).toBeInTheDocument();
  });

  it('previews the PDF in the page, and says when the preview fails', async () => {
    let fail = false;
    stub({
      'GET /backend/receipts/:id/pdf': () =>
        fail
          ? problem(404, 'The receipt was not found.')
          : new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } }),
    });
    renderPage();
    await rowOf('Daniel Driver');
    await act(18, 'Preview PDF');
    const dialog = await screen.findByRole('dialog', { name: 'Receipt 18' });
    expect(await within(dialog).findByTitle('PDF of receipt 18')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fail = true;
    await act(7, 'Preview PDF');
    expect((await screen.findAllByText('An error occurred while previewing the receipt. Please try again.')).length).toBeGreaterThan(0);
  });

  it("shows beside each total whether the tariff's base fee share is in it, why, and the total it leads to", async () => {
    const notReimbursed = { ...draftReceipt, baseFee: { monthlyMinor: 1290, inTotal: false, reason: 'RULE_TARIFF' as const, regeneratedMinor: 16018 } };
    const reimbursed = {
      ...submittedReceipt,
      expenseMinor: submittedReceipt.expenseMinor + 990,
      baseFeeMinor: 990,
      baseFee: { monthlyMinor: 990, inTotal: true, reason: 'REIMBURSED' as const, regeneratedMinor: submittedReceipt.expenseMinor + 990 },
    };
    stub({}, [notReimbursed, reimbursed]);
    renderPage();
    const daniel = await rowOf('Daniel Driver');
    expect(within(daniel).getByText('€160.18')).toBeInTheDocument();
    const line = within(daniel).getByText('base fee share €12.90 not reimbursed');
    expect(line).toHaveAccessibleName(expect.stringContaining("is not in the total €160.18: the company's rule for the driver's country reimburses kWh × the driver's price only"));
    expect(line).toHaveAccessibleName(expect.stringContaining('the total would be €173.08'));
    const ada = await rowOf('Ada Lovelace');
    expect(within(ada).getByText('incl. base fee share €9.90')).toBeInTheDocument();

    await act(18, 'Preview PDF');
    const dialog = await screen.findByRole('dialog', { name: 'Receipt 18' });
    expect(within(dialog).getByText(/With the rule "Driver's tariff with base fee share" the total would be €173\.08\./)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await setLanguage('de');
    expect(await within(await rowOf('Daniel Driver')).findByText('Grundgebührenanteil 12,90 € nicht erstattet')).toBeInTheDocument();
    expect(within(await rowOf('Ada Lovelace')).getByText('inkl. Grundgebührenanteil 9,90 €')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await setLanguage('de');
    stub();
    renderPage();
    const row = await rowOf('Daniel Driver');
    expect(within(row).getByText('Entwurf')).toBeInTheDocument();
    expect(within(row).getByTitle('Nicht versendet')).toBeInTheDocument();
    expect(within(row).getByText('160,18 €')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Zeitraum/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Beleg erstellen' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Aktionen für Beleg 18' }));
    expect(await screen.findByRole('menuitem', { name: 'Einreichen' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Neu erzeugen' }));
    expect(await screen.findByText('Beleg 18 wurde neu erzeugt: 14 Ladevorgänge.')).toBeInTheDocument();
  });
});
