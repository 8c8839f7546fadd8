import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../apps/server/src/demo/accounts.ts';
import { checkDatevFile } from '../apps/server/test/datev-format-check.ts';
import { seriousAxeFindings } from './support/axe.ts';
import { productAndBrowser, signedInFromHome, type Locale } from './support/journey.ts';
import { screenshot, visible } from './support/browser.ts';

const env = productAndBrowser();

const signedIn = (email: string, path: string, locale: Locale = 'en-US') => signedInFromHome(env, email, path, locale);

describe('the DATEV month close for the accountant', () => {
  it('a fleet manager chooses SKR04 at five digits in the export options, and the DATEV file of the month books on those accounts', async () => {
    const page = await signedIn('manager@demo.test', `/dashboard/company/${DEMO_IDS.companies.parent}`);
    await page.getByRole('button', { name: 'Export options: Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export options' });
    await visible(dialog.getByText(/DATEV booking batch \(EXTF Buchungsstapel\)/));
    await dialog.getByRole('radio', { name: 'SKR04 (balance sheet structure)' }).check();
    const length = dialog.getByRole('textbox', { name: /Account length/ });
    await length.fill('5');
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Expense account' }).getAttribute('placeholder')).toBe('65300');
    await screenshot(page, 'export-options-datev');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('The settings were saved.'));
    await visible(page.getByTestId('setting-exportOptions').getByText(/SKR04/));

    const last = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1));
    await page.goto(`${env.product.baseUrl}/dashboard/receipts?y=${last.getUTCFullYear()}&m=${last.getUTCMonth() + 1}`);
    await page.getByRole('button', { name: 'Month close' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'DATEV Buchungsstapel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^EXTF_Buchungsstapel_month-close-\d{4}-\d{2}\.csv$/);
    const file = checkDatevFile(readFileSync((await download.path())!));
    expect(file.problems).toEqual([]);
    expect(file.header[13]).toBe('5');
    expect(file.header[26]).toBe('04');
    expect(file.bookings.length).toBeGreaterThan(0);
    expect(file.bookings.every((b) => b.Konto === '65300' && b['Gegenkonto (ohne BU-Schlüssel)'] === '37200')).toBe(true);
    await page.context().close();
  });

  it('in German, the dialog explains the DATEV numbers', async () => {
    const page = await signedIn('manager@demo.test', `/dashboard/company/${DEMO_IDS.companies.parent}`, 'de-DE');
    await page.getByRole('button', { name: 'Exportoptionen: Bearbeiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportoptionen' });
    await visible(dialog.getByText(/DATEV-Buchungsstapel \(EXTF\)/));
    await visible(dialog.getByRole('textbox', { name: 'Beraternummer' }));
    await screenshot(page, 'export-options-datev-de');
    await page.context().close();
  });
});

describe('the company page', () => {
  it('a fleet manager sets which driver fields a receipt needs and edits the policy on the company page; a LIGHT company sees the upgrade; English and German', async () => {
    for (const [locale, w] of [
      ['en-US', { section: 'Driver fields', edit: 'Driver fields: Edit', require: 'Require Cost center', save: 'Save', required: 'Required', optional: 'Optional', policy: 'Edit policy', policyDialog: 'Edit policy', policySave: 'Save', upgrade: 'Upgrade', settings: 'Settings' }],
      ['de-DE', { section: 'Fahrerfelder', edit: 'Fahrerfelder: Bearbeiten', require: 'Kostenstelle erforderlich', save: 'Speichern', required: 'Erforderlich', optional: 'Optional', policy: 'Richtlinie bearbeiten', policyDialog: 'Richtlinie bearbeiten', policySave: 'Speichern', upgrade: 'Upgrade', settings: 'Einstellungen' }],
    ] as const) {
      const page = await signedIn('manager@demo.test', `/dashboard/company/${DEMO_IDS.companies.parent}`, locale);
      await page.setViewportSize({ width: 1440, height: 900 });
      const fields = page.getByRole('region', { name: w.section });
      await visible(fields.getByTestId('custom-field-COST_CENTER'));
      expect(await fields.getByRole('listitem').count()).toBe(4);
      // The badge's words as written (the badge shows them in capitals).
      const state = () => fields.getByTestId('custom-field-COST_CENTER').locator('.mantine-Badge-root').textContent();
      const before = await state();
      await fields.getByRole('button', { name: w.edit }).click();
      const dialog = page.getByRole('dialog', { name: w.section });
      await dialog.getByRole('switch', { name: w.require }).click();
      await dialog.getByRole('button', { name: w.save }).click();
      await dialog.waitFor({ state: 'detached' });
      const after = before === w.required ? w.optional : w.required;
      await expect.poll(state).toBe(after);
      // Saved on the company: it stays after a reload.
      await page.reload();
      await visible(fields.getByTestId('custom-field-COST_CENTER'));
      expect(await state()).toBe(after);
      // The settings' Edit buttons keep their whole word at 1440 px.
      const settings = page.getByRole('region', { name: w.settings });
      const buttons = await settings.getByRole('button').all();
      expect(buttons.length).toBeGreaterThan(3);
      for (const b of buttons) {
        const label = b.locator('.mantine-Button-label');
        expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        expect(await label.textContent()).toBe(locale === 'en-US' ? 'Edit' : 'Bearbeiten');
      }

      const policy = page.getByRole('region', { name: locale === 'en-US' ? 'Policy' : 'Richtlinie' });
      await policy.getByRole('button', { name: w.policy }).click();
      const edit = page.getByRole('dialog', { name: w.policyDialog });
      const text = `Charge at home first (${locale}).`;
      await edit.getByRole('textbox').fill(text);
      await edit.getByRole('button', { name: w.policySave }).click();
      await visible(policy.getByText(text));
      await page.reload();
      await visible(policy.getByText(text));
      expect(await seriousAxeFindings(page)).toEqual([]);
      for (const [width, height] of [[1440, 900], [390, 844]] as const) {
        await page.setViewportSize({ width, height });
        await screenshot(page, `company-page-${locale}-${width}`);
      }
      await page.context().close();

      const light = await signedIn('light@demo.test', `/dashboard/company/${DEMO_IDS.companies.light}`, locale);
      const lightPolicy = light.getByRole('region', { name: locale === 'en-US' ? 'Policy' : 'Richtlinie' });
      await visible(lightPolicy.getByText(w.upgrade));
      expect(await lightPolicy.getByRole('button', { name: w.policy }).isDisabled()).toBe(true);
      await light.context().close();
    }
  });
});
