export type { Auth, AuthError, AuthErrorKind, AuthState, AuthStatus, AuthUser, LoginOptions } from './auth.ts';
export { AuthFailure, safeReturnTo } from './auth.ts';
export { classifyAuthError } from './auth-errors.ts';
export { AuthProvider, useAuth, useAuthState, useClientConfig } from './auth-context.tsx';
export { createOidcAuth, TOKEN_TIMINGS } from './oidc-auth.ts';
export { createStaticAuth, type StaticAuth } from './static-auth.ts';
export { RequireAuth } from './components/require-auth.tsx';
export { FullPageLoader } from './components/full-page-loader.tsx';
export { AuthErrorView } from './components/auth-error-view.tsx';
