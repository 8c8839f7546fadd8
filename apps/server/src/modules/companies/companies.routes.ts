import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {  ZCompanyPage, ZCompanySearch } from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import { sendExport } from '../../lib/export/index.ts';
import { ADMIN } from '../../plugins/auth.ts';
import { companiesRepository } from './companies.repository.ts';
import { companiesService } from './companies.service.ts';
import { companyRoutes } from './company.routes.ts';

export const companiesRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const service = companiesService(companiesRepository(database));

  app.get(
    '/companies/search',
    {
      config: { roles: ADMIN },
      schema: {
        tags: ['companies'],
        description: 'The company list for administrators; with `export` the whole filtered list as a file.',
        querystring: ZCompanySearch,
        response: { 200: ZCompanyPage },
      },
    },
    async (request, reply) => {
      const { query, scope } = request;
      if (query.export) return sendExport(request, reply, query.export, service.exportSpec(scope, query, request.lang));
      return service.search(scope, query);
    },
  );

  await app.register(companyRoutes, { database });
};
