import { UserManager } from 'oidc-client-ts';

// Runs inside the hidden iframe of a silent sign-in (prompt=none): hands the identity provider's
// answer to the app in the parent window. Settings are not read here, only the URL is passed on.
void new UserManager({ authority: window.location.origin, client_id: 'fleetwatt-web', redirect_uri: window.location.href })
  .signinSilentCallback()
  .catch((err: unknown) => console.error('silent sign-in callback failed', err));
