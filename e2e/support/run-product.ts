import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/test/free-port.ts';
import { SERVER_ARGS } from '../../scripts/server-command.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningProduct {
  baseUrl: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * Starts the product as `npm start` does (built web app, API, identity provider) on a free port and
 * the embedded database in `dataDir`, and waits until it answers.
 */
export async function runProduct(dataDir: string): Promise<RunningProduct> {
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first (`npm run e2e` does).');
  }
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [...SERVER_ARGS], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The demo's simulated wallbox charges on its own clock: journeys see the demo data as seeded.
      DEMO_WALLBOX: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The product stopped while starting:\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/backend/public/config`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The product did not start in time:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    },
  };
}
