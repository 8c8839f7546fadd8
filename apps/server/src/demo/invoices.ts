import { utcDay, invoiceVat, taxMinor, type InvoiceKind, type InvoiceStatus } from '@fleetwatt/shared';
import type * as schema from '../db/schema/index.ts';
import type { BillableLicense, CableSale, RenewalInvoice } from './cables-and-licenses.ts';
import { PRICES } from './cables-and-licenses.ts';
import { addDays, addHours, minDate } from './calendar.ts';
import { idSequence } from './ids.ts';
import { documentLanguage, INVOICE_TEXTS } from '../modules/invoices/invoice-texts.ts';
import type { DemoCompany, DemoContext, Row } from './model.ts';

type InvoiceRow = Row<typeof schema.invoices>;
type LineRow = Row<typeof schema.invoiceLines>;
type CompanyRow = Row<typeof schema.companies>;

export interface InvoicesResult {
  invoiceRows: InvoiceRow[];
  lineRows: LineRow[];
  paymentRows: Row<typeof schema.invoicePayments>[];
  sequenceRows: Row<typeof schema.invoiceNumberSequences>[];
}

const SUBSCRIPTION_FEE = {
  PRO: { EUR: 9_900, CHF: 10_900, USD: 11_900 },
  LIGHT: { EUR: 2_900, CHF: 3_200, USD: 3_500 },
} as const;
const PAYMENT_PLUS_FEE = 2_900;

interface Draft {
  company: DemoCompany;
  kind: InvoiceKind;
  invoiceDate: Date;
  deliveryFrom: Date;
  deliveryTo: Date;
  status: InvoiceStatus;
  lines: { product: string; text: string | null; quantity: number; unitPriceMinor: number }[];
  renewals: Row<typeof schema.licenseRenewals>[];
  billingStreet?: string;
  paidShare: number;
  failedFirst?: boolean;
  refunded?: boolean;
}

/** How invoices of the last months stand, by company: the newest drafts, open ones, a few part-paid. */
function statusFor(company: DemoCompany, age: number): InvoiceStatus {
  if (age === 0) return company.key === 'parent' || company.key === 'zurich' ? 'OPEN' : 'DRAFT';
  if (age === 1) return company.key === 'zurich' ? 'PARTIALLYPAID' : 'OPEN';
  if (age === 2) return company.key === 'light' ? 'OPEN' : company.key === 'austin' ? 'PARTIALLYPAID' : 'PAID';
  return 'PAID';
}

/**
 * Monthly invoices from the product to each company (subscription, Payment+ fee, cables sold,
 * first license years and renewals), separate invoices for renewals billed ahead, with VAT by
 * country, numbers gap-free per year and the payments synced back.
 */
