import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One runner for every layer: `npm test` runs shared, server and web; `npm run e2e` the browser journeys.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          // One migrated, demo-seeded database for the run; each test server starts from a copy of it.
          globalSetup: ['apps/server/test/seeded-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Each file starts its own server on its own database: the product's modules are imported
          // once per worker instead of once per file, which was half the run (decision 0064).
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          // The product started and seeded once; each journey file's product starts on a copy of its data.
          globalSetup: ['e2e/support/seeded-data.ts'],
          // A poll waits as long as a locator does: a busy host answers later than 1 s, not wrongly.
          expect: { poll: { timeout: 20_000 } },
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
