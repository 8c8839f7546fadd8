import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterBuild } from './after-build.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What a browser fetches as text; images, fonts and source maps are left as they are. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|webmanifest)$/;
/** Below this a compressed copy saves less than the response's own headers. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build that is worth
 * compressing, for the server to send to browsers that accept them (the product's own web server
 * sends them as they are, with no work per request). A copy that would not be smaller is not written.
 * Returns the files compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const done: string[] = [];
  const jobs: Promise<void>[] = [];
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    jobs.push(
      (async () => {
        const source = await fs.readFile(file);
        if (source.length < MIN_BYTES) return;
        const [br, gzipped] = await Promise.all([
          brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
          gz(source, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        if (br.length < source.length) await fs.writeFile(`${file}.br`, br);
        if (gzipped.length < source.length) await fs.writeFile(`${file}.gz`, gzipped);
        done.push(file);
      })(),
    );
  }
  await Promise.all(jobs);
  return done.sort();
}

/** Precompresses the production build once it is written. */
export const precompress = (): Plugin =>
  afterBuild('fleetwatt:precompress', async (distDir) => {
    const started = performance.now();
    const files = await precompressDir(distDir);
    console.log(`Precompressed ${files.length} files (.br, .gz) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  });
