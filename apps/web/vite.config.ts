import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { homePageBudget, translationChunkName } from './scripts/home-page-bundle.ts';
import { precompress } from './scripts/precompress.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const server = process.env.FLEETWATT_SERVER ?? 'http://localhost:3000';
const LIST_KIT =
  /[\\/]src[\\/](components[\\/]ui[\\/](data-table|list-table|search-input|month-year-filter|stat-cards|export-button)|lib[\\/](use-list-params|use-month-year|use-format|notify))\.tsx?$/;

export default defineConfig({
  root: here('.'),
  plugins: [react(), homePageBudget(), precompress()],
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    sourcemap: true,
    // The manifest lets the home page's budget be measured from the chunks the browser loads.
    manifest: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Every page is a dynamic import with a chunk of its own. Named groups only where they add
        // nothing to what the home page loads (its budget: scripts/home-page-bundle.ts); a group
        // takes every module it matches, so a library group would drag page-only components into it.
        codeSplitting: {
          groups: [
            // Every page needs React and the router, and they change rarely.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
            // The libraries the entry imports, apart from the app's code so a release leaves them
            // cached; libraries only some pages use are split by use.
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            // The app's own code of the entry, so the list kit below cannot take any of it.
            { name: 'app', test: /[\\/](src|packages)[\\/]/, tags: ['$initial'], priority: 2 },
            // Two chunks per language: a browser loads the language it shows, the first render's
            // namespaces first (src/lib/first-render-namespaces.ts).
            { name: translationChunkName, test: /[\\/]src[\\/]locales[\\/]/, priority: 1 },
            // What the list pages share (table, paging, search, month filter, indicators, export
            // button) with the library components under it: one request for the home page instead
            // of a dozen small ones, each of which would be compressed on its own.
            { name: 'list-kit', test: LIST_KIT, priority: 0 },
          ],
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
