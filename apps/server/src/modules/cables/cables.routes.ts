import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCableAssignmentList,
  ZCableExport,
  ZCableIdParams,
  ZCableImport,
  ZCableImportResult,
  ZCableListItem,
  ZCablePage,
  ZCableSearch,
  ZCreateCable,
  ZUpdateCable,
  ZUserIdParams,
} from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import { sendExport } from '../../lib/export/index.ts';
import { ADMIN, STAFF } from '../../plugins/auth.ts';
import { cablesService } from './cables.service.ts';

const tags = ['cables'];

export const cablesRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const service = cablesService(database);

  app.get(
    '/cables/search',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: "The cables of the caller's scope, filtered by part of the hardware identifier, status and assignment.",
        querystring: ZCableSearch,
        response: { 200: ZCablePage },
      },
    },
    (request) => service.search(request.scope, request.query),
  );

  app.get(
    '/cables/export',
    {
      config: { roles: STAFF },
      schema: { tags, description: 'The whole filtered cable list as XLSX, CSV or ZIP.', querystring: ZCableExport },
    },
    (request, reply) => sendExport(request, reply, request.query.export, service.exportSpec(request.scope, request.query, request.lang)),
  );

  app.post(
    '/cables',
    {
      config: { roles: ADMIN },
      schema: { tags, description: 'Registers a new cable for a company.', body: ZCreateCable, response: { 201: ZCableListItem } },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.scope, request.body, request.lang)),
  );

  app.post(
    '/cables/import',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        description:
          'Registers a batch of cables from a CSV text (one hardware ID per line, optional firmware version in the second column). Every valid new line is created in one transaction; each line reports CREATED, DUPLICATE or INVALID.',
        body: ZCableImport,
        response: { 200: ZCableImportResult },
      },
    },
    (request) => service.importCsv(request.scope, request.body, request.lang),
  );

  app.get(
    '/cables/:id',
    { config: { roles: STAFF }, schema: { tags, params: ZCableIdParams, response: { 200: ZCableListItem } } },
    (request) => service.get(request.scope, request.params.id),
  );

  app.put(
    '/cables/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: 'Edit cable: status, firmware and pincode flags; administrators may move it to another company.',
        params: ZCableIdParams,
        body: ZUpdateCable,
        response: { 200: ZCableListItem },
      },
    },
    (request) => service.update(request.principal, request.scope, request.params.id, request.body, request.lang),
  );

  app.get(
    '/cables/:id/history',
    {
      config: { roles: STAFF },
      schema: { tags, description: 'Which driver had the cable when, newest first.', params: ZCableIdParams, response: { 200: ZCableAssignmentList } },
    },
    (request) => service.history(request.scope, request.params.id),
  );

  app.get(
    '/users/:id/cable-history',
    {
      config: { roles: STAFF },
      schema: { tags, description: 'Which cables the driver had when, newest first.', params: ZUserIdParams, response: { 200: ZCableAssignmentList } },
    },
    (request) => service.userHistory(request.scope, request.params.id),
  );
};
