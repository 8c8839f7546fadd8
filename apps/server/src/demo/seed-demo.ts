import { getTableName } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Database, SqlClient } from '../db/database.ts';
import * as schema from '../db/schema/index.ts';
import { hashPassword } from '../identity/passwords.ts';
import { DEMO_PASSWORD } from './accounts.ts';
import { buildDemoRows, demoContext } from './build-demo.ts';
import { insertRows } from './bulk-insert.ts';
import type { DemoRows } from './model.ts';

import { insertDemoWallbox } from './wallbox.ts';
export { DEMO_ACCOUNTS, DEMO_ACCOUNTS_TEXT, DEMO_IDS, DEMO_PASSWORD } from './accounts.ts';

/** Which table each set of rows goes to, in an order the foreign keys accept. */
const TABLES: { [K in keyof DemoRows]: (typeof schema)[keyof typeof schema] } = {
  companies: schema.companies,
  users: schema.users,
  documents: schema.documents,
  cables: schema.cables,
  cableAssignments: schema.cableAssignments,
  invoiceNumberSequences: schema.invoiceNumberSequences,
  invoices: schema.invoices,
  invoiceLines: schema.invoiceLines,
  invoicePayments: schema.invoicePayments,
  licenses: schema.licenses,
  licenseRenewals: schema.licenseRenewals,
  tariffs: schema.tariffs,
  receipts: schema.receipts,
  chargingSessions: schema.chargingSessions,
  paymentTransactions: schema.paymentTransactions,
  reimbursements: schema.reimbursements,
  reimbursementItems: schema.reimbursementItems,
  paymentTransactionReimbursements: schema.paymentTransactionReimbursements,
  vehicles: schema.vehicles,
  vehicleTelemetry: schema.vehicleTelemetry,
  mileageReadings: schema.mileageReadings,
  invites: schema.invites,
  notifications: schema.notifications,
  modalSeen: schema.modalSeen,
  emailOutbox: schema.emailOutbox,
  providerConnections: schema.providerConnections,
};

export interface SeedOptions {
  /**
   * The moment the demo is built for: the twelve months before its UTC month, and that month up to
   * shortly before it. Defaults to now.
   */
  now?: Date;
}

export interface SeedResult {
  durationMs: number;
  counts: Record<keyof DemoRows, number>;
}

/**
 * Loads the demo data set into an empty database in one transaction. Deterministic: the same `now`
 * gives the same rows (only the password hash's salt differs).
 */
export async function seedDemoData(database: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  // Hashing runs on the thread pool while the rows are built; one hash serves every account.
  const hashing = hashPassword(DEMO_PASSWORD);
  const placeholder = 'pending-hash';
  const rows = await buildDemoRows(demoContext(options.now ?? new Date(), placeholder));
  const passwordHash = await hashing;
  for (const user of rows.users) if (user.passwordHash === placeholder) user.passwordHash = passwordHash;

  const counts = {} as SeedResult['counts'];
  const tables = Object.values(TABLES) as PgTable[];
  await database.transaction(async (tx) => {
    // Loading the demo is not anyone's decision: it stays out of the audit trail.
    await tx.query(`select set_config('fleetwatt.audit', 'off', true)`);
    const fast = await skipForeignKeyTriggers(tx);
    for (const key of Object.keys(TABLES) as (keyof DemoRows)[]) {
      counts[key] = await insertRows(tx, TABLES[key], rows[key] as never[]);
    }
    await insertDemoWallbox(tx, passwordHash);
    if (fast) {
      await tx.query('set local session_replication_role = origin');
      await assertReferencesResolve(tx, tables);
    }
  });
  return { durationMs: performance.now() - started, counts };
}

/**
 * Row-by-row foreign-key triggers make up half the load time. Where the connection may (a
 * superuser, as on PGlite and in tests), the load runs without them and every reference is checked
 * afterwards in one query per foreign key; elsewhere the triggers stay on.
 */
async function skipForeignKeyTriggers(tx: SqlClient): Promise<boolean> {
  await tx.query('savepoint demo_load');
  try {
    await tx.query('set local session_replication_role = replica');
    await tx.query('release savepoint demo_load');
    return true;
  } catch {
    await tx.query('rollback to savepoint demo_load');
    return false;
  }
}

/** Fails when any foreign key of the loaded tables points nowhere. */
async function assertReferencesResolve(tx: SqlClient, tables: PgTable[]): Promise<void> {
  const checks: string[] = [];
  for (const table of tables) {
    for (const fk of getTableConfig(table).foreignKeys) {
      const ref = fk.reference();
      const child = getTableName(table);
      const parent = getTableName(ref.foreignTable);
      const notNull = ref.columns.map((c) => `c."${c.name}" is not null`).join(' and ');
      const join = ref.columns.map((c, i) => `p."${ref.foreignColumns[i]!.name}" = c."${c.name}"`).join(' and ');
      checks.push(
        `select '${child}.${ref.columns.map((c) => c.name).join(',')}' as fk from "${child}" c where ${notNull} and not exists (select 1 from "${parent}" p where ${join})`,
      );
    }
  }
  const broken = await tx.query<{ fk: string }>(`select distinct fk from (${checks.join(' union all ')}) x`);
  if (broken.length) throw new Error(`demo data has dangling references: ${broken.map((b) => b.fk).join(', ')}`);
}

/** Seeds on the first start only: a database with any company keeps what it has. */
export async function seedDemoIfEmpty(database: Database, options: SeedOptions = {}) {
  const [row] = await database.query<{ n: number }>('select count(*)::int as n from companies');
  if ((row?.n ?? 0) > 0) return null;
  return seedDemoData(database, options);
}
