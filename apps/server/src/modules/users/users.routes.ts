import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateDriver,
  ZDriver,
  ZDriverCustomFields,
  ZDriverNotification,
  ZDriverNotificationInput,
  ZDriverPage,
  ZDriverSubscription,
  ZPaymentAccount,
  ZPaymentAccountInput,
  ZUpdateDriver,
  ZUserCableParams,
  ZUserCompanyParams,
  ZUserExport,
  ZUserIdParams,
  ZUserSearch,
  ZUserSimpleList,
  ZUserSimpleSearch,
} from '@fleetwatt/shared';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { sendExport } from '../../lib/export/index.ts';
import { ADMIN, STAFF } from '../../plugins/auth.ts';
import { invalidDriverBody, usersService } from './users.service.ts';

const tags = ['users'];

/**
 * A driver form that fails its schema answers with the form's own wording ('Please fill in the
 * required fields.'); anything else invalid (params) takes the usual 400.
 */
function checkDriverBody(request: FastifyRequest, schema: z.ZodType) {
  const error = request.validationError;
  if (!error) return;
  if (error.validationContext === 'body') throw invalidDriverBody(schema, request.body, request.lang);
  throw error;
}

export const usersRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const service = usersService(database);

  app.get(
    '/users/search',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description:
          'The drivers table: one page of the scope\'s users with their month figures (energy of every session but IGNORED ones, expense of the reimbursable ones).',
        querystring: ZUserSearch,
        response: { 200: ZDriverPage },
      },
    },
    (request) => service.search(request.scope, request.query),
  );

  app.get(
    '/users/export',
    {
      config: { roles: STAFF },
      schema: { tags, description: 'The whole filtered drivers table as XLSX, CSV or ZIP.', querystring: ZUserExport },
    },
    (request, reply) =>
      sendExport(request, reply, request.query.export, service.exportSpec(request.principal, request.scope, request.query, request.lang)),
  );

  app.get(
    '/users/simple-search',
    {
      config: { roles: STAFF },
      schema: { tags, description: 'Up to 20 users for a picker.', querystring: ZUserSimpleSearch, response: { 200: ZUserSimpleList } },
    },
    (request) => service.simpleSearch(request.scope, request.query),
  );

  app.post(
    '/users',
    {
      config: { roles: STAFF },
      attachValidation: true,
      schema: { tags, description: 'Adds a driver to the selected company.', body: ZCreateDriver, response: { 201: ZDriver } },
    },
    async (request, reply) => {
      checkDriverBody(request, ZCreateDriver);
      const driver = await service.create(request.scope, request.body, request.lang);
      return reply.status(201).send(driver);
    },
  );

  app.get(
    '/users/:id',
    { config: { roles: STAFF }, schema: { tags, params: ZUserIdParams, response: { 200: ZDriver } } },
    (request) => service.get(request.scope, request.params.id),
  );

  app.put(
    '/users/:id',
    {
      config: { roles: STAFF },
      attachValidation: true,
      schema: { tags, params: ZUserIdParams, body: ZUpdateDriver, response: { 200: ZDriver } },
    },
    (request) => {
      checkDriverBody(request, ZUpdateDriver);
      return service.update(request.scope, request.params.id, request.body, request.lang);
    },
  );

  app.delete(
    '/users/:id/company',
    {
      config: { roles: STAFF },
      schema: { tags, description: 'Removes the driver from the company; the cable stays, unassigned.', params: ZUserIdParams },
    },
    async (request, reply) => {
      await service.removeFromCompany(request.scope, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/users/:id/payment-account',
    { config: { roles: STAFF }, schema: { tags, params: ZUserIdParams, response: { 200: ZPaymentAccount } } },
    (request) => service.getPaymentAccount(request.scope, request.params.id),
  );

  app.post(
    '/users/:id/payment-account',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: 'Sets the IBAN (checked) and holder; Payment+ only by administrators.',
        params: ZUserIdParams,
        body: ZPaymentAccountInput,
        response: { 200: ZPaymentAccount },
      },
    },
    (request) => service.setPaymentAccount(request.principal, request.scope, request.params.id, request.body, request.lang),
  );

  app.post(
    '/users/:id/company/:companyId',
    {
      config: { roles: ADMIN },
      schema: { tags, description: 'Moves the driver to another company.', params: ZUserCompanyParams, response: { 200: ZDriver } },
    },
    (request) => service.assignCompany(request.scope, request.params.id, request.params.companyId),
  );

  app.put(
    '/users/:id/cable/:cableId',
    {
      config: { roles: STAFF },
      schema: { tags, description: 'Gives a cable of the company to the driver.', params: ZUserCableParams, response: { 200: ZDriver } },
    },
    (request) => service.assignCable(request.principal, request.scope, request.params.id, request.params.cableId, request.lang),
  );

  app.post(
    '/users/:id/notification',
    {
      config: { roles: STAFF },
      schema: { tags, params: ZUserIdParams, body: ZDriverNotificationInput, response: { 201: ZDriverNotification } },
    },
    async (request, reply) => {
      const notification = await service.notify(request.principal, request.scope, request.params.id, request.body, request.lang);
      return reply.status(201).send(notification);
    },
  );

  app.get(
    '/users/:id/custom-fields',
    {
      config: { roles: STAFF },
      schema: {
        tags,
        description: "The company's configurable driver fields, whether it requires each, and the driver's value.",
        params: ZUserIdParams,
        response: { 200: ZDriverCustomFields },
      },
    },
    (request) => service.customFields(request.scope, request.params.id),
  );

  app.get(
    '/users/:id/subscription',
    { config: { roles: STAFF }, schema: { tags, params: ZUserIdParams, response: { 200: ZDriverSubscription } } },
    (request) => service.subscription(request.scope, request.params.id),
  );
};
