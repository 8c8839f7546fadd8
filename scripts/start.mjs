#!/usr/bin/env node
// `npm start`: builds the web app when its sources are newer than the last build, then runs the
// server (web app, API and identity provider on one port) with the embedded database by default;
// the server process builds its own bundle the same way (scripts/server.mjs).
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isOutdated } from './freshness.mjs';
import { SERVER_ARGS } from './server-command.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');

// The build's own configuration and steps count too: a new build step must reach existing checkouts.
const webSources = [
  path.join(webDir, 'src'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, 'scripts'),
  path.join(root, 'packages/shared/src'),
];
if (isOutdated(path.join(webDir, 'dist/index.html'), webSources)) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, SERVER_ARGS, {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
