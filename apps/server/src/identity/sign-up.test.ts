import { beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { useTestServer } from '../../test/harness.ts';
import { send } from '../../test/api.ts';
import { newestMail, newestMailLink } from '../../test/mail.ts';
import { alertText, Browser, fetchTokens, labelledControl, openSignInPage, readForm, submitForm } from '../../test/tokens.ts';

const server = useTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
beforeAll(async () => {
  // Behind a proxy on the loopback, so each test signs up from an address of its own.
});

let lastAddress = 0;
/** A visitor from an address of its own (documentation range). */
const visitor = (headers: Record<string, string> = {}) =>
  new Browser({ 'x-forwarded-for': `198.51.100.${++lastAddress}`, ...headers });

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

async function submitSignUp(values: Record<string, string>, browser = visitor()) {
  const signIn = await openSignInPage(server.config, { extraParams: SIGN_UP, browser });
  const landing = await submitForm(signIn, values);
  if (landing.kind !== 'page') throw new Error('expected a page after signing up');
  return landing;
}

/** Opens the link of the newest mail to `email` and presses its button, as the reader does. */
async function confirmFromMail(email: string, browser = visitor()) {
  const link = await newestMailLink(server.database, email);
  const page = await browser.follow(link);
  if (page.kind !== 'page') throw new Error('expected the confirmation page');
  const { action, fields } = readForm(page.html, page.url);
  const done = await browser.follow(action, { form: fields });
  if (done.kind !== 'page') throw new Error('expected a page after confirming');
  return { link, page, done };
}

/** Signs up, follows the mailed link and signs in: the whole way of a new customer. */
async function signUpAndSignIn(values: Record<string, string>) {
  await submitSignUp(values);
  await confirmFromMail(values.email!);
  return fetchTokens(server.config, values.email!, values.password!);
}

async function account(token: string) {
  const res = await send(server, token, 'GET', '/account');
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const heading = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

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

  it('creates nothing until the link in the confirmation mail is followed and its button pressed', async () => {
    const before = await counts();
    const values = form();
    const landing = await submitSignUp(values);
    expect(landing.status).toBe(200);
    expect(heading(landing.html)).toBe('Check your email');
    expect(landing.html).toContain(values.email);
    expect(await counts()).toEqual(before);

    const mail = await newestMail(server.database, values.email);
    expect(mail?.subject).toBe('Confirm your Fleetwatt account');
    expect(mail?.text).toContain('Hello Greta,');
    const link = await newestMailLink(server.database, values.email);
    expect(link.startsWith(`${server.baseUrl}/oidc/sign-up/`)).toBe(true);

    // Opening the link (as a mail scanner does) only asks.
    const page = await visitor().follow(link);
    expect(page.kind === 'page' && page.status).toBe(200);
    expect(page.kind === 'page' && page.html).toContain('Create the Fleetwatt account for Stromer &amp; Söhne GmbH');
    expect(await counts()).toEqual(before);

    const { done } = await confirmFromMail(values.email);
    expect(done.status).toBe(200);
    expect(heading(done.html)).toBe('Your account is ready');
    expect(await counts()).toEqual({ users: before.users + 1, companies: before.companies + 1 });
  });

  it('creates a LIGHT company and a fleet manager who has not finished onboarding, who then signs in', async () => {
    const values = form();
    const tokens = await signUpAndSignIn(values);

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
    const values = form();
    await signUpAndSignIn(values);
    const [row] = await server.database.query<{ password_hash: string }>(
      'select password_hash from users where email = $1',
      [values.email],
    );
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    expect(row!.password_hash).not.toContain(values.password);
  });

  it('gives a company in the United States English as its language', async () => {
    const tokens = await signUpAndSignIn(form({ country: 'UNITED_STATES' }));
    const { body } = await account(tokens.accessToken);
    expect(body.company).toMatchObject({ country: 'UNITED_STATES', currency: 'USD', language: 'ENGLISH' });
  });

  it('answers a registered address exactly as a new one, creates nothing and mails the owner instead', async () => {
    const values = form();
    await signUpAndSignIn(values);
    const before = await counts();

    const fresh = form({ companyName: 'Doppelt AG' });
    const forNew = await submitSignUp(fresh);
    const again = await submitSignUp(form({ email: values.email.toUpperCase(), companyName: 'Doppelt AG' }));
    expect(again.status).toBe(forNew.status);
    expect(again.html.replace(values.email.toUpperCase(), 'ADDRESS')).toBe(forNew.html.replace(fresh.email, 'ADDRESS'));
    expect(alertText(again.html)).toBeUndefined();

    const owners = await newestMail(server.database, values.email);
    expect(owners?.subject).toBe('Your Fleetwatt account');
    expect(owners?.text).toContain('You already have an account, so no new one was created.');
    expect(owners?.text).not.toContain('/oidc/sign-up/');
    expect(await counts()).toEqual({ users: before.users, companies: before.companies });
    const [company] = await server.database.query('select 1 from companies where name = $1', ['Doppelt AG']);
    expect(company).toBeUndefined();
  });

  it('answers a demo account address the same way and creates nothing', async () => {
    const before = await counts();
    const landing = await submitSignUp(form({ email: 'manager@demo.test' }));
    expect(landing.status).toBe(200);
    expect(heading(landing.html)).toBe('Check your email');
    expect((await newestMail(server.database, 'manager@demo.test'))?.subject).toBe('Your Fleetwatt account');
    expect(await counts()).toEqual(before);
  });

  it('uses a link once; an unknown or expired link creates nothing', async () => {
    const values = form();
    await submitSignUp(values);
    const { link } = await confirmFromMail(values.email);
    const before = await counts();

    const twice = await visitor().follow(link, { form: {} });
    expect(twice.kind === 'page' && twice.status).toBe(409);
    expect(twice.kind === 'page' && heading(twice.html)).toBe('This link has already been used');

    const unknown = await visitor().follow(`${server.baseUrl}/oidc/sign-up/not-a-real-token`, { form: {} });
    expect(unknown.kind === 'page' && unknown.status).toBe(404);

    const late = form();
    await submitSignUp(late);
    await server.database.query(`update sign_up_requests set expires_at = now() - interval '1 minute' where email = $1`, [late.email]);
    const expired = await visitor().follow(await newestMailLink(server.database, late.email), { form: {} });
    expect(expired.kind === 'page' && expired.status).toBe(404);
    expect(expired.kind === 'page' && heading(expired.html)).toBe('This link is not valid');
    expect(await counts()).toEqual(before);
  });

  it('limits sign-ups per e-mail address, whoever sends them, and per client address', async () => {
    const target = form();
    for (let i = 0; i < server.config.signUp.perEmail; i++) {
      expect((await submitSignUp({ ...target, companyName: `Unternehmen ${i}` })).status).toBe(200);
    }
    const limited = await submitSignUp(target);
    expect(limited.status).toBe(429);
    expect(alertText(limited.html)).toBe('Too many sign-ups for this email address or from your network. Please try again in an hour.');

    const one = visitor();
    for (let i = 0; i < server.config.signUp.perAddress; i++) {
      expect((await submitSignUp(form(), one)).status).toBe(200);
    }
    const before = await server.database.query('select count(*)::int as n from email_outbox');
    expect((await submitSignUp(form(), one)).status).toBe(429);
    // Refused before anything is mailed.
    expect(await server.database.query('select count(*)::int as n from email_outbox')).toEqual(before);
  });

  it('explains each wrong field and keeps what was typed, except the password', async () => {
    const before = await counts();
    const landing = await submitSignUp(form({ firstName: ' ', country: 'FRANCE', email: 'not-an-email', password: 'short' }));
    expect(landing.status).toBe(400);
    expect(landing.html).toContain('Please enter your first name.');
    expect(landing.html).toContain('Please choose a country.');
    expect(landing.html).toContain('Please enter a valid email address.');
    expect(landing.html).toContain('The password must have at least 10 characters.');
    expect(labelledControl(landing.html, 'Company name')).toContain('value="Stromer &amp; Söhne GmbH"');
    expect(landing.html).not.toContain('value="short"');
    expect(await counts()).toEqual(before);
  });

  it('explains the fields in German for a German browser, and mails in German', async () => {
    const signIn = await openSignInPage(server.config, { extraParams: SIGN_UP, browser: visitor({ 'accept-language': 'de-AT' }) });
    expect(labelledControl(signIn.page.html, 'Vorname')).toBeDefined();
    expect(labelledControl(signIn.page.html, 'Passwort')).toBeDefined();
    const landing = await submitForm(signIn, form({ password: 'kurz' }));
    if (landing.kind !== 'page') throw new Error('expected the sign-up page again');
    expect(landing.html).toContain('Das Passwort muss mindestens 10 Zeichen lang sein.');

    const values = form();
    const sent = await submitForm(signIn, values, landing);
    expect(sent.kind === 'page' && heading(sent.html)).toBe('Bitte prüfen Sie Ihre E-Mails');
    expect((await newestMail(server.database, values.email))?.subject).toBe('Bestätigen Sie Ihr Fleetwatt-Konto');
    const { page } = await confirmFromMail(values.email);
    expect(heading(page.html)).toBe('Konto bestätigen');
  });

  it('is reachable from the login page link', async () => {
    const signIn = await openSignInPage(server.config, { browser: visitor() });
    const href = /<a href="([^"]+)">Create an account<\/a>/.exec(signIn.page.html)?.[1];
    expect(href).toBeDefined();
    const page = await signIn.browser.follow(new URL(href!, signIn.page.url).href);
    if (page.kind !== 'page') throw new Error('expected the sign-up page');
    expect(labelledControl(page.html, 'Company name')).toBeDefined();
    const landing = await submitForm(signIn, form(), page);
    expect(landing.kind === 'page' && heading(landing.html)).toBe('Check your email');
  });
});
