import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_IDS } from '../apps/server/src/demo/accounts.ts';
import { productAndBrowser } from './support/journey.ts';
import { dismissHomeModals, newContext, screenshot, signIn, visible } from './support/browser.ts';
import { seriousAxeFindings } from './support/axe.ts';
import { ADMINISTRATOR_ONLY, SHARED, resolveRoute, settled } from './support/routes.ts';

const env = productAndBrowser();

async function signedIn(email: string, locale: 'en-US' | 'de-DE'): Promise<Page> {
  const page = await (await newContext(env.browser, locale)).newPage();
  await page.goto(env.product.baseUrl + '/dashboard/home');
  await signIn(page, email, 'demo-password', locale === 'de-DE' ? { email: 'E-Mail', password: 'Passwort', submit: 'Anmelden' } : undefined);
  await page.waitForURL('**/dashboard/home');
  await dismissHomeModals(page, locale);
  return page;
}

/**
 * What a person cannot reach or read: the page wider than the window, anything reaching past the
 * right edge that no scrolling frame holds (cut off), and badges whose word is cut ("A…").
 */
const stumbles = (page: Page) =>
  page.evaluate(() => {
    const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    };
    const cut: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('main *'))) {
      if (!shown(el) || el.getBoundingClientRect().right <= window.innerWidth + 1) continue;
      let holder: Element | null = el.parentElement;
      while (holder && !scrolls(holder)) holder = holder.parentElement;
      if (!holder) cut.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
    }
    const badges = Array.from(document.querySelectorAll('main .mantine-Badge-label'))
      .filter((b) => shown(b) && b.scrollWidth > b.clientWidth + 1)
      .map((b) => b.textContent);
    return { pageWider: Math.max(0, document.documentElement.scrollWidth - window.innerWidth), cut: cut.slice(0, 5), badges };
  });

describe('layout on a phone and in German', () => {
  for (const locale of ['en-US', 'de-DE'] as const) {
    it(`at 390x844 and 1440x900 nothing is cut off or needs the page to scroll sideways (${locale})`, async () => {
      for (const [email, paths] of [
        ['manager@demo.test', ['/dashboard/home', '/dashboard/charging-sessions', '/dashboard/fleet-monitor', `/dashboard/company/${DEMO_IDS.companies.parent}`]],
        ['admin@demo.test', ['/dashboard/home', '/dashboard/receipt-reimbursements', '/dashboard/charging-sessions', '/dashboard/fleet-monitor']],
      ] as const) {
        const page = await signedIn(email, locale);
        for (const path of paths) {
          await page.setViewportSize({ width: 1440, height: 900 });
          await page.goto(env.product.baseUrl + path);
          await page.waitForLoadState('networkidle');
          // The fleet monitor's announcement comes once; close it as a person would.
          const announcement = page.getByRole('dialog');
          if (await announcement.isVisible()) {
            await page.getByRole('dialog').getByRole('button').last().click();
            await announcement.waitFor({ state: 'detached' });
          }
          for (const [width, height] of [[1440, 900], [390, 844]] as const) {
            await page.setViewportSize({ width, height });
            await expect.poll(() => stumbles(page), { message: `${email} ${path} at ${width} px` }).toEqual({ pageWider: 0, cut: [], badges: [] });
            await screenshot(page, `layout-${email.split('@')[0]}-${path.split('/')[2]}-${locale}-${width}`);
          }
        }
        await page.context().close();
      }
    }, 240_000);
  }

  it('at 390x844 in German every page of an administrator and of a fleet manager fits the phone and has no serious accessibility finding', async () => {
    const found: Record<string, unknown> = {};
    for (const [email, routes] of [
      ['admin@demo.test', [...SHARED, ...ADMINISTRATOR_ONLY]],
      ['manager@demo.test', SHARED],
    ] as const) {
      const page = await signedIn(email, 'de-DE');
      await page.setViewportSize({ width: 390, height: 844 });
      for (const route of routes) {
        const path = await resolveRoute(page, env.product.baseUrl, route);
        await page.goto(env.product.baseUrl + path);
        await settled(page);
        const name = `${email.split('@')[0]}-${path.split('/').slice(2).join('-') || 'onboarding'}`;
        await screenshot(page, `phone-de-${name}`);
        const layout = await stumbles(page);
        const axe = await seriousAxeFindings(page);
        if (layout.pageWider || layout.cut.length || layout.badges.length || axe.length) found[`${email} ${path}`] = { ...layout, axe };
      }
      await page.context().close();
    }
    expect(found).toEqual({});
  }, 600_000);

  it('at 900 px height the sidebar shows every administrator page without scrolling, in English and German', async () => {
    for (const [locale, names] of [
      ['en-US', ['Companies', 'Vehicles', 'Invoices', 'Payment transactions', 'Outbox']],
      ['de-DE', ['Unternehmen', 'Fahrzeuge', 'Rechnungen', 'Zahlungstransaktionen', 'Postausgang']],
    ] as const) {
      const page = await signedIn('admin@demo.test', locale);
      await page.setViewportSize({ width: 1440, height: 900 });
      const nav = page.getByRole('navigation').first();
      for (const name of names) {
        const link = nav.getByRole('link', { name, exact: true });
        await visible(link);
        // Inside the window and not under the sign-out and profile at the bottom.
        const fits = await link.evaluate((a) => {
          let frame: HTMLElement | null = a.parentElement;
          while (frame && !['auto', 'scroll'].includes(getComputedStyle(frame).overflowY)) frame = frame.parentElement;
          const box = a.getBoundingClientRect();
          const area = frame!.getBoundingClientRect();
          return box.top >= area.top && box.bottom <= area.bottom + 1 && frame!.scrollTop === 0;
        });
        expect(fits, name).toBe(true);
      }
      await screenshot(page, `sidebar-900-${locale}`);
      await page.context().close();
    }
  });
});
