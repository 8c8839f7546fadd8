import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { productAndBrowser } from './support/journey.ts';
import { administratorAt, monthsAgo, screenshot, visible } from './support/browser.ts';
import { openReimbursementInGerman } from './support/reimbursement-detail.ts';

const env = productAndBrowser();

/** The demo leaves München's receipts of the month before last waiting to be bundled. */
const monthBeforeLast = () => monthsAgo(2);

async function signedIn(path: string, locale: 'en-US' | 'de-DE' = 'en-US'): Promise<Page> {
  const page = await administratorAt(env.browser, env.product.baseUrl, path, locale);
  await page.setViewportSize({ width: 1440, height: 900 });
  return page;
}

/** The sandboxes, playing the payee's bank and the company's bank. */
const sandbox = (path: string, method: string, body: unknown) =>
  fetch(`${env.product.baseUrl}/sandbox/${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('paying reimbursements through the bank and through Payment+', () => {
  it('pays through Qonto after the payee check: a close match is paid on the administrator’s decision and shows as paid', async () => {
    const page = await signedIn('/dashboard/receipt-reimbursements');
    await page.getByRole('button', { name: 'Create reimbursement' }).click();
    const create = page.getByRole('dialog', { name: 'Create reimbursement' });
    await create.getByRole('combobox', { name: /Company/ }).fill('München');
    await create.getByRole('option', { name: 'Voltwerk München GmbH' }).click();
    const { year, month } = monthBeforeLast();
    await create.getByLabel('Year').fill(String(year));
    await create.getByLabel('Month').selectOption(String(month));
    await visible(create.getByRole('table', { name: 'Submitted receipts in no other reimbursement' }).locator('tbody tr'));
    await create.getByRole('button', { name: 'Create reimbursement' }).click();
    const detail = page.getByRole('dialog', { name: /^Reimbursement \d+$/ });
    await visible(detail.getByRole('table', { name: /^Items of reimbursement/ }));
    await detail.getByRole('button', { name: 'Release for payment' }).click();
    await page.getByRole('dialog', { name: 'Release for payment' }).getByRole('button', { name: 'Release for payment' }).click();

    // First look: the bank confirms the name.
    const payButton = detail.getByRole('button', { name: /^Pay out the reimbursement of / }).first();
    const driver = ((await payButton.getAttribute('aria-label')) ?? '').replace('Pay out the reimbursement of ', '');
    await payButton.click();
    let check = page.getByRole('dialog', { name: 'Check payee' });
    await visible(check.getByText('Name matches'));
    const summary = await check.getByText(/ to .*, IBAN /).innerText();
    const iban = summary.split('IBAN ')[1]!.trim();
    await check.getByRole('button', { name: 'Cancel' }).click();

    // The payee's bank holds a slightly different name: a close match, which needs a decision.
    expect((await sandbox(`qonto/_payees/${iban}`, 'PUT', { name: `${driver}e` })).status).toBe(204);
    await payButton.click();
    check = page.getByRole('dialog', { name: 'Check payee' });
    await visible(check.getByText('Name almost matches'));
    await visible(check.getByText(new RegExp(`holds the name ${driver}e for this account`)));
    await screenshot(page, 'bank-payee-close-match');
    // The bank takes the transfer and settles it later, as a real SEPA transfer goes.
    expect((await sandbox('qonto/_faults', 'POST', { mode: 'pending', operation: 'transfer', times: 1 })).status).toBe(204);
    await check.getByRole('button', { name: /^Pay .* anyway$/ }).click();
    await visible(page.getByText(`The payout to ${driver} was sent; the provider has not confirmed it yet. It completes on its own.`));
    const row = detail.getByRole('table', { name: /^Items of reimbursement/ }).getByRole('row', { name: new RegExp(driver) });
    const transactions = detail.getByRole('table', { name: /^Payment transactions of reimbursement/ });
    await visible(row.getByText('At the bank, not settled yet'));
    await visible(row.getByText('Payee: close match · paid anyway'));
    await visible(transactions.getByText('Money out: pending').first());
    await screenshot(page, 'bank-transfer-at-the-bank');

    // The bank settles the transfer; "Check status" reads it there and the item shows paid.
    const held = (await (await fetch(`${env.product.baseUrl}/sandbox/qonto/_transfers?beneficiary_iban=${iban}`)).json()) as { transfers: { id: string; status: string }[] };
    expect(held.transfers.map((t) => t.status)).toEqual(['processing']);
    expect((await sandbox(`qonto/_transfers/${held.transfers[0]!.id}`, 'POST', { status: 'settled' })).status).toBe(200);
    const checkStatus = row.getByRole('button', { name: `Pay out the reimbursement of ${driver}` });
    expect(await checkStatus.innerText()).toBe('Check status');
    await checkStatus.click();
    await visible(page.getByText(`The reimbursement of ${driver} was paid.`));
    await visible(row.getByText('Paid to bank account'));
    await visible(row.getByText('Payee: close match · paid anyway'));
    await visible(transactions.getByText('Money out: success').first());
    expect(await transactions.getByText('Money out: pending').count()).toBe(0);
    expect(await row.getByText('At the bank, not settled yet').count()).toBe(0);
    await screenshot(page, 'bank-paid-after-close-match');
    const number = (await detail.getByRole('heading').first().innerText()).replace(/\D+/g, '');

    // The decision is in the audit trail: who decided to pay despite the close match.
    await page.goto(`${env.product.baseUrl}/dashboard/audit`);
    await page.getByRole('combobox', { name: 'What' }).click();
    await page.getByRole('option', { name: 'Payee check', exact: true }).click();
    const audit = page.getByRole('table', { name: 'Audit trail' });
    const decided = audit.locator('tbody tr').filter({ hasText: 'admin@demo.test' }).filter({ hasText: 'Changed' }).first();
    await visible(decided);
    await decided.getByRole('button', { name: /^Details of the change to Payee check/ }).click();
    const change = page.getByRole('dialog', { name: 'Recorded change' });
    await visible(change.getByRole('row', { name: /Decision\b.*PAY/ }));
    await screenshot(page, 'bank-payee-decision-audit');
    await page.context().close();

    // The same in German, on a phone.
    const de = await signedIn(`/dashboard/receipt-reimbursements`, 'de-DE');
    await de.setViewportSize({ width: 390, height: 844 });
    const deDetail = await openReimbursementInGerman(de, number);
    await visible(deDetail.getByText('Empfänger: fast gleich · trotzdem gezahlt'));
    await screenshot(de, 'bank-paid-after-close-match-de');
    await de.context().close();
  });

  it('pays through Payment+: the run waits for one top-up, then a P2P goes to a driver with completed KYC', async () => {
    const page = await signedIn('/dashboard/receipt-reimbursements');
    const list = page.getByRole('table', { name: 'Receipt reimbursements' });
    const pending = list.getByRole('row').filter({ hasText: 'Voltwerk Holding GmbH' }).filter({ hasText: 'Pending' }).first();
    await visible(pending);
    await pending.getByRole('button', { name: /^Open reimbursement \d+ of Voltwerk Holding GmbH$/ }).click();
    const detail = page.getByRole('dialog', { name: /^Reimbursement \d+$/ });
    await visible(detail.getByRole('table', { name: /^Items of reimbursement/ }));
    await detail.getByRole('button', { name: 'Release for payment' }).click();
    await page.getByRole('dialog', { name: 'Release for payment' }).getByRole('button', { name: 'Release for payment' }).click();

    // A driver whose Payment+ account passed KYC (no KYC badge on the row).
    const items = detail.getByRole('table', { name: /^Items of reimbursement/ });
    const ready = items.locator('tbody tr').filter({ hasNot: page.getByText(/KYC not completed|No Payment\+ account/) }).filter({ has: page.getByRole('button', { name: /^Pay out the reimbursement of / }) }).first();
    const payButton = ready.getByRole('button', { name: /^Pay out the reimbursement of / });
    const driver = ((await payButton.getAttribute('aria-label')) ?? '').replace('Pay out the reimbursement of ', '');
    await payButton.click();
    // Money moves only after the question that names the amount and the driver.
    const ask = page.getByRole('dialog', { name: 'Pay out' });
    await visible(ask.getByText(new RegExp(`will be paid to ${driver} through Payment\\+`)));
    await ask.getByRole('button', { name: new RegExp(`^Pay .+ to ${driver}$`) }).click();
    await visible(page.getByText(/^The Payment\+ account lacks /));
    const topUp = detail.getByRole('status').filter({ hasText: "Waiting for the company's top-up" });
    await visible(topUp);
    const reference = /reference (FW-R\d+-\w+)/.exec(await topUp.innerText())![1]!;
    await screenshot(page, 'payment-plus-waiting-for-top-up');

    // The company's bank transfer arrives on its Payment+ account; Lemonway notifies the product.
    expect((await sandbox('lemonway/_wires', 'POST', { accountId: 'pp-wallet-parent-0001', amount: 2_000_000, comment: `Top-up ${reference}` })).status).toBe(201);
    await page.reload();
    const after = page.getByRole('dialog', { name: /^Reimbursement \d+$/ });
    await visible(after.getByText('Top-up received'));
    const row = after.getByRole('table', { name: /^Items of reimbursement/ }).getByRole('row', { name: new RegExp(driver) });
    await visible(row.getByText(/^Paid to (bank account|wallet)$/));
    const transactions = after.getByRole('table', { name: /^Payment transactions of reimbursement/ });
    await visible(transactions.getByText('P2P: success').first());
    await visible(transactions.getByText('Money in: success').first());
    await screenshot(page, 'payment-plus-paid');
    await page.context().close();
  });
});
