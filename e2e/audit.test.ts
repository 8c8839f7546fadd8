import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../apps/server/src/demo/accounts.ts';
import { productAndBrowser, signedInAt, type Locale } from './support/journey.ts';
import { screenshot, visible } from './support/browser.ts';

const env = productAndBrowser();

const signedIn = (email: string, path: string, locale: Locale = 'en-US') => signedInAt(env, email, path, locale);

describe('audit trail', () => {
  it('a fleet manager changes the receipt due day and finds the change, before and after, in the audit trail', async () => {
    const page = await signedIn('manager@demo.test', `/dashboard/company/${DEMO_IDS.companies.parent}`);

    // Change the receipt due day on the company page.
    const setting = page.getByTestId('setting-receiptDueDate');
    await visible(setting);
    const before = Number(/\d+/.exec(await setting.innerText())![0]);
    const after = before === 28 ? 27 : 28;
    await page.getByRole('button', { name: 'Receipt due date: Edit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Receipt due day').fill(String(after));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('The settings were saved.'));
    await visible(page.getByTestId('setting-receiptDueDate').getByText(`Day ${after} of the month`));
    await page.getByText('The settings were saved.').waitFor({ state: 'hidden' });

    // The audit trail, from the sidebar, shows it first: who, what, and the day before and after.
    await page.getByRole('navigation').getByRole('link', { name: 'Audit trail' }).click();
    await page.waitForURL('**/dashboard/audit');
    const table = page.getByRole('table', { name: 'Audit trail' });
    const first = table.locator('tbody tr').first();
    await visible(first.getByText(`Receipt due day: ${before} → ${after}`));
    await visible(first.getByText('manager@demo.test'));
    await visible(first.getByText('Company', { exact: true }));
    await visible(first.getByText('Changed'));
    expect(await page.getByRole('columnheader', { name: 'Company' }).count()).toBe(0);

    // Narrowed to company changes by this manager, the change is still there.
    await page.getByRole('textbox', { name: 'Who' }).fill('manager@demo');
    await page.getByRole('combobox', { name: 'What' }).click();
    await page.getByRole('option', { name: 'Company', exact: true }).click();
    await page.waitForURL(/entity=companies/);
    await page.waitForURL(/actor=manager%40demo/);
    await visible(table.locator('tbody tr').first().getByText(`Receipt due day: ${before} → ${after}`));
    await screenshot(page, 'audit-trail');

    // The details show the stored values.
    await table.locator('tbody tr').first().getByRole('button', { name: /^Details of the change to Company/ }).click();
    const details = page.getByRole('dialog', { name: 'Recorded change' });
    await visible(details.getByTestId('audit-json-after').getByText(`"receipt_due_day": ${after}`));
    await screenshot(page, 'audit-trail-details');
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await page.context().close();

    // The same trail in German.
    const german = await signedIn('manager@demo.test', '/dashboard/audit', 'de-DE');
    const tabelle = german.getByRole('table', { name: 'Änderungsprotokoll' });
    await visible(tabelle.locator('tbody tr').first().getByText(`Fälligkeitstag der Belege: ${before} → ${after}`));
    await visible(tabelle.locator('tbody tr').first().getByText('Geändert'));
    await visible(german.getByRole('heading', { level: 1, name: 'Änderungsprotokoll' }));
    await screenshot(german, 'audit-trail-de');
    await german.context().close();
  });

  it('an administrator sees the company of each change', async () => {
    const page = await signedIn('admin@demo.test', '/dashboard/audit');
    const table = page.getByRole('table', { name: 'Audit trail' });
    await visible(page.getByRole('columnheader', { name: 'Company' }));
    // The fleet manager's change above belongs to Voltwerk Holding.
    await visible(table.getByRole('link', { name: 'Voltwerk Holding GmbH' }));
    await screenshot(page, 'audit-trail-admin');
    await page.context().close();
  });
});
