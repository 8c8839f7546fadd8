import { receiptTotals, type ReimbursementItemStatus } from '@fleetwatt/shared';
import type * as schema from '../db/schema/index.ts';
import { DEMO_IDS } from './accounts.ts';
import { addDays, addHours, addMinutes, DAY_MS, maxDate, monthRef } from './calendar.ts';
import { idSequence } from './ids.ts';
import type { DemoCompany, DemoContext, DemoDriver, Row } from './model.ts';
import type { DemoSession } from './sessions.ts';

type ReceiptRow = Row<typeof schema.receipts>;
type ItemRow = Row<typeof schema.reimbursementItems>;

export interface DemoReimbursement {
  row: Row<typeof schema.reimbursements>;
  company: DemoCompany;
  /** 0 for the newest period (two months ago), growing into the past. */
  age: number;
  items: { row: ItemRow; driver: DemoDriver; p2p: boolean }[];
}

export interface ReceiptsAndReimbursements {
  receiptRows: ReceiptRow[];
  reimbursementRows: Row<typeof schema.reimbursements>[];
  itemRows: ItemRow[];
  reimbursements: DemoReimbursement[];
  nextReceiptNumber: Map<string, number>;
  /** Receipts that were mailed, for the outbox. */
  sent: { receipt: ReceiptRow; driver: DemoDriver }[];
}

interface Draft {
  row: ReceiptRow;
  driver: DemoDriver;
  sessions: DemoSession[];
}

/** The day receipts of a month are created: the company's due day of the following month. */
function dueDate(company: DemoCompany, year: number, month: number): Date {
  const next = monthRef(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1);
  return addHours(addDays(next.start, Math.min(company.receiptDueDay, next.days) - 1), 3);
}

const p2pEligible = (driver: DemoDriver) =>
  driver.isPaymentPlus && driver.kycValidated && driver.company.features.includes('PaymentPlus');

/**
 * One receipt per driver and month with reimbursable sessions: last month's still DRAFT, older ones
 * SUBMITTED and mostly sent, three of them corrected. Reimbursements bundle each company's
 * submitted receipts per month, older ones paid out, the newest still pending.
 */
