import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ZErasureBody, ZErasureResult, ZHomePlaceBody, ZPersonExport, ZPerson, ZPersonList, ZPersonParams, ZPersonSearch, ZPrivacySettings, ZPrivacySettingsView } from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import { STAFF } from '../../plugins/auth.ts';
import { privacyService, type Caller } from './privacy.service.ts';

const tags = ['privacy'];

const caller = (request: FastifyRequest): Caller => ({
  principal: request.principal,
  scope: request.scope,
  lang: request.lang,
});

/** Privacy: the company's retention and location settings, and a person's data (docs/privacy.md). */
export const privacyRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const service = privacyService(database);

  app.get(
    '/privacy/settings',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: "The selected company's retention settings in days (defaults where none were saved), the fixed ten years of receipts and invoices, and the last retention run.",
        response: { 200: ZPrivacySettingsView },
      },
    },
    (request) => service.settings(caller(request)),
  );

  app.put(
    '/privacy/settings',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description:
          'Saves the retention settings of the selected company; the audit trail records the change. locationDays 0 keeps no coordinates, only whether the car was at home.',
        body: ZPrivacySettings,
        response: { 200: ZPrivacySettingsView },
      },
    },
    (request) => service.saveSettings(caller(request), request.body),
  );

  app.get(
    '/privacy/people',
    {
      config: { roles: STAFF },
      schema: { tags, description: 'The people of the scope a data request can be about (at most 200, by name).', querystring: ZPersonSearch, response: { 200: ZPersonList } },
    },
    (request) => service.people(caller(request), request.query.search),
  );

  app.get(
    '/privacy/people/:id/export',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description:
          'Everything the product keeps about one person (Art. 15 and 20 GDPR) as a JSON file: one list of rows per table that names them, files in base64, secrets left out. Recorded in the audit trail.',
        params: ZPersonParams,
        response: { 200: ZPersonExport },
      },
    },
    async (request, reply) => {
      const data = await service.exportPerson(caller(request), request.params.id);
      reply.header('content-disposition', `attachment; filename="person-${request.params.id}.json"`);
      return data;
    },
  );

  app.post(
    '/privacy/people/:id/erasure',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description:
          "Erases the person (Art. 17 GDPR) once their email is typed again: receipts, invoices, payouts and audit entries are kept without the name, everything else removed (docs/privacy.md). Recorded in the audit trail.",
        params: ZPersonParams,
        body: ZErasureBody,
        response: { 200: ZErasureResult },
      },
    },
    (request) => service.erasePerson(caller(request), request.params.id, request.body.confirmEmail),
  );

  app.put(
    '/privacy/people/:id/home-place',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: "The driver's home charging place, against which each reported position is compared on arrival; null forgets it.",
        params: ZPersonParams,
        body: ZHomePlaceBody,
        response: { 200: ZPerson },
      },
    },
    (request) => service.setHomePlace(caller(request), request.params.id, request.body.homePlace),
  );
};
