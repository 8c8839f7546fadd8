import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { productAndBrowser } from './support/journey.ts';
import { newContext, screenshot, signIn, visible } from './support/browser.ts';

const env = productAndBrowser();

async function signedIn(email: string, path: string, locale: 'en-US' | 'de-DE' = 'en-US'): Promise<Page> {
  const page = await (await newContext(env.browser, locale)).newPage();
  await page.goto(env.product.baseUrl + path);
  await signIn(page, email, 'demo-password', locale === 'de-DE' ? { email: 'E-Mail', password: 'Passwort', submit: 'Anmelden' } : undefined);
  await page.waitForURL(`**${path.split('?')[0]}*`);
  return page;
}

describe('charging sessions', () => {
  it('a fleet manager sees the indicators, filters by a driver and exports CSV', async () => {
    const page = await signedIn('manager@demo.test', '/dashboard/charging-sessions?size=10');
    const table = page.getByRole('table', { name: 'Charging sessions' });
    await visible(table.locator('tbody tr td a'));
    await expect.poll(() => page.getByTestId('summary-energyConsumption').innerText()).toMatch(/kWh$/);
    expect(await page.getByTestId('summary-expenses').innerText()).toMatch(/^€[\d,]+\.\d{2}$/);
    expect(await page.getByTestId('summary-avgPricePerKWh').innerText()).toMatch(/^€0\.\d{4}\/kWh$/);
    await screenshot(page, 'charging-sessions-manager');

    await page.getByRole('combobox', { name: 'Driver' }).fill('Daniel');
    await page.getByRole('option', { name: /Daniel Driver/ }).click();
    await page.waitForURL(/driverId=/);
    await expect.poll(async () => new Set(await table.locator('tbody tr td:first-child').allInnerTexts())).toEqual(new Set(['Daniel Driver']));
    await screenshot(page, 'charging-sessions-driver-filter');

    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'CSV', exact: true }).check();
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^charging-sessions-\d{4}-\d{2}\.csv$/);
    const text = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toContain('Company,Driver,Cable hardware ID');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.includes('Daniel Driver'))).toBe(true);
    await page.context().close();
  });

  it('an administrator marks a session in review as reviewed', async () => {
    const page = await signedIn('admin@demo.test', '/dashboard/charging-sessions-review?size=10');
    const table = page.getByRole('table', { name: 'Charging sessions to review' });
    const row = table.locator('tbody tr').first();
    await visible(row.getByText('To be reviewed'));
    await screenshot(page, 'charging-sessions-review');
    const total = await page.getByTestId('table-total').innerText();
    await row.getByRole('button', { name: /^Actions for the session of/ }).click();
    await page.getByRole('menuitem', { name: 'Review status' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Review status' }).click();
    await dialog.getByRole('option', { name: 'Reviewed', exact: true }).click();
    await screenshot(page, 'charging-sessions-review-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('The review status was saved.'));
    await expect.poll(() => page.getByTestId('table-total').innerText()).not.toBe(total);
    await page.context().close();
  });

  it('speaks German', async () => {
    const page = await signedIn('manager@demo.test', '/dashboard/charging-sessions?size=10', 'de-DE');
    await visible(page.getByRole('table', { name: 'Ladevorgänge' }).locator('tbody tr td a'));
    await visible(page.getByText('Energieverbrauch'));
    await screenshot(page, 'charging-sessions-de');
    await page.goto(env.product.baseUrl + '/dashboard/charging-sessions/external?size=10&m=');
    await visible(page.getByRole('table', { name: 'Externe Ladevorgänge' }));
    await screenshot(page, 'charging-sessions-external-de');
    await page.context().close();
  });
});
