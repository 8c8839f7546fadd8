import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLES, ZModalParams, ZModalSeenInput, ZModalState, ZModalStates } from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import { modalsRepository } from './modals.repository.ts';
import { modalsService } from './modals.service.ts';

/** Which announcement modals the signed-in user has seen (spec section 2), for any role. */
export const modalsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const service = modalsService(modalsRepository(database));

  app.get(
    '/account/modals',
    { config: { roles: ROLES }, schema: { tags: ['account'], response: { 200: ZModalStates } } },
    (request) => service.list(request.principal.userId),
  );

  app.put(
    '/account/modals/:modalId',
    {
      config: { roles: ROLES },
      schema: {
        tags: ['account'],
        description: 'Marks the modal seen for the signed-in user, and whether it should stay away.',
        params: ZModalParams,
        body: ZModalSeenInput,
        response: { 200: ZModalState },
      },
    },
    (request) => service.markSeen(request.principal.userId, request.params.modalId, request.body.dontShowAgain),
  );
};
