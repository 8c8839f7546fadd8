import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { alertText, labelledControl, openSignInPage, submitForm, tokensFrom } from '../../test/tokens.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const SIGN_UP = { screen_hint: 'signup' };
const counts = async () =>
  (
    await server.database.query<{ users: number; companies: number }>(
      'select (select count(*)::int from users) as users, (select count(*)::int from companies) as companies',
    )
  )[0]!;

const form = (overrides: Record<string, string> = {}) => ({
  firstName: 'Greta',
  lastName: 'Gründer',
  companyName: 'Stromer & Söhne GmbH',
  country: 'AUSTRIA',
  email: `greta.${Math.random().toString(36).slice(2, 8)}@stromer.example`,
  password: 'a-long-enough-secret',
  ...overrides,
});

async function account(token: string) {
  const res = await fetch(`${server.baseUrl}/backend/account`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('signing up', () => {
  it('opens the sign-up page when the web app sends screen_hint=signup', async () => {
    const { page } = await openSignInPage(server.config, { extraParams: SIGN_UP });
    expect(page.status).toBe(200);
    for (const label of ['First name', 'Last name', 'Company name', 'Country', 'Email', 'Password']) {
      expect(labelledControl(page.html, label), label).toBeDefined();
    }
    expect(labelledControl(page.html, 'Password')).toMatch(/autocomplete="new-password"/);
    expect(labelledControl(page.html, 'Email')).toMatch(/autocomplete="email"/);
    for (const country of ['AUSTRIA', 'GERMANY', 'SWITZERLAND', 'UNITED_STATES']) {
      expect(page.html).toContain(`<option value="${country}">`);
    }
    expect(page.html).toMatch(/<button type="submit">Create account<\/button>/);
  });

  it('creates a LIGHT company and a fleet manager who has not finished onboarding, and signs them in', async () => {
    const signIn = await openSignInPage(server.config, { extraParams: SIGN_UP });
    const values = form();
    const tokens = await tokensFrom(server.config, signIn, await submitForm(signIn, values));

    expect(decodeJwt(tokens.accessToken)[server.config.identity.rolesClaim]).toEqual(['FLEETMANAGER']);
    const { status, body } = await account(tokens.accessToken);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      email: values.email,
      username: 'Greta Gründer',
      role: 'FLEETMANAGER',
      onboardingCompleted: false,
      company: {
        name: 'Stromer & Söhne GmbH',
        subscriptionType: 'LIGHT',
        country: 'AUSTRIA',
        currency: 'EUR',
        language: 'GERMAN',
      },
      childCompanies: [],
    });
  });

  it('stores the password as an argon2id hash', async () => {
    const signIn = await openSignInPage(server.config, { extraParams: SIGN_UP });
    const values = form();
    await tokensFrom(server.config, signIn, await submitForm(signIn, values));
    const [row] = await server.database.query<{ password_hash: string }>(
      'select password_hash from users where email = $1',
      [values.email],
    );
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    expect(row!.password_hash).not.toContain(values.password);
  });

  it('gives a company in the United States English as its language', async () => {
    const signIn = await openSignInPage(server.config, { extraParams: SIGN_UP });
    const tokens = await tokensFrom(server.config, signIn, await submitForm(signIn, form({ country: 'UNITED_STATES' })));
    const { body } = await account(tokens.accessToken);
    expect(body.company).toMatchObject({ country: 'UNITED_STATES', currency: 'USD', language: 'ENGLISH' });
  });

  it('refuses an email that is already registered and changes nothing', async () => {
    const first = await openSignInPage(server.config, { extraParams: SIGN_UP });
    const values = form();
    await tokensFrom(server.config, first, await submitForm(first, values));
    const before = await counts();

    const second = await openSignInPage(server.config, { extraParams: SIGN_UP });
    const landing = await submitForm(second, form({ email: values.email.toUpperCase(), companyName: 'Doppelt AG' }));
    if (landing.kind !== 'page') throw new Error('expected the sign-up page again');
    expect(landing.status).toBe(409);
    expect(alertText(landing.html)).toBe('An account with this email already exists. Please sign in instead.');
    expect(await counts()).toEqual(before);
    const [company] = await server.database.query('select 1 from companies where name = $1', ['Doppelt AG']);
    expect(company).toBeUndefined();
  });

  it('refuses a demo account email too', async () => {
    const before = await counts();
    const signIn = await openSignInPage(server.config, { extraParams: SIGN_UP });
    const landing = await submitForm(signIn, form({ email: 'manager@demo.test' }));
    expect(landing.kind === 'page' && landing.status).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it('explains each wrong field and keeps what was typed, except the password', async () => {
    const before = await counts();
    const signIn = await openSignInPage(server.config, { extraParams: SIGN_UP });
    const landing = await submitForm(signIn, form({ firstName: ' ', country: 'FRANCE', email: 'not-an-email', password: 'short' }));
    if (landing.kind !== 'page') throw new Error('expected the sign-up page again');
    expect(landing.status).toBe(400);
    expect(landing.html).toContain('Please enter your first name.');
    expect(landing.html).toContain('Please choose a country.');
    expect(landing.html).toContain('Please enter a valid email address.');
    expect(landing.html).toContain('The password must have at least 10 characters.');
    expect(labelledControl(landing.html, 'Company name')).toContain('value="Stromer &amp; Söhne GmbH"');
    expect(landing.html).not.toContain('value="short"');
    expect(await counts()).toEqual(before);
  });

  it('explains the fields in German for a German browser', async () => {
    const signIn = await openSignInPage(server.config, { extraParams: SIGN_UP, headers: { 'accept-language': 'de-AT' } });
    expect(labelledControl(signIn.page.html, 'Vorname')).toBeDefined();
    expect(labelledControl(signIn.page.html, 'Passwort')).toBeDefined();
    const landing = await submitForm(signIn, form({ password: 'kurz' }));
    if (landing.kind !== 'page') throw new Error('expected the sign-up page again');
    expect(landing.html).toContain('Das Passwort muss mindestens 10 Zeichen lang sein.');
  });

  it('is reachable from the login page link', async () => {
    const signIn = await openSignInPage(server.config);
    const href = /<a href="([^"]+)">Create an account<\/a>/.exec(signIn.page.html)?.[1];
    expect(href).toBeDefined();
    const page = await signIn.browser.follow(new URL(href!, signIn.page.url).href);
    if (page.kind !== 'page') throw new Error('expected the sign-up page');
    expect(labelledControl(page.html, 'Company name')).toBeDefined();
    const landing = await submitForm(signIn, form(), page);
    expect(landing.kind).toBe('callback');
  });
});
