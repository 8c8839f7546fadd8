import fs from 'node:fs';
import { startProductProcess } from '../../apps/server/test/product-process.ts';

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
  const product = await startProductProcess(baseUrl, { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', DEMO_DATA: 'false', JOBS_ENABLED: 'false' });
  const { pid } = product;
  return {
    baseUrl,
    pid,
    output: product.output,
    memory: () => ({ rssKb: procStatus(pid, 'VmRSS'), peakKb: procStatus(pid, 'VmHWM') }),
    stop: product.stop,
  };
}
