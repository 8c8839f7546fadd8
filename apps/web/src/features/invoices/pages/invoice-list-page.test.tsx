import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, setLanguage, stubBackend } from '../../../components/ui/test-utils.tsx';
import { IDS, companies, detailOf, draftItem, holdingDefaults, openItem } from '../testing/invoice-fixtures.ts';
import InvoiceListPage from './invoice-list-page.tsx';

const SEARCH = 'GET /backend/invoices/search';


function stub(extra: Parameters<typeof stubBackend>[0] = {}) {
  return stubBackend({
    [SEARCH]: () => jsonResponse({ results: [openItem, draftItem], totalCount: 2, totalPages: 1 }),
    'GET /backend/companies/search': () => jsonResponse({ results: companies, totalCount: 2, totalPages: 1 }),
    'GET /backend/invoices/defaults': () => jsonResponse(holdingDefaults),
    [`GET /backend/invoices/${IDS.open}`]: () => jsonResponse(detailOf(openItem)),
    [`GET /backend/invoices/${IDS.draft}`]: () => jsonResponse(detailOf(draftItem)),
    ...extra,
  });
}

const renderPage = (route = '/dashboard/invoices?y=2026&m=3') =>
  renderWithProviders(<InvoiceListPage />, { route, path: '/dashboard/invoices' });
const rowOf = async (text: string) => (await within((await screen.findAllByRole('table'))[0]!).findByText(text)).closest('tr')!;

/** Types a value the quick way: focus, then paste. */
/** Renders the list and opens the new invoice dialog. */
async function openNewInvoice() {
  const user = userEvent.setup();
  renderPage();
  await rowOf('2026-0042');
  await user.click(screen.getByRole('button', { name: 'New invoice' }));
  return { user, dialog: await screen.findByRole('dialog') };
}

async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name }));
}

