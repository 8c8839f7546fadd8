import path from 'node:path';
import type { Plugin } from 'vite';

/** A build step that runs on the written production build, given its output directory. */
export function afterBuild(name: string, run: (distDir: string) => void | Promise<void>): Plugin {
  let distDir = '';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      distDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await run(distDir);
    },
  };
}
