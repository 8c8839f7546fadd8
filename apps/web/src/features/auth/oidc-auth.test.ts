import { describe, expect, it } from 'vitest';
import { TOKEN_TIMINGS, userManagerSettings } from './oidc-auth.ts';

const config = {
  identity: {
    authority: 'https://fleet.example/oidc',
    clientId: 'fleetwatt-web',
    audience: 'https://fleet.example/backend',
    rolesClaim: 'roles',
    scope: 'openid profile email offline_access',
  },
  chatWidgetId: null,
  shopUrl: 'https://shop.example',
  supportUrl: 'https://support.example',
};

describe('OIDC client settings', () => {
  const settings = userManagerSettings(config, 'https://fleet.example');

  it('uses the authorization code flow against the configured provider and scope', () => {
    expect(settings).toMatchObject({
      authority: 'https://fleet.example/oidc',
      client_id: 'fleetwatt-web',
      response_type: 'code',
      scope: 'openid profile email offline_access',
    });
    expect(settings.disablePKCE).toBeFalsy();
  });

  it('returns to /login, also for the silent renewal, and ends on /logout', () => {
    expect(settings.redirect_uri).toBe('https://fleet.example/login');
    expect(settings.post_logout_redirect_uri).toBe('https://fleet.example/logout');
    expect(settings.silent_redirect_uri).toBe('https://fleet.example/login');
    expect(settings.automaticSilentRenew).toBe(false);
  });

  it('asks for the API as the token audience', () => {
    expect(settings.resource).toBe('https://fleet.example/backend');
    expect(settings.extraTokenParams).toEqual({ resource: 'https://fleet.example/backend' });
  });

  it('passes no resource when the configuration has no audience', () => {
    const none = userManagerSettings({ ...config, identity: { ...config.identity, audience: '' } }, 'https://fleet.example');
    expect(none.resource).toBeUndefined();
    expect(none.extraTokenParams).toBeUndefined();
  });

  it('keeps the token timings of spec section 9', () => {
    expect(TOKEN_TIMINGS).toEqual({
      lockWaitMs: 5000,
      expiryLeewaySeconds: 60,
      iframeTimeoutSeconds: 60,
      popupTimeoutSeconds: 60,
      httpTimeoutSeconds: 10,
    });
    expect(settings.silentRequestTimeoutInSeconds).toBe(60);
    expect(settings.requestTimeoutInSeconds).toBe(10);
    expect(settings.accessTokenExpiringNotificationTimeInSeconds).toBe(60);
    expect(settings.popupWindowFeatures?.closePopupWindowAfterInSeconds).toBe(60);
  });
});
