import { describe, expect, it } from 'vitest';
import { productAndBrowser, signedInFromHome, type Locale } from './support/journey.ts';
import { screenshot, visible } from './support/browser.ts';

const env = productAndBrowser();

/** driver@demo.test, Daniel Driver of Voltwerk Holding (DEMO_IDS.users.driver). */
const DANIEL = '20000000-0000-4000-8000-000000000005';

const signedIn = (email: string, path: string, locale: Locale = 'en-US') => signedInFromHome(env, email, path, locale);

describe('vehicles and the connected-car provider', () => {
  it('an administrator connects a driver’s car through the consent page, sees it on the vehicles page and opens its history', async () => {
    const page = await signedIn('admin@demo.test', `/dashboard/driver/${DANIEL}`);
    const section = page.getByRole('region', { name: 'Connected car' });
    await visible(section.getByText('Connected', { exact: true }));
    await screenshot(page, 'vehicles-driver-connected');

    // Disconnect the demo car first, so the journey connects one from scratch.
    await section.getByRole('button', { name: 'Disconnect' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disconnect the car' });
    await confirm.getByRole('button', { name: 'Disconnect' }).click();
    await visible(section.getByRole('button', { name: 'Reconnect' }));

    const [consent] = await Promise.all([page.waitForEvent('popup'), section.getByRole('button', { name: 'Reconnect' }).click()]);
    await consent.waitForURL('**/sandbox/car-api/oauth/authorize**');
    await visible(consent.getByText('driver@demo.test'));
    await screenshot(consent, 'vehicles-consent-page');
    await consent.getByRole('button', { name: 'Allow' }).click();
    await consent.waitForURL('**/public/car-api/callback**');
    await visible(consent.getByText('The car is connected'));
    expect(await consent.getByText(/now sends its data for Daniel Driver/).count()).toBe(1);
    await screenshot(consent, 'vehicles-callback');
    await consent.close();

    // The driver page sees the car arrive while it waits.
    await visible(section.getByRole('button', { name: 'Refresh' }));
    // Connected cars come first on the driver page.
    const car = section.getByRole('article').first();
    await visible(car);
    const carName = (await car.locator('p').first().innerText()).trim();
    await screenshot(page, 'vehicles-driver-reconnected');

    await page.goto(`${env.product.baseUrl}/dashboard/vehicles?driverId=${DANIEL}`);
    const table = page.getByRole('table', { name: 'Vehicles' });
    const historyButton = table.getByRole('button', { name: `History of ${carName}` });
    await visible(historyButton);
    const row = table.locator('tbody tr').filter({ has: page.getByRole('button', { name: `History of ${carName}` }) });
    expect(await row.innerText()).toContain('Daniel Driver');
    expect(await row.innerText()).toMatch(/\bconnected\b/i);
    await screenshot(page, 'vehicles-list');
    await historyButton.click();
    const history = page.getByRole('dialog', { name: `History of ${carName}` });
    await visible(history.getByRole('table', { name: 'Vehicle history' }).locator('tbody tr'));
    await visible(history.getByText('Page 1 of 1'));
    await page.waitForTimeout(500); // the dialog's opening transition
    await screenshot(page, 'vehicles-history');
    await page.context().close();
  });

  it('in German: the vehicles page and a vehicle history', async () => {
    const page = await signedIn('admin@demo.test', '/dashboard/vehicles', 'de-DE');
    const table = page.getByRole('table', { name: 'Fahrzeuge' });
    await visible(table.locator('tbody tr'));
    await visible(page.getByRole('columnheader', { name: /Kilometerstand/ }));
    await screenshot(page, 'vehicles-list-de');
    const row = table.locator('tbody tr').first();
    await row.getByRole('button', { name: /^Verlauf von/ }).click();
    await visible(page.getByRole('dialog').getByRole('table', { name: 'Fahrzeugverlauf' }).locator('tbody tr'));
    await page.waitForTimeout(500); // the dialog's opening transition
    await screenshot(page, 'vehicles-history-de');
    await page.context().close();
  });
});
