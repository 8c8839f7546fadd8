import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { utcDay, type ReimbursementDetail } from '@fleetwatt/shared';
import { renderWithProviders, setLanguage } from '../../../components/ui/test-utils.tsx';
import {
  approvedDetail,
  candidates,
  detail,
  freeTransaction,
  IDS,
  jsonResponse,
  linkedTransaction,
  listItem,
  page,
  paidDetail,
  paidListItem,
  stubBackend,
} from '../testing/reimbursement-fixtures.ts';
import ReimbursementsPage from './reimbursements-page.tsx';

const SEARCH = 'GET /backend/reimbursements/search';
const DETAIL = `GET /backend/reimbursements/${IDS.reimbursement}`;


function stub(extra: Parameters<typeof stubBackend>[0] = {}, current: () => ReimbursementDetail = () => detail()) {
  return stubBackend({
    [SEARCH]: () => jsonResponse(page([listItem, paidListItem])),
    [DETAIL]: () => jsonResponse(current()),
    ...extra,
  });
}

function renderPage(route = '/dashboard/receipt-reimbursements') {
  return renderWithProviders(<ReimbursementsPage />, { route, path: '/dashboard/receipt-reimbursements' });
}

const problem = (status: number, detail: string) => jsonResponse({ title: 'Conflict', status, code: 'CONFLICT', detail }, status);

