import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Invoice } from '@fleetwatt/shared';
import { DEMO_IDS } from '../apps/server/src/demo/seed-demo.ts';
import { apiAs } from './support/api.ts';
import { productAndBrowser } from './support/journey.ts';
import { newContext, screenshot, signIn, visible } from './support/browser.ts';

/*
 * An invoice collected through Stripe (the built-in sandbox answering Stripe's official package)
 * and refunded in part, with the status the product shows, in English and German.
 */

const env = productAndBrowser();
const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function signedIn(path: string, locale: 'en-US' | 'de-DE', viewport = { width: 1440, height: 900 }): Promise<Page> {
  const page = await (await newContext(env.browser, locale)).newPage();
  await page.setViewportSize(viewport);
  await page.goto(env.product.baseUrl + path);
  await signIn(page, 'admin@demo.test', 'demo-password', locale === 'de-DE' ? { email: 'E-Mail', password: 'Passwort', submit: 'Anmelden' } : undefined);
  await page.waitForURL(`**${path.split('?')[0]}*`);
  return page;
}

/**
 * axe-core's serious and critical findings in the open dialog (the part of the page this journey is
 * about). Left out, as findings of the whole app rather than of this dialog: the theme's light
 * badge and button colours (color-contrast) and the shared modal's close button without a name.
 */
const KNOWN_APP_WIDE = new Set(['color-contrast', 'button-name']);
async function accessibilityViolations(page: Page): Promise<string[]> {
  // Evaluated by the browser's devtools protocol, which the page's Content Security Policy does not govern.
  await page.evaluate(AXE);
  const result = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; impact: string | null; nodes: unknown[] }[] }> } }).axe;
    return axe.run(document.querySelector('[role="dialog"]'), { resultTypes: ['violations'] });
  });
  return result.violations.filter((v) => (v.impact === 'serious' || v.impact === 'critical') && !KNOWN_APP_WIDE.has(v.id)).map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => (n as { target: unknown }).target))}`);
}

async function paymentsOf(page: Page, number: string, menu: string, table: string) {
  const row = page.getByRole('table', { name: table }).locator('tbody tr').filter({ hasText: number });
  await visible(row).catch(async (err: unknown) => {
    await screenshot(page, 'invoice-collection-missing-row');
    throw err;
  });
  await row.getByRole('button').last().click();
  await page.getByRole('menuitem', { name: menu }).click();
  return page.getByRole('dialog');
}

describe('invoices collected through Stripe', () => {
  it('an administrator collects an invoice by card through Stripe and refunds part of it; the status shows in English and German', async () => {
    const admin = apiAs(env.product.baseUrl, 'admin@demo.test');
    const draft = (await admin('POST', '/invoices', {
      companyId: DEMO_IDS.companies.parent,
      invoiceDate: '2026-11-02',
      deliveryFrom: '2026-10-01',
      deliveryTo: '2026-10-31',
      lines: [{ product: 'Fleetwatt PRO subscription', text: '2026-10', quantity: 3, unitPriceMinor: 9_900 }],
    })).json<Invoice>();
    expect(draft.id, JSON.stringify(draft)).toBeDefined();
    const open = (await admin('POST', `/invoices/${draft.id}/approve`)).json<Invoice>();
    const syncAnswer = await admin('POST', `/invoices/${open.id}/sync`);
    expect(syncAnswer.status, syncAnswer.bytes.toString()).toBe(200);
    const synced = syncAnswer.json<{ invoice: Invoice }>();
    // The company gave Stripe a card on Stripe's page; the sandbox plays that.
    const stripeInvoice = (await (
      await fetch(`${env.product.baseUrl}/sandbox/stripe/v1/invoices/${synced.invoice.externalId}`, { headers: { authorization: 'Bearer sk_test_fleetwatt_sandbox' } })
    ).json()) as { customer: string; total: number };
    expect(stripeInvoice.total).toBe(open.totalGrossMinor);
    await fetch(`${env.product.baseUrl}/sandbox/stripe/_customers/${stripeInvoice.customer}/payment_method`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'card' }),
    });

    const page = await signedIn(`/dashboard/invoices?status=OPEN&companyId=${DEMO_IDS.companies.parent}&year=2026&month=11`, 'en-US');
    let dialog = await paymentsOf(page, open.number!, 'Payments', 'Invoices');
    await dialog.getByRole('button', { name: 'Collect through Stripe' }).click();
    await visible(dialog.getByText(/^Collect €[\d.,]+ from the payment method/));
    await screenshot(page, 'invoice-collect-ask');
    await dialog.getByRole('button', { name: /^Collect €[\d.,]+$/ }).click();
    await visible(page.getByText(/^€[\d.,]+ collected; the invoice is paid\.$/));
    await visible(dialog.getByText('Paid', { exact: true }));
    await visible(dialog.getByRole('cell', { name: 'Card' }));
    await visible(dialog.getByRole('cell', { name: 'Stripe' }));

    await dialog.getByRole('button', { name: 'Refund' }).click();
    await dialog.getByRole('textbox', { name: 'Amount to refund' }).fill('50.00');
    await dialog.getByRole('button', { name: 'Refund' }).last().click();
    await visible(page.getByText('The payment was refunded.'));
    await visible(dialog.getByText('Partially paid', { exact: true }));
    await visible(dialog.getByText('Refunded', { exact: true }));
    await visible(dialog.getByText(/open €50\.00/));
    await screenshot(page, 'invoice-collected-refunded');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();

    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const de = await signedIn(`/dashboard/invoices?status=PARTIALLYPAID&companyId=${DEMO_IDS.companies.parent}&year=2026&month=11`, 'de-DE', viewport);
      dialog = await paymentsOf(de, open.number!, 'Zahlungen', 'Rechnungen');
      await visible(dialog.getByText('Teilweise bezahlt', { exact: true }));
      await visible(dialog.getByText('Erstattet', { exact: true }));
      await visible(dialog.getByRole('cell', { name: 'Karte' }));
      await visible(dialog.getByRole('button', { name: 'Über Stripe einziehen' }));
      await screenshot(de, `invoice-collected-refunded-de-${viewport.width}`);
      expect(await accessibilityViolations(de)).toEqual([]);
      await de.context().close();
    }
  });
});
