import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZRegisterWallbox,
  ZUpdateWallbox,
  ZWallboxCommand,
  ZWallboxCommandResult,
  ZWallboxCreated,
  ZWallboxDetail,
  ZWallboxIdParams,
  ZWallboxPage,
  ZWallboxSearch,
} from '@fleetwatt/shared';
import type { AppDeps } from '../../app.ts';
import { STAFF } from '../../plugins/auth.ts';
import { wallboxesService } from './wallboxes.service.ts';

const tags = ['wallboxes'];

export const wallboxesRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'config' | 'database'>> = async (app, { config, database }) => {
  const service = wallboxesService(database, { publicUrl: config.publicUrl, commands: app.hasDecorator('wallboxCommands') ? app.wallboxCommands : undefined });

  app.get(
    '/wallboxes',
    {
      config: { roles: STAFF },
      schema: { tags, description: "The drivers' wallboxes of the caller's scope, with their connection state.", querystring: ZWallboxSearch, response: { 200: ZWallboxPage } },
    },
    (request) => service.search(request.scope, request.query),
  );

  app.post(
    '/wallboxes',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: "Registers a driver's wallbox; answers its connection settings and its password, shown this once.",
        body: ZRegisterWallbox,
        response: { 201: ZWallboxCreated },
      },
    },
    async (request, reply) => reply.status(201).send(await service.register(request.scope, request.body, request.lang)),
  );

  app.get(
    '/wallboxes/:id',
    {
      config: { roles: STAFF },
      schema: { tags, description: 'A wallbox: state, connection settings and latest transactions.', params: ZWallboxIdParams, response: { 200: ZWallboxDetail } },
    },
    (request) => service.get(request.scope, request.params.id, request.lang),
  );

  app.patch(
    '/wallboxes/:id',
    {
      config: { roles: STAFF },
      schema: { tags, description: "Changes the wallbox's driver, meter public key or RFID tag.", params: ZWallboxIdParams, body: ZUpdateWallbox, response: { 200: ZWallboxDetail } },
    },
    (request) => service.update(request.scope, request.params.id, request.body, request.lang),
  );

  app.delete(
    '/wallboxes/:id',
    { config: { roles: STAFF }, schema: { tags, description: 'Removes the wallbox; its sessions stay.', params: ZWallboxIdParams } },
    async (request, reply) => {
      await service.remove(request.scope, request.params.id, request.lang);
      return reply.status(204).send();
    },
  );

  app.post(
    '/wallboxes/:id/password',
    {
      config: { roles: STAFF },
      schema: { tags, description: 'Sets a new password for the wallbox and answers it, shown this once.', params: ZWallboxIdParams, response: { 200: ZWallboxCreated } },
    },
    (request) => service.newPassword(request.scope, request.params.id, request.lang),
  );

  app.post(
    '/wallboxes/:id/commands',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: 'Sends Reset or TriggerMessage to the connected wallbox, through whichever instance holds its connection, and answers its status.',
        params: ZWallboxIdParams,
        body: ZWallboxCommand,
        response: { 200: ZWallboxCommandResult },
      },
    },
    (request) => service.command(request.scope, request.params.id, request.body, request.lang),
  );
};
