import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { productAndBrowser } from './support/journey.ts';
import { newContext, screenshot, signIn, visible } from './support/browser.ts';

const env = productAndBrowser();

interface SessionRow {
  userId: string | null;
  wattHours: number | null;
  tariffId: string | null;
  tariffPrice: number | null;
  priceBasis: string | null;
  expenseMinor: number;
  reimbursable: boolean;
  errorCode: number;
  reviewStatus: string;
}

async function signedIn(path: string, locale: 'en-US' | 'de-DE' = 'en-US'): Promise<{ page: Page; token: () => Promise<string> }> {
  const context = await newContext(env.browser, locale);
  const page = await context.newPage();
  let token = '';
  // The web app's own bearer token, to ask the API what the pages show.
  page.on('request', (request) => {
    const auth = request.headers().authorization;
    if (auth && request.url().includes('/backend/')) token = auth;
  });
  await page.goto(env.product.baseUrl + path);
  await signIn(page, 'admin@demo.test', 'demo-password', locale === 'de-DE' ? { email: 'E-Mail', password: 'Passwort', submit: 'Anmelden' } : undefined);
  return {
    page,
    token: async () => {
      for (let i = 0; i < 100 && !token; i++) await page.waitForTimeout(100);
      return token;
    },
  };
}

async function sessionsOf(auth: string, driverId: string): Promise<SessionRow[]> {
  const res = await fetch(`${env.product.baseUrl}/backend/charging-sessions/search?driverId=${driverId}&pageSize=200`, {
    headers: { authorization: auth },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: SessionRow[] }).results;
}

const table = (page: Page) => page.getByRole('table', { name: 'Tariffs' });

describe('reviewing tariffs', () => {
  it("an administrator validates a pending tariff and the driver's sessions of the month become reimbursable at its price", async () => {
    const { page, token } = await signedIn('/dashboard/tariffs?status=PENDING');
    await page.waitForURL('**/dashboard/tariffs**');
    // The Berlin driver whose only tariff still waits for review.
    const row = table(page).locator('tbody tr').filter({ hasText: 'Maximilian Zimmermann' });
    await visible(row);
    await screenshot(page, 'tariffs-pending');
    const driverHref = await row.getByRole('link', { name: 'Maximilian Zimmermann' }).getAttribute('href');
    const driverId = driverHref!.split('/').pop()!;

    const before = await sessionsOf(await token(), driverId);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((s) => !s.reimbursable && s.priceBasis === 'TARIFF_NOT_VALID')).toBe(true);

    await row.getByRole('button', { name: /^Actions for tariff/ }).click();
    await page.getByRole('menuitem', { name: 'Validate' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Review topic (optional)').fill('Bill checked');
    await screenshot(page, 'tariff-validate-dialog');
    await dialog.getByRole('button', { name: 'Validate' }).click();
    await visible(page.getByText(/Tariff #1 is valid\./));

    const after = await sessionsOf(await token(), driverId);
    const counted = after.filter((s) => s.errorCode === 0 && s.reviewStatus !== 'IGNORED');
    expect(counted.length).toBeGreaterThan(0);
    for (const s of counted) {
      expect(s).toMatchObject({ reimbursable: true, priceBasis: 'TARIFF' });
      // kWh x price per kWh, rounded half-up to the cent.
      expect(s.expenseMinor).toBe(Math.floor((2 * (s.wattHours ?? 0) * s.tariffPrice! + 100_000) / 200_000));
    }

    await page.goto(`${env.product.baseUrl}/dashboard/tariffs?driverId=${driverId}`);
    const validRow = table(page).locator('tbody tr').filter({ hasText: 'Maximilian Zimmermann' });
    await visible(validRow.getByText('Valid'));
    await visible(validRow.getByText('Bill checked'));
    await screenshot(page, 'tariff-validated');

    // The bill opens in the preview without leaving the page.
    await validRow.getByRole('button', { name: /^Preview:/ }).click();
    const frame = page.getByRole('dialog').locator('iframe');
    await visible(frame);
    expect(await frame.getAttribute('src')).toMatch(/^\/backend\/documents\/[0-9a-f-]{36}\/content\?expires=\d+&signature=/);
    await page.waitForTimeout(1000);
    await screenshot(page, 'tariff-preview');
    await page.context().close();
  });

  it('an administrator rejects a pending tariff with a reason, and a German administrator sees it', async () => {
    const { page } = await signedIn('/dashboard/tariffs?status=PENDING');
    await page.waitForURL('**/dashboard/tariffs**');
    const row = table(page).locator('tbody tr').filter({ hasText: 'Lena Neumann' });
    await visible(row);
    await row.getByRole('button', { name: /^Actions for tariff/ }).click();
    await page.getByRole('menuitem', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await visible(dialog.getByText('Please select a rejection reason'));
    await dialog.getByRole('combobox', { name: /Reason/ }).click();
    await page.getByRole('option', { name: 'Invalid price' }).click();
    await dialog.getByLabel('Description for the driver (optional)').fill('The energy charge on the bill is 0.3890 EUR, not the price entered.');
    await screenshot(page, 'tariff-reject-dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await visible(page.getByText(/was rejected\./));
    await page.context().close();

    const german = await signedIn('/dashboard/tariffs?status=INVALID', 'de-DE');
    await german.page.waitForURL('**/dashboard/tariffs**');
    const rejected = german.page.getByRole('table', { name: 'Tarife' }).locator('tbody tr').filter({ hasText: 'Lena Neumann' });
    // German headings are longer: the review column gives way to fit the window until it is picked.
    await visible(rejected);
    await german.page.getByRole('button', { name: /^Spalten/ }).click();
    await german.page.getByRole('checkbox', { name: 'Prüfung' }).check();
    await german.page.keyboard.press('Escape');
    await visible(rejected.getByText('Ungültiger Preis'));
    await visible(rejected.getByText('Ungültig', { exact: true }));
    await screenshot(german.page, 'tariffs-rejected-de');
    await rejected.getByRole('button', { name: /^Aktionen für Tarif/ }).click();
    await german.page.getByRole('menuitem', { name: 'Status ändern' }).click();
    const statusDialog = german.page.getByRole('dialog');
    await statusDialog.getByLabel('Prüfthema').fill('');
    await statusDialog.getByRole('button', { name: 'Status ändern' }).click();
    await visible(statusDialog.getByText('Bitte geben Sie das Prüfthema ein'));
    await screenshot(german.page, 'tariff-status-dialog-de');
    await german.page.context().close();
  });
});
