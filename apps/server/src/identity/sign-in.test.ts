import { describe, expect, it } from 'vitest';
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { DEMO_PASSWORD, useTestServer } from '../../test/harness.ts';
import { send } from '../../test/api.ts';
import { hashPassword } from './passwords.ts';
import {
  alertText,
  authorizationRequest,
  Browser,
  exchangeCode,
  fetchTokens,
  labelledControl,
  openSignInPage,
  readForm,
  submitForm,
  tokensFrom,
} from '../../test/tokens.ts';

const server = useTestServer();

const discovery = async () =>
  (await (await fetch(`${server.config.identity.issuer}/.well-known/openid-configuration`)).json()) as Record<
    string,
    unknown
  > & { jwks_uri: string; end_session_endpoint: string; token_endpoint: string };

const codeCount = async () =>
  (await server.database.query<{ n: number }>(`select count(*)::int as n from oidc_models where kind = 'AuthorizationCode'`))[0]!
    .n;

async function account(token: string) {
  const res = await send(server, token, 'GET', '/account');
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('signing in through the login page', () => {
  it.each([
    { email: 'admin@demo.test', role: 'ADMINISTRATOR', company: null, children: 0, onboarded: true },
    { email: 'manager@demo.test', role: 'FLEETMANAGER', company: 'Voltwerk Holding GmbH', children: 2, onboarded: true },
    { email: 'light@demo.test', role: 'FLEETMANAGER', company: 'Alpenstrom KG', children: 0, onboarded: true },
    { email: 'newcomer@demo.test', role: 'FLEETMANAGER', company: 'Neuland Mobility GmbH', children: 0, onboarded: false },
    { email: 'driver@demo.test', role: 'USER', company: 'Voltwerk Holding GmbH', children: 0, onboarded: true },
  ])('$email gets a token and its account answers with role $role', async ({ email, role, company, children, onboarded }) => {
    const token = await server.token(email);
    const { status, body } = await account(token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ email, role, onboardingCompleted: onboarded });
    expect((body.company as { name: string } | null)?.name ?? null).toBe(company);
    expect(body.childCompanies).toHaveLength(children);
  });

  it("lists the two child companies in the PRO fleet manager's account", async () => {
    const { body } = await account(await server.token('manager@demo.test'));
    expect((body.childCompanies as { name: string }[]).map((c) => c.name)).toEqual([
      'Voltwerk München GmbH',
      'Voltwerk Wien GmbH',
    ]);
  });

  it('signs in well under a second', async () => {
    const started = performance.now();
    await fetchTokens(server.config, 'light@demo.test', DEMO_PASSWORD);
    // Typically about 150 ms; the bound is generous for a loaded CI machine.
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('the tokens', () => {
  it('carry the roles claim, the person and the API audience, signed RS256 as at+jwt for one hour', async () => {
    const { config } = server;
    const tokens = await fetchTokens(config, 'manager@demo.test', DEMO_PASSWORD);
    const person = {
      sub: '20000000-0000-4000-8000-000000000002',
      email: 'manager@demo.test',
      name: 'Max Manager',
      given_name: 'Max',
      family_name: 'Manager',
      [config.identity.rolesClaim]: ['FLEETMANAGER'],
    };

    const jwks = createRemoteJWKSet(new URL((await discovery()).jwks_uri));
    const access = await jwtVerify(tokens.accessToken, jwks, {
      issuer: config.identity.issuer,
      audience: config.identity.audience,
      typ: 'at+jwt',
    });
    expect(decodeProtectedHeader(tokens.accessToken).alg).toBe('RS256');
    expect(access.payload).toMatchObject({ ...person, client_id: config.identity.clientId });
    expect(access.payload.exp! - access.payload.iat!).toBe(3600);

    const id = await jwtVerify(tokens.idToken, jwks, { issuer: config.identity.issuer, audience: config.identity.clientId });
    expect(id.payload).toMatchObject(person);
    expect(id.payload.exp! - id.payload.iat!).toBe(3600);
  });

  it('come without a refresh token, also when offline_access is asked for', async () => {
    const tokens = await fetchTokens(server.config, 'light@demo.test', DEMO_PASSWORD);
    expect(tokens.refreshToken).toBeUndefined();
  });

  it('carry the nonce of the authorization request in the ID token', async () => {
    const signIn = await openSignInPage(server.config);
    const tokens = await tokensFrom(
      server.config,
      signIn,
      await submitForm(signIn, { email: 'light@demo.test', password: DEMO_PASSWORD }),
    );
    expect(decodeJwt(tokens.idToken).nonce).toBe(signIn.request.nonce);
  });
});

describe('the discovery document', () => {
  it('names the issuer, code flow only, PKCE with S256 and a fetchable key set', async () => {
    const doc = await discovery();
    expect(doc.issuer).toBe(server.config.identity.issuer);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.response_types_supported).toEqual(['code']);
    expect(doc.end_session_endpoint).toBe(`${server.config.identity.issuer}/session/end`);
    expect(doc).not.toHaveProperty('userinfo_endpoint');
    const jwks = (await (await fetch(doc.jwks_uri)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});

describe('the authorization request', () => {
  it('is refused without a PKCE code challenge', async () => {
    const request = authorizationRequest(server.config);
    const url = new URL(request.url);
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const landing = await new Browser().follow(url.href, {}, request.redirectUri);
    expect(landing.kind).toBe('callback');
    if (landing.kind === 'callback') expect(landing.url.searchParams.get('error')).toBe('invalid_request');
  });

  it('does not send anyone to a redirect address that is not registered', async () => {
    const landing = await new Browser().follow(
      authorizationRequest(server.config, { redirect_uri: 'https://elsewhere.example/login' }).url,
    );
    expect(landing.kind).toBe('page');
    if (landing.kind === 'page') expect(landing.status).toBe(400);
  });

  it('accepts the API as an explicit resource and refuses any other', async () => {
    const { config } = server;
    const explicit = await openSignInPage(config, { extraParams: { resource: config.identity.audience } });
    const tokens = await tokensFrom(config, explicit, await submitForm(explicit, { email: 'light@demo.test', password: DEMO_PASSWORD }));
    expect(decodeJwt(tokens.accessToken).aud).toBe(config.identity.audience);

    const other = authorizationRequest(config, { resource: 'https://api.elsewhere.example' });
    const landing = await new Browser().follow(other.url, {}, other.redirectUri);
    expect(landing.kind === 'callback' && landing.url.searchParams.get('error')).toBe('invalid_target');
  });

  it('gives no tokens for a code with the wrong PKCE verifier', async () => {
    const signIn = await openSignInPage(server.config);
    const landing = await submitForm(signIn, { email: 'light@demo.test', password: DEMO_PASSWORD });
    if (landing.kind !== 'callback') throw new Error('expected the callback');
    const tampered = { ...signIn.request, verifier: `${signIn.request.verifier.slice(0, -4)}AAAA` };
    await expect(exchangeCode(server.config, tampered, landing.url)).rejects.toThrow(/invalid_grant/);
  });
});

describe('the login page', () => {
  it('has labelled Email and Password inputs with autocomplete and a Sign in button', async () => {
    const { page } = await openSignInPage(server.config);
    expect(page.status).toBe(200);
    expect(page.url).toMatch(new RegExp(`^${server.config.identity.issuer}/interaction/`));
    const email = labelledControl(page.html, 'Email');
    const password = labelledControl(page.html, 'Password');
    expect(email).toMatch(/type="email"/);
    expect(email).toMatch(/autocomplete="username"/);
    expect(password).toMatch(/type="password"/);
    expect(password).toMatch(/autocomplete="current-password"/);
    expect(page.html).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(page.html).toMatch(/<a href="[^"]+\/signup">Create an account<\/a>/);
    expect(page.html).toContain('<html lang="en">');
  });

  it('speaks German when the browser prefers German', async () => {
    const { page } = await openSignInPage(server.config, { headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' } });
    expect(labelledControl(page.html, 'E-Mail')).toMatch(/name="email"/);
    expect(labelledControl(page.html, 'Passwort')).toMatch(/name="password"/);
    expect(page.html).toMatch(/<button type="submit">Anmelden<\/button>/);
    expect(page.html).toContain('<html lang="de">');
  });

  it('speaks German when the web app asks for it with ui_locales', async () => {
    const { page } = await openSignInPage(server.config, {
      extraParams: { ui_locales: 'de' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(labelledControl(page.html, 'E-Mail')).toBeDefined();
  });

  it('shows the page again with a message and issues no code for a wrong password', async () => {
    const codesBefore = await codeCount();
    const signIn = await openSignInPage(server.config);
    const landing = await submitForm(signIn, { email: 'manager@demo.test', password: 'not-the-password' });
    expect(landing.kind).toBe('page');
    if (landing.kind !== 'page') return;
    expect(landing.status).toBe(400);
    expect(alertText(landing.html)).toBe('Wrong email or password.');
    expect(labelledControl(landing.html, 'Email')).toMatch(/value="manager@demo.test"/);
    expect(landing.html).not.toContain('not-the-password');
    expect(await codeCount()).toBe(codesBefore);

    // The same page still signs in once the password is right.
    const retry = await submitForm(signIn, { email: 'manager@demo.test', password: DEMO_PASSWORD }, landing);
    expect(retry.kind).toBe('callback');
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const signIn = await openSignInPage(server.config);
    const landing = await submitForm(signIn, { email: 'nobody@demo.test', password: DEMO_PASSWORD });
    expect(landing.kind === 'page' && landing.status).toBe(400);
    if (landing.kind === 'page') expect(alertText(landing.html)).toBe('Wrong email or password.');
  });

  it('says so in German', async () => {
    const signIn = await openSignInPage(server.config, { headers: { 'accept-language': 'de' } });
    const landing = await submitForm(signIn, { email: 'manager@demo.test', password: 'falsch' });
    if (landing.kind !== 'page') throw new Error('expected the login page');
    expect(alertText(landing.html)).toBe('E-Mail oder Passwort ist falsch.');
  });

  it('escapes what it prints back', async () => {
    const signIn = await openSignInPage(server.config);
    const landing = await submitForm(signIn, { email: '"><script>alert(1)</script>', password: 'x' });
    if (landing.kind !== 'page') throw new Error('expected the login page');
    expect(landing.html).not.toContain('<script>alert(1)</script>');
    expect(landing.html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('refuses a form posted without the sign-in cookie, as from another site', async () => {
    const signIn = await openSignInPage(server.config);
    const { action, fields } = readForm(signIn.page.html, signIn.page.url);
    const landing = await new Browser().follow(
      action,
      { form: { ...fields, email: 'manager@demo.test', password: DEMO_PASSWORD } },
      signIn.request.redirectUri,
    );
    expect(landing.kind === 'page' && landing.status).toBe(400);
  });
});

describe('password guessing', () => {
  it('is stopped after ten wrong passwords, so that even the right one is refused for a while', async () => {
    await server.database.query(`insert into users (role, email, password_hash) values ('USER', 'guessed@demo.test', $1)`, [
      await hashPassword(DEMO_PASSWORD),
    ]);
    const signIn = await openSignInPage(server.config);
    let page = signIn.page;
    for (let i = 0; i < 10; i++) {
      const landing = await submitForm(signIn, { email: 'guessed@demo.test', password: `guess-${i}` }, page);
      if (landing.kind !== 'page') throw new Error('expected the login page');
      expect(landing.status).toBe(400);
      page = landing;
    }
    const blocked = await submitForm(signIn, { email: 'guessed@demo.test', password: DEMO_PASSWORD }, page);
    if (blocked.kind !== 'page') throw new Error('expected the login page');
    expect(blocked.status).toBe(429);
    expect(alertText(blocked.html)).toBe('Too many failed sign-ins. Please wait a few minutes and try again.');
  });

  it('counts the connection, not an X-Forwarded-For the guesser made up (TRUST_PROXY unset)', async () => {
    await server.database.query(`insert into users (role, email, password_hash) values ('USER', 'forged@demo.test', $1)`, [
      await hashPassword(DEMO_PASSWORD),
    ]);
    const browser = new Browser();
    const signIn = await openSignInPage(server.config, { browser });
    let page = signIn.page;
    for (let i = 0; i < 10; i++) {
      browser.headers['x-forwarded-for'] = `203.0.113.${i + 1}`;
      const landing = await submitForm(signIn, { email: 'forged@demo.test', password: `guess-${i}` }, page);
      if (landing.kind !== 'page') throw new Error('expected the login page');
      page = landing;
    }
    browser.headers['x-forwarded-for'] = '203.0.113.99';
    const blocked = await submitForm(signIn, { email: 'forged@demo.test', password: DEMO_PASSWORD }, page);
    expect(blocked.kind === 'page' && blocked.status).toBe(429);
  });
});

describe('signing out', () => {
  it('ends the session without a confirmation click and returns to /logout', async () => {
    const { config } = server;
    const browser = new Browser();
    const signIn = await openSignInPage(config, { browser });
    const tokens = await tokensFrom(config, signIn, await submitForm(signIn, { email: 'light@demo.test', password: DEMO_PASSWORD }));

    // While the session lasts, a silent renewal (prompt=none) gets a new code without a page.
    const silent = authorizationRequest(config, { prompt: 'none' });
    const renewed = await browser.follow(silent.url, {}, silent.redirectUri);
    expect(renewed.kind === 'callback' && renewed.url.searchParams.has('code')).toBe(true);

    const logoutUrl = `${config.publicUrl}/logout`;
    const endSession = new URL((await discovery()).end_session_endpoint);
    endSession.search = new URLSearchParams({
      id_token_hint: tokens.idToken,
      post_logout_redirect_uri: logoutUrl,
      state: 'after-logout',
    }).toString();
    const page = await browser.follow(endSession.href, {}, logoutUrl);
    if (page.kind !== 'page') throw new Error('expected the sign-out page');
    // The page submits the provider's form by itself; only a noscript fallback has a button.
    expect(page.html).toMatch(/document\.getElementById\('op\.logoutForm'\)\.submit\(\)/);
    expect(page.html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toMatch(/<button/);

    const { action, fields } = readForm(page.html, page.url);
    expect(fields.logout).toBe('yes');
    const back = await browser.follow(action, { form: fields }, logoutUrl);
    expect(back.kind).toBe('callback');
    if (back.kind === 'callback') expect(back.url.searchParams.get('state')).toBe('after-logout');

    const after = authorizationRequest(config, { prompt: 'none' });
    const refused = await browser.follow(after.url, {}, after.redirectUri);
    expect(refused.kind === 'callback' && refused.url.searchParams.get('error')).toBe('login_required');
  });
});
