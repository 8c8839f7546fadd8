import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ARGS } from '../../scripts/server-command.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BenchServer {
  baseUrl: string;
  pid: number;
  /** What the server printed, for a failed case. */
  output(): string;
  /** Resident memory of the server process now and at its peak (kB), from /proc. */
  memory(): { rssKb: number; peakKb: number };
  stop(): Promise<void>;
}

function procStatus(pid: number, field: string): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
}

/** The product as `npm start` runs it, on the benchmark's PostgreSQL, without demo data or jobs. */
export async function startBenchServer(databaseUrl: string, port: number): Promise<BenchServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [...SERVER_ARGS], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      JOBS_ENABLED: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped while starting:\n${log}`);
    const up = await fetch(`${baseUrl}/backend/public/config`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`The server did not start in time:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const pid = child.pid!;
  return {
    baseUrl,
    pid,
    output: () => log,
    memory: () => ({ rssKb: procStatus(pid, 'VmRSS'), peakKb: procStatus(pid, 'VmHWM') }),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    },
  };
}
