import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ROLES,
  ZCreateTeamInvite,
  ZPublicTeamInvite,
  ZSentTeamInvite,
  ZTeam,
  ZTeamId,
  ZTeamInviteToken,
  ZTeamQuery,
  ZTeamRoleChange,
} from '@fleetwatt/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { callsPerMinute, registerRateLimit } from '../../lib/rate-limit.ts';
import { STAFF } from '../../plugins/auth.ts';
import { mailerFor } from '../../providers/mail/index.ts';
import { teamRepository } from './team.repository.ts';
import { teamService, type TeamService } from './team.service.ts';

/** Team accounts: the list, invites, role changes, deactivation; the invite link's open lookup and its acceptance. */
export const teamRoutes: FastifyPluginAsyncZod<{ config: Config; database: Database }> = async (app, { config, database }) => {
  const service = teamService({
    repo: teamRepository(database),
    mailer: mailerFor(config, database),
    publicUrl: config.publicUrl,
    expiryDays: config.invites.expiryDays,
  });
  const tags = ['team'];

  app.get(
    '/team',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description:
          "The fleet managers of the company in scope (administrators: of companyId), with status and last sign-in, and the pending invites. An administrator without a company gets the administrators.",
        querystring: ZTeamQuery,
        response: { 200: ZTeam },
      },
    },
    (request) => service.team(request.principal, request.scope, request.query),
  );

  app.post(
    '/team/invites',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description:
          'Invites a fleet manager of the company in scope (administrators: of companyId) or, administrators only, another administrator. The mail carries a link through sign-up or sign-in. 409 ALREADY_MEMBER or ALREADY_INVITED.',
        body: ZCreateTeamInvite,
        response: { 201: ZSentTeamInvite },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await service.invite(request.principal, request.scope, request.body, request.lang));
    },
  );

  app.post(
    '/team/invites/:id/resend',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: 'Mails a pending invite again with a new link and a new expiry; the old link stops working.',
        params: ZTeamId,
        response: { 200: ZSentTeamInvite },
      },
    },
    (request) => service.resend(request.principal, request.scope, request.params.id),
  );

  app.delete(
    '/team/invites/:id',
    {
      config: { roles: STAFF },
      schema: { tags, description: 'Withdraws a pending invite: its link stops working.', params: ZTeamId },
    },
    async (request, reply) => {
      await service.withdraw(request.principal, request.scope, request.params.id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/team/members/:id/role',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description:
          'Changes a person\'s role; it applies to their next call. Fleet managers: their company\'s managers, to FLEETMANAGER or USER. Never yourself (409 NOT_YOURSELF), never the last active manager (409 LAST_ACTIVE_MANAGER).',
        params: ZTeamId,
        body: ZTeamRoleChange,
      },
    },
    async (request, reply) => {
      await service.changeRole(request.principal, request.scope, request.params.id, request.body.role);
      app.forgetCaller(`user:${request.params.id}`);
      return reply.status(204).send();
    },
  );

  for (const action of ['deactivate', 'reactivate'] as const) {
    app.post(
      `/team/members/:id/${action}`,
      {
        config: { roles: STAFF },
        schema: {
          tags,
          description:
            action === 'deactivate'
              ? 'Deactivates a person: no sign-in, and their tokens are refused (401) from their next call. Never yourself, never the last active manager.'
              : 'Reactivates a deactivated person: they can sign in again.',
          params: ZTeamId,
        },
      },
      async (request, reply) => {
        await service[action](request.principal, request.scope, request.params.id);
        app.forgetCaller(`user:${request.params.id}`);
        return reply.status(204).send();
      },
    );
  }

  app.post(
    '/team/invites/accept',
    {
      config: { roles: ROLES },
      schema: {
        tags,
        description:
          'The signed-in account with the invite\'s address takes its role and company. 404 INVALID_TOKEN, 409 INVITE_ALREADY_ANSWERED, OTHER_EMAIL or DRIVER_ACCOUNT, 410 INVITE_EXPIRED.',
        body: ZTeamInviteToken,
      },
    },
    async (request, reply) => {
      await service.accept(request.principal, request.body.token);
      app.forgetCaller(`user:${request.principal.userId}`);
      return reply.status(204).send();
    },
  );

  await app.register(publicTeamInviteRoutes, { service, perMinute: config.invites.rateLimitPerMinute });
};

/** The invite page's open lookup: no token needed, so each address may call it only so often. */
const publicTeamInviteRoutes: FastifyPluginAsyncZod<{ service: TeamService; perMinute: number }> = async (app, { service, perMinute }) => {
  await registerRateLimit(app);
  app.get(
    '/team/invites/by-token/:token',
    {
      config: { public: true, rateLimit: callsPerMinute(perMinute) },
      schema: {
        tags: ['public'],
        description: 'What the team invite page shows: address, role, company, status and whether it expired.',
        params: ZTeamInviteToken,
        response: { 200: ZPublicTeamInvite },
      },
    },
    (request) => service.publicView(request.params.token),
  );
};
