import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LicenseRenewal } from '@fleetwatt/shared';
import { jsonResponse, renderWithProviders, setLanguage } from '../../../components/ui/test-utils.tsx';
import {
  acceptedRenewal,
  activeLicense,
  ada,
  adaDetail,
  awaitingRenewal,
  expiringLicense,
  IDS,
  invoiceOption,
  renewalDraftInvoice,
  stubBackend,
} from '../testing/license-fixtures.ts';
import LicenseListPage from './license-list-page.tsx';

const SEARCH = 'GET /backend/licenses/search';
const problem = (status: number, detail: string) => jsonResponse({ title: 'Problem', status, code: 'CONFLICT', detail }, status);


function stub(extra: Parameters<typeof stubBackend>[0] = {}) {
  return stubBackend({
    [SEARCH]: () => jsonResponse({ results: [activeLicense, expiringLicense], totalCount: 2, totalPages: 1 }),
    'GET /backend/licenses/:id/renewals': (req) => jsonResponse(req.url.pathname.includes(IDS.expiring) ? [awaitingRenewal] : []),
    'GET /backend/licenses/:id/invoice-options': () => jsonResponse([invoiceOption]),
    'GET /backend/users/simple-search': () => jsonResponse([ada]),
    'GET /backend/users/:id': () => jsonResponse(adaDetail),
    ...extra,
  });
}

const renderPage = (isAdministrator = false, route = '/dashboard/licenses') =>
  renderWithProviders(<LicenseListPage isAdministrator={isAdministrator} />, { route, path: '/dashboard/licenses' });

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

