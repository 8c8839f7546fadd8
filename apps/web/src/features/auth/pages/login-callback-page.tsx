import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AuthError } from '../auth.ts';
import { useAuth } from '../auth-context.tsx';
import { classifyAuthError } from '../auth-errors.ts';
import { AuthErrorView } from '../components/auth-error-view.tsx';
import { FullPageLoader } from '../components/full-page-loader.tsx';

/** /login: the identity provider returns here; completes the sign-in, then goes back where the user was. */
export default function LoginCallbackPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<AuthError | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('code') && !params.has('error')) {
      // Not an answer from the provider: someone opened /login directly.
      void navigate('/dashboard/home', { replace: true });
      return;
    }
    let active = true;
    const url = `${window.location.origin}${location.pathname}${location.search}`;
    auth.completeLogin(url).then(
      (returnTo) => {
        if (active) void navigate(returnTo, { replace: true });
      },
      (err: unknown) => {
        if (active) setError(classifyAuthError(err));
      },
    );
    return () => {
      active = false;
    };
  }, [auth, navigate, location.pathname, location.search]);

  if (error) return <AuthErrorView error={error} />;
  return <FullPageLoader label={t('auth.completing')} height="60dvh" />;
}
