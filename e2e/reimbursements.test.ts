import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { productAndBrowser } from './support/journey.ts';
import { administratorAt, monthsAgo, screenshot, visible } from './support/browser.ts';

const env = productAndBrowser();

/** The demo leaves München's receipts of the month before last waiting to be bundled. */
const monthBeforeLast = () => monthsAgo(2);
const signedIn = (path: string, locale: 'en-US' | 'de-DE' = 'en-US'): Promise<Page> => administratorAt(env.browser, env.product.baseUrl, path, locale);

describe('receipt reimbursements', () => {
  it('an administrator bundles submitted receipts, releases them, pays one out through the bank and sees the payment status', async () => {
    const page = await signedIn('/dashboard/receipt-reimbursements');
    const list = page.getByRole('table', { name: 'Receipt reimbursements' });
    await visible(list.locator('tbody tr'));
    await screenshot(page, 'reimbursements-list');

    // Create: the company, the month before last, every open receipt.
    await page.getByRole('button', { name: 'Create reimbursement' }).click();
    const create = page.getByRole('dialog', { name: 'Create reimbursement' });
    await create.getByRole('combobox', { name: /Company/ }).fill('München');
    await create.getByRole('option', { name: 'Voltwerk München GmbH' }).click();
    const { year, month } = monthBeforeLast();
    await create.getByLabel('Year').fill(String(year));
    await create.getByLabel('Month').selectOption(String(month));
    const receipts = create.getByRole('table', { name: 'Submitted receipts in no other reimbursement' });
    await visible(receipts.locator('tbody tr'));
    const count = await receipts.locator('tbody tr').count();
    expect(count).toBeGreaterThan(0);
    await visible(create.getByText(`${count} selected`, { exact: false }));
    await screenshot(page, 'reimbursements-create');
    await create.getByRole('button', { name: 'Create reimbursement' }).click();

    // The new reimbursement opens: release it for payment.
    const detail = page.getByRole('dialog', { name: /^Reimbursement \d+$/ });
    await visible(detail.getByRole('table', { name: /^Items of reimbursement/ }));
    const title = (await detail.getByRole('heading').first().innerText()).trim();
    const number = title.replace(/\D+/g, '');
    await detail.getByRole('button', { name: 'Release for payment' }).click();
    const release = page.getByRole('dialog', { name: 'Release for payment' });
    await release.getByRole('button', { name: 'Release for payment' }).click();
    await visible(page.getByText(`Reimbursement ${number} is released for payment.`));

    // Pay the first item out through the bank sandbox.
    const payButton = detail.getByRole('button', { name: /^Pay out the reimbursement of / }).first();
    await visible(payButton);
    const driver = ((await payButton.getAttribute('aria-label')) ?? '').replace('Pay out the reimbursement of ', '');
    await payButton.click();
    // The bank checks the payee first (Verification of Payee); the name matches, so paying is one more click.
    const check = page.getByRole('dialog', { name: 'Check payee' });
    await visible(check.getByText('Name matches'));
    await check.getByRole('button', { name: /^Pay .* to / }).click();
    await visible(page.getByText(`The reimbursement of ${driver} was paid.`));
    const items = detail.getByRole('table', { name: /^Items of reimbursement/ });
    await visible(items.getByRole('row', { name: new RegExp(driver) }).getByText('Paid to bank account'));
    await visible(detail.getByRole('table', { name: /^Payment transactions of reimbursement/ }).getByText('Money out: success'));
    await screenshot(page, 'reimbursements-paid-item');

    // Back in the list: the reimbursement is released and its payment accepted.
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    const row = list.getByRole('row').filter({ has: page.getByRole('button', { name: `Open reimbursement ${number} of Voltwerk München GmbH`, exact: true }) });
    await visible(row.getByText('Accepted'));
    await visible(row.getByText('Approved'));
    await screenshot(page, 'reimbursements-list-after-payout');
    await page.context().close();

    // The same in German.
    const de = await signedIn('/dashboard/receipt-reimbursements', 'de-DE');
    const deList = de.getByRole('table', { name: 'Belegerstattungen' });
    const deRow = deList.getByRole('row').filter({ has: de.getByRole('button', { name: `Erstattung ${number} von Voltwerk München GmbH öffnen`, exact: true }) });
    await visible(deRow.getByText('Angenommen'));
    await screenshot(de, 'reimbursements-list-de');
    await deRow.getByRole('button', { name: `Erstattung ${number} von Voltwerk München GmbH öffnen`, exact: true }).click();
    const deDetail = de.getByRole('dialog', { name: `Erstattung ${number}` });
    await visible(deDetail.getByText('Auf Bankkonto bezahlt'));
    await screenshot(de, 'reimbursements-detail-de');
    await de.context().close();
  });

  it('the payment transactions page lists the payout and syncs the bank without duplicates', async () => {
    const page = await signedIn('/dashboard/payment-transactions');
    const table = page.getByRole('table', { name: 'Payment transactions' });
    await visible(table.locator('tbody tr'));
    await page.getByRole('button', { name: 'Sync bank transactions' }).click();
    await visible(page.getByText(/Bank transactions synced: \d+ new/));
    await page.getByRole('button', { name: 'Sync bank transactions' }).click();
    await visible(page.getByText('Bank transactions synced: 0 new, 0 updated.'));
    await screenshot(page, 'payment-transactions');
    await page.context().close();
  });
});
