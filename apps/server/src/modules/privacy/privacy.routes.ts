import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ZHomePlaceBody, ZPerson, ZPersonList, ZPersonParams, ZPersonSearch, ZPrivacySettings, ZPrivacySettingsView } from '@fleetwatt/shared';
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
