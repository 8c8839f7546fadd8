import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { productAndBrowser } from './support/journey.ts';
import { dismissHomeModals, newContext, screenshot, signIn, visible } from './support/browser.ts';

const env = productAndBrowser();
const COMPANY = 'Voltwerk München GmbH';

/** Last month: the month whose receipts the due day drafted. */
function lastMonth(now = new Date()) {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

async function asAdministrator(): Promise<Page> {
  const page = await (await newContext(env.browser)).newPage();
  await page.goto(env.product.baseUrl + '/dashboard/home');
  await signIn(page, 'admin@demo.test');
  await page.waitForURL('**/dashboard/home');
  await dismissHomeModals(page);
  return page;
}

describe("a month of charging becomes money in the driver's account", () => {
  it('draft receipt, submit, reimbursement, release, payout, and the payment status in the list', async () => {
    const page = await asAdministrator();

    // The due day drafted last month's receipts of Voltwerk München (paid by bank transfer): submit one.
    await page.goto(`${env.product.baseUrl}/dashboard/receipts`);
    const receipts = page.getByRole('table', { name: 'Receipts' });
    const drafts = receipts.locator('tbody tr').filter({ hasText: COMPANY }).filter({ hasText: 'Draft' });
    await visible(drafts);
    let number = '';
    let driver = '';
    for (let i = 0; i < 6 && !driver; i++) {
      const row = drafts.nth(i);
      const candidate = (await row.locator('td').first().innerText()).trim().split(/\s/)[0]!;
      const name = (await row.getByRole('link').nth(1).innerText()).trim();
      await row.getByRole('button', { name: `Actions for receipt ${candidate}` }).click();
      await page.getByRole('menuitem', { name: 'Submit' }).click();
      await page.getByRole('dialog', { name: 'Submit receipt' }).getByRole('button', { name: 'Submit' }).click();
      const submitted = page.getByText(`Receipt ${candidate} was submitted.`);
      // A driver without the car plate the company requires is refused; the next draft is tried.
      await Promise.race([submitted.waitFor(), page.getByRole('dialog', { name: 'Submit receipt' }).getByRole('alert').waitFor()]).catch(() => undefined);
      if (await submitted.isVisible()) {
        number = candidate;
        driver = name;
      } else {
        await page.keyboard.press('Escape');
      }
    }
    expect(driver).not.toBe('');
    const company = COMPANY;
    await screenshot(page, 'month-to-payout-receipt-submitted');

    // Bundle it into a reimbursement for the company and month.
    await page.goto(`${env.product.baseUrl}/dashboard/receipt-reimbursements`);
    await page.getByRole('button', { name: 'Create reimbursement' }).click();
    const create = page.getByRole('dialog', { name: 'Create reimbursement' });
    await create.getByRole('combobox', { name: /Company/ }).fill(company.slice(0, 12));
    await create.getByRole('option', { name: company }).click();
    const { year, month } = lastMonth();
    await create.getByLabel('Year').fill(String(year));
    await create.getByLabel('Month').selectOption(String(month));
    const candidates = create.getByRole('table', { name: 'Submitted receipts in no other reimbursement' });
    await visible(candidates.locator('tbody tr').filter({ hasText: driver }));
    await screenshot(page, 'month-to-payout-create');
    await create.getByRole('button', { name: 'Create reimbursement' }).click();

    // Release it and pay that driver's item out.
    const detail = page.getByRole('dialog', { name: /^Reimbursement \d+$/ });
    await visible(detail.getByRole('table', { name: /^Items of reimbursement/ }));
    const reimbursement = (await detail.getByRole('heading').first().innerText()).replace(/\D+/g, '');
    await detail.getByRole('button', { name: 'Release for payment' }).click();
    await page.getByRole('dialog', { name: 'Release for payment' }).getByRole('button', { name: 'Release for payment' }).click();
    await visible(page.getByText(`Reimbursement ${reimbursement} is released for payment.`));
    await detail.getByRole('button', { name: `Pay out the reimbursement of ${driver}` }).click();
    // The bank verifies the payee before the transfer; the name matches.
    const check = page.getByRole('dialog', { name: 'Check payee' });
    await visible(check.getByText('Name matches'));
    await check.getByRole('button', { name: /^Pay .* to / }).click();
    await visible(page.getByText(`The reimbursement of ${driver} was paid.`));
    const item = detail.getByRole('table', { name: /^Items of reimbursement/ }).getByRole('row', { name: new RegExp(driver) });
    await visible(item.getByText(/^Paid/));
    await screenshot(page, 'month-to-payout-paid');

    // The list shows the payment status.
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    const listRow = page
      .getByRole('table', { name: 'Receipt reimbursements' })
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Open reimbursement ${reimbursement} of ${company}`, exact: true }) });
    // Its only item is paid: the payment is complete.
    await visible(listRow.getByText('Completed'));
    await screenshot(page, 'month-to-payout-list');

    // And the receipt knows it was reimbursed.
    await page.goto(`${env.product.baseUrl}/dashboard/receipts`);
    const after = page.getByRole('table', { name: 'Receipts' }).locator('tbody tr').filter({ hasText: driver }).filter({ hasText: COMPANY });
    await visible(after.getByText('Submitted', { exact: true }));
    expect((await after.first().innerText()).split(/\s/)[0]).toBe(number);
    await page.context().close();
  });
});
