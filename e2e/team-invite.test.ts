import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../apps/server/src/demo/accounts.ts';
import { productAndBrowser } from './support/journey.ts';
import { seriousAxeFindings } from './support/axe.ts';
import { administratorAt, dismissHomeModals, newContext, screenshot, visible } from './support/browser.ts';
import { apiAs } from './support/api.ts';
import { newestMailLink } from './support/mail.ts';

const env = productAndBrowser();

describe('a team invite by mail', () => {
  it("an administrator invites a company's first fleet manager, who follows the mail's link, creates the account and lands in that company", async () => {
    const email = 'first.manager@lightfleet.test';
    const admin = apiAs(env.product.baseUrl, 'admin@demo.test');
    const invited = await admin('POST', '/team/invites', { email, role: 'FLEETMANAGER', companyId: DEMO_IDS.companies.light, language: 'ENGLISH' });
    expect(invited.status).toBe(201);

    const link = await newestMailLink(env.product.baseUrl, email);
    expect(link).toContain('/public/team-invite/');
    const page = await (await newContext(env.browser)).newPage();
    await page.goto(link);
    await visible(page.getByRole('heading', { name: /^Join .+ on Fleetwatt$/ }));
    await visible(page.getByText(`You were invited as ${email}.`, { exact: false }));
    await screenshot(page, 'team-invite');
    await page.getByRole('button', { name: 'Create my account' }).click();

    await page.getByLabel('First name').fill('Fiona');
    await page.getByLabel('Last name').fill('First');
    await page.getByLabel('Password').fill('a-long-password-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/dashboard/**');

    const account = (await apiAs(env.product.baseUrl, email, 'a-long-password-1')('GET', '/account')).json<{ role: string; company: { id: string } | null }>();
    expect(account.role).toBe('FLEETMANAGER');
    expect(account.company?.id).toBe(DEMO_IDS.companies.light);
    expect((await admin('GET', `/team?companyId=${DEMO_IDS.companies.light}`)).status).toBe(200);

    // The link is used up: opening it again says so.
    await page.goto(link);
    await visible(page.getByRole('heading', { name: 'You have joined' }));
    await page.context().close();
  });

  it('an administrator creates a company, invites its first fleet manager from the company page, and that person sees only that company', async () => {
    const email = 'first.manager@funkenflug.test';
    const admin = await administratorAt(env.browser, env.product.baseUrl, '/dashboard/company');
    await dismissHomeModals(admin);
    await admin.getByRole('button', { name: 'Create company' }).click();
    const create = admin.getByRole('dialog', { name: 'Create company' });
    await create.getByRole('textbox', { name: /Name/ }).fill('Funkenflug GmbH');
    await create.getByRole('textbox', { name: 'Email' }).fill('flotte@funkenflug.test');
    await create.getByRole('combobox', { name: /Country/ }).click();
    await admin.getByRole('option', { name: 'Austria' }).click();
    await create.getByRole('textbox', { name: 'City' }).fill('Graz');
    await create.getByRole('button', { name: 'Create' }).click();
    await admin.waitForURL('**/dashboard/company/*');
    const companyId = admin.url().split('/').pop()!;

    // The company page's fleet managers: none yet; the invite says first who gets which link.
    const section = admin.getByRole('region', { name: 'Fleet managers' });
    await visible(section.getByText('No one in the team yet.'));
    await section.getByRole('button', { name: 'Invite fleet manager' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite to the team' });
    await visible(dialog.getByText('We mail a link to the address below to join Funkenflug GmbH as a fleet manager.', { exact: false }));
    expect(await dialog.getByLabel('Role').count()).toBe(0);
    await dialog.getByLabel('E-mail address').fill(email);
    await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await expect.poll(() => seriousAxeFindings(admin)).toEqual([]);
    await screenshot(admin, 'company-invite-first-manager');
    await dialog.getByRole('button', { name: 'Send invite' }).click();
    await visible(admin.getByText(`Invite sent to ${email}.`));
    await visible(section.getByRole('row').filter({ hasText: email }).getByText('Invited'));
    for (const [width, height] of [[1440, 900], [390, 844]] as const) {
      await admin.setViewportSize({ width, height });
      await screenshot(admin, `company-team-en-${width}`);
    }

    // The invited person creates the account through the mail's link and lands in that company only.
    const page = await (await newContext(env.browser)).newPage();
    await page.goto(await newestMailLink(env.product.baseUrl, email));
    await visible(page.getByRole('heading', { name: 'Join Funkenflug GmbH on Fleetwatt' }));
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByLabel('First name').fill('Franz');
    await page.getByLabel('Last name').fill('Funk');
    await page.getByLabel('Password').fill('a-long-password-2');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/dashboard/home');
    await dismissHomeModals(page);
    await visible(page.getByTestId('profile-entry').getByText('Funkenflug GmbH'));
    expect(await page.getByTestId('company-selector').count()).toBe(0);
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Companies' }).count()).toBe(0);
    await page.goto(`${env.product.baseUrl}/dashboard/company/${companyId}`);
    await visible(page.getByRole('heading', { name: 'Funkenflug GmbH' }));
    await page.goto(`${env.product.baseUrl}/dashboard/company/${DEMO_IDS.companies.light}`);
    await visible(page.getByRole('alert'));

    const newManager = apiAs(env.product.baseUrl, email, 'a-long-password-2');
    const account = (await newManager('GET', '/account')).json<{ role: string; company: { id: string } | null }>();
    expect(account).toMatchObject({ role: 'FLEETMANAGER', company: { id: companyId } });
    expect((await newManager('GET', '/companies/search')).status).toBe(403);
    expect((await newManager('GET', `/companies/${DEMO_IDS.companies.light}`)).status).toBe(404);
    const drivers = (await newManager('GET', '/users/search?pageSize=5')).json<{ totalCount: number }>();
    expect(drivers.totalCount).toBe(0);

    // The administrator's company page shows the new manager as active.
    await admin.reload();
    await visible(admin.getByRole('region', { name: 'Fleet managers' }).getByRole('row').filter({ hasText: 'Franz Funk' }).getByText('Active'));
    for (const p of [admin, page]) await p.context().close();
  }, 300_000);
});
