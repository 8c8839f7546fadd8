/**
 * `npm run bench`: the product against the large dataset (`npm run seed -- --size large`), one table
 * of every case with its budget. DATABASE_URL names the benchmark's database.
 */
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPostgres, SESSION_OPTIONS } from '../apps/server/src/db/database.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { fetchAccessToken } from '../apps/server/test/tokens.ts';
import { freePort } from '../apps/server/test/free-port.ts';
import { BENCH_ACCOUNTS, BENCH_PASSWORD } from './seed/accounts.ts';
import { BUDGETS, exportPath, INGEST, READ_CASES, type Who } from './cases.ts';
import { MONEY_CASES } from './cases/money.ts';
import { startBenchServer } from './lib/server.ts';
import { recording, replay } from './lib/recording-database.ts';
import { cpuWaitMicros, getOk, requestsPerSecond, stats, timeRuns } from './lib/measure.ts';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) throw new Error('Set DATABASE_URL to the database filled by `npm run seed -- --size large`.');
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
/** BENCH_ONLY=<regular expression>: only the read cases whose name matches, nothing else (while working on them). */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;

const waitedBefore = cpuWaitMicros();
const startedAt = performance.now();
const port = await freePort();
const server = await startBenchServer(url, port);
const config = loadConfig({ NODE_ENV: 'production', PORT: String(port), PUBLIC_URL: server.baseUrl, DATABASE_URL: url, LOG_LEVEL: 'error' });
const tokens: Record<Who, string> = {
  manager: await fetchAccessToken(config, BENCH_ACCOUNTS.manager, BENCH_PASSWORD),
  admin: await fetchAccessToken(config, BENCH_ACCOUNTS.admin, BENCH_PASSWORD),
  driver: await fetchAccessToken(config, BENCH_ACCOUNTS.driver, BENCH_PASSWORD),
};
const auth = (who: Who) => ({ authorization: `Bearer ${tokens[who]}` });

// The same product in this process over a recording database: one request each shows which statements it runs.
const database = await openPostgres(url);
const recorder = recording(database);
const inProcess = await buildApp({ config, database: recorder.database });
// Statements replayed with the product's own connection settings.
const sql = new pg.Client({ connectionString: url, options: SESSION_OPTIONS });
await sql.connect();

process.on('uncaughtException', async (err) => {
  console.error(err, '\nServer output:\n', server.output().slice(-3000));
  await server.stop();
  process.exit(2);
});

const now = new Date();
const ctx = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
const rows: string[][] = [];
const fmt = (ms: number) => ms.toFixed(1);

for (const c of [...READ_CASES, ...MONEY_CASES].filter((c) => !ONLY || ONLY.test(c.name))) {
  const path = c.path(ctx);
  recorder.take();
  const res = await inProcess.inject({ method: 'GET', url: path, headers: auth(c.who) });
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  const statements = recorder.take();
  const samples = stats(await timeRuns(() => getOk(`${server.baseUrl}${path}`, auth(c.who)), RUNS));
  const sqlSamples = stats(await timeRuns(() => replay(sql, statements).then(() => undefined), RUNS));
  const budget = c.scope === 'company' ? BUDGETS.companyP95Ms : BUDGETS.allP95Ms;
  const ratio = samples.median / sqlSamples.median;
  const ok = samples.p95 < budget && ratio <= BUDGETS.apiOverSql;
  rows.push([c.name, fmt(samples.median), fmt(samples.p95), fmt(sqlSamples.median), ratio.toFixed(2), `p95 < ${budget} ms, ≤ ${BUDGETS.apiOverSql}x`, ok ? 'ok' : 'MISSED']);
  if (ONLY) console.error(rows.at(-1)!.join(' | '));
}

