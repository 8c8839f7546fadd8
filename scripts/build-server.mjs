#!/usr/bin/env node
// The server as one ES module (apps/server/dist/server.mjs): node loads it natively instead of
// compiling some 300 TypeScript modules through a loader on every start. Every npm package stays
// external (loaded from node_modules as usual); our workspace package @fleetwatt/shared is bundled in.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isOutdated } from './freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = path.join(root, 'apps/server/dist/server.mjs');
const SOURCES = [
  path.join(root, 'apps/server/src'),
  path.join(root, 'packages/shared/src'),
  path.join(root, 'apps/server/tsconfig.json'),
  path.join(root, 'tsconfig.base.json'),
  fileURLToPath(import.meta.url),
];

export async function buildServer() {
  const esbuild = await import('esbuild');
  const { outputFiles } = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['apps/server/src/server.ts'],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Aliases apply before the external check; the subpaths follow the package's "./*" export.
    alias: { '@fleetwatt/shared': './packages/shared/src' },
    // As tsx runs the sources: class and function names survive (error names, plugin names).
    keepNames: true,
    // Stack traces point at the TypeScript sources (node --enable-source-maps), which are on disk.
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
    write: false,
  });
  // Several processes may build at once (parallel tests): each writes aside and renames, the map
  // before the module, so a reader never sees half a file.
  fs.mkdirSync(path.dirname(SERVER_BUNDLE), { recursive: true });
  const bundleLast = [...outputFiles].sort((a, b) => Number(a.path === SERVER_BUNDLE) - Number(b.path === SERVER_BUNDLE));
  for (const file of bundleLast) {
    const aside = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(aside, file.contents);
    fs.renameSync(aside, file.path);
  }
}

/** Builds the server bundle when it is missing or older than any of its sources. */
export async function ensureServerBuilt() {
  if (!isOutdated(SERVER_BUNDLE, SOURCES)) return;
  console.log('Building the server…');
  await buildServer();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
