/**
 * `npm run bench`: the product against the large dataset (`npm run seed -- --size large`), one table
 * of every case with its budget, a phase of 16 clients at once, and with `--sizes` the same read
 * cases on the smaller datasets so that a case whose time grows with the data stands out.
 *
 *   npm run bench                                   # DATABASE_URL: the large dataset
 *   npm run bench -- --sizes small,medium,large     # DATABASE_URL_SMALL, DATABASE_URL_MEDIUM, DATABASE_URL
 *   npm run bench -- --fast                         # development: 5 requests a case, 1 s of 16 clients
 *   npm run bench -- --only "home drivers|summary"  # the cases whose name holds one of the texts
 *   npm run bench -- --only "external" --explain  # and print each statement with its plan
 */
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPostgres, SESSION_OPTIONS } from '../apps/server/src/db/database.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { fetchAccessToken } from '../apps/server/test/tokens.ts';
import { freePort } from '../apps/server/test/free-port.ts';
import { BENCH_ACCOUNTS, BENCH_PASSWORD } from './seed/accounts.ts';
import { BUDGETS, EXPORTS, exportPath, INGEST, READ_CASES, type CaseContext, type ReadCase, type Who } from './cases.ts';
import { MONEY_CASES } from './cases/money.ts';
import { DRIVER_CASES, RECORD_CASES } from './cases/records.ts';
import { startBenchServer, type BenchServer } from './lib/server.ts';
import { exportMemory } from './lib/export-memory.ts';
import { explain, recording, replay } from './lib/recording-database.ts';
import { concurrently, getOk, requestsPerSecond, stats, timeRuns } from './lib/measure.ts';
import { cpuSplit, cpuWait, machine, type CpuWait } from './lib/machine.ts';
import { markdownTable } from './lib/table.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const FAST = process.argv.includes('--fast');
/** --explain: print each read case's statements with their plans (EXPLAIN ANALYZE, BUFFERS) before timing it. */
const EXPLAIN = process.argv.includes('--explain');
const RUNS = Number(process.env.BENCH_RUNS ?? (FAST ? 5 : 50));
const WARMUP = Number(process.env.BENCH_WARMUP ?? (FAST ? 1 : 100));
const CONCURRENT_SECONDS = Number(process.env.BENCH_CONCURRENT_SECONDS ?? (FAST ? 1 : 3));
const ONLY = arg('only')?.split('|');
const SIZES = (arg('sizes') ?? 'large').split(',').map((s) => s.trim()).filter(Boolean);
const urlOf = (size: string) =>
  process.env[`DATABASE_URL_${size.toUpperCase()}`] ?? (size === SIZES.at(-1) ? process.env.DATABASE_URL : undefined);
for (const size of SIZES) {
  if (!urlOf(size)?.startsWith('postgres')) {
    throw new Error(`Set DATABASE_URL_${size.toUpperCase()} (or DATABASE_URL for the last size) to the database filled by \`npm run seed -- --size ${size}\`.`);
  }
}
/** BENCH_ONLY=<regular expression>: the read cases whose name matches (as --only). */
const ONLY_PATTERN = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const cases = [...READ_CASES, ...MONEY_CASES, ...RECORD_CASES, ...DRIVER_CASES].filter(
  (c) => (!ONLY || ONLY.some((text) => c.name.includes(text))) && (!ONLY_PATTERN || ONLY_PATTERN.test(c.name)),
);

interface ReadResult {
  name: string;
  scope: ReadCase['scope'];
  page: number;
  api: { median: number; p95: number };
  sql: { median: number };
  /** 16 clients at once; cpuMs: CPU milliseconds per answered request of the server, PostgreSQL and the clients. */
  concurrent?: { perSecond: number; p95: number; failed: number; cpuMs: { server: number; database: number; clients: number } };
}

