import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { DEMO_IDS } from '../apps/server/src/demo/accounts.ts';
import { productAndBrowser, signedInAt, type Locale } from './support/journey.ts';
import { dismissHomeModals, screenshot, visible } from './support/browser.ts';
import { ADMINISTRATOR_ONLY, SHARED } from './support/routes.ts';

const env = productAndBrowser();

const signedIn = (email: string, path: string, locale: Locale = 'en-US') => signedInAt(env, email, path, locale);

describe('charging sessions', () => {
  it('a fleet manager sees the indicators, filters by a driver and exports CSV', async () => {
    const page = await signedIn('manager@demo.test', '/dashboard/charging-sessions?size=10');
    const table = page.getByRole('table', { name: 'Charging sessions' });
    await visible(table.locator('tbody tr td a'));
    await expect.poll(() => page.getByTestId('summary-energyConsumption').innerText()).toMatch(/kWh$/);
    expect(await page.getByTestId('summary-expenses').innerText()).toMatch(/^€[\d,]+\.\d{2}$/);
    expect(await page.getByTestId('summary-avgPricePerKWh').innerText()).toMatch(/^€0\.\d{4}\/kWh$/);
    await screenshot(page, 'charging-sessions-manager');

    await page.getByRole('combobox', { name: 'Driver' }).fill('Daniel');
    await page.getByRole('option', { name: /Daniel Driver/ }).click();
    await page.waitForURL(/driverId=/);
    await expect.poll(async () => new Set(await table.locator('tbody tr td:first-child').allInnerTexts())).toEqual(new Set(['Daniel Driver']));
    await screenshot(page, 'charging-sessions-driver-filter');

    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'CSV', exact: true }).check();
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^charging-sessions-\d{4}-\d{2}\.csv$/);
    const text = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toContain('Company,Driver,Cable hardware ID');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.includes('Daniel Driver'))).toBe(true);
    await page.context().close();
  });

  it('an administrator marks a session in review as reviewed', async () => {
    const page = await signedIn('admin@demo.test', '/dashboard/charging-sessions-review?size=10');
    const table = page.getByRole('table', { name: 'Charging sessions to review' });
    const row = table.locator('tbody tr').first();
    await visible(row.getByText('To be reviewed'));
    await screenshot(page, 'charging-sessions-review');
    const total = await page.getByTestId('table-total').innerText();
    await row.getByRole('button', { name: /^Actions for the session of/ }).click();
    await page.getByRole('menuitem', { name: 'Review status' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Review status' }).click();
    await dialog.getByRole('option', { name: 'Reviewed', exact: true }).click();
    await screenshot(page, 'charging-sessions-review-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('The review status was saved.'));
    await expect.poll(() => page.getByTestId('table-total').innerText()).not.toBe(total);
    await page.context().close();
  });

  it('speaks German', async () => {
    const page = await signedIn('manager@demo.test', '/dashboard/charging-sessions?size=10', 'de-DE');
    await visible(page.getByRole('table', { name: 'Ladevorgänge' }).locator('tbody tr td a'));
    await visible(page.getByText('Energieverbrauch'));
    await screenshot(page, 'charging-sessions-de');
    await page.goto(env.product.baseUrl + '/dashboard/charging-sessions/external?size=10&m=');
    await visible(page.getByRole('table', { name: 'Externe Ladevorgänge' }));
    await screenshot(page, 'charging-sessions-external-de');
    await page.context().close();
  });

  it('at 1440 px the sessions fit the window with tariff, expense, reimbursable and actions; more columns are a pick away and stay picked; English and German', async () => {
    for (const [locale, w] of [
      ['en-US', { table: 'Charging sessions', headers: ['Company', 'Tariff', 'Expense', 'Reimbursable', 'Actions'], picker: /^Columns \(\d+ hidden\)$/, duration: 'Duration' }],
      ['de-DE', { table: 'Ladevorgänge', headers: ['Unternehmen', 'Tarif', 'Kosten', 'Erstattungsfähig', 'Aktionen'], picker: /^Spalten \(\d+ ausgeblendet\)$/, duration: 'Dauer' }],
    ] as const) {
      const page = await signedIn('admin@demo.test', '/dashboard/charging-sessions', locale);
      await page.setViewportSize({ width: 1440, height: 900 });
      const table = page.getByRole('table', { name: w.table });
      await visible(table.locator('tbody tr td a'));
      for (const h of w.headers) await visible(table.getByRole('columnheader', { name: h }));
      await expect.poll(() => overflow(table)).toEqual({ inFrame: 0, page: 0 });
      await page.getByRole('button', { name: w.picker }).click();
      await page.getByRole('checkbox', { name: w.duration }).check();
      await page.keyboard.press('Escape');
      await visible(table.getByRole('columnheader', { name: w.duration }));
      // Another column gives way for the picked one: the table still fits.
      await expect.poll(() => overflow(table)).toEqual({ inFrame: 0, page: 0 });
      await screenshot(page, `charging-sessions-1440-${locale}`);
      await page.reload();
      await visible(table.locator('tbody tr td a'));
      await visible(table.getByRole('columnheader', { name: w.duration }));
      for (const h of w.headers) await visible(table.getByRole('columnheader', { name: h }));
      await page.context().close();
    }
  });
});

/** Every page with a table, for both roles (the administrator's pages after the shared ones). */
const TABLE_PAGES = {
  shared: SHARED.filter((p) => p.startsWith('/dashboard/') && p !== '/dashboard/policy-management'),
  // The company page lists its team to administrators.
  administrator: [`/dashboard/company/${DEMO_IDS.companies.parent}`, ...ADMINISTRATOR_ONLY],
};

/** How far a table reaches past its frame, and the page past the window, in px (0 when it fits). */
const overflow = (table: Locator) =>
  table.evaluate((t) => {
    let frame: HTMLElement | null = t.parentElement;
    while (frame && !['auto', 'scroll'].includes(getComputedStyle(frame).overflowX)) frame = frame.parentElement;
    const past = frame ? Math.max(0, frame.scrollWidth - frame.clientWidth - 1) : 0;
    return { inFrame: past, page: Math.max(0, document.documentElement.scrollWidth - window.innerWidth) };
  });

describe('no table needs scrolling sideways at 1440x900', () => {
  for (const [email, pages] of [
    ['admin@demo.test', [...TABLE_PAGES.shared, ...TABLE_PAGES.administrator]],
    ['manager@demo.test', TABLE_PAGES.shared],
  ] as const) {
    for (const locale of ['en-US', 'de-DE'] as const) {
      it(`${email.split('@')[0]} in ${locale}: every table page`, async () => {
        const page = await signedIn(email, '/dashboard/home', locale);
        await page.setViewportSize({ width: 1440, height: 900 });
        await dismissHomeModals(page, locale);
        for (const path of pages) {
          await page.goto(env.product.baseUrl + path);
          const tables = page.locator('table[aria-busy="false"]');
          await visible(tables.locator('tbody tr td'));
          for (const table of await page.getByRole('table').all()) {
            await expect.poll(() => overflow(table), { message: `${path}: ${await table.getAttribute('aria-label')}` }).toEqual({ inFrame: 0, page: 0 });
          }
        }
        await page.context().close();
      }, 300_000);
    }
  }
});
