import { openPglite, openPostgres } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import * as schema from '../db/schema/index.ts';
import { buildDemoRows, demoContext } from './build-demo.ts';
import { insertRows } from './bulk-insert.ts';
const now = new Date(Date.UTC(2026, 10, 17));
let t = performance.now();
const rows = await buildDemoRows(demoContext(now, 'x'));
console.log('build ms', Math.round(performance.now() - t));
const db = process.env.PGURL ? await openPostgres(process.env.PGURL) : await openPglite(null);
await migrate(db);
if (process.env.NOIDX) for (const i of ['charging_sessions_ingest_key','charging_sessions_external_key','charging_sessions_company_start_idx','charging_sessions_company_user_start_idx','charging_sessions_company_review_idx','charging_sessions_company_receipt_idx','charging_sessions_company_tariff_idx']) await db.exec(`drop index ${i}`);
const map: Record<string, unknown> = { companies: schema.companies, users: schema.users, documents: schema.documents, cables: schema.cables, cableAssignments: schema.cableAssignments, invoiceNumberSequences: schema.invoiceNumberSequences, invoices: schema.invoices, invoiceLines: schema.invoiceLines, invoicePayments: schema.invoicePayments, licenses: schema.licenses, licenseRenewals: schema.licenseRenewals, tariffs: schema.tariffs, receipts: schema.receipts, chargingSessions: schema.chargingSessions, paymentTransactions: schema.paymentTransactions, reimbursements: schema.reimbursements, reimbursementItems: schema.reimbursementItems, paymentTransactionReimbursements: schema.paymentTransactionReimbursements, vehicles: schema.vehicles, vehicleTelemetry: schema.vehicleTelemetry, mileageReadings: schema.mileageReadings, invites: schema.invites, notifications: schema.notifications, modalSeen: schema.modalSeen, emailOutbox: schema.emailOutbox, providerConnections: schema.providerConnections };
t = performance.now();
await db.transaction(async (tx) => {
  if (process.env.REPLICA) await tx.query("set local session_replication_role = replica");
  for (const [k, table] of Object.entries(map)) {
    const s = performance.now();
    await insertRows(tx, table as never, (rows as never)[k]);
    const ms = performance.now() - s;
    if (ms > 50) console.log(k, Math.round(ms));
  }
});
console.log('insert ms', Math.round(performance.now() - t));
await db.close();
