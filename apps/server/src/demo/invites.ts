import type { ModalId } from '@fleetwatt/shared';
import type * as schema from '../db/schema/index.ts';
import { DEMO_IDS } from './accounts.ts';
import { addDays, addHours, addMinutes } from './calendar.ts';
import { idSequence } from './ids.ts';
import type { DemoCompany, DemoContext, DemoDriver, Row } from './model.ts';
import { asciiSlug } from './places.ts';
import type { Random } from './random.ts';

type InvoiceRow = Row<typeof schema.invoices>;
type ReceiptRow = Row<typeof schema.receipts>;

export interface InvitesResult {
  inviteRows: Row<typeof schema.invites>[];
  notificationRows: Row<typeof schema.notifications>[];
  modalRows: Row<typeof schema.modalSeen>[];
  emailRows: Row<typeof schema.emailOutbox>[];
}

const INVITE_DAYS = 14;

const DECLINED_NAMES = [
  ['Peter', 'Klein'],
  ['Martina', 'Gerber'],
  ['Kevin', 'Moore'],
] as const;

const token = (rng: Random) => rng.hex(32);

function money(minor: number, currency: string): string {
  return `${(minor / 100).toFixed(2)} ${currency}`;
}

/**
 * Invites in every state (the pending demo invite with its known token, one expired), a few
 * notifications to drivers, modal state of the fleet managers who are not demo accounts, and the
 * mails the demo "sent": invites, receipts and invoices.
 */
