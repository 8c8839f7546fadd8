import type { ClientConfig } from '@fleetwatt/shared';

/** Spec section 4: loading, then authenticated or not; an error ends loading. */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** The identity failures of spec section 8, plus the configuration the app cannot start without. */
export type AuthErrorKind =
  | 'invalid_state'
  | 'missing_transaction'
  | 'login_required'
  | 'timeout'
  | 'missing_refresh_token'
  | 'config_unavailable'
  | 'unknown';

export interface AuthError {
  kind: AuthErrorKind;
  /** The underlying message, for the log and the details line. */
  detail?: string;
}

export interface AuthUser {
  sub: string;
  email?: string;
  name?: string;
}

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  error: AuthError | null;
  /** GET /backend/public/config; null until it has loaded. */
  config: ClientConfig | null;
}

export interface LoginOptions {
  /** Where to go after sign-in; a path inside the app. */
  returnTo?: string;
  /** Asks the identity provider for its registration screen. */
  signup?: boolean;
  /** With `signup`: the token of a team invite, whose address, company and role the new account takes. */
  teamInvite?: string;
}

/** What the app needs from sign-in, whatever provides it (the OIDC client, or a fixed state in tests). */
export interface Auth {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  /** Loads the configuration and any session this tab already has; safe to call more than once. */
  start(): Promise<void>;
  /** The current access token, renewed when it is about to expire; null when signed out. */
  getAccessToken(): Promise<string | null>;
  /** Leaves for the identity provider's sign-in page. */
  login(options?: LoginOptions): Promise<void>;
  /** Completes the sign-in on /login; resolves with the path to return to. */
  completeLogin(url?: string): Promise<string>;
  /** Clears every cached piece of user data and signs out at the identity provider. */
  logout(): Promise<void>;
}

export class AuthFailure extends Error {
  constructor(
    readonly kind: AuthErrorKind,
    detail?: string,
  ) {
    super(detail ?? kind);
    this.name = 'AuthFailure';
  }
}

/** Only paths of this app may be returned to, never another origin. */
export function safeReturnTo(value: unknown, fallback = '/dashboard/home'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/logout')) return fallback;
  return value;
}
