import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { productAndBrowser, signedInAt, type Locale } from './support/journey.ts';
import { screenshot, visible } from './support/browser.ts';

const env = productAndBrowser();

const signedIn = (email: string, path: string, locale: Locale = 'en-US') => signedInAt(env, email, path, locale);

const rowsTable = (page: Page, name = 'Connect rows') => page.getByRole('table', { name });

describe('the Connect fleet monitor', () => {
  it("a fleet manager of a CarApi company sees the rows and summary, a driver's chart, and sets a mileage plan", async () => {
    const page = await signedIn('manager@demo.test', '/dashboard/fleet-monitor');
    // The first visit announces that Connect is active.
    const announcement = page.getByRole('dialog', { name: 'Connect is active' });
    await visible(announcement);
    await announcement.getByRole('button', { name: 'Got it' }).click();
    await announcement.waitFor({ state: 'detached' });

    await visible(rowsTable(page).getByRole('link', { name: 'Daniel Driver' }));
    await visible(page.getByTestId('connect-summary-forecast'));
    expect(await page.getByTestId('connect-summary-forecast').innerText()).toMatch(/\d km$/);
    expect(await page.getByTestId('connect-summary-driven').innerText()).toMatch(/\d km$/);
    expect(await rowsTable(page).locator('tbody tr').count()).toBeGreaterThan(5);
    await screenshot(page, 'fleet-monitor-rows');

    const daniel = rowsTable(page).locator('tbody tr').filter({ has: page.getByRole('link', { name: 'Daniel Driver' }) });
    await daniel.getByRole('button', { name: 'Actions for Daniel Driver' }).click();
    await page.getByRole('menuitem', { name: 'Mileage chart' }).click();
    const chart = page.getByRole('dialog', { name: /^Daniel Driver: mileage \d{4}$/ });
    await visible(chart.getByRole('table', { name: 'Kilometres per month' }));
    await visible(chart.locator('.recharts-line').first());
    await screenshot(page, 'fleet-monitor-driver-chart');
    await chart.getByRole('button').first().click();
    await chart.waitFor({ state: 'detached' });

    await daniel.getByRole('button', { name: 'Actions for Daniel Driver' }).click();
    await page.getByRole('menuitem', { name: 'Mileage plan' }).click();
    const plan = page.getByRole('dialog', { name: 'Mileage plan' });
    const field = plan.getByLabel('Planned kilometres per year');
    await field.fill('27500');
    await screenshot(page, 'fleet-monitor-mileage-plan');
    await plan.getByRole('button', { name: 'Save plan' }).click();
    await visible(page.getByText('The mileage plan of Daniel Driver was saved.'));
    await visible(daniel.getByText('27,500 km'));

    await page.getByRole('link', { name: 'Mileage table' }).click();
    await page.waitForURL('**/dashboard/fleet-monitor/mileage**');
    await visible(rowsTable(page, 'Fleet monitor mileage table').getByRole('link', { name: 'Daniel Driver' }));
    await screenshot(page, 'fleet-monitor-mileage-table');
    await page.context().close();
  });

  it('a LIGHT company without CarApi sees the upgrade badge and starts the 14-day trial (in German)', async () => {
    const page = await signedIn('light@demo.test', '/dashboard/fleet-monitor', 'de-DE');
    const feature = page.getByRole('dialog', { name: 'Der Connect-Flottenmonitor' });
    await visible(feature);
    await screenshot(page, 'fleet-monitor-feature-modal-de');
    await feature.getByLabel('Nicht mehr anzeigen').check();
    await feature.getByRole('button', { name: 'Schließen', exact: true }).click();
    await feature.waitFor({ state: 'detached' });

    await visible(page.getByText('Upgrade', { exact: true }));
    await visible(page.getByText('Ihr Unternehmen benötigt ein Upgrade, um diese Funktion zu nutzen'));
    await screenshot(page, 'fleet-monitor-upgrade-de');
    await page.getByRole('button', { name: '14-Tage-Test starten' }).click();
    await visible(page.getByText(/^Connect-Test bis /));
    await visible(rowsTable(page, 'Connect-Zeilen'));
    const activated = page.getByRole('dialog', { name: 'Connect ist aktiv' });
    await visible(activated);
    await activated.getByRole('button', { name: 'Verstanden' }).click();
    await activated.waitFor({ state: 'detached' });
    await visible(page.getByTestId('connect-summary-forecast'));
    await screenshot(page, 'fleet-monitor-trial-de');
    expect(await page.getByRole('button', { name: '14-Tage-Test starten' }).count()).toBe(0);
    await page.context().close();
  });

  it('the mileage page shows every reading with its source and age, and each driver month against the plan', async () => {
    const page = await signedIn('manager@demo.test', '/dashboard/mileage');
    const readings = page.getByRole('table', { name: 'Odometer readings' });
    await visible(readings.locator('tbody tr td a'));
    await visible(readings.getByText(/ago$/));
    await visible(readings.getByText('Car', { exact: true }));
    await screenshot(page, 'mileage-all-data');
    await page.getByText('Aggregated', { exact: true }).click();
    const aggregated = page.getByRole('table', { name: 'Mileage per driver and month' });
    await visible(aggregated.locator('tbody tr td a'));
    await visible(aggregated.getByText(/^of [\d,]+ km$/));
    await screenshot(page, 'mileage-aggregated');
    await page.context().close();
  });
});
