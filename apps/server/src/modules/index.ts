import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app.ts';
import { accountRoutes } from './account/account.routes.ts';
import { clientConfigRoutes } from './client-config/client-config.routes.ts';
import { companiesRoutes } from './companies/companies.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { modalsRoutes } from './modals/modals.routes.ts';
import { invitesRoutes } from './invites/invites.routes.ts';
import { outboxRoutes } from './outbox/outbox.routes.ts';
import { cablesRoutes } from './cables/cables.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';

/** Every API module, mounted under /backend. Add a module here and it is in the OpenAPI document. */
export const backendRoutes: FastifyPluginAsync<AppDeps> = async (app, { config, database }) => {
  const deps = { config, database };
  await app.register(clientConfigRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(companiesRoutes, deps);
  await app.register(usersRoutes, deps);
  await app.register(modalsRoutes, deps);
  await app.register(invitesRoutes, deps);
  await app.register(outboxRoutes, deps);
  await app.register(cablesRoutes, deps);
  await app.register(auditRoutes, deps);
};
