import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { productAndBrowser } from './support/journey.ts';
import { dismissHomeModals, newContext, screenshot, signIn, visible } from './support/browser.ts';
import { newestMailLink } from './support/mail.ts';

const env = productAndBrowser();

async function signedIn(email: string, path = '/dashboard/home', locale: 'en-US' | 'de-DE' = 'en-US'): Promise<Page> {
  const context = await newContext(env.browser, locale);
  const page = await context.newPage();
  await page.goto(env.product.baseUrl + path);
  await signIn(
    page,
    email,
    'demo-password',
    locale === 'de-DE' ? { email: 'E-Mail', password: 'Passwort', submit: 'Anmelden' } : undefined,
  );
  return page;
}

const nav = (page: Page) => page.getByRole('navigation');


describe('signing in as each demo account', () => {
  it('an administrator lands on the home dashboard and reaches the company list', async () => {
    const page = await signedIn('admin@demo.test');
    await page.waitForURL('**/dashboard/home');
    await dismissHomeModals(page);
    await visible(nav(page).getByRole('link', { name: 'Companies' }));
    await screenshot(page, 'admin-home');
    await nav(page).getByRole('link', { name: 'Companies' }).click();
    await page.waitForURL('**/dashboard/company');
    await visible(page.getByRole('link', { name: 'Voltwerk Holding GmbH' }));
    await screenshot(page, 'admin-companies');
    await page.context().close();
  });

  it('a fleet manager of a PRO company sees the company selector and no administrator pages', async () => {
    const page = await signedIn('manager@demo.test');
    await page.waitForURL('**/dashboard/home');
    await dismissHomeModals(page);
    await visible(page.getByTestId('company-selector'));
    expect(await nav(page).getByRole('link', { name: 'Companies' }).count()).toBe(0);
    await screenshot(page, 'manager-home');
    await page.goto(env.product.baseUrl + '/dashboard/invoices');
    await visible(page.getByText('Permission Denied'));
    await page.context().close();
  });

  it('a fleet manager of a LIGHT company has no company selector and sees the upgrade badge on policies', async () => {
    const page = await signedIn('light@demo.test', '/dashboard/policy-management');
    await page.waitForURL('**/dashboard/policy-management');
    await visible(page.getByText('Your company must upgrade to access this feature').first());
    expect(await page.getByTestId('company-selector').count()).toBe(0);
    await screenshot(page, 'light-policy-management');
    await page.context().close();
  });

  it('a fleet manager who has not finished onboarding is pointed to onboarding', async () => {
    const page = await signedIn('newcomer@demo.test');
    await visible(page.getByText('Access Denied'));
    await screenshot(page, 'newcomer-access-denied');
    await page.getByRole('link', { name: /onboarding/i }).first().click();
    await page.waitForURL('**/onboarding/home');
    await visible(page.getByText('Fleet Manager Onboarding'));
    await page.context().close();
  });

  it('a driver has no dashboard access', async () => {
    const page = await signedIn('driver@demo.test');
    await visible(page.getByText('Permission Denied'));
    await screenshot(page, 'driver-permission-denied');
    await page.context().close();
  });
});

describe('loading the web app', () => {
  it("sends the home page's scripts and styles compressed, the same bytes in fewer", async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    const assets: { url: string; encoding: string | undefined; wire: number; size: number }[] = [];
    page.on('requestfinished', (request) => {
      const { pathname } = new URL(request.url());
      if (!/^\/assets\/.+\.(js|css)$/.test(pathname)) return;
      // Headers and transfer sizes only: a body cannot be read once the sign-in has navigated away.
      void (async () => {
        try {
          const [response, sizes] = await Promise.all([request.response(), request.sizes()]);
          if (!response) return;
          assets.push({
            url: request.url(),
            encoding: (await response.allHeaders())['content-encoding'],
            wire: sizes.responseBodySize,
            size: fs.statSync(path.resolve('apps/web/dist', pathname.slice(1))).size,
          });
        } catch {
          // The page went on before the response was looked at; the next load of the asset counts.
        }
      })();
    });
    await page.goto(env.product.baseUrl + '/dashboard/home');
    await signIn(page, 'manager@demo.test');
    await page.waitForURL('**/dashboard/home');
    await dismissHomeModals(page);
    await visible(page.getByRole('heading', { level: 1, name: 'Home' }));
    const large = assets.filter((a) => a.size > 20_000);
    expect(large.length).toBeGreaterThan(2);
    for (const asset of large) {
      expect(asset.encoding, asset.url).toBe('br');
      expect(asset.wire, asset.url).toBeLessThan(asset.size / 2);
    }
    await context.close();
  });
});