const now = new Date();
const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const fmt = (ms: number) => ms.toFixed(1);
const budgetOf = (c: { scope: ReadCase['scope'] }) => (c.scope === 'company' ? BUDGETS.companyP95Ms : BUDGETS.allP95Ms);
const concurrentBudgetOf = (c: { scope: ReadCase['scope'] }) => (c.scope === 'company' ? BUDGETS.concurrentCompanyP95Ms : BUDGETS.concurrentAllP95Ms);

/** Every read case of one dataset; on the main one also 16 clients at once and the other cases. */
async function runSize(size: string, url: string, main: boolean): Promise<{ reads: ReadResult[]; other: string[][]; wait: CpuWait }> {
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
  const fail = async (err: unknown) => {
    console.error(err, '\nServer output:\n', server.output().slice(-3000));
    await server.stop();
    process.exit(2);
  };
  process.on('uncaughtException', fail);

  const [driver] = (await sql.query<{ id: string }>('select id from users where email = $1', [BENCH_ACCOUNTS.driver])).rows;
  const ctx: CaseContext = {
    year: now.getUTCFullYear(),
    month: { year: lastMonth.getUTCFullYear(), month: lastMonth.getUTCMonth() + 1 },
    driverId: driver!.id,
  };
  const wait = cpuWait(server.pid, url);
  const reads: ReadResult[] = [];
  for (const c of cases) {
    let page = typeof c.page === 'number' ? c.page : 0;
    if (c.page === 'last' || page > 0) {
      const probe = await inProcess.inject({ method: 'GET', url: c.path(ctx, 0), headers: auth(c.who) });
      const last = Math.max(0, Number((JSON.parse(probe.body) as { totalPages?: number }).totalPages ?? 1) - 1);
      page = c.page === 'last' ? last : Math.min(page, last);
    }
    const path = c.path(ctx, page);
    // The request before the recorded one makes the caller remembered (as it is for the timed
    // requests, which read it from the database once in AUTH_CACHE_SECONDS at most).
    await inProcess.inject({ method: 'GET', url: path, headers: auth(c.who) });
    recorder.take();
    const res = await inProcess.inject({ method: 'GET', url: path, headers: auth(c.who) });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    const statements = recorder.take();
    if (EXPLAIN) await explain(sql, c.name, statements);
    const [apiTimes, sqlTimes] = await timeRuns(
      [() => getOk(`${server.baseUrl}${path}`, auth(c.who)), () => replay(sql, statements).then(() => undefined)],
      RUNS,
      WARMUP,
    );
    const api = stats(apiTimes!);
    reads.push({ name: c.name, scope: c.scope, page, api, sql: stats(sqlTimes!) });
    process.stderr.write(`${size}: ${c.name} (page ${page + 1}): p95 ${fmt(api.p95)} ms\n`);
  }

  const other: string[][] = [];
  if (main) {
    // 16 clients of the benchmark's own at once, each case for a few seconds.
    for (const [i, c] of cases.entries()) {
      const r = reads[i]!;
      const split = cpuSplit(server.pid, url);
      const result = await concurrently(`${server.baseUrl}${c.path(ctx, r.page)}`, auth(c.who), BUDGETS.concurrentClients, CONCURRENT_SECONDS);
      const cpu = split.stop();
      const answered = Math.max(1, result.perSecond * CONCURRENT_SECONDS);
      r.concurrent = {
        perSecond: result.perSecond,
        p95: result.p95,
        failed: result.failed,
        cpuMs: { server: cpu.server / answered, database: cpu.database / answered, clients: cpu.clients / answered },
      };
      process.stderr.write(`${size}: ${c.name}, ${BUDGETS.concurrentClients} clients: ${result.perSecond.toFixed(0)}/s, p95 ${fmt(result.p95)} ms\n`);
    }
    other.push(...(await otherCases(server, auth, sql)));
  }
  const waited = wait.stop();

  process.off('uncaughtException', fail);
  await inProcess.close();
  await database.close();
  await server.stop();
  if (main && !ONLY && !ONLY_PATTERN) other.push(...(await exportCases(url, port, auth, sql, ctx)));
  await sql.end();
  return { reads, other, wait: waited };
}

