import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreateInvoice,
  ZInvoice,
  ZInvoiceDefaults,
  ZInvoiceDefaultsQuery,
  ZInvoicePage,
  ZInvoiceSearch,
  ZInvoiceSyncResult,
  ZRecordInvoicePayment,
  ZRefundInvoicePayment,
  ZUpdateInvoiceDraft,
} from '@fleetwatt/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { contentDisposition, sendExport } from '../../lib/export/index.ts';
import { ADMIN, STAFF } from '../../plugins/auth.ts';
import { FILE_MEDIA_TYPES } from '../../plugins/openapi-document.ts';
import type { InvoiceCaller } from './invoice-context.ts';
import { invoicePaymentsService } from './invoice-payments.service.ts';
import { invoiceSyncService } from './invoice-sync.service.ts';
import { invoicesService } from './invoices.service.ts';
import { renewalInvoiceService } from './renewal-invoice.service.ts';

// Ids stay plain strings: a malformed id answers 404 like an unknown one.
const ZId = z.object({ id: z.string() });
const ZPaymentParams = z.object({ id: z.string(), paymentId: z.string() });
const ZRenewalParams = z.object({ renewalId: z.string() });
const ZFileQuery = z.object({ disposition: z.enum(['inline', 'attachment']).default('attachment') });
const tags = ['invoices'];

const caller = (request: FastifyRequest): InvoiceCaller => ({
  scope: request.scope,
  lang: request.lang,
  administrator: request.principal.role === 'ADMINISTRATOR',
});

const disposition = (kind: 'inline' | 'attachment', fileName: string) =>
  kind === 'inline' ? contentDisposition(fileName).replace(/^attachment/, 'inline') : contentDisposition(fileName);

/**
 * Invoices from the product to companies. Administrators do everything; a fleet manager reads and
 * downloads the approved invoices of the own company (docs/decisions/0018).
 */