export function buildInvites(
  ctx: DemoContext,
  companies: DemoCompany[],
  drivers: DemoDriver[],
  extras: {
    rejectedTariffs: { driver: DemoDriver; tariff: Row<typeof schema.tariffs> }[];
    sentReceipts: { receipt: ReceiptRow; driver: DemoDriver }[];
    invoices: InvoiceRow[];
  },
): InvitesResult {
  const rng = ctx.random('invites');
  const { monthStart } = ctx;
  const nextInvite = idSequence('invite');
  const nextNotification = idSequence('notification');
  const nextEmail = idSequence('email');
  const out: InvitesResult = { inviteRows: [], notificationRows: [], modalRows: [], emailRows: [] };
  const byKey = new Map(companies.map((c) => [c.key, c]));
  const parent = byKey.get('parent')!;
  const language = (c: DemoCompany) => c.language;

  const invite = (company: DemoCompany, email: string, fields: Partial<Row<typeof schema.invites>> & { createdAt: Date }) => {
    const row: Row<typeof schema.invites> = {
      id: nextInvite(),
      companyId: company.id,
      token: token(rng),
      email,
      language: language(company),
      status: 'PENDING',
      expiresAt: addDays(fields.createdAt, INVITE_DAYS),
      invitedBy: company.managerId,
      respondedUserId: null,
      respondedAt: null,
      updatedAt: fields.respondedAt ?? fields.createdAt,
      ...fields,
    };
    out.inviteRows.push(row);
    return row;
  };

  // Drivers who came in through an invite accepted it the day they joined.
  for (const driver of rng.shuffle(drivers.filter((d) => !d.isDemoDriver)).slice(0, 14)) {
    invite(driver.company, driver.email, {
      status: 'ACCEPTED',
      createdAt: addHours(driver.joinedAt, -rng.int(24, 120)),
      respondedAt: driver.joinedAt,
      respondedUserId: driver.id,
    });
  }
  DECLINED_NAMES.forEach(([first, last], i) => {
    const company = companies.filter((c) => c.key !== 'newcomer')[i * 2]!;
    const createdAt = addHours(addDays(monthStart, -rng.int(20, 200)), rng.int(8, 17));
    invite(company, `${asciiSlug(first)}.${asciiSlug(last)}@${company.domain}`, {
      status: 'DECLINED',
      createdAt,
      respondedAt: addHours(createdAt, rng.int(2, 72)),
    });
  });
  // Pending: the demo invite stays valid through the whole current month.
  const pendingAt = addHours(addDays(monthStart, -2), 10);
  invite(parent, 'invitee@demo.test', {
    token: DEMO_IDS.inviteTokens.pending,
    createdAt: pendingAt,
    expiresAt: addDays(monthStart, 45),
  });
  for (const [key, name] of [
    ['newcomer', 'samira.yilmaz'],
    ['newcomer', 'ole.hansen'],
    ['childMunich', 'theresa.brandl'],
    ['austin', 'tyler.brooks'],
  ] as const) {
    const company = byKey.get(key)!;
    const createdAt = addHours(addDays(monthStart, -rng.int(1, 5)), rng.int(8, 17));
    invite(company, `${name}@${company.domain}`, { createdAt, expiresAt: addDays(monthStart, 40) });
  }
  const expiredAt = addHours(addDays(monthStart, -60), 9);
  invite(parent, `lukas.feldmann@${parent.domain}`, { token: DEMO_IDS.inviteTokens.expired, createdAt: expiredAt });
  invite(byKey.get('light')!, `anna.pichler@${byKey.get('light')!.domain}`, { createdAt: addDays(expiredAt, -20) });

  for (const row of out.inviteRows.filter((r) => r.status === 'PENDING')) {
    const company = companies.find((c) => c.id === row.companyId)!;
    const german = company.language === 'GERMAN';
    out.emailRows.push({
      companyId: company.id,
      toAddress: row.email,
      subject: german ? `Einladung von ${company.name}` : `${company.name} invites you to Fleetwatt`,
      bodyText: german
        ? `Hallo,\n\n${company.name} lädt Sie ein, Ihre Ladevorgänge zu Hause mit Fleetwatt abzurechnen.\nEinladung annehmen: /public/invite/${row.token}\n`
        : `Hello,\n\n${company.name} invites you to get your home charging reimbursed with Fleetwatt.\nAccept the invite: /public/invite/${row.token}\n`,
      attachments: [],
      status: 'SENT',
      sentAt: addMinutes(row.createdAt!, 1),
      createdAt: row.createdAt!,
    });
  }

  // Notifications to drivers.
  const notify = (driver: DemoDriver, title: string, message: string, at: Date, sentBy: string, read: boolean) =>
    out.notificationRows.push({
      id: nextNotification(),
      companyId: driver.company.id,
      userId: driver.id,
      title,
      message,
      sentBy,
      readAt: read ? addHours(at, rng.int(1, 30)) : null,
      createdAt: at,
    });
  for (const { driver, tariff } of extras.rejectedTariffs) {
    const at = tariff.reviewedAt!;
    // In the company's language, as the review texts themselves (demo/tariffs.ts).
    const german = driver.company.language === 'GERMAN';
    const reason = `${tariff.reviewTopic}. ${tariff.reviewDescription ?? ''}`.trim();
    notify(
      driver,
      german ? 'Tarif abgelehnt' : 'Tariff rejected',
      german ? `Ihr Tarif wurde abgelehnt: ${reason}` : `Your tariff was rejected: ${reason}`,
      at,
      DEMO_IDS.users.admin,
      rng.chance(0.7),
    );
    out.emailRows.push({
      companyId: driver.company.id,
      toAddress: driver.email,
      subject: german ? 'Ihr Tarif muss noch einmal geprüft werden' : 'Your tariff needs another look',
      bodyText: german
        ? `Hallo ${driver.firstName},\n\nder hochgeladene Tarif konnte nicht bestätigt werden: ${tariff.reviewTopic}.\n${tariff.reviewDescription ?? ''}\nBitte laden Sie in der App ein neues Dokument hoch.\n`
        : `Hello ${driver.firstName},\n\nthe tariff you uploaded could not be validated: ${tariff.reviewTopic}.\n${tariff.reviewDescription ?? ''}\nPlease upload a new document in the app.\n`,
      attachments: [],
      status: 'SENT',
      sentAt: addMinutes(at, 2),
      createdAt: at,
    });
  }
  const demoDriver = drivers.find((d) => d.isDemoDriver)!;
  notify(demoDriver, 'Odometer reading due', 'Please report your odometer reading for this month in the app.', addHours(addDays(monthStart, -3), 8), parent.managerId, false);
  notify(demoDriver, 'Cable firmware 3.1.0', 'A firmware update for your charging cable is available. Keep the cable plugged in overnight to install it.', addDays(monthStart, -40), DEMO_IDS.users.admin, true);
  for (const driver of rng.shuffle(drivers.filter((d) => d.company.mileageFrequency !== 'NOT_REQUIRED' && !d.isDemoDriver)).slice(0, 6)) {
    notify(driver, 'Odometer reading due', 'Please report your odometer reading in the app.', addHours(addDays(monthStart, -rng.int(1, 10)), rng.int(7, 9)), driver.company.managerId, rng.chance(0.5));
  }

  // Fleet managers who dismissed the welcome modals for good.
  const seen: [string, ModalId, boolean][] = [];
  for (const company of companies) {
    if (Object.values(DEMO_IDS.users).includes(company.managerId as never)) continue;
    seen.push([company.managerId, 'HomeWelcomeModal', true], [company.managerId, 'HomeFeatureModal', rng.chance(0.5)]);
    if (company.features.includes('CarApi')) seen.push([company.managerId, 'FleetMonitorFeatureModal', true]);
  }
  for (const [userId, modalId, dontShowAgain] of seen) {
    out.modalRows.push({ userId, modalId, dontShowAgain, seenAt: addDays(companies.find((c) => c.managerId === userId)!.createdAt, 1) });
  }

  // The last receipts mailed, with their PDFs as attachments.
  const recentReceipts = [...extras.sentReceipts]
    .sort((a, b) => b.receipt.sentAt!.getTime() - a.receipt.sentAt!.getTime() || a.receipt.id!.localeCompare(b.receipt.id!))
    .slice(0, 8);
  for (const { receipt, driver } of recentReceipts) {
    const period = `${receipt.periodYear}-${String(receipt.periodMonth).padStart(2, '0')}`;
    const correction = receipt.version! > 1;
    out.emailRows.push({
      companyId: driver.company.id,
      toAddress: driver.email,
      subject: `${correction ? 'Corrected receipt' : 'Receipt'} ${receipt.number} for ${period}`,
      bodyText: `Hello ${driver.firstName},\n\nattached is your charging receipt for ${period}: ${receipt.sessionCount} sessions, ${(receipt.energyWh! / 1000).toFixed(3)} kWh, ${money(receipt.expenseMinor!, receipt.currency)}.\n`,
      attachments: [{ fileName: `receipt-${receipt.number}-${period}.pdf`, contentType: 'application/pdf', sizeBytes: 18_000 + rng.int(0, 6_000) }],
      status: 'SENT',
      sentAt: receipt.sentAt,
      createdAt: addMinutes(receipt.sentAt!, -1),
    });
  }
  // Invoices sent to billing contacts in the last two months.
  for (const invoice of extras.invoices.filter((i) => i.sentAt && i.sentAt >= addDays(monthStart, -62))) {
    out.emailRows.push({
      companyId: invoice.companyId,
      toAddress: invoice.billingContactEmail ?? 'billing@demo.test',
      subject: `Invoice ${invoice.number}`,
      bodyText: `Dear ${invoice.billingContactName ?? 'customer'},\n\nplease find attached invoice ${invoice.number} over ${money(invoice.totalGrossMinor!, invoice.currency)}.\n`,
      attachments: [{ fileName: `invoice-${invoice.number}.pdf`, contentType: 'application/pdf', sizeBytes: 24_000 + rng.int(0, 8_000) }],
      status: 'SENT',
      sentAt: invoice.sentAt,
      createdAt: addMinutes(invoice.sentAt!, -1),
    });
  }
  // One that could not be delivered.
  out.emailRows.push({
    id: nextEmail(),
    companyId: parent.id,
    toAddress: `old.address@${parent.domain}`,
    subject: 'Receipt reminder',
    bodyText: 'Hello,\n\nyour receipt for last month is ready for review.\n',
    attachments: [],
    status: 'FAILED',
    sentAt: null,
    error: '550 5.1.1 Recipient address rejected: user unknown',
    createdAt: addHours(addDays(monthStart, -4), 6),
  });
  out.emailRows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  for (const row of out.emailRows) row.id = nextEmail();
  return out;
}
