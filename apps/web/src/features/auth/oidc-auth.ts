import type { User, UserManager, UserManagerSettings } from 'oidc-client-ts';
import type { ClientConfig } from '@fleetwatt/shared';
import { currentLanguage } from '../../lib/i18n.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { getClientConfig } from './api/get-client-config.ts';
import { classifyAuthError } from './auth-errors.ts';
import { AuthFailure, safeReturnTo, type Auth, type AuthError, type AuthState, type AuthUser, type LoginOptions } from './auth.ts';
import { readStoredSession, removeStoredSession, sessionUserStore, type StoredSession } from './stored-session.ts';
import { TokenLock } from './token-lock.ts';

/** Spec section 9, token handling. */
export const TOKEN_TIMINGS = {
  lockWaitMs: 5_000,
  expiryLeewaySeconds: 60,
  iframeTimeoutSeconds: 60,
  popupTimeoutSeconds: 60,
  httpTimeoutSeconds: 10,
} as const;

/** Set after a sign-in, so a new tab knows a silent sign-in is worth trying. Holds no token. */
const SIGNED_IN_HINT = 'fleetwatt.auth.signedIn';

export interface OidcAuthOptions {
  /** Clears the app's own user data (query cache, selected company) on sign-out. */
  onSignOut?: () => void | Promise<void>;
  /** Defaults to window.location.origin. */
  origin?: string;
}

export function userManagerSettings(config: ClientConfig, origin: string): UserManagerSettings {
  const { identity } = config;
  const audience = identity.audience || undefined;
  return {
    authority: identity.authority,
    client_id: identity.clientId,
    response_type: 'code', // authorization code; oidc-client-ts always adds PKCE (S256)
    scope: identity.scope,
    redirect_uri: `${origin}/login`,
    post_logout_redirect_uri: `${origin}/logout`,
    // The hidden renewal iframe answers on /login too (see silent-renew-frame.ts).
    silent_redirect_uri: `${origin}/login`,
    // The API is the token's audience: RFC 8707 resource on the authorize and the token request.
    resource: audience,
    extraTokenParams: audience ? { resource: audience } : undefined,
    loadUserInfo: false,
    monitorSession: false,
    // Renewal happens on demand in getAccessToken, inside the lock, through the iframe.
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: TOKEN_TIMINGS.expiryLeewaySeconds,
    silentRequestTimeoutInSeconds: TOKEN_TIMINGS.iframeTimeoutSeconds,
    requestTimeoutInSeconds: TOKEN_TIMINGS.httpTimeoutSeconds,
    // No popup sign-in is used; should one be, it closes after the spec's limit.
    popupWindowFeatures: { closePopupWindowAfterInSeconds: TOKEN_TIMINGS.popupTimeoutSeconds },
    // The tokens in sessionStorage, readable without the library (stored-session.ts); the sign-in
    // requests' state in localStorage, the library's default.
    userStore: sessionUserStore,
  };
}

function toAuthUser(user: User): AuthUser {
  const p = user.profile;
  return { sub: p.sub, email: p.email, name: p.name ?? p.preferred_username };
}

/** A token is used while more than the leeway is left of it; then it is renewed. */
const isUsable = (session: StoredSession | null): session is StoredSession =>
  !!session && (session.expiresAt === undefined || session.expiresAt - Date.now() / 1000 > TOKEN_TIMINGS.expiryLeewaySeconds);

/**
 * Sign-in through any OpenID Connect provider: authorization code with PKCE, iframe renewal, no
 * refresh tokens. The OIDC client (oidc-client-ts) loads on first need: signing in, renewing or
 * signing out; a tab that reloads with a usable session renders first and loads it when idle.
 */