async function rowAction(key: string, item: string, menu = `More actions for license ${key}`) {
  const user = userEvent.setup();
  const row = (await screen.findByText(key === activeLicense.licenseKey ? 'Ada Lovelace' : 'Bruno Berger')).closest('tr')!;
  await user.click(within(row).getByRole('button', { name: menu }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  return { user, dialog: await screen.findByRole('dialog') };
}

/**
 * The backend of an accepted renewal whose invoice draft gets created: the renewal then holds the
 * draft; attaching the draft answers what `attach` says and leaves the renewal as it returns it.
 */
function stubRenewalInvoice(attach: (renewal: LicenseRenewal) => [Response, LicenseRenewal]) {
  let renewal: LicenseRenewal = acceptedRenewal;
  return stub({
    'GET /backend/licenses/:id/renewals': () => jsonResponse([renewal]),
    'POST /backend/invoices/license-renewal/:id': () => {
      renewal = { ...renewal, invoiceId: renewalDraftInvoice.id, invoiceStatus: 'DRAFT' };
      return jsonResponse(renewalDraftInvoice, 201);
    },
    'POST /backend/licenses/:id/renewals/:id/invoice': () => {
      const [response, next] = attach(renewal);
      renewal = next;
      return response;
    },
  });
}

describe('licenses page', () => {
  it('lists company, cable, driver, type, status, period, renewal and invoice status', async () => {
    const api = stub();
    renderPage();
    const row = await rowOf('FWC-AAAA-0001');
    expect(within(row).getByText('Voltwerk Holding GmbH')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', `/dashboard/driver/${IDS.ada}`);
    expect(within(row).getByText('Home charging')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('02/01/26')).toBeInTheDocument();
    expect(within(row).getByText('02/01/27')).toBeInTheDocument();
    const other = await rowOf('Bruno Berger');
    expect(within(other).getByText('Expiring soon')).toBeInTheDocument();
    expect(within(other).getByText('Awaiting confirmation')).toBeInTheDocument();
    expect(within(other).getByText('Open')).toBeInTheDocument();
    expect(within(other).getByText('Connect')).toBeInTheDocument();
    const query = Object.fromEntries(api.to(SEARCH).at(-1)!.url.searchParams);
    expect(query).toEqual({ pageNumber: '0', pageSize: '50', sortField: 'expirationDate', sortDir: 'ASC' });
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('takes its filters from the URL and sends them to the server', async () => {
    const api = stub();
    const { search } = renderPage(false, `/dashboard/licenses?status=EXPIRING_SOON&renewalStatus=INVOICED&type=BOGUS&driverId=${IDS.bruno}`);
    await rowOf('Bruno Berger');
    const query = api.to(SEARCH).at(-1)!.url.searchParams;
    expect(query.get('status')).toBe('EXPIRING_SOON');
    expect(query.get('renewalStatus')).toBe('INVOICED');
    expect(query.get('driverId')).toBe(IDS.bruno);
    expect(query.has('type')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Show all drivers' }));
    await waitFor(() => expect(api.to(SEARCH).at(-1)!.url.searchParams.has('driverId')).toBe(false));
    expect(search().has('driverId')).toBe(false);
  });

  it('a fleet manager reads renewals and confirms one that awaits confirmation, but changes nothing else', async () => {
    const api = stub({ 'PUT /backend/licenses/:id/renewals/:id/status': () => jsonResponse({ ...awaitingRenewal, status: 'ACCEPTED' }) });
    renderPage();
    await rowOf('Bruno Berger');
    expect(screen.queryByRole('button', { name: 'Assign license' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(await rowOf('Bruno Berger')).getByRole('button', { name: `More actions for license ${expiringLicense.licenseKey}` }));
    expect(screen.queryByRole('menuitem', { name: 'Edit subscription' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete license' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Renewals' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('2026-0042')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Attach invoice' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm renewal' }));
    await waitFor(() => expect(api.byMethod('PUT')).toHaveLength(1));
    expect(api.byMethod('PUT')[0]!.url.pathname).toBe(`/backend/licenses/${IDS.expiring}/renewals/${IDS.renewal}/status`);
    expect(api.byMethod('PUT')[0]!.body).toEqual({ status: 'ACCEPTED' });
    expect(await screen.findByText('The renewal is now Accepted.')).toBeInTheDocument();
  });

  it('an administrator assigns a license to a driver and the driver’s cable; a refusal shows the license assignment failure', async () => {
    let refuse = true;
    const api = stub({
      'POST /backend/licenses': () => (refuse ? problem(409, 'The driver already has a license of this type.') : jsonResponse(activeLicense, 201)),
    });
    renderPage(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Assign license' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Assign license' }));
    expect(await within(dialog).findByText('Driver: Please select a driver.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /Driver/ }));
    await user.click(await within(dialog).findByRole('option', { name: /Ada Lovelace/ }));
    expect(await within(dialog).findByText("The license names the driver's cable FWC-AAAA-0001.")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Yearly price'), '99,50');
    await user.click(within(dialog).getByRole('button', { name: 'Assign license' }));
    expect(await screen.findByText('License assignment failed')).toBeInTheDocument();
    expect(screen.getByText('The driver already has a license of this type.')).toBeInTheDocument();
    expect(api.byMethod('POST')[0]!.body).toEqual({ userId: IDS.ada, type: 'HOME_CHARGING', cableId: IDS.cable, priceMinor: 9_950 });

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Assign license' }));
    expect(await screen.findByText('License FW-ABCD-EFGH-JKLM has been assigned to Ada Lovelace.')).toBeInTheDocument();
  });

  it('an administrator renews a license and moves the renewal; a refused step shows the subscription renewal error', async () => {
    const api = stub({
      'POST /backend/licenses/:id/renew': () => jsonResponse({ ...awaitingRenewal, licenseId: IDS.active, status: 'PENDING', invoiceId: null }, 201),
      'PUT /backend/licenses/:id/renewals/:id/status': () => problem(409, 'A renewal cannot move from AWAITING_CONFIRMATION to ACCEPTED.'),
    });
    renderPage(true);
    const first = await rowAction(activeLicense.licenseKey, 'Renewals');
    expect(await within(first.dialog).findByText('No renewals yet.')).toBeInTheDocument();
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Renew' }));
    await waitFor(() => expect(api.to(`POST /backend/licenses/${IDS.active}/renew`)).toHaveLength(1));
    expect(await screen.findByText('A renewal for the next period has been opened.')).toBeInTheDocument();
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const second = await rowAction(expiringLicense.licenseKey, 'Renewals');
    await second.user.click(await within(second.dialog).findByRole('button', { name: 'Move to Accepted' }));
    expect(await screen.findByText('Subscription renewal error')).toBeInTheDocument();
    expect(screen.getByText('A renewal cannot move from AWAITING_CONFIRMATION to ACCEPTED.')).toBeInTheDocument();
    expect(within(second.dialog).getByRole('button', { name: 'Cancel renewal' })).toBeInTheDocument();
  });

  it('attaching an invoice that fails shows the error attaching invoice', async () => {
    const other = { ...invoiceOption, id: '80000000-0000-4000-8000-000000000002', number: '2026-0050', invoiceDate: '2026-05-20' };
    const api = stub({
      'GET /backend/licenses/:id/invoice-options': () => jsonResponse([other, invoiceOption]),
      'POST /backend/licenses/:id/renewals/:id/invoice': () => problem(404, 'The invoice was not found.'),
    });
    renderPage(true);
    const { user, dialog } = await rowAction(expiringLicense.licenseKey, 'Renewals');
    const attach = await within(dialog).findByRole('button', { name: 'Attach invoice' });
    // The invoice the renewal carries is chosen already; attaching it again is pointless.
    expect(attach).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Invoice' }));
    await user.click(await within(dialog).findByRole('option', { name: /2026-0050/ }));
    await user.click(attach);
    expect(await screen.findByText('Error attaching invoice')).toBeInTheDocument();
    expect(screen.getByText('The invoice was not found.')).toBeInTheDocument();
    expect(api.byMethod('POST')[0]!.body).toEqual({ invoiceId: other.id });
  });

  it('an administrator creates the renewal invoice of an accepted renewal; the renewal is then invoiced and shows its draft', async () => {
    const api = stubRenewalInvoice((renewal) => {
      const invoiced = { ...renewal, status: 'INVOICED' as const };
      return [jsonResponse(invoiced), invoiced];
    });
    renderPage(true);
    const { user, dialog } = await rowAction(expiringLicense.licenseKey, 'Renewals');
    await user.click(await within(dialog).findByRole('button', { name: 'Create renewal invoice' }));
    const confirm = await screen.findByRole('dialog', { name: 'Subscription renewal invoice' });
    expect(within(confirm).getByText('06/10/26 – 06/09/27')).toBeInTheDocument();
    expect(within(confirm).getByText('€59.00')).toBeInTheDocument();
    expect(within(confirm).getByText(/A draft invoice is created from the renewal of FW-NPQR-STUV-WXYZ/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Create invoice' }));

    expect(await screen.findByText('The renewal invoice has been created as a draft and attached to the renewal.')).toBeInTheDocument();
    expect(api.byMethod('POST').map((r) => `${r.url.pathname} ${JSON.stringify(r.body ?? null)}`)).toEqual([
      `/backend/invoices/license-renewal/${IDS.renewal} null`,
      `/backend/licenses/${IDS.expiring}/renewals/${IDS.renewal}/invoice {"invoiceId":"${renewalDraftInvoice.id}"}`,
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Subscription renewal invoice' })).not.toBeInTheDocument());
    const row = within(within(dialog).getByRole('table', { name: 'Renewals' })).getAllByRole('row')[1]!;
    expect(await within(row).findByText('Invoiced')).toBeInTheDocument();
    expect(within(row).getByText('Draft invoice')).toBeInTheDocument();
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Create renewal invoice' })).not.toBeInTheDocument();
  });

  it('a renewal invoice that cannot be attached shows the subscription renewal error, and the renewal shows what was kept', async () => {
    const api = stubRenewalInvoice((renewal) => [problem(409, 'The invoice is attached to another renewal.'), renewal]);
    renderPage(true);
    const { user, dialog } = await rowAction(expiringLicense.licenseKey, 'Renewals');
    await user.click(await within(dialog).findByRole('button', { name: 'Create renewal invoice' }));
    const confirm = await screen.findByRole('dialog', { name: 'Subscription renewal invoice' });
    await user.click(within(confirm).getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByText('Subscription renewal error')).toBeInTheDocument();
    expect(screen.getByText('The invoice is attached to another renewal.')).toBeInTheDocument();
    expect(api.byMethod('POST')).toHaveLength(2);
    // The confirm dialog stays open; the renewal is still accepted and carries the draft.
    expect(screen.getByRole('dialog', { name: 'Subscription renewal invoice' })).toBeInTheDocument();
    const row = within(within(dialog).getByRole('table', { name: 'Renewals' })).getAllByRole('row')[1]!;
    expect(await within(row).findByText('Draft invoice')).toBeInTheDocument();
    expect(within(row).getByText('Accepted')).toBeInTheDocument();
  });

  it('a fleet manager is not offered the renewal invoice', async () => {
    stub({ 'GET /backend/licenses/:id/renewals': () => jsonResponse([acceptedRenewal]) });
    renderPage();
    const { dialog } = await rowAction(expiringLicense.licenseKey, 'Renewals');
    expect(await within(dialog).findByRole('table', { name: 'Renewals' })).toHaveTextContent('Accepted');
    expect(within(dialog).queryByRole('button', { name: 'Create renewal invoice' })).not.toBeInTheDocument();
  });

  it('a refused delete shows the license deletion failure with the reason', async () => {
    stub({ 'DELETE /backend/licenses/:id': () => problem(409, 'A license in use by a driver cannot be deleted. Cancel it first.') });
    renderPage(true);
    const { user, dialog } = await rowAction(activeLicense.licenseKey, 'Delete license');
    await user.click(within(dialog).getByRole('button', { name: 'Delete license' }));
    expect(await screen.findByText('License deletion failed')).toBeInTheDocument();
    expect(screen.getByText('A license in use by a driver cannot be deleted. Cancel it first.')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await setLanguage('de');
    stub();
    renderPage(true);
    const row = await rowOf('Bruno Berger');
    expect(within(row).getByText('Läuft bald ab')).toBeInTheDocument();
    expect(within(row).getByText('Wartet auf Bestätigung')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Ablauf/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lizenz zuweisen' })).toBeInTheDocument();
    const { dialog } = await rowAction(expiringLicense.licenseKey, 'Verlängerungen', `Weitere Aktionen für Lizenz ${expiringLicense.licenseKey}`);
    expect(await within(dialog).findByRole('button', { name: 'Weiter zu Angenommen' })).toBeInTheDocument();
    expect(within(dialog).getByText('10.06.26 – 09.06.27')).toBeInTheDocument();
  });

  it('offers the renewal invoice in German', async () => {
    await setLanguage('de');
    stub({ 'GET /backend/licenses/:id/renewals': () => jsonResponse([acceptedRenewal]) });
    renderPage(true);
    const { user, dialog } = await rowAction(expiringLicense.licenseKey, 'Verlängerungen', `Weitere Aktionen für Lizenz ${expiringLicense.licenseKey}`);
    await user.click(await within(dialog).findByRole('button', { name: 'Verlängerungsrechnung erstellen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Rechnung zur Abonnementverlängerung' });
    expect(within(confirm).getByRole('button', { name: 'Rechnung erstellen' })).toBeInTheDocument();
    expect(within(confirm).getByText('Zeitraum')).toBeInTheDocument();
  });
});
