import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../apps/server/src/demo/accounts.ts';
import { productAndBrowser } from './support/journey.ts';
import { newContext, screenshot, visible } from './support/browser.ts';
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
});
