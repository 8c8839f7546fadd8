import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Company, SubscriptionType } from '@fleetwatt/shared';
import { COMPANY_IDS, administrator, lightManager, proManager } from '../../../testing/fixtures.ts';
import { json, renderApp, resetApp, type RecordedRequest } from '../../../testing/render-app.tsx';
import { setLanguage } from '../../../components/ui/test-utils.tsx';

afterEach(resetApp);

const UPGRADE = 'Your company must upgrade to access this feature';
// The page's module loads on first use; the first wait of a test allows for that.
const LOADED = { timeout: 5000 };

/** A company as GET /backend/companies/{id} answers it; only what this page reads differs. */
function company(id: string, name: string, subscriptionType: SubscriptionType, policy: string | null): Company {
  return {
    id,
    name,
    email: null,
    domain: null,
    country: 'GERMANY',
    currency: 'EUR',
    language: 'GERMAN',
    parent: null,
    subscriptionType,
    features: [],
    paymentPlusStartDate: null,
    policy,
    address: { street: null, zip: null, city: null },
    mileageQueryFrequency: 'NOT_REQUIRED',
    tariffVerificationFrequency: 'ONE_TIME',
    receiptDueDay: 5,
    requireCarPlate: false,
    requireCompanyName: false,
    requireCostCenter: false,
    requireEmployeeId: false,
    reimbursementMode: 'COMPANY',
    layoutShowMandateText: true,
    layoutShowAddress: true,
    layoutShowCarPlate: true,
    layoutShowCompanyName: true,
    layoutShowCostCenter: false,
    layoutShowEmployeeId: false,
    layoutShowEmbeddedTariff: false,
    reportingShowAddress: true,
    reportingShowCarPlate: true,
    reportingShowCompanyName: true,
    reportingShowCostCenter: false,
    reportingShowEmployeeId: false,
    reportingShowEmbeddedTariff: false,
    exportDefaultFormat: 'XLSX',
    exportZipEnabled: false,
    datevConsultantNumber: null,
    datevClientNumber: null,
    datevChartOfAccounts: 'SKR03',
    datevAccountLength: 4,
    datevExpenseAccount: null,
    datevPayableAccount: null,
    billing: { contactName: null, contactEmail: null, street: null, zip: null, city: null, vatNumber: null },
    paymentAccountId: null,
    children: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

/** The company behind GET and PUT .../policy, changed by what the page sends. */
function companyApi(initial: Company) {
  let current = initial;
  const path = `/backend/companies/${initial.id}`;
  return {
    handlers: {
      [`GET ${path}`]: () => json(current),
      [`PUT ${path}/policy`]: (req: RecordedRequest) => {
        current = { ...current, policy: (req.body as { policy: string | null }).policy || null };
        return json(current);
      },
    },
    puts: (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'PUT').map((r) => r.body),
  };
}

describe('policy management', () => {
  it('a LIGHT company sees the buttons disabled with the upgrade badge and message, and nothing is sent', async () => {
    const api = companyApi(company(COMPANY_IDS.light, 'Alpenstrom KG', 'LIGHT', null));
    const { requests } = renderApp('/dashboard/policy-management', { account: lightManager, handlers: api.handlers });
    expect(await screen.findByText(UPGRADE, {}, LOADED)).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Company policy' });
    expect(within(section).getByText('Upgrade')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Edit policy' })).toBeDisabled();
    expect(within(section).getByRole('button', { name: 'Remove policy' })).toBeDisabled();
    expect(within(section).getByText('No policy has been written yet.')).toBeInTheDocument();
    expect(api.puts(requests)).toEqual([]);
  });

  it('a PRO company reads its policy and edits it', async () => {
    const api = companyApi(company(COMPANY_IDS.parent, 'Voltwerk Holding GmbH', 'PRO', 'Charging at home is reimbursed monthly.'));
    const { user, requests } = renderApp('/dashboard/policy-management', { account: proManager, handlers: api.handlers });
    expect(await screen.findByTestId('policy-text', {}, LOADED)).toHaveTextContent('Charging at home is reimbursed monthly.');
    expect(screen.queryByText(UPGRADE)).toBeNull();
    expect(screen.queryByText('Upgrade')).toBeNull();
    expect(screen.getByRole('link', { name: 'Company settings' })).toHaveAttribute('href', `/dashboard/company/${COMPANY_IDS.parent}`);

    await user.click(screen.getByRole('button', { name: 'Edit policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit policy' });
    const text = within(dialog).getByRole('textbox', { name: 'Policy' });
    expect(text).toHaveValue('Charging at home is reimbursed monthly.');
    await user.clear(text);
    await user.type(text, 'Public charging uses the charge card.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.puts(requests)).toEqual([{ policy: 'Public charging uses the charge card.' }]));
    expect(await screen.findByText('The policy was saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('policy-text')).toHaveTextContent('Public charging uses the charge card.'));
  });

  it('a policy longer than 10,000 characters is refused before it is sent', async () => {
    const api = companyApi(company(COMPANY_IDS.parent, 'Voltwerk Holding GmbH', 'PRO', null));
    const { user, requests } = renderApp('/dashboard/policy-management', { account: proManager, handlers: api.handlers });
    await user.click(await screen.findByRole('button', { name: 'Edit policy' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Edit policy' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Policy' }));
    await user.paste('x'.repeat(10_001));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Policy: Must have at most 10000 characters')).toBeInTheDocument();
    expect(api.puts(requests)).toEqual([]);
  });

  it('removing the policy asks first, then clears it', async () => {
    const api = companyApi(company(COMPANY_IDS.parent, 'Voltwerk Holding GmbH', 'PRO', 'Old rules'));
    const { user, requests } = renderApp('/dashboard/policy-management', { account: proManager, handlers: api.handlers });
    await user.click(await screen.findByRole('button', { name: 'Remove policy' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Remove policy' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.puts(requests)).toEqual([{ policy: null }]));
    expect(await screen.findByText('No policy has been written yet.')).toBeInTheDocument();
  });

  it('a server refusal shows the spec\'s message in a toast', async () => {
    const api = companyApi(company(COMPANY_IDS.parent, 'Voltwerk Holding GmbH', 'PRO', null));
    const { user } = renderApp('/dashboard/policy-management', {
      account: proManager,
      handlers: {
        ...api.handlers,
        [`PUT /backend/companies/${COMPANY_IDS.parent}/policy`]: () =>
          new Response(JSON.stringify({ type: 'about:blank', title: 'Forbidden', status: 403, code: 'FORBIDDEN', detail: UPGRADE }), {
            status: 403,
            headers: { 'content-type': 'application/problem+json' },
          }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit policy' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Edit policy' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Policy' }), 'New');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An error occurred while saving the policy. Please try again.')).toBeInTheDocument();
    expect(screen.getByText(UPGRADE)).toBeInTheDocument();
  });

  it('an administrator without a selected company is asked to choose one', async () => {
    renderApp('/dashboard/policy-management', { account: administrator });
    expect(await screen.findByText('Choose a company in the company selector at the top to manage its policy.', {}, LOADED)).toBeInTheDocument();
  });

  it('renders in German', async () => {
    await setLanguage('de');
    const api = companyApi(company(COMPANY_IDS.light, 'Alpenstrom KG', 'LIGHT', null));
    renderApp('/dashboard/policy-management', { account: lightManager, handlers: api.handlers });
    expect(await screen.findByText('Ihr Unternehmen benötigt ein Upgrade, um diese Funktion zu nutzen', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Richtlinie bearbeiten' })).toBeDisabled();
    expect(screen.getByText('Es gibt noch keine Richtlinie.')).toBeInTheDocument();
  });
});
