import { createContext, useContext, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Account } from '@fleetwatt/shared';
import { useAccount } from '../features/account/api/get-account.ts';
import { FullPageLoader, useAuth } from '../features/auth/index.ts';
import { getCompanySelection, selectCompany, useCompanySelection } from './company-selection.ts';

const AccountContext = createContext<Account | null>(null);

/** The signed-in user's account, for everything under the dashboard routes. */
export function useCurrentAccount(): Account {
  const account = useContext(AccountContext);
  if (!account) throw new Error('useCurrentAccount is used outside the account gate.');
  return account;
}

/** Whether this account may switch into the given company (spec section 2). */
export function maySelectCompany(account: Account, companyId: string): boolean {
  if (account.role === 'ADMINISTRATOR') return true;
  return (
    account.role === 'FLEETMANAGER' &&
    account.company?.subscriptionType === 'PRO' &&
    account.childCompanies.some((c) => c.id === companyId)
  );
}

/**
 * Loads GET /backend/account once the user is signed in. A spinner shows while it loads; when it
 * cannot be loaded, user data is cleared and the user is logged out (spec sections 2 and 8).
 */
export function AccountGate() {
  const { t } = useTranslation();
  const auth = useAuth();
  // Re-rendering on a company switch lets the account query find its data again after the cache is cleared.
  useCompanySelection();
  const { data, isError } = useAccount();

  useEffect(() => {
    if (!isError) return;
    // A selection kept from before (a company since removed) is dropped first; then the account is retried.
    if (getCompanySelection()) selectCompany(null);
    else void auth.logout();
  }, [auth, isError]);

  useEffect(() => {
    const selected = getCompanySelection();
    if (data && selected && !maySelectCompany(data, selected.id)) selectCompany(null);
  }, [data]);

  if (isError) return <FullPageLoader label={t('auth.signingOut')} />;
  if (!data) return <FullPageLoader />;
  return (
    <AccountContext.Provider value={data}>
      <Outlet />
    </AccountContext.Provider>
  );
}
