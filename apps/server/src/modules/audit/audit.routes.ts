import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {  ZAuditExport, ZAuditPage, ZAuditSearch } from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import { sendExport } from '../../lib/export/index.ts';
import { STAFF } from '../../plugins/auth.ts';
import { auditRepository } from './audit.repository.ts';
import { auditService } from './audit.service.ts';

/** The audit trail: administrators read every company's changes, fleet managers their own company's. */
export const auditRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const service = auditService(auditRepository(database));
  const tags = ['audit'];

  app.get(
    '/audit-events',
    {
      config: { roles: STAFF },
      schema: { tags, description: 'Recorded changes, newest first, with what changed before and after.', querystring: ZAuditSearch, response: { 200: ZAuditPage } },
    },
    (request) => service.search(request.scope, request.query),
  );

  app.get(
    '/audit-events/export',
    {
      config: { roles: STAFF },
      schema: { tags, description: 'The filtered audit trail as XLSX, CSV or ZIP, streamed.', querystring: ZAuditExport },
    },
    (request, reply) => {
      const lang = request.lang;
      return sendExport(request, reply, request.query.export, service.exportSpec(request.scope, request.query, lang));
    },
  );
};
