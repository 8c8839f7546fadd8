import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth, useAuthState } from '../auth-context.tsx';
import { AuthErrorView } from './auth-error-view.tsx';
import { FullPageLoader } from './full-page-loader.tsx';

/**
 * Dashboard routes need a signed-in user: a visit without one leaves for the identity provider and
 * comes back to the same path; an identity error shows its page with a way to sign in again.
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const auth = useAuth();
  const { status, error } = useAuthState();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  const mustSignIn = status === 'unauthenticated' && !error;
  const redirecting = useRef(false);

  useEffect(() => {
    if (!mustSignIn || redirecting.current) return;
    redirecting.current = true;
    void auth.login({ returnTo });
  }, [auth, mustSignIn, returnTo]);

  if (status === 'authenticated') return <Outlet />;
  if (error) return <AuthErrorView error={error} returnTo={returnTo} />;
  return <FullPageLoader label={mustSignIn ? t('auth.redirecting') : t('app.loading')} />;
}