export function buildReceiptsAndReimbursements(ctx: DemoContext, sessions: DemoSession[]): ReceiptsAndReimbursements {
  const rng = ctx.random('receipts-and-reimbursements');
  const { monthStart, windowStart, months } = ctx;
  const lastMonth = months[months.length - 1]!;
  const nextReceipt = idSequence('receipt');
  const admin = DEMO_IDS.users.admin;

  // Reimbursable sessions by driver and calendar month of their start. The current month has not
  // ended, so its sessions wait for next month's receipts.
  const groups = new Map<string, { driver: DemoDriver; year: number; month: number; sessions: DemoSession[] }>();
  for (const session of sessions) {
    if (!session.row.reimbursable || session.row.startDate >= monthStart) continue;
    const start = session.row.startDate;
    const key = `${session.driver.id}|${start.getUTCFullYear()}|${start.getUTCMonth() + 1}`;
    const group = groups.get(key) ?? { driver: session.driver, year: start.getUTCFullYear(), month: start.getUTCMonth() + 1, sessions: [] };
    group.sessions.push(session);
    groups.set(key, group);
  }

  const drafts: Draft[] = [];
  // The demo's companies keep the default rule (TARIFF): no base fee share is reimbursed.
  const totals = (list: DemoSession[]) => {
    const t = receiptTotals(list.map((x) => ({ wattHours: x.row.wattHours ?? null, expenseMinor: x.row.expenseMinor ?? 0 })));
    return { sessionCount: t.sessionCount, energyWh: t.energyWh, baseFeeMinor: t.baseFeeMinor, expenseMinor: t.totalMinor };
  };
  for (const group of groups.values()) {
    const { driver, year, month } = group;
    const isDraft = year === lastMonth.year && month === lastMonth.month;
    // Last month's drafts are dated the first instant of this month, never later, whatever today is.
    const createdAt = isDraft ? monthStart : dueDate(driver.company, year, month);
    const submittedAt = isDraft ? null : addHours(createdAt, rng.int(20, 96));
    const sent = submittedAt !== null && rng.chance(0.85);
    drafts.push({
      driver,
      sessions: group.sessions,
      row: {
        id: nextReceipt(),
        companyId: driver.company.id,
        userId: driver.id,
        number: 0,
        periodYear: year,
        periodMonth: month,
        status: isDraft ? 'DRAFT' : 'SUBMITTED',
        version: 1,
        correctsReceiptId: null,
        supersededAt: null,
        submittedAt,
        sent,
        sentAt: sent ? addMinutes(submittedAt!, rng.int(5, 120)) : null,
        ...totals(group.sessions),
        currency: driver.company.currency,
        paymentIban: driver.iban,
        paymentAccountHolder: driver.iban ? `${driver.firstName} ${driver.lastName}` : null,
        createdAt,
        updatedAt: sent ? addMinutes(submittedAt!, 130) : (submittedAt ?? createdAt),
      },
    });
  }

  // Corrections: a session was found to be private after submission; the resent receipt leaves it out.
  const correctable = drafts.filter(
    (d) => d.row.status === 'SUBMITTED' && d.sessions.length >= 3 && d.row.periodYear! * 12 + d.row.periodMonth! <= lastMonth.year * 12 + lastMonth.month - 3,
  );
  for (const original of rng.shuffle(correctable).slice(0, 3)) {
    const correctionAt = addHours(original.row.submittedAt!, rng.int(20, 40));
    const dropped = original.sessions[rng.int(0, original.sessions.length - 1)]!;
    Object.assign(dropped.row, {
      reviewStatus: 'IGNORED',
      reviewType: 'MANUAL',
      reviewTags: [],
      reviewedAt: addHours(correctionAt, -1),
      reviewedBy: admin,
      reimbursable: false,
      updatedAt: addHours(correctionAt, -1),
    } satisfies Partial<DemoSession['row']>);
    const kept = original.sessions.filter((s) => s !== dropped);
    original.row.supersededAt = correctionAt;
    original.row.updatedAt = correctionAt;
    original.sessions = [];
    drafts.push({
      driver: original.driver,
      sessions: kept,
      row: {
        ...original.row,
        id: nextReceipt(),
        version: 2,
        correctsReceiptId: original.row.id,
        supersededAt: null,
        submittedAt: correctionAt,
        sent: true,
        sentAt: addMinutes(correctionAt, 10),
        ...totals(kept),
        createdAt: correctionAt,
        updatedAt: addMinutes(correctionAt, 10),
      },
    });
  }

  // Numbers in the order each driver's receipts were made, continuing from before the window.
  const nextReceiptNumber = new Map<string, number>();
  const byDriver = new Map<string, Draft[]>();
  for (const draft of drafts) byDriver.set(draft.driver.id, [...(byDriver.get(draft.driver.id) ?? []), draft]);
  for (const [driverId, list] of byDriver) {
    const driver = list[0]!.driver;
    let number = 1 + Math.max(0, Math.floor((windowStart.getTime() - driver.joinedAt.getTime()) / (30.4 * DAY_MS)));
    list.sort((a, b) => a.row.createdAt!.getTime() - b.row.createdAt!.getTime() || a.row.id!.localeCompare(b.row.id!));
    for (const draft of list) draft.row.number = number++;
    nextReceiptNumber.set(driverId, number);
  }
  for (const draft of drafts) {
    for (const session of draft.sessions) {
      session.row.receiptId = draft.row.id;
      session.row.receiptStatus = draft.row.status;
      session.row.updatedAt = maxDate(session.row.updatedAt!, draft.row.createdAt!);
    }
  }

  const receiptRows = drafts.map((d) => d.row).sort((a, b) => a.id!.localeCompare(b.id!));
  const sent = drafts.filter((d) => d.row.sent).map((d) => ({ receipt: d.row, driver: d.driver }));

  // Reimbursements: per company and month, the live SUBMITTED receipts.
  const nextReimbursement = idSequence('reimbursement');
  const nextItem = idSequence('reimbursementItem');
  const reimbursements: DemoReimbursement[] = [];
  const companies = [...new Map(drafts.map((d) => [d.driver.company.id, d.driver.company])).values()].sort((a, b) =>
    a.id.localeCompare(b.id),
  );
  for (const company of companies) {
    let number = 0;
    months.slice(0, -1).forEach((month, index) => {
      const age = months.length - 2 - index;
      const live = drafts
        .filter(
          (d) =>
            d.driver.company.id === company.id &&
            d.row.status === 'SUBMITTED' &&
            d.row.supersededAt === null &&
            d.row.periodYear === month.year &&
            d.row.periodMonth === month.month,
        )
        .sort((a, b) => a.row.id!.localeCompare(b.row.id!));
      if (live.length === 0) return;
      // The newest month of München waits to be bundled, so a new reimbursement can be made from it.
      if (company.key === 'childMunich' && age === 0) return;
      const createdAt = addHours(addDays(months[index + 1]!.start, 21), 10);
      const rejected = company.key === 'austin' && age === 5;
      const approvedAt = age >= 1 && !rejected ? addDays(createdAt, 2) : null;
      const reimbursement: DemoReimbursement = {
        company,
        age,
        items: [],
        row: {
          id: nextReimbursement(),
          companyId: company.id,
          number: ++number,
          periodYear: month.year,
          periodMonth: month.month,
          status: rejected ? 'REJECTED' : age === 0 ? 'PENDING' : 'APPROVED',
          paymentStatus: rejected || age === 0 ? 'PENDING' : age === 1 ? 'ACCEPTED' : 'RECEIVED',
          expenseMinor: 0,
          currency: company.currency,
          approvedAt,
          approvedBy: approvedAt ? admin : null,
          sentAt: approvedAt ? addDays(approvedAt, 1) : null,
          createdAt,
          updatedAt: approvedAt ? addDays(approvedAt, 3) : createdAt,
        },
      };
      let p2pInFlight = false;
      live.forEach((draft, i) => {
        const driver = draft.driver;
        const p2p = p2pEligible(driver);
        let status: ReimbursementItemStatus;
        let failureReason: string | null = null;
        if (rejected) {
          status = 'CANCELLED';
          failureReason = 'Reimbursed through payroll instead';
        } else if (age === 0) {
          status = rng.chance(0.2) ? 'APPROVED' : 'PENDING';
        } else if (p2p) {
          status = age === 1 && !p2pInFlight ? 'APPROVED' : 'P2P_REIMBURSED';
          p2pInFlight = true;
        } else if (age === 1 && (company.key === 'childVienna' ? i === 0 : false)) {
          status = 'BANK_REIMBURSEMENT_FAIL';
          failureReason = 'Returned by the bank: account closed (AC04)';
        } else if (!driver.iban && company.country !== 'UNITED_STATES') {
          status = age === 1 ? 'BANK_REIMBURSEMENT_FAIL' : 'CANCELLED';
          failureReason = age === 1 ? 'No IBAN on file' : 'Paid with the salary';
        } else if (age === 1) {
          status = rng.chance(0.6) ? 'BANK_REIMBURSED' : 'APPROVED';
        } else {
          status = 'BANK_REIMBURSED';
        }
        const itemId = nextItem();
        const paid = status === 'P2P_REIMBURSED' || status === 'BANK_REIMBURSED';
        const tried = paid || status === 'BANK_REIMBURSEMENT_FAIL';
        const paidAt = paid ? addHours(approvedAt!, rng.int(20, 70)) : null;
        const row: ItemRow = {
          id: itemId,
          companyId: company.id,
          reimbursementId: reimbursement.row.id!,
          receiptId: draft.row.id!,
          userId: driver.id,
          status,
          amountMinor: draft.row.expenseMinor!,
          currency: company.currency,
          payoutKey: tried ? `payout-${itemId}-1` : null,
          payoutStartedAt: tried ? addMinutes(paidAt ?? addHours(approvedAt!, 24), -5) : null,
          payoutChannel: !tried ? null : p2p ? 'PAYMENT_PLUS' : company.country === 'UNITED_STATES' ? null : 'SEPA_FILE',
          payoutAttempt: tried ? 1 : 0,
          payoutFinishedAt: tried ? (paidAt ?? addHours(approvedAt!, 30)) : status === 'CANCELLED' ? createdAt : null,
          paidAt,
          paymentTransactionId: null,
          failureReason,
          createdAt,
          updatedAt: paidAt ?? approvedAt ?? createdAt,
        };
        reimbursement.items.push({ row, driver, p2p });
      });
      reimbursement.row.expenseMinor = reimbursement.items
        .filter((i) => i.row.status !== 'CANCELLED')
        .reduce((s, i) => s + i.row.amountMinor, 0);
      reimbursements.push(reimbursement);
    });
  }

  return {
    receiptRows,
    reimbursementRows: reimbursements.map((r) => r.row),
    itemRows: reimbursements.flatMap((r) => r.items.map((i) => i.row)),
    reimbursements,
    nextReceiptNumber,
    sent,
  };
}
