import type { Locator, Page } from 'playwright-core';

/** Opens a reimbursement of Voltwerk München GmbH from the German list (or a row of it) and answers its detail dialog. */
export async function openReimbursementInGerman(page: Page, number: string | number, within: Page | Locator = page): Promise<Locator> {
  await within.getByRole('button', { name: `Erstattung ${number} von Voltwerk München GmbH öffnen`, exact: true }).click();
  return page.getByRole('dialog', { name: `Erstattung ${number}` });
}
