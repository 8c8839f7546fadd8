import type { PriceBasis } from '../common/enums.ts';
import type { Language } from '../i18n/validation-messages.ts';
import type { CompanyPriceRule } from '../pricing/pricing.ts';

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
  /** The base fee a stored draft's total carries when it differs from what its sessions say now (storedBaseFee). */
  issuedMinor?: number;
}

/**
 * Why the month's base fee share is or is not in the total:
 * REIMBURSED: the company's rule for the driver's country is the own tariff with its base fee share;
 * RULE_TARIFF: the rule reimburses kWh x the driver's price only (the default);
 * RULE_FLAT_RATE: the rule reimburses the flat statistical rate, which has no base fee;
 * DYNAMIC_TARIFF: the sessions were priced by a dynamic tariff's hourly prices, which carry none;
 * REGENERATE: the draft was computed before the company's rule or the tariff changed; regenerating
 * it brings the total to regeneratedMinor.
 */
export const RECEIPT_BASE_FEE_REASONS = ['REIMBURSED', 'RULE_TARIFF', 'RULE_FLAT_RATE', 'DYNAMIC_TARIFF', 'REGENERATE'] as const;
export type ReceiptBaseFeeReason = (typeof RECEIPT_BASE_FEE_REASONS)[number];

/** The tariff's monthly base fee share of a receipt's month, whether the total has it and why. */
export interface ReceiptBaseFee {
  monthlyMinor: number;
  inTotal: boolean;
  reason: ReceiptBaseFeeReason;
  /** The total under the company's rule as it is now (what regenerating a stale draft gives). */
  regeneratedMinor: number;
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
  /** The month's base fee share and why it is or is not in the total; null when no tariff has one. */
  baseFee: ReceiptBaseFee | null;
}

/** No base fee: a month without a tariff that carries one. */
export const NO_BASE_FEE: ReceiptBaseFeeSource = { monthlyMinor: null, priceBasis: null };

/** The base fee a stored receipt was issued with (its base_fee_minor): reimbursed when above 0. */
export function issuedBaseFee(baseFeeMinor: number): ReceiptBaseFeeSource {
  return baseFeeMinor > 0 ? { monthlyMinor: baseFeeMinor, priceBasis: 'TARIFF_WITH_BASE_FEE' } : NO_BASE_FEE;
}

/** The base fee share the sessions' pricing reimburses (0 when none). */
function reimbursedMinor(source: ReceiptBaseFeeSource): number {
  return source.priceBasis === 'TARIFF_WITH_BASE_FEE' && (source.monthlyMinor ?? 0) > 0 ? Number(source.monthlyMinor) : 0;
}

/**
 * The base fee of a stored receipt: what its sessions say now, with the amount its stored total
 * carries (base_fee_minor) when that differs (a draft computed before the company's rule or the
 * tariff changed); as issued when no session says anything (its sessions moved to a correction).
 */
export function storedBaseFee(baseFeeMinor: number, sessions: ReceiptBaseFeeSource): ReceiptBaseFeeSource {
  if ((sessions.monthlyMinor ?? 0) <= 0) return issuedBaseFee(baseFeeMinor);
  return reimbursedMinor(sessions) === baseFeeMinor ? sessions : { ...sessions, issuedMinor: baseFeeMinor };
}

const REASON_OF_BASIS: Partial<Record<PriceBasis, ReceiptBaseFeeReason>> = {
  TARIFF_WITH_BASE_FEE: 'REIMBURSED',
  FLAT_RATE: 'RULE_FLAT_RATE',
  DYNAMIC: 'DYNAMIC_TARIFF',
};

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
 * base fee share once, when the company's rule reimburses it (a stored draft keeps the amount it
 * was computed with until it is regenerated).
 */
