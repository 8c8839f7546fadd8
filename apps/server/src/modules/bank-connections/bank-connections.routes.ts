import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {  ZBankAuthorize, ZBankCallbackQuery, ZBankConnected, ZBankToken } from '@fleetwatt/shared';
import type { AppDeps } from '../../app.ts';
import { STAFF } from '../../plugins/auth.ts';
import { bankRegistry } from '../../providers/bank/index.ts';
import { bankWebhookSecret } from '../../providers/bank/webhook-secret.ts';
import { bankConnectionsRepository } from './bank-connections.repository.ts';
import { bankConnectionsService } from './bank-connections.service.ts';
import { bankTokenBox } from './token-box.ts';

const tags = ['bank'];

/** GET /qonto/authorize, /qonto/callback and /qonto/token of spec section 7 (the spec's paths), for the selected company's bank. */
export const bankConnectionsRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'config' | 'database' | 'secrets'>> = async (app, { config, database, secrets }) => {
  const service = bankConnectionsService(config, bankConnectionsRepository(database), bankRegistry(config), bankTokenBox(secrets), { secret: bankWebhookSecret(secrets), log: app.log });

  app.get(
    '/qonto/authorize',
    {
      config: { roles: STAFF },
      schema: { tags, description: "The bank's consent URL for the selected company; the bank returns to /public/qonto/callback.", response: { 200: ZBankAuthorize } },
    },
    (request) => service.authorize(request.principal, request.scope, request.lang),
  );

  app.get(
    '/qonto/callback',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: 'Finishes a connect started by the same person: trades the code for tokens and stores them, sealed, for the company.',
        querystring: ZBankCallbackQuery,
        response: { 200: ZBankConnected },
      },
    },
    (request) => service.callback(request.principal, request.query.code, request.query.state, request.lang),
  );

  app.get(
    '/qonto/token',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: "The selected company's bank connection, or token null when it has none (the connect button shows then). The secret never leaves the server.",
        response: { 200: ZBankToken },
      },
    },
    (request) => service.token(request.scope, request.lang),
  );
};
