/**
 * Silent renewal (prompt=none) loads /login inside a hidden iframe, so the identity provider needs
 * no redirect address besides /login. In that frame the app does not start: the page only hands
 * the provider's answer to the app in the parent window, which checks and uses it.
 */
export function isSilentRenewFrame(): boolean {
  return window.self !== window.top && window.location.pathname === '/login';
}

export async function completeSilentRenew(): Promise<void> {
  const { UserManager } = await import('oidc-client-ts');
  // Only the URL is passed on (to this origin's parent); the settings here are never used to sign in.
  const manager = new UserManager({
    authority: window.location.origin,
    client_id: 'silent-renew-frame',
    redirect_uri: window.location.href,
  });
  await manager.signinSilentCallback(window.location.href);
}
