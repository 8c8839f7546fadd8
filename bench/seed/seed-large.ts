/**
 * `npm run seed -- --size large [--fresh]`: fills the PostgreSQL database of DATABASE_URL with the
 * dataset the design must hold (decisions.md): 300 companies, 10,000 drivers, about 5,000,000 charging
 * sessions over three years and 20,000,000 vehicle history rows. Deterministic. Prints rows per second.
 * The benchmark accounts: admin@large.test, manager-1@large.test (2,000 drivers), driver-1@large.test,
 * password "bench-password".
 */
import pg from 'pg';
import { openPostgres } from '../../apps/server/src/db/database.ts';
import { applyTriggers, migrate } from '../../apps/server/src/db/migrate.ts';
import { hashPassword } from '../../apps/server/src/identity/passwords.ts';
import { companySizes, firstMonth, SIZES } from './plan.ts';
import { FUNCTIONS, planTable, steps } from './steps.ts';
import { moneySteps, moneyTables } from './money-steps.ts';
import { BENCH_ACCOUNTS, BENCH_PASSWORD } from './accounts.ts';
/** Tables whose secondary indexes are built after the load rather than row by row. */
const BULK_TABLES = [
  'charging_sessions',
  'vehicle_telemetry',
  'mileage_readings',
  'receipts',
  'reimbursements',
  'reimbursement_items',
  'payment_transactions',
  'invoices',
  'invoice_payments',
  'invites',
  'audit_events',
];
/** Triggers that keep derived tables; off during the load, the tables are summed once afterwards. */
const DERIVED_TRIGGERS = [
  ['charging_sessions', 'charging_session_totals_insert'],
  ['mileage_readings', 'mileage_reading_years_insert'],
  ['mileage_readings', 'mileage_reading_months_insert'],
  ['reimbursement_items', 'reimbursement_figures_insert'],
  ['payment_transactions', 'payment_transaction_counts_insert'],
  ['receipts', 'receipt_counts_insert'],
] as const;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const sizeName = arg('size') ?? 'large';
const size = SIZES[sizeName];
const url = process.env.DATABASE_URL;
if (!size) throw new Error(`--size must be one of ${Object.keys(SIZES).join(', ')}`);
if (!url?.startsWith('postgres')) throw new Error('Set DATABASE_URL to the PostgreSQL database to fill.');

const client = new pg.Client({ connectionString: url });
await client.connect();
if (process.argv.includes('--fresh')) {
  await client.query('drop schema public cascade; create schema public');
}
const database = await openPostgres(url);
await migrate(database);
await database.close();
const [{ count }] = (await client.query<{ count: string }>('select count(*) from companies')).rows as [{ count: string }];
if (Number(count) > 0) {
  console.error('The database already holds data: pass --fresh to empty it first.');
  process.exit(1);
}

const now = new Date();
const first = firstMonth(size.months, now);
const started = performance.now();
const report: { table: string; rows: number; seconds: number }[] = [];
const timed = async (table: string, fn: () => Promise<number>) => {
  const t0 = performance.now();
  const rows = await fn();
  const seconds = (performance.now() - t0) / 1000;
  report.push({ table, rows, seconds });
  console.log(`${table.padEnd(28)} ${String(rows).padStart(11)} rows ${seconds.toFixed(1).padStart(7)} s ${Math.round(rows / seconds).toLocaleString('en').padStart(11)} rows/s`);
};

console.log(`Loading the ${sizeName} dataset from ${first.toISOString().slice(0, 7)} to ${now.toISOString().slice(0, 10)}...`);
await client.query(FUNCTIONS);
await client.query(`set timezone = 'UTC'`);
await client.query(planTable(companySizes(size)));
await client.query(moneyTables(first, size.months));
// Foreign keys are checked by construction here; skipping their triggers makes the load several times faster.
await client.query(`set session_replication_role = replica`);
await client.query(`set fleetwatt.audit = 'off'`);
const indexes = (
  await client.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = any($1) and indexname not like '%_pkey'`,
    [BULK_TABLES],
  )
).rows;
for (const ix of indexes) await client.query(`drop index ${ix.indexname}`);
for (const [table, trigger] of DERIVED_TRIGGERS) await client.query(`alter table ${table} disable trigger ${trigger}`);

const passwordHash = await hashPassword(BENCH_PASSWORD);
await client.query('begin');
// --without-telemetry leaves out the vehicle history and the readings taken from it (for work on
// what does not read them; the benchmark's dataset has them).
const withoutTelemetry = process.argv.includes('--without-telemetry');
const allSteps = [...steps(first, size.months, size.telemetryPerVehicle, passwordHash, now), ...moneySteps(now)];
for (const step of allSteps.filter((s) => !withoutTelemetry || !['vehicle_telemetry', 'mileage_readings'].includes(s.table))) {
  await timed(step.table, async () => (await client.query(step.sql)).rowCount ?? 0);
}
await client.query('commit');
await timed('indexes', async () => {
  for (const ix of indexes) await client.query(ix.indexdef);
  return indexes.length;
});
// Applying the trigger files again turns the triggers back on and fills the empty derived tables.
await timed('derived totals', async () => {
  const again = await openPostgres(url);
  await again.transaction((tx) => applyTriggers(tx));
  await again.close();
  const counted = await client.query<{ n: string }>(
    `select (select count(*) from charging_session_totals) + (select count(*) from charging_session_years)
          + (select count(*) from mileage_reading_years)
          + (select count(*) from mileage_reading_months) + (select count(*) from payment_transaction_counts)
          + (select count(*) from receipt_counts) as n`,
  );
  return Number(counted.rows[0]?.n ?? 0);
});
// As autovacuum leaves a table in service: statistics, and the visibility map that lets a page
// of a list be found in an index alone.
await timed('vacuum analyze', async () => {
  await client.query('vacuum analyze');
  return 0;
});
await client.query(`set session_replication_role = origin`);
await client.end();

const total = (performance.now() - started) / 1000;
const rows = report.reduce((sum, r) => sum + (r.table === 'indexes' ? 0 : r.rows), 0);
console.log(`\n${rows.toLocaleString('en')} rows in ${total.toFixed(0)} s (${Math.round(rows / total).toLocaleString('en')} rows/s overall).`);
console.log(`Benchmark accounts (password ${BENCH_PASSWORD}): ${Object.values(BENCH_ACCOUNTS).join(', ')}`);
