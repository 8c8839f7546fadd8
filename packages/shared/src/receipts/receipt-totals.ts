import type { PriceBasis } from '../common/enums.ts';

/*
 * A receipt's total (docs/decisions/0021, 0016): the sum of its sessions' expense plus the tariff's
 * monthly base fee share once per receipt, when the company's price rule reimburses it. The one
 * home of that rule: the receipts area, the month close, the PDF, the web and the demo read it here.
 * Every amount in minor units of the receipt's currency.
 */

/** What one session adds to its receipt. */
export interface ReceiptSessionAmounts {
  wattHours: number | null;
  expenseMinor: number;
}

/** A receipt's sessions already summed (by the database). */
export interface ReceiptSessionSums {
  count: number;
  energyWh: number;
  expenseMinor: number;
}

/**
 * The session that decides the month's base fee share: the latest one priced with the base fee,
 * else the latest one whose tariff carries a base fee (none: both null). Pricing gives a session the
 * basis TARIFF_WITH_BASE_FEE when the company's rule for the driver's country is the own tariff with
 * its base fee share and the tariff has one.
 */
export interface ReceiptBaseFeeSource {
  /** The tariff's monthly base fee share. */
  monthlyMinor: number | null;
  /** How that session was priced. */
  priceBasis: PriceBasis | null;
}

export interface ReceiptTotals {
  sessionCount: number;
  energyWh: number;
  /** The sessions' expense (kWh x price each). */
  sessionsMinor: number;
  /** The base fee share in the total (0 when it is not reimbursed). */
  baseFeeMinor: number;
  /** sessionsMinor + baseFeeMinor. */
  totalMinor: number;
}

/** No base fee: a month without a tariff that carries one. */
export const NO_BASE_FEE: ReceiptBaseFeeSource = { monthlyMinor: null, priceBasis: null };

/** The base fee a stored receipt was issued with (its base_fee_minor): reimbursed when above 0. */
export function issuedBaseFee(baseFeeMinor: number): ReceiptBaseFeeSource {
  return baseFeeMinor > 0 ? { monthlyMinor: baseFeeMinor, priceBasis: 'TARIFF_WITH_BASE_FEE' } : NO_BASE_FEE;
}

/** Whether the base fee share is reimbursed on the receipt. */
export function baseFeeReimbursed(source: ReceiptBaseFeeSource): boolean {
  return source.priceBasis === 'TARIFF_WITH_BASE_FEE' && (source.monthlyMinor ?? 0) > 0;
}

function sumsOf(sessions: readonly ReceiptSessionAmounts[] | ReceiptSessionSums): ReceiptSessionSums {
  if (!Array.isArray(sessions)) return sessions as ReceiptSessionSums;
  const list = sessions as readonly ReceiptSessionAmounts[];
  return {
    count: list.length,
    energyWh: list.reduce((sum, s) => sum + Number(s.wattHours ?? 0), 0),
    expenseMinor: list.reduce((sum, s) => sum + Number(s.expenseMinor), 0),
  };
}

/**
 * The receipt's count, energy and money: the sessions' sums (given one by one or summed) and the
 * base fee share once, when reimbursed.
 */
export function receiptTotals(
  sessions: readonly ReceiptSessionAmounts[] | ReceiptSessionSums,
  baseFee: ReceiptBaseFeeSource = NO_BASE_FEE,
): ReceiptTotals {
  const sums = sumsOf(sessions);
  const sessionsMinor = Number(sums.expenseMinor);
  const baseFeeMinor = baseFeeReimbursed(baseFee) ? Number(baseFee.monthlyMinor) : 0;
  return {
    sessionCount: Number(sums.count),
    energyWh: Number(sums.energyWh),
    sessionsMinor,
    baseFeeMinor,
    totalMinor: sessionsMinor + baseFeeMinor,
  };
}
