import { buildCablesAndLicenses } from './cables-and-licenses.ts';
import { monthOf } from './calendar.ts';
import { buildCompaniesAndUsers } from './companies-and-users.ts';
import { buildInvites } from './invites.ts';
import { buildInvoices } from './invoices.ts';
import type { DemoContext, DemoRows } from './model.ts';
import { buildPayments } from './payments.ts';
import { Random } from './random.ts';
import { buildReceiptsAndReimbursements } from './receipts-and-reimbursements.ts';
import { buildSessions } from './sessions.ts';
import { buildTariffs } from './tariffs.ts';
import { buildVehicles } from './vehicles.ts';

/** Changing it changes every name, number and date pattern of the demo. */
const DEMO_SEED = 'fleetwatt-demo-1';

/**
 * The demo is built for the moment `now`: the twelve ended months before its UTC month in full, and
 * the current month's charging sessions, telemetry and mileage readings up to shortly before `now`.
 * The same `now` always yields the same rows. The ended months depend on the month alone (but for
 * vehicle telemetry, a rolling window of the last 30 days); the current month grows with the day
 * and hour, and a later `now` in the same month keeps what an earlier one had in it (ids aside)
 * and adds to it.
 */
export function demoContext(now: Date, passwordHash: string): DemoContext {
  const current = monthOf(now);
  const months = Array.from({ length: 12 }, (_, i) => monthOf(current.start, i - 12));
  return {
    now: new Date(now.getTime()),
    monthStart: current.start,
    currentMonth: current,
    months,
    windowStart: months[0]!.start,
    passwordHash,
    random: (area) => new Random(`${DEMO_SEED}:${area}`),
  };
}

/** Every row of the demo, built in memory; nothing here touches the database. */
export async function buildDemoRows(ctx: DemoContext): Promise<DemoRows> {
  const people = buildCompaniesAndUsers(ctx);
  const { companies, drivers } = people;
  const vehicles = buildVehicles(ctx, drivers);
  const cables = buildCablesAndLicenses(ctx, companies, drivers, vehicles.byDriver);
  const tariffs = await buildTariffs(ctx, drivers);
  const sessions = buildSessions(ctx, drivers, cables.periodsByDriver, tariffs.byDriver, vehicles.byDriver);
  const receipts = buildReceiptsAndReimbursements(ctx, sessions);
  const payments = buildPayments(ctx, receipts.reimbursements, companies);
  const invoices = buildInvoices(ctx, companies, people.companyRows, cables.billable, cables.cableSales, cables.renewalInvoices);
  const invites = buildInvites(ctx, companies, drivers, {
    rejectedTariffs: tariffs.rejected,
    sentReceipts: receipts.sent,
    invoices: invoices.invoiceRows,
  });

  for (const user of people.userRows) {
    const key = cables.licenseKeyByDriver.get(user.id!);
    if (key) user.licenseKey = key;
    const next = receipts.nextReceiptNumber.get(user.id!);
    if (next) user.nextReceiptNumber = next;
  }

  return {
    companies: people.companyRows,
    users: people.userRows,
    documents: tariffs.documentRows,
    cables: cables.cableRows,
    cableAssignments: cables.assignmentRows,
    invoiceNumberSequences: invoices.sequenceRows,
    invoices: invoices.invoiceRows,
    invoiceLines: invoices.lineRows,
    invoicePayments: invoices.paymentRows,
    licenses: cables.licenseRows,
    licenseRenewals: cables.renewalRows,
    tariffs: tariffs.tariffRows,
    receipts: receipts.receiptRows,
    chargingSessions: sessions.map((s) => s.row),
    paymentTransactions: payments.transactionRows,
    reimbursements: receipts.reimbursementRows,
    reimbursementItems: receipts.itemRows,
    paymentTransactionReimbursements: payments.linkRows,
    vehicles: vehicles.vehicleRows,
    vehicleTelemetry: vehicles.telemetryRows,
    mileageReadings: vehicles.mileageRows,
    invites: invites.inviteRows,
    notifications: invites.notificationRows,
    modalSeen: invites.modalRows,
    emailOutbox: invites.emailRows,
    providerConnections: [...payments.connectionRows, ...vehicles.connectionRows],
  };
}
