/**
 * `npm run bench:web`: builds the web app and prints the JavaScript the home page loads after sign-in
 * (the entry's static imports, the home route's chunk and one language's translations, read from
 * Vite's build manifest), gzipped, against the 250 kB budget; exits non-zero when over it.
 * `-- --sources` adds which packages and app folders the chunks every user loads come from (read
 * from the source maps), largest first. `-- --no-build` measures the existing apps/web/dist.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatHomePageReport, measureHomePage } from '../apps/web/scripts/home-page-bundle.ts';
import { bytesBySource } from './lib/source-map-bytes.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'apps/web/dist');
const args = new Set(process.argv.slice(2));

if (!args.has('--no-build')) execSync('npm run build --workspace apps/web', { cwd: ROOT, stdio: 'ignore' });
const bundle = measureHomePage(DIST);
console.log(formatHomePageReport(bundle).join('\n'));

/** A package name for a path inside node_modules, else the app folder it belongs to. */
function origin(source: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inModules) return inModules[1] as string;
  // Web sources are mapped relative to apps/web/dist/assets, shared ones from the repository root.
  const inRepo = /(?:^(?:\.\.\/)+|packages\/shared\/)src\/[^/]+(?:\/[^/]+)?/.exec(source);
  if (!inRepo) return source;
  const where = inRepo[0].replace(/^(?:\.\.\/)+/, 'apps/web/');
  return where.replace(/\/[^/]+\.(?:[jt]sx?|json)$/, '');
}

if (args.has('--sources')) {
  // Gzip works on whole files, so a source's share of a chunk's gzipped size is estimated from its share of the bytes.
  const totals = new Map<string, { bytes: number; gzipBytes: number }>();
  for (const chunk of bundle.js) {
    const generated = fs.readFileSync(path.join(DIST, chunk.file), 'utf8');
    const mapFile = path.join(DIST, `${chunk.file}.map`);
    const sources = fs.existsSync(mapFile) ? bytesBySource(fs.readFileSync(mapFile, 'utf8'), generated) : new Map([['(no source map)', chunk.bytes]]);
    for (const [source, bytes] of sources) {
      const total = totals.get(origin(source)) ?? { bytes: 0, gzipBytes: 0 };
      total.bytes += bytes;
      total.gzipBytes += (bytes * chunk.gzipBytes) / chunk.bytes;
      totals.set(origin(source), total);
    }
  }
  console.log('\nWhere those bytes come from (minified, gzip estimated):');
  for (const [key, { bytes, gzipBytes }] of [...totals].sort((a, b) => b[1].bytes - a[1].bytes)) {
    if (bytes < 500) continue;
    console.log(`  ${(bytes / 1000).toFixed(1).padStart(7)} kB  ~${(gzipBytes / 1000).toFixed(1).padStart(5)} kB gzip  ${key}`);
  }
}

if (bundle.totalGzipBytes > bundle.budgetBytes) process.exitCode = 1;
