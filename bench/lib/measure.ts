/** Median and 95th percentile of a list of milliseconds. */
export function stats(samples: number[]): { median: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

/** Times `fn` `runs` times one after another, after `warmup` untimed runs. */
export async function timeRuns(fn: () => Promise<void>, runs: number, warmup = 3): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return samples;
}

/** Requests per second with `concurrency` callers for `seconds`. */
export async function throughput(fn: () => Promise<void>, concurrency: number, seconds: number): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await fn();
        done++;
      }
    }),
  );
  return done / seconds;
}

/** GET that fails loudly on anything but 200 and reads the whole body. */
export async function getOk(url: string, headers: Record<string, string>): Promise<void> {
  const res = await fetch(url, { headers });
  const body = await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${Buffer.from(body).toString().slice(0, 300)}`);
}
