import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { productAndBrowser } from './support/journey.ts';
import { dismissHomeModals, newContext, screenshot, signIn, visible } from './support/browser.ts';

const env = productAndBrowser();
const DANIEL = '20000000-0000-4000-8000-000000000005';

async function signedIn(email: string, locale: 'en-US' | 'de-DE' = 'en-US'): Promise<Page> {
  const page = await (await newContext(env.browser, locale)).newPage();
  await page.goto(env.product.baseUrl + '/dashboard/home');
  await signIn(page, email, 'demo-password', locale === 'de-DE' ? { email: 'E-Mail', password: 'Passwort', submit: 'Anmelden' } : undefined);
  await page.waitForURL('**/dashboard/home');
  await dismissHomeModals(page, locale);
  return page;
}

describe('receipts', () => {
  it("a fleet manager makes a driver's receipt for last month, previews the PDF and submits it", async () => {
    const page = await signedIn('manager@demo.test');
    await page.goto(`${env.product.baseUrl}/dashboard/receipts?driverId=${DANIEL}`);
    const table = page.getByRole('table', { name: 'Receipts' });
    const row = table.locator('tbody tr').filter({ hasText: 'Daniel Driver' });
    await visible(row.getByText('Draft'));
    await screenshot(page, 'receipts-list');

    // Last month's draft came from the due day; delete it and make it again by hand.
    const number = (await row.locator('td').first().innerText()).trim();
    await row.getByRole('button', { name: `Actions for receipt ${number}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete receipt' }).getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByText(`Receipt ${number} was deleted.`));
    await visible(page.getByText('No receipts for this selection.'));

    await page.getByRole('button', { name: 'Create receipt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create receipt' });
    await dialog.getByRole('combobox', { name: /^Driver/ }).fill('Daniel');
    await page.getByRole('option', { name: /Daniel Driver/ }).click();
    await screenshot(page, 'receipt-create-dialog');
    await dialog.getByRole('button', { name: 'Create receipt' }).click();
    await visible(page.getByText(/Receipt \d+ for Daniel Driver was created as a draft\./));
    const created = table.locator('tbody tr').filter({ hasText: 'Daniel Driver' });
    await visible(created.getByText('Draft'));
    const newNumber = (await created.locator('td').first().innerText()).trim();
    expect(Number(newNumber)).toBeGreaterThan(Number(number));

    await created.getByRole('button', { name: `Actions for receipt ${newNumber}` }).click();
    await page.getByRole('menuitem', { name: 'Preview PDF' }).click();
    const preview = page.getByRole('dialog', { name: `Receipt ${newNumber}` });
    await visible(preview.locator('iframe'));
    await page.waitForTimeout(1500);
    await screenshot(page, 'receipt-preview');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    await created.getByRole('button', { name: `Actions for receipt ${newNumber}` }).click();
    await page.getByRole('menuitem', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: 'Submit receipt' }).getByRole('button', { name: 'Submit' }).click();
    await visible(page.getByText(`Receipt ${newNumber} was submitted.`));
    await visible(created.getByText('Submitted', { exact: true }));
    await screenshot(page, 'receipt-submitted');
    await page.context().close();
  });

  it('the receipts page in German', async () => {
    const page = await signedIn('manager@demo.test', 'de-DE');
    await page.goto(`${env.product.baseUrl}/dashboard/receipts`);
    const table = page.getByRole('table', { name: 'Belege' });
    await visible(table.locator('tbody tr').getByText('Entwurf'));
    await screenshot(page, 'receipts-list-de');
    const first = table.locator('tbody tr').first();
    const number = (await first.locator('td').first().innerText()).trim().split(/\s/)[0];
    await first.getByRole('button', { name: `Aktionen für Beleg ${number}` }).click();
    await page.getByRole('menuitem', { name: 'PDF-Vorschau' }).click();
    await visible(page.getByRole('dialog', { name: `Beleg ${number}` }).locator('iframe'));
    await page.waitForTimeout(1500);
    await screenshot(page, 'receipt-preview-de');
    await page.context().close();
  });
});
