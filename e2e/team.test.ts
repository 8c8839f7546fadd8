import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_IDS } from '../apps/server/src/demo/accounts.ts';
import { productAndBrowser } from './support/journey.ts';
import { seriousAxeFindings } from './support/axe.ts';
import { dismissHomeModals, newContext, screenshot, signIn, visible } from './support/browser.ts';
import { newestMailLink } from './support/mail.ts';

const env = productAndBrowser();
const CO_MANAGER = 'co.manager@demo.test';
const PASSWORD = 'a-long-password-1';

/** A fresh tab signed in on the Team page. */
async function teamPage(email: string, locale: 'en-US' | 'de-DE' = 'en-US', company?: { id: string; name: string }): Promise<Page> {
  const context = await newContext(env.browser, locale);
  if (company) await context.addInitScript((c) => sessionStorage.setItem('fleetwatt.selectedCompany', JSON.stringify(c)), company);
  const page = await context.newPage();
  await page.goto(env.product.baseUrl + '/dashboard/team');
  await signIn(page, email, 'demo-password', locale === 'de-DE' ? { email: 'E-Mail', password: 'Passwort', submit: 'Anmelden' } : undefined);
  await page.waitForURL('**/dashboard/team*');
  await visible(page.getByRole('table'));
  return page;
}

describe('the Team page', () => {
  it('a fleet manager invites a co-manager, who joins through the mail; an administrator deactivates them and their open tab is signed out', async () => {
    const manager = await teamPage('manager@demo.test');
    expect(await seriousAxeFindings(manager)).toEqual([]);
    await manager.getByRole('button', { name: 'Invite' }).click();
    const dialog = manager.getByRole('dialog');
    await dialog.getByLabel('E-mail address').fill(CO_MANAGER);
    // The dialog's opening transition is over: axe and the screenshot see it as a person does.
    await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await seriousAxeFindings(manager)).toEqual([]);
    await screenshot(manager, 'team-invite-dialog');
    await dialog.getByRole('button', { name: 'Send invite' }).click();
    await visible(manager.getByText(`Invite sent to ${CO_MANAGER}.`));
    await visible(manager.getByRole('row').filter({ hasText: CO_MANAGER }).getByText('Invited'));

    const link = await newestMailLink(env.product.baseUrl, CO_MANAGER);
    const co = await (await newContext(env.browser)).newPage();
    await co.goto(link);
    await co.getByRole('button', { name: 'Create my account' }).click();
    await co.getByLabel('First name').fill('Carla');
    await co.getByLabel('Last name').fill('Co');
    await co.getByLabel('Password').fill(PASSWORD);
    await co.getByRole('button', { name: 'Create account' }).click();
    await co.waitForURL('**/dashboard/**');
    await dismissHomeModals(co);

    await manager.reload();
    await visible(manager.getByRole('row').filter({ hasText: 'Carla Co' }).getByText('Active'));
    for (const [width, height] of [[1440, 900], [390, 844]] as const) {
      await manager.setViewportSize({ width, height });
      await screenshot(manager, `team-en-${width}`);
    }

    const admin = await teamPage('admin@demo.test', 'de-DE', { id: DEMO_IDS.companies.parent, name: 'Voltwerk Holding' });
    expect(await seriousAxeFindings(admin)).toEqual([]);
    for (const [width, height] of [[1440, 900], [390, 844]] as const) {
      await admin.setViewportSize({ width, height });
      await screenshot(admin, `team-de-${width}`);
    }
    await admin.setViewportSize({ width: 1440, height: 900 });
    await admin.getByRole('row').filter({ hasText: 'Carla Co' }).getByRole('button', { name: /Aktionen für/ }).click();
    await admin.getByRole('menuitem', { name: 'Deaktivieren' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Deaktivieren' }).click();
    await visible(admin.getByText('Carla Co ist deaktiviert.'));
    await visible(admin.getByRole('row').filter({ hasText: 'Carla Co' }).getByText('Deaktiviert'));

    // The co-manager's open tab: its next call is refused, the tab is signed out and offered the way back in.
    await co.getByRole('link', { name: 'Team' }).click();
    await co.waitForURL('**/logout');
    await visible(co.getByRole('button', { name: 'Login or Register' }).or(co.getByRole('link', { name: 'Login or Register' })));
    for (const p of [manager, co, admin]) await p.context().close();
  }, 300_000);
});
