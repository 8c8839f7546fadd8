import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { loadConfig } from '../apps/server/src/config.ts';
import { fetchAccessToken } from '../apps/server/test/tokens.ts';
import { productAndBrowser, signedInAt, type Locale } from './support/journey.ts';
import { screenshot, visible } from './support/browser.ts';

const env = productAndBrowser();

const signedIn = (email: string, path: string, locale: Locale = 'en-US') => signedInAt(env, email, path, locale);

/** A call to the API as the administrator, with a real token from the login page. */
async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const config = loadConfig({ PUBLIC_URL: env.product.baseUrl, NODE_ENV: 'production' });
  const token = await fetchAccessToken(config, 'admin@demo.test', 'demo-password');
  const res = await fetch(`${env.product.baseUrl}/backend${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

const invoiceTable = (page: Page, name = 'Invoices') => page.getByRole('table', { name });

/** Records the open amount in the payments dialog of the row and waits until it says paid. */
async function payInFull(page: Page, row: Locator, texts: { payments: string; record: string; paid: string; close: string }) {
  await row.getByRole('button').last().click();
  await page.getByRole('menuitem', { name: texts.payments }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: texts.record }).click();
  await visible(dialog.getByText(texts.paid, { exact: true }));
  return dialog;
}

describe('invoices', () => {
  it('an administrator creates an invoice for a company, approves it, records a payment and sees it paid', async () => {
    const page = await signedIn('admin@demo.test', '/dashboard/invoices');
    await visible(invoiceTable(page).locator('tbody tr'));

    await page.getByRole('button', { name: 'New invoice' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('combobox', { name: /^Company/ }).fill('Lone Star');
    await page.getByRole('option', { name: 'Lone Star EV Inc.' }).click();
    await expect.poll(() => form.getByRole('textbox', { name: 'Billing email' }).inputValue()).toContain('@');
    await form.getByRole('textbox', { name: 'Product 1' }).fill('Fleet onboarding workshop');
    await form.getByRole('textbox', { name: 'Text 1' }).fill('Two sessions on site');
    await form.getByRole('textbox', { name: 'Quantity 1' }).fill('2');
    await form.getByRole('textbox', { name: 'Unit price 1' }).fill('2160.50');
    await visible(form.getByText('Total gross: $4,321.00'));
    await screenshot(page, 'invoice-form');
    await form.getByRole('button', { name: 'Save draft' }).click();
    await visible(page.getByText('Invoice draft saved.'));

    const row = invoiceTable(page).locator('tbody tr').filter({ hasText: '$4,321.00' });
    await visible(row.getByText('Draft', { exact: true }));
    await row.getByRole('button').last().click();
    await page.getByRole('menuitem', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await visible(page.getByText(/^Invoice \d{4}-\d{4} approved\.$/));
    await visible(row.getByText('Open', { exact: true }));
    const number = (await row.locator('td').first().innerText()).trim();
    expect(number).toMatch(/^\d{4}-\d{4}$/);

    const dialog = await payInFull(page, row, { payments: 'Payments', record: 'Record payment', paid: 'Paid', close: 'Close' });
    await visible(dialog.getByText('Received'));
    await screenshot(page, 'invoice-payments-paid');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await visible(row.getByText('Paid', { exact: true }));
    await visible(row.getByText('$4,321.00').nth(1));
    await screenshot(page, 'invoice-list-paid');
    await page.context().close();
  });

  it('paying a license renewal invoice moves the renewal to PAID (in German)', async () => {
    // The renewal the licenses area has accepted gets its invoice, attached as licenses does it.
    const licenses = await api<{ results: { id: string; renewalId: string | null }[] }>('GET', '/licenses/search?renewalStatus=ACCEPTED');
    const license = licenses.results.find((l) => l.renewalId)!;
    expect(license).toBeDefined();
    const draft = await api<{ id: string }>('POST', `/invoices/license-renewal/${license.renewalId}`);
    const attached = await api<{ status: string }>('POST', `/licenses/${license.id}/renewals/${license.renewalId}/invoice`, { invoiceId: draft.id });
    expect(attached.status).toBe('INVOICED');

    const page = await signedIn('admin@demo.test', '/dashboard/invoices?status=DRAFT', 'de-DE');
    const row = invoiceTable(page, 'Rechnungen').locator('tbody tr').filter({ hasText: 'Lizenzverlängerung' });
    await visible(row);
    await row.getByRole('button').last().click();
    await page.getByRole('menuitem', { name: 'Freigeben' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Freigeben' }).click();
    const toast = page.getByText(/^Rechnung \d{4}-\d{4} freigegeben\.$/);
    await visible(toast);
    const number = /\d{4}-\d{4}/.exec(await toast.innerText())![0];

    await page.goto(`${env.product.baseUrl}/dashboard/invoices?kind=LICENSE_RENEWAL`);
    const open = invoiceTable(page, 'Rechnungen').locator('tbody tr').filter({ hasText: number });
    await visible(open.getByText('Offen', { exact: true }));
    const dialog = await payInFull(page, open, { payments: 'Zahlungen', record: 'Zahlung erfassen', paid: 'Bezahlt', close: 'Schließen' });
    await visible(dialog.getByText('Eingegangen'));
    await screenshot(page, 'invoice-renewal-paid-de');

    const renewals = await api<{ id: string; status: string }[]>('GET', `/licenses/${license.id}/renewals`);
    expect(renewals.find((r) => r.id === license.renewalId)?.status).toBe('PAID');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await visible(open.getByText('Bezahlt', { exact: true }));
    await screenshot(page, 'invoice-list-de');
    await page.context().close();
  });
});
