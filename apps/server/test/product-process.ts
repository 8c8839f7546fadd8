import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ARGS } from '../../../scripts/server-command.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ProductProcess {
  pid: number;
  /** What the process printed so far. */
  output(): string;
  /** Asks the process to stop (SIGTERM) and waits until it has. */
  stop(): Promise<void>;
  /** Ends the process at once (SIGKILL), as a crash would. */
  kill(): void;
}

/**
 * The product's server as its own process, started as `npm start` starts it (SERVER_ARGS), in
 * production mode on 127.0.0.1 at `baseUrl`'s port, with `env` on top; answers once `baseUrl`
 * serves its public configuration. The browser journeys, the benchmark and the crash tests start
 * it this way, each with its own database settings.
 */
export async function startProductProcess(baseUrl: string, env: Record<string, string>, startupMs = 120_000): Promise<ProductProcess> {
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [...SERVER_ARGS], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: new URL(baseUrl).port,
      PUBLIC_URL: baseUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const deadline = Date.now() + startupMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The product stopped while starting:\n${log}`);
    const up = await fetch(`${baseUrl}/backend/public/config`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The product did not start in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    pid: child.pid!,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    },
    kill() {
      child.kill('SIGKILL');
    },
  };
}