// Ingestion: sequential batches of 1,000 new sessions each, as the driver's app sends them.
if (!ONLY) {
  const base = Date.UTC(2023, 0, 1);
  let index = 5_000_000;
  const batch = () => ({
    sessions: Array.from({ length: INGEST.batchSize }, () => {
      index++;
      return { cableHardwareId: INGEST.cable, mobileIdentifierIndex: index, startDate: new Date(base + index * 60_000).toISOString(), durationSeconds: 3600, wattHours: 11_000 };
    }),
  });
  const t0 = performance.now();
  for (let i = 0; i < INGEST.batches; i++) {
    const res = await fetch(`${server.baseUrl}/backend/charging-sessions`, {
      method: 'POST',
      headers: { ...auth('driver'), 'content-type': 'application/json' },
      body: JSON.stringify(batch()),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`ingestion answered ${res.status}: ${text.slice(0, 300)}`);
  }
  const perSecond = (INGEST.batches * INGEST.batchSize) / ((performance.now() - t0) / 1000);
  rows.push([`ingestion, ${INGEST.batches} batches of ${INGEST.batchSize}`, '', '', '', '', `≥ ${BUDGETS.ingestPerSecond}/s: ${Math.round(perSecond)} sessions/s`, perSecond >= BUDGETS.ingestPerSecond ? 'ok' : 'MISSED']);
}

// Exports: the whole previous month across all companies, streamed; seconds per 100,000 rows and the server's memory.
for (const format of ONLY ? [] : (['CSV', 'XLSX'] as const)) {
  const idle = server.memory().rssKb;
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, server.memory().rssKb)), 25);
  const t0 = performance.now();
  const res = await fetch(`${server.baseUrl}${exportPath(ctx, format)}`, { headers: auth('admin') });
  if (res.status !== 200) throw new Error(`export answered ${res.status}: ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    if (format === 'CSV') for (const b of chunk) if (b === 10) lines++;
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  const rowCount = format === 'CSV' ? lines - 1 : Number((await sql.query(`select count(*)::int as n from charging_sessions where start_date >= date_trunc('month', now()) - interval '1 month' and start_date < date_trunc('month', now()) and source <> 'EXTERNAL'`)).rows[0].n);
  const per100k = (seconds * 100_000) / Math.max(1, rowCount);
  const growthMb = (peak - idle) / 1024;
  const limit = format === 'CSV' ? BUDGETS.csvSeconds : BUDGETS.xlsxSeconds;
  rows.push([
    `export ${format}, ${rowCount.toLocaleString('en')} rows (${(bytes / 1e6).toFixed(0)} MB) in ${seconds.toFixed(1)} s`,
    '', '', '', '',
    `< ${limit} s per 100k: ${per100k.toFixed(1)} s; < ${BUDGETS.exportPeakMb} MB: +${growthMb.toFixed(0)} MB`,
    per100k < limit && growthMb < BUDGETS.exportPeakMb ? 'ok' : 'MISSED',
  ]);
}

if (!ONLY) {
  const accountRps = await requestsPerSecond(`${server.baseUrl}/backend/account`, auth('manager'), 32, 5);
  rows.push(['GET /backend/account', '', '', '', '', `≥ ${BUDGETS.accountPerSecond} req/s: ${Math.round(accountRps)}`, accountRps >= BUDGETS.accountPerSecond ? 'ok' : 'MISSED']);
}

await inProcess.close();
await database.close();
await sql.end();
await server.stop();

const header = ['case', 'API median ms', 'API p95 ms', 'SQL median ms', 'API/SQL', 'budget', 'result'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (r: string[]) => `| ${r.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
console.log([line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n'));
const waitedAfter = cpuWaitMicros();
const busy =
  waitedBefore === null || waitedAfter === null
    ? ''
    : `; tasks waited for a CPU ${((100 * (waitedAfter - waitedBefore)) / 1000 / (performance.now() - startedAt)).toFixed(0)} % of the time`;
console.log(`\n${RUNS} timed requests per case after 3 warm-up requests; ${new Date().toISOString()}; node ${process.version}${busy}.`);
process.exit(rows.some((r) => r.at(-1) === 'MISSED') ? 1 : 0);
