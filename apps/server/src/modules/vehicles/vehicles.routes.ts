import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZVehicleExport,
  ZVehicleHistoryPage,
  ZVehicleHistoryQuery,
  ZVehicleIdParams,
  ZVehicleListItem,
  ZVehiclePage,
  ZVehicleSearch,
} from '@fleetwatt/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { sendExport } from '../../lib/export/index.ts';
import { ADMIN, STAFF } from '../../plugins/auth.ts';
import type { InstallationSecrets } from '../../lib/secrets/installation-secrets.ts';
import { accessLog } from '../audit/access-log.ts';
import { connectionsRoutes } from './connections.routes.ts';
import { vehiclesRepository } from './vehicles.repository.ts';
import { vehiclesService } from './vehicles.service.ts';

const tags = ['vehicles'];

/** The vehicles page (administrators), a vehicle's history, and the drivers' car connections. */
export const vehiclesRoutes: FastifyPluginAsyncZod<{ config: Config; database: Database; secrets: InstallationSecrets }> = async (app, deps) => {
  const service = vehiclesService(vehiclesRepository(deps.database), accessLog(deps.database));

  app.get(
    '/vehicles/search',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        description: 'Connected vehicles with their latest telemetry: search by make, model, VIN or driver; filter by status.',
        querystring: ZVehicleSearch,
        response: { 200: ZVehiclePage },
      },
    },
    (request) => service.search(request.scope, request.query),
  );

  app.get(
    '/vehicles/export',
    {
      config: { roles: ADMIN },
      schema: { tags, description: 'The whole filtered vehicles list as XLSX, CSV or ZIP.', querystring: ZVehicleExport },
    },
    (request, reply) =>
      sendExport(request, reply, request.query.export, service.exportSpec(request.scope, request.query, request.lang)),
  );

  app.get(
    '/vehicles/:id',
    { config: { roles: STAFF }, schema: { tags, params: ZVehicleIdParams, response: { 200: ZVehicleListItem } } },
    (request) => service.get(request.scope, request.params.id),
  );

  app.get(
    '/vehicles/:id/history',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description:
          "The vehicle history: every change the car reported, newest first, with whether the car was at the driver's home charging place. Coordinates only while the company keeps them (`locationDays`); every read is recorded in the audit trail.",
        params: ZVehicleIdParams,
        querystring: ZVehicleHistoryQuery,
        response: { 200: ZVehicleHistoryPage },
      },
    },
    (request) => service.history(request.scope, request.params.id, request.query),
  );

  await app.register(connectionsRoutes, deps);
};
