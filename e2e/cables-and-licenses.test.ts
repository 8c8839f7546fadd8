import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { productAndBrowser, signedInAt, type Locale } from './support/journey.ts';
import { screenshot, visible } from './support/browser.ts';

const env = productAndBrowser();

const signedIn = (email: string, path: string, locale: Locale = 'en-US') => signedInAt(env, email, path, locale);

const HARDWARE_ID = 'FWC-E2E-0001';

/** Waits until a dialog has finished its opening transition, so a screenshot shows it as a person sees it. */
async function opened(dialog: Locator) {
  await visible(dialog);
  await expect.poll(() => dialog.first().evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
}

describe('cables and licenses', () => {
  it('an administrator registers a cable, assigns it and a license to a driver, renews the license, moves the renewal forward, invoices it and sees it paid', async () => {
    const page = await signedIn('admin@demo.test', '/dashboard/cable');
    const cables = page.getByRole('table', { name: 'Cables' });
    await visible(cables.locator('tbody tr'));

    // Register the cable.
    await page.getByRole('button', { name: 'Register cable' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Hardware ID').fill(HARDWARE_ID.toLowerCase());
    await dialog.getByRole('combobox', { name: /^Company/ }).fill('Voltwerk Holding');
    await page.getByRole('option', { name: 'Voltwerk Holding GmbH' }).click();
    await screenshot(page, 'cable-register-dialog');
    await dialog.getByRole('button', { name: 'Register cable' }).click();
    await visible(page.getByText(`Cable ${HARDWARE_ID} has been registered for Voltwerk Holding GmbH.`));

    // Assign it to Daniel Driver.
    await page.getByPlaceholder('Search by hardware ID').fill(HARDWARE_ID);
    const row = cables.locator('tbody tr').filter({ hasText: HARDWARE_ID });
    await visible(row);
    await row.getByRole('button', { name: `Assign driver to cable ${HARDWARE_ID}` }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: /^Driver/ }).fill('Daniel');
    await page.getByRole('option', { name: /Daniel Driver/ }).click();
    await dialog.getByRole('button', { name: 'Assign driver' }).click();
    await visible(page.getByText(`Cable ${HARDWARE_ID} is now assigned to Daniel Driver.`));
    await visible(row.getByRole('link', { name: 'Daniel Driver' }));
    await row.getByRole('button', { name: `More actions for cable ${HARDWARE_ID}` }).click();
    await page.getByRole('menuitem', { name: 'Cable history', exact: true }).click();
    await visible(page.getByRole('dialog').getByText('Daniel Driver'));
    await screenshot(page, 'cable-history');
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();

    // Assign a license for the driver and the new cable.
    await page.goto(env.product.baseUrl + '/dashboard/licenses');
    await page.getByRole('button', { name: 'Assign license' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: /^Driver/ }).fill('Daniel');
    await page.getByRole('option', { name: /Daniel Driver/ }).click();
    await visible(dialog.getByText(`The license names the driver's cable ${HARDWARE_ID}.`));
    await screenshot(page, 'license-assign-dialog');
    await dialog.getByRole('button', { name: 'Assign license' }).click();
    await visible(page.getByText(/License FW-[A-Z0-9-]+ has been assigned to Daniel Driver\./));

    // Renew it and move the renewal forward.
    await page.getByPlaceholder('Search driver, cable or license key').fill(HARDWARE_ID);
    const licenses = page.getByRole('table', { name: 'Licenses' });
    const license = licenses.locator('tbody tr').filter({ hasText: HARDWARE_ID });
    await visible(license.getByText('Active'));
    expect(await licenses.locator('tbody tr').count()).toBe(1);
    await license.getByRole('button', { name: /More actions for license/ }).click();
    await page.getByRole('menuitem', { name: 'Renewals' }).click();
    dialog = page.getByRole('dialog');
    await visible(dialog.getByText('No renewals yet.'));
    await dialog.getByRole('button', { name: 'Renew' }).click();
    await visible(page.getByText('A renewal for the next period has been opened.'));
    await dialog.getByRole('button', { name: 'Move to Awaiting confirmation' }).click();
    await visible(page.getByText('The renewal is now Awaiting confirmation.'));
    await dialog.getByRole('button', { name: 'Move to Accepted' }).click();
    await visible(dialog.getByRole('button', { name: 'Move to Invoiced' }));
    await screenshot(page, 'license-renewal-dialog');

    // Create the subscription renewal invoice: a draft attached to the renewal, which is then invoiced.
    const renewal = dialog.getByRole('table', { name: 'Renewals' }).locator('tbody tr').first();
    const [periodStart, periodEnd] = (await renewal.locator('td').first().innerText()).split(' – ').map((d) => d.trim());
    expect(periodEnd).toBeDefined();
    await dialog.getByRole('button', { name: 'Create renewal invoice' }).click();
    const confirm = page.getByRole('dialog', { name: 'Subscription renewal invoice' });
    await visible(confirm.getByText(`${periodStart} – ${periodEnd}`));
    await opened(confirm);
    await screenshot(page, 'license-renewal-invoice-dialog');
    await confirm.getByRole('button', { name: 'Create invoice' }).click();
    await visible(page.getByText('The renewal invoice has been created as a draft and attached to the renewal.'));
    await confirm.waitFor({ state: 'detached' });
    await visible(renewal.getByText('Invoiced', { exact: true }));
    await visible(renewal.getByText('Draft invoice'));
    expect(await dialog.getByRole('button', { name: 'Create renewal invoice' }).count()).toBe(0);
    await screenshot(page, 'license-renewal-invoiced');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await visible(license.getByText('Invoiced', { exact: true }));
    await screenshot(page, 'licenses-admin');

    // On the invoices page: the company's draft renewal invoice for the period; approve it and pay it in full.
    await page.goto(env.product.baseUrl + '/dashboard/invoices?status=DRAFT&kind=LICENSE_RENEWAL');
    const invoices = page.getByRole('table', { name: 'Invoices' });
    const draft = invoices
      .locator('tbody tr')
      .filter({ hasText: 'Voltwerk Holding GmbH' })
      .filter({ hasText: 'License renewal' })
      .filter({ hasText: periodStart! })
      .filter({ hasText: periodEnd! });
    await visible(draft.getByText('Draft', { exact: true }));
    expect(await draft.count()).toBe(1);
    const gross = (await draft.locator('td').nth(7).innerText()).trim();
    expect(gross).toMatch(/^€\d+\.\d{2}$/);
    await draft.getByRole('button').last().click();
    await page.getByRole('menuitem', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    const approved = page.getByText(/^Invoice \d{4}-\d{4} approved\.$/);
    await visible(approved);
    const number = /\d{4}-\d{4}/.exec(await approved.innerText())![0];

    await page.goto(env.product.baseUrl + '/dashboard/invoices?kind=LICENSE_RENEWAL');
    const invoice = invoices.locator('tbody tr').filter({ hasText: number });
    await visible(invoice.getByText('Open', { exact: true }));
    await invoice.getByRole('button').last().click();
    await page.getByRole('menuitem', { name: 'Payments' }).click();
    const payments = page.getByRole('dialog');
    await visible(payments.getByText(`Total gross ${gross} · paid €0.00 · open ${gross}`));
    await opened(payments);
    expect(await payments.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe(gross.slice(1));
    await screenshot(page, 'license-renewal-invoice-payments');
    await payments.getByRole('button', { name: 'Record payment' }).click();
    await visible(payments.getByText('Paid', { exact: true }));
    await visible(payments.getByText(`Total gross ${gross} · paid ${gross} · open €0.00`));
    await page.keyboard.press('Escape');
    await payments.waitFor({ state: 'detached' });
    await visible(invoice.getByText('Paid', { exact: true }));
    expect((await invoice.locator('td').nth(8).innerText()).trim()).toBe(gross);
    await screenshot(page, 'license-renewal-invoice-paid');

    // Back on the licenses: the renewal is paid, with its invoice.
    await page.goto(env.product.baseUrl + '/dashboard/licenses');
    await page.getByPlaceholder('Search driver, cable or license key').fill(HARDWARE_ID);
    await expect.poll(() => license.getByText('Paid', { exact: true }).count()).toBe(2);
    await license.getByRole('button', { name: /More actions for license/ }).click();
    await page.getByRole('menuitem', { name: 'Renewals' }).click();
    dialog = page.getByRole('dialog');
    await visible(renewal.getByText(number));
    expect(await renewal.getByText('Paid', { exact: true }).count()).toBe(2);
    await opened(dialog);
    await screenshot(page, 'license-renewal-paid');
    await page.context().close();
  });

  it('a fleet manager sees the own company’s licenses, in German too', async () => {
    const page = await signedIn('manager@demo.test', '/dashboard/licenses');
    const licenses = page.getByRole('table', { name: 'Licenses' });
    await visible(licenses.locator('tbody tr'));
    await visible(page.getByText(/Page 1 of \d+/));
    expect(await page.getByRole('button', { name: 'Assign license' }).count()).toBe(0);
    const companies = await licenses.locator('tbody tr td:first-child').allInnerTexts();
    expect(new Set(companies.map((c) => c.trim()))).toEqual(new Set(['Voltwerk Holding GmbH']));
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Connect' }).click();
    await page.waitForURL(/type=CONNECT/);
    await visible(licenses.locator('tbody tr').first().getByText('Connect'));
    const types = await licenses.locator('tbody tr td:nth-child(4)').allInnerTexts();
    expect(new Set(types.map((c) => c.trim()))).toEqual(new Set(['Connect']));
    await screenshot(page, 'licenses-manager');
    await page.context().close();

    const german = await signedIn('manager@demo.test', '/dashboard/licenses', 'de-DE');
    await visible(german.getByRole('table', { name: 'Lizenzen' }).locator('tbody tr'));
    await visible(german.getByRole('columnheader', { name: /Ablauf/ }));
    await screenshot(german, 'licenses-manager-de');
    await german.goto(env.product.baseUrl + '/dashboard/cable');
    await visible(german.getByRole('table', { name: 'Kabel' }).locator('tbody tr'));
    await screenshot(german, 'cables-manager-de');
    await german.context().close();
  });
});
