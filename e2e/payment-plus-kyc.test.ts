import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_IDS } from '../apps/server/src/demo/accounts.ts';
import { productAndBrowser } from './support/journey.ts';
import { dismissHomeModals, newContext, screenshot, signIn, visible } from './support/browser.ts';

/*
 * A fleet manager of a Payment+ company sees the KYC of the company's and the drivers' Lemonway
 * accounts on the company page and sends a driver's ID card to Lemonway (the built-in sandbox);
 * Lemonway's verdict then shows, in English and German.
 */

const env = productAndBrowser();

async function signedIn(email: string, path: string, locale: 'en-US' | 'de-DE' = 'en-US'): Promise<Page> {
  const page = await (await newContext(env.browser, locale)).newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(env.product.baseUrl + '/dashboard/home');
  await signIn(page, email, 'demo-password', locale === 'de-DE' ? { email: 'E-Mail', password: 'Passwort', submit: 'Anmelden' } : undefined);
  await page.waitForURL('**/dashboard/home');
  await dismissHomeModals(page, locale);
  await page.goto(env.product.baseUrl + path);
  return page;
}

/** A small PNG, as a phone photo of an ID card would be. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096, 9)]);

describe('Payment+ KYC on the company page', () => {
  it("a fleet manager sees each Payment+ account's KYC at Lemonway, sends a driver's ID card, and sees Lemonway's verdict", async () => {
    const page = await signedIn('manager@demo.test', `/dashboard/company/${DEMO_IDS.companies.parent}`);
    const table = page.getByRole('table', { name: 'Payment+ accounts and their KYC' });
    const company = table.getByRole('row').filter({ hasText: 'Company account' });
    await visible(company.getByText('KYC 2 (complete)'));
    const driverRow = table.locator('tbody tr').filter({ hasText: 'Driver' }).first();
    const sendButton = driverRow.getByRole('button', { name: /^Send KYC document for / });
    const driver = ((await sendButton.getAttribute('aria-label')) ?? '').replace('Send KYC document for ', '');
    const accountId = (await driverRow.locator('td').nth(1).innerText()).trim();

    await sendButton.click();
    const dialog = page.getByRole('dialog', { name: 'Send KYC document' });
    await visible(dialog.getByText(`The document goes to Lemonway, which checks it for the Payment+ account of ${driver}. Fleetwatt does not keep it.`));
    await dialog.getByRole('button', { name: 'Send to Lemonway' }).click();
    await visible(dialog.getByText('Please choose what kind of document this is.'));
    await dialog.getByRole('combobox', { name: /Kind of document/ }).selectOption({ label: 'ID card (both sides in one file)' });
    await dialog.getByLabel(/^File/).setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: PNG });
    await screenshot(page, 'payment-plus-kyc-send');
    await dialog.getByRole('button', { name: 'Send to Lemonway' }).click();
    await visible(page.getByText(`The document was sent to Lemonway for ${driver}.`));

    // Lemonway checks the document and lowers the account to KYC 1 while it does; the product is notified.
    const verdict = await fetch(`${env.product.baseUrl}/sandbox/lemonway/_accounts/${accountId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 5 }),
    });
    expect(verdict.ok).toBe(true);
    await page.reload();
    await visible(table.locator('tbody tr').filter({ hasText: accountId }).getByText('KYC 1 (documents being checked)'));
    await screenshot(page, 'payment-plus-kyc-pending');
    await page.context().close();

    const de = await signedIn('manager@demo.test', `/dashboard/company/${DEMO_IDS.companies.parent}`, 'de-DE');
    const deTable = de.getByRole('table', { name: 'Payment+-Konten und ihr KYC' });
    await visible(deTable.locator('tbody tr').filter({ hasText: accountId }).getByText('KYC 1 (Dokumente in Prüfung)'));
    await visible(deTable.getByRole('row').filter({ hasText: 'Unternehmenskonto' }).getByText('KYC 2 (vollständig)'));
    await screenshot(de, 'payment-plus-kyc-de');
    await de.context().close();
  });
});
