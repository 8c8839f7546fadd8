import type { Currency, InvoicePaymentStatus } from '@fleetwatt/shared';

/*
 * What the product needs of a billing provider: the company as its customer (billing data and VAT
 * id), each approved invoice with its lines and tax rate (our number and PDF stay the legal
 * document), collecting it (SEPA Direct Debit or card), collecting a failed payment again,
 * refunds, and webhooks. Every provider is one implementation of this interface in
 * providers/<name>/ and one line in providers/billing/index.ts.
 */

export interface BillingCustomer {
  /** Our company id. */
  reference: string;
  name: string;
  email: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  /** ISO 3166 alpha-2. */
  country: string;
  vatId: string | null;
  /** en or de: the language of the provider's mails and pages. */
  language: string;
}

export interface BillingInvoiceLine {
  position: number;
  description: string;
  quantity: number;
  unitPriceMinor: number;
  netMinor: number;
}

export interface BillingInvoice {
  /** Our invoice id. */
  reference: string;
  number: string;
  currency: Currency;
  /** YYYY-MM-DD. */
  dueDate: string;
  lines: BillingInvoiceLine[];
  taxRateBp: number;
  /** EN 16931 VAT category (S, AE, Z ...). */
  vatCategory: string;
  /** The note the tax needs (reverse charge, not taxable), printed by the provider too. */
  taxNote: string | null;
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
  /** Cancelled here: the provider's invoice is voided. */
  cancelled: boolean;
}

export interface BillingInvoiceState {
  id: string;
  /** The provider's status (draft, open, paid, void, uncollectible). */
  status: string;
  /** Where the company pays it itself (card or SEPA Direct Debit mandate). */
  payUrl: string | null;
}

/** A payment, failed payment or refund at the provider: each is one payment row of ours. */
export interface BillingPayment {
  id: string;
  status: InvoicePaymentStatus;
  amountMinor: number;
  paidAt: string;
  /** sepa_debit, card ... */
  method: string | null;
  /** The failed payment a later success pays, or the payment a refund pays back. */
  relatedId: string | null;
}

/** What collecting an invoice did: paid, taken and still processing (SEPA), or declined. */
export type BillingCollection = { outcome: 'paid' | 'processing' } | { outcome: 'declined'; reason: string };

/** A verified webhook: the provider's invoice it concerns, if any. Only a hint: the invoice is read back. */
export interface BillingWebhook {
  eventId: string;
  type: string;
  invoiceId: string | null;
}

/** Why a call failed, for a message the user can read. */
export type BillingFailure = 'timeout' | 'unavailable' | 'ratelimited' | 'refused' | 'unreachable' | 'signature';

export class BillingError extends Error {
  constructor(
    readonly kind: BillingFailure,
    message: string,
    readonly status?: number,
    /** Seconds the provider asked us to wait (429 with Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'BillingError';
  }
}

export interface BillingProvider {
  /** The stored value naming this provider (billing_customers.provider). */
  readonly provider: string;
  /** Creates the customer (knownId null) or brings it up to date; answers its id. */
  syncCustomer(customer: BillingCustomer, knownId: string | null): Promise<string>;
  /** Creates and finalizes the invoice (knownId null) or reads it back; voids it when cancelled here. */
  pushInvoice(customerId: string, invoice: BillingInvoice, knownId: string | null): Promise<BillingInvoiceState>;
  /** Every payment, failed payment and refund of the invoice, older first. */
  payments(invoiceId: string): Promise<BillingPayment[]>;
  /** Collects the open invoice from the customer's payment method; the same key never collects twice. */
  collect(invoiceId: string, idempotencyKey: string): Promise<BillingCollection>;
  /** Pays back (part of) a received payment; the same key never refunds twice. */
  refund(paymentId: string, amountMinor: number, idempotencyKey: string, reference: string): Promise<void>;
  /** Checks the webhook's signature (throws BillingError 'signature') and names the invoice it concerns. */
  webhook(rawBody: string, signature: string): Promise<BillingWebhook>;
}

/** Where the provider posts its webhooks (configured in its dashboard), under /backend. */
export const BILLING_WEBHOOK_PATH = '/public/billing/webhook';