export const invoicesRoutes: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (app, { database, config }) => {
  const deps = { database, config };
  const invoices = invoicesService(deps);
  const payments = invoicePaymentsService(deps);
  const syncing = invoiceSyncService(deps);
  const renewals = renewalInvoiceService(deps);

  app.get(
    '/invoices/search',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: 'Invoices of the scope, filtered by status, kind, company and month of the invoice date; with `export` as a file.',
        querystring: ZInvoiceSearch,
        response: { 200: ZInvoicePage },
      },
    },
    async (request, reply) => {
      const c = caller(request);
      if (request.query.export) return sendExport(request, reply, request.query.export, invoices.exportSpec(c, request.query));
      return invoices.search(c, request.query);
    },
  );

  app.get(
    '/invoices/defaults',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        description: "What a new invoice for a company starts from: billing contact and address, VAT number, country, currency and the company's VAT rate.",
        querystring: ZInvoiceDefaultsQuery,
        response: { 200: ZInvoiceDefaults },
      },
    },
    (request) => invoices.defaults(caller(request), request.query.companyId),
  );

  app.post(
    '/invoices/license-renewal/:renewalId',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        description: 'Creates the DRAFT renewal invoice of an ACCEPTED or INVOICED license renewal and attaches it to the renewal.',
        params: ZRenewalParams,
        response: { 201: ZInvoice },
      },
    },
    async (request, reply) => reply.status(201).send(await renewals.create(caller(request), request.params.renewalId)),
  );

  app.get(
    '/invoices/:id',
    { config: { roles: STAFF }, schema: { tags, description: 'One invoice with its lines and payments.', params: ZId, response: { 200: ZInvoice } } },
    (request) => invoices.get(caller(request), request.params.id),
  );

  app.post(
    '/invoices',
    {
      config: { roles: ADMIN },
      schema: { tags, description: 'Creates a DRAFT invoice; billing fields left out come from the company.', body: ZCreateInvoice, response: { 201: ZInvoice } },
    },
    async (request, reply) => reply.status(201).send(await invoices.create(caller(request), request.body)),
  );

  app.put(
    '/invoices/:id',
    {
      config: { roles: ADMIN },
      schema: { tags, description: 'Changes a DRAFT invoice (409 once approved).', params: ZId, body: ZUpdateInvoiceDraft, response: { 200: ZInvoice } },
    },
    (request) => invoices.update(caller(request), request.params.id, request.body),
  );

  app.delete(
    '/invoices/:id',
    { config: { roles: ADMIN }, schema: { tags, description: 'Deletes a DRAFT invoice (409 once approved).', params: ZId } },
    async (request, reply) => {
      await invoices.remove(caller(request), request.params.id);
      return reply.status(204).send();
    },
  );

  const action = (path: string, description: string, run: (c: InvoiceCaller, id: string) => Promise<unknown>) =>
    app.post(
      `/invoices/:id/${path}`,
      { config: { roles: ADMIN }, schema: { tags, description, params: ZId, response: { 200: ZInvoice } } },
      (request) => run(caller(request), request.params.id) as Promise<z.infer<typeof ZInvoice>>,
    );
  action('approve', 'DRAFT -> OPEN: draws the next number of the year, gap-free.', invoices.approve);
  action('cancel', 'OPEN without payments -> CANCELLED.', invoices.cancel);
  action('send', "Mails the PDF to the billing contact in the company's language and sets the date sent.", invoices.send);

  app.post(
    '/invoices/:id/sync',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        description: "Brings the company's customer and the invoice up to date at the billing provider (Stripe) and records its payments from there, each once.",
        params: ZId,
        response: { 200: ZInvoiceSyncResult },
      },
    },
    (request) => syncing.sync(caller(request), request.params.id),
  );

  app.post(
    '/invoices/:id/payments',
    {
      config: { roles: ADMIN },
      schema: { tags, description: 'Records a payment received; more than the open amount is refused.', params: ZId, body: ZRecordInvoicePayment, response: { 201: ZInvoice } },
    },
    async (request, reply) => reply.status(201).send(await payments.record(caller(request), request.params.id, request.body)),
  );

  app.post(
    '/invoices/:id/collect',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        description: "Collects the open amount through the billing provider from the company's payment method (card or SEPA Direct Debit mandate); a decline shows as a FAILED payment.",
        params: ZId,
        response: { 200: ZInvoice },
      },
    },
    (request) => payments.collect(caller(request), request.params.id),
  );

  app.post(
    '/invoices/:id/payments/:paymentId/retry',
    {
      config: { roles: ADMIN },
      schema: { tags, description: 'Collects a FAILED payment again.', params: ZPaymentParams, response: { 200: ZInvoice } },
    },
    (request) => payments.retry(caller(request), request.params.id, request.params.paymentId),
  );

  app.post(
    '/invoices/:id/payments/:paymentId/refund',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        description: 'Refunds a received payment, all that is left of it unless an amount is given.',
        params: ZPaymentParams,
        body: ZRefundInvoicePayment,
        response: { 200: ZInvoice },
      },
    },
    (request) => payments.refund(caller(request), request.params.id, request.params.paymentId, request.body ?? {}),
  );

  app.get(
    '/invoices/:id/pdf',
    {
      config: { roles: STAFF, produces: FILE_MEDIA_TYPES.pdf },
      schema: { tags, description: "The invoice as a PDF in the company's language; `disposition=inline` to preview.", params: ZId, querystring: ZFileQuery },
    },
    async (request, reply) => {
      const file = await invoices.pdf(caller(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', disposition(request.query.disposition, file.fileName))
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  );

  app.get(
    '/invoices/:id/e-invoice',
    {
      config: { roles: STAFF, produces: FILE_MEDIA_TYPES.xml },
      schema: { tags, description: 'The invoice as an EN 16931 electronic invoice (UN/CEFACT CII, XRechnung 3.0).', params: ZId },
    },
    async (request, reply) => {
      const file = await invoices.eInvoice(caller(request), request.params.id);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.xml);
    },
  );
};
