import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { ClientConfig } from '@fleetwatt/shared';
import type { Auth, AuthState } from './auth.ts';

const AuthContext = createContext<Auth | null>(null);

export function AuthProvider({ auth, children }: { auth: Auth; children: ReactNode }) {
  useEffect(() => {
    void auth.start();
  }, [auth]);
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an AuthProvider above it.');
  return auth;
}

export function useAuthState(): AuthState {
  const auth = useAuth();
  return useSyncExternalStore(auth.subscribe, auth.getState, auth.getState);
}

/** The public configuration; null until it has loaded. */
export function useClientConfig(): ClientConfig | null {
  return useAuthState().config;
}
