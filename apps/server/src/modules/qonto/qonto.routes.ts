import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickLanguage, ZQontoAuthorize, ZQontoCallbackQuery, ZQontoConnected, ZQontoToken } from '@fleetwatt/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { STAFF } from '../../plugins/auth.ts';
import { qontoClient } from '../../providers/qonto/client.ts';
import { qontoRepository } from './qonto.repository.ts';
import { qontoService } from './qonto.service.ts';

const tags = ['bank'];

/** GET /qonto/authorize, /qonto/callback and /qonto/token of spec section 7, for the selected company. */
export const qontoRoutes: FastifyPluginAsyncZod<{ config: Config; database: Database }> = async (app, { config, database }) => {
  const service = qontoService(config, qontoRepository(database), qontoClient(config));

  app.get(
    '/qonto/authorize',
    {
      config: { roles: STAFF },
      schema: { tags, description: "The bank's consent URL for the selected company; the bank returns to /public/qonto/callback.", response: { 200: ZQontoAuthorize } },
    },
    (request) => service.authorize(request.principal, request.scope, pickLanguage(request.headers['accept-language'])),
  );

  app.get(
    '/qonto/callback',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: 'Finishes a connect started by the same person: trades the code for tokens and stores them for the company.',
        querystring: ZQontoCallbackQuery,
        response: { 200: ZQontoConnected },
      },
    },
    (request) => service.callback(request.principal, request.query.code, request.query.state, pickLanguage(request.headers['accept-language'])),
  );

  app.get(
    '/qonto/token',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: "The selected company's bank connection, or token null when it has none (the connect button shows then). The secret never leaves the server.",
        response: { 200: ZQontoToken },
      },
    },
    (request) => service.token(request.scope, pickLanguage(request.headers['accept-language'])),
  );
};