describe('invoices page', () => {
  it('lists every column: number, status, company, date, totals, tax, paid, date sent, delivery', async () => {
    const api = stub();
    renderPage();
    const row = await rowOf('2026-0042');
    for (const text of ['Open', 'Voltwerk Holding GmbH', '03/31/26', '€797.00', '19 %', '€151.43', '€948.43', '€200.00', '04/01/26']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    // The delivery range, from and to on two lines.
    expect(within(row).getByText((_, el) => el?.tagName === 'P' && el.textContent === '03/01/26 –03/31/26')).toBeInTheDocument();
    expect(within(await rowOf('Voltwerk Wien GmbH')).getByText('Not sent')).toBeInTheDocument();
    const draft = await rowOf('Voltwerk Wien GmbH');
    expect(within(draft).getByText('Draft', { selector: 'span' })).toBeInTheDocument();
    expect(within(draft).getByText('0 % · RC')).toBeInTheDocument();
    for (const header of ['Number', 'Status', 'Company', 'Date', 'Total net', 'Tax rate', 'Tax amount', 'Total gross', 'Paid amount', 'Date sent', 'Delivery']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const query = Object.fromEntries(api.to(SEARCH).at(-1)!.url.searchParams);
    expect(query).toMatchObject({ year: '2026', month: '3', sortField: 'invoiceDate', sortDir: 'DESC', pageNumber: '0' });
  });

  it('filters by status and company from the URL, and sorts on the server', async () => {
    const api = stub();
    renderPage(`/dashboard/invoices?y=2026&m=&status=PAID&companyId=${IDS.holding}`);
    await rowOf('2026-0042');
    const query = api.to(SEARCH).at(-1)!.url.searchParams;
    expect(query.get('status')).toBe('PAID');
    expect(query.get('companyId')).toBe(IDS.holding);
    expect(query.get('year')).toBe('2026');
    expect(query.has('month')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: /^Total gross/ }));
    await waitFor(() => expect(api.to(SEARCH).at(-1)!.url.searchParams.get('sortField')).toBe('totalGross'));
  });

  it('creates a draft: the company brings its billing data, lines add up with the tax once on the sum', async () => {
    const api = stub({
      'POST /backend/invoices': () => jsonResponse(detailOf({ ...draftItem, companyId: IDS.holding, companyName: 'Voltwerk Holding GmbH' }), 201),
    });
    const { user, dialog } = await openNewInvoice();
    await user.click(within(dialog).getByRole('combobox', { name: /^Company/ }));
    await user.click(await within(dialog).findByRole('option', { name: 'Voltwerk Holding GmbH' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Billing email' })).toHaveValue('billing@voltwerk.example'));
    expect(within(dialog).getByRole('textbox', { name: 'VAT number' })).toHaveValue('DE318452761');

    await fill(user, within(dialog).getByRole('textbox', { name: 'Product 1' }), 'Setup');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Unit price 1' }), '1.75');
    await user.click(within(dialog).getByRole('button', { name: 'Add line' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Product 2' }), 'Setup');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Unit price 2' }), '1.75');
    await user.click(within(dialog).getByRole('button', { name: 'Add line' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Product 3' }), 'Setup');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Unit price 3' }), '1.75');
    const totals = within(dialog).getByRole('group', { name: 'Totals preview' });
    expect(within(totals).getByText('Total net: €5.25')).toBeInTheDocument();
    // 3 x 1.75 at 19 %: 0.9975 on the sum -> 1.00 (per line it would be 0.99).
    expect(within(totals).getByText('VAT 19 %: €1.00')).toBeInTheDocument();
    expect(within(totals).getByText('Total gross: €6.25')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remove line 3' }));
    expect(within(totals).getByText('Total net: €3.50')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.to('POST /backend/invoices')).toHaveLength(1));
    expect(api.to('POST /backend/invoices')[0]!.body).toMatchObject({
      companyId: IDS.holding,
      billingContactEmail: 'billing@voltwerk.example',
      lines: [
        { product: 'Setup', quantity: 1, unitPriceMinor: 175 },
        { product: 'Setup', quantity: 1, unitPriceMinor: 175 },
      ],
    });
    expect(await screen.findByText('Invoice draft saved.')).toBeInTheDocument();
  }, 45_000);

  it('a line without a product is named on its field and nothing is sent', async () => {
    const api = stub();
    const { user, dialog } = await openNewInvoice();
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByText('Product: Is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a company')).toBeInTheDocument();
    expect(api.byMethod('POST')).toHaveLength(0);
  });

  it('a negative unit price is refused with a message, not saved with its sign dropped', async () => {
    const api = stub();
    const { user, dialog } = await openNewInvoice();
    await fill(user, within(dialog).getByRole('textbox', { name: 'Product 1' }), 'Credit');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Unit price 1' }), '-5');
    expect(within(dialog).getByRole('textbox', { name: 'Unit price 1' })).toHaveValue('-5');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByText('Unit price: Must not be negative')).toBeInTheDocument();
    expect(api.byMethod('POST')).toHaveLength(0);
  });

  it('sends an invoice out only after saying to whom and over how much', async () => {
    const SEND = `POST /backend/invoices/${IDS.open}/send`;
    const api = stub({ [SEND]: () => jsonResponse(detailOf(openItem)) });
    const user = userEvent.setup();
    renderPage();
    await openMenu(user, 'Actions for invoice 2026-0042');
    await user.click(await screen.findByRole('menuitem', { name: 'Send out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send out invoice' });
    expect(within(dialog).getByText(/Invoice 2026-0042 for Voltwerk Holding GmbH over €948.43 was already sent. It will be mailed again to billing@voltwerk.example./)).toBeInTheDocument();
    expect(api.to(SEND)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.to(SEND)).toHaveLength(0);
    await openMenu(user, 'Actions for invoice 2026-0042');
    await user.click(await screen.findByRole('menuitem', { name: 'Send out' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Send out invoice' })).getByRole('button', { name: 'Send to billing@voltwerk.example' }));
    expect(await screen.findByText('Invoice 2026-0042 sent to billing@voltwerk.example.')).toBeInTheDocument();
    expect(api.to(SEND)).toHaveLength(1);
  });

  it('approves a draft from its menu and shows the number it got', async () => {
    const api = stub({
      [`POST /backend/invoices/${IDS.draft}/approve`]: () => jsonResponse(detailOf({ ...draftItem, status: 'OPEN', number: '2026-0043' })),
    });
    const user = userEvent.setup();
    renderPage();
    await openMenu(user, 'Actions for invoice Draft Voltwerk Wien GmbH');
    expect(screen.queryByRole('menuitem', { name: 'Cancel invoice' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Invoice 2026-0043 approved.')).toBeInTheDocument();
    expect(api.to(`POST /backend/invoices/${IDS.draft}/approve`)).toHaveLength(1);
  });

  it('records a payment in the payments dialog; retry and refund where they apply', async () => {
    const paid = detailOf({ ...openItem, status: 'PAID', paidMinor: 94_843 });
    let current = detailOf(openItem, {
      payments: [
        { id: IDS.paymentFailed, status: 'FAILED', amountMinor: 20_000, currency: 'EUR', paidAt: '2026-04-05T00:00:00.000Z', method: 'SEPA_DIRECT_DEBIT', externalId: 'acc-1', relatedPaymentId: null, canRetry: true, refundableMinor: 0 },
        { id: IDS.paymentReceived, status: 'SUCCEEDED', amountMinor: 20_000, currency: 'EUR', paidAt: '2026-04-06T00:00:00.000Z', method: 'BANK_TRANSFER', externalId: null, relatedPaymentId: null, canRetry: false, refundableMinor: 20_000 },
      ],
    });
    const api = stub({
      [`GET /backend/invoices/${IDS.open}`]: () => jsonResponse(current),
      [`POST /backend/invoices/${IDS.open}/payments`]: () => {
        current = paid;
        return jsonResponse(paid, 201);
      },
    });
    const user = userEvent.setup();
    renderPage();
    await openMenu(user, 'Actions for invoice 2026-0042');
    await user.click(await screen.findByRole('menuitem', { name: 'Payments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payments of invoice 2026-0042' });
    expect(await within(dialog).findByText('Total gross €948.43 · paid €200.00 · open €748.43')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: 'Refund' })).toHaveLength(1);
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('748.43');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(api.to(`POST /backend/invoices/${IDS.open}/payments`)).toHaveLength(1));
    expect(api.to(`POST /backend/invoices/${IDS.open}/payments`)[0]!.body).toMatchObject({ amountMinor: 74_843 });
    expect(await within(dialog).findByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('Payment recorded.')).toBeInTheDocument();
  });

  it('a failed sync says "Error syncing transaction" with the reason', async () => {
    stub({
      [`POST /backend/invoices/${IDS.open}/sync`]: () =>
        jsonResponse({ title: 'Error', status: 502, code: 'BILLING_FAILED', detail: 'Error syncing transaction: the payment provider did not answer in time.' }, 502),
    });
    const user = userEvent.setup();
    renderPage();
    await openMenu(user, 'Actions for invoice 2026-0042');
    await user.click(await screen.findByRole('menuitem', { name: 'Sync with Stripe' }));
    expect(await screen.findByText('Error syncing transaction', { selector: '*:not(tr *)' })).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await setLanguage('de');
    stub();
    renderPage();
    const row = await rowOf('2026-0042');
    expect(within(row).getByText('Offen')).toBeInTheDocument();
    expect(within(row).getByText('948,43 €')).toBeInTheDocument();
    expect(within(row).getByText('31.03.26')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /^Summe brutto/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neue Rechnung' })).toBeInTheDocument();
  });
});
