import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CURRENCY_BY_COUNTRY,
  ZCreateReceipt,
  ZMonthCloseQuery,
  ZReceipt,
  ZReceiptExport,
  ZReceiptIdParams,
  ZReceiptPage,
  ZReceiptPdfQuery,
  ZReceiptSearch,
  ZReceiptSent,
} from '@fleetwatt/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { contentDisposition, sendExport } from '../../lib/export/index.ts';
import { STAFF } from '../../plugins/auth.ts';
import { FILE_MEDIA_TYPES } from '../../plugins/openapi-document.ts';
import { mailerFor } from '../../providers/mail/index.ts';
import { datevBuchungsstapel, monthCloseColumns, monthCloseLines } from './receipts.month-close.ts';
import { receiptsService } from './receipts.service.ts';

const tags = ['receipts'];

export const receiptsRoutes: FastifyPluginAsyncZod<{ config: Config; database: Database }> = async (app, { config, database }) => {
  const service = receiptsService({ database, mailer: mailerFor(config, database) });

  app.get(
    '/receipts/search',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: "One page of the scope's receipts, filtered by period, status, driver, company and sent.",
        querystring: ZReceiptSearch,
        response: { 200: ZReceiptPage },
      },
    },
    (request) => service.search(request.scope, request.query),
  );

  app.get(
    '/receipts/export',
    {
      config: { roles: STAFF },
      schema: { tags, description: 'The whole filtered receipts list as XLSX, CSV or ZIP.', querystring: ZReceiptExport },
    },
    (request, reply) => sendExport(request, reply, request.query.export, service.exportSpec(request.scope, request.query, request.lang)),
  );

  app.get(
    '/receipts/month-close',
    {
      config: { roles: STAFF, produces: FILE_MEDIA_TYPES.csv },
      schema: {
        tags,
        description:
          "The payroll file of one company and month (y, m): every driver's reimbursable energy, amount and cost center, as CSV or DATEV Buchungsstapel.",
        querystring: ZMonthCloseQuery,
      },
    },
    async (request, reply) => {
      const lang = request.lang;
      const q = request.query;
      const year = (q.y ?? q.year)!;
      const month = (q.m ?? q.month)!;
      const company = await service.monthCloseCompany(request.scope, q.companyId, lang);
      const currency = CURRENCY_BY_COUNTRY[company.country];
      const lines = monthCloseLines(await service.monthCloseRows(company.id, year, month));
      const base = `month-close-${year}-${String(month).padStart(2, '0')}`;
      if (q.format === 'datev') {
        const settings = service.datevSettings(company, lang);
        const file = datevBuchungsstapel({ lines, year, month, currency, companyName: company.name, settings, createdAt: new Date() });
        return reply
          .header('content-type', 'text/csv; charset=windows-1252')
          .header('content-disposition', contentDisposition(`EXTF_Buchungsstapel_${base}.csv`))
          .header('cache-control', 'no-store')
          .send(file);
      }
      return sendExport(request, reply, 'CSV', {
        fileName: base,
        columns: monthCloseColumns(lang, currency),
        rows: (async function* () {
          yield* lines;
        })(),
        lang,
      });
    },
  );

  app.post(
    '/receipts',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: "A DRAFT for a driver's ended month with the reimbursable sessions that are in no other receipt.",
        body: ZCreateReceipt,
        response: { 201: ZReceipt },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.scope, request.body, request.lang)),
  );

  app.get(
    '/receipts/:id',
    { config: { roles: STAFF }, schema: { tags, params: ZReceiptIdParams, response: { 200: ZReceipt } } },
    (request) => service.get(request.scope, request.params.id),
  );

  app.get(
    '/receipts/:id/pdf',
    {
      config: { roles: STAFF, produces: FILE_MEDIA_TYPES.pdf },
      schema: {
        tags,
        description: 'The receipt as PDF, inline for the preview or as a download (download=true). A submitted receipt answers its stored file.',
        params: ZReceiptIdParams,
        querystring: ZReceiptPdfQuery,
      },
    },
    async (request, reply) => {
      const pdf = await service.pdf(request.scope, request.params.id);
      const disposition = contentDisposition(pdf.fileName);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', request.query.download === 'true' ? disposition : disposition.replace(/^attachment/, 'inline'))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf.content);
    },
  );

  app.post(
    '/receipts/:id/submit',
    {
      config: { roles: STAFF },
      schema: { tags, description: 'DRAFT -> SUBMITTED; the driver needs the fields the company requires.', params: ZReceiptIdParams, response: { 200: ZReceipt } },
    },
    (request) => service.submit(request.scope, request.params.id, request.lang),
  );

  app.post(
    '/receipts/:id/regenerate',
    {
      config: { roles: STAFF },
      schema: { tags, description: "Recomputes a DRAFT from the month's sessions.", params: ZReceiptIdParams, response: { 200: ZReceipt } },
    },
    (request) => service.regenerate(request.scope, request.params.id, request.lang),
  );

  app.post(
    '/receipts/:id/send',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: "Mails a SUBMITTED receipt's PDF to the receipt recipient email (the driver's when empty) and marks it sent.",
        params: ZReceiptIdParams,
        response: { 200: ZReceiptSent },
      },
    },
    (request) => service.send(request.scope, request.params.id, request.lang),
  );

  app.post(
    '/receipts/:id/correction',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: 'Resend as correction: a new version (new number) of a SUBMITTED receipt as a DRAFT; the old one is superseded.',
        params: ZReceiptIdParams,
        response: { 201: ZReceipt },
      },
    },
    async (request, reply) => reply.status(201).send(await service.correct(request.scope, request.params.id, request.lang)),
  );

  app.delete(
    '/receipts/:id',
    {
      config: { roles: STAFF },
      schema: { tags, description: 'Deletes a DRAFT and frees its sessions; its number is not given again.', params: ZReceiptIdParams },
    },
    async (request, reply) => {
      await service.remove(request.scope, request.params.id, request.lang);
      return reply.status(204).send();
    },
  );
};
