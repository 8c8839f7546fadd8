import type { PaymentMethod, PaymentSide, PaymentSource, PaymentTransactionStatus } from '@fleetwatt/shared';
import type * as schema from '../db/schema/index.ts';
import { addDays, addHours, addMinutes, maxDate, minDate } from './calendar.ts';
import { idSequence } from './ids.ts';
import type { DemoCompany, DemoContext, DemoDriver, Row } from './model.ts';
import type { DemoReimbursement } from './receipts-and-reimbursements.ts';

/** How the first wallet payouts went; the rest succeeded. */
const CASH_OUT_TROUBLE: (PaymentTransactionStatus | undefined)[] = [undefined, 'MONEY_OUT_PSP_ERROR', undefined, undefined, 'MONEY_OUT_CANCELLED'];

type TransactionRow = Row<typeof schema.paymentTransactions>;

export interface PaymentsResult {
  transactionRows: TransactionRow[];
  linkRows: Row<typeof schema.paymentTransactionReimbursements>[];
  connectionRows: Row<typeof schema.providerConnections>[];
}

/**
 * The money behind the reimbursements: SEPA batches from the company's bank account, Payment+
 * money-in and P2P transfers to drivers' wallets, drivers cashing out, and the failures and
 * pending states along the way, so that every transaction status appears.
 */
