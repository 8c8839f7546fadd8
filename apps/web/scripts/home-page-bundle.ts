import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterBuild } from './after-build.ts';
import { FIRST_RENDER_NAMESPACES } from '../src/lib/first-render-namespaces.ts';

/**
 * The performance budget: the JavaScript a signed-in user's browser needs to show the home page,
 * gzipped. kB are 1000 bytes, as in Vite's own size report.
 */
export const HOME_PAGE_BUDGET_BYTES = 250_000;
/** The home route's page module, as the router imports it on demand. */
export const HOME_PAGE_SOURCE = 'src/features/drivers/pages/home-page.tsx';
/**
 * The chunk a translation file goes into (vite.config.ts): per language, the first render's
 * namespaces in `locale-<lng>`, which the first render waits for, the others in `locale-<lng>-pages`.
 */
export function translationChunkName(id: string): string {
  const [, lng = '', ns = ''] = /[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/.exec(id) ?? [];
  return FIRST_RENDER_NAMESPACES.includes(ns) ? `locale-${lng}` : `locale-${lng}-pages`;
}
const FIRST_RENDER_TRANSLATIONS = /^locale-([^-]+)$/;

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), the fields read here. */
interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  file: string;
  /** Why the browser loads it: the entry's static imports, the home route's, or the language shown. */
  via: string;
  bytes: number;
  gzipBytes: number;
}

export interface HomePageBundle {
  /** What every user loads. */
  js: ChunkSize[];
  /** The first render's translations, one language's chunks per user. */
  translations: ChunkSize[];
  css: ChunkSize[];
  /** `js` plus the largest language. */
  totalGzipBytes: number;
  budgetBytes: number;
}

export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(file)) throw new Error(`No build manifest at ${file}: build the web app first (npm run build).`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** A chunk and everything it imports statically: what the browser fetches before running it. */
function staticClosure(manifest: Manifest, key: string, seen: Set<string>): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk ${key}.`);
  return [key, ...(chunk.imports ?? []).flatMap((k) => staticClosure(manifest, k, seen))];
}

/**
 * The manifest keys of the chunks behind the home page after sign-in: the entry's static import
 * closure, then the home route's dynamic chunk and whatever it adds to that.
 */
export function homePageChunkKeys(manifest: Manifest): { entry: string[]; homePage: string[] } {
  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry in the build manifest, found ${entries.length}.`);
  if (!manifest[HOME_PAGE_SOURCE]) throw new Error(`The build manifest has no chunk for ${HOME_PAGE_SOURCE}.`);
  const seen = new Set<string>();
  const entry = staticClosure(manifest, entries[0] as string, seen);
  const homePage = staticClosure(manifest, HOME_PAGE_SOURCE, seen);
  return { entry, homePage };
}

function sizeOf(distDir: string, file: string, via: ChunkSize['via']): ChunkSize {
  const content = fs.readFileSync(path.join(distDir, file));
  return { file, via, bytes: content.length, gzipBytes: gzipSync(content).length };
}

/** Each language's first-render translation chunks, by language. */
function translationChunks(manifest: Manifest): Map<string, string[]> {
  const byLanguage = new Map<string, Set<string>>();
  for (const chunk of Object.values(manifest)) {
    const lng = FIRST_RENDER_TRANSLATIONS.exec(chunk.name ?? '')?.[1];
    if (lng) byLanguage.set(lng, (byLanguage.get(lng) ?? new Set()).add(chunk.file));
  }
  return new Map([...byLanguage].map(([lng, files]) => [lng, [...files]]));
}

/** Where a namespace's shared words (column labels, value words) are built from, as the manifest names it. */
const areaWordsSource = (ns: string) => `../../packages/shared/src/i18n/area-words/${ns}.ts`;

/**
 * The chunks of the first render's shared words, which the translation loader fetches with the
 * namespaces (both languages in one chunk), without those the home page already loads.
 */
function sharedWordChunks(manifest: Manifest, loaded: string[]): string[] {
  const seen = new Set(loaded);
  const keys = FIRST_RENDER_NAMESPACES.map(areaWordsSource).filter((k) => manifest[k]);
  return keys.flatMap((k) => staticClosure(manifest, k, seen)).map((k) => (manifest[k] as ManifestChunk).file);
}

export function measureHomePage(distDir: string): HomePageBundle {
  const manifest = readManifest(distDir);
  const { entry, homePage } = homePageChunkKeys(manifest);
  const keys = [...entry.map((k) => [k, 'entry'] as const), ...homePage.map((k) => [k, 'home page'] as const)];
  const js = keys.map(([k, via]) => sizeOf(distDir, (manifest[k] as ManifestChunk).file, via));
  const words = sharedWordChunks(manifest, [...entry, ...homePage]);
  const languages = [...translationChunks(manifest)].map(([lng, files]) =>
    [...files, ...words].map((f) => sizeOf(distDir, f, `translations, ${lng}`)),
  );
  const gzipOf = (chunks: ChunkSize[]) => chunks.reduce((sum, c) => sum + c.gzipBytes, 0);
  const cssFiles = new Map<string, ChunkSize['via']>();
  for (const [k, via] of keys) for (const f of manifest[k]?.css ?? []) if (!cssFiles.has(f)) cssFiles.set(f, via);
  const css = [...cssFiles].map(([f, via]) => sizeOf(distDir, f, via));
  return {
    js,
    translations: languages.flat(),
    css,
    totalGzipBytes: gzipOf(js) + Math.max(0, ...languages.map(gzipOf)),
    budgetBytes: HOME_PAGE_BUDGET_BYTES,
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

/** The report as lines: each JavaScript chunk largest first, the total against the budget, the CSS apart. */
export function formatHomePageReport(bundle: HomePageBundle): string[] {
  const all = [...bundle.js, ...bundle.translations, ...bundle.css];
  const width = Math.max(...all.map((c) => c.file.length));
  const row = (c: ChunkSize) => `  ${c.file.padEnd(width)}  ${kB(c.bytes).padStart(10)}  gzip ${kB(c.gzipBytes).padStart(9)}  (${c.via})`;
  const bySize = (a: ChunkSize, b: ChunkSize) => b.gzipBytes - a.gzipBytes;
  const over = bundle.totalGzipBytes > bundle.budgetBytes;
  return [
    'JavaScript the home page loads after sign-in:',
    ...[...bundle.js].sort(bySize).map(row),
    "  and the first render's translations of the language shown, one of:",
    ...bundle.translations.map(row),
    `  total ${kB(bundle.totalGzipBytes)} gzipped (with the larger language) of a ${kB(bundle.budgetBytes)} budget: ${over ? 'OVER BUDGET' : 'within budget'}`,
    'Stylesheets it loads (not counted):',
    ...[...bundle.css].sort(bySize).map(row),
  ];
}

/** Prints the home page's JavaScript against the budget after every production build. */
export const homePageBudget = (): Plugin =>
  afterBuild('fleetwatt:home-page-budget', (distDir) => {
    console.log(`\n${formatHomePageReport(measureHomePage(distDir)).join('\n')}\n`);
  });