describe('the web app under its security policy', () => {
  it('sends its headers and runs without a single policy violation, signed in, across pages', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(env.product.baseUrl + '/dashboard/home');
    await signIn(page, 'manager@demo.test');
    await page.waitForURL('**/dashboard/home');
    await dismissHomeModals(page);
    await visible(page.getByRole('heading', { level: 1, name: 'Home' }));
    const app = (await page.request.get(env.product.baseUrl + '/dashboard/home')).headers();
    expect(app['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(app['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(app['x-frame-options']).toBe('DENY');
    expect(app['x-content-type-options']).toBe('nosniff');
    expect(app['referrer-policy']).toBe('same-origin');
    expect(response?.status()).toBeLessThan(400);
    for (const path of ['/dashboard/tariffs', '/dashboard/charging-sessions', '/dashboard/reimbursements']) {
      await page.goto(env.product.baseUrl + path);
      await visible(page.getByRole('heading', { level: 1 }));
    }
    // A framing attempt by another page is refused by the browser.
    const framer = await context.newPage();
    await framer.setContent(`<iframe src="${env.product.baseUrl}/dashboard/home"></iframe>`);
    await framer.waitForTimeout(1500);
    expect(await framer.frames()[1]?.locator('#root').count().catch(() => 0)).toBe(0);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('opened under another name than PUBLIC_URL, sends the browser there to sign in', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await page.goto(env.product.baseUrl.replace('localhost', '127.0.0.1') + '/dashboard/tariffs');
    await signIn(page, 'manager@demo.test');
    await page.waitForURL(env.product.baseUrl + '/dashboard/tariffs');
    await context.close();
  });
});

describe('the way through sign-in and out', () => {
  it('returns to the page the user came from after signing in', async () => {
    const page = await signedIn('manager@demo.test', '/dashboard/tariffs?y=2026&m=3');
    await page.waitForURL('**/dashboard/tariffs?y=2026&m=3');
    await page.context().close();
  });

  it('refuses a wrong password on the login page', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await page.goto(env.product.baseUrl + '/dashboard/home');
    await signIn(page, 'manager@demo.test', 'not-the-password');
    await visible(page.getByText('Wrong email or password.'));
    await context.close();
  });

  it('a new company signs up, confirms from the mail and signs in to its onboarding', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    const email = `greta.${Date.now().toString(36)}@stromer.example`;
    await page.goto(env.product.baseUrl + '/dashboard/home');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('First name').fill('Greta');
    await page.getByLabel('Last name').fill('Gründer');
    await page.getByLabel('Company name').fill('Stromer & Söhne GmbH');
    await page.getByLabel('Country').selectOption('AUSTRIA');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a-long-enough-secret');
    await page.getByRole('button', { name: 'Create account' }).click();
    await visible(page.getByRole('heading', { name: 'Check your email' }));
    await screenshot(page, 'sign-up-check-mail');

    await page.goto(await newestMailLink(env.product.baseUrl, email));
    await page.getByRole('button', { name: 'Create my account' }).click();
    await visible(page.getByRole('heading', { name: 'Your account is ready' }));
    await page.getByRole('link', { name: 'Sign in' }).click();
    await signIn(page, email, 'a-long-enough-secret');
    await visible(page.getByText('Access Denied'));
    await page.getByRole('link', { name: /onboarding/i }).first().click();
    await page.waitForURL('**/onboarding/home');
    await context.close();
  });

  it('signing out ends on the Logging Out page with its way back in', async () => {
    const page = await signedIn('light@demo.test');
    await page.waitForURL('**/dashboard/home');
    await dismissHomeModals(page);
    await nav(page).getByRole('link', { name: 'Sign out' }).or(nav(page).getByRole('button', { name: 'Sign out' })).first().click();
    await page.waitForURL('**/logout');
    await visible(page.getByRole('heading', { name: 'Logging Out' }));
    await visible(page.getByRole('button', { name: 'Login or Register' }).or(page.getByRole('link', { name: 'Login or Register' })));
    await screenshot(page, 'logout');
    await page.context().close();
  });
});

describe('in German', () => {
  it('a German browser gets the German login page and dashboard', async () => {
    const page = await signedIn('admin@demo.test', '/dashboard/home', 'de-DE');
    await page.waitForURL('**/dashboard/home');
    await dismissHomeModals(page, 'de-DE');
    await visible(nav(page).getByRole('link', { name: 'Unternehmen' }));
    await screenshot(page, 'admin-home-de');
    await page.context().close();
  });
});