export function buildPayments(ctx: DemoContext, reimbursements: DemoReimbursement[], companies: DemoCompany[]): PaymentsResult {
  const rng = ctx.random('payments');
  const { monthStart } = ctx;
  const nextTransaction = idSequence('paymentTransaction');
  const out: PaymentsResult = { transactionRows: [], linkRows: [], connectionRows: [] };
  const latest = addHours(monthStart, -1);
  let cashOuts = 0;

  const add = (
    company: DemoCompany,
    fields: {
      source: PaymentSource;
      method: PaymentMethod;
      status: PaymentTransactionStatus;
      side: PaymentSide;
      amountMinor: number;
      bookedAt: Date;
      counterpartyName: string;
      counterpartyIban?: string | null;
      driver?: DemoDriver;
      note?: string | null;
      comment?: string | null;
    },
    linkTo: DemoReimbursement | null,
  ) => {
    const bookedAt = minDate(fields.bookedAt, latest);
    const row: TransactionRow = {
      id: nextTransaction(),
      companyId: company.id,
      userId: fields.driver?.id ?? null,
      source: fields.source,
      method: fields.method,
      status: fields.status,
      side: fields.side,
      amountMinor: fields.amountMinor,
      currency: company.currency,
      bookedAt,
      note: fields.note ?? null,
      comment: fields.comment ?? null,
      counterpartyName: fields.counterpartyName,
      counterpartyIban: fields.counterpartyIban ?? null,
      externalId: `${fields.source === 'BANK' ? 'qonto' : fields.source === 'PAYMENT_PLUS' ? 'pp' : 'manual'}-${rng.hex(16)}`,
      createdAt: bookedAt,
      updatedAt: bookedAt,
    };
    out.transactionRows.push(row);
    if (linkTo) {
      out.linkRows.push({
        companyId: company.id,
        paymentTransactionId: row.id!,
        reimbursementId: linkTo.row.id!,
        createdAt: bookedAt,
      });
    }
    return row;
  };
  const period = (r: DemoReimbursement) => `${r.row.periodYear}-${String(r.row.periodMonth).padStart(2, '0')}`;

  for (const r of reimbursements) {
    const company = r.company;
    const approvedAt = r.row.approvedAt ?? r.row.createdAt!;
    const reference = `Reimbursement ${r.row.number} · ${period(r)}`;
    const walletName = `${company.name} · Payment+ wallet`;

    const bank = r.items.filter((i) => i.row.status === 'BANK_REIMBURSED');
    if (bank.length) {
      const us = company.country === 'UNITED_STATES';
      const tx = add(
        company,
        {
          source: us ? 'MANUAL' : 'BANK',
          method: us ? 'OTHER' : 'SEPA_TRANSFER',
          status: 'MONEY_OUT_SUCCESS',
          side: 'DEBIT',
          amountMinor: bank.reduce((s, i) => s + i.row.amountMinor, 0),
          bookedAt: bank.reduce((d, i) => maxDate(d, i.row.paidAt!), approvedAt),
          counterpartyName: us ? `ACH payroll batch · ${bank.length} drivers` : `SEPA batch · ${bank.length} drivers`,
          note: reference,
        },
        r,
      );
      for (const item of bank) item.row.paymentTransactionId = tx.id!;
    }

    for (const item of r.items.filter((i) => i.row.status === 'BANK_REIMBURSEMENT_FAIL')) {
      const tx = add(
        company,
        {
          source: 'BANK',
          method: 'SEPA_TRANSFER',
          status: 'MONEY_OUT_ERROR',
          side: 'DEBIT',
          amountMinor: item.row.amountMinor,
          bookedAt: addHours(approvedAt, 30),
          counterpartyName: `${item.driver.firstName} ${item.driver.lastName}`,
          counterpartyIban: item.driver.iban,
          driver: item.driver,
          note: reference,
          comment: item.row.failureReason,
        },
        r,
      );
      item.row.paymentTransactionId = tx.id!;
    }

    const awaitingBank = r.items.filter((i) => i.row.status === 'APPROVED' && !i.p2p && r.age >= 1);
    if (awaitingBank.length) {
      add(
        company,
        {
          source: 'BANK',
          method: 'SEPA_TRANSFER',
          status: 'MONEY_OUT_PENDING',
          side: 'DEBIT',
          amountMinor: awaitingBank.reduce((s, i) => s + i.row.amountMinor, 0),
          bookedAt: addHours(approvedAt, 26),
          counterpartyName: `SEPA batch · ${awaitingBank.length} drivers`,
          note: reference,
        },
        r,
      );
    }

    const p2p = r.items.filter((i) => i.p2p && (i.row.status === 'P2P_REIMBURSED' || (i.row.status === 'APPROVED' && r.age >= 1)));
    if (p2p.length) {
      const total = p2p.reduce((s, i) => s + i.row.amountMinor, 0);
      // An earlier top-up that failed before the one that went through.
      if (r.age === 4) {
        add(company, { source: 'PAYMENT_PLUS', method: 'MONEY_IN', status: 'MONEY_IN_PSP_ERROR', side: 'CREDIT', amountMinor: total, bookedAt: addHours(approvedAt, 2), counterpartyName: walletName, note: reference, comment: 'Declined by the payment service provider' }, r);
      }
      if (r.age === 6) {
        add(company, { source: 'PAYMENT_PLUS', method: 'MONEY_IN', status: 'MONEY_IN_ERROR', side: 'CREDIT', amountMinor: total, bookedAt: addHours(approvedAt, 2), counterpartyName: walletName, note: reference, comment: 'Direct debit returned: insufficient funds' }, r);
      }
      if (r.age === 2) {
        add(company, { source: 'PAYMENT_PLUS', method: 'MONEY_IN', status: 'MONEY_IN_CANCELLED', side: 'CREDIT', amountMinor: total + 10_000, bookedAt: addHours(approvedAt, 1), counterpartyName: walletName, note: reference, comment: 'Cancelled: wrong amount, sent again' }, r);
      }
      add(company, { source: 'PAYMENT_PLUS', method: 'MONEY_IN', status: 'MONEY_IN_SUCCESS', side: 'CREDIT', amountMinor: total, bookedAt: addHours(approvedAt, 6), counterpartyName: walletName, note: reference }, r);
      for (const item of p2p) {
        const done = item.row.status === 'P2P_REIMBURSED';
        const tx = add(
          company,
          {
            source: 'PAYMENT_PLUS',
            method: 'P2P',
            status: done ? 'P2P_SUCCESS' : 'P2P_PENDING',
            side: 'DEBIT',
            amountMinor: item.row.amountMinor,
            bookedAt: item.row.paidAt ?? addHours(approvedAt, 28),
            counterpartyName: `${item.driver.firstName} ${item.driver.lastName}`,
            driver: item.driver,
            note: reference,
          },
          r,
        );
        item.row.paymentTransactionId = tx.id!;
        // Drivers move the money on to their bank account now and then.
        if (done && rng.chance(0.4)) {
          const status = CASH_OUT_TROUBLE[cashOuts++] ?? 'MONEY_OUT_SUCCESS';
          add(company, {
            source: 'PAYMENT_PLUS',
            method: 'MONEY_OUT',
            status,
            side: 'DEBIT',
            amountMinor: item.row.amountMinor,
            bookedAt: addDays(item.row.paidAt!, rng.int(1, 6)),
            counterpartyName: `${item.driver.firstName} ${item.driver.lastName}`,
            counterpartyIban: item.driver.iban,
            driver: item.driver,
            note: 'Wallet payout',
          }, null);
        }
      }
    }

    // The newest period: the company's top-up is on its way.
    if (r.age === 0 && company.features.includes('PaymentPlus')) {
      const total = r.items.filter((i) => i.p2p).reduce((s, i) => s + i.row.amountMinor, 0);
      if (total > 0) {
        add(company, { source: 'PAYMENT_PLUS', method: 'MONEY_IN', status: 'MONEY_IN_WAITING_FOR_FINALIZATION', side: 'CREDIT', amountMinor: total, bookedAt: addHours(r.row.createdAt!, 20), counterpartyName: walletName, note: reference }, r);
      }
    }
  }

  // Not yet matched to anything: the kind of rows an administrator attaches by hand.
  const parent = companies.find((c) => c.key === 'parent')!;
  const recent = (days: number) => addHours(addDays(monthStart, -days), rng.int(8, 17));
  add(parent, { source: 'PAYMENT_PLUS', method: 'MONEY_IN', status: 'MONEY_IN_PENDING', side: 'CREDIT', amountMinor: 250_000, bookedAt: recent(3), counterpartyName: `${parent.name} · Payment+ wallet`, note: 'Top-up' }, null);
  add(parent, { source: 'PAYMENT_PLUS', method: 'MONEY_IN', status: 'MONEY_IN_VALIDATION_PENDING', side: 'CREDIT', amountMinor: 120_000, bookedAt: recent(2), counterpartyName: `${parent.name} · Payment+ wallet`, note: 'Top-up', comment: 'Awaiting validation of the new mandate' }, null);
  const someDriver = reimbursements.find((r) => r.company.key === 'parent' && r.items.some((i) => i.p2p))?.items.find((i) => i.p2p)?.driver;
  if (someDriver) {
    add(parent, { source: 'PAYMENT_PLUS', method: 'MONEY_OUT', status: 'MONEY_OUT_VALIDATION_PENDING', side: 'DEBIT', amountMinor: 4_870, bookedAt: recent(1), counterpartyName: `${someDriver.firstName} ${someDriver.lastName}`, counterpartyIban: someDriver.iban, driver: someDriver, note: 'Wallet payout' }, null);
  }
  for (const company of companies.filter((c) => c.country !== 'UNITED_STATES' && c.key !== 'newcomer')) {
    add(company, { source: 'BANK', method: 'SEPA_TRANSFER', status: 'MONEY_OUT_SUCCESS', side: 'DEBIT', amountMinor: rng.int(1_500, 9_000), bookedAt: recent(rng.int(4, 20)), counterpartyName: 'Manual transfer', note: 'Charging costs', comment: 'Paid by hand; attach it to its reimbursement' }, null);
  }

  // The bank and Payment+ connections the transactions came through.
  const nextConnection = idSequence('connection');
  for (const company of companies.filter((c) => c.country !== 'UNITED_STATES' && c.key !== 'newcomer')) {
    const connectedAt = maxDate(company.createdAt, addDays(ctx.windowStart, -10));
    out.connectionRows.push({
      id: nextConnection(),
      companyId: company.id,
      userId: null,
      provider: 'QONTO',
      status: company.key === 'light' ? 'EXPIRED' : 'CONNECTED',
      externalAccountId: `qonto-org-${rng.hex(10)}`,
      accessToken: company.key === 'light' ? null : `sandbox-qonto-access-${rng.hex(24)}`,
      refreshToken: company.key === 'light' ? null : `sandbox-qonto-refresh-${rng.hex(24)}`,
      scope: 'offline_access organization.read payment.write',
      expiresAt: company.key === 'light' ? addDays(monthStart, -12) : addMinutes(monthStart, -30),
      connectedAt,
      disconnectedAt: null,
      createdAt: connectedAt,
      updatedAt: connectedAt,
    });
  }
  for (const company of companies.filter((c) => c.features.includes('PaymentPlus'))) {
    const connectedAt = company.paymentPlusStart ?? company.createdAt;
    out.connectionRows.push({
      id: nextConnection(),
      companyId: company.id,
      userId: null,
      provider: 'PAYMENT_PLUS',
      status: 'CONNECTED',
      externalAccountId: `pp-wallet-${company.key}-0001`,
      accessToken: null,
      refreshToken: null,
      scope: null,
      expiresAt: null,
      connectedAt,
      disconnectedAt: null,
      createdAt: connectedAt,
      updatedAt: connectedAt,
    });
  }
  return out;
}
