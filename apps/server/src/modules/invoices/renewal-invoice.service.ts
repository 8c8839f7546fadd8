import { utcDay, invoiceTotals, invoiceVat, LICENSE_WORDS, type Invoice } from '@fleetwatt/shared';
import { notFound } from '../../lib/errors.ts';
import { UUID, loadInvoice, refused, type InvoiceCaller, type InvoiceDeps } from './invoice-context.ts';
import { invoicesRepository as repo } from './invoices.repository.ts';
import { documentLanguage, INVOICE_TEXTS } from './invoice-texts.ts';

/**
 * The subscription renewal invoice: a DRAFT LICENSE_RENEWAL invoice for an ACCEPTED (or already
 * INVOICED) renewal, one line with the renewal's period and price, billed to the company's billing
 * data; the renewal points at it. A renewal whose invoice is still alive gets no second one.
 */
export function renewalInvoiceService({ database, now = () => new Date() }: InvoiceDeps) {
  return {
    async create(caller: InvoiceCaller, renewalId: string): Promise<Invoice> {
      const id = await database.transaction(async (tx) => {
        const renewal = UUID.test(renewalId) ? await repo.renewal(tx, caller.scope, renewalId, { lock: true }) : null;
        if (!renewal) throw notFound('renewal');
        if (renewal.status !== 'ACCEPTED' && renewal.status !== 'INVOICED') throw refused(caller, 'renewalStatus', { status: LICENSE_WORDS[caller.lang].renewalStatus[renewal.status] });
        if (renewal.invoice_id && renewal.invoice_status !== 'CANCELLED') {
          throw refused(caller, 'renewalHasInvoice', { number: renewal.invoice_number ?? renewal.invoice_status ?? '' });
        }
        const company = (await repo.company(tx, { companyId: renewal.company_id }, renewal.company_id))!;
        const vat = invoiceVat({ country: company.country, vatNumber: company.vat_number, companyRateBp: company.vat_rate_bp });
        const line = { quantity: 1, unitPriceMinor: Number(renewal.price_minor) };
        const totals = invoiceTotals([line], vat.rateBp);
        const text = [renewal.driver_name, renewal.hardware_id, `${renewal.period_start} – ${renewal.period_end}`, renewal.license_key]
          .filter(Boolean)
          .join(' · ');
        const created = await repo.insert(tx, {
          companyId: company.id,
          kind: 'LICENSE_RENEWAL',
          invoiceDate: utcDay(now()),
          deliveryFrom: renewal.period_start,
          deliveryTo: renewal.period_end,
          currency: renewal.currency,
          totals: { net: totals.netMinor, tax: totals.taxMinor, gross: totals.grossMinor },
          taxRateBp: vat.rateBp,
          vatCategory: vat.category,
          billing: {
            contactName: company.billing_contact_name,
            contactEmail: company.billing_contact_email,
            street: company.billing_street ?? company.address_street,
            zip: company.billing_zip ?? company.address_zip,
            city: company.billing_city ?? company.address_city,
            country: company.country,
            vatNumber: company.vat_number,
          },
        });
        // The line is written in the company's document language, as the invoice PDF around it.
        const names = INVOICE_TEXTS[documentLanguage(company.language)].renewalLine;
        const product = renewal.license_type === 'CONNECT' ? names.CONNECT : names.HOME_CHARGING;
        await repo.replaceLines(tx, company.id, created, [{ product, text, ...line, netMinor: totals.lineNets[0]! }]);
        await repo.attachRenewalInvoice(tx, company.id, renewal.id, created);
        return created;
      });
      return loadInvoice(database, caller, id);
    },
  };
}
