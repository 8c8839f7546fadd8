import {
  invoiceMessage,
  invoiceTotals,
  invoiceVat,
  totalPages,
  type CreateInvoice,
  type Invoice,
  type InvoiceDefaults,
  type InvoicePage,
  type InvoiceSearch,
  type UpdateInvoiceDraft,
  utcDay,
} from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { ExportSpec } from '../../lib/export/index.ts';
import { mailerFor } from '../../providers/mail/index.ts';
import { renderEInvoice } from './e-invoice.ts';
import {
  UUID,
  badGateway,
  loadInvoice,
  refused,
  requireInvoice,
  type InvoiceCaller,
  type InvoiceDeps,
} from './invoice-context.ts';
import { invoiceMail } from './invoice-mail.ts';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf.ts';
import { INVOICES_SHEET_NAME, invoiceExportColumns } from './invoices.export.ts';
import { invoicesRepository as repo, type BillingColumns, type CompanyBillingRow, type InvoiceRow } from './invoices.repository.ts';
import { toListItem } from './invoice-view.ts';

type DraftFields = Omit<UpdateInvoiceDraft, never>;

/** Billing fields of a body; those left out are the company's billing data (its address when it has no billing address). */
function billingOf(company: CompanyBillingRow, body: Partial<DraftFields>): BillingColumns {
  const pick = <T>(value: T | undefined, fallback: T) => (value === undefined ? fallback : value);
  return {
    contactName: pick(body.billingContactName, company.billing_contact_name),
    contactEmail: pick(body.billingContactEmail, company.billing_contact_email),
    street: pick(body.billingStreet, company.billing_street ?? company.address_street),
    zip: pick(body.billingZip, company.billing_zip ?? company.address_zip),
    city: pick(body.billingCity, company.billing_city ?? company.address_city),
    country: company.country,
    vatNumber: pick(body.vatNumber, company.vat_number),
  };
}

/** VAT and totals of a draft's lines for its buyer: the tax once on the sum of the line nets. */
function priced(company: CompanyBillingRow, billing: BillingColumns, lines: DraftFields['lines']) {
  const vat = invoiceVat({ country: company.country, vatNumber: billing.vatNumber, companyRateBp: company.vat_rate_bp });
  const totals = invoiceTotals(lines, vat.rateBp);
  return {
    vat,
    totals: { net: totals.netMinor, tax: totals.taxMinor, gross: totals.grossMinor },
    lines: lines.map((l, i) => ({
      product: l.product,
      text: l.text ?? null,
      quantity: l.quantity,
      unitPriceMinor: l.unitPriceMinor,
      netMinor: totals.lineNets[i]!,
    })),
  };
}

const CURRENCY = { AUSTRIA: 'EUR', GERMANY: 'EUR', SWITZERLAND: 'CHF', UNITED_STATES: 'USD' } as const;

