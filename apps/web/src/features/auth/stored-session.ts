import type { StateStore } from 'oidc-client-ts';
import type { AuthUser } from './auth.ts';

/*
 * The signed-in user's tokens in this tab (sessionStorage, as oidc-client-ts keeps them by default),
 * under a key of our own so they can be read without loading the library: a reload of a signed-in
 * tab renders the home page first and loads the library afterwards, for renewal and sign-out.
 */

const KEY = 'fleetwatt.auth.user';

/** What a stored session holds: the library's User as it stores it (User.toStorageString). */
interface StoredUser {
  access_token?: unknown;
  id_token?: unknown;
  /** Seconds since the epoch. */
  expires_at?: unknown;
  profile?: { sub?: unknown; email?: unknown; name?: unknown; preferred_username?: unknown };
}

export interface StoredSession {
  accessToken: string;
  idToken?: string;
  /** Seconds since the epoch; absent when the provider did not say. */
  expiresAt?: number;
  user: AuthUser;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function readStoredSession(): StoredSession | null {
  let stored: StoredUser | null;
  try {
    stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as StoredUser | null;
  } catch {
    return null;
  }
  const accessToken = text(stored?.access_token);
  const sub = text(stored?.profile?.sub);
  if (!stored || !accessToken || !sub) return null;
  const profile = stored.profile ?? {};
  return {
    accessToken,
    idToken: text(stored.id_token),
    expiresAt: typeof stored.expires_at === 'number' ? stored.expires_at : undefined,
    user: { sub, email: text(profile.email), name: text(profile.name) ?? text(profile.preferred_username) },
  };
}

export function removeStoredSession(): void {
  sessionStorage.removeItem(KEY);
}

/**
 * The library's user store (its StateStore interface) over the same entry. A tab holds one
 * sign-in, so the key the library asks with (its authority and client id) is not needed.
 */
export const sessionUserStore: StateStore = {
  async set(_key, value) {
    sessionStorage.setItem(KEY, value);
  },
  async get() {
    return sessionStorage.getItem(KEY);
  },
  async remove() {
    const value = sessionStorage.getItem(KEY);
    removeStoredSession();
    return value;
  },
  async getAllKeys() {
    return sessionStorage.getItem(KEY) === null ? [] : [KEY];
  },
};