/** The ingested sessions' mobile identifier indexes start above this (the seed's stay below). */
const FIRST_INGESTED = 5_000_000;

/** Ingestion and the account call's throughput, on the main dataset (the exports follow on fresh servers). */
async function otherCases(server: BenchServer, auth: (who: Who) => Record<string, string>, sql: pg.Client): Promise<string[][]> {
  const rows: string[][] = [];
  // Ingestion: sequential batches of 1,000 new sessions each, as the driver's app sends them.
  {
    const base = Date.UTC(2023, 0, 1);
    let index = FIRST_INGESTED + Math.floor(Math.random() * 1_000_000) * 100;
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
    // The sessions go again (their totals follow, their triggers enabled ALWAYS), without a line in
    // the audit trail each (its trigger is off for the replication role): runs after this one see
    // the dataset as seeded.
    await sql.query(`set session_replication_role = replica`);
    await sql.query(`delete from charging_sessions where cable_hardware_id = $1 and mobile_identifier_index > $2`, [INGEST.cable, FIRST_INGESTED]);
    await sql.query(`reset session_replication_role`);
    rows.push([`ingestion, ${INGEST.batches} batches of ${INGEST.batchSize}`, `≥ ${BUDGETS.ingestPerSecond}/s: ${Math.round(perSecond)} sessions/s`, perSecond >= BUDGETS.ingestPerSecond ? 'ok' : 'MISSED']);
  }

  const accountRps = await requestsPerSecond(`${server.baseUrl}/backend/account`, auth('manager'), 32, FAST ? 1 : 5);
  rows.push(['GET /backend/account', `≥ ${BUDGETS.accountPerSecond} req/s: ${Math.round(accountRps)}`, accountRps >= BUDGETS.accountPerSecond ? 'ok' : 'MISSED']);
  return rows;
}

/**
 * Exports, each against a freshly started server: seconds per 100,000 rows, the resident memory at
 * the peak above the idle server, and 10 s after the end (what the server gave back).
 */
async function exportCases(url: string, port: number, auth: (who: Who) => Record<string, string>, sql: pg.Client, ctx: CaseContext): Promise<string[][]> {
  const rows: string[][] = [];
  for (const e of EXPORTS) {
    const period = e.period(ctx);
    const from = new Date(Date.UTC(period.year, (period.month ?? 1) - 1, 1));
    const to = new Date(Date.UTC(period.year + (period.month ? 0 : 1), period.month ?? 0, 1));
    const count = await sql.query<{ n: number }>(
      `select count(*)::int as n from charging_sessions where start_date >= $1 and start_date < $2 and source <> 'EXTERNAL'`,
      [from, to],
    );
    const rowCount = Number(count.rows[0]!.n);
    for (const format of ['CSV', 'XLSX'] as const) {
      const m = await exportMemory(url, port, exportPath(period, format), auth('admin'), format === 'CSV');
      if (format === 'CSV' && m.rows !== rowCount) throw new Error(`the ${e.name}'s CSV has ${m.rows} rows, the database ${rowCount}`);
      const per100k = (m.seconds * 100_000) / Math.max(1, rowCount);
      const peakMb = (m.peakKb - m.idleKb) / 1024;
      const afterMb = (m.afterKb - m.idleKb) / 1024;
      const limit = format === 'CSV' ? BUDGETS.csvSeconds : BUDGETS.xlsxSeconds;
      const ok = per100k < limit && peakMb < BUDGETS.exportPeakMb && afterMb < BUDGETS.exportPeakMb;
      rows.push([
        `export ${format}, ${e.name}, ${rowCount.toLocaleString('en')} rows (${(m.bytes / 1e6).toFixed(0)} MB) in ${m.seconds.toFixed(1)} s, fresh server (${(m.idleKb / 1024).toFixed(0)} MB idle)`,
        `< ${limit} s per 100k: ${per100k.toFixed(1)} s; < ${BUDGETS.exportPeakMb} MB: peak +${peakMb.toFixed(0)} MB, 10 s after +${afterMb.toFixed(0)} MB`,
        ok ? 'ok' : 'MISSED',
      ]);
      process.stderr.write(`${rows.at(-1)!.slice(0, 2).join(': ')}\n`);
    }
  }
  return rows;
}

