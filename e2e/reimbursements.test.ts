import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { productAndBrowser } from './support/journey.ts';
import type { Paged, ReimbursementDetail, ReimbursementListItem } from '@fleetwatt/shared';
import { apiAs } from './support/api.ts';
import { seriousAxeFindings } from './support/axe.ts';
import { administratorAt, monthsAgo, screenshot, visible } from './support/browser.ts';
import { openReimbursementInGerman } from './support/reimbursement-detail.ts';

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
    const deDetail = await openReimbursementInGerman(de, number, deRow);
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

  it("a driver's Reimbursements button shows that driver's items and amount, the bundle's total only below it; English and German", async () => {
    const api = apiAs(env.product.baseUrl, 'admin@demo.test');
    const all = (await api('GET', '/reimbursements/search?pageSize=200')).json<Paged<ReimbursementListItem>>();
    const bundle = all.results.find((r) => r.driverCount > 2)!;
    expect(bundle).toBeDefined();
    const items = (await api('GET', `/reimbursements/${bundle.id}`)).json<ReimbursementDetail>().items;
    const driver = items[0]!;
    const mine = items.filter((i) => i.userId === driver.userId);
    const share = mine.filter((i) => i.status !== 'CANCELLED').reduce((s, i) => s + i.amountMinor, 0);
    // The driver's part is less than the bundle: a page showing the bundle's sum would fail here.
    expect(share).toBeLessThan(bundle.expenseMinor);
    const money = (minor: number, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: bundle.currency }).format(minor / 100);

    for (const [locale, w] of [
      ['en-US', { button: 'Reimbursements', table: 'Receipt reimbursements', open: `Open reimbursement ${bundle.number} of ${bundle.companyName}`, amount: "Driver's amount", items: "Driver's items", total: (x: string) => `of ${x} in total`, others: `with ${bundle.driverCount - 1} other drivers`, intro: `Showing what ${driver.userName} is paid` }],
      ['de-DE', { button: 'Erstattungen', table: 'Belegerstattungen', open: `Erstattung ${bundle.number} von ${bundle.companyName} öffnen`, amount: 'Betrag des Fahrers', items: 'Positionen des Fahrers', total: (x: string) => `von insgesamt ${x}`, others: `mit ${bundle.driverCount - 1} weiteren Fahrern`, intro: `Es wird gezeigt, was ${driver.userName} in jeder Erstattung erhält` }],
    ] as const) {
      const page = await signedIn(`/dashboard/driver/${driver.userId}`, locale);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.getByRole('link', { name: w.button, exact: true }).click();
      await page.waitForURL(`**/dashboard/receipt-reimbursements?driverId=${driver.userId}*`);
      await visible(page.getByText(w.intro));
      const table = page.getByRole('table', { name: w.table });
      await visible(table.getByRole('columnheader', { name: w.amount }));
      await visible(table.getByRole('columnheader', { name: w.items }));
      const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: w.open, exact: true }) });
      await visible(row);
      // The driver by name with how many others the bundle pays, the driver's amount, the bundle's total below it.
      await visible(row.getByRole('link', { name: driver.userName }));
      await visible(row.getByText(w.others, { exact: true }));
      await visible(row.getByText(money(share, locale), { exact: true }));
      await visible(row.getByText(w.total(money(bundle.expenseMinor, locale)), { exact: true }));
      expect(await row.getByText(/^\d+ (drivers|Fahrer)$/).count()).toBe(0);
      // Every row is a reimbursement this driver is in, and each shows the driver's name.
      const rows = table.locator('tbody tr');
      expect(await rows.count()).toBeGreaterThan(0);
      for (const r of await rows.all()) await visible(r.getByRole('link', { name: driver.userName }));
      expect(await seriousAxeFindings(page)).toEqual([]);
      for (const [width, height] of [[1440, 900], [390, 844]] as const) {
        await page.setViewportSize({ width, height });
        await screenshot(page, `reimbursements-of-one-driver-${locale}-${width}`);
      }
      await page.context().close();
    }
  });
});
