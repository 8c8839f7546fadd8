import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES, ROLES, ZAccount } from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import { accountRepository } from './account.repository.ts';
import { accountService } from './account.service.ts';

export const accountRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const service = accountService(accountRepository(database));

  app.get(
    '/account',
    { config: { roles: ROLES }, schema: { tags: ['account'], response: { 200: ZAccount } } },
    (request) => service.get(request.principal),
  );

  app.put(
    '/account/preferences',
    {
      config: { roles: ROLES },
      schema: { tags: ['account'], body: z.object({ language: z.enum(LANGUAGES) }).strict() },
    },
    async (request, reply) => {
      await service.setLanguage(request.principal, request.body.language);
      return reply.status(204).send();
    },
  );
};
