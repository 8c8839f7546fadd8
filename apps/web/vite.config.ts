import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const server = process.env.FLEETWATT_SERVER ?? 'http://localhost:3000';

// Library groups that change rarely get chunks of their own, so a release of the app
// invalidates only its own code; every page is a dynamic import and loads on demand.
const vendorGroups: { name: string; test: RegExp }[] = [
  // Charts and date pickers serve only some pages: they stay out of what the home page loads.
  { name: 'charts', test: /node_modules[\\/](@mantine[\\/]charts|recharts|d3-|victory-vendor|decimal\.js-light|es-toolkit|immer|reselect|redux|@reduxjs|react-redux|eventemitter3|tiny-invariant|internmap|use-sync-external-store)/ },
  { name: 'dates', test: /node_modules[\\/](@mantine[\\/]dates|dayjs)[\\/]/ },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'mantine', test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-number-format|react-textarea-autosize|clsx)/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|i18next-browser-languagedetector)[\\/]/ },
  { name: 'oidc', test: /node_modules[\\/](oidc-client-ts|jwt-decode)[\\/]/ },
  { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/ },
  { name: 'icons', test: /node_modules[\\/]@tabler[\\/]/ },
];

export default defineConfig({
  root: here('.'),
  plugins: [react()],
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorGroups.map((g, i) => ({ ...g, priority: vendorGroups.length - i })),
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/backend': { target: server, changeOrigin: false },
      '/oidc': { target: server, changeOrigin: false },
      '/interaction': { target: server, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
});
