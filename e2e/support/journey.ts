import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startProduct, type RunningProduct } from './product.ts';
import { dismissHomeModals, launchBrowser, newContext, signIn } from './browser.ts';

/** One product and one browser for a journey file, started before its tests and stopped after. */
export function productAndBrowser(): { product: RunningProduct; browser: Browser } {
  const env = {} as { product: RunningProduct; browser: Browser };
  beforeAll(async () => {
    env.product = await startProduct();
    env.browser = await launchBrowser();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.product?.stop();
  });
  return env;
}

export type Locale = 'en-US' | 'de-DE';

const SIGN_IN_LABELS = { 'de-DE': { email: 'E-Mail', password: 'Passwort', submit: 'Anmelden' }, 'en-US': undefined } as const;

/** A new page of the demo account, sent to `path`, signed in through the provider's form and back at `path`. */
export async function signedInAt(env: { product: RunningProduct; browser: Browser }, email: string, path: string, locale: Locale = 'en-US'): Promise<Page> {
  const page = await (await newContext(env.browser, locale)).newPage();
  await page.goto(env.product.baseUrl + path);
  await signIn(page, email, 'demo-password', SIGN_IN_LABELS[locale]);
  await page.waitForURL(`**${path.split('?')[0]}*`);
  return page;
}

/** A new page of the demo account, signed in at the home page with its first-visit modals closed, then at `path`. */
export async function signedInFromHome(
  env: { product: RunningProduct; browser: Browser },
  email: string,
  path: string,
  locale: Locale = 'en-US',
): Promise<Page> {
  const page = await signedInAt(env, email, '/dashboard/home', locale);
  await dismissHomeModals(page, locale);
  await page.goto(env.product.baseUrl + path);
  return page;
}
