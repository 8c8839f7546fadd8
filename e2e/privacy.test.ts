import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Person, Receipt } from '@fleetwatt/shared';
import { apiAs } from './support/api.ts';
import { seriousAxeFindings } from './support/axe.ts';
import { dismissHomeModals, newContext, screenshot, signIn, visible } from './support/browser.ts';
import { productAndBrowser } from './support/journey.ts';

const env = productAndBrowser();
const MANAGER = 'manager@demo.test';

type Locale = 'en-US' | 'de-DE';

async function managerAt(path: string, locale: Locale): Promise<Page> {
  const page = await (await newContext(env.browser, locale)).newPage();
  await page.goto(env.product.baseUrl + '/dashboard/home');
  await signIn(page, MANAGER, 'demo-password', locale === 'de-DE' ? { email: 'E-Mail', password: 'Passwort', submit: 'Anmelden' } : undefined);
  await page.waitForURL('**/dashboard/home');
  await dismissHomeModals(page, locale);
  await page.goto(env.product.baseUrl + path);
  return page;
}

/** The manager's receipts: how many, and their total in minor units, per driver. */
async function receipts() {
  const api = apiAs(env.product.baseUrl, MANAGER);
  const page = (await api('GET', '/receipts/search?pageSize=100')).json<{ results: Receipt[]; totalCount: number }>();
  return { count: page.totalCount, total: page.results.reduce((sum, r) => sum + r.expenseMinor, 0), results: page.results };
}

async function drivers(): Promise<Person[]> {
  const api = apiAs(env.product.baseUrl, MANAGER);
  return (await api('GET', '/privacy/people')).json<{ results: Person[] }>().results.filter((p) => p.role === 'USER' && !p.erased);
}

async function looked(page: Page, name: string) {
  // A dialog fades in: look once it has settled, as a person would.
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe('a fleet manager answers data requests', () => {
  it('exports one driver and erases another; receipts stay (English)', async () => {
    const people = await drivers();
    const before = await receipts();
    const withReceipts = people.find((p) => before.results.some((r) => r.driverId === p.id));
    const other = people.find((p) => p.id !== withReceipts?.id);
    expect(withReceipts && other).toBeTruthy();
    if (!withReceipts || !other) return;

    const page = await managerAt(`/dashboard/driver/${other.id}`, 'en-US');
    await page.setViewportSize({ width: 1440, height: 900 });
    const section = page.getByRole('region', { name: 'Personal data' });
    await visible(section);
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Export personal data' }).click()]);
    const file = await download.path();
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { person: { name: string; email: string } };
    expect(data.person.email).toBe(other.email);
    expect(data.person.name).toBe(other.name);
    await looked(page, 'privacy-driver');

    await page.goto(env.product.baseUrl + `/dashboard/driver/${withReceipts.id}`);
    await page.getByRole('button', { name: 'Erase personal data' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText(/receipts and invoices with their charging sessions/));
    await looked(page, 'privacy-erase-dialog');
    const email = dialog.getByRole('textbox', { name: /Type the person's e-mail/ });
    await email.fill('not.this.person@example.com');
    await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
    await visible(dialog.getByText("Email: Type the person's email exactly to confirm the erasure"));
    expect((await drivers()).some((p) => p.id === withReceipts.id)).toBe(true);

    await email.fill(withReceipts.email);
    await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
    await visible(dialog.getByText('The personal data was erased.'));
    await screenshot(page, 'privacy-erased');

    await page.goto(env.product.baseUrl + '/dashboard/driver');
    await visible(page.getByRole('table'));
    await page.getByPlaceholder('Search by name or email').fill(withReceipts.name);
    await expect.poll(() => page.getByRole('link', { name: withReceipts.name }).count()).toBe(0);

    const after = await receipts();
    expect({ count: after.count, total: after.total }).toEqual({ count: before.count, total: before.total });
    await page.context().close();
  });

  it('the erasure dialog speaks German and refuses an empty or wrong e-mail', async () => {
    const [person] = await drivers();
    expect(person).toBeTruthy();
    if (!person) return;
    const page = await managerAt(`/dashboard/driver/${person.id}`, 'de-DE');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Personenbezogene Daten löschen' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText('Einträge im Änderungsprotokoll'));
    await dialog.getByRole('button', { name: 'Löschen', exact: true }).click();
    await visible(dialog.getByText('Bitte die E-Mail der Person eingeben.'));
    await dialog.getByRole('textbox', { name: /E-Mail der Person/ }).fill('falsch@example.com');
    await dialog.getByRole('button', { name: 'Löschen', exact: true }).click();
    await visible(dialog.getByText('E-Mail: Geben Sie zur Bestätigung die E-Mail-Adresse der Person genau ein'));
    await dialog.getByRole('textbox', { name: /E-Mail der Person/ }).fill(person.email);
    await dialog.getByRole('button', { name: 'Löschen', exact: true }).click();
    await visible(dialog.getByText('Die personenbezogenen Daten wurden gelöscht.'));
    await looked(page, 'privacy-erased-de');
    await page.context().close();
  });

  it('the company page shows the privacy settings with their reasons', async () => {
    const api = apiAs(env.product.baseUrl, MANAGER);
    const { companyId } = (await api('GET', '/privacy/settings')).json<{ companyId: string }>();
    const page = await managerAt(`/dashboard/company/${companyId}`, 'de-DE');
    await page.setViewportSize({ width: 1440, height: 900 });
    const section = page.getByRole('region', { name: 'Datenschutz' });
    await visible(section.getByText('Koordinaten gespeichert: nein'));
    await looked(page, 'privacy-company-de');
    await page.context().close();
  });
});