const started = performance.now();
const host = await machine(urlOf(SIZES.at(-1)!)!);
const results: Record<string, Awaited<ReturnType<typeof runSize>>> = {};
for (const [i, size] of SIZES.entries()) results[size] = await runSize(size, urlOf(size)!, i === SIZES.length - 1);
const mainSize = SIZES.at(-1)!;
const main = results[mainSize]!;

let missed = false;
const mark = (ok: boolean) => {
  if (!ok) missed = true;
  return ok ? 'ok' : 'MISSED';
};
console.log(`\n## ${mainSize} dataset: ${host}\n`);
console.log(
  markdownTable(
    ['case', 'page', 'API median ms', 'API p95 ms', 'SQL median ms', 'API/SQL', `${BUDGETS.concurrentClients} clients req/s`, `${BUDGETS.concurrentClients} clients p95 ms`, 'CPU ms per request: server + PostgreSQL + clients', 'budget', 'result'],
    main.reads.map((r) => {
      const ratio = r.api.median / r.sql.median;
      const alone = r.api.p95 < budgetOf(r) && ratio <= BUDGETS.apiOverSql;
      const together = !r.concurrent || (r.concurrent.p95 < concurrentBudgetOf(r) && r.concurrent.failed === 0);
      return [
        r.name,
        (r.page + 1).toLocaleString('en'),
        fmt(r.api.median),
        fmt(r.api.p95),
        fmt(r.sql.median),
        ratio.toFixed(2),
        r.concurrent ? r.concurrent.perSecond.toFixed(0) : '',
        r.concurrent ? `${fmt(r.concurrent.p95)}${r.concurrent.failed ? ` (${r.concurrent.failed} failed)` : ''}` : '',
        r.concurrent ? [r.concurrent.cpuMs.server, r.concurrent.cpuMs.database, r.concurrent.cpuMs.clients].map((ms) => ms.toFixed(2)).join(' + ') : '',
        `p95 < ${budgetOf(r)} ms, ≤ ${BUDGETS.apiOverSql}x; ${BUDGETS.concurrentClients} clients < ${concurrentBudgetOf(r)} ms`,
        mark(alone && together),
      ];
    }),
  ),
);
if (main.other.length) {
  console.log('');
  console.log(markdownTable(['case', 'budget', 'result'], main.other.map((r) => [r[0]!, r[1]!, mark(r[2] === 'ok')])));
}

if (SIZES.length > 1) {
  // How each case's time grows with the data: a case that reads a page should stay flat.
  const first = SIZES[0]!;
  console.log(`\n## Growth: API median ms per dataset (the last column: ${mainSize} over ${SIZES.at(-2)}; "grows" from 3x)\n`);
  console.log(
    markdownTable(
      ['case', ...SIZES.map((s) => `${s} ms`), `${mainSize}/${SIZES.at(-2)}`, ''],
      main.reads.map((r, i) => {
        const per = SIZES.map((s) => results[s]!.reads[i]?.api.median ?? NaN);
        const growth = per.at(-1)! / per.at(-2)!;
        return [r.name, ...per.map(fmt), `${growth.toFixed(1)}x`, growth >= 3 ? 'grows' : ''];
      }),
    ),
  );
  void first;
}

console.log(`\n${RUNS} timed requests per case after ${WARMUP} warm-up requests; ${BUDGETS.concurrentClients} clients for ${CONCURRENT_SECONDS} s per case; ${new Date().toISOString()}; ${((performance.now() - started) / 60_000).toFixed(1)} min.`);
for (const size of SIZES) console.log(`CPU, ${size} run: ${results[size]!.wait.text}.`);
process.exit(missed ? 1 : 0);
