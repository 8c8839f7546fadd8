import { startBenchServer } from './server.ts';

export interface ExportMemory {
  rows: number;
  bytes: number;
  seconds: number;
  /** Resident memory of the freshly started server before the export, at its peak and 10 s after it (kB). */
  idleKb: number;
  peakKb: number;
  afterKb: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One export against a freshly started server: its resident memory idle, sampled every 25 ms while
 * the file is read to the end, and again once the server has been idle for 10 seconds. The port is
 * the one the caller's token was issued on (the token names its issuer's address).
 */
export async function exportMemory(databaseUrl: string, port: number, path: string, headers: Record<string, string>, countLines: boolean): Promise<ExportMemory> {
  const server = await startBenchServer(databaseUrl, port);
  try {
    await sleep(3_000);
    const idleKb = server.memory().rssKb;
    let peakKb = idleKb;
    const sampler = setInterval(() => (peakKb = Math.max(peakKb, server.memory().rssKb)), 25);
    const t0 = performance.now();
    const res = await fetch(`${server.baseUrl}${path}`, { headers });
    if (res.status !== 200) throw new Error(`export answered ${res.status}: ${await res.text()}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      if (countLines) for (const b of chunk) if (b === 10) lines++;
    }
    const seconds = (performance.now() - t0) / 1000;
    await sleep(10_000);
    clearInterval(sampler);
    const afterKb = server.memory().rssKb;
    return { rows: Math.max(0, lines - 1), bytes, seconds, idleKb, peakKb, afterKb };
  } finally {
    await server.stop();
  }
}
