import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PaymentAccount } from '@fleetwatt/shared';
import { jsonResponse, setLanguage } from '../../../components/ui/test-utils.tsx';
import { adaDetail, IDS, stubBackend } from '../testing/driver-fixtures.ts';
import { renderWithProviders } from '../../../components/ui/test-utils.tsx';
import DriverDetailPage from './driver-detail-page.tsx';

const BASE = `/backend/users/${IDS.ada}`;
const SAVE_ACCOUNT = `POST ${BASE}/payment-account`;


function stub(account: PaymentAccount = adaDetail.paymentAccount) {
  return stubBackend({
    [`GET ${BASE}`]: () => jsonResponse(adaDetail),
    [`GET ${BASE}/custom-fields`]: () =>
      jsonResponse([
        { key: 'CAR_PLATE', required: false, value: 'M-FW 123' },
        { key: 'COMPANY_NAME', required: false, value: null },
        { key: 'COST_CENTER', required: true, value: 'CC-42' },
        { key: 'EMPLOYEE_ID', required: true, value: null },
      ]),
    [`GET ${BASE}/payment-account`]: () => jsonResponse(account),
    [SAVE_ACCOUNT]: () => jsonResponse({ iban: 'DE89370400440532013000', holder: 'Ada Lovelace', isPaymentPlus: false, kycStatus: null }),
    [`DELETE ${BASE}/company`]: () => new Response(null, { status: 204 }),
    [`GET ${BASE}/subscription`]: () =>
      jsonResponse({
        id: IDS.license,
        status: 'EXPIRING_SOON',
        type: 'HOME_CHARGING',
        licenseKey: 'LIC-AAAA-0001',
        startDate: '2025-12-16',
        expirationDate: '2026-12-15',
        renewalStatus: 'AWAITING_CONFIRMATION',
        cable: { id: IDS.cable, hardwareId: 'FW-CBL-0001' },
      }),
  });
}

function renderDetail(isAdministrator = false) {
  return renderWithProviders(<DriverDetailPage isAdministrator={isAdministrator} />, {
    route: `/dashboard/driver/${IDS.ada}`,
    path: '/dashboard/driver/:driverId',
  });
}

const linksNav = () => screen.getByRole('navigation', { name: "This driver's data" });