async function openDetail(user = userEvent.setup()) {
  await user.click(await screen.findByRole('button', { name: 'Open reimbursement 7 of Voltwerk München GmbH' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reimbursement 7' });
  await within(dialog).findByRole('table', { name: 'Items of reimbursement 7' });
  return { user, dialog };
}

const itemRow = (dialog: HTMLElement, name: string) => within(within(dialog).getByRole('table', { name: 'Items of reimbursement 7' })).getByText(name).closest('tr')!;

describe('receipt reimbursements page', () => {
  it('lists number, period, company, driver, status, payment status, expense and date sent', async () => {
    const api = stub();
    renderPage();
    const row = (await screen.findByRole('button', { name: 'Open reimbursement 7 of Voltwerk München GmbH' })).closest('tr')!;
    expect(within(row).getByText('2026-09')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Voltwerk München GmbH' })).toHaveAttribute('href', `/dashboard/company/${IDS.munich}`);
    expect(within(row).getByText('2 drivers')).toBeInTheDocument();
    expect(within(row).getAllByText('Pending')).toHaveLength(2);
    expect(within(row).getByText('€123.45')).toBeInTheDocument();
    const paid = screen.getByRole('button', { name: 'Open reimbursement 6 of Voltwerk München GmbH' }).closest('tr')!;
    expect(within(paid).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', `/dashboard/driver/${IDS.ada}`);
    expect(within(paid).getByText('Completed')).toBeInTheDocument();
    expect(within(paid).getByText('09/25/26')).toBeInTheDocument();
    expect(Object.fromEntries(api.to(SEARCH).at(-1)!.url.searchParams)).toEqual({ pageNumber: '0', pageSize: '50', sortField: 'createdAt', sortDir: 'DESC' });
  });

  it('filters by requires action from the first page, and a driver’s link narrows to the driver', async () => {
    const api = stub();
    const { search } = renderPage(`/dashboard/receipt-reimbursements?page=2&driverId=${IDS.ada}`);
    await screen.findByRole('button', { name: 'Open reimbursement 7 of Voltwerk München GmbH' });
    expect(api.to(SEARCH).at(-1)!.url.searchParams.get('driverId')).toBe(IDS.ada);
    expect(screen.getByText('Showing the reimbursements of one driver.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Requires action' }));
    await waitFor(() => expect(api.to(SEARCH).at(-1)!.url.searchParams.get('filter')).toBe('requiresAction'));
    expect(api.to(SEARCH).at(-1)!.url.searchParams.get('pageNumber')).toBe('0');
    expect(search().get('filter')).toBe('requiresAction');
  });

  it('opens the detail with its items and payment transactions, kept in the URL', async () => {
    stub({}, () => ({ ...paidDetail(), paymentTransactions: [linkedTransaction] }));
    const { search } = renderPage();
    const { dialog } = await openDetail();
    expect(search().get('open')).toBe(IDS.reimbursement);
    const ada = itemRow(dialog, 'Ada Lovelace');
    expect(within(ada).getByText('14')).toBeInTheDocument();
    expect(within(ada).getByText('Submitted')).toBeInTheDocument();
    expect(within(ada).getByText('Paid to bank account')).toBeInTheDocument();
    expect(within(ada).queryByRole('button', { name: /Pay out/ })).not.toBeInTheDocument();
    expect(within(itemRow(dialog, 'Bruno Berger')).getByRole('button', { name: 'Pay out the reimbursement of Bruno Berger' })).toBeInTheDocument();
    const transactions = within(dialog).getByRole('table', { name: 'Payment transactions of reimbursement 7' });
    expect(within(transactions).getByText('Money out: success')).toBeInTheDocument();
    expect(within(transactions).getByText('−€81.28')).toBeInTheDocument();
    expect(within(transactions).getByText(IDS.transaction.slice(0, 8))).toBeInTheDocument();
    expect(within(dialog).getByText("Paid by SEPA transfer from the company's connected bank account.")).toBeInTheDocument();
  });

  it('releases a reimbursement for payment', async () => {
    let current = detail();
    const api = stub({ [`POST /backend/reimbursements/${IDS.reimbursement}/approve`]: () => jsonResponse((current = approvedDetail())) }, () => current);
    renderPage();
    const { user, dialog } = await openDetail();
    expect(within(itemRow(dialog, 'Ada Lovelace')).queryByRole('button', { name: /Pay out/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Release for payment' }));
    const confirm = await screen.findByRole('dialog', { name: 'Release for payment' });
    expect(within(confirm).getByText('Release 2 pending items of reimbursement 7 over €123.45 for payment? Released items can be paid out.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Release for payment' }));
    expect(await screen.findByText('Reimbursement 7 is released for payment.')).toBeInTheDocument();
    expect(api.to(`POST /backend/reimbursements/${IDS.reimbursement}/approve`)).toHaveLength(1);
    expect(await within(itemRow(dialog, 'Ada Lovelace')).findByRole('button', { name: 'Pay out the reimbursement of Ada Lovelace' })).toBeInTheDocument();
  });

  it.each([
    ['en', '1 driver', /^Release 1 pending item of reimbursement 7 over .+ for payment\?/],
    ['de', '1 Fahrer', /^1 offene Position der Erstattung 7 über .+ zur Zahlung freigeben\?/],
  ] as const)('counts one driver and one pending item in the singular (%s)', async (lang, drivers, release) => {
    await setLanguage(lang);
    const one = detail({ driverCount: 1 }, [detail().items[0]!]);
    stub({ [SEARCH]: () => jsonResponse(page([{ ...listItem, driverCount: 1, itemCount: 1 }])) }, () => one);
    renderPage();
    const open = lang === 'en' ? 'Open reimbursement 7 of Voltwerk München GmbH' : 'Erstattung 7 von Voltwerk München GmbH öffnen';
    const row = (await screen.findByRole('button', { name: open })).closest('tr')!;
    expect(within(row).getByText(drivers)).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: open }));
    const dialog = await screen.findByRole('dialog', { name: lang === 'en' ? 'Reimbursement 7' : 'Erstattung 7' });
    const releaseName = lang === 'en' ? 'Release for payment' : 'Zur Zahlung freigeben';
    await userEvent.click(await within(dialog).findByRole('button', { name: releaseName }));
    const confirm = await screen.findByRole('dialog', { name: releaseName });
    expect(within(confirm).getByText(release)).toBeInTheDocument();
  });

  it('checks the payee with the bank before a transfer: a close match is paid only on the administrator’s decision; a refusal shows its reason', async () => {
    let current = approvedDetail();
    const TRIGGER = `POST /backend/reimbursements/:id/items/:id/trigger`;
    const VERIFY = `POST /backend/reimbursements/${IDS.reimbursement}/payee-verifications`;
    const check = (itemId: string, userName: string, result: string, matchedName: string | null, amountMinor: number) => ({
      id: '99999999-0000-4000-8000-000000000001',
      itemId,
      userName,
      payeeName: userName,
      iban: 'DE89370400440532013000',
      amountMinor,
      currency: 'EUR',
      result,
      matchedName,
      expiresAt: '2026-11-26T10:00:00.000Z',
      needsDecision: result !== 'MATCH',
      decision: null,
    });
    let verified = () => jsonResponse([check(IDS.itemAda, 'Ada Lovelace', 'CLOSE_MATCH', 'Ada King Lovelace', 4217)]);
    let answer = () => {
      current = paidDetail();
      return jsonResponse({ outcome: 'PAID', message: 'The reimbursement of Ada Lovelace was paid.', reimbursement: current });
    };
    const api = stub({ [TRIGGER]: () => answer(), [VERIFY]: () => verified() }, () => current);
    renderPage();
    const { user, dialog } = await openDetail();
    await user.click(within(itemRow(dialog, 'Ada Lovelace')).getByRole('button', { name: 'Pay out the reimbursement of Ada Lovelace' }));
    const payee = await screen.findByRole('dialog', { name: 'Check payee' });
    expect(await within(payee).findByText('Name almost matches')).toBeInTheDocument();
    expect(within(payee).getByText(/holds the name Ada King Lovelace for this account/)).toBeInTheDocument();
    expect(api.to(VERIFY)[0]!.body).toEqual({ itemIds: [IDS.itemAda] });
    expect(api.to(`POST /backend/reimbursements/${IDS.reimbursement}/items/${IDS.itemAda}/trigger`)).toHaveLength(0);
    await user.click(within(payee).getByRole('button', { name: 'Pay €42.17 anyway' }));
    expect(await screen.findByText('The reimbursement of Ada Lovelace was paid.')).toBeInTheDocument();
    const sent = api.to(`POST /backend/reimbursements/${IDS.reimbursement}/items/${IDS.itemAda}/trigger`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ payeeVerificationId: '99999999-0000-4000-8000-000000000001', payDespiteMismatch: true });
    expect(await within(itemRow(dialog, 'Ada Lovelace')).findByText('Paid to bank account')).toBeInTheDocument();

    verified = () => jsonResponse([check(IDS.itemBruno, 'Bruno Berger', 'MATCH', null, 4217)]);
    answer = () => problem(409, 'A payout of this item is already in progress.');
    await user.click(within(itemRow(dialog, 'Bruno Berger')).getByRole('button', { name: 'Pay out the reimbursement of Bruno Berger' }));
    const matched = await screen.findByRole('dialog', { name: 'Check payee' });
    expect(await within(matched).findByText('Name matches')).toBeInTheDocument();
    await user.click(within(matched).getByRole('button', { name: 'Pay €42.17 to Bruno Berger' }));
    expect(await screen.findByText('The reimbursement could not be triggered.')).toBeInTheDocument();
    expect(screen.getByText('A payout of this item is already in progress.')).toBeInTheDocument();
  });

  it('a transfer the bank took but has not settled shows so, and "Check status" asks the bank again without a new payee check', async () => {
    const TRIGGER = `POST /backend/reimbursements/${IDS.reimbursement}/items/${IDS.itemAda}/trigger`;
    const atBank = approvedDetail();
    atBank.items = atBank.items.map((i) => (i.id === IDS.itemAda ? { ...i, payoutChannel: 'BANK', payoutInProgress: true, awaitingSettlement: true } : i));
    let current = atBank;
    const api = stub(
      {
        [TRIGGER]: () => {
          current = paidDetail();
          return jsonResponse({ outcome: 'PAID', message: 'The reimbursement of Ada Lovelace was paid.', reimbursement: current });
        },
      },
      () => current,
    );
    renderPage();
    const { user, dialog } = await openDetail();
    expect(within(itemRow(dialog, 'Ada Lovelace')).getByText('At the bank, not settled yet')).toBeInTheDocument();
    const check = within(itemRow(dialog, 'Ada Lovelace')).getByRole('button', { name: 'Pay out the reimbursement of Ada Lovelace' });
    expect(check).toHaveTextContent('Check status');
    await user.click(check);
    expect(screen.queryByRole('dialog', { name: 'Check payee' })).not.toBeInTheDocument();
    expect(await screen.findByText('The reimbursement of Ada Lovelace was paid.')).toBeInTheDocument();
    expect(api.to(TRIGGER)).toHaveLength(1);
    expect(api.to(TRIGGER)[0]!.body ?? {}).toEqual({});
    expect(await within(itemRow(dialog, 'Ada Lovelace')).findByText('Paid to bank account')).toBeInTheDocument();
  });

  it('pays out through Payment+ only after saying how much goes to whom', async () => {
    const TRIGGER = `POST /backend/reimbursements/${IDS.reimbursement}/items/${IDS.itemAda}/trigger`;
    const api = stub(
      { [TRIGGER]: () => jsonResponse({ outcome: 'PAID', message: 'The reimbursement of Ada Lovelace was paid.', reimbursement: paidDetail() }) },
      () => ({ ...approvedDetail(), payoutRoute: 'PAYMENT_PLUS' }),
    );
    renderPage();
    const { user, dialog } = await openDetail();
    await user.click(within(itemRow(dialog, 'Ada Lovelace')).getByRole('button', { name: 'Pay out the reimbursement of Ada Lovelace' }));
    const confirm = await screen.findByRole('dialog', { name: 'Pay out' });
    expect(within(confirm).getByText(/€81.28 will be paid to Ada Lovelace through Payment\+/)).toBeInTheDocument();
    expect(api.to(TRIGGER)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.to(TRIGGER)).toHaveLength(0);
    await user.click(within(itemRow(dialog, 'Ada Lovelace')).getByRole('button', { name: 'Pay out the reimbursement of Ada Lovelace' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Pay out' })).getByRole('button', { name: 'Pay €81.28 to Ada Lovelace' }));
    expect(await screen.findByText('The reimbursement of Ada Lovelace was paid.')).toBeInTheDocument();
    expect(api.to(TRIGGER)).toHaveLength(1);
  });

  it('says in words why a Payment+ driver cannot be paid yet: KYC not completed, with the status by name', async () => {
    stub({}, () => {
      const detail = approvedDetail();
      return { ...detail, payoutRoute: 'PAYMENT_PLUS', items: detail.items.map((i) => ({ ...i, isPaymentPlus: true, kycStatus: 'PENDING' as const })) };
    });
    renderPage();
    const { dialog } = await openDetail();
    expect(await within(itemRow(dialog, 'Ada Lovelace')).findByText('KYC not completed (Pending)')).toBeInTheDocument();
  });

  it('without a connected bank, Pay out offers the connection and the SEPA file instead of failing', async () => {
    const TRIGGER = `POST /backend/reimbursements/${IDS.reimbursement}/items/${IDS.itemAda}/trigger`;
    const api = stub({}, () => ({ ...approvedDetail(), payoutRoute: 'SEPA_FILE_ONLY' }));
    const Bank = ({ companyId }: { companyId: string }) => <div role="region" aria-label={`Bank of ${companyId}`} />;
    renderWithProviders(<ReimbursementsPage BankConnection={Bank} />, { route: '/dashboard/receipt-reimbursements', path: '/dashboard/receipt-reimbursements' });
    const { user, dialog } = await openDetail();
    expect(within(dialog).getByRole('region', { name: `Bank of ${IDS.munich}` })).toBeInTheDocument();
    await user.click(within(itemRow(dialog, 'Ada Lovelace')).getByRole('button', { name: 'Pay out the reimbursement of Ada Lovelace' }));
    const offer = await screen.findByRole('dialog', { name: "Connect the company's bank to pay out" });
    expect(within(offer).getByText(/€81.28 for Ada Lovelace cannot be transferred from here/)).toBeInTheDocument();
    expect(within(offer).getByRole('region', { name: `Bank of ${IDS.munich}` })).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Download the SEPA file' }));
    expect(await screen.findByRole('dialog', { name: /SEPA/ })).toBeInTheDocument();
    expect(api.to(TRIGGER)).toHaveLength(0);
  });

  it('cancels an item after asking, and says so when it cannot', async () => {
    const CANCEL = `POST /backend/reimbursements/${IDS.reimbursement}/items/${IDS.itemBruno}/cancel`;
    let answer = () => jsonResponse(detail());
    const api = stub({ [CANCEL]: () => answer() });
    renderPage();
    const { user, dialog } = await openDetail();
    await user.click(within(itemRow(dialog, 'Bruno Berger')).getByRole('button', { name: 'Cancel the item of Bruno Berger' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel item' });
    expect(within(confirm).getByText(/Cancel the item of Bruno Berger \(receipt 9, €42.17\)/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(api.to(CANCEL)).toHaveLength(0);

    answer = () => problem(409, 'A paid item cannot be cancelled.');
    await user.click(within(itemRow(dialog, 'Bruno Berger')).getByRole('button', { name: 'Cancel the item of Bruno Berger' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cancel item' })).getByRole('button', { name: 'Cancel item' }));
    expect(await screen.findByText('The reimbursement could not be cancelled.')).toBeInTheDocument();
    expect(screen.getByText('A paid item cannot be cancelled.')).toBeInTheDocument();
    expect(api.to(CANCEL)).toHaveLength(1);
  });

  it('creates a reimbursement: company first, then every open receipt of the period is selected', async () => {
    const created = { ...detail(), id: IDS.reimbursement };
    const api = stub({
      'GET /backend/companies/search': () => jsonResponse(page([{ id: IDS.munich, name: 'Voltwerk München GmbH', country: 'GERMANY', subscriptionType: 'PRO', parentId: null, parentName: null, createdAt: '2025-01-01T00:00:00.000Z' }])),
      'GET /backend/reimbursements/candidates': () => jsonResponse(candidates),
      'POST /backend/reimbursements': () => jsonResponse(created, 201),
    });
    const { search } = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create reimbursement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create reimbursement' });
    await user.click(within(dialog).getByRole('button', { name: 'Create reimbursement' }));
    expect(await within(dialog).findByText('Please select a company')).toBeInTheDocument();
    expect(api.byMethod('POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /Company/ }));
    await user.click(await within(dialog).findByRole('option', { name: 'Voltwerk München GmbH' }));
    const table = await within(dialog).findByRole('table', { name: 'Submitted receipts in no other reimbursement' });
    expect(within(table).getByRole('checkbox', { name: 'Ada Lovelace · 14' })).toBeChecked();
    expect(within(dialog).getByText('2 selected · €123.45')).toBeInTheDocument();
    await user.click(within(table).getByRole('checkbox', { name: 'Bruno Berger · 9' }));
    expect(within(dialog).getByText('1 selected · €81.28')).toBeInTheDocument();
    // None selected: it says so, and the message goes as soon as one is selected again.
    await user.click(within(table).getByRole('checkbox', { name: 'Ada Lovelace · 14' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create reimbursement' }));
    expect(await within(dialog).findByText('Please select at least one receipt.')).toBeInTheDocument();
    await user.click(within(table).getByRole('checkbox', { name: 'Ada Lovelace · 14' }));
    await waitFor(() => expect(within(dialog).queryByText('Please select at least one receipt.')).not.toBeInTheDocument());
    expect(api.byMethod('POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Create reimbursement' }));

    await waitFor(() => expect(api.to('POST /backend/reimbursements')).toHaveLength(1));
    const body = api.to('POST /backend/reimbursements')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ companyId: IDS.munich, receiptIds: [IDS.receiptAda] });
    const q = api.to('GET /backend/reimbursements/candidates').at(-1)!.url.searchParams;
    expect(body.year).toBe(Number(q.get('year')));
    expect(body.month).toBe(Number(q.get('month')));
    expect(await screen.findByText('Reimbursement 7 was created.')).toBeInTheDocument();
    await waitFor(() => expect(search().get('open')).toBe(IDS.reimbursement));
  });

  it('attaching a payment transaction that fails says "Error attaching payment transaction"', async () => {
    stub({
      'GET /backend/payment-transactions/search': () => jsonResponse(page([freeTransaction])),
      [`POST /backend/reimbursements/${IDS.reimbursement}/payment-transactions/${IDS.freeTransaction}`]: () =>
        problem(409, 'This payment transaction is already attached to the reimbursement.'),
    });
    renderPage();
    const { user, dialog } = await openDetail();
    await user.click(within(dialog).getByRole('button', { name: 'Attach payment transaction' }));
    const attach = await screen.findByRole('dialog', { name: 'Attach payment transaction' });
    await user.click(within(attach).getByRole('button', { name: 'Attach' }));
    expect(await within(attach).findByText('Please select a payment transaction.')).toBeInTheDocument();
    await user.click(within(attach).getByRole('combobox', { name: /Payment transaction/ }));
    await user.click(await within(attach).findByRole('option', { name: /SEPA batch · 2 drivers/ }));
    await user.click(within(attach).getByRole('button', { name: 'Attach' }));
    expect(await screen.findByText('Error attaching payment transaction')).toBeInTheDocument();
    expect(screen.getByText('This payment transaction is already attached to the reimbursement.')).toBeInTheDocument();
  });

  it('downloads the SEPA file after checking the company IBAN', async () => {
    const api = stub(
      {
        [`GET /backend/reimbursements/${IDS.reimbursement}/sepa`]: () =>
          new Response('<Document/>', { status: 200, headers: { 'content-type': 'application/xml', 'content-disposition': 'attachment; filename="sepa-reimbursement-7-2026-09.xml"' } }),
        [`GET /backend/reimbursements/${IDS.reimbursement}/sepa-files`]: () =>
          jsonResponse([
            {
              id: '5b0e7d4c-2f1a-4c3e-9d8b-7a6f5e4d3c2b',
              messageId: 'FW5B0E7D4C2F1A4C3E9D8B7A6F5E4D3C2B',
              debtorIban: 'DE02120300000000202051',
              executionDate: '2026-09-30',
              transferCount: 2,
              totalMinor: 9_120,
              createdAt: '2026-09-29T08:00:00.000Z',
            },
          ]),
        [`GET /backend/reimbursements/${IDS.reimbursement}/sepa-files/5b0e7d4c-2f1a-4c3e-9d8b-7a6f5e4d3c2b`]: () =>
          new Response('<Document/>', {
            status: 200,
            headers: { 'content-type': 'application/xml', 'content-disposition': 'attachment; filename="sepa-reimbursement-7-2026-09-FW5B0E.xml"' },
          }),
      },
      () => ({ ...approvedDetail(), payoutRoute: 'SEPA_FILE_ONLY', bankConnected: false }),
    );
    const created = vi.fn(() => 'blob:file');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    renderPage();
    const { user, dialog } = await openDetail();
    expect(within(dialog).getByText(/has not connected its bank: download the SEPA file/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'SEPA file' }));
    const sepa = await screen.findByRole('dialog', { name: 'SEPA credit-transfer file' });
    await user.type(within(sepa).getByRole('textbox', { name: /Company account IBAN/ }), 'DE89 3704 0044 0532 0130 01');
    await user.click(within(sepa).getByRole('button', { name: 'Download file' }));
    expect(await within(sepa).findByText(/check digits/i)).toBeInTheDocument();
    expect(api.to(`GET /backend/reimbursements/${IDS.reimbursement}/sepa`)).toHaveLength(0);
    await user.clear(within(sepa).getByRole('textbox', { name: /Company account IBAN/ }));
    await user.type(within(sepa).getByRole('textbox', { name: /Company account IBAN/ }), 'DE89 3704 0044 0532 0130 00');
    // A date in the past is refused before anything is asked of the server.
    const date = within(sepa).getByLabelText(/Execution date/);
    await user.clear(date);
    await user.type(date, '2019-01-01');
    await user.click(within(sepa).getByRole('button', { name: 'Download file' }));
    expect(await within(sepa).findByText(/Execution date: Must be today .* or later/)).toBeInTheDocument();
    expect(api.to(`GET /backend/reimbursements/${IDS.reimbursement}/sepa`)).toHaveLength(0);
    await user.clear(date);
    await user.type(date, utcDay(new Date(Date.now() + 3 * 86_400_000)));
    // The files made before are listed and download again as they were.
    const kept = await within(sepa).findByRole('table', { name: 'Files made so far' });
    expect(within(kept).getByText('FW5B0E7D4C2F1A4C3E9D8B7A6F5E4D3C2B')).toBeInTheDocument();
    expect(within(kept).getByText(/2 transfers · €91.20/)).toBeInTheDocument();
    await user.click(within(kept).getByRole('button', { name: 'Download file FW5B0E7D4C2F1A4C3E9D8B7A6F5E4D3C2B again' }));
    await waitFor(() => expect(api.to(`GET /backend/reimbursements/${IDS.reimbursement}/sepa-files/5b0e7d4c-2f1a-4c3e-9d8b-7a6f5e4d3c2b`)).toHaveLength(1));
    await user.click(within(sepa).getByRole('button', { name: 'Download file' }));
    expect(await screen.findByText('Saved sepa-reimbursement-7-2026-09.xml.')).toBeInTheDocument();
    expect(api.to(`GET /backend/reimbursements/${IDS.reimbursement}/sepa`)[0]!.url.searchParams.get('debtorIban')).toBe('DE89370400440532013000');
  });

  it('speaks German', async () => {
    await setLanguage('de');
    stub({}, () => ({ ...paidDetail(), paymentTransactions: [linkedTransaction] }));
    renderPage();
    expect(await screen.findByRole('columnheader', { name: /Zahlungsstatus/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Handlungsbedarf' })).toBeInTheDocument();
    expect(await screen.findByText('Abgeschlossen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Erstattung 7 von Voltwerk München GmbH öffnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erstattung 7' });
    expect(await within(dialog).findByText('Auf Bankkonto bezahlt')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Erstattung von Bruno Berger auszahlen' })).toBeInTheDocument();
    expect(within(dialog).getByText('Auszahlung: erfolgreich')).toBeInTheDocument();
  });
});
