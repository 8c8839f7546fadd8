import fs from 'node:fs';
import path from 'node:path';

/** The newest modification time of the given files and of everything under the given directories (node_modules and dist left out). */
export function newestMtime(paths) {
  let newest = 0;
  for (const p of paths) {
    const stat = fs.statSync(p);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      continue;
    }
    for (const entry of fs.readdirSync(p, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      newest = Math.max(newest, newestMtime([path.join(p, entry.name)]));
    }
  }
  return newest;
}

/** Whether a build output is missing or older than any of its sources. */
export function isOutdated(output, sources) {
  const builtAt = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  return newestMtime(sources) > builtAt;
}
