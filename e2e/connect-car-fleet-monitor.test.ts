import { describe, expect, it } from 'vitest';
import { productAndBrowser } from './support/journey.ts';
import { dismissHomeModals, newContext, screenshot, signIn, visible } from './support/browser.ts';

const env = productAndBrowser();

describe('connecting a car fills its fleet monitor row', () => {
  it('a fleet manager connects the car of a driver without one and sees the row turn connected with the car and its mileage', async () => {
    const page = await (await newContext(env.browser)).newPage();
    await page.goto(env.product.baseUrl + '/dashboard/home');
    await signIn(page, 'manager@demo.test');
    await page.waitForURL('**/dashboard/home');
    await dismissHomeModals(page);

    await page.goto(env.product.baseUrl + '/dashboard/fleet-monitor');
    const announcement = page.getByRole('dialog', { name: 'Connect is active' });
    // The first visit announces that Connect is active.
    await visible(announcement);
    await announcement.getByRole('button', { name: 'Got it' }).click();
    await announcement.waitFor({ state: 'detached' });
    const rows = page.getByRole('table', { name: 'Connect rows' });
    const withoutCar = rows.locator('tbody tr').filter({ hasText: 'No car connected' }).first();
    await visible(withoutCar);
    const driver = (await withoutCar.getByRole('link').first().innerText()).trim();
    await screenshot(page, 'connect-before');

    // The driver's page: connect the car through the provider's consent page in a new tab.
    await withoutCar.getByRole('link', { name: driver }).click();
    const section = page.getByRole('region', { name: 'Connected car' });
    const [consent] = await Promise.all([page.waitForEvent('popup'), section.getByRole('button', { name: 'Connect car' }).click()]);
    await consent.waitForURL('**/sandbox/car-api/oauth/authorize**');
    await consent.getByRole('button', { name: 'Allow' }).click();
    await visible(consent.getByText('The car is connected'));
    await consent.close();
    await visible(section.getByRole('button', { name: 'Refresh' }));

    // Back in the fleet monitor: the driver's row is connected, with the car and a latest mileage.
    await page.goto(env.product.baseUrl + '/dashboard/fleet-monitor');
    await page.getByPlaceholder('Search by driver name').fill(driver);
    const row = rows.locator('tbody tr').filter({ has: page.getByRole('link', { name: driver }) });
    await visible(row.getByText('Connected', { exact: true }));
    expect(await row.innerText()).not.toContain('No car connected');
    expect(await row.innerText()).toMatch(/\d[\d,.]* km/);
    await screenshot(page, 'connect-after');
    await page.context().close();
  });
});
