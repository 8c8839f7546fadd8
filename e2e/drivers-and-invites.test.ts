import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { productAndBrowser } from './support/journey.ts';
import { dismissHomeModals, newContext, screenshot, signIn, visible } from './support/browser.ts';

const env = productAndBrowser();


async function signedInHome(email: string): Promise<Page> {
  const page = await (await newContext(env.browser)).newPage();
  await page.goto(env.product.baseUrl + '/dashboard/home');
  await signIn(page, email);
  await page.waitForURL('**/dashboard/home');
  await dismissHomeModals(page);
  return page;
}

const table = (page: Page) => page.getByRole('table', { name: 'Drivers of the month' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');

async function waitForRequest(page: Page, part: string, action: () => Promise<unknown>) {
  const [request] = await Promise.all([page.waitForRequest((r) => r.url().includes(part)), action()]);
  return new URL(request.url());
}

describe('the home drivers table', () => {
  it('sorts, searches, pages and opens the export', async () => {
    const page = await signedInHome('admin@demo.test');
    await visible(bodyRows(page));
    expect(await bodyRows(page).count()).toBe(50);
    await visible(page.getByText('Page 1 of 2'));

    const sorted = await waitForRequest(page, '/backend/users/search', () =>
      table(page).getByRole('button', { name: 'Home charging cost' }).click(),
    );
    expect(sorted.searchParams.get('sortField')).toBe('expense');
    expect(sorted.searchParams.get('sortDir')).toBe('ASC');

    await page.getByRole('button', { name: /next/i }).first().click();
    await visible(page.getByText('Page 2 of 2'));

    const searched = await waitForRequest(page, 'userName=Daniel', () =>
      page.getByPlaceholder('Search by driver name').fill('Daniel'),
    );
    expect(searched.searchParams.get('pageNumber') ?? '0').toBe('0');
    await visible(table(page).getByRole('link', { name: 'Daniel Driver' }));
    await screenshot(page, 'home-table-searched');

    await page.getByRole('button', { name: 'Export' }).click();
    await visible(page.getByRole('dialog').getByText('CSV'));
    await screenshot(page, 'home-export-dialog');
    await page.context().close();
  });

  it('a PRO fleet manager switches to a child company and sees only its drivers', async () => {
    const page = await signedInHome('manager@demo.test');
    await visible(bodyRows(page));
    await page.getByTestId('company-selector').click();
    await page.getByRole('option', { name: 'Voltwerk München GmbH' }).click();
    await visible(table(page).getByRole('link', { name: 'Voltwerk München GmbH' }));
    const companies = await table(page).locator('tbody tr td:first-child').allInnerTexts();
    expect(companies.length).toBeGreaterThan(0);
    expect(new Set(companies.map((c) => c.trim()))).toEqual(new Set(['Voltwerk München GmbH']));
    await screenshot(page, 'manager-child-company');
    await page.context().close();
  });
});

describe('drivers and invites', () => {
  it('a fleet manager adds a driver and lands on the new driver', async () => {
    const page = await signedInHome('manager@demo.test');
    await page.goto(env.product.baseUrl + '/dashboard/driver');
    await page.getByRole('button', { name: 'Add driver' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('First name').fill('Erika');
    await dialog.getByLabel('Last name').fill('Mustermann');
    await dialog.getByLabel(/^Email/).fill('erika.mustermann@voltwerk.example');
    await dialog.getByRole('button', { name: 'Add driver' }).click();
    await page.waitForURL(/\/dashboard\/driver\/[0-9a-f-]{36}$/);
    await visible(page.getByText('erika.mustermann@voltwerk.example'));
    await screenshot(page, 'driver-added');
    await page.context().close();
  });

  it('a fleet manager assigns a spare cable to a driver from the cables page', async () => {
    const page = await signedInHome('manager@demo.test');
    await page.goto(env.product.baseUrl + '/dashboard/cable?assigned=false');
    const cables = page.getByRole('table', { name: 'Cables' });
    const row = cables.locator('tbody tr').filter({ hasText: 'Unassigned' }).first();
    await visible(row);
    const hardwareId = (await row.locator('td').first().innerText()).trim();
    await row.getByRole('button', { name: `Assign driver to cable ${hardwareId}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Assign driver' }).click();
    await visible(dialog.getByText('Please select a user.'));
    await dialog.getByRole('combobox', { name: /^Driver/ }).fill('Daniel');
    await page.getByRole('option', { name: /Daniel Driver/ }).click();
    await dialog.getByRole('button', { name: 'Assign driver' }).click();
    await visible(page.getByText(`Cable ${hardwareId} is now assigned to Daniel Driver.`));
    await screenshot(page, 'cable-assigned');
    await page.context().close();
  });

  it('a fleet manager invites drivers by email', async () => {
    const page = await signedInHome('manager@demo.test');
    await page.goto(env.product.baseUrl + '/dashboard/driver');
    await page.getByRole('button', { name: 'Invite drivers' }).click();
    const dialog = page.getByRole('dialog');
    const input = dialog.getByLabel('Email addresses');
    await input.fill('new.driver@voltwerk.example');
    await input.press('Enter');
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await visible(page.getByText(/1 invitation|sent/i));
    await screenshot(page, 'invites-sent');
    await page.context().close();
  });

  it('a driver accepts an invite on the public page', async () => {
    const page = await (await newContext(env.browser)).newPage();
    // The demo invitation was written in German, so its page speaks German.
    await page.goto(env.product.baseUrl + '/public/invite/demo-invite-pending');
    await page.getByRole('button', { name: 'Annehmen' }).click();
    await visible(page.getByText('Einladung angenommen'));
    await screenshot(page, 'invite-accepted');
    await page.goto(env.product.baseUrl + '/public/invite/not-a-real-token');
    await visible(page.getByText('Invalid Token'));
    await page.context().close();
  });
});
