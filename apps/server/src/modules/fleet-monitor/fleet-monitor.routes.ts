import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZConnectRowPage,
  ZConnectSummary,
  ZConnectTrialParams,
  ZDriverChart,
  ZDriverChartParams,
  ZDriverChartQuery,
  ZFleetMileagePage,
  ZFleetMileageQuery,
  ZFleetMonitorAccess,
  ZFleetMonitorQuery,
  ZFleetMonitorSummaryQuery,
} from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import { STAFF } from '../../plugins/auth.ts';
import { fleetMonitorService } from './fleet-monitor.service.ts';

const tags = ['fleet-monitor'];

/** The Connect fleet monitor (spec sections 2, 3 and 9) and the 14-day trial. */
export const fleetMonitorRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const service = fleetMonitorService(database);

  app.get(
    '/fleet-monitor/access',
    {
      config: { roles: STAFF },
      schema: { tags, description: 'Whether the company has Connect (CarApi or a running trial), and its trial.', response: { 200: ZFleetMonitorAccess } },
    },
    (request) => service.access(request.scope),
  );

  app.get(
    '/fleet-monitor/rows',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: 'One page of Connect rows for the year; 403 UPGRADE_REQUIRED without Connect.',
        querystring: ZFleetMonitorQuery,
        response: { 200: ZConnectRowPage },
      },
    },
    (request) => service.rows(request.scope, request.query, request.lang),
  );

  app.get(
    '/fleet-monitor/summary',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: 'The Connect summary of spec section 9 over the same drivers, computed in SQL.',
        querystring: ZFleetMonitorSummaryQuery,
        response: { 200: ZConnectSummary },
      },
    },
    (request) => service.summary(request.scope, request.query, request.lang),
  );

  app.get(
    '/fleet-monitor/mileage',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: 'The fleet monitor mileage table: km per driver and month of the year.',
        querystring: ZFleetMileageQuery,
        response: { 200: ZFleetMileagePage },
      },
    },
    (request) => service.mileage(request.scope, request.query, request.lang),
  );

  app.get(
    '/fleet-monitor/drivers/:id/chart',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: "A driver's cumulative km of the year against the plan line and the forecast.",
        params: ZDriverChartParams,
        querystring: ZDriverChartQuery,
        response: { 200: ZDriverChart },
      },
    },
    (request) => service.chart(request.scope, request.params.id, request.query.year, request.lang),
  );

  app.post(
    '/companies/:id/connect-trial',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: "Starts the company's 14-day Connect trial; once per company (409 afterwards).",
        params: ZConnectTrialParams,
        response: { 201: ZFleetMonitorAccess },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.startTrial(request.principal, request.params.id, request.lang)),
  );
};
