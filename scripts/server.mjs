// The product's server process, as every start runs it (see server-command.mjs): brings the bundle
// up to date with the sources, then runs it in this process.
import { pathToFileURL } from 'node:url';
import { ensureServerBuilt, SERVER_BUNDLE } from './build-server.mjs';

await ensureServerBuilt();
await import(pathToFileURL(SERVER_BUNDLE).href);
