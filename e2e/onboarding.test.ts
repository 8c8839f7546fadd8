import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { productAndBrowser } from './support/journey.ts';
import { seriousAxeFindings } from './support/axe.ts';
import { newContext, screenshot, signIn, visible } from './support/browser.ts';

const env = productAndBrowser();
const GERMAN = { email: 'E-Mail', password: 'Passwort', submit: 'Anmelden' };

/** The wizard's step heading (level 3), the step a person reads they are on. */
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 3, name, exact: true });

/** Screenshots of the page as it is, at 1440 and 390 wide; back to the journey's width afterwards. */
async function shots(page: Page, name: string) {
  for (const [width, height] of [[1440, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 860 });
}

describe('a new company gets in', () => {
  it('a manager who signs out mid-wizard comes back to the step they were on, with what was saved (German)', async () => {
    const email = 'newcomer@demo.test';
    const page = await (await newContext(env.browser, 'de-DE')).newPage();
    await page.goto(env.product.baseUrl + '/onboarding/home');
    await signIn(page, email, 'demo-password', GERMAN);
    await page.waitForURL('**/onboarding/home');
    await visible(stepHeading(page, 'Unternehmensdaten'));
    await page.getByLabel('Straße und Hausnummer').fill('Am Hafen 2');
    await page.getByLabel('PLZ').fill('20457');
    await page.getByRole('textbox', { name: /^Ort/ }).fill('Hamburg');
    await page.getByLabel('E-Mail des Rechnungskontakts').fill('buchhaltung@newcomer.example');
    await page.getByLabel('USt-IdNr.').fill('');
    await page.getByRole('button', { name: 'Speichern und weiter' }).click();
    await visible(stepHeading(page, 'Erstattung'));
    await page.getByLabel('Fälligkeitstag der Belege').fill('0');
    await page.getByRole('button', { name: 'Speichern und weiter' }).click();
    await visible(page.getByRole('alert').getByText('Bitte prüfen Sie die markierten Felder'));
    await visible(page.getByText('Fälligkeitstag der Belege: Wert ist zu klein'));
    await shots(page, 'onboarding-reimbursement-refused-de');
    await page.getByLabel('Fälligkeitstag der Belege').fill('20');
    await page.getByRole('button', { name: 'Speichern und weiter' }).click();
    await visible(stepHeading(page, 'Fahrer einladen'));
    await expect.poll(() => seriousAxeFindings(page)).toEqual([]);

    await page.getByRole('navigation').getByRole('button', { name: 'Abmelden' }).or(page.getByRole('navigation').getByRole('link', { name: 'Abmelden' })).first().click();
    await page.waitForURL('**/logout');
    await page.context().close();

    const again = await (await newContext(env.browser, 'de-DE')).newPage();
    await again.goto(env.product.baseUrl + '/onboarding/home');
    await signIn(again, email, 'demo-password', GERMAN);
    await again.waitForURL('**/onboarding/home');
    await visible(stepHeading(again, 'Fahrer einladen'));
    await shots(again, 'onboarding-resumed-de');
    await again.getByRole('button', { name: 'Zurück' }).click();
    await visible(stepHeading(again, 'Erstattung'));
    expect(await again.getByLabel('Fälligkeitstag der Belege').inputValue()).toBe('20');
    await again.getByRole('button', { name: 'Zurück' }).click();
    await visible(stepHeading(again, 'Unternehmensdaten'));
    expect(await again.getByLabel('Straße und Hausnummer').inputValue()).toBe('Am Hafen 2');
    expect(await again.getByRole('textbox', { name: /^Ort/ }).inputValue()).toBe('Hamburg');
    await shots(again, 'onboarding-company-de');
    await again.context().close();
  }, 300_000);
});
