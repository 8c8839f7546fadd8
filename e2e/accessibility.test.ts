import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { productAndBrowser } from './support/journey.ts';
import { dismissHomeModals, newContext, screenshot, signIn } from './support/browser.ts';
import { seriousAxeFindings, type AxeFinding } from './support/axe.ts';
import { ADMINISTRATOR_ONLY, SHARED, resolveRoute, settled } from './support/routes.ts';

const env = productAndBrowser();

async function signedIn(email: string, locale: 'en-US' | 'de-DE' = 'en-US'): Promise<Page> {
  const page = await (await newContext(env.browser, locale)).newPage();
  await page.goto(env.product.baseUrl + '/dashboard/home');
  await signIn(page, email, 'demo-password', locale === 'de-DE' ? { email: 'E-Mail', password: 'Passwort', submit: 'Anmelden' } : undefined);
  await page.waitForURL('**/dashboard/home');
  return page;
}

type Findings = Record<string, AxeFinding[]>;

async function check(page: Page, name: string, findings: Findings) {
  await settled(page);
  const found = await seriousAxeFindings(page);
  if (found.length) findings[name] = found;
}

async function everyRoute(email: string, routes: string[], locale: 'en-US' | 'de-DE'): Promise<Findings> {
  const findings: Findings = {};
  const page = await signedIn(email, locale);
  // The first visit greets with the announcements: checked open, then put away.
  await page.getByRole('dialog').first().waitFor({ state: 'visible', timeout: 10_000 }).catch(() => undefined);
  await check(page, `${email} home with the welcome dialog`, findings);
  await dismissHomeModals(page, locale);
  for (const route of routes) {
    const path = await resolveRoute(page, env.product.baseUrl, route);
    await page.goto(env.product.baseUrl + path);
    await check(page, `${email} ${path}`, findings);
  }
  await page.getByTestId('profile-entry').click();
  await page.getByRole('dialog').waitFor();
  await check(page, `${email} preferences dialog`, findings);
  await page.context().close();
  return findings;
}

describe('no serious or critical accessibility finding (axe-core, WCAG 2.1 AA) on any page', () => {
  it('on every route of an administrator, and with a dialog open', async () => {
    expect(await everyRoute('admin@demo.test', [...SHARED, ...ADMINISTRATOR_ONLY], 'en-US')).toEqual({});
  }, 600_000);

  it('on every route of a fleet manager, in German', async () => {
    expect(await everyRoute('manager@demo.test', SHARED, 'de-DE')).toEqual({});
  }, 600_000);

  it('with the Connect announcement open on a LIGHT company without car data', async () => {
    const findings: Findings = {};
    const page = await signedIn('light@demo.test');
    await dismissHomeModals(page);
    await page.goto(env.product.baseUrl + '/dashboard/fleet-monitor');
    await page.getByRole('dialog').first().waitFor({ state: 'visible', timeout: 15_000 });
    await screenshot(page, 'light-fleet-monitor-connect-dialog');
    await check(page, 'fleet monitor with the Connect dialog', findings);
    expect(findings).toEqual({});
    await page.context().close();
  }, 300_000);
});