export function invoicesService({ database, config, now = () => new Date() }: InvoiceDeps) {
  const filterOf = (caller: InvoiceCaller, q: InvoiceSearch) => ({
    status: q.status,
    kind: q.kind,
    companyId: q.companyId,
    year: q.year,
    month: q.year ? q.month : undefined,
    hideDrafts: !caller.administrator,
  });
  const sortOf = (q: InvoiceSearch) => ({ field: q.sortField, dir: q.sortDir });

  async function requireCompany(db: SqlClient, caller: InvoiceCaller, companyId: string) {
    const company = UUID.test(companyId) ? await repo.company(db, caller.scope, companyId) : null;
    if (!company) throw badRequest(invoiceMessage('companyNotFound', caller.lang), [{ field: 'companyId', message: invoiceMessage('companyNotFound', caller.lang) }]);
    return company;
  }

  async function requireDraft(db: SqlClient, caller: InvoiceCaller, id: string): Promise<InvoiceRow> {
    const row = await requireInvoice(db, caller, id, true);
    if (row.status !== 'DRAFT') throw refused(caller, 'notDraft', { status: row.status });
    return row;
  }

  /** The invoice in full, or 409 for a draft (which has no number) when a document needs one. */
  async function numbered(caller: InvoiceCaller, id: string): Promise<Invoice> {
    const invoice = await loadInvoice(database, caller, id);
    if (!invoice.number) throw refused(caller, 'eInvoiceDraft');
    return invoice;
  }

  return {
    async search(caller: InvoiceCaller, query: InvoiceSearch): Promise<InvoicePage> {
      const { rows, total } = await repo.search(database, caller.scope, filterOf(caller, query), sortOf(query), {
        number: query.pageNumber,
        size: query.pageSize,
      });
      return { results: rows.map(toListItem), totalCount: total, totalPages: totalPages(total, query.pageSize) };
    },

    exportSpec(caller: InvoiceCaller, query: InvoiceSearch): ExportSpec<InvoiceRow> {
      return {
        fileName: `invoices-${utcDay(now())}`,
        sheetName: INVOICES_SHEET_NAME[caller.lang],
        columns: invoiceExportColumns(caller.lang),
        rows: repo.all(database, caller.scope, filterOf(caller, query), sortOf(query)),
        lang: caller.lang,
      };
    },

    get: (caller: InvoiceCaller, id: string) => loadInvoice(database, caller, id),

    /** What the invoice form starts from for a company: its billing data, country, currency and VAT rate. */
    async defaults(caller: InvoiceCaller, companyId: string): Promise<InvoiceDefaults> {
      const company = await repo.company(database, caller.scope, companyId);
      if (!company) throw notFound('company');
      const billing = billingOf(company, {});
      return {
        companyId: company.id,
        companyName: company.name,
        country: company.country,
        currency: CURRENCY[company.country],
        language: company.language,
        companyVatRateBp: company.vat_rate_bp,
        billing: {
          contactName: billing.contactName,
          contactEmail: billing.contactEmail,
          street: billing.street,
          zip: billing.zip,
          city: billing.city,
          vatNumber: billing.vatNumber,
        },
      };
    },

    async create(caller: InvoiceCaller, body: CreateInvoice): Promise<Invoice> {
      const id = await database.transaction(async (tx) => {
        const company = await requireCompany(tx, caller, body.companyId);
        const billing = billingOf(company, body);
        const p = priced(company, billing, body.lines);
        const created = await repo.insert(tx, {
          companyId: company.id,
          kind: 'SERVICE',
          invoiceDate: body.invoiceDate,
          deliveryFrom: body.deliveryFrom,
          deliveryTo: body.deliveryTo,
          currency: CURRENCY[company.country],
          totals: p.totals,
          taxRateBp: p.vat.rateBp,
          vatCategory: p.vat.category,
          billing,
        });
        await repo.replaceLines(tx, company.id, created, p.lines);
        return created;
      });
      return loadInvoice(database, caller, id);
    },

    async update(caller: InvoiceCaller, id: string, body: UpdateInvoiceDraft): Promise<Invoice> {
      await database.transaction(async (tx) => {
        const row = await requireDraft(tx, caller, id);
        const company = (await repo.company(tx, { companyId: row.company_id }, row.company_id))!;
        const billing = billingOf(company, body);
        const p = priced(company, billing, body.lines);
        await repo.updateDraft(tx, row.company_id, row.id, {
          invoiceDate: body.invoiceDate,
          deliveryFrom: body.deliveryFrom,
          deliveryTo: body.deliveryTo,
          totals: p.totals,
          taxRateBp: p.vat.rateBp,
          vatCategory: p.vat.category,
          billing,
        });
        await repo.replaceLines(tx, row.company_id, row.id, p.lines);
      });
      return loadInvoice(database, caller, id);
    },

    async remove(caller: InvoiceCaller, id: string): Promise<void> {
      await database.transaction(async (tx) => {
        const row = await requireInvoice(tx, caller, id, true);
        if (row.status !== 'DRAFT') throw refused(caller, 'deleteNotDraft', { status: row.status });
        await repo.delete(tx, row.company_id, row.id);
      });
    },

    /**
     * DRAFT -> OPEN. The next number of the invoice date's year is drawn inside the transaction, so
     * numbers stay gap-free under concurrent approvals; VAT and totals are computed once more from
     * the lines and frozen.
     */
    async approve(caller: InvoiceCaller, id: string): Promise<Invoice> {
      await database.transaction(async (tx) => {
        const row = await requireInvoice(tx, caller, id, true);
        if (row.status !== 'DRAFT') throw refused(caller, 'approveNotDraft', { status: row.status });
        const lines = await repo.lines(tx, row.company_id, row.id);
        if (!lines.length) throw refused(caller, 'approveNoLines');
        const company = (await repo.company(tx, { companyId: row.company_id }, row.company_id))!;
        const billing: BillingColumns = {
          contactName: row.billing_contact_name,
          contactEmail: row.billing_contact_email,
          street: row.billing_street,
          zip: row.billing_zip,
          city: row.billing_city,
          country: company.country,
          vatNumber: row.vat_number,
        };
        const p = priced(
          company,
          billing,
          lines.map((l) => ({ product: l.product, text: l.text, quantity: l.quantity, unitPriceMinor: Number(l.unit_price_minor) })),
        );
        await repo.updateDraft(tx, row.company_id, row.id, {
          invoiceDate: row.invoice_date,
          deliveryFrom: row.delivery_from ?? row.invoice_date,
          deliveryTo: row.delivery_to ?? row.invoice_date,
          totals: p.totals,
          taxRateBp: p.vat.rateBp,
          vatCategory: p.vat.category,
          billing,
        });
        const year = Number(row.invoice_date.slice(0, 4));
        const seq = await repo.nextNumber(tx, year);
        await repo.approve(tx, row.company_id, row.id, { text: `${year}-${String(seq).padStart(4, '0')}`, year, seq }, now());
      });
      return loadInvoice(database, caller, id);
    },

    /** OPEN with nothing paid -> CANCELLED; anything else is refused. */
    async cancel(caller: InvoiceCaller, id: string): Promise<Invoice> {
      await database.transaction(async (tx) => {
        const row = await requireInvoice(tx, caller, id, true);
        // Money received and not paid back keeps it alive: PARTIALLYPAID and PAID are refused.
        if (row.status === 'PARTIALLYPAID' || row.status === 'PAID' || Number(row.paid_minor) > 0) throw refused(caller, 'cancelHasPayments');
        if (row.status !== 'OPEN') throw refused(caller, 'cancelNotOpen', { status: row.status });
        await repo.cancel(tx, row.company_id, row.id, now());
      });
      return loadInvoice(database, caller, id);
    },

    /** Mails the PDF to the billing contact in the company's language and notes when it was sent. */
    async send(caller: InvoiceCaller, id: string): Promise<Invoice> {
      const invoice = await loadInvoice(database, caller, id);
      if (invoice.status === 'DRAFT') throw refused(caller, 'sendDraft');
      if (invoice.status === 'CANCELLED') throw refused(caller, 'sendCancelled');
      if (!invoice.billingContactEmail) throw refused(caller, 'sendNoEmail');
      const pdf = await renderInvoicePdf(invoice);
      const sent = await mailerFor(config, database).send(invoiceMail(invoice, pdf));
      if (sent.status === 'FAILED') throw badGateway('MAIL_FAILED', invoiceMessage('sendFailed', caller.lang, { reason: sent.error ?? '' }));
      await repo.markSent(database, invoice.companyId, invoice.id, now());
      return loadInvoice(database, caller, id);
    },

    async pdf(caller: InvoiceCaller, id: string) {
      const invoice = await loadInvoice(database, caller, id);
      return { fileName: invoiceFileName(invoice, 'pdf'), bytes: await renderInvoicePdf(invoice) };
    },

    async eInvoice(caller: InvoiceCaller, id: string) {
      const invoice = await numbered(caller, id);
      return { fileName: invoiceFileName(invoice, 'xml'), xml: renderEInvoice(invoice) };
    },
  };
}
export type InvoicesService = ReturnType<typeof invoicesService>;
