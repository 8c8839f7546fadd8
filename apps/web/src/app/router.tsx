import type { ComponentType } from 'react';
import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageLoader, RequireAuth } from '../features/auth/index.ts';
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

/** A page whose content comes in later work: its title and what it will show. */
const comingSoon =
  (key: string): Lazy =>
  async () => {
    const { ComingSoonPage } = await import('../features/placeholders/pages/coming-soon-page.tsx');
    return { Component: () => <ComingSoonPage page={key} /> };
  };

const publicComingSoon =
  (key: 'qontoCallback' | 'carApiCallback'): Lazy =>
  async () => {
    const { PublicComingSoonPage } = await import('../features/placeholders/pages/public-page.tsx');
    return { Component: () => <PublicComingSoonPage page={key} /> };
  };

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

const fleetMonitor =
  (key: 'fleetMonitor' | 'fleetMonitorMileage'): Lazy =>
  async () => {
    const { default: FleetMonitorPage } = await import('../features/placeholders/pages/fleet-monitor-page.tsx');
    return {
      Component: function FleetMonitorRoute() {
        const { company } = useCurrentAccount();
        return <FleetMonitorPage page={key} hasCarApi={company ? company.features.includes('CarApi') : null} />;
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

const handle = (pageKey: string): RouteHandle => ({ page: pageKey });

/** Allowed for administrators and fleet managers (spec section 2). */
const sharedRoutes: RouteObject[] = [
  { path: '/dashboard/home', handle: handle('home'), lazy: roleAwarePage(() => import('../features/drivers/pages/home-page.tsx')) },
  { path: '/dashboard/charging-sessions', handle: handle('chargingSessions'), lazy: comingSoon('chargingSessions') },
  { path: '/dashboard/tariffs', handle: handle('tariffs'), lazy: comingSoon('tariffs') },
  { path: '/dashboard/driver', handle: handle('drivers'), lazy: driverList },
  {
    path: '/dashboard/driver/:driverId',
    handle: handle('driverDetail'),
    lazy: roleAwarePage(() => import('../features/drivers/pages/driver-detail-page.tsx')),
  },
  {
    path: '/dashboard/company/:companyId',
    handle: handle('companyDetail'),
    lazy: roleAwarePage(() => import('../features/companies/pages/company-detail-page.tsx')),
  },
  { path: '/dashboard/cable', handle: handle('cables'), lazy: roleAwarePage(() => import('../features/cables/pages/cable-list-page.tsx')) },
  { path: '/dashboard/licenses', handle: handle('licenses'), lazy: comingSoon('licenses') },
  { path: '/dashboard/receipts', handle: handle('receipts'), lazy: comingSoon('receipts') },
  { path: '/dashboard/mileage', handle: handle('mileage'), lazy: comingSoon('mileage') },
  { path: '/dashboard/fleet-monitor', handle: handle('fleetMonitor'), lazy: fleetMonitor('fleetMonitor') },
  { path: '/dashboard/fleet-monitor/mileage', handle: handle('fleetMonitorMileage'), lazy: fleetMonitor('fleetMonitorMileage') },
  { path: '/dashboard/policy-management', handle: handle('policyManagement'), lazy: policyManagement },
];

/** Administrators only (spec section 2). */
const administratorRoutes: RouteObject[] = [
  { path: '/dashboard/charging-sessions-review', handle: handle('chargingSessionsReview'), lazy: comingSoon('chargingSessionsReview') },
  { path: '/dashboard/receipt-reimbursements', handle: handle('receiptReimbursements'), lazy: comingSoon('receiptReimbursements') },
  {
    path: '/dashboard/receipt-reimbursements/receipts',
    handle: handle('receiptReimbursementReceipts'),
    lazy: comingSoon('receiptReimbursementReceipts'),
  },
  { path: '/dashboard/company', handle: handle('companies'), lazy: page(() => import('../features/companies/pages/company-list-page.tsx')) },
  { path: '/dashboard/vehicles', handle: handle('vehicles'), lazy: comingSoon('vehicles') },
  { path: '/dashboard/invoices', handle: handle('invoices'), lazy: comingSoon('invoices') },
  { path: '/dashboard/payment-transactions', handle: handle('paymentTransactions'), lazy: comingSoon('paymentTransactions') },
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
          { path: '/login', lazy: page(() => import('../features/auth/pages/login-callback-page.tsx')) },
          { path: '/logout', lazy: page(() => import('../features/auth/pages/logout-page.tsx')) },
          { path: '/unauthorized', lazy: page(() => import('./pages/unauthorized-page.tsx')) },
          { path: '/public/invite/:token', lazy: page(() => import('../features/invites/pages/public-invite-page.tsx')) },
          { path: '/public/qonto/callback', lazy: publicComingSoon('qontoCallback') },
          { path: '/public/car-api/callback', lazy: publicComingSoon('carApiCallback') },
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
                    children: [
                      {
                        path: '/onboarding/home',
                        handle: handle('onboarding'),
                        lazy: page(() => import('../features/onboarding/pages/onboarding-page.tsx')),
                      },
                    ],
                  },
                  { element: <RoleGuard roles={STAFF} />, children: sharedRoutes },
                  { element: <RoleGuard roles={ADMIN_ONLY} />, children: administratorRoutes },
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
