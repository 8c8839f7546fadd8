import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/test/free-port.ts';
import { startProductProcess } from '../../apps/server/test/product-process.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningProduct {
  baseUrl: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * Starts the product as `npm start` does (built web app, API, identity provider) on a free port and
 * the embedded database in `dataDir`, and waits until it answers.
 */
export async function runProduct(dataDir: string): Promise<RunningProduct> {
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first (`npm run e2e` does).');
  }
  const baseUrl = `http://localhost:${await freePort()}`;
  const product = await startProductProcess(
    baseUrl,
    {
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The demo's simulated wallbox charges on its own clock: journeys see the demo data as seeded.
      DEMO_WALLBOX: 'false',
    },
    180_000,
  );
  return { baseUrl, output: product.output, stop: product.stop };
}