export function createOidcAuth(options: OidcAuthOptions = {}): Auth {
  const origin = options.origin ?? window.location.origin;
  const lock = new TokenLock();
  const listeners = new Set<() => void>();
  let state: AuthState = { status: 'loading', user: null, error: null, config: null };
  let configured: Promise<ClientConfig> | null = null;
  let ready: Promise<UserManager> | null = null;
  let starting: Promise<void> | null = null;
  let loggingOut: Promise<void> | null = null;
  const callbacks = new Map<string, Promise<string>>();

  const set = (next: Partial<AuthState>) => {
    state = { ...state, ...next };
    listeners.forEach((l) => l());
  };

  function loadConfig(): Promise<ClientConfig> {
    configured ??= getClientConfig().then((config) => {
      set({ config });
      return config;
    });
    return configured;
  }

  function loadManager(): Promise<UserManager> {
    if (!ready) {
      ready = Promise.all([loadConfig(), import('oidc-client-ts')]).then(
        ([config, { UserManager }]) => new UserManager(userManagerSettings(config, origin)),
      );
      // A failed load (offline, a release replaced the chunk) is tried again on the next need.
      ready.catch(() => (ready = null));
    }
    return ready;
  }

  /** The spec keeps refresh tokens out of use: renewal goes through the iframe, so none is kept. */
  async function signedIn(um: UserManager, user: User) {
    if (user.refresh_token) {
      user.refresh_token = undefined;
      await um.storeUser(user);
    }
    localStorage.setItem(SIGNED_IN_HINT, '1');
    set({ status: 'authenticated', user: toAuthUser(user), error: null });
  }

  async function localLogout(error: AuthError | null) {
    await options.onSignOut?.();
    localStorage.removeItem(SIGNED_IN_HINT);
    removeStoredSession();
    set({ status: 'unauthenticated', user: null, error });
  }

  /** A renewal failure ends the session here; login_required is the provider saying it has ended there. */
  async function renewalFailed(err: unknown): Promise<never> {
    const error = classifyAuthError(err);
    console.warn('token renewal failed', error);
    if (error.kind === 'login_required') await localLogout(error);
    else set({ status: 'unauthenticated', user: null, error });
    throw new AuthFailure(error.kind, error.detail);
  }

  async function startOnce() {
    try {
      await loadConfig();
    } catch (err) {
      set({ status: 'unauthenticated', error: classifyAuthError(err) });
      return;
    }
    const path = window.location.pathname;
    // The callback page completes the sign-in itself.
    if (path === '/login') return;
    const session = readStoredSession();
    if (isUsable(session)) {
      set({ status: 'authenticated', user: session.user, error: null });
      // Renewal and sign-out need the client; it loads once the first page is on screen.
      whenIdle(() => void loadManager().catch((err: unknown) => console.warn('the sign-in client did not load', err)));
      return;
    }
    if (path !== '/logout' && (session || localStorage.getItem(SIGNED_IN_HINT))) {
      try {
        const um = await loadManager();
        const renewed = await um.signinSilent({ forceIframeAuth: true });
        if (renewed) {
          await signedIn(um, renewed);
          return;
        }
      } catch (err) {
        // Nothing to report: no session at the provider simply means signing in.
        console.info('no silent sign-in', classifyAuthError(err).kind);
        localStorage.removeItem(SIGNED_IN_HINT);
        removeStoredSession();
      }
    }
    set({ status: 'unauthenticated', user: null });
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      starting ??= startOnce();
      return starting;
    },

    async getAccessToken() {
      if (state.status !== 'authenticated') return null;
      return lock.run(async () => {
        const session = readStoredSession();
        if (!session) return null;
        if (isUsable(session)) return session.accessToken;
        try {
          const um = await loadManager();
          const renewed = await um.signinSilent({ forceIframeAuth: true });
          if (!renewed) return null;
          await signedIn(um, renewed);
          return renewed.access_token;
        } catch (err) {
          return renewalFailed(err);
        }
      }, TOKEN_TIMINGS.lockWaitMs);
    },

    async login({ returnTo, signup, teamInvite }: LoginOptions = {}) {
      let um: UserManager;
      try {
        um = await loadManager();
      } catch (err) {
        set({ status: 'unauthenticated', error: classifyAuthError(err) });
        return;
      }
      set({ error: null });
      await um.signinRedirect({
        state: { returnTo: safeReturnTo(returnTo) },
        ui_locales: currentLanguage(),
        extraQueryParams: signup ? { screen_hint: 'signup', ...(teamInvite ? { team_invite: teamInvite } : {}) } : undefined,
      });
    },

    completeLogin(url = window.location.href) {
      // React may mount the callback page twice; the code can be exchanged only once.
      let pending = callbacks.get(url);
      if (!pending) {
        pending = (async () => {
          try {
            const um = await loadManager();
            const user = await um.signinRedirectCallback(url);
            await signedIn(um, user);
            return safeReturnTo((user.state as { returnTo?: unknown } | undefined)?.returnTo);
          } catch (err) {
            const error = classifyAuthError(err);
            console.warn('sign-in callback failed', error);
            set({ status: 'unauthenticated', user: null, error });
            throw new AuthFailure(error.kind, error.detail);
          }
        })();
        callbacks.set(url, pending);
      }
      return pending;
    },

    logout() {
      loggingOut ??= (async () => {
        const idToken = readStoredSession()?.idToken;
        await options.onSignOut?.();
        localStorage.removeItem(SIGNED_IN_HINT);
        // Still loading while the browser leaves, so no guard starts a new sign-in meanwhile.
        set({ status: 'loading', user: null, error: null });
        try {
          const um = await loadManager();
          await um.signoutRedirect({ id_token_hint: idToken, post_logout_redirect_uri: `${origin}/logout` });
        } catch (err) {
          console.warn('sign-out at the identity provider failed; signing out here', err);
          removeStoredSession();
          set({ status: 'unauthenticated' });
          loggingOut = null;
          window.location.assign('/logout');
        }
      })();
      return loggingOut;
    },
  };
}
