import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCablePage, ZCableSearch } from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import { STAFF } from '../../plugins/auth.ts';
import { cablesRepository } from './cables.repository.ts';
import { cablesService } from './cables.service.ts';

export const cablesRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const service = cablesService(cablesRepository(database));

  app.get(
    '/cables/search',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['cables'],
        description: "The cables of the caller's scope, filtered by part of the hardware identifier, status and assignment.",
        querystring: ZCableSearch,
        response: { 200: ZCablePage },
      },
    },
    (request) => service.search(request.scope, request.query),
  );
};
