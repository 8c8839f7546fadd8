import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiFetch, getChildCompanyId } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { AuthFailure } from '../features/auth/index.ts';
import {
  COMPANY_IDS,
  administrator,
  driver,
  lightManager,
  newcomer,
  onboardingOf,
  proManager,
  testConfig,
} from '../testing/fixtures.ts';
import { json, problem, renderApp, resetApp } from '../testing/render-app.tsx';

afterEach(resetApp);

const sidebar = () => screen.getByRole('navigation');
const ADMIN_ENTRIES = [
  'Charging sessions review',
  'Receipt reimbursements',
  'Companies',
  'Vehicles',
  'Invoices',
  'Payment transactions',
];

describe('route guards', () => {
  it('a fleet manager visiting an administrator-only route sees Permission Denied', async () => {
    renderApp('/dashboard/invoices', { account: proManager });
    expect(await screen.findByText('Permission Denied')).toBeInTheDocument();
  });

  it('an administrator opens an administrator-only route', async () => {
    renderApp('/dashboard/invoices', { account: administrator });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(screen.queryByText('Permission Denied')).not.toBeInTheDocument();
  });

  it('a driver has no dashboard access', async () => {
    renderApp('/dashboard/home', { account: driver });
    expect(await screen.findByText('Permission Denied')).toBeInTheDocument();
    expect(screen.getByText(/Drivers use the Fleetwatt mobile app/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('an account that has not completed onboarding sees Access Denied linking to onboarding', async () => {
    const { user, router } = renderApp('/dashboard/tariffs', { account: newcomer, handlers: { 'GET /backend/onboarding': () => json(onboardingOf(newcomer)) } });
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Dashboard Onboarding' });
    expect(link).toHaveAttribute('href', '/onboarding/home');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/home'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fleet Manager Onboarding' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Company details', level: 3 })).toBeInTheDocument();
  });

  it('an unknown path redirects to /dashboard/home', async () => {
    const { router } = renderApp('/no/such/page', { account: proManager });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it('the root and /dashboard redirect to /dashboard/home once the user is known', async () => {
    const { router } = renderApp('/dashboard', { account: lightManager });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'));
  });

  it('shows a spinner while the account loads', async () => {
    let answer!: (r: Response) => void;
    renderApp('/dashboard/home', {
      handlers: { 'GET /backend/account': () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    // The account request is out and unanswered: the spinner is what shows.
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    answer(json(proManager));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it('logs the user out when the account cannot be loaded', async () => {
    const { auth } = renderApp('/dashboard/home', {
      handlers: { 'GET /backend/account': () => problem(500, 'INTERNAL', 'Something failed.') },
    });
    await waitFor(() => expect(auth.calls).toContain('logout'));
  });

  it('an unauthenticated visit to a dashboard route starts the sign-in', async () => {
    const { auth } = renderApp('/dashboard/tariffs?y=2026&m=3', {
      account: proManager,
      authState: { status: 'unauthenticated', user: null },
    });
    await waitFor(() => expect(auth.calls).toEqual(['login']));
    expect(screen.getByRole('status', { name: 'Taking you to sign-in…' })).toBeInTheDocument();
  });
});

describe('sidebar', () => {
  it('the administrator sees the administrator entries', async () => {
    renderApp('/dashboard/home', { account: administrator });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    for (const name of ADMIN_ENTRIES) {
      expect(within(sidebar()).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(sidebar()).queryByRole('link', { name: 'Policy management' })).not.toBeInTheDocument();
  });

  it('the fleet manager does not see the administrator entries but policy management', async () => {
    renderApp('/dashboard/home', { account: proManager });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    for (const name of ADMIN_ENTRIES) {
      expect(within(sidebar()).queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(within(sidebar()).getByRole('link', { name: 'Policy management' })).toHaveAttribute(
      'href',
      '/dashboard/policy-management',
    );
  });

  it('has the web shop and support links in a new tab, sign-out and the profile entry', async () => {
    const { user, auth } = renderApp('/dashboard/home', { account: lightManager });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    const shop = within(sidebar()).getByRole('link', { name: /Web shop/ });
    expect(shop).toHaveAttribute('href', testConfig.shopUrl);
    expect(shop).toHaveAttribute('target', '_blank');
    expect(within(sidebar()).getByRole('link', { name: /Support/ })).toHaveAttribute('href', testConfig.supportUrl);
    const profile = within(sidebar()).getByTestId('profile-entry');
    expect(profile).toHaveTextContent('Lena Licht');
    expect(profile).toHaveTextContent('Alpenstrom KG');
    expect(profile).toHaveTextContent('LIGHT');
    await user.click(within(sidebar()).getByRole('button', { name: 'Sign out' }));
    expect(auth.calls).toContain('logout');
  });
});

describe('company selector', () => {
  it('is hidden for a LIGHT company', async () => {
    renderApp('/dashboard/home', { account: lightManager });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(screen.queryByTestId('company-selector')).not.toBeInTheDocument();
  });

  it('is shown for a PRO company with children; picking a child sets the header for the next request and clears the cache', async () => {
    const { user, requests } = renderApp('/dashboard/home', { account: proManager });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    const selector = screen.getByTestId('company-selector');
    expect(selector).toHaveValue('Voltwerk Holding GmbH');

    queryClient.setQueryData(['probe'], 'cached before the switch');
    await user.click(selector);
    await user.click(await screen.findByRole('option', { name: 'Voltwerk München GmbH' }));

    expect(getChildCompanyId()).toBe(COMPANY_IDS.childMunich);
    expect(queryClient.getQueryData(['probe'])).toBeUndefined();
    expect(JSON.parse(sessionStorage.getItem('fleetwatt.selectedCompany') ?? 'null')).toEqual({
      id: COMPANY_IDS.childMunich,
      name: 'Voltwerk München GmbH',
    });

    await apiFetch('/account');
    expect(requests.at(-1)?.headers.get('X-Child-Company-Id')).toBe(COMPANY_IDS.childMunich);

    // Back to the own company: no header at all.
    await user.click(screen.getByTestId('company-selector'));
    await user.click(await screen.findByRole('option', { name: 'Voltwerk Holding GmbH' }));
    expect(getChildCompanyId()).toBeNull();
    await apiFetch('/account');
    expect(requests.at(-1)?.headers.get('X-Child-Company-Id')).toBeNull();
  });

  it('lets an administrator search every company, debounced, and switch into one', async () => {
    const { user, requests } = renderApp('/dashboard/home', {
      account: administrator,
      handlers: {
        'GET /backend/companies/search': ({ url }) => {
          const row = { country: 'GERMANY', subscriptionType: 'PRO', parentId: null, parentName: null, createdAt: '2026-01-05T08:00:00.000Z' };
          const all = [
            { ...row, id: COMPANY_IDS.light, name: 'Alpenstrom KG', country: 'AUSTRIA', subscriptionType: 'LIGHT' },
            { ...row, id: COMPANY_IDS.parent, name: 'Voltwerk Holding GmbH' },
          ];
          const name = url.searchParams.get('name')?.toLowerCase() ?? '';
          const results = all.filter((c) => c.name.toLowerCase().includes(name));
          return json({ results, totalCount: results.length, totalPages: 1 });
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    const selector = screen.getByTestId('company-selector');
    expect(selector).toHaveValue('All companies');
    await user.click(selector);
    await user.clear(selector);
    await user.type(selector, 'Alpen');
    const searches = () => requests.filter((r) => r.url.pathname === '/backend/companies/search');
    await waitFor(() => expect(searches().at(-1)?.url.searchParams.get('name')).toBe('Alpen'), { timeout: 3000 });
    expect(searches().at(-1)?.url.searchParams.get('pageSize')).toBe('20');
    // The list as opened, then the finished word: no request per keystroke.
    expect(searches().map((r) => r.url.searchParams.get('name'))).toEqual([null, 'Alpen']);
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Voltwerk Holding GmbH' })).not.toBeInTheDocument());
    const option = screen.getByRole('option', { name: 'Alpenstrom KG' });
    await user.click(option);
    expect(getChildCompanyId()).toBe(COMPANY_IDS.light);
  });
});

describe('sign-in and out pages', () => {
  it('the logout page shows Logging Out and the way back in, without moving on by itself', async () => {
    const { user, router, auth } = renderApp('/logout', { authState: { status: 'unauthenticated', user: null } });
    expect(await screen.findByRole('heading', { name: 'Logging Out' })).toBeInTheDocument();
    expect(screen.getByText(/inactivity/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/logout');
    expect(auth.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Login or Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'));
    await waitFor(() => expect(auth.calls).toEqual(['login']));
  });

  it('the logout page offers sign-up with the sign-up hint', async () => {
    const { user, auth } = renderApp('/logout', { authState: { status: 'unauthenticated', user: null } });
    await user.click(await screen.findByRole('button', { name: 'Create an account' }));
    expect(auth.calls).toEqual(['login:signup']);
  });

  it('the sign-in callback returns to the page the user came from', async () => {
    const { router } = renderApp('/login?code=abc&state=xyz', {
      account: proManager,
      completeLogin: async () => '/dashboard/tariffs?y=2026&m=3',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/tariffs'));
    expect(router.state.location.search).toBe('?y=2026&m=3');
  });

  it('a state mismatch on the callback shows Invalid state and a way to sign in again', async () => {
    const { user, auth } = renderApp('/login?code=abc&state=other', {
      authState: { status: 'loading', user: null },
      completeLogin: () => Promise.reject(new AuthFailure('invalid_state', 'State does not match')),
    });
    expect(await screen.findByRole('heading', { name: 'Invalid state' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(auth.calls).toEqual(['login']);
  });

  it('an identity error on a dashboard route shows its page instead of redirecting', async () => {
    renderApp('/dashboard/home', {
      account: proManager,
      authState: { status: 'unauthenticated', user: null, error: { kind: 'login_required' } },
    });
    expect(await screen.findByRole('heading', { name: 'Your session has ended' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
  });

  it('the unauthorized page links to dashboard onboarding', async () => {
    renderApp('/unauthorized');
    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard Onboarding' })).toHaveAttribute('href', '/onboarding/home');
  });

  it('the bank callback without an authorization says that nothing was connected', async () => {
    renderApp('/public/qonto/callback', { account: administrator });
    expect(await screen.findByText(/The bank sent no authorization back/)).toBeInTheDocument();
  });
});

describe('pages with company features', () => {
  const access = (hasCarApi: boolean) => ({
    companyId: hasCarApi ? proManager.company!.id : lightManager.company!.id,
    hasCarApi,
    trialStartedAt: null,
    trialEndsAt: null,
    trialActive: false,
    canStartTrial: !hasCarApi,
    access: hasCarApi,
  });
  const seenModals = () =>
    json(['HomeWelcomeModal', 'HomeFeatureModal', 'FleetMonitorFeatureModal', 'FleetMonitorFeatureActivatedModal'].map((modalId) => ({ modalId, seen: true, dontShowAgain: true })));

  it('the fleet monitor shows the upgrade badge without the CarApi feature', async () => {
    renderApp('/dashboard/fleet-monitor', {
      account: lightManager,
      handlers: { 'GET /backend/fleet-monitor/access': () => json(access(false)), 'GET /backend/account/modals': seenModals },
    });
    expect(await screen.findByText('Upgrade', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('the fleet monitor has no upgrade badge with the CarApi feature', async () => {
    renderApp('/dashboard/fleet-monitor', {
      account: proManager,
      handlers: {
        'GET /backend/fleet-monitor/access': () => json(access(true)),
        'GET /backend/account/modals': seenModals,
        'GET /backend/fleet-monitor/rows': () => json({ results: [], totalCount: 0, totalPages: 0 }),
      },
    });
    expect(await screen.findByRole('table', { name: 'Connect rows' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Upgrade')).not.toBeInTheDocument();
  });
});

describe('user preferences', () => {
  it('switching the language to German saves it and shows German strings', async () => {
    const { user, requests } = renderApp('/dashboard/home', {
      account: administrator,
      handlers: { 'PUT /backend/account/preferences': () => new Response(null, { status: 204 }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    await user.click(within(sidebar()).getByTestId('profile-entry'));
    const dialog = await screen.findByRole('dialog', { name: 'User preferences' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Language' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Deutsch' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Startseite' })).toBeInTheDocument();
    expect(await screen.findByText('Ihre Einstellungen wurden gespeichert.')).toBeInTheDocument();
    expect(screen.queryByText('Your preferences were saved.')).not.toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Unternehmen' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.url.pathname).toBe('/backend/account/preferences');
    expect(put?.body).toEqual({ language: 'de' });
  });

  it('an empty language shows the required-fields message and saves nothing', async () => {
    const { user, requests } = renderApp('/dashboard/home', { account: lightManager });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    await user.click(within(sidebar()).getByTestId('profile-entry'));
    const dialog = await screen.findByRole('dialog', { name: 'User preferences' });
    const clear = dialog.querySelector<HTMLButtonElement>('.mantine-InputClearButton-root, [data-combobox-clear]');
    expect(clear).not.toBeNull();
    await user.click(clear!);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please fill in the required fields.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });
});

describe('chat widget', () => {
  it('starts for a fleet manager when an id is configured', async () => {
    renderApp('/dashboard/home', { account: proManager, config: { ...testConfig, chatWidgetId: 'abc123' } });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    const script = document.getElementById('fleetwatt-chat-widget') as HTMLScriptElement | null;
    expect(script?.src).toContain('abc123');
    expect(window.Intercom?.q?.[0]).toEqual(['boot', { app_id: 'abc123', name: 'Max Manager', email: 'manager@demo.test' }]);
  });

  it('does not start for an administrator', async () => {
    renderApp('/dashboard/home', { account: administrator, config: { ...testConfig, chatWidgetId: 'abc123' } });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(document.getElementById('fleetwatt-chat-widget')).toBeNull();
  });

  it('does not start when no id is configured', async () => {
    renderApp('/dashboard/home', { account: proManager });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(document.getElementById('fleetwatt-chat-widget')).toBeNull();
  });
});
