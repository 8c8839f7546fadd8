import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCarApiCallback,
  ZCarApiCallbackResult,
  ZCarApiLink,
  ZConnectionInviteResult,
  ZDriverConnection,
  ZUserIdParams,
} from '@fleetwatt/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { callsPerMinute, registerRateLimit } from '../../lib/rate-limit.ts';
import { STAFF } from '../../plugins/auth.ts';
import { connectionTokenBox } from '../../lib/secrets/connection-token-box.ts';
import type { InstallationSecrets } from '../../lib/secrets/installation-secrets.ts';
import { carDataProvider } from '../../providers/car-data/index.ts';
import { mailerFor } from '../../providers/mail/index.ts';
import { carDataWebhooksRoutes } from './car-data-webhooks.routes.ts';
import { connectionsService, type ConnectionsService } from './connections.service.ts';

const tags = ['users'];

export function connectionsServiceFor(config: Config, database: Database, secrets: InstallationSecrets, log: { warn(obj: object, msg?: string): void }) {
  return connectionsService({
    database,
    client: carDataProvider(config),
    tokens: connectionTokenBox(secrets),
    mailer: mailerFor(config, database),
    publicUrl: config.publicUrl,
    log,
  });
}

/** Spec section 7: the users connections calls, the one-time connect link, and the provider's callback. */
export const connectionsRoutes: FastifyPluginAsyncZod<{ config: Config; database: Database; secrets: InstallationSecrets }> = async (
  app,
  { config, database, secrets },
) => {
  const service = connectionsServiceFor(config, database, secrets, app.log);

  app.get(
    '/users/:id/connections',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: "The driver's car connection: status, cars with their latest values, and whether the caller may connect.",
        params: ZUserIdParams,
        response: { 200: ZDriverConnection },
      },
    },
    (request) => service.get(request.principal, request.scope, request.params.id),
  );

  app.post(
    '/users/:id/connections/car-api/link',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description:
          'A one-time link (ten minutes) to /connections/car-api/auth-flow/initiate, which sends the browser to the provider’s consent page. Fleet managers need the CarApi feature or the Connect trial.',
        params: ZUserIdParams,
        response: { 201: ZCarApiLink },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createLink(request.principal, request.scope, request.params.id, request.lang)),
  );

  app.post(
    '/users/:id/connections/refresh',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: 'Fresh tokens, the shared cars again and every car’s report now; 409 when the connection ended, 503 when the provider fails.',
        params: ZUserIdParams,
        response: { 200: ZDriverConnection },
      },
    },
    (request) => service.refresh(request.principal, request.scope, request.params.id, request.lang),
  );

  app.delete(
    '/users/:id/connections',
    {
      config: { roles: STAFF },
      schema: { tags, description: 'Disconnects the driver’s cars and revokes the access at the provider.', params: ZUserIdParams },
    },
    async (request, reply) => {
      await service.disconnect(request.scope, request.params.id, request.lang);
      return reply.status(204).send();
    },
  );

  app.post(
    '/users/:id/connections/invite',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: 'Mails the driver a link (valid seven days) to connect the car themselves.',
        params: ZUserIdParams,
        response: { 201: ZConnectionInviteResult },
      },
    },
    async (request, reply) => reply.status(201).send(await service.invite(request.principal, request.scope, request.params.id, request.lang)),
  );

  await app.register(publicCallbackRoutes, { service, perMinute: config.invites.rateLimitPerMinute });
  await app.register(carDataWebhooksRoutes, { service, perMinute: config.invites.rateLimitPerMinute });
};

/** The open call behind /public/car-api/callback: no token, so each address may call it only so often. */
const publicCallbackRoutes: FastifyPluginAsyncZod<{ service: ConnectionsService; perMinute: number }> = async (app, { service, perMinute }) => {
  await registerRateLimit(app);
  app.post(
    '/public/car-api/callback',
    {
      config: { public: true, rateLimit: callsPerMinute(perMinute) },
      schema: {
        tags: ['public'],
        description:
          'Completes the connect flow: the state must be one this product handed out, unused and fresh; the code is exchanged and the shared cars are linked to the driver.',
        body: ZCarApiCallback,
        response: { 200: ZCarApiCallbackResult },
      },
    },
    (request) => service.complete(request.body, request.lang),
  );
};
