import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startProduct, type RunningProduct } from './product.ts';
import { launchBrowser } from './browser.ts';

/** One product and one browser for a journey file, started before its tests and stopped after. */
export function productAndBrowser(): { product: RunningProduct; browser: Browser } {
  const env = {} as { product: RunningProduct; browser: Browser };
  beforeAll(async () => {
    env.product = await startProduct();
    env.browser = await launchBrowser();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.product?.stop();
  });
  return env;
}
