import type { ComponentType } from 'react';
import { Stack } from '@mantine/core';
import { Navigate, Outlet, createBrowserRouter, useParams, type RouteObject } from 'react-router';
import { FullPageLoader, RequireAuth, useAuth, useAuthState, useClientConfig } from '../features/auth/index.ts';
import { loadAllTranslations } from '../lib/i18n.ts';
import { AccountGate, useCurrentAccount } from './current-account.tsx';
import { useCompanySelection } from './company-selection.ts';
import { ADMIN_ONLY, RoleGuard, STAFF } from './guards/role-guard.tsx';
import { DashboardLayout } from './layout/dashboard-layout.tsx';
import { PublicLayout } from './layout/public-layout.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import type { RouteHandle } from './route-handle.ts';

type Lazy = NonNullable<RouteObject['lazy']>;

/** A page module loaded on demand. */
const page =
  (load: () => Promise<{ default: ComponentType }>): Lazy =>
  async () => ({ Component: (await load()).default });

const policyManagement: Lazy = async () => {
  const { default: PolicyManagementPage } = await import('../features/policy/pages/policy-management-page.tsx');
  return {
    Component: function PolicyManagementRoute() {
      const account = useCurrentAccount();
      const selected = useCompanySelection();
      return (
        <PolicyManagementPage
          companyId={selected?.id ?? account.company?.id ?? null}
          isAdministrator={account.role === 'ADMINISTRATOR'}
        />
      );
    },
  };
};

/** The fleet monitor pages, with the mileage plan dialog of the mileage area composed in. */
const fleetMonitor =
  (which: 'rows' | 'mileage'): Lazy =>
  async () => {
    const [{ default: Page }, { MileagePlanEditDialog }] = await Promise.all([
      which === 'rows'
        ? import('../features/fleet-monitor/pages/fleet-monitor-page.tsx')
        : import('../features/fleet-monitor/pages/fleet-monitor-mileage-page.tsx'),
      import('../features/mileage/index.ts'),
    ]);
    return {
      Component: function FleetMonitorRoute() {
        const account = useCurrentAccount();
        return <Page isAdministrator={account.role === 'ADMINISTRATOR'} PlanDialog={MileagePlanEditDialog} />;
      },
    };
  };

/** The team page: told whether the user is an administrator and which company the header selects. */
const teamPage: Lazy = async () => {
  const { default: TeamPage } = await import('../features/team/pages/team-page.tsx');
  return {
    Component: function TeamRoute() {
      const account = useCurrentAccount();
      return <TeamPage isAdministrator={account.role === 'ADMINISTRATOR'} companyId={useCompanySelection()?.id ?? null} />;
    },
  };
};

/** A page told whether the signed-in user is an administrator (drivers and home). */
const roleAwarePage =
  (load: () => Promise<{ default: ComponentType<{ isAdministrator?: boolean }> }>): Lazy =>
  async () => {
    const { default: Page } = await load();
    return {
      Component: function RoleAwareRoute() {
        const account = useCurrentAccount();
        return <Page isAdministrator={account.role === 'ADMINISTRATOR'} />;
      },
    };
  };

/** The drivers list with the invite buttons of the invites feature in its toolbar. */
const driverList: Lazy = async () => {
  const [{ default: DriverListPage }, { InviteDriversButton, DriverInvitesButton }] = await Promise.all([
    import('../features/drivers/pages/driver-list-page.tsx'),
    import('../features/invites/index.ts'),
  ]);
  return {
    Component: function DriverListRoute() {
      const account = useCurrentAccount();
      const isAdministrator = account.role === 'ADMINISTRATOR';
      const actions = (
        <>
          <DriverInvitesButton isAdministrator={isAdministrator} variant="default" />
          <InviteDriversButton isAdministrator={isAdministrator} defaultLanguage={account.company?.language} variant="light" />
        </>
      );
      return <DriverListPage isAdministrator={isAdministrator} actions={actions} />;
    },
  };
};

/** The onboarding wizard, with the invite dialog of the invites feature as its drivers step. */
const onboarding: Lazy = async () => {
  const [{ OnboardingPage }, { InviteDriversButton }] = await Promise.all([
    import('../features/onboarding/index.ts'),
    import('../features/invites/index.ts'),
  ]);
  return {
    Component: function OnboardingRoute() {
      const account = useCurrentAccount();
      const config = useClientConfig();
      // Onboarding is the fleet manager's: anyone else is on the dashboard already.
      if (account.role !== 'FLEETMANAGER') return <Navigate to="/dashboard/home" replace />;
      return (
        <OnboardingPage
          shopUrl={config?.shopUrl ?? null}
          inviteDrivers={<InviteDriversButton defaultLanguage={account.company?.language} variant="light" />}
        />
      );
    },
  };
};

/** The team invite link's page, with the app's sign-in. */
const teamInvite: Lazy = async () => {
  const { default: TeamInvitePage } = await import('../features/invites/pages/team-invite-page.tsx');
  return {
    Component: function TeamInviteRoute() {
      const auth = useAuth();
      const { status } = useAuthState();
      return <TeamInvitePage signIn={{ signedIn: status === 'authenticated', login: (options) => void auth.login(options) }} />;
    },
  };
};

