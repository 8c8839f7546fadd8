import { afterEach, describe, expect, it, vi } from 'vitest';
import { User, type UserProfile } from 'oidc-client-ts';
import { testConfig } from '../../testing/fixtures.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { createOidcAuth } from './oidc-auth.ts';
import { readStoredSession, removeStoredSession, sessionUserStore } from './stored-session.ts';

vi.mock('../../lib/when-idle.ts', () => ({ whenIdle: vi.fn() }));

const inSeconds = (s: number) => Math.floor(Date.now() / 1000) + s;
const profile = { sub: 'user-1', email: 'max@demo.test', name: 'Max Manager', iss: 'http://localhost/oidc', aud: 'fleetwatt-web', exp: 0, iat: 0 } satisfies UserProfile;

/** A signed-in user as the OIDC client stores it, under whatever key it asks for. */
function storeUser(expiresAt: number) {
  const user = new User({ access_token: 'access-1', id_token: 'id-1', token_type: 'Bearer', profile, expires_at: expiresAt });
  return sessionUserStore.set(`user:${testConfig.identity.authority}:${testConfig.identity.clientId}`, user.toStorageString());
}

afterEach(() => {
  removeStoredSession();
  vi.restoreAllMocks();
});

describe('the stored session', () => {
  it('reads what the OIDC client stored, without the client', async () => {
    const expiresAt = inSeconds(3600);
    await storeUser(expiresAt);
    expect(readStoredSession()).toEqual({
      accessToken: 'access-1',
      idToken: 'id-1',
      expiresAt,
      user: { sub: 'user-1', email: 'max@demo.test', name: 'Max Manager' },
    });
    expect(await sessionUserStore.get('user:another-key')).toContain('access-1');
  });

  it('is absent when nothing, something unreadable or no token is stored', async () => {
    expect(readStoredSession()).toBeNull();
    await sessionUserStore.set('user:x', '{');
    expect(readStoredSession()).toBeNull();
    await sessionUserStore.set('user:x', JSON.stringify({ profile }));
    expect(readStoredSession()).toBeNull();
    await sessionUserStore.remove('user:x');
    expect(await sessionUserStore.getAllKeys()).toEqual([]);
  });

  it('signs a tab in at once when its token has more than the leeway left, and loads the client only when idle', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify(testConfig), { headers: { 'content-type': 'application/json' } }),
    );
    await storeUser(inSeconds(3600));
    const auth = createOidcAuth({ origin: 'http://localhost' });
    await auth.start();
    expect(auth.getState()).toMatchObject({ status: 'authenticated', user: { name: 'Max Manager' }, config: testConfig });
    expect(await auth.getAccessToken()).toBe('access-1');
    expect(whenIdle).toHaveBeenCalledOnce();
  });
});
