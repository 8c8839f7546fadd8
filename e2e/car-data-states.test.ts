import { describe, expect, it } from 'vitest';
import { productAndBrowser, signedInFromHome, type Locale } from './support/journey.ts';
import { screenshot, visible } from './support/browser.ts';

const env = productAndBrowser();

/** driver@demo.test, Daniel Driver of Voltwerk Holding, whose demo car is connected. */
const DANIEL = '20000000-0000-4000-8000-000000000005';

const signedIn = (email: string, path: string, locale: Locale = 'en-US') => signedInFromHome(env, email, path, locale);

const faults = (method: 'POST' | 'DELETE', body?: unknown) =>
  fetch(`${env.product.baseUrl}/sandbox/car-api/_faults`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });

describe('a car that gives no reading', () => {
  it('an asleep car keeps its last mileage and says why, on the driver page and the vehicles page, in English and German', async () => {
    const page = await signedIn('admin@demo.test', `/dashboard/driver/${DANIEL}`, 'en-US');
    const section = page.getByRole('region', { name: 'Connected car' });
    const car = section.getByRole('article').first();
    await visible(car);
    const mileage = (await car.innerText()).match(/\d[\d,.]* km/)?.[0];

    expect((await faults('POST', { mode: 'asleep' })).status).toBe(201);
    await section.getByRole('button', { name: 'Refresh' }).click();
    await visible(car.getByText('Car asleep – last reading kept'));
    expect(await car.innerText()).toContain(mileage);
    await screenshot(page, 'car-data-state-driver');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'car-data-state-driver-mobile');

    const german = await signedIn('admin@demo.test', `/dashboard/vehicles?driverId=${DANIEL}`, 'de-DE');
    await visible(german.getByText('Fahrzeug schläft – letzte Werte bleiben').first());
    await screenshot(german, 'car-data-state-vehicles-de');

    // Awake again: the next read clears the line.
    expect((await faults('DELETE')).status).toBe(204);
    await page.setViewportSize({ width: 1440, height: 900 });
    await section.getByRole('button', { name: 'Refresh' }).click();
    await car.getByText('Car asleep – last reading kept').waitFor({ state: 'detached' });
    await page.context().close();
    await german.context().close();
  });
});
