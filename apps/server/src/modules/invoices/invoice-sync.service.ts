import { invoiceMessage, type Invoice, type InvoiceMessageKey, type InvoiceSyncResult } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { AppError } from '../../lib/errors.ts';
import { BillingError, billingProvider, type BillingInvoice, type BillingPayment } from '../../providers/billing/index.ts';
import { COUNTRY_CODES } from './seller.ts';
import { INVOICE_TEXTS, documentLanguage, vatNote } from './invoice-texts.ts';
import { badGateway, loadInvoice, refused, requireInvoice, settleInvoice, type InvoiceCaller, type InvoiceDeps } from './invoice-context.ts';
import { invoicesRepository as repo } from './invoices.repository.ts';

const REASONS: Record<BillingError['kind'], InvoiceMessageKey> = {
  timeout: 'billingTimeout',
  unavailable: 'billingUnavailable',
  ratelimited: 'billingRateLimited',
  refused: 'billingRefused',
  unreachable: 'billingUnreachable',
  signature: 'billingRefused',
};

/** A failed call to the billing provider as the 502 the user reads ("Error syncing transaction: ..."). */
export function billingFailure(caller: Pick<InvoiceCaller, 'lang'>, err: unknown): AppError | unknown {
  if (!(err instanceof BillingError)) return err;
  const reason = invoiceMessage(REASONS[err.kind], caller.lang, { status: String(err.status ?? ''), count: err.retryAfter ?? 1 });
  return badGateway('BILLING_FAILED', invoiceMessage('syncFailed', caller.lang, { reason }));
}

/** The invoice as the billing provider keeps it: our number, lines and VAT; our PDF stays the legal document. */
export function billingInvoice(invoice: Invoice): BillingInvoice {
  return {
    reference: invoice.id,
    number: invoice.number!,
    currency: invoice.currency,
    dueDate: invoice.dueDate,
    lines: invoice.lines.map((l) => ({
      position: l.position,
      description: l.text ? `${l.product} – ${l.text}` : l.product,
      quantity: l.quantity,
      unitPriceMinor: l.unitPriceMinor,
      netMinor: l.netMinor,
    })),
    taxRateBp: invoice.taxRateBp,
    vatCategory: invoice.vatCategory,
    taxNote: vatNote(invoice.vatCategory, INVOICE_TEXTS[documentLanguage(invoice.language)]),
    netMinor: invoice.totalNetMinor,
    taxMinor: invoice.taxMinor,
    grossMinor: invoice.totalGrossMinor,
    cancelled: invoice.status === 'CANCELLED',
  };
}

/** The administrator's view when no one asked (a webhook): every company, English. */
const SYSTEM: InvoiceCaller = { scope: { companyId: null }, lang: 'en', administrator: true };

/**
 * The invoice at the billing provider: the company's customer brought up to date, the invoice made
 * and finalized once (found again by our id after a lost answer), its payments read back and written
 * in one transaction. A payment already stored (by the provider's id) is skipped, so reading twice,
 * concurrently or after a webhook records each payment once; whatever fails, nothing is written.
 */
export function invoiceSyncService({ database, config, now = () => new Date() }: InvoiceDeps) {
  const billing = billingProvider(config);

  /** Makes sure the provider holds the company and the invoice; answers the provider's invoice id. */
  async function push(invoice: Invoice): Promise<string> {
    const known = await repo.billingCustomer(database, invoice.companyId, billing.provider);
    const customerId = await billing.syncCustomer(
      {
        reference: invoice.companyId,
        name: invoice.companyName,
        email: invoice.billingContactEmail,
        street: invoice.billingStreet,
        zip: invoice.billingZip,
        city: invoice.billingCity,
        country: COUNTRY_CODES[invoice.companyCountry],
        vatId: invoice.vatNumber,
        language: documentLanguage(invoice.language),
      },
      known,
    );
    if (customerId !== known) await repo.saveBillingCustomer(database, invoice.companyId, billing.provider, customerId, now());
    const pushed = await billing.pushInvoice(customerId, billingInvoice(invoice), invoice.externalId);
    return pushed.id;
  }

  /** Writes what the provider holds: each payment once, the older first, then the paid amount and status. */
  async function record(db: SqlClient, caller: InvoiceCaller, id: string, externalId: string, remote: BillingPayment[]): Promise<number> {
    const ordered = [...remote].sort((a, b) => Number(a.status === 'REFUNDED') - Number(b.status === 'REFUNDED') || a.paidAt.localeCompare(b.paidAt));
    const row = await requireInvoice(db, caller, id, true);
    const known = new Map((await repo.payments(db, row.company_id, row.id)).filter((p) => p.external_id).map((p) => [p.external_id!, p.id]));
    let added = 0;
    for (const p of ordered) {
      if (known.has(p.id)) continue;
      const inserted = await repo.addPayment(db, row.company_id, row.id, {
        status: p.status,
        amountMinor: p.amountMinor,
        currency: row.currency,
        paidAt: new Date(p.paidAt),
        method: p.method,
        externalId: p.id,
        relatedPaymentId: p.relatedId ? (known.get(p.relatedId) ?? null) : null,
      });
      if (inserted) added++;
      const [stored] = (await repo.payments(db, row.company_id, row.id)).filter((x) => x.external_id === p.id);
      if (stored) known.set(p.id, stored.id);
    }
    await repo.markSynced(db, row.company_id, row.id, externalId, now());
    if (row.status !== 'CANCELLED') await settleInvoice(db, row);
    return added;
  }

  /** Reads the invoice's payments from the provider and records them. */
  async function pull(caller: InvoiceCaller, id: string, externalId: string): Promise<number> {
    const remote = await billing.payments(externalId);
    return database.transaction((tx) => record(tx, caller, id, externalId, remote));
  }

  return {
    /** The provider itself, for the calls of the payment actions. */
    provider: billing,
    push,
    pull,

    async sync(caller: InvoiceCaller, id: string): Promise<InvoiceSyncResult> {
      const invoice = await loadInvoice(database, caller, id);
      if (invoice.status === 'DRAFT') throw refused(caller, 'syncDraft');
      let added: number;
      try {
        added = await pull(caller, id, await push(invoice));
      } catch (err) {
        throw billingFailure(caller, err);
      }
      return { invoice: await loadInvoice(database, caller, id), newPayments: added };
    },

    /**
     * A webhook: its signature checked, the invoice it names read back from the provider and
     * recorded. The event is only a hint, so the same event twice, or an older one after a newer,
     * changes nothing more. Answers whether an invoice of ours was concerned.
     */
    async receive(rawBody: string, signature: string): Promise<boolean> {
      const hook = await billing.webhook(rawBody, signature);
      const id = hook.invoiceId ? await repo.idByExternalId(database, hook.invoiceId) : null;
      if (!id || !hook.invoiceId) return false;
      await pull(SYSTEM, id, hook.invoiceId);
      return true;
    },
  };
}
