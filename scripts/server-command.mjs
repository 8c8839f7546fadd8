import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * How the product's server process starts, wherever it is started (npm start, the benchmark, the
 * browser journeys, the crash tests): scripts/server.mjs builds the server bundle when its sources
 * changed and runs it, with stack traces mapped to the TypeScript sources. A young generation of
 * 64 MB lets the short-lived strings of a streamed export die young instead of filling the old
 * generation: an XLSX export of 134,503 rows grows the process by 27-61 MB instead of 106-126 MB,
 * and runs faster.
 */
export const SERVER_ARGS = ['--max-semi-space-size=64', '--expose-gc', '--enable-source-maps', path.join(root, 'scripts/server.mjs')];
