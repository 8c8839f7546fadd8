import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CURRENCIES,
  pricingMessage,
  ZCompanyIdParams,
  ZCompanyPriceRules,
  ZCreateFlatRate,
  ZFlatRate,
  ZFlatRateIdParams,
  ZFlatRateList,
  ZFlatRateQuery,
  ZPriceSeriesIdParams,
  ZPriceSeriesList,
  ZPriceSeriesPoints,
  ZPriceSeriesPointsQuery,
  ZPriceSeriesUploadResult,
  ZUpdateCompanyPriceRules,
  type Currency,
  type Language,
} from '@fleetwatt/shared';
import type { AppDeps } from '../../app.ts';
import { badRequest } from '../../lib/errors.ts';
import { ADMIN, STAFF } from '../../plugins/auth.ts';
import { readUpload } from '../documents/read-upload.ts';
import { pricingService } from './pricing.service.ts';

const tags = ['pricing'];

/** The CSV of an upload, or a 400 saying what is missing. */
async function csvOf(request: FastifyRequest, lang: Language) {
  const upload = await readUpload(request);
  if (!upload.file || upload.tooLarge) {
    const message = pricingMessage('fileRequired', lang);
    throw badRequest(message, [{ field: 'file', message }]);
  }
  return { csv: upload.file.bytes.toString('utf8'), fields: upload.fields };
}

export const pricingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10, fieldSize: 10_000 } });
  const service = pricingService(database);

  app.get(
    '/flat-rates',
    {
      config: { roles: STAFF },
      schema: { tags, description: 'The flat statistical rates per country, newest first.', querystring: ZFlatRateQuery, response: { 200: ZFlatRateList } },
    },
    (request) => service.flatRates(request.query.country),
  );

  app.post(
    '/flat-rates',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        description: "A country's flat rate from a day on; the sessions priced with it are priced again.",
        body: ZCreateFlatRate,
        response: { 201: ZFlatRate },
      },
    },
    async (request, reply) => reply.status(201).send(await service.addFlatRate(request.principal, request.body, request.lang)),
  );

  app.delete(
    '/flat-rates/:id',
    { config: { roles: ADMIN }, schema: { tags, params: ZFlatRateIdParams } },
    async (request, reply) => {
      await service.removeFlatRate(request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/companies/:id/price-rules',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: 'Which price reimburses home charging, per country of the driver’s home, with today’s flat rate.',
        params: ZCompanyIdParams,
        response: { 200: ZCompanyPriceRules },
      },
    },
    (request) => service.companyRules(request.scope, request.params.id),
  );

  app.put(
    '/companies/:id/price-rules',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: 'Saves the choice per country; the sessions of the drivers living there are priced again.',
        params: ZCompanyIdParams,
        body: ZUpdateCompanyPriceRules,
        response: { 200: ZCompanyPriceRules },
      },
    },
    (request) => service.saveCompanyRules(request.principal, request.scope, request.params.id, request.body),
  );

  app.get(
    '/price-series',
    { config: { roles: STAFF }, schema: { tags, description: 'The hourly price series dynamic tariffs can follow.', response: { 200: ZPriceSeriesList } } },
    () => service.seriesList(),
  );

  app.post(
    '/price-series',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        description: 'A new series from a CSV file (multipart: `name`, `currency`, `file` with lines "hour start (ISO, UTC), price per kWh").',
        response: { 201: ZPriceSeriesUploadResult },
      },
    },
    async (request, reply) => {
      const lang = request.lang;
      const { csv, fields } = await csvOf(request, lang);
      const name = (fields.name ?? '').trim();
      const errors = [];
      if (!name || name.length > 100) errors.push({ field: 'name', message: pricingMessage('seriesNameRequired', lang) });
      if (!CURRENCIES.includes(fields.currency as Currency)) errors.push({ field: 'currency', message: pricingMessage('seriesCurrency', lang) });
      if (errors.length) throw badRequest(errors[0]!.message, errors);
      const result = await service.upload(request.principal, { name, currency: fields.currency as Currency }, csv, lang);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/price-series/:id/points',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        description: 'More hours for a series from a CSV file; hours it already has take the new price.',
        params: ZPriceSeriesIdParams,
        response: { 200: ZPriceSeriesUploadResult },
      },
    },
    async (request) => {
      const lang = request.lang;
      const { csv } = await csvOf(request, lang);
      return service.upload(request.principal, { seriesId: request.params.id }, csv, lang);
    },
  );

  app.get(
    '/price-series/:id/points',
    {
      config: { roles: STAFF },
      schema: { tags, params: ZPriceSeriesIdParams, querystring: ZPriceSeriesPointsQuery, response: { 200: ZPriceSeriesPoints } },
    },
    (request) => service.points(request.params.id, new Date(request.query.from), new Date(request.query.to)),
  );
};
