import { addDaysIso, PAYMENT_TERM_DAYS, type Invoice, type InvoiceListItem, type InvoicePayment } from '@fleetwatt/shared';
import type { InvoiceLineRow, InvoicePaymentRow, InvoiceRow } from './invoices.repository.ts';

/** The invoice's due date: the invoice date plus the payment term. */
export function dueDate(invoiceDate: string): string {
  return addDaysIso(invoiceDate, PAYMENT_TERM_DAYS);
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toListItem(r: InvoiceRow): InvoiceListItem {
  return {
    id: r.id,
    number: r.number,
    status: r.status,
    kind: r.kind,
    companyId: r.company_id,
    companyName: r.company_name,
    invoiceDate: r.invoice_date,
    deliveryFrom: r.delivery_from,
    deliveryTo: r.delivery_to,
    currency: r.currency,
    totalNetMinor: Number(r.total_net_minor),
    taxRateBp: r.tax_rate_bp,
    vatCategory: r.vat_category,
    taxMinor: Number(r.tax_minor),
    totalGrossMinor: Number(r.total_gross_minor),
    paidMinor: Number(r.paid_minor),
    sentAt: iso(r.sent_at),
    syncedAt: iso(r.synced_at),
  };
}

/** What may still happen to each payment: a failed one retried once, a received one refunded up to its amount. */
function toPayments(invoice: InvoiceRow, rows: InvoicePaymentRow[]): InvoicePayment[] {
  const collecting = invoice.status === 'OPEN' || invoice.status === 'PARTIALLYPAID';
  const refunding = invoice.status === 'PARTIALLYPAID' || invoice.status === 'PAID';
  return rows.map((p) => {
    const related = rows.filter((o) => o.related_payment_id === p.id);
    const retried = related.some((o) => o.status === 'SUCCEEDED');
    const refunded = related.filter((o) => o.status === 'REFUNDED').reduce((sum, o) => sum + Number(o.amount_minor), 0);
    return {
      id: p.id,
      status: p.status,
      amountMinor: Number(p.amount_minor),
      currency: p.currency,
      paidAt: new Date(p.paid_at).toISOString(),
      method: p.method,
      externalId: p.external_id,
      relatedPaymentId: p.related_payment_id,
      canRetry: collecting && p.status === 'FAILED' && !retried,
      refundableMinor: refunding && p.status === 'SUCCEEDED' ? Math.max(0, Number(p.amount_minor) - refunded) : 0,
    };
  });
}

export function toInvoice(r: InvoiceRow, lines: InvoiceLineRow[], payments: InvoicePaymentRow[]): Invoice {
  const item = toListItem(r);
  return {
    ...item,
    companyCountry: r.company_country,
    language: r.company_language,
    dueDate: dueDate(r.invoice_date),
    billingContactName: r.billing_contact_name,
    billingContactEmail: r.billing_contact_email,
    billingStreet: r.billing_street,
    billingZip: r.billing_zip,
    billingCity: r.billing_city,
    vatNumber: r.vat_number,
    reverseCharge: r.vat_category === 'AE',
    externalId: r.external_id,
    approvedAt: iso(r.approved_at),
    cancelledAt: iso(r.cancelled_at),
    renewalId: r.renewal_id,
    openMinor: r.status === 'OPEN' || r.status === 'PARTIALLYPAID' ? Math.max(0, item.totalGrossMinor - item.paidMinor) : 0,
    lines: lines.map((l) => ({
      id: l.id,
      position: l.position,
      product: l.product,
      text: l.text,
      quantity: l.quantity,
      unitPriceMinor: Number(l.unit_price_minor),
      netMinor: Number(l.net_minor),
    })),
    payments: toPayments(r, payments),
  };
}
