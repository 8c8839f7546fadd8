import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateTariff,
  ZDocumentLink,
  ZDriverTariffUpload,
  ZTariff,
  ZTariffIdParams,
  ZTariffList,
  ZTariffPage,
  ZTariffRejectBody,
  ZTariffSearch,
  ZTariffStatusBody,
  ZTariffTransferBody,
  ZTariffTransferResult,
  ZTariffValidateBody,
  ZUpdateTariff,
  zTariffRejectBody,
  zTariffStatusBody,
  zTariffTransferBody,
} from '@fleetwatt/shared';
import type { AppDeps } from '../../app.ts';
import { ADMIN, DRIVER, STAFF } from '../../plugins/auth.ts';
import { FILE_MEDIA_TYPES } from '../../plugins/openapi-document.ts';
import { documentsService } from '../documents/documents.service.ts';
import { sendDocument } from '../documents/send-document.ts';
import { checkLocalizedBody } from './localized-body.ts';
import { tariffsService } from './tariffs.service.ts';

const tags = ['tariffs'];

export const tariffsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, secrets }) => {
  const service = tariffsService(database);
  const documents = documentsService(database, secrets.key('document-links'));

  app.get(
    '/tariffs/search',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: 'Tariffs of the scope by status, driver, company and the month (or year) their period overlaps.',
        querystring: ZTariffSearch,
        response: { 200: ZTariffPage },
      },
    },
    (request) => service.search(request.scope, request.query),
  );

  app.post(
    '/tariffs',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: 'A PENDING tariff for a driver of the scope, with a document uploaded first to POST /documents.',
        body: ZCreateTariff,
        response: { 201: ZTariff },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.scope, request.body, request.lang)),
  );

  app.get(
    '/tariffs/:id',
    { config: { roles: STAFF }, schema: { tags, params: ZTariffIdParams, response: { 200: ZTariff } } },
    (request) => service.get(request.scope, request.params.id),
  );

  app.put(
    '/tariffs/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description:
          'Edits a tariff (absent fields stay). A rejected tariff goes back to PENDING; the price, period or document of a VALID one only by administrators, re-priced.',
        params: ZTariffIdParams,
        body: ZUpdateTariff,
        response: { 200: ZTariff },
      },
    },
    (request) => service.update(request.principal, request.scope, request.params.id, request.body, request.lang),
  );

  app.delete(
    '/tariffs/:id',
    {
      config: { roles: STAFF },
      schema: { tags, description: 'Deletes a tariff and re-prices its sessions; 409 while a submitted receipt uses it.', params: ZTariffIdParams },
    },
    async (request, reply) => {
      await service.remove(request.scope, request.params.id, request.lang);
      return reply.status(204).send();
    },
  );

  app.put(
    '/tariffs/:id/status',
    {
      config: { roles: ADMIN },
      attachValidation: true,
      schema: {
        tags,
        description: 'Sets the status with a review topic (required) and description; INVALID needs a rejection reason.',
        params: ZTariffIdParams,
        body: ZTariffStatusBody,
        response: { 200: ZTariff },
      },
    },
    (request) => {
      checkLocalizedBody(request, zTariffStatusBody);
      return service.setStatus(request.principal, request.scope, request.params.id, request.body, request.lang);
    },
  );

  app.post(
    '/tariffs/:id/validate',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        description: "Validates a PENDING tariff; 409 naming the driver's valid tariff it would overlap (unless closePrevious ends an earlier open one).",
        params: ZTariffIdParams,
        body: ZTariffValidateBody,
        response: { 200: ZTariff },
      },
    },
    (request) => service.validate(request.principal, request.scope, request.params.id, request.body, request.lang),
  );

  app.post(
    '/tariffs/:id/reject',
    {
      config: { roles: ADMIN },
      attachValidation: true,
      schema: { tags, description: 'Rejects a tariff with a reason from the list.', params: ZTariffIdParams, body: ZTariffRejectBody, response: { 200: ZTariff } },
    },
    (request) => {
      checkLocalizedBody(request, zTariffRejectBody);
      return service.reject(request.principal, request.scope, request.params.id, request.body, request.lang);
    },
  );

  app.post(
    '/tariffs/:id/transfer',
    {
      config: { roles: ADMIN },
      attachValidation: true,
      schema: {
        tags,
        description: "Moves this tariff's sessions (not those of submitted receipts) to another tariff of the driver, re-priced; optionally deletes this one.",
        params: ZTariffIdParams,
        body: ZTariffTransferBody,
        response: { 200: ZTariffTransferResult },
      },
    },
    (request) => {
      checkLocalizedBody(request, zTariffTransferBody);
      return service.transfer(request.scope, request.params.id, request.body, request.lang);
    },
  );

  app.get(
    '/tariffs/:id/document',
    { config: { roles: STAFF, produces: FILE_MEDIA_TYPES.documents }, schema: { tags, description: "Downloads the tariff's document.", params: ZTariffIdParams } },
    async (request, reply) => {
      const { documentId, companyId } = await service.documentOf(request.scope, request.params.id);
      return sendDocument(reply, await documents.content({ scope: { companyId } }, documentId), 'attachment');
    },
  );

  app.get(
    '/tariffs/:id/document-link',
    {
      config: { roles: STAFF },
      schema: { tags, description: "A five-minute address of the tariff's document for the preview.", params: ZTariffIdParams, response: { 200: ZDocumentLink } },
    },
    async (request) => {
      const { documentId, companyId } = await service.documentOf(request.scope, request.params.id);
      return documents.link({ scope: { companyId } }, documentId);
    },
  );

  // The driver API (the mobile app).

  app.get(
    '/me/tariffs',
    { config: { roles: DRIVER }, schema: { tags, description: "The signed-in driver's tariffs, newest first.", response: { 200: ZTariffList } } },
    (request) => service.listOwn(request.principal),
  );

  app.post(
    '/me/tariffs',
    {
      config: { roles: DRIVER },
      schema: {
        tags,
        description: 'The driver uploads a tariff: a document uploaded first to POST /documents, the price per kWh and the start date.',
        body: ZDriverTariffUpload,
        response: { 201: ZTariff },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createOwn(request.principal, request.body, request.lang)),
  );

  app.put(
    '/me/tariffs/:id',
    {
      config: { roles: DRIVER },
      schema: {
        tags,
        description: 'The driver corrects a pending or rejected tariff; a rejected one goes back to PENDING.',
        params: ZTariffIdParams,
        body: ZUpdateTariff,
        response: { 200: ZTariff },
      },
    },
    (request) => service.updateOwn(request.principal, request.params.id, request.body, request.lang),
  );
};
