import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_IDS } from '../apps/server/src/demo/accounts.ts';
import { checkDatevFile } from '../apps/server/test/datev-format-check.ts';
import { productAndBrowser } from './support/journey.ts';
import { dismissHomeModals, newContext, screenshot, signIn, visible } from './support/browser.ts';

const env = productAndBrowser();

async function signedIn(email: string, path: string, locale: 'en-US' | 'de-DE' = 'en-US'): Promise<Page> {
  const page = await (await newContext(env.browser, locale)).newPage();
  await page.goto(env.product.baseUrl + '/dashboard/home');
  await signIn(page, email, 'demo-password', locale === 'de-DE' ? { email: 'E-Mail', password: 'Passwort', submit: 'Anmelden' } : undefined);
  await page.waitForURL('**/dashboard/home');
  await dismissHomeModals(page, locale);
  await page.goto(env.product.baseUrl + path);
  return page;
}

describe('the DATEV month close for the accountant', () => {
  it('a fleet manager chooses SKR04 at five digits in the export options, and the DATEV file of the month books on those accounts', async () => {
    const page = await signedIn('manager@demo.test', `/dashboard/company/${DEMO_IDS.companies.parent}`);
    await page.getByRole('button', { name: 'Export options: Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export options' });
    await visible(dialog.getByText(/DATEV booking batch \(EXTF Buchungsstapel\)/));
    await dialog.getByRole('radio', { name: 'SKR04 (balance sheet structure)' }).check();
    const length = dialog.getByRole('textbox', { name: /Account length/ });
    await length.fill('5');
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Expense account' }).getAttribute('placeholder')).toBe('65300');
    await screenshot(page, 'export-options-datev');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('The settings were saved.'));
    await visible(page.getByTestId('setting-exportOptions').getByText(/SKR04/));

    const last = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1));
    await page.goto(`${env.product.baseUrl}/dashboard/receipts?y=${last.getUTCFullYear()}&m=${last.getUTCMonth() + 1}`);
    await page.getByRole('button', { name: 'Month close' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'DATEV Buchungsstapel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^EXTF_Buchungsstapel_month-close-\d{4}-\d{2}\.csv$/);
    const file = checkDatevFile(readFileSync((await download.path())!));
    expect(file.problems).toEqual([]);
    expect(file.header[13]).toBe('5');
    expect(file.header[26]).toBe('04');
    expect(file.bookings.length).toBeGreaterThan(0);
    expect(file.bookings.every((b) => b.Konto === '65300' && b['Gegenkonto (ohne BU-Schlüssel)'] === '37200')).toBe(true);
    await page.context().close();
  });

  it('in German, the dialog explains the DATEV numbers', async () => {
    const page = await signedIn('manager@demo.test', `/dashboard/company/${DEMO_IDS.companies.parent}`, 'de-DE');
    await page.getByRole('button', { name: 'Exportoptionen: Bearbeiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportoptionen' });
    await visible(dialog.getByText(/DATEV-Buchungsstapel \(EXTF\)/));
    await visible(dialog.getByRole('textbox', { name: 'Beraternummer' }));
    await screenshot(page, 'export-options-datev-de');
    await page.context().close();
  });
});
