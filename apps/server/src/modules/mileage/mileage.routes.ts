import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZMileageAggregateExport,
  ZMileageAggregatePage,
  ZMileageAggregateSearch,
  ZMileageDue,
  ZMileagePlan,
  ZMileagePlanInput,
  ZMileageReading,
  ZMileageReadingExport,
  ZMileageReadingPage,
  ZMileageReadingSearch,
  ZReportMileage,
  ZUserIdParams,
} from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import { sendExport } from '../../lib/export/index.ts';
import { DRIVER, STAFF } from '../../plugins/auth.ts';
import { mileageService } from './mileage.service.ts';

const tags = ['mileage'];

/** The mileage page (all readings, per driver and month, exports), the mileage plan and the driver's reports. */
export const mileageRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const service = mileageService(database);

  app.get(
    '/mileage/readings',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: "Every odometer reading of the scope in the month (or year), with source, time and plausibility flag.",
        querystring: ZMileageReadingSearch,
        response: { 200: ZMileageReadingPage },
      },
    },
    (request) => service.readings(request.scope, request.query),
  );

  app.get(
    '/mileage/readings/export',
    {
      config: { roles: STAFF },
      schema: { tags, description: 'The filtered readings as XLSX, CSV or ZIP.', querystring: ZMileageReadingExport },
    },
    (request, reply) => sendExport(request, reply, request.query.export, service.readingsExport(request.scope, request.query, request.lang)),
  );

  app.get(
    '/mileage/aggregated',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: 'Per driver and month: first and last reading, driven km, readings and the share of the plan.',
        querystring: ZMileageAggregateSearch,
        response: { 200: ZMileageAggregatePage },
      },
    },
    (request) => service.aggregates(request.scope, request.query),
  );

  app.get(
    '/mileage/aggregated/export',
    {
      config: { roles: STAFF },
      schema: { tags, description: 'The per-month view as XLSX, CSV or ZIP.', querystring: ZMileageAggregateExport },
    },
    (request, reply) => sendExport(request, reply, request.query.export, service.aggregatesExport(request.scope, request.query, request.lang)),
  );

  app.put(
    '/users/:id/mileage-plan',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: "Sets the driver's yearly km target (null removes it).",
        params: ZUserIdParams,
        body: ZMileagePlanInput,
        response: { 200: ZMileagePlan },
      },
    },
    (request) => service.setPlan(request.scope, request.params.id, request.body),
  );

  app.post(
    '/me/mileage',
    {
      config: { roles: DRIVER },
      schema: {
        tags,
        description: 'The driver reports the odometer; an implausible reading is stored with its flag.',
        body: ZReportMileage,
        response: { 201: ZMileageReading },
      },
    },
    async (request, reply) => reply.status(201).send(await service.report(request.principal, request.body, request.lang)),
  );

  app.get(
    '/me/mileage/due',
    {
      config: { roles: DRIVER },
      schema: {
        tags,
        description: "Whether the company's mileage query frequency asks the driver for a reading now.",
        response: { 200: ZMileageDue },
      },
    },
    (request) => service.due(request.principal),
  );
};
