import type { Page } from 'playwright-core';

/**
 * Every dashboard route of spec section 2 a role may open; 'driver-detail' and 'company-detail' stand
 * for a detail page, whose real id the journey finds.
 */
export const SHARED = [
  '/dashboard/home',
  '/dashboard/charging-sessions',
  '/dashboard/charging-sessions/external',
  '/dashboard/tariffs',
  '/dashboard/driver',
  'driver-detail',
  'company-detail',
  '/dashboard/cable',
  '/dashboard/wallboxes',
  '/dashboard/licenses',
  '/dashboard/receipts',
  '/dashboard/mileage',
  '/dashboard/fleet-monitor',
  '/dashboard/fleet-monitor/mileage',
  '/dashboard/policy-management',
  '/dashboard/audit',
  '/dashboard/team',
  '/onboarding/home',
];
export const ADMINISTRATOR_ONLY = [
  '/dashboard/charging-sessions-review',
  '/dashboard/receipt-reimbursements',
  '/dashboard/receipt-reimbursements/receipts',
  '/dashboard/company',
  '/dashboard/vehicles',
  '/dashboard/invoices',
  '/dashboard/payment-transactions',
  '/dashboard/outbox',
];

/** Waits until the page has drawn its data: no spinner, no request in flight. */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page
    .locator('.mantine-Loader-root, [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

async function firstHref(page: Page, prefix: string): Promise<string> {
  const href = await page.locator(`a[href^="${prefix}"]`).first().getAttribute('href', { timeout: 20_000 });
  if (!href) throw new Error(`no link to ${prefix}`);
  return href;
}

/** The path of a route: a detail page's is the first one its list links to. */
export async function resolveRoute(page: Page, baseUrl: string, route: string): Promise<string> {
  if (route === 'driver-detail') {
    await page.goto(baseUrl + '/dashboard/driver');
    return firstHref(page, '/dashboard/driver/');
  }
  if (route === 'company-detail') {
    await page.goto(baseUrl + '/dashboard/home');
    return firstHref(page, '/dashboard/company/');
  }
  return route;
}