/** The driver page with the connected-car section of the vehicles feature below it. */
const driverDetail: Lazy = async () => {
  const [{ default: DriverDetailPage }, { DriverVehicleSection }] = await Promise.all([
    import('../features/drivers/pages/driver-detail-page.tsx'),
    import('../features/vehicles/index.ts'),
  ]);
  return {
    Component: function DriverDetailRoute() {
      const account = useCurrentAccount();
      const { driverId = '' } = useParams();
      return (
        <Stack gap="lg">
          <DriverDetailPage isAdministrator={account.role === 'ADMINISTRATOR'} />
          {driverId && <DriverVehicleSection key={driverId} driverId={driverId} />}
        </Stack>
      );
    },
  };
};

/**
 * The company page with the bank area's connection card (fleet managers connect their company's bank
 * there), the policy's editing and, for administrators, the team area's fleet managers of the company
 * with their invite.
 */
const companyDetail: Lazy = async () => {
  const [{ default: CompanyDetailPage }, { BankConnectionCard, WalletsCard }, { CompanyTeamSection }, { PolicyEditButton }] = await Promise.all([
    import('../features/companies/pages/company-detail-page.tsx'),
    import('../features/payment-transactions/index.ts'),
    import('../features/team/index.ts'),
    import('../features/policy/components/policy-edit-button.tsx'),
  ]);
  return {
    Component: function CompanyDetailRoute() {
      const account = useCurrentAccount();
      const isAdministrator = account.role === 'ADMINISTRATOR';
      return (
        <CompanyDetailPage
          isAdministrator={isAdministrator}
          BankConnection={BankConnectionCard}
          Wallets={WalletsCard}
          Team={isAdministrator ? CompanyTeamSection : undefined}
          PolicyEdit={PolicyEditButton}
        />
      );
    },
  };
};

const handle = (pageKey: string): RouteHandle => ({ page: pageKey });

/**
 * For the routes of every page but home: they render once every section's translations are in (one
 * more chunk per language, see lib/first-render-namespaces.ts), so no text shows as its key. Once
 * loaded they stay, so a later navigation does not ask again.
 */
const withAllTranslations = {
  loader: async () => {
    await loadAllTranslations();
    return null;
  },
  shouldRevalidate: () => false,
} satisfies Partial<RouteObject>;

/** The home page: its translations are the first render's. */
const homeRoute: RouteObject = {
  path: '/dashboard/home',
  handle: handle('home'),
  lazy: roleAwarePage(() => import('../features/drivers/pages/home-page.tsx')),
};

/** Allowed for administrators and fleet managers (spec section 2), besides home. */
const sharedRoutes: RouteObject[] = [
  { path: '/dashboard/charging-sessions', handle: handle('chargingSessions'), lazy: roleAwarePage(() => import('../features/charging-sessions/pages/charging-sessions-page.tsx')) },
  { path: '/dashboard/charging-sessions/external', handle: handle('externalChargingSessions'), lazy: roleAwarePage(() => import('../features/charging-sessions/pages/external-charging-sessions-page.tsx')) },
  {
    path: '/dashboard/tariffs',
    handle: handle('tariffs'),
    lazy: async () => {
      const { default: TariffsPage } = await import('../features/tariffs/pages/tariffs-page.tsx');
      return {
        Component: function TariffsRoute() {
          const account = useCurrentAccount();
          const selected = useCompanySelection();
          return <TariffsPage isAdministrator={account.role === 'ADMINISTRATOR'} companyId={selected?.id ?? account.company?.id ?? null} />;
        },
      };
    },
  },
  { path: '/dashboard/driver', handle: handle('drivers'), lazy: driverList },
  {
    path: '/dashboard/driver/:driverId',
    handle: handle('driverDetail'),
    lazy: driverDetail,
  },
  {
    path: '/dashboard/company/:companyId',
    handle: handle('companyDetail'),
    lazy: companyDetail,
  },
  { path: '/dashboard/cable', handle: handle('cables'), lazy: roleAwarePage(() => import('../features/cables/pages/cable-list-page.tsx')) },
  { path: '/dashboard/wallboxes', handle: handle('wallboxes'), lazy: roleAwarePage(() => import('../features/wallboxes/pages/wallboxes-page.tsx')) },
  {
    path: '/dashboard/licenses',
    handle: handle('licenses'),
    lazy: roleAwarePage(() => import('../features/licenses/pages/license-list-page.tsx')),
  },
  { path: '/dashboard/receipts', handle: handle('receipts'), lazy: roleAwarePage(() => import('../features/receipts/pages/receipts-page.tsx')) },
  { path: '/dashboard/mileage', handle: handle('mileage'), lazy: roleAwarePage(() => import('../features/mileage/pages/mileage-page.tsx')) },
  { path: '/dashboard/fleet-monitor', handle: handle('fleetMonitor'), lazy: fleetMonitor('rows') },
  { path: '/dashboard/fleet-monitor/mileage', handle: handle('fleetMonitorMileage'), lazy: fleetMonitor('mileage') },
  { path: '/dashboard/policy-management', handle: handle('policyManagement'), lazy: policyManagement },
  { path: '/dashboard/audit', handle: handle('audit'), lazy: roleAwarePage(() => import('../features/audit/pages/audit-page.tsx')) },
  { path: '/dashboard/team', handle: handle('team'), lazy: teamPage },
];

