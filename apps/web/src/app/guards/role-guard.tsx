import { Outlet } from 'react-router';
import type { Role } from '@fleetwatt/shared';
import { useCurrentAccount } from '../current-account.tsx';
import { AccessDenied, PermissionDenied } from './denied-pages.tsx';

export const STAFF: readonly Role[] = ['ADMINISTRATOR', 'FLEETMANAGER'];
export const ADMIN_ONLY: readonly Role[] = ['ADMINISTRATOR'];

/**
 * Lets the route through when the account's role is among `roles`; otherwise Permission Denied.
 * Until onboarding is completed every dashboard route shows Access Denied, except onboarding itself.
 */
export function RoleGuard({ roles, onboardingRoute = false }: { roles: readonly Role[]; onboardingRoute?: boolean }) {
  const account = useCurrentAccount();
  if (!roles.includes(account.role)) return <PermissionDenied />;
  if (!onboardingRoute && !account.onboardingCompleted) return <AccessDenied />;
  return <Outlet />;
}
