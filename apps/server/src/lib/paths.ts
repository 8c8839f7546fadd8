import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function packageDir(dir: string): string {
  if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
  const parent = path.dirname(dir);
  if (parent === dir) throw new Error(`No package.json above ${dir}`);
  return packageDir(parent);
}

/**
 * apps/server, the nearest package above this module: src/lib when the sources run (tests, tsx),
 * dist when the bundle runs (npm start). Files read at run time are found from here either way.
 */
export const SERVER_DIR = packageDir(path.dirname(fileURLToPath(import.meta.url)));
/** The repository's root. */
export const REPO_DIR = path.resolve(SERVER_DIR, '../..');
