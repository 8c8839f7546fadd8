import { invoiceMessage, type Invoice, type InvoiceMessageKey, type InvoiceSyncResult } from '@fleetwatt/shared';
import type { AppError } from '../../lib/errors.ts';
import type { AccountingInvoiceDocument, AccountingPayment } from '../../providers/accounting/api.ts';
import { AccountingError, accountingClient } from '../../providers/accounting/client.ts';
import { COUNTRY_CODES } from './seller.ts';
import { badGateway, loadInvoice, refused, requireInvoice, settleInvoice, type InvoiceCaller, type InvoiceDeps } from './invoice-context.ts';
import { invoicesRepository as repo } from './invoices.repository.ts';

const REASONS: Record<AccountingError['kind'], InvoiceMessageKey> = {
  timeout: 'accountingTimeout',
  unavailable: 'accountingUnavailable',
  refused: 'accountingRefused',
  unreadable: 'accountingUnreadable',
  unreachable: 'accountingUnreachable',
};

/** A failed call to the accounting service as the 502 the user reads ("Error syncing transaction: ..."). */
export function accountingFailure(caller: InvoiceCaller, err: unknown): AppError | unknown {
  if (!(err instanceof AccountingError)) return err;
  const reason = invoiceMessage(REASONS[err.kind], caller.lang, { status: String(err.status ?? '') });
  return badGateway('ACCOUNTING_FAILED', invoiceMessage('syncFailed', caller.lang, { reason }));
}

/** The invoice as the accounting service keeps it. */
export function accountingDocument(invoice: Invoice): AccountingInvoiceDocument {
  return {
    number: invoice.number!,
    status: invoice.status as AccountingInvoiceDocument['status'],
    issueDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    customer: {
      name: invoice.companyName,
      email: invoice.billingContactEmail,
      vatId: invoice.vatNumber,
      street: invoice.billingStreet,
      zip: invoice.billingZip,
      city: invoice.billingCity,
      country: COUNTRY_CODES[invoice.companyCountry],
    },
    lines: invoice.lines.map((l) => ({
      position: l.position,
      description: l.text ? `${l.product} – ${l.text}` : l.product,
      quantity: l.quantity,
      unitPriceMinor: l.unitPriceMinor,
      netMinor: l.netMinor,
    })),
    netMinor: invoice.totalNetMinor,
    taxRateBp: invoice.taxRateBp,
    vatCategory: invoice.vatCategory,
    taxMinor: invoice.taxMinor,
    grossMinor: invoice.totalGrossMinor,
  };
}

/**
 * Sync with the accounting service: push the invoice (an idempotent PUT by our id), pull its
 * payments, then write everything in one transaction. A payment already stored (by its id at the
 * service) is skipped, so syncing twice never records a payment twice; if any call fails, nothing
 * is written.
 */
export function invoiceSyncService({ database, config, now = () => new Date() }: InvoiceDeps) {
  const accounting = accountingClient(config);

  return {
    async sync(caller: InvoiceCaller, id: string): Promise<InvoiceSyncResult> {
      const invoice = await loadInvoice(database, caller, id);
      if (invoice.status === 'DRAFT') throw refused(caller, 'syncDraft');
      let pushed: { id: string };
      let remote: AccountingPayment[];
      try {
        pushed = await accounting.pushInvoice(invoice.id, accountingDocument(invoice));
        remote = await accounting.listPayments(invoice.id);
      } catch (err) {
        throw accountingFailure(caller, err);
      }
      // A listing may hold an entry twice; each payment counts once, the older ones first.
      const unique = [...new Map(remote.map((p) => [p.id, p])).values()].sort(
        (a, b) => Number(a.status === 'REFUNDED') - Number(b.status === 'REFUNDED') || a.paidAt.localeCompare(b.paidAt),
      );
      let added = 0;
      await database.transaction(async (tx) => {
        const row = await requireInvoice(tx, caller, id, true);
        const known = new Map((await repo.payments(tx, row.company_id, row.id)).filter((p) => p.external_id).map((p) => [p.external_id!, p.id]));
        for (const p of unique) {
          if (known.has(p.id)) continue;
          const inserted = await repo.addPayment(tx, row.company_id, row.id, {
            status: p.status,
            amountMinor: p.amountMinor,
            currency: row.currency,
            paidAt: new Date(p.paidAt),
            method: p.method,
            externalId: p.id,
            relatedPaymentId: p.relatedId ? (known.get(p.relatedId) ?? null) : null,
          });
          if (inserted) {
            added++;
            const [stored] = (await repo.payments(tx, row.company_id, row.id)).filter((x) => x.external_id === p.id);
            if (stored) known.set(p.id, stored.id);
          }
        }
        await repo.markSynced(tx, row.company_id, row.id, pushed.id, now());
        if (row.status !== 'CANCELLED') await settleInvoice(tx, row);
      });
      return { invoice: await loadInvoice(database, caller, id), newPayments: added };
    },
  };
}
