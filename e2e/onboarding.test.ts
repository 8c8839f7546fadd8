import { describe, expect, it } from 'vitest';
import type { Onboarding } from '@fleetwatt/shared';
import type { Page } from 'playwright-core';
import { productAndBrowser } from './support/journey.ts';
import { seriousAxeFindings } from './support/axe.ts';
import { newContext, screenshot, signIn, visible } from './support/browser.ts';
import { apiAs } from './support/api.ts';
import { newestMailLink } from './support/mail.ts';

const env = productAndBrowser();
const PASSWORD = 'a-long-enough-secret';
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

/** What the server kept of a manager's onboarding, asked on the API as that manager. */
const savedOnboarding = async (email: string, password: string) => (await apiAs(env.product.baseUrl, email, password)('GET', '/onboarding')).json<Onboarding>();

describe('a new company gets in', () => {
  it('signs up on the login page, walks the five onboarding steps and lands on its empty dashboard with the welcome', async () => {
    const email = `hanna.${Date.now().toString(36)}@lichtwerk.example`;
    const page = await (await newContext(env.browser)).newPage();
    await page.goto(env.product.baseUrl + '/dashboard/home');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('First name').fill('Hanna');
    await page.getByLabel('Last name').fill('Hell');
    await page.getByLabel('Company name').fill('Lichtwerk GmbH');
    await page.getByLabel('Country').selectOption('GERMANY');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await visible(page.getByRole('heading', { name: 'Check your email' }));
    await page.goto(await newestMailLink(env.product.baseUrl, email));
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await signIn(page, email, PASSWORD);
    await visible(page.getByText('Access Denied'));
    await page.getByRole('link', { name: 'Dashboard Onboarding' }).click();
    await page.waitForURL('**/onboarding/home');

    // Step 1: what the sign-up knew is there; a VAT number that is not German's form is refused and nothing is kept.
    await visible(stepHeading(page, 'Company details'));
    await expect.poll(() => page.getByLabel('Legal name').inputValue()).toBe('Lichtwerk GmbH');
    await expect.poll(() => seriousAxeFindings(page)).toEqual([]);
    await page.getByLabel('Street and number').fill('Lindenstraße 4');
    await page.getByLabel('ZIP code').fill('10969');
    await page.getByLabel('City').fill('Berlin');
    await page.getByLabel('Billing contact email').fill('rechnung@lichtwerk.example');
    await page.getByLabel('VAT number').fill('DE12');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await visible(page.getByRole('alert').getByText('Please review the highlighted fields'));
    await visible(page.getByText('VAT number: Must look like DE123456789'));
    await visible(stepHeading(page, 'Company details'));
    await shots(page, 'onboarding-company-refused-en');
    const refused = await savedOnboarding(email, PASSWORD);
    expect(refused.step).toBe(1);
    expect(refused.company).toMatchObject({ street: null, city: null, vatNumber: null });

    await page.getByLabel('VAT number').fill('DE 123 456 789');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Step 2: defaults preselected, a German company picks its home-charging rule; a due day past 31 is refused.
    await visible(stepHeading(page, 'Reimbursement'));
    expect(await page.getByRole('radio', { name: 'By the company' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: "Driver's tariff", exact: true }).isChecked()).toBe(true);
    await expect.poll(() => seriousAxeFindings(page)).toEqual([]);
    await shots(page, 'onboarding-reimbursement-en');
    await page.getByLabel('Receipt due day').fill('40');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await visible(page.getByRole('alert').getByText('Please review the highlighted fields'));
    await visible(page.getByText('Receipt due day: Value is too big'));
    expect((await savedOnboarding(email, PASSWORD)).reimbursement.receiptDueDay).not.toBe(40);
    await page.getByLabel('Receipt due day').fill('12');
    await page.getByRole('radio', { name: 'Flat rate per kWh' }).check();

    // Back keeps what was typed on both steps.
    await page.getByRole('button', { name: 'Back' }).click();
    await visible(stepHeading(page, 'Company details'));
    expect(await page.getByLabel('Street and number').inputValue()).toBe('Lindenstraße 4');
    expect(await page.getByLabel('VAT number').inputValue()).toBe('DE 123 456 789');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await visible(stepHeading(page, 'Reimbursement'));
    expect(await page.getByLabel('Receipt due day').inputValue()).toBe('12');
    expect(await page.getByRole('radio', { name: 'Flat rate per kWh' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Step 3: the drivers' invite dialog refuses an address that is none; the step is skipped.
    await visible(stepHeading(page, 'Invite drivers'));
    await page.getByRole('button', { name: 'Invite drivers' }).last().click();
    const invite = page.getByRole('dialog');
    await invite.getByLabel('Email addresses').fill('not-an-address');
    await invite.getByLabel('Email addresses').press('Enter');
    await invite.getByRole('button', { name: 'Send invitations' }).click();
    await visible(invite.getByText('Please review the highlighted fields'));
    await invite.getByRole('button', { name: 'Cancel' }).click();
    await invite.first().waitFor({ state: 'detached' });
    await shots(page, 'onboarding-drivers-en');
    await page.getByRole('button', { name: 'Skip' }).click();

    // Step 4: cables, already there.
    await visible(stepHeading(page, 'Cables'));
    await page.getByRole('radio', { name: 'We already have cables' }).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Step 5: done; the server kept every step.
    await visible(stepHeading(page, 'Done'));
    const saved = await savedOnboarding(email, PASSWORD);
    expect(saved).toMatchObject({
      step: 5,
      completed: false,
      company: { name: 'Lichtwerk GmbH', street: 'Lindenstraße 4', zip: '10969', city: 'Berlin', country: 'GERMANY', vatNumber: 'DE123456789' },
      reimbursement: { reimbursementMode: 'COMPANY', receiptDueDay: 12, homeChargingRule: 'FLAT_RATE' },
      cableSource: 'OWN',
    });
    await page.getByRole('button', { name: 'Finish and open the dashboard' }).click();

    // The empty dashboard opens with the welcome.
    await page.waitForURL('**/dashboard/home');
    const welcome = page.getByRole('dialog');
    await visible(welcome);
    await expect.poll(() => welcome.first().evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await shots(page, 'onboarding-welcome-en');
    expect((await savedOnboarding(email, PASSWORD)).completed).toBe(true);

    // Onboarding again: the "you are set up" page, not the wizard.
    await page.goto(env.product.baseUrl + '/onboarding/home');
    await visible(page.getByRole('heading', { name: 'You are set up' }));
    await page.context().close();
  }, 300_000);

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
