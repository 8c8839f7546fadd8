import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * How the product's server process starts, wherever it is started (npm start, the benchmark, the
 * browser journeys, the crash tests): scripts/server.mjs builds the server bundle when its sources
 * changed and runs it, with stack traces mapped to the TypeScript sources.
 * The old generation grows by a quarter over what survives a collection instead of V8's default
 * (up to twice): a streamed export's short-lived rows and strings are collected as they pile up
 * instead of growing the heap. A year's XLSX export (1.6 million rows) peaked 207 MB above a freshly
 * started server with V8's defaults and 26 MB with this, at the same speed (docs/performance.md).
 */
export const SERVER_ARGS = ['--heap-growing-percent=25', '--expose-gc', '--enable-source-maps', path.join(root, 'scripts/server.mjs')];