export function buildInvoices(
  ctx: DemoContext,
  companies: DemoCompany[],
  companyRows: CompanyRow[],
  billable: BillableLicense[],
  cableSales: CableSale[],
  renewalInvoices: RenewalInvoice[],
): InvoicesResult {
  const rng = ctx.random('invoices');
  const { monthStart, months } = ctx;
  const drafts: Draft[] = [];
  const inMonth = (d: Date, i: number) => d >= months[i]!.start && d < months[i]!.end;

  for (const company of companies) {
    const prices = PRICES[company.currency];
    // The lines are in the company's document language, as the product writes its own invoices.
    const texts = INVOICE_TEXTS[documentLanguage(company.language)];
    months.forEach((month, index) => {
      if (company.createdAt >= month.end) return;
      const age = months.length - 1 - index;
      const lines: Draft['lines'] = [
        {
          product: texts.products.subscription(company.subscription),
          text: `${month.year}-${String(month.month).padStart(2, '0')}`,
          quantity: 1,
          unitPriceMinor: SUBSCRIPTION_FEE[company.subscription][company.currency],
        },
      ];
      if (company.paymentPlusStart && company.paymentPlusStart < month.end) {
        lines.push({ product: texts.products.paymentPlus, text: texts.products.paymentPlusText, quantity: 1, unitPriceMinor: PAYMENT_PLUS_FEE });
      }
      const sold = cableSales.filter((s) => s.company === company && inMonth(s.deliveredAt, index));
      if (sold.length) {
        lines.push({ product: texts.products.cable, text: sold.map((s) => s.hardwareId).join(', '), quantity: sold.length, unitPriceMinor: prices.cable });
      }
      const renewals: Draft['renewals'] = [];
      for (const b of billable.filter((x) => x.company === company && inMonth(x.billedAt, index))) {
        lines.push({
          product: texts.products.license[b.license.type === 'CONNECT' ? 'CONNECT' : 'HOME_CHARGING'],
          text: b.text,
          quantity: 1,
          unitPriceMinor: b.license.priceMinor,
        });
        if (b.renewal) renewals.push(b.renewal);
      }
      const draft: Draft = {
        company,
        kind: 'SERVICE',
        invoiceDate: month.end,
        deliveryFrom: month.start,
        deliveryTo: addDays(month.end, -1),
        status: statusFor(company, age),
        lines,
        renewals,
        paidShare: 1,
      };
      if (draft.status === 'PARTIALLYPAID') draft.paidShare = rng.float(0.3, 0.7);
      if (company.key === 'parent' && age === 3) draft.failedFirst = true;
      if (company.key === 'childVienna' && age === 6) {
        // Sent to an old address and cancelled; the corrected invoice followed three days later.
        drafts.push({ ...draft, status: 'CANCELLED', billingStreet: 'Praterstraße 18', refunded: true, renewals: [] });
        drafts.push({ ...draft, invoiceDate: addDays(month.end, 3) });
        return;
      }
      drafts.push(draft);
    });
  }
  for (const r of renewalInvoices) {
    drafts.push({
      company: r.company,
      kind: 'LICENSE_RENEWAL',
      invoiceDate: r.issuedAt,
      deliveryFrom: new Date(`${r.renewal.periodStart}T00:00:00Z`),
      deliveryTo: new Date(`${r.renewal.periodEnd}T00:00:00Z`),
      status: r.paid ? 'PAID' : 'OPEN',
      lines: [{ product: INVOICE_TEXTS[documentLanguage(r.company.language)].renewalLine.HOME_CHARGING, text: r.text, quantity: 1, unitPriceMinor: r.renewal.priceMinor }],
      renewals: [r.renewal],
      paidShare: 1,
    });
  }

  // Approval order decides the numbers: per calendar year, without gaps.
  const nextInvoice = idSequence('invoice');
  const nextLine = idSequence('invoiceLine');
  const nextPayment = idSequence('invoicePayment');
  const companyRow = new Map(companyRows.map((c) => [c.id!, c]));
  const companyOrder = new Map(companies.map((c, i) => [c.id, i]));
  drafts.sort(
    (a, b) => a.invoiceDate.getTime() - b.invoiceDate.getTime() || companyOrder.get(a.company.id)! - companyOrder.get(b.company.id)! || a.kind.localeCompare(b.kind),
  );
  const result: InvoicesResult = { invoiceRows: [], lineRows: [], paymentRows: [], sequenceRows: [] };
  const lastNumber = new Map<number, number>();
  drafts.forEach((draft, index) => {
    const company = draft.company;
    const billing = companyRow.get(company.id)!;
    const id = nextInvoice();
    // Service invoices are approved at the turn of the month, one after the other.
    const issued = draft.kind === 'SERVICE' ? new Date(draft.invoiceDate.getTime() + index * 1000) : draft.invoiceDate;
    const approvedAt = draft.status === 'DRAFT' ? null : issued;
    let number: string | null = null;
    let year: number | null = null;
    let seq: number | null = null;
    if (approvedAt) {
      year = approvedAt.getUTCFullYear();
      seq = (lastNumber.get(year) ?? 0) + 1;
      lastNumber.set(year, seq);
      number = `${year}-${String(seq).padStart(4, '0')}`;
    }
    let net = 0;
    draft.lines.forEach((line, position) => {
      const lineNet = line.quantity * line.unitPriceMinor;
      net += lineNet;
      result.lineRows.push({
        id: nextLine(),
        companyId: company.id,
        invoiceId: id,
        position: position + 1,
        product: line.product,
        text: line.text,
        quantity: line.quantity,
        unitPriceMinor: line.unitPriceMinor,
        netMinor: lineNet,
        createdAt: issued,
        updatedAt: issued,
      });
    });
    // VAT as every invoice gets it: by country, reverse charge for EU companies abroad with a VAT number.
    const vat = invoiceVat({ country: company.country, vatNumber: billing.vatNumber, companyRateBp: billing.vatRateBp });
    const rate = vat.rateBp;
    const tax = taxMinor(net, rate);
    const gross = net + tax;

    let paid = 0;
    let lastChange = approvedAt ?? issued;
    const pay = (status: 'SUCCEEDED' | 'FAILED' | 'REFUNDED', amount: number, at: Date, relatedPaymentId: string | null = null) => {
      const paidAt = minDate(at, addHours(monthStart, -2));
      const paymentId = nextPayment();
      result.paymentRows.push({
        id: paymentId,
        relatedPaymentId,
        companyId: company.id,
        invoiceId: id,
        status,
        amountMinor: amount,
        currency: company.currency,
        paidAt,
        method: company.country === 'UNITED_STATES' ? 'ACH' : 'SEPA_DIRECT_DEBIT',
        externalId: `acc-pay-${rng.hex(12)}`,
        createdAt: paidAt,
        updatedAt: paidAt,
      });
      if (status === 'SUCCEEDED') paid += amount;
      if (status === 'REFUNDED') paid -= amount;
      if (paidAt > lastChange) lastChange = paidAt;
      return paymentId;
    };
    if (approvedAt && draft.failedFirst) pay('FAILED', gross, addDays(approvedAt, 5));
    if (draft.status === 'PAID') pay('SUCCEEDED', gross, addHours(addDays(approvedAt!, rng.int(7, 24)), rng.int(0, 8)));
    if (draft.status === 'PARTIALLYPAID') pay('SUCCEEDED', Math.round(gross * draft.paidShare), addDays(approvedAt!, rng.int(5, 12)));
    let cancelledAt: Date | null = null;
    if (draft.status === 'CANCELLED') {
      const received = pay('SUCCEEDED', gross, addDays(approvedAt!, 2));
      cancelledAt = addDays(approvedAt!, 3);
      if (draft.refunded) pay('REFUNDED', gross, addDays(approvedAt!, 4), received);
    }
    for (const renewal of draft.renewals) renewal.invoiceId = id;

    result.invoiceRows.push({
      id,
      companyId: company.id,
      kind: draft.kind,
      number,
      numberYear: year,
      numberSeq: seq,
      status: draft.status,
      invoiceDate: utcDay(draft.invoiceDate),
      deliveryFrom: utcDay(draft.deliveryFrom),
      deliveryTo: utcDay(draft.deliveryTo),
      currency: company.currency,
      totalNetMinor: net,
      taxRateBp: rate,
      vatCategory: vat.category,
      taxMinor: tax,
      totalGrossMinor: gross,
      paidMinor: paid,
      approvedAt,
      sentAt: approvedAt,
      cancelledAt,
      billingContactName: billing.billingContactName ?? null,
      billingContactEmail: billing.billingContactEmail ?? null,
      billingStreet: draft.billingStreet ?? billing.billingStreet ?? null,
      billingZip: billing.billingZip ?? null,
      billingCity: billing.billingCity ?? null,
      billingCountry: company.country,
      vatNumber: billing.vatNumber ?? null,
      externalId: approvedAt ? `acc-inv-${rng.hex(12)}` : null,
      createdAt: issued,
      updatedAt: cancelledAt ?? lastChange,
    });
  });
  result.sequenceRows = [...lastNumber].map(([year, last]) => ({ year, lastNumber: last }));
  return result;
}
