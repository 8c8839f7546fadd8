import http from 'node:http';
import autocannon from 'autocannon';

/** Median and 95th percentile of a list of milliseconds. */
export function stats(samples: number[]): { median: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

/**
 * Times each of `fns` `runs` times after `warmup` untimed runs, in turn (the first, the second, the
 * first again...), so that every one of them is measured under the same conditions of a shared
 * machine instead of one after the other. Milliseconds per function, in the order given.
 */
export async function timeRuns(fns: readonly (() => Promise<void>)[], runs: number, warmup: number): Promise<number[][]> {
  for (let i = 0; i < warmup; i++) for (const fn of fns) await fn();
  const samples = fns.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    for (const [j, fn] of fns.entries()) {
      const t0 = performance.now();
      await fn();
      samples[j]!.push(performance.now() - t0);
    }
  }
  return samples;
}

/**
 * Requests per second of one GET with `connections` keep-alive connections for `seconds`, measured
 * with autocannon (its HTTP client costs far less CPU than fetch, which shares the two cores with
 * the server). Fails when any answer is not 200.
 */
export async function requestsPerSecond(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<number> {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed`);
  return result.requests.total / seconds;
}

// One kept-alive connection for the timed requests, as a browser keeps one to the API.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * GET over node:http that fails loudly on anything but 200 and reads the whole body. The plain
 * client adds little to the time, where fetch adds about a millisecond of its own per request.
 */
export function getOk(url: string, headers: Record<string, string>, via: http.Agent = agent): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: via }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode === 200) resolve();
        else reject(new Error(`${url} answered ${res.statusCode}: ${Buffer.concat(chunks).toString().slice(0, 300)}`));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/**
 * `clients` clients of our own, each on its own kept-alive connection, asking one GET one after
 * another for `seconds`: answered requests per second over all of them, the p95 of their times and
 * how many failed.
 */
export async function concurrently(
  url: string,
  headers: Record<string, string>,
  clients: number,
  seconds: number,
): Promise<{ perSecond: number; p95: number; failed: number }> {
  const samples: number[] = [];
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      const own = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (performance.now() < until) {
        const t = performance.now();
        // An answer other than 200 (a timeout waiting for a connection: 503) counts as a failure.
        const ok = await getOk(url, headers, own).then(() => true, () => false);
        if (ok) samples.push(performance.now() - t);
        else failed++;
      }
      own.destroy();
    }),
  );
  return { perSecond: samples.length / ((performance.now() - t0) / 1000), p95: stats(samples).p95, failed };
}
