import { it } from 'vitest';
import { appendFileSync } from 'node:fs';
import { startTestServer } from '../../../test/harness.ts';
it('probe', async () => {
  const server = await startTestServer();
  await server.database.query(`insert into companies (name, country, subscription_type, created_at)
    select 'Probe company ' || g || ', "quoted"', (array['AUSTRIA','GERMANY','SWITZERLAND','UNITED_STATES'])[1 + g % 4], case when g % 3 = 0 then 'PRO' else 'LIGHT' end, now() - g * interval '1 minute' from generate_series(1, 100000) g`);
  await server.database.query('analyze companies');
  const token = await server.token('admin@demo.test');
  const db = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  for (const sort of ['name', 'createdAt']) for (const fmt of ['CSV', 'XLSX', 'ZIP']) {
    const before = process.memoryUsage(); let peak = before.rss; let peakHeap = before.heapUsed;
    const t = setInterval(() => { const m = process.memoryUsage(); peak = Math.max(peak, m.rss); peakHeap = Math.max(peakHeap, m.heapUsed); }, 20);
    const s = performance.now();
    const res = await fetch(`${server.baseUrl}/backend/companies/search?export=${fmt}&sortField=${sort}&sortDir=DESC`, { headers: { authorization: `Bearer ${token}` } });
    let bytes = 0; const reader = res.body!.getReader();
    for (;;) { const { done, value } = await reader.read(); if (done) break; bytes += value.length; }
    clearInterval(t);
    appendFileSync('/tmp/probe.out', `${db} sort=${sort} ${fmt} ${res.status} MB ${(bytes / 1048576).toFixed(1)} s ${((performance.now() - s) / 1000).toFixed(1)} rss+MB ${((peak - before.rss) / 1048576).toFixed(1)} heap+MB ${((peakHeap - before.heapUsed) / 1048576).toFixed(1)}\n`);
  }
  await server.close();
}, 900000);