export function receiptTotals(
  sessions: readonly ReceiptSessionAmounts[] | ReceiptSessionSums,
  baseFee: ReceiptBaseFeeSource = NO_BASE_FEE,
): ReceiptTotals {
  const sums = sumsOf(sessions);
  const sessionsMinor = Number(sums.expenseMinor);
  const current = reimbursedMinor(baseFee);
  const stale = baseFee.issuedMinor !== undefined && baseFee.issuedMinor !== current;
  const baseFeeMinor = stale ? Number(baseFee.issuedMinor) : current;
  const monthlyMinor = Number(baseFee.monthlyMinor ?? 0);
  const reason: ReceiptBaseFeeReason = stale ? 'REGENERATE' : ((baseFee.priceBasis && REASON_OF_BASIS[baseFee.priceBasis]) ?? 'RULE_TARIFF');
  return {
    sessionCount: Number(sums.count),
    energyWh: Number(sums.energyWh),
    sessionsMinor,
    baseFeeMinor,
    totalMinor: sessionsMinor + baseFeeMinor,
    baseFee: monthlyMinor > 0 ? { monthlyMinor, inTotal: baseFeeMinor > 0, reason, regeneratedMinor: sessionsMinor + current } : null,
  };
}

// ---------------------------------------------------------------------------------------------
// What the receipt page, the tariffs page and the PDF say about the base fee, in both languages
// ---------------------------------------------------------------------------------------------

const BASE_FEE_TEXTS = {
  en: {
    short: { in: 'incl. base fee share {fee}', out: 'base fee share {fee} not reimbursed', stale: 'not up to date: regenerate' },
    reason: {
      REIMBURSED:
        "The total {total} includes the tariff's monthly base fee share of {fee}: the company's rule for the driver's country is the driver's tariff with base fee share.",
      RULE_TARIFF:
        "The tariff's monthly base fee share of {fee} is not in the total {total}: the company's rule for the driver's country reimburses kWh × the driver's price only. With the rule \"Driver's tariff with base fee share\" the total would be {withFee}.",
      RULE_FLAT_RATE:
        "The tariff's monthly base fee share of {fee} is not in the total {total}: the company reimburses the flat statistical rate per kWh for the driver's country, which has no base fee.",
      DYNAMIC_TARIFF:
        "The tariff's monthly base fee share of {fee} is not in the total {total}: the sessions were priced by the dynamic tariff's hourly prices, which carry no base fee share.",
      REGENERATE:
        "This draft was computed before the company's rule or the tariff's base fee share of {fee} changed; its total {total} is not up to date. Regenerate it: the total becomes {withFee}.",
    },
    rules: {
      TARIFF: "Receipt total: the sessions' kWh × the driver's price. A tariff's base fee share is not reimbursed.",
      TARIFF_WITH_BASE_FEE: "Receipt total: the sessions' kWh × the driver's price, plus the tariff's monthly base fee share once a month.",
      FLAT_RATE: "Receipt total: the sessions' kWh × the flat rate of the day. A tariff's base fee share is not reimbursed.",
    },
    tariff: {
      reimbursedShort: 'reimbursed monthly',
      notReimbursedShort: 'not reimbursed',
      reimbursed: 'Reimbursed once a month on the receipt (company rule: driver\'s tariff with base fee share).',
      notReimbursed: 'Not reimbursed: the company\'s rule for the driver\'s country ({rule}) leaves the base fee out of the receipt.',
    },
    ruleNames: {
      TARIFF: "driver's tariff, kWh × price",
      TARIFF_WITH_BASE_FEE: "driver's tariff with base fee share",
      FLAT_RATE: 'flat statistical rate',
    },
  },
  de: {
    short: { in: 'inkl. Grundgebührenanteil {fee}', out: 'Grundgebührenanteil {fee} nicht erstattet', stale: 'nicht aktuell: neu erzeugen' },
    reason: {
      REIMBURSED:
        'Die Summe {total} enthält den monatlichen Grundgebührenanteil des Tarifs von {fee}: Die Regel des Unternehmens für das Land des Fahrers ist der Tarif des Fahrers mit Grundgebührenanteil.',
      RULE_TARIFF:
        'Der monatliche Grundgebührenanteil des Tarifs von {fee} ist nicht in der Summe {total}: Die Regel des Unternehmens für das Land des Fahrers erstattet nur kWh × Preis des Fahrers. Mit der Regel „Tarif des Fahrers mit Grundgebührenanteil“ wäre die Summe {withFee}.',
      RULE_FLAT_RATE:
        'Der monatliche Grundgebührenanteil des Tarifs von {fee} ist nicht in der Summe {total}: Das Unternehmen erstattet für das Land des Fahrers die statistische Pauschale je kWh, die keine Grundgebühr kennt.',
      DYNAMIC_TARIFF:
        'Der monatliche Grundgebührenanteil des Tarifs von {fee} ist nicht in der Summe {total}: Die Ladevorgänge wurden mit den Stundenpreisen des dynamischen Tarifs bepreist, die keinen Grundgebührenanteil enthalten.',
      REGENERATE:
        'Dieser Entwurf wurde berechnet, bevor sich die Regel des Unternehmens oder der Grundgebührenanteil des Tarifs von {fee} geändert hat; seine Summe {total} ist nicht aktuell. Erzeugen Sie ihn neu: Die Summe wird {withFee}.',
    },
    rules: {
      TARIFF: 'Belegsumme: kWh der Ladevorgänge × Preis des Fahrers. Der Grundgebührenanteil eines Tarifs wird nicht erstattet.',
      TARIFF_WITH_BASE_FEE: 'Belegsumme: kWh der Ladevorgänge × Preis des Fahrers, dazu einmal im Monat der Grundgebührenanteil des Tarifs.',
      FLAT_RATE: 'Belegsumme: kWh der Ladevorgänge × Pauschale des Tages. Der Grundgebührenanteil eines Tarifs wird nicht erstattet.',
    },
    tariff: {
      reimbursedShort: 'monatlich erstattet',
      notReimbursedShort: 'nicht erstattet',
      reimbursed: 'Wird einmal im Monat auf dem Beleg erstattet (Regel des Unternehmens: Tarif des Fahrers mit Grundgebührenanteil).',
      notReimbursed: 'Nicht erstattet: Die Regel des Unternehmens für das Land des Fahrers ({rule}) lässt die Grundgebühr im Beleg weg.',
    },
    ruleNames: {
      TARIFF: 'Tarif des Fahrers, kWh × Preis',
      TARIFF_WITH_BASE_FEE: 'Tarif des Fahrers mit Grundgebührenanteil',
      FLAT_RATE: 'statistische Pauschale',
    },
  },
} as const satisfies Record<Language, unknown>;

