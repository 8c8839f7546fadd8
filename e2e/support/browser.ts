import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

/** Debian's chromium, headless, with the flags that keep it off the network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export async function newContext(browser: Browser, locale: 'en-US' | 'de-DE' = 'en-US'): Promise<BrowserContext> {
  return browser.newContext({ locale, viewport: { width: 1366, height: 860 } });
}

/** Signs in through the provider's login page the way a person does. */
export async function signIn(page: Page, email: string, password = 'demo-password', labels = { email: 'Email', password: 'Password', submit: 'Sign in' }) {
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit }).click();
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

const MODAL_TEXTS = {
  'en-US': { dontShowAgain: "Don't show this again", close: 'Close', later: 'Maybe later' },
  'de-DE': { dontShowAgain: 'Nicht mehr anzeigen', close: 'Schließen', later: 'Später' },
};

/** The home page greets a first visit with the welcome and then the feature modal; close both as a person would. */
export async function dismissHomeModals(page: Page, locale: 'en-US' | 'de-DE' = 'en-US') {
  const t = MODAL_TEXTS[locale];
  const dialog = page.getByRole('dialog');
  try {
    await dialog.first().waitFor({ state: 'visible', timeout: 8_000 });
  } catch {
    return;
  }
  await dialog.getByLabel(t.dontShowAgain).check();
  await dialog.getByRole('button', { name: t.close, exact: true }).click();
  await dialog.getByRole('button', { name: t.later }).click();
  await dialog.first().waitFor({ state: 'detached', timeout: 8_000 });
}

/** Waits until the user can see it; fails the test when it never shows. */
export const visible = (locator: Locator) => locator.filter({ visible: true }).first().waitFor({ state: 'visible', timeout: 20_000 });

/** The first month `n` months before now (UTC), as the reimbursement forms ask for it. */
export function monthsAgo(n: number, now = new Date()) {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

/** A fresh page on `path`, signed in as the demo administrator in the given language. */
export async function administratorAt(browser: Browser, baseUrl: string, path: string, locale: 'en-US' | 'de-DE' = 'en-US'): Promise<Page> {
  const page = await (await newContext(browser, locale)).newPage();
  await page.goto(baseUrl + path);
  await signIn(page, 'admin@demo.test', 'demo-password', locale === 'de-DE' ? { email: 'E-Mail', password: 'Passwort', submit: 'Anmelden' } : undefined);
  await page.waitForURL(`**${path.split('?')[0]}*`);
  return page;
}
