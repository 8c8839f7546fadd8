import type { ClientConfig } from '@fleetwatt/shared';
import type { Auth, AuthState, LoginOptions } from './auth.ts';

export interface StaticAuth extends Auth {
  /** What the app asked of it, in order: 'login', 'login:signup', 'logout'. */
  readonly calls: string[];
  setState(next: Partial<AuthState>): void;
}

/**
 * An Auth with a state given up front and no identity provider behind it: the seam the route tests
 * use to render the app as a signed-in user. Logging out moves it to unauthenticated.
 */
export function createStaticAuth(init: {
  config: ClientConfig;
  accessToken?: string | null;
  state?: Partial<AuthState>;
  onSignOut?: () => void | Promise<void>;
  /** What completing a sign-in on /login answers; by default the home page. */
  completeLogin?: (url?: string) => Promise<string>;
}): StaticAuth {
  const listeners = new Set<() => void>();
  let state: AuthState = {
    status: 'authenticated',
    user: { sub: 'static-user' },
    error: null,
    config: init.config,
    ...init.state,
  };
  const calls: string[] = [];
  const setState = (next: Partial<AuthState>) => {
    state = { ...state, ...next };
    listeners.forEach((l) => l());
  };
  return {
    calls,
    setState,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: async () => {},
    getAccessToken: async () => (state.status === 'authenticated' ? (init.accessToken ?? 'static-access-token') : null),
    async login(options: LoginOptions = {}) {
      calls.push(options.signup ? 'login:signup' : 'login');
    },
    completeLogin: init.completeLogin ?? (async () => '/dashboard/home'),
    async logout() {
      calls.push('logout');
      await init.onSignOut?.();
      setState({ status: 'unauthenticated', user: null });
    },
  };
}
