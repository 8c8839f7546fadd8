import Provider, { errors, type Configuration, type KoaContextWithOIDC, type Token } from 'oidc-provider';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { accountsRepository, type SignInAccount } from './accounts.repository.ts';
import { createOidcAdapter } from './oidc-adapter.ts';
import { TEAM_INVITE_PARAM } from './invite-sign-up.ts';
import { SESSION_CLAIM } from '../lib/account-changes.ts';
import { logoutPage, messagePage } from './pages.ts';
import type { PrivateJwk } from './signing-keys.ts';
import { chooseLanguage, TEXTS } from './texts.ts';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;
/** Sign-in pages, interactions and everything the provider renders live under this path. */
export const INTERACTION_PATH = '/oidc/interaction';
/** The extra authorization parameter with which the web app asks for the sign-up page. */
export const SCREEN_HINT = 'screen_hint';
const SCOPES = ['openid', 'profile', 'email', 'offline_access'];

export interface ProviderOptions {
  config: Config;
  database: Database;
  keys: PrivateJwk[];
  /** Signs the provider's cookies. */
  cookieKey: Buffer;
}

/**
 * The resource indicator of the product's API. It is the audience when that is a URI (the
 * default `${publicUrl}/backend`); an audience like "fleetwatt-api" is not a valid indicator,
 * so the API is then identified by its URL and the token still carries the configured audience.
 */
export function apiResourceIndicator(config: Config): string {
  const { audience } = config.identity;
  return URL.canParse(audience) ? audience : `${config.publicUrl}/backend`;
}

export function claimsOf(account: SignInAccount, rolesClaim: string) {
  const name = `${account.firstName} ${account.lastName}`.trim() || account.email;
  return {
    [rolesClaim]: [account.role],
    email: account.email,
    email_verified: true,
    name,
    given_name: account.firstName,
    family_name: account.lastName,
  };
}

function webAppUris(config: Config, path: '/login' | '/logout'): string[] {
  const uris = [`${config.publicUrl}${path}`];
  // The Vite dev server of the web app runs on its own port during development.
  if (config.env === 'development') uris.push(`http://localhost:5173${path}`);
  return [...new Set(uris)];
}

function languageOf(ctx: KoaContextWithOIDC) {
  return chooseLanguage({
    uiLocales: ctx.oidc?.params?.ui_locales,
    cookie: ctx.get('cookie'),
    acceptLanguage: ctx.get('accept-language'),
  });
}

export function createProvider({ config, database, keys, cookieKey }: ProviderOptions): Provider {
  const { identity } = config;
  const accounts = accountsRepository(database);
  const resource = apiResourceIndicator(config);
  const accessTokenTTL = HOUR;

  const configuration: Configuration = {
    adapter: createOidcAdapter(database),
    jwks: { keys },
    clients: [
      {
        client_id: identity.clientId,
        client_name: 'Fleetwatt',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: webAppUris(config, '/login'),
        post_logout_redirect_uris: webAppUris(config, '/logout'),
      },
    ],
    // Only the authorization code flow; PKCE (S256) is required of every client.
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: SCOPES,
    claims: {
      openid: ['sub', identity.rolesClaim],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Profile, email and roles go into the ID token itself: the web app reads them from there.
    conformIdTokenClaims: false,
    extraParams: [SCREEN_HINT, TEAM_INVITE_PARAM],
    cookies: {
      keys: [cookieKey.toString('base64')],
      names: { session: 'fw_oidc_session', interaction: 'fw_oidc_interaction', resume: 'fw_oidc_resume' },
    },
    ttl: {
      AccessToken: accessTokenTTL,
      IdToken: HOUR,
      AuthorizationCode: 60,
      Interaction: HOUR,
      // One working day; after that the web app's silent renewal fails and it shows /logout.
      Session: 12 * HOUR,
      Grant: 14 * DAY,
    },
    // The web app does not use refresh tokens, so none are issued: its client has only the
    // authorization_code grant, and offline_access is accepted but dropped from the grant.
    issueRefreshToken: async () => false,

    async findAccount(_ctx, sub) {
      const account = await accounts.findById(sub);
      if (!account || account.deactivated) return undefined;
      return { accountId: account.id, claims: () => ({ sub: account.id, ...claimsOf(account, identity.rolesClaim) }) };
    },

    // The API's access tokens carry the roles and the person, as the ID token does.
    async extraTokenClaims(_ctx, token: Token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await accounts.findById(token.accountId);
      if (!account) return undefined;
      // The session the token belongs to: once it ends (sign-out), the API refuses the token.
      return { ...claimsOf(account, identity.rolesClaim), [SESSION_CLAIM]: token.sessionUid };
    },

    // The web app is the product's own client: consent is implied, so there is no consent
    // screen; the grant always covers what it asks for.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const client = oidc.client!;
      const accountId = oidc.session!.accountId!;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(client.clientId);
      const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      const grant = existing ?? new oidc.provider.Grant({ accountId, clientId: client.clientId });
      let changed = !existing;
      const scopes = new Set(grant.getOIDCScopeEncountered().split(' '));
      const missing = [...oidc.requestParamOIDCScopes].filter((s) => !scopes.has(s));
      if (missing.length) {
        grant.addOIDCScope(missing.join(' '));
        changed = true;
      }
      const claims = new Set(grant.getOIDCClaimsEncountered());
      const missingClaims = [...oidc.requestParamClaims].filter((c) => !claims.has(c));
      if (missingClaims.length) {
        grant.addOIDCClaims(missingClaims);
        changed = true;
      }
      if (changed) await grant.save();
      return grant;
    },

    clientBasedCORS(_ctx, origin, client) {
      return client.redirectUris.some((uri) => new URL(uri).origin === origin);
    },

    interactions: { url: async (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },

    features: {
      devInteractions: { enabled: false },
      // The ID token carries the profile, and access tokens are for the API only, so there is
      // nothing a userinfo endpoint could add (the web app keeps loadUserInfo off).
      userinfo: { enabled: false },
      resourceIndicators: {
        enabled: true,
        // Every access token is for the API, also when the web app sends no `resource`.
        defaultResource: async () => resource,
        useGrantedResource: async () => true,
        async getResourceServerInfo(_ctx, indicator) {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            // No API scope: access is decided by the roles claim, not by scopes.
            scope: '',
            audience: identity.audience,
            accessTokenTTL,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = logoutPage(languageOf(ctx), form);
        },
        async postLogoutSuccessSource(ctx) {
          const lang = languageOf(ctx);
          const t = TEXTS[lang];
          ctx.type = 'html';
          ctx.body = messagePage(lang, t.signedOutTitle, t.signedOutText, {
            href: `${config.publicUrl}/dashboard/home`,
            label: t.signInAgain,
          });
        },
      },
    },

    async renderError(ctx, out) {
      const lang = languageOf(ctx);
      const t = TEXTS[lang];
      ctx.type = 'html';
      const detail = out.error_description || out.error;
      ctx.body = messagePage(lang, t.errorTitle, detail ? `${t.errorText} (${detail})` : t.errorText, {
        href: `${config.publicUrl}/dashboard/home`,
        label: t.backToApp,
      });
    },
  };

  const provider = new Provider(identity.issuer, configuration);
  // Behind a TLS-terminating proxy (TRUST_PROXY set) the scheme comes from X-Forwarded-Proto;
  // cookies are `secure` only when the request arrived over https, so plain http on localhost works.
  provider.proxy = config.trustProxy !== false;
  return provider;
}
