import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAssignLicense,
  ZAttachRenewalInvoice,
  ZLicense,
  ZLicenseExport,
  ZLicenseIdParams,
  ZLicensePage,
  ZLicenseRenewal,
  ZLicenseRenewalList,
  ZLicenseRenewalParams,
  ZLicenseSearch,
  ZRenewalInvoiceOptionList,
  ZRenewalStatusInput,
  ZUpdateLicense,
} from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import { sendExport } from '../../lib/export/index.ts';
import { ADMIN, STAFF } from '../../plugins/auth.ts';
import { licensesService } from './licenses.service.ts';

const tags = ['licenses'];

/** Licenses (subscriptions) and their renewals: fleet managers read their own, administrators change them. */
export const licensesRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const service = licensesService(database);

  app.get(
    '/licenses/search',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: "The scope's licenses with the status of their latest renewal and its invoice; filtered, sorted and paged.",
        querystring: ZLicenseSearch,
        response: { 200: ZLicensePage },
      },
    },
    (request) => service.search(request.scope, request.query),
  );

  app.get(
    '/licenses/export',
    {
      config: { roles: STAFF },
      schema: { tags, description: 'The whole filtered license list as XLSX, CSV or ZIP.', querystring: ZLicenseExport },
    },
    (request, reply) => sendExport(request, reply, request.query.export, service.exportSpec(request.scope, request.query, request.lang)),
  );

  app.post(
    '/licenses',
    {
      config: { roles: ADMIN },
      schema: { tags, description: 'Assign license: a new license for a driver and the driver’s cable.', body: ZAssignLicense, response: { 201: ZLicense } },
    },
    async (request, reply) => reply.status(201).send(await service.assign(request.scope, request.body, request.lang)),
  );

  app.get(
    '/licenses/:id',
    { config: { roles: STAFF }, schema: { tags, params: ZLicenseIdParams, response: { 200: ZLicense } } },
    (request) => service.get(request.scope, request.params.id),
  );

  app.put(
    '/licenses/:id',
    {
      config: { roles: ADMIN },
      schema: { tags, description: 'Subscription edit: dates, yearly price, cable and driver.', params: ZLicenseIdParams, body: ZUpdateLicense, response: { 200: ZLicense } },
    },
    (request) => service.update(request.scope, request.params.id, request.body, request.lang),
  );

  app.post(
    '/licenses/:id/cancel',
    {
      config: { roles: ADMIN },
      schema: { tags, description: 'Cancels the license and its open renewals.', params: ZLicenseIdParams, response: { 200: ZLicense } },
    },
    (request) => service.cancel(request.scope, request.params.id, request.lang),
  );

  app.delete(
    '/licenses/:id',
    {
      config: { roles: ADMIN },
      schema: { tags, description: 'Deletes a license that no driver uses and that has no billed renewal.', params: ZLicenseIdParams },
    },
    async (request, reply) => {
      await service.remove(request.scope, request.params.id, request.lang);
      return reply.status(204).send();
    },
  );

  app.get(
    '/licenses/:id/renewals',
    { config: { roles: STAFF }, schema: { tags, params: ZLicenseIdParams, response: { 200: ZLicenseRenewalList } } },
    (request) => service.renewals(request.scope, request.params.id),
  );

  app.post(
    '/licenses/:id/renew',
    {
      config: { roles: ADMIN },
      schema: { tags, description: 'Opens a PENDING renewal for the year after the expiration date.', params: ZLicenseIdParams, response: { 201: ZLicenseRenewal } },
    },
    async (request, reply) => reply.status(201).send(await service.renew(request.scope, request.params.id, request.lang)),
  );

  app.put(
    '/licenses/:id/renewals/:renewalId/status',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description:
          'Moves a renewal one step along PENDING, AWAITING_CONFIRMATION, ACCEPTED, INVOICED, PAID, SCHEDULED, RENEWED, or to CANCELLED while open. Fleet managers only confirm or decline.',
        params: ZLicenseRenewalParams,
        body: ZRenewalStatusInput,
        response: { 200: ZLicenseRenewal },
      },
    },
    (request) =>
      service.setRenewalStatus(request.principal, request.scope, request.params.id, request.params.renewalId, request.body.status, request.lang),
  );

  app.post(
    '/licenses/:id/renewals/:renewalId/invoice',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        description: "Attaches an invoice of the license's company to the renewal; an ACCEPTED renewal becomes INVOICED.",
        params: ZLicenseRenewalParams,
        body: ZAttachRenewalInvoice,
        response: { 200: ZLicenseRenewal },
      },
    },
    (request) => service.attachInvoice(request.scope, request.params.id, request.params.renewalId, request.body.invoiceId, request.lang),
  );

  app.get(
    '/licenses/:id/invoice-options',
    {
      config: { roles: ADMIN },
      schema: { tags, description: "Invoices of the license's company that a renewal can carry.", params: ZLicenseIdParams, response: { 200: ZRenewalInvoiceOptionList } },
    },
    (request) => service.invoiceOptions(request.scope, request.params.id),
  );
};
