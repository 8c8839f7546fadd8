import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZOutboxMailDetail, ZOutboxPage, ZOutboxSearch } from '@fleetwatt/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ADMIN } from '../../plugins/auth.ts';
import { mailerFor } from '../../providers/mail/index.ts';
import { outboxRepository } from './outbox.repository.ts';
import { outboxService } from './outbox.service.ts';

/** Every mail the product sent, for administrators (the demo's mailbox, and support's send log). */
export const outboxRoutes: FastifyPluginAsyncZod<{ config: Config; database: Database }> = async (app, { config, database }) => {
  const service = outboxService(outboxRepository(database), mailerFor(config, database).delivery);

  app.get(
    '/outbox',
    {
      config: { roles: ADMIN },
      schema: {
        tags: ['outbox'],
        description: 'Sent mails, newest first; a selected company narrows them to its mails. `sandbox` says mails are kept here only.',
        querystring: ZOutboxSearch,
        response: { 200: ZOutboxPage },
      },
    },
    (request) => service.search(request.scope, request.query),
  );

  app.get(
    '/outbox/:id',
    {
      config: { roles: ADMIN },
      schema: {
        tags: ['outbox'],
        description: 'One mail with its text and HTML bodies.',
        params: z.object({ id: z.uuid() }),
        response: { 200: ZOutboxMailDetail },
      },
    },
    (request) => service.get(request.scope, request.params.id),
  );
};
