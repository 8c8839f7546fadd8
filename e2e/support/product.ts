import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { runProduct, type RunningProduct } from './run-product.ts';

export type { RunningProduct };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data folder of a product that has started once (migrated, demo data seeded) and stopped. */
    productDataTemplate: string;
  }
}

/**
 * The product on a data folder of its own, copied from the one the run's setup seeded: each journey
 * file starts where a restarted `npm start` would, without migrating and seeding again.
 */
export async function startProduct(): Promise<RunningProduct> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleetwatt-e2e-'));
  fs.cpSync(inject('productDataTemplate'), dataDir, { recursive: true });
  const product = await runProduct(dataDir);
  return {
    ...product,
    async stop() {
      await product.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
