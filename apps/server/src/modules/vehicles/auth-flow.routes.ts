import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCarApiInitiateQuery } from '@fleetwatt/shared';
import type { AppDeps } from '../../app.ts';
import { callbackPath, initiatePath } from './connections.service.ts';
import { connectionsServiceFor } from './connections.routes.ts';

/**
 * The browser navigation of spec section 7, outside /backend: a new tab cannot carry the bearer
 * token, so the URL carries a one-time token the dashboard got from
 * POST /backend/users/{id}/connections/car-api/link (or the driver got by mail). It answers a
 * redirect: to the provider's consent page, or to the callback page saying the link is no longer valid.
 */
export const carApiAuthFlowRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config, database, secrets }) => {
  const service = connectionsServiceFor(config, database, secrets, app.log);

  app.get(
    initiatePath,
    {
      config: { public: true },
      attachValidation: true,
      schema: { tags: ['public'], description: 'Opens the provider’s consent page for a one-time connect link.', querystring: ZCarApiInitiateQuery },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      if (request.validationError) return reply.redirect(`${config.publicUrl}${callbackPath}?error=invalid_link`, 302);
      return reply.redirect(await service.initiate(request.query), 302);
    },
  );
};
