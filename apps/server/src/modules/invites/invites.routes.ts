import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateInvites,
  ZCreateInvitesResult,
  ZInviteAnswer,
  ZInvitePage,
  ZInviteSearch,
  ZInviteToken,
  ZPublicInvite,
  ZSentInvite,
} from '@fleetwatt/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { callsPerMinute, registerRateLimit } from '../../lib/rate-limit.ts';
import { ADMIN, STAFF } from '../../plugins/auth.ts';
import { mailerFor } from '../../providers/mail/index.ts';
import { invitesRepository } from './invites.repository.ts';
import { invitesService, type InvitesService } from './invites.service.ts';

/** Staff manage invites; the driver answers one on the open invite page, with only its token. */
export const invitesRoutes: FastifyPluginAsyncZod<{ config: Config; database: Database }> = async (app, { config, database }) => {
  const service = invitesService({
    repo: invitesRepository(database),
    mailer: mailerFor(config, database),
    publicUrl: config.publicUrl,
    expiryDays: config.invites.expiryDays,
  });

  app.get(
    '/invites/search',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['invites'],
        description: 'The invites of the company in scope: 25 per page, newest first; filter by part of the address and by status.',
        querystring: ZInviteSearch,
        response: { 200: ZInvitePage },
      },
    },
    (request) => service.search(request.scope, request.query),
  );

  app.post(
    '/invites',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['invites'],
        description:
          'Invites drivers by email: each address once; addresses of drivers of the company, with a pending invite or of staff accounts are skipped with the reason. Each invite is mailed with its link.',
        body: ZCreateInvites,
        response: { 201: ZCreateInvitesResult },
      },
    },
    async (request, reply) => {
      const lang = request.lang;
      const result = await service.create(request.scope, request.principal, request.body, lang);
      return reply.status(201).send(result);
    },
  );

  app.delete(
    '/invites/:token',
    {
      config: { roles: ADMIN },
      schema: { tags: ['invites'], description: 'Deletes an invite (administrators).', params: ZInviteToken },
    },
    async (request, reply) => {
      await service.delete(request.scope, request.params.token);
      return reply.status(204).send();
    },
  );

  app.post(
    '/invites/:token/resend',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['invites'],
        description: 'Mails a pending (or expired) invite again with a new expiry date.',
        params: ZInviteToken,
        response: { 200: ZSentInvite },
      },
    },
    (request) => service.resend(request.scope, request.params.token),
  );

  await app.register(publicInviteRoutes, { service, perMinute: config.invites.rateLimitPerMinute });
};

/** The open calls of the invite page: no token needed, so each address may call them only so often. */
const publicInviteRoutes: FastifyPluginAsyncZod<{ service: InvitesService; perMinute: number }> = async (app, { service, perMinute }) => {
  await registerRateLimit(app);
  const limited = { public: true, rateLimit: callsPerMinute(perMinute) } as const;

  app.get(
    '/invites/:token',
    {
      config: limited,
      schema: {
        tags: ['public'],
        description: 'What the invite page shows: company, address, language, status and whether it expired.',
        params: ZInviteToken,
        response: { 200: ZPublicInvite },
      },
    },
    (request) => service.publicView(request.params.token),
  );

  app.post(
    '/invites/:token/accept',
    {
      config: limited,
      schema: {
        tags: ['public'],
        description:
          'The driver account with the invite address joins the company. 404 INVALID_TOKEN, 409 INVITE_ALREADY_ANSWERED or ACCOUNT_NOT_FOUND, 410 INVITE_EXPIRED.',
        params: ZInviteToken,
        response: { 200: ZInviteAnswer },
      },
    },
    (request) => service.accept(request.params.token),
  );

  app.post(
    '/invites/:token/reject',
    {
      config: limited,
      schema: {
        tags: ['public'],
        description: 'Declines the invite. 404 INVALID_TOKEN, 409 INVITE_ALREADY_ANSWERED, 410 INVITE_EXPIRED.',
        params: ZInviteToken,
        response: { 200: ZInviteAnswer },
      },
    },
    (request) => service.reject(request.params.token),
  );
};