const fill = (text: string, params: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);

/**
 * What a receipt says about its base fee: a short line beside the total and the whole reason with
 * the total it leads to. `money` formats minor units the way the caller shows money.
 */
export function receiptBaseFeeText(
  totals: Pick<ReceiptTotals, 'sessionsMinor' | 'totalMinor' | 'baseFee'>,
  lang: Language, money: (minor: number) => string): { short: string; reason: string } | null {
  const fee = totals.baseFee;
  if (!fee) return null;
  const texts = BASE_FEE_TEXTS[lang];
  const withFee = fee.reason === 'REGENERATE' ? fee.regeneratedMinor : totals.sessionsMinor + fee.monthlyMinor;
  const params = { fee: money(fee.monthlyMinor), total: money(totals.totalMinor), withFee: money(withFee) };
  const short = fee.reason === 'REGENERATE' ? texts.short.stale : fee.inTotal ? texts.short.in : texts.short.out;
  return { short: fill(short, params), reason: fill(texts.reason[fee.reason], params) };
}

/** What a company's price rule makes of a receipt's total (the reimbursement rules dialog). */
export function priceRuleTotalText(rule: CompanyPriceRule, lang: Language): string {
  return BASE_FEE_TEXTS[lang].rules[rule];
}

/** Whether a tariff's base fee share is reimbursed under the rule for its driver, and why (the tariffs list). */
export function tariffBaseFeeText(rule: CompanyPriceRule, lang: Language): { short: string; reason: string } {
  const texts = BASE_FEE_TEXTS[lang].tariff;
  if (rule === 'TARIFF_WITH_BASE_FEE') return { short: texts.reimbursedShort, reason: texts.reimbursed };
  return { short: texts.notReimbursedShort, reason: fill(texts.notReimbursed, { rule: BASE_FEE_TEXTS[lang].ruleNames[rule] }) };
}