/** A page told which company is selected in the header (null: every company). */
const selectedCompanyPage =
  (load: () => Promise<{ default: ComponentType<{ companyId?: string | null }> }>): Lazy =>
  async () => {
    const { default: Page } = await load();
    return { Component: () => <Page companyId={useCompanySelection()?.id ?? null} /> };
  };

/** The reimbursements with the bank area's connection offered where a payout needs the company's bank. */
const reimbursements: Lazy = async () => {
  const [{ default: ReimbursementsPage }, { BankConnectionCard }] = await Promise.all([
    import('../features/reimbursements/pages/reimbursements-page.tsx'),
    import('../features/payment-transactions/index.ts'),
  ]);
  return {
    Component: function ReimbursementsRoute() {
      return <ReimbursementsPage companyId={useCompanySelection()?.id ?? null} BankConnection={BankConnectionCard} />;
    },
  };
};

/** Administrators only (spec section 2). */
const administratorRoutes: RouteObject[] = [
  { path: '/dashboard/charging-sessions-review', handle: handle('chargingSessionsReview'), lazy: page(() => import('../features/charging-sessions/pages/charging-sessions-review-page.tsx')) },
  { path: '/dashboard/receipt-reimbursements', handle: handle('receiptReimbursements'), lazy: reimbursements },
  {
    path: '/dashboard/receipt-reimbursements/receipts',
    handle: handle('receiptReimbursementReceipts'),
    lazy: page(() => import('../features/reimbursements/pages/reimbursement-receipts-page.tsx')),
  },
  { path: '/dashboard/company', handle: handle('companies'), lazy: page(() => import('../features/companies/pages/company-list-page.tsx')) },
  { path: '/dashboard/vehicles', handle: handle('vehicles'), lazy: page(() => import('../features/vehicles/pages/vehicle-list-page.tsx')) },
  { path: '/dashboard/invoices', handle: handle('invoices'), lazy: page(() => import('../features/invoices/pages/invoice-list-page.tsx')) },
  { path: '/dashboard/payment-transactions', handle: handle('paymentTransactions'), lazy: selectedCompanyPage(() => import('../features/payment-transactions/pages/payment-transactions-page.tsx')) },
  { path: '/dashboard/outbox', handle: handle('outbox'), lazy: page(() => import('../features/outbox/pages/outbox-page.tsx')) },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Outlet />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          // Sign-in, sign-out and unauthorized speak the first render's words.
          { path: '/login', lazy: page(() => import('../features/auth/pages/login-callback-page.tsx')) },
          { path: '/logout', lazy: page(() => import('../features/auth/pages/logout-page.tsx')) },
          { path: '/unauthorized', lazy: page(() => import('./pages/unauthorized-page.tsx')) },
          {
            ...withAllTranslations,
            children: [
              { path: '/public/invite/:token', lazy: page(() => import('../features/invites/pages/public-invite-page.tsx')) },
              { path: '/public/team-invite/:token', lazy: teamInvite },
              // The bank returns here in the tab that started the connect; finishing it needs that sign-in.
              { element: <RequireAuth />, children: [{ path: '/public/qonto/callback', lazy: page(() => import('../features/payment-transactions/pages/qonto-callback-page.tsx')) }] },
              { path: '/public/car-api/callback', lazy: page(() => import('../features/vehicles/pages/car-api-callback-page.tsx')) },
            ],
          },
        ],
      },
      {
        // Everything else needs a signed-in user whose account has loaded.
        element: <RequireAuth />,
        children: [
          {
            element: <AccountGate />,
            children: [
              {
                element: <DashboardLayout />,
                children: [
                  { path: '/', element: <Navigate to="/dashboard/home" replace /> },
                  { path: '/dashboard', element: <Navigate to="/dashboard/home" replace /> },
                  {
                    element: <RoleGuard roles={STAFF} onboardingRoute />,
                    ...withAllTranslations,
                    children: [
                      {
                        path: '/onboarding/home',
                        handle: handle('onboarding'),
                        lazy: onboarding,
                      },
                    ],
                  },
                  { element: <RoleGuard roles={STAFF} />, children: [homeRoute] },
                  { element: <RoleGuard roles={STAFF} />, ...withAllTranslations, children: sharedRoutes },
                  { element: <RoleGuard roles={ADMIN_ONLY} />, ...withAllTranslations, children: administratorRoutes },
                  { path: '/fleet-monitor/mileage', element: <Navigate to="/dashboard/fleet-monitor/mileage" replace /> },
                  { path: '*', element: <Navigate to="/dashboard/home" replace /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