describe('driver detail page', () => {
  it('shows the driver’s fields in sections', async () => {
    stub();
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    const person = screen.getByRole('region', { name: 'Person' });
    expect(within(person).getByText('ID-778')).toBeInTheDocument();
    const tariff = screen.getByRole('region', { name: 'Tariff' });
    expect(within(tariff).getByText('€0.3250/kWh')).toBeInTheDocument();
    expect(within(tariff).getByText('since 01/01/26')).toBeInTheDocument();
    const cable = screen.getByRole('region', { name: 'Cable and license' });
    expect(within(cable).getByText('FW-CBL-0001')).toBeInTheDocument();
    expect(within(cable).getByText('Expiring soon')).toBeInTheDocument();
    const mileage = screen.getByRole('region', { name: 'Mileage and receipts' });
    expect(within(mileage).getByText('45,210 km')).toBeInTheDocument();
    expect(within(mileage).getByText('12')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Address' })).getByText('Germany')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Company and cost center' })).getByRole('link', { name: 'Voltwerk Holding GmbH' })).toHaveAttribute(
      'href',
      `/dashboard/company/${IDS.holding}`,
    );
  });

  it('a fleet manager gets the buttons to the driver’s sessions, tariffs, receipts and mileage, filtered to the driver', async () => {
    stub();
    renderDetail(false);
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    const links = within(linksNav()).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Charging sessions', `/dashboard/charging-sessions?driverId=${IDS.ada}`],
      ['Tariffs', `/dashboard/tariffs?driverId=${IDS.ada}`],
      ['Receipts', `/dashboard/receipts?driverId=${IDS.ada}`],
      ['Mileage', `/dashboard/mileage?driverId=${IDS.ada}`],
    ]);
    expect(screen.queryByRole('button', { name: 'Assign company' })).not.toBeInTheDocument();
  });

  it('an administrator also gets reimbursements and sessions review', async () => {
    stub();
    renderDetail(true);
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    expect(within(linksNav()).getByRole('link', { name: 'Reimbursements' })).toHaveAttribute(
      'href',
      `/dashboard/receipt-reimbursements?driverId=${IDS.ada}`,
    );
    expect(within(linksNav()).getByRole('link', { name: 'Sessions review' })).toHaveAttribute(
      'href',
      `/dashboard/charging-sessions-review?driverId=${IDS.ada}`,
    );
    expect(within(linksNav()).getAllByRole('link')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Assign company' })).toBeInTheDocument();
  });

  it('the checklist says what is missing for reimbursement and why', async () => {
    stub();
    renderDetail();
    const list = await screen.findByTestId('completeness-checklist');
    expect(within(list).getByText('2 things are missing before this driver can be reimbursed.')).toBeInTheDocument();
    expect(within(list).getByLabelText('IBAN: missing')).toHaveTextContent('Reimbursements are paid to this account.');
    expect(within(list).getByLabelText('Tariff: present')).toBeInTheDocument();
    // Required by the company: checked; not required: not listed.
    await waitFor(() => expect(within(list).getByLabelText('Cost center: present')).toBeInTheDocument());
    expect(within(list).getByLabelText('Employee ID: missing')).toHaveTextContent('Your company requires it on every receipt.');
    expect(within(list).queryByLabelText(/Car plate/)).not.toBeInTheDocument();
  });

  it('an empty IBAN gets "Please enter the IBAN/Account ID" and nothing is sent', async () => {
    const api = stub();
    const user = userEvent.setup();
    renderDetail();
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    await user.click(screen.getByRole('button', { name: 'Payment account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment account' });
    await user.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter the IBAN/Account ID')).toBeInTheDocument();
    expect(api.to(SAVE_ACCOUNT)).toHaveLength(0);
    // A fleet manager does not switch Payment+.
    expect(within(dialog).queryByRole('switch', { name: /Payment\+/ })).not.toBeInTheDocument();
  });

  it('says so in German too', async () => {
    await setLanguage('de');
    const api = stub();
    const user = userEvent.setup();
    renderDetail();
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    await user.click(screen.getByRole('button', { name: 'Zahlungskonto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zahlungskonto' });
    await user.click(await within(dialog).findByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Bitte geben Sie die IBAN/Konto-ID ein')).toBeInTheDocument();
    expect(api.to(SAVE_ACCOUNT)).toHaveLength(0);
  });

  it('checks the IBAN’s check digits while typing and saves it without spaces; administrators switch Payment+', async () => {
    const api = stub();
    const user = userEvent.setup();
    renderDetail(true);
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    await user.click(screen.getByRole('button', { name: 'Payment account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment account' });
    const iban = await within(dialog).findByRole('textbox', { name: /IBAN/ });
    await user.type(iban, 'DE88 3704 0044 0532 0130 00');
    expect(within(dialog).getByTestId('iban-hint')).toHaveTextContent('check digits do not match');
    await user.clear(iban);
    await user.type(iban, 'de89 3704 0044 0532 0130 00');
    expect(within(dialog).getByTestId('iban-hint')).toHaveTextContent('The check digits match.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Account holder' }), 'Ada Lovelace');
    await user.click(within(dialog).getByRole('switch', { name: /Payment\+/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to(SAVE_ACCOUNT)).toHaveLength(1));
    expect(api.to(SAVE_ACCOUNT)[0]!.body).toEqual({ iban: 'DE89370400440532013000', holder: 'Ada Lovelace', isPaymentPlus: true });
    expect(await screen.findByText('The payment account was saved.')).toBeInTheDocument();
  });

  it('removing the driver from the company asks first, then a fleet manager is back on the drivers list', async () => {
    const api = stub();
    const user = userEvent.setup();
    const { router } = renderDetail();
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    await user.click(screen.getByRole('button', { name: 'Remove from company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from company' });
    expect(within(dialog).getByText(/Remove Ada Lovelace from Voltwerk Holding GmbH\?/)).toBeInTheDocument();
    expect(api.to(`DELETE ${BASE}/company`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.to(`DELETE ${BASE}/company`)).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/driver'));
    expect(await screen.findByText('Ada Lovelace was removed from the company.')).toBeInTheDocument();
  });

  it('the license dialog shows the driver’s license read-only', async () => {
    stub();
    const user = userEvent.setup();
    renderDetail();
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    await user.click(screen.getByRole('button', { name: 'License' }));
    const dialog = await screen.findByRole('dialog', { name: 'License' });
    expect(await within(dialog).findByText('LIC-AAAA-0001')).toBeInTheDocument();
    expect(within(dialog).getByText('Awaiting confirmation')).toBeInTheDocument();
    expect(within(dialog).getByText('12/15/26')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('an unknown driver shows the failure and the way back', async () => {
    stubBackend({});
    renderDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent(`No route for GET ${BASE}.`);
    expect(screen.getByRole('link', { name: 'Back to the drivers' })).toHaveAttribute('href', '/dashboard/driver');
  });
});
